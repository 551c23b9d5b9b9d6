#version 330 core
// Colours between the corners are blended by the rasterizer (interpolation).
in vec3 vertexColor;
out vec4 fragColor;

void main() {
    fragColor = vec4(vertexColor, 1.0);
}
