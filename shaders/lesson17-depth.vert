#version 330 core
// Lesson 17, pass 1: the scene seen from the light. Only the depth is kept (the framebuffer
// has no colour), so the fragment shader does nothing.
layout(location = 0) in vec3 position;
uniform mat4 lightSpace;   // the light's projection times its view
uniform mat4 model;

void main() {
    gl_Position = lightSpace * model * vec4(position, 1.0);
}
