#version 330 core
// Lesson 16: the opaque wall, in one colour (drawn before the panes, with blending off).
uniform vec4 wallColor;
out vec4 fragColor;

void main() {
    fragColor = wallColor;
}
