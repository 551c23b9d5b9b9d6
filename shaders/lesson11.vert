#version 330 core
// Lesson 11: positions and normals go to the fragment shader in world space, where the light is.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
uniform mat4 model;
uniform mat4 view;
uniform mat4 projection;
out vec3 worldPosition;
out vec3 worldNormal;

void main() {
    worldPosition = vec3(model * vec4(position, 1.0));
    worldNormal = mat3(model) * normal;   // fine for turns and moves (no uneven scaling)
    gl_Position = projection * view * vec4(worldPosition, 1.0);
}
