#iChannel0 "self"
// Buffer A of feedback/: the picture so far (this buffer's own previous frame, iChannel0),
// pulled a little outwards, turned and dimmed, with three glowing dots drawn on top. What the
// dots draw stays behind, drifts outwards in a swirl and fades: trails.
// Try: `fade` (how long trails last), `zoom` and `turn` (zoom 1.0, turn 0.0: trails stay put).

vec2 dotAt(int i, float time) {                            // three dots on Lissajous paths
    float t = time * 1.2 + float(i) * 2.094;
    return vec2(0.55 * sin(t * 1.3), 0.32 * sin(t * 1.9 + 0.7));
}

float segment(vec2 p, vec2 a, vec2 b) {                    // distance from p to the segment a-b
    vec2 ab = b - a;
    float h = clamp(dot(p - a, ab) / max(dot(ab, ab), 1e-8), 0.0, 1.0);
    return length(p - a - h * ab);
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 centre = 0.5 * iResolution.xy;
    vec2 p = (fragCoord - centre) / iResolution.y;          // -0.5 .. 0.5 vertically

    // Where this pixel's colour was one frame ago: a bit nearer the centre, turned back a little.
    float fade = 0.975, zoom = 0.99, turn = 0.02;
    vec2 q = zoom * mat2(cos(turn), sin(turn), -sin(turn), cos(turn)) * p;
    vec3 col = texture(iChannel0, (q * iResolution.y + centre) / iResolution.xy).rgb * fade;

    for (int i = 0; i < 3; i++) {
        // the path since the last frame, not only the dot: a dot can move more than its width
        float d = segment(p, dotAt(i, iTime - iTimeDelta), dotAt(i, iTime));
        vec3 hue = 0.55 + 0.45 * cos(6.2831 * (float(i) / 3.0 + 0.08 * iTime + vec3(0.0, 0.33, 0.67)));
        // max, not +: where this frame's stroke overlaps the last one's, it must not get brighter
        col = max(col, 1.6 * hue * smoothstep(0.022, 0.01, d)) + hue * 0.0002 / (d * d + 0.001);
    }
    fragColor = vec4(col, 1.0);
}
