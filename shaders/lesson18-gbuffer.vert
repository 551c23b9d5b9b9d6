#version 330 core
// Lesson 18, the geometry pass (and the light markers): world position and normal to the
// fragment shader.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
uniform mat4 model;
uniform mat4 view;
uniform mat4 projection;
out vec3 worldPosition;
out vec3 worldNormal;

void main() {
    worldPosition = vec3(model * vec4(position, 1.0));
    worldNormal = mat3(model) * normal;   // the model only moves and scales evenly along axes here
    gl_Position = projection * view * vec4(worldPosition, 1.0);
}
