#version 330 core
// Benchmarks: one bilinear texture lookup a pixel (textured).
in vec2 textureCoordinate;
uniform sampler2D image;
out vec4 fragColor;

void main() {
    fragColor = vec4(texture(image, textureCoordinate * 3.0).rgb, 0.5);
}
