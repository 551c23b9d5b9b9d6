#version 330 core
// Lesson 19, the scene pass: colours brighter than 1 are kept (the targets are RGBA16F).
// Two outputs: the scene itself, and only what is brighter than 1 (the bright pass), which
// the blur spreads into a glow.
in vec3 worldNormal;
uniform vec3 colour;
uniform float glow;   // above 0: the cube shines by itself, this many times its colour
layout(location = 0) out vec4 sceneColour;
layout(location = 1) out vec4 brightColour;

void main() {
    float diffuse = max(dot(normalize(worldNormal), normalize(vec3(0.4, 0.8, 0.6))), 0.0);
    vec3 c = glow > 0.0 ? colour * glow : colour * (0.15 + 0.85 * diffuse);
    sceneColour = vec4(c, 1.0);
    float brightness = dot(c, vec3(0.2126, 0.7152, 0.0722));          // luminance, as the eye weighs red, green and blue
    brightColour = brightness > 1.0 ? vec4(c, 1.0) : vec4(0.0, 0.0, 0.0, 1.0);
}
