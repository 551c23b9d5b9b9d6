#version 330 core
// Lesson 18, the lighting pass: once per pixel, every light, from what the G-buffer says about
// the surface there. The cost is pixels times lights, however many triangles the scene has.
in vec2 uv;
uniform sampler2D gPosition;
uniform sampler2D gNormal;
uniform sampler2D gAlbedoSpecular;
const int LIGHTS = 16;
uniform vec3 lightPositions[LIGHTS];
uniform vec3 lightColors[LIGHTS];
uniform vec3 viewPosition;
uniform int show;   // 0: the lit picture; 1, 2, 3: one G-buffer target as it is
out vec4 fragColor;

void main() {
    vec3 position = texture(gPosition, uv).rgb;
    vec4 normalAndMark = texture(gNormal, uv);
    vec3 albedo = texture(gAlbedoSpecular, uv).rgb;
    float shininess = texture(gAlbedoSpecular, uv).a;
    if (show == 1) { fragColor = vec4(fract(position), 1.0); return; }                // positions repeat every unit
    if (show == 2) { fragColor = vec4(normalAndMark.rgb * 0.5 + 0.5, 1.0); return; }  // -1..1 shown as 0..1
    if (show == 3) { fragColor = vec4(albedo, 1.0); return; }
    if (normalAndMark.a == 0.0) { fragColor = vec4(0.1, 0.1, 0.12, 1.0); return; }    // nothing drawn here: the background
    vec3 n = normalAndMark.rgb;
    vec3 toViewer = normalize(viewPosition - position);
    vec3 colour = 0.05 * albedo;                                                    // a little ambient light
    for (int i = 0; i < LIGHTS; i++) {
        vec3 toLight = lightPositions[i] - position;
        float d = length(toLight);
        vec3 l = toLight / d;
        float reach = clamp(1.0 - d / 2.0, 0.0, 1.0);
        float attenuation = reach / (1.0 + 0.7 * d + 1.8 * d * d);                 // LearnOpenGL's point light falloff
        float diffuse = max(dot(n, l), 0.0);
        float highlight = shininess * pow(max(dot(n, normalize(l + toViewer)), 0.0), 16.0);   // Blinn-Phong
        colour += (diffuse * albedo + highlight) * lightColors[i] * attenuation;
    }
    fragColor = vec4(colour, 1.0);
}
