#version 330 core
// Lesson 8: each face has one colour.
in vec3 vertexColor;
out vec4 fragColor;

void main() {
    fragColor = vec4(vertexColor, 1.0);
}
