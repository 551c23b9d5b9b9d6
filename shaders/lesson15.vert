#version 330 core
// Lesson 15: one vertex shader for the cubes and for their outlines (the outline pass hands it
// a model matrix that also scales the cube up by a tenth).
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
uniform mat4 model;
uniform mat4 view;
uniform mat4 projection;
out vec3 worldNormal;

void main() {
    worldNormal = mat3(model) * normal;
    gl_Position = projection * view * model * vec4(position, 1.0);
}
