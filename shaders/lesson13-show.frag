#version 330 core
// Lesson 13: shows the simulation: where there is chemical B, dark blue; elsewhere, paper.
in vec2 textureCoordinate;
uniform sampler2D state;
out vec4 fragColor;

void main() {
    float b = texture(state, textureCoordinate).g;
    vec3 paper = vec3(0.95, 0.92, 0.85), ink = vec3(0.08, 0.16, 0.4);
    fragColor = vec4(mix(paper, ink, smoothstep(0.1, 0.3, b)), 1.0);
}
