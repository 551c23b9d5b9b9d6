// Keyboard: Shadertoy dialect, reading Shadertoy's keyboard texture on iChannel0. A key lights
// orange while held, white on the frame it went down, and its lamp (top right) is blue while it
// is toggled (pressed an odd number of times). Offline the keys are a script: --keys CODE (held the
// whole run) or CODE@A-B (frames A to B); in `glsandbox demo --shader` they are the window's keys.
// Try: another --keys, or --frame 5 (space and the right arrow no longer just pressed).
// Render: glsandbox render shaders/examples/keyboard.frag --keys 71,76,83,66,68@0-1,32@4-9,39@4-4 --frame 4 --out keyboard.png
#iChannel0 "keyboard"

// The texture is 256 wide (JavaScript key codes) and 3 high: row 0 held, 1 pressed this frame, 2 toggled.
float held(int key)    { return texelFetch(iChannel0, ivec2(key, 0), 0).x; }
float pressed(int key) { return texelFetch(iChannel0, ivec2(key, 1), 0).x; }
float toggled(int key) { return texelFetch(iChannel0, ivec2(key, 2), 0).x; }

// The letter block, top row first, by key code (1 to 0; Q to P; A to ;; Z to /).
const int ROWS[40] = int[40](49, 50, 51, 52, 53, 54, 55, 56, 57, 48,
                             81, 87, 69, 82, 84, 89, 85, 73, 79, 80,
                             65, 83, 68, 70, 71, 72, 74, 75, 76, 186,
                             90, 88, 67, 86, 66, 78, 77, 188, 190, 191);

// Signed distance to a rounded box of half-size b around the origin.
float box(vec2 p, vec2 b, float r) {
    vec2 q = abs(p) - b + r;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    float unit = min(iResolution.x / 15.0, iResolution.y / 8.0);   // one key, in pixels
    vec2 p = (fragCoord - 0.5 * iResolution.xy) / unit + vec2(0.5, 0.0);

    // Which key this pixel is on: its code, its centre and its half-size, in key units.
    int key = -1;
    vec2 centre = vec2(0.0), size = vec2(0.42);          // half-size
    int row = int(floor(2.5 - p.y));                                // rows 0..4, centred at y = 2 - row
    if (p.x > 4.5 && row >= 3 && row <= 4) {                        // the arrows: up above left, down, right
        int column = int(floor(p.x + 0.5));
        centre = vec2(float(column), 2.0 - float(row));
        if (row == 3 && column == 6) key = 38;
        if (row == 4 && column >= 5 && column <= 7) key = int[3](37, 40, 39)[column - 5];
    } else if (row >= 0 && row <= 3) {                              // the letter block, each row shifted a quarter
        float shift = 0.25 * float(row);
        int column = int(floor(p.x + 6.5 - shift));
        if (column >= 0 && column <= 9) {
            key = ROWS[row * 10 + column];
            centre = vec2(-6.0 + float(column) + shift, 2.0 - float(row));
        }
    } else if (row == 4 && abs(p.x + 1.5) < 3.5) {                  // the space bar
        key = 32;
        centre = vec2(-1.5, -2.0);
        size = vec2(3.42, 0.42);
    }

    vec3 colour = vec3(0.10, 0.11, 0.14);                           // the desk
    if (key >= 0) {
        vec2 q = p - centre;
        float edge = 1.5 / unit;                                    // about a pixel and a half, for smooth edges
        vec3 face = vec3(0.26, 0.28, 0.33);
        face = mix(face, vec3(1.0, 0.55, 0.15), held(key));
        face = mix(face, vec3(1.0), pressed(key));
        float inside = 1.0 - smoothstep(-edge, edge, box(q, size, 0.12));
        colour = mix(colour, face * (1.0 - 0.25 * smoothstep(-size.y, size.y, -q.y)), inside);
        float lamp = 1.0 - smoothstep(-edge, edge, length(q - size + 0.14) - 0.07);
        colour = mix(colour, mix(vec3(0.05, 0.06, 0.08), vec3(0.25, 0.6, 1.0), toggled(key)), lamp * inside);
    }
    fragColor = vec4(colour, 1.0);
}
