// A chrome ball and a glass ball under an open sky: the sky is a cubemap on iChannel0
// (a samplerCube), read with texture(iChannel0, direction) wherever a ray leaves the scene.
//   glsandbox render shaders/examples/skybox.frag --channel0-cube shaders/examples/textures/sky.png --time 2 --out skybox.png
// The six faces are sky.png, sky_1.png ... sky_5.png (+X, -X, +Y, -Y, +Z, -Z), made by
// textures/make_cubemap.py. The camera circles the balls with iTime.

// Where a ray from ro along rd (unit) first meets the sphere (centre c, radius r), or -1.
float hitSphere(vec3 ro, vec3 rd, vec3 c, float r) {
    vec3 oc = ro - c;
    float b = dot(oc, rd);
    float h = b * b - dot(oc, oc) + r * r;
    if (h < 0.0) return -1.0;
    float t = -b - sqrt(h);
    return t > 0.0 ? t : -1.0;
}

vec3 sky(vec3 rd) { return texture(iChannel0, rd).rgb; }

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 p = (2.0 * fragCoord - iResolution.xy) / iResolution.y;
    float a = 0.25 * iTime + 0.6;
    vec3 ro = vec3(4.2 * sin(a), 0.9, 4.2 * cos(a));
    vec3 forward = normalize(vec3(0.0, 0.2, 0.0) - ro);
    vec3 right = normalize(cross(forward, vec3(0.0, 1.0, 0.0)));
    vec3 up = cross(right, forward);
    vec3 rd = normalize(p.x * right + p.y * up + 1.8 * forward);

    vec3 chrome = vec3(-0.8, 0.3, 0.0), glass = vec3(1.0, 0.1, 0.4);
    float tc = hitSphere(ro, rd, chrome, 1.0);
    float tg = hitSphere(ro, rd, glass, 0.7);
    vec3 col = sky(rd);
    if (tc > 0.0 && (tg < 0.0 || tc < tg)) {
        vec3 n = normalize(ro + tc * rd - chrome);
        float fresnel = 0.6 + 0.4 * pow(1.0 - max(dot(-rd, n), 0.0), 3.0);
        col = sky(reflect(rd, n)) * vec3(0.95, 0.93, 0.88) * fresnel;
    } else if (tg > 0.0) {
        vec3 n = normalize(ro + tg * rd - glass);
        vec3 inside = refract(rd, n, 1.0 / 1.45);
        // Leave through the far side (a second refraction), tinted a little green.
        vec3 q = ro + tg * rd;
        float tOut = dot(glass - q, inside) * 2.0;
        vec3 n2 = normalize(glass - (q + tOut * inside));
        vec3 out2 = refract(inside, n2, 1.45);
        if (dot(out2, out2) == 0.0) out2 = reflect(inside, n2);
        float fresnel = 0.04 + 0.96 * pow(1.0 - max(dot(-rd, n), 0.0), 5.0);
        col = mix(sky(out2) * vec3(0.85, 0.97, 0.9), sky(reflect(rd, n)), fresnel);
    }
    fragColor = vec4(pow(col, vec3(0.95)), 1.0);
}
