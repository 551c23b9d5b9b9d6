#iChannel0 "self"
// Feedback: the previous frame's value plus 1/255 (0 before frame 0), so N + 1 steps at frame N.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = texture(iChannel0, fragCoord / iResolution.xy) + 1.0 / 255.0;
}
