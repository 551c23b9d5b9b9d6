#version 330 core
// Lesson 8: each face has one colour.
in vec3 vertexColor;
out vec4 fragColor;

void main() {
    fragColor = vec4(vec3((1.0 - gl_FragCoord.z) * 20.0), 1.0);
}
