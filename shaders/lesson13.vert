#version 330 core
// Lesson 13: two triangles that cover the target; both passes (a step of the simulation, and
// showing it) are fragment shaders run once per pixel.
layout(location = 0) in vec2 position;
out vec2 textureCoordinate;   // 0 to 1 across the target, for the showing pass

void main() {
    textureCoordinate = position * 0.5 + 0.5;
    gl_Position = vec4(position, 0.0, 1.0);
}
