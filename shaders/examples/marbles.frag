// Marbles: Shadertoy dialect. A tiny ray marcher: each pixel walks along its ray by the distance
// to the nearest surface (a signed distance field) until it hits; then light, soft shadow, fog.
// Try: add a shape to `scene` (min with another sdSphere), or move the light in `sun`.

float sdSphere(vec3 p, vec3 c, float r) { return length(p - c) - r; }

vec2 scene(vec3 p) {                                 // x: distance, y: material id
    float bob = 0.15 * sin(iTime * 2.0);
    vec2 d = vec2(p.y + 1.0, 0.0);                                   // floor
    float a = sdSphere(p, vec3(-1.3, -0.35, 0.3), 0.65);
    float b = sdSphere(p, vec3(0.0, -0.1 + bob, -0.4), 0.9);
    float c = sdSphere(p, vec3(1.4, -0.5, 0.6), 0.5);
    if (a < d.x) d = vec2(a, 1.0);
    if (b < d.x) d = vec2(b, 2.0);
    return c < d.x ? vec2(c, 3.0) : d;
}

vec3 normalAt(vec3 p) {
    vec2 e = vec2(1e-3, 0.0);
    return normalize(vec3(scene(p + e.xyy).x - scene(p - e.xyy).x,
                          scene(p + e.yxy).x - scene(p - e.yxy).x,
                          scene(p + e.yyx).x - scene(p - e.yyx).x));
}

float softShadow(vec3 p, vec3 dir) {                // 1 = lit, 0 = in shadow; near misses soften it
    float lit = 1.0, t = 0.02;
    for (int i = 0; i < 40 && t < 8.0; i++) {
        float d = scene(p + dir * t).x;
        lit = min(lit, 10.0 * d / t);
        t += clamp(d, 0.02, 0.4);
    }
    return clamp(lit, 0.0, 1.0);
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = (fragCoord - 0.5 * iResolution.xy) / iResolution.y;
    vec3 eye = vec3(0.0, 1.4, 6.0);
    vec3 ray = normalize(vec3(uv.x, uv.y - 0.3, -1.5));        // looking a little down
    vec3 sun = normalize(vec3(0.6, 0.8, 0.4));
    vec3 sky = mix(vec3(0.85, 0.9, 1.0), vec3(0.35, 0.55, 0.9), clamp(ray.y * 2.0 + 0.3, 0.0, 1.0));

    float t = 0.0; vec2 hit = vec2(1.0, -1.0);
    for (int i = 0; i < 96 && t < 30.0; i++) {
        hit = scene(eye + ray * t);
        if (hit.x < 1e-3 * t) break;
        t += hit.x;
    }
    vec3 col = sky;
    if (t < 30.0) {
        vec3 p = eye + ray * t, n = normalAt(p);
        vec3 albedo = hit.y == 1.0 ? vec3(0.8, 0.08, 0.05) : hit.y == 2.0 ? vec3(0.9, 0.55, 0.05)
                    : hit.y == 3.0 ? vec3(0.05, 0.25, 0.8)
                    : vec3(0.35 + 0.35 * mod(floor(p.x) + floor(p.z), 2.0));  // checker floor
        float diffuse = max(dot(n, sun), 0.0) * softShadow(p + n * 1e-3, sun);
        float spec = pow(max(dot(reflect(ray, n), sun), 0.0), 40.0) * diffuse * step(0.5, hit.y);
        col = albedo * (0.25 * sky * (0.6 + 0.4 * n.y) + 0.95 * vec3(1.0, 0.95, 0.85) * diffuse) + spec;
        col = mix(col, sky, 1.0 - exp(-0.002 * t * t));           // fog into the distance
    }
    fragColor = vec4(pow(col, vec3(0.4545)), 1.0);                // linear to sRGB-ish gamma
}
