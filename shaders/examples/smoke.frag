// Smoke in a glass cube: density from a 3D noise volume (iChannel0 is a sampler3D, Shadertoy's
// "Grey Noise3D" format; textures/make_volume.py makes it), four octaves of it, ray marched
// with light from a sun. Render: glsandbox render shaders/examples/smoke.frag --time 2 --out smoke.png
#iChannel0 "textures/noise3d.bin"

float noise(vec3 p) { return texture(iChannel0, p / iChannelResolution[0]).x; }   // one voxel a unit

float density(vec3 p) {
    vec3 q = p * 6.0 + vec3(0.0, -iTime * 1.5, iTime * 0.7);
    float f = 0.5 * noise(q) + 0.25 * noise(q * 2.03) + 0.125 * noise(q * 4.01) + 0.0625 * noise(q * 8.02);
    float ball = 1.0 - length(p) / 0.9;                          // thicker in the middle
    return clamp((f - 0.45) * 4.0 + ball * 1.5, 0.0, 1.0) * step(max(max(abs(p.x), abs(p.y)), abs(p.z)), 0.75);
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = (2.0 * fragCoord - iResolution.xy) / iResolution.y;
    float a = 0.6 + 0.2 * iTime;
    vec3 eye = vec3(2.6 * sin(a), 1.2, 2.6 * cos(a));
    vec3 forward = normalize(-eye), right = normalize(cross(forward, vec3(0, 1, 0))), up = cross(right, forward);
    vec3 dir = normalize(forward * 1.6 + uv.x * right + uv.y * up);
    vec3 sun = normalize(vec3(0.6, 0.8, 0.3));
    vec3 sky = mix(vec3(0.55, 0.62, 0.75), vec3(0.12, 0.16, 0.28), uv.y * 0.5 + 0.5);
    // The cube's slab: where the ray enters and leaves |p| < 0.75.
    vec3 t0 = (-0.75 - eye) / dir, t1 = (0.75 - eye) / dir;
    float near = max(max(min(t0.x, t1.x), min(t0.y, t1.y)), min(t0.z, t1.z));
    float far = min(min(max(t0.x, t1.x), max(t0.y, t1.y)), max(t0.z, t1.z));
    vec3 colour = vec3(0.0);
    float transmittance = 1.0;
    if (far > max(near, 0.0)) {
        float step = (far - near) / 48.0;
        for (int i = 0; i < 48; i++) {
            vec3 p = eye + dir * (near + (float(i) + 0.5) * step);
            float d = density(p);
            if (d <= 0.0) continue;
            float shadow = exp(-3.0 * density(p + sun * 0.12));   // one step towards the sun
            vec3 lit = mix(vec3(0.25, 0.22, 0.3), vec3(1.0, 0.9, 0.75), shadow);
            float absorbed = 1.0 - exp(-d * step * 9.0);
            colour += transmittance * absorbed * lit;
            transmittance *= 1.0 - absorbed;
        }
        // The glass: a faint rim where the ray crosses the cube's edges.
        vec3 hit = eye + dir * near;
        vec3 edge = 0.75 - abs(hit);
        float rim = 1.0 - smoothstep(0.0, 0.02, min(min(max(edge.x, edge.y), max(edge.y, edge.z)), max(edge.x, edge.z)));
        colour += transmittance * rim * 0.5;
    }
    fragColor = vec4(colour + transmittance * sky, 1.0);
}
