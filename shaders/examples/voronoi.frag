#version 330 core
// Stained glass: plain GLSL. A Voronoi pattern: scatter one point per grid cell (with the
// integer hash of lib/noise.glsl), colour each pixel by its nearest point, and draw lead along
// the lines halfway between neighbouring points. Try: change `cells`, or the lead width 0.06.
#include "lib/noise.glsl"

uniform vec2 u_resolution;
uniform float u_time;
out vec4 fragColor;

vec2 pointIn(ivec2 cell) {                               // each cell's point drifts in a circle
    vec2 h = hash2(cell);
    return vec2(cell) + 0.5 + 0.35 * sin(6.2831853 * h + u_time * (0.3 + h.yx));
}

void main() {
    float cells = 6.0;                                   // grid cells across the height
    vec2 p = gl_FragCoord.xy / u_resolution.y * cells;
    ivec2 home = ivec2(floor(p)), nearest = home;
    float best = 1e9;
    for (int y = -1; y <= 1; y++)                        // 1: find the nearest point
    for (int x = -1; x <= 1; x++) {
        float d = length(p - pointIn(home + ivec2(x, y)));
        if (d < best) { best = d; nearest = home + ivec2(x, y); }
    }
    vec2 a = pointIn(nearest);
    float edge = 1e9;
    for (int y = -2; y <= 2; y++)                        // 2: distance to the nearest border
    for (int x = -2; x <= 2; x++) {
        vec2 b = pointIn(nearest + ivec2(x, y));
        if (x != 0 || y != 0) edge = min(edge, dot(p - 0.5 * (a + b), normalize(a - b)));
    }

    float pick = hash1(nearest);                          // one of five glass colours per cell
    vec3 glass = pick < 0.2 ? vec3(0.75, 0.12, 0.15) : pick < 0.4 ? vec3(0.12, 0.3, 0.7)
               : pick < 0.6 ? vec3(0.9, 0.65, 0.15) : pick < 0.8 ? vec3(0.15, 0.55, 0.35) : vec3(0.45, 0.2, 0.6);
    vec2 uv = gl_FragCoord.xy / u_resolution;
    float sunlight = 0.5 + 0.8 * smoothstep(1.1, 0.0, length(uv - vec2(0.75, 0.85)));
    vec3 col = glass * sunlight * (0.7 + 0.6 * noise(p * 5.0));     // uneven old glass
    col *= 0.8 + 0.4 * smoothstep(0.0, 0.4, edge);                  // darker near the lead

    float lead = smoothstep(0.06, 0.045, edge);
    col = mix(col, vec3(0.06, 0.06, 0.07), lead);
    fragColor = vec4(col, 1.0);
}
