#version 330 core
// Flat-coloured shapes with depth: x, y, z in clip space and an RGBA colour per vertex.
layout(location = 0) in vec3 position;
layout(location = 1) in vec4 color;

out vec4 vertexColor;

void main() {
    vertexColor = color;
    gl_Position = vec4(position, 1.0);
}
