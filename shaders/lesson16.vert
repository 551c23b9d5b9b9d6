#version 330 core
// Lesson 16: a flat square (a pane, or the wall behind them), placed by its model matrix.
layout(location = 0) in vec2 position;
uniform mat4 model;
uniform mat4 view;
uniform mat4 projection;

void main() {
    gl_Position = projection * view * model * vec4(position, 0.0, 1.0);
}
