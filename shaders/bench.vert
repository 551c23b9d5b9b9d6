#version 330 core
// Benchmarks: a quad placed by `offset` and sized by `scale` (full screen: offset -1,-1, scale 2).
layout(location = 0) in vec2 position;   // 0..1
uniform vec2 offset;
uniform float scale;
out vec2 textureCoordinate;

void main() {
    textureCoordinate = position;
    gl_Position = vec4(offset + position * scale, 0.0, 1.0);
}
