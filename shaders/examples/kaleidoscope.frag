#version 450 core
// Kaleidoscope: plain GLSL with a texture (u_tex0). Fold the angle around the centre into one
// wedge, mirroring every other wedge, then read the picture there; time turns the picture.
// Try: change `wedges` (any whole number), or the 1.5 that sets how big the picture is.
// Render: glsandbox render shaders/examples/kaleidoscope.frag --channel0 shaders/examples/textures/tiles.png --time 2 --out k.png

uniform vec2 u_resolution;
uniform float u_time;
uniform sampler2D u_tex0;
out vec4 fragColor;

void main() {
    vec2 p = (gl_FragCoord.xy - 0.5 * u_resolution) / u_resolution.y;   // centre = (0, 0)
    float wedges = 8.0;
    float slice = 6.2831853 / wedges;
    float angle = atan(p.y, p.x);
    angle = mod(angle, slice);
    angle = min(angle, slice - angle);                    // mirror: no seams between wedges
    float r = length(p);

    vec2 q = r * vec2(cos(angle), sin(angle));            // the point inside the first wedge
    float turn = 0.15 * u_time;
    q = mat2(cos(turn), sin(turn), -sin(turn), cos(turn)) * q + vec2(0.1 * u_time, 0.3);
    vec3 col = texture(u_tex0, q * 1.5).rgb;

    col *= smoothstep(0.75, 0.35, r);                     // dark round the rim, like a tube
    col += vec3(1.0, 0.95, 0.9) * 0.15 * smoothstep(0.2, 0.0, r);   // light in the middle
    fragColor = vec4(col, 1.0);
}
