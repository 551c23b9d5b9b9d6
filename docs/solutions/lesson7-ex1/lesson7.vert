#version 330 core
// Lesson 7: a matrix uniform moves every vertex. `transform` is set from Swift each frame
// with glUniformMatrix4fv; a mat4 times a vec4 (x, y, z, 1) turns, scales and moves a point.
layout(location = 0) in vec2 position;
uniform mat4 transform;

void main() {
    gl_Position = transform * vec4(position * 0.5, 0.0, 1.0);
}
