#version 330 core
// Lesson 14, pass 1: the cube of lesson 8, each face one colour (drawn into a texture).
in vec3 vertexColor;
out vec4 fragColor;

void main() {
    fragColor = vec4(vertexColor, 1.0);
}
