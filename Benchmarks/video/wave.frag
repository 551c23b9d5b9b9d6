// The benchmark's shader: Shadertoy dialect, iTime and iResolution only (so the moderngl script
// needs no more than those two uniforms), a few sin and length calls a pixel.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = (fragCoord - 0.5 * iResolution.xy) / iResolution.y;
    float r = length(uv);
    float wave = 0.5 + 0.5 * sin(20.0 * r - 4.0 * iTime);
    vec3 col = 0.5 + 0.5 * cos(iTime + uv.xyx * 3.0 + vec3(0.0, 2.0, 4.0));
    fragColor = vec4(col * (0.6 + 0.4 * wave), 1.0);
}
