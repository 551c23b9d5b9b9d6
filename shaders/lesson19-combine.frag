#version 330 core
// Lesson 19, the combine: the scene plus its glow, then tone mapping: from 0..infinity (the
// light there is) to 0..1 (what a screen shows). Reinhard's curve, x / (x + 1), after the
// exposure: 1 becomes 0.5, and no light, however bright, reaches 1.
in vec2 uv;
uniform sampler2D scene;
uniform sampler2D bloom;
uniform bool bloomOn;
uniform float exposure;
out vec4 fragColor;

// ACES filmic tone mapping, Krzysztof Narkowicz's fit of the Academy Color Encoding System's curve.
vec3 aces(vec3 x) {
    return clamp((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14), 0.0, 1.0);
}

void main() {
    vec3 hdr = texture(scene, uv).rgb;
    if (bloomOn) hdr += texture(bloom, uv).rgb;                       // the glow adds light
    vec3 mapped = hdr * exposure / (hdr * exposure + 1.0);
    fragColor = vec4(mapped, 1.0);
}
