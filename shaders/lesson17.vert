#version 330 core
// Lesson 17, pass 2: the scene from the camera; each vertex also goes through the light's
// matrices, so each fragment knows where it falls in the shadow map and how far from the light.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
uniform mat4 model;
uniform mat4 view;
uniform mat4 projection;
uniform mat4 lightSpace;
out vec3 worldNormal;
out vec4 lightSpacePosition;

void main() {
    vec4 world = model * vec4(position, 1.0);
    worldNormal = mat3(model) * normal;
    lightSpacePosition = lightSpace * world;
    gl_Position = projection * view * world;
}
