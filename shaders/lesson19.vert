#version 330 core
// Lesson 19: the cubes, with their normals in world space.
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
