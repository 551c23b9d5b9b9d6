#iChannel0 "bufferB"
// Buffer A runs before B, so it sees B's value of the previous frame (0 at frame 0).
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = vec4(float(iFrame) / 255.0, texture(iChannel0, fragCoord / iResolution.xy).r, 0.0, 1.0);
}
