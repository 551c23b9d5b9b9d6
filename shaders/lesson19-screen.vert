#version 330 core
// Lesson 19, the blur and the combine: two triangles over the target.
layout(location = 0) in vec2 position;
out vec2 uv;

void main() {
    uv = position * 0.5 + 0.5;
    gl_Position = vec4(position, 0.0, 1.0);
}
