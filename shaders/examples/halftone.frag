// Halftone: Book of Shaders dialect with a texture (u_tex0, texture2D, v_texcoord). Print the
// picture the way a newspaper does: cyan, magenta and yellow ink dots on rotated grids, each dot
// as big as that ink is needed there. Try: change `cell`, or the three grid angles.
// Render: glsandbox render shaders/examples/halftone.frag --channel0 shaders/examples/textures/tiles.png --out halftone.png
#ifdef GL_ES
precision mediump float;
#endif

uniform vec2 u_resolution;
uniform sampler2D u_tex0;
uniform vec2 u_tex0Resolution;
varying vec2 v_texcoord;                                 // 0..1 across the frame

float unit() { return u_resolution.y / 480.0; }          // 1 pixel at 600x480
vec2 toPicture(vec2 pixel) { return pixel / (3.0 * unit() * u_tex0Resolution) + vec2(0.05, 0.1); }

// How much of one ink covers this pixel: a dot on a grid turned by `angle`, sized by the picture.
float ink(vec2 pixel, float angle, vec3 absorbs) {
    float cell = 7.0 * unit();                           // grid spacing: 7 pixels at 600x480
    mat2 turn = mat2(cos(angle), sin(angle), -sin(angle), cos(angle));
    vec2 g = turn * pixel / cell;
    vec2 centre = transpose(turn) * ((floor(g) + 0.5) * cell);        // the dot's centre, in pixels
    vec3 rgb = texture2D(u_tex0, toPicture(centre)).rgb;
    float need = 1.0 - dot(rgb, absorbs);                // cyan is needed where red is missing
    float radius = 0.7 * sqrt(need);                     // area grows with the ink needed
    return smoothstep(radius, radius - 0.08, length(fract(g) - 0.5));
}

void main() {
    vec2 pixel = v_texcoord * u_resolution;
    vec3 red = vec3(1.0, 0.0, 0.0), green = vec3(0.0, 1.0, 0.0), blue = vec3(0.0, 0.0, 1.0);
    vec3 col = vec3(0.97, 0.95, 0.9);                    // paper
    col *= 1.0 - 0.85 * ink(pixel, 0.26, red) * red;     // cyan ink takes away red; grid at 15 degrees
    col *= 1.0 - 0.85 * ink(pixel, 1.31, green) * green; // magenta takes away green; 75 degrees
    col *= 1.0 - 0.85 * ink(pixel, 0.0, blue) * blue;    // yellow takes away blue; 0 degrees
    gl_FragColor = vec4(col, 1.0);
}
