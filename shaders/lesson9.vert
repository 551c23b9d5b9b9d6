#version 330 core
// Lesson 9: model (where this cube stands), view (where the camera is: lookAt), projection
// (perspective: far things smaller). Lesson 8's shader, in files of its own (so exercise 8
// leaves this lesson alone). Read right to left: model first, projection last.
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
