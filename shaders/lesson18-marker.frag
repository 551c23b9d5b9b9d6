#version 330 core
// Lesson 18: the small cubes that mark the lights, drawn the ordinary (forward) way after the
// lighting pass, in the light's colour, hidden by what stands in front of them.
uniform vec3 lightColor;
out vec4 fragColor;

void main() {
    fragColor = vec4(min(lightColor, vec3(1.0)), 1.0);
}
