// Aurora: Shadertoy dialect (mainImage). Curtains of light drift over a starry night; their
// shape and rays are fbm noise from the shared lib/noise.glsl, and iTime makes them sway.
// Try: swap the two colours in `auroraColour`, or change `for (int layer = 0; layer < 3; ...)`.
#include "lib/noise.glsl"

vec3 auroraColour(float height) {          // green at the lower edge, violet higher up
    return mix(vec3(0.1, 1.0, 0.45), vec3(0.55, 0.2, 0.9), smoothstep(0.0, 0.35, height));
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = fragCoord / iResolution.xy;                    // 0..1, origin bottom-left
    vec2 p = (fragCoord - 0.5 * iResolution.xy) / iResolution.y;

    vec3 col = mix(vec3(0.03, 0.06, 0.12), vec3(0.0, 0.01, 0.04), uv.y);  // night sky
    float star = hash1(ivec2(fragCoord / 2.0));              // one chance per 2x2 pixels
    col += smoothstep(0.9975, 1.0, star) * (0.6 + 0.4 * sin(iTime * 4.0 + star * 1e3));

    for (int layer = 0; layer < 3; layer++) {                // three curtains, far to near
        float z = float(layer);
        float t = iTime * (0.1 + 0.05 * z);
        float edge = 0.05 * z - 0.12 + 0.2 * sin(p.x * 2.5 + z * 2.0 + t)
                   + 0.35 * (fbm(vec2(p.x * 1.5 + z * 5.0, t)) - 0.5);
        float h = p.y - edge;                                 // height above the lower edge
        float rays = fbm(vec2(p.x * 14.0 + edge * 20.0, t * 3.0 + z * 9.0));
        float light = smoothstep(-0.015, 0.01, h) * exp(-5.0 * max(h, 0.0)) * (0.3 + 1.7 * rays * rays)
                    + 0.4 * exp(-abs(h) * 60.0);        // the bright lower hem
        col += auroraColour(h) * light * (0.8 - 0.2 * z);
    }

    float hills = 0.14 + 0.05 * fbm(vec2(p.x * 3.0, 3.0));   // black hills in front
    col = mix(col, vec3(0.0, 0.005, 0.01), smoothstep(0.0, 0.004, hills - uv.y));
    fragColor = vec4(col, 1.0);
}
