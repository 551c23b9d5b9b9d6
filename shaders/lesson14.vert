#version 330 core
// Lesson 14, pass 2: two triangles that cover the window, with texture coordinates from 0 to 1.
layout(location = 0) in vec2 position;
out vec2 textureCoordinate;

void main() {
    textureCoordinate = position * 0.5 + 0.5;
    gl_Position = vec4(position, 0.0, 1.0);
}
