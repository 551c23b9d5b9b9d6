// Shadertoy with a nested #include (lib/noise.glsl includes lib/hash.glsl).
#include "lib/noise.glsl"
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 p = fragCoord / iResolution.y * 8.0 + iTime;
    fragColor = vec4(vec3(noise(p), noise(p * 2.0 + 3.0), noise(p * 4.0 - 1.0)), 1.0);
}
