#version 330 core
// Writes the interpolated colour, alpha included (the blend scene mixes with it).
in vec4 vertexColor;
out vec4 fragColor;

void main() {
    fragColor = vertexColor;
}
