#version 330 core
// Shows a texture: each pixel looks up its colour in the image at its coordinate.
in vec2 textureCoordinate;
uniform sampler2D image;
out vec4 fragColor;

void main() {
    fragColor = texture(image, textureCoordinate);
}
