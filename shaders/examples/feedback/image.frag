#iChannel0 "bufferA"
// Feedback: a multipass shader (a folder: bufferA.frag and this image.frag). Buffer A reads its
// own previous frame, so what it draws stays and fades away slowly; this Image pass only shows
// it: the buffer holds floats that grow above 1 where trails pile up, and 1 - exp(-x) brings
// them back into 0..1 softly instead of clipping. Then a darker edge (a vignette).
// Render: glsandbox render shaders/examples/feedback --frame 120 --out feedback.png
// Try: more or fewer dots in bufferA.frag, or exposure 1.5 here.

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = fragCoord / iResolution.xy;
    vec3 light = texture(iChannel0, uv).rgb;
    float exposure = 1.1;
    vec3 col = 1.0 - exp(-exposure * light);                // soft tone mapping
    col += vec3(0.02, 0.015, 0.04);                         // a night-blue floor
    col *= 0.55 + 0.45 * pow(16.0 * uv.x * uv.y * (1.0 - uv.x) * (1.0 - uv.y), 0.25);
    fragColor = vec4(col, 1.0);
}
