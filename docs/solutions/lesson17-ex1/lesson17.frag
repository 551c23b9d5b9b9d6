#version 330 core
// Lesson 17, pass 2: lit where the light reaches, ambient only in shadow. A fragment is in
// shadow when the shadow map holds a depth nearer the light than its own: something stands
// between it and the light.
in vec3 worldNormal;
in vec4 lightSpacePosition;
uniform sampler2D shadowMap;   // the depth texture of pass 1
uniform vec3 toLight;          // the direction towards the (far away) light
uniform vec3 objectColor;
uniform bool pcf;              // average 3x3 comparisons (soft edges), or one (hard, stepped edges)
out vec4 fragColor;

// 1 in shadow, 0 lit (between, at a soft edge).
float shadow(vec3 n) {
    vec3 p = lightSpacePosition.xyz / lightSpacePosition.w * 0.5 + 0.5;   // -1..1 to 0..1: texture coordinates and depth
    if (p.z > 1.0) return 0.0;                                           // beyond the light's far plane: lit
    // The bias: how much nearer the light than this fragment the map must be to count as shadow.
    // A surface the light meets aslant covers more depth per texel of the map, so it needs more.
    float bias = max(0.005 * (1.0 - dot(n, toLight)), 0.001);
    vec2 texel = 1.0 / vec2(textureSize(shadowMap, 0));
    int reach = pcf ? 1 : 0;
    float dark = 0.0;
    for (int x = -reach; x <= reach; x++) {
        for (int y = -reach; y <= reach; y++) {
            float nearest = texture(shadowMap, p.xy + vec2(x, y) * texel).r;   // the depth the light saw there
            dark += p.z - bias > nearest ? 1.0 : 0.0;                           // the comparison
        }
    }
    return dark / float((2 * reach + 1) * (2 * reach + 1));
}

void main() {
    vec3 n = normalize(worldNormal);
    float diffuse = max(dot(n, toLight), 0.0);
    fragColor = vec4((0.2 + 0.8 * diffuse * (1.0 - shadow(n))) * objectColor, 1.0);
}
