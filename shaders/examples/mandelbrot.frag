#version 330 core
// Mandelbrot: plain GLSL (its own #version and `out`). Iterate z = z*z + c for each pixel's c;
// points that never escape are the set (black). The escape time, smoothed, picks a colour from
// the shared lib/palette.glsl. Try: change `centre` and `scale` to explore, or the palette's d.
#include "lib/palette.glsl"

uniform vec2 u_resolution;
uniform float u_time;
out vec4 fragColor;

void main() {
    vec2 centre = vec2(-0.7436, 0.1318);                 // near "seahorse valley"
    float scale = 0.007 * exp(-0.08 * u_time);           // width of the view; shrinks slowly
    vec2 c = centre + scale * (gl_FragCoord.xy - 0.5 * u_resolution) / u_resolution.y;

    vec2 z = vec2(0.0);
    float n = 0.0;
    const float MAX = 200.0;
    for (; n < MAX; n++) {
        z = vec2(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
        if (dot(z, z) > 256.0) break;                       // escaped
    }
    vec3 col = vec3(0.0);
    if (n < MAX) {
        float smoothN = n - log2(log2(dot(z, z))) + 4.0;   // no visible bands between counts
        float t = sqrt(smoothN / MAX);
        col = palette(t * 3.0 + 0.02 * u_time, vec3(0.5), vec3(0.5), vec3(1.0), vec3(0.0, 0.1, 0.2));
        col *= smoothstep(0.0, 0.15, t);                    // darker far from the set
    }
    fragColor = vec4(col, 1.0);
}
