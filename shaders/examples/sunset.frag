// Sunset: Book of Shaders dialect (void main, gl_FragColor, u_ uniforms). Flat layers painted
// back to front with smoothstep edges; the sky colours come from the shared lib/palette.glsl.
// Try: change the 0.56 in `sun` to raise the sun, or add a fourth ridge to the loop.
#ifdef GL_ES
precision mediump float;
#endif
#include "lib/palette.glsl"

uniform vec2 u_resolution;
uniform float u_time;

float ridge(float x, float seed) {                  // a bumpy skyline from a few sines
    return 0.06 * sin(x * 4.0 + seed) + 0.03 * sin(x * 11.0 + seed * 3.0) + 0.01 * sin(x * 29.0 + seed);
}

void main() {
    vec2 st = gl_FragCoord.xy / u_resolution.xy;
    vec2 p = vec2(st.x * u_resolution.x / u_resolution.y, st.y);   // square units
    vec2 sun = vec2(0.4 * u_resolution.x / u_resolution.y, 0.56 - 0.02 * u_time);  // it sinks
    float horizon = 0.25;

    float above = max(st.y, 2.0 * horizon - st.y) - horizon;   // the water mirrors the sky
    vec3 col = paletteSunset(above * 1.4 + 0.05 * (sun.y - horizon));
    float d = length(p - sun);
    col += vec3(1.0, 0.5, 0.2) * 0.35 * exp(-5.0 * d);         // glow around the sun
    col = mix(col, vec3(1.0, 0.9, 0.65), smoothstep(0.1, 0.095, d));   // sun disc

    for (int i = 0; i < 3; i++) {                              // far, middle and near hills
        float k = float(i);
        float h = horizon + 0.14 - 0.05 * k + ridge(p.x + 0.02 * u_time * (k + 1.0), k * 1.7);
        vec3 hill = mix(vec3(0.75, 0.35, 0.35), vec3(0.12, 0.05, 0.15), (k + 1.0) / 3.0);
        col = mix(col, hill, smoothstep(h + 0.002, h - 0.002, st.y) * step(horizon, st.y));
    }

    if (st.y < horizon) {                                      // water: darker, with glitter
        float wave = sin(st.y * 400.0 / (horizon - st.y + 0.05) - u_time * 2.0 + 3.0 * sin(p.x * 9.0));
        float column = smoothstep(0.12, 0.0, abs(p.x - sun.x)) * (0.6 + 0.4 * wave);
        col = col * vec3(0.35, 0.45, 0.75) + vec3(1.0, 0.7, 0.4) * column * smoothstep(0.5, 0.9, wave) * (st.y / horizon);
    }
    gl_FragColor = vec4(col, 1.0);
}
