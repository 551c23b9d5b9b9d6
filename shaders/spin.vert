#version 330 core
// The spin scene: the triangle turns by `angle` (radians) about the centre.
layout(location = 0) in vec2 position;
layout(location = 1) in vec3 color;
uniform float angle;

out vec3 vertexColor;

void main() {
    mat2 rotation = mat2(cos(angle), sin(angle), -sin(angle), cos(angle));
    vertexColor = color;
    gl_Position = vec4(rotation * position, 0.0, 1.0);
}
