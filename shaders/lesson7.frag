#version 330 core
// Lesson 7: one colour for the whole square, set from Swift (a vec4 uniform).
uniform vec4 color;
out vec4 fragColor;

void main() {
    fragColor = color;
}
