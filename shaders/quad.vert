#version 330 core
// A full-screen quad: corners in clip space, texture coordinates from 0 to 1.
layout(location = 0) in vec2 position;
layout(location = 1) in vec2 uv;

out vec2 textureCoordinate;

void main() {
    textureCoordinate = uv;
    gl_Position = vec4(position, 0.0, 1.0);
}
