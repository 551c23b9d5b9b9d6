#version 330 core
// Lesson 12: two triangles that cover the window. All the drawing happens in lesson12.frag,
// once per pixel.
layout(location = 0) in vec2 position;

void main() {
    gl_Position = vec4(position, 0.0, 1.0);
}
