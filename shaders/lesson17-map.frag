#version 330 core
// Lesson 17, the shadow map view: the depth the light saw, near dark and far bright.
in vec2 uv;
uniform sampler2D shadowMap;
out vec4 fragColor;

void main() {
    fragColor = vec4(vec3(texture(shadowMap, uv).r), 1.0);
}
