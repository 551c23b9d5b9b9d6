#version 330 core
// Benchmarks: a flat colour (fill, drawcalls, triangles).
uniform vec4 color;
out vec4 fragColor;

void main() {
    fragColor = color;
}
