#version 330 core
// Lesson 12: ray marching. No triangles describe the scene: a function does. scene(p) is the
// signed distance from the point p to the nearest surface (negative inside). From the camera,
// each pixel sends a ray and steps along it by that distance, which is always safe: nothing is
// nearer. When the distance gets tiny, the ray has hit something.
uniform vec2 resolution;      // the window's size in pixels
uniform vec3 cameraPosition;  // where the eye is (Swift moves it with the keys)
uniform vec3 cameraTarget;    // the point it looks at
out vec4 fragColor;

// Signed distance functions (Inigo Quilez lists many: iquilezles.org/articles/distfunctions).
float sphere(vec3 p, vec3 centre, float radius) { return length(p - centre) - radius; }
float ground(vec3 p) { return p.y; }   // the plane y = 0: the height above it

// Smooth union: like min(a, b), but within k of each other the two shapes melt together.
float smin(float a, float b, float k) {
    float h = clamp(0.5 + 0.5 * (b - a) / k, 0.0, 1.0);
    return mix(b, a, h) - k * h * (1.0 - h);
}

// The whole scene: the distance to the nearest thing. The shapes, joined with min: the union.
float shapes(vec3 p) {
    float ball = sphere(p, vec3(0.0, 1.0, 0.0), 1.0);
    return smin(ball, sphere(p, vec3(1.8, 0.6, 0.0), 0.6), 0.6);
}
float scene(vec3 p) { return min(shapes(p), ground(p)); }

// March from `origin` along `direction`; the distance travelled to the surface, or -1.
float march(vec3 origin, vec3 direction) {
    float travelled = 0.0;
    for (int i = 0; i < 128; i++) {
        float distance = scene(origin + direction * travelled);
        if (distance < 0.001) return travelled;   // close enough: a hit
        travelled += distance;                    // the nearest surface is that far: step that far
        if (travelled > 50.0) break;              // gone past everything
    }
    return -1.0;
}

// Which way the surface faces: how the distance changes a little step each way (its gradient).
vec3 normalAt(vec3 p) {
    vec2 e = vec2(0.001, 0.0);
    return normalize(vec3(scene(p + e.xyy) - scene(p - e.xyy),
                          scene(p + e.yxy) - scene(p - e.yxy),
                          scene(p + e.yyx) - scene(p - e.yyx)));
}

// A soft shadow: march towards the light; how close the ray passes to anything on the way,
// compared with how far along it is, says how much of the light is hidden (a penumbra).
float softShadow(vec3 origin, vec3 toLight) {
    float light = 1.0, travelled = 0.02;
    for (int i = 0; i < 64 && travelled < 20.0; i++) {
        float distance = scene(origin + toLight * travelled);
        if (distance < 0.0005) return 0.0;               // blocked: full shadow
        light = min(light, 8.0 * distance / travelled);  // 8: how sharp the shadow's edge is
        travelled += clamp(distance, 0.02, 0.5);
    }
    return clamp(light, 0.0, 1.0);
}

void main() {
    // The camera: a ray through this pixel, from a lookAt basis (lesson 9's matrix, in GLSL).
    vec2 uv = (2.0 * gl_FragCoord.xy - resolution) / resolution.y;   // -1 to 1 up the window
    vec3 forward = normalize(cameraTarget - cameraPosition);
    vec3 right = normalize(cross(forward, vec3(0.0, 1.0, 0.0)));
    vec3 up = cross(right, forward);
    vec3 direction = normalize(uv.x * right + uv.y * up + 1.8 * forward);   // 1.8: the lens (bigger: narrower view)

    vec3 sky = vec3(0.55, 0.7, 0.9) - 0.3 * direction.y;
    float hit = march(cameraPosition, direction);
    if (hit < 0.0) { fragColor = vec4(sky, 1.0); return; }

    vec3 p = cameraPosition + direction * hit;
    vec3 n = normalAt(p);
    vec3 toLight = normalize(vec3(-0.6, 0.8, 0.4));
    float diffuse = max(dot(n, toLight), 0.0) * softShadow(p + n * 0.002, toLight);
    vec3 albedo = ground(p) < 0.002 ? vec3(0.75) : vec3(1.0, 0.5, 0.31);   // grey ground, coral shapes
    vec3 colour = albedo * (0.15 + 0.85 * diffuse);
    colour = mix(colour, sky, 1.0 - exp(-0.002 * hit * hit));              // fog: far things fade into the sky
    fragColor = vec4(colour, 1.0);
}
