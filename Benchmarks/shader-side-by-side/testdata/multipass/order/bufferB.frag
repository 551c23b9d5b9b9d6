#iChannel0 "bufferA"
// Buffer B runs after A, so it reads A's value of this frame, and copies it.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = texture(iChannel0, fragCoord / iResolution.xy);
}
