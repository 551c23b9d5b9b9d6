#version 330 core
// Lesson 10: each corner carries a texture coordinate (u, v); the rasterizer blends them
// across the quad, and the fragment shader reads the texture there.
layout(location = 0) in vec2 position;
layout(location = 1) in vec2 uv;
out vec2 textureCoordinate;

void main() {
    textureCoordinate = uv / 16.0;
    gl_Position = vec4(position, 0.0, 1.0);
}
