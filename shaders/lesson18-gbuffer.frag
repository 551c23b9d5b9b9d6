#version 330 core
// Lesson 18, the geometry pass: no lighting yet. Three outputs, one per colour attachment
// (glDrawBuffers routes location 0 to GL_COLOR_ATTACHMENT0, and so on): what the lighting
// pass needs to know about the surface at each pixel.
in vec3 worldPosition;
in vec3 worldNormal;
uniform vec3 albedo;      // the surface's own colour
uniform float specular;   // how shiny, 0 to 1
layout(location = 0) out vec4 gPosition;          // RGBA16F: where the surface is, in the world
layout(location = 1) out vec4 gNormal;            // RGBA16F: which way it faces; alpha 1 marks "something here"
layout(location = 2) out vec4 gAlbedoSpecular;    // RGBA8: its colour, and its shininess in alpha

void main() {
    gPosition = vec4(worldPosition, 1.0);
    gNormal = vec4(normalize(worldNormal), 1.0);
    gAlbedoSpecular = vec4(albedo, specular);
}
