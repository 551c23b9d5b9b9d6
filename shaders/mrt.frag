#version 330 core
// Multiple render targets: one draw writes two images at once.
// Output 0 gets the colour, output 1 its complement.
in vec4 vertexColor;
layout(location = 0) out vec4 first;
layout(location = 1) out vec4 second;

void main() {
    first = vertexColor;
    second = vec4(1.0 - vertexColor.rgb, 1.0);
}
