// Shadertoy sampling iChannel0: texture coordinates t = 1 is the image's top row.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = fragCoord / iResolution.xy;
    fragColor = texture(iChannel0, uv);
}
