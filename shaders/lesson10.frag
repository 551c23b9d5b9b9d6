#version 330 core
// Lesson 10: texture() samples the texture bound to the unit `image` names, filtered as the
// texture's parameters say (nearest, or mipmapped).
in vec2 textureCoordinate;
uniform sampler2D image;
out vec4 fragColor;

void main() {
    fragColor = texture(image, textureCoordinate);
}
