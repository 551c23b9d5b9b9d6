// TV: Shadertoy dialect with a video on iChannel0 (decoded with ffmpeg): the frame at iTime,
// shown on a curved screen with scan lines.
//   glsandbox render shaders/examples/tv.frag --channel0 shaders/examples/media/bars.mp4 --time 1.2 --out tv.png
// Try: more curve (0.08), or tint it green like an old monitor.

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 q = fragCoord / iResolution.xy * 2.0 - 1.0;
    q *= 1.0 + 0.08 * dot(q, q);                                   // barrel: the glass bulges
    vec3 col = texture(iChannel0, q * 0.5 + 0.5).rgb;
    col *= 0.8 + 0.2 * sin(fragCoord.y * 3.14159);                 // scan lines
    col *= smoothstep(1.0, 0.97, max(abs(q.x), abs(q.y)));         // dark beyond the screen's edge
    fragColor = vec4(col, 1.0);
}
