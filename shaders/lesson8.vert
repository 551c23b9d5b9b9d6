#version 330 core
// Lesson 8: model (where the cube is), view (where the camera is), projection
// (perspective: far things smaller). Read right to left: model first, projection last.
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
