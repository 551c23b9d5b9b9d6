#version 330 core
// Lesson 20: each square in its instance's colour.
in vec3 squareColour;
out vec4 fragColor;

void main() {
    fragColor = vec4(squareColour, 1.0);
}
