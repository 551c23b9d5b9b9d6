#version 330 core
// Lesson 15: the cubes, lit by a light far away (a direction, not a point): a quarter ambient,
// plus three quarters times the cosine between the normal and the way to the light.
in vec3 worldNormal;
uniform vec3 objectColor;
out vec4 fragColor;

void main() {
    vec3 toLight = normalize(vec3(0.4, 0.8, 0.6));
    float diffuse = max(dot(normalize(worldNormal), toLight), 0.0);
    fragColor = vec4((0.25 + 0.75 * diffuse) * objectColor, 1.0);
}
