#version 330 core
// Lesson 11: Phong lighting = (ambient + diffuse) times the object's colour, plus specular:
// a highlight in the light's own colour (white), whatever the surface's colour.
in vec3 worldPosition;
in vec3 worldNormal;
uniform vec3 lightPosition;
uniform vec3 viewPosition;
uniform vec3 objectColor;
out vec4 fragColor;

void main() {
    vec3 n = normalize(worldNormal);
    vec3 toLight = normalize(lightPosition - worldPosition);
    vec3 toViewer = normalize(viewPosition - worldPosition);
    float ambient = 0.1;                                    // light that comes from everywhere
    float diffuse = max(dot(n, toLight), 0.0);              // brightest where the surface faces the light
    vec3 reflected = reflect(-toLight, n);                  // the mirror direction of the light
    float specular = 0.5 * pow(max(dot(toViewer, reflected), 0.0), 4.0);   // a highlight where that meets the eye
    fragColor = vec4((ambient + diffuse) * objectColor + vec3(specular), 1.0);
}
