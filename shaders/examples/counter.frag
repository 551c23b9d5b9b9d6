// Frame counter: Book of Shaders dialect, using u_frame (the frame number, an int). Each digit is
// seven segments; a bit mask per digit says which are lit, and integer % 10 and / 10 pick digits.
// Try: --frame 1234, change the colour `lit`, or the slant in `p.x += 0.15 * p.y`.
#ifdef GL_ES
precision mediump float;
#endif

uniform vec2 u_resolution;
uniform int u_frame;

const int SEGMENTS[10] = int[](0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F);

float capsule(vec2 p, vec2 a, vec2 b) {                  // distance to the segment a-b
    vec2 pa = p - a, ba = b - a;
    return length(pa - ba * clamp(dot(pa, ba) / dot(ba, ba), 0.0, 1.0));
}

// Distance to the lit (x) and the unlit (y) segments of one digit; q in [-0.5, 0.5] x [-1, 1].
vec2 digit(vec2 q, int value) {
    vec2 ends[14] = vec2[](vec2(-0.4, 0.9), vec2(0.4, 0.9),   vec2(0.45, 0.85), vec2(0.45, 0.05),  // a b
                           vec2(0.45, -0.05), vec2(0.45, -0.85), vec2(-0.4, -0.9), vec2(0.4, -0.9), // c d
                           vec2(-0.45, -0.05), vec2(-0.45, -0.85), vec2(-0.45, 0.85), vec2(-0.45, 0.05), // e f
                           vec2(-0.4, 0.0), vec2(0.4, 0.0));                                      // g
    vec2 d = vec2(1e3);
    for (int s = 0; s < 7; s++) {
        float dist = capsule(q, ends[2 * s], ends[2 * s + 1]);
        if ((SEGMENTS[value] >> s & 1) == 1) d.x = min(d.x, dist); else d.y = min(d.y, dist);
    }
    return d;
}

void main() {
    vec2 p = (gl_FragCoord.xy - 0.5 * u_resolution) / u_resolution.y * 7.0;  // 7 units tall
    p.x += 0.15 * p.y;                                    // slant, like a real display
    float d = 1e3, off = 1e3;
    int value = u_frame;
    for (int place = 4; place >= 0; place--) {            // five digits, ones on the right
        vec2 seg = digit(p - vec2(1.4 * float(place) - 2.8, 0.0), value % 10);
        d = min(d, seg.x); off = min(off, seg.y);
        value /= 10;
    }
    vec3 lit = vec3(1.0, 0.35, 0.1);
    vec3 col = vec3(0.04, 0.03, 0.05);
    col += vec3(0.08, 0.06, 0.07) * smoothstep(0.12, 0.09, off);   // unlit segments, faint
    col += lit * smoothstep(0.12, 0.09, d) + lit * 0.5 * exp(-6.0 * d);  // lit ones, with glow
    col += vec3(1.0, 0.9, 0.7) * smoothstep(0.05, 0.0, d) * 0.5;  // a hot core
    gl_FragColor = vec4(col, 1.0);
}
