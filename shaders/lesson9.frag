#version 330 core
// Lesson 9: each face has one colour (lesson 8's shader, in a file of its own).
in vec3 vertexColor;
out vec4 fragColor;

void main() {
    fragColor = vec4(vertexColor, 1.0);
}
