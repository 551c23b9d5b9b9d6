#version 330 core
// Lesson 3: edit this file or lesson3.frag while the window is open; it reloads.
layout(location = 0) in vec2 position;
layout(location = 1) in vec3 color;

out vec3 vertexColor;

void main() {
    vertexColor = color;
    gl_Position = vec4(position, 0.0, 1.0);
}
