// Cube A: Shadertoy's cubemap pass. mainCubemap is run for every texel of the six faces of a
// cubemap, with the direction it stands for: here a sky, a sun and a checkered ground.
void mainCubemap(out vec4 fragColor, in vec2 fragCoord, in vec3 rayOri, in vec3 rayDir) {
    vec3 d = normalize(rayDir);
    vec3 col = mix(vec3(0.95, 0.65, 0.45), vec3(0.2, 0.4, 0.9), smoothstep(-0.1, 0.6, d.y));
    vec3 sun = normalize(vec3(0.6, 0.3, 0.7));
    col += vec3(1.0, 0.85, 0.6) * pow(max(dot(d, sun), 0.0), 96.0);
    if (d.y < 0.0) {                                                // the ground, seen from 1 above it
        vec2 g = d.xz / -d.y;
        float check = mod(floor(g.x) + floor(g.y), 2.0);
        col = mix(vec3(0.25, 0.3, 0.25), vec3(0.55, 0.6, 0.5), check) * (0.5 + 0.5 * exp(4.0 * d.y));
    }
    fragColor = vec4(col, 1.0);
}
