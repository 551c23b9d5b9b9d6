#version 330 core
// Lesson 14, pass 1: the cube of lesson 8 (its model, view and projection matrices), drawn
// into a texture instead of the window.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 color;
uniform mat4 model;
uniform mat4 view;
uniform mat4 projection;
out vec3 vertexColor;

void main() {
    vertexColor = color;
    gl_Position = projection * view * model * vec4(position, 1.0);
}
