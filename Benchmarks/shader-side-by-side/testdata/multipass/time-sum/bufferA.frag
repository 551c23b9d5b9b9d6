#iChannel0 "self"
// Adds this frame's iTime to its previous frame: at frame N (fps 255, iTime = k / 255) it holds
// (0 + 1 + ... + N) / 255 in red, and this frame's iFrame / 255 in green.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec4 last = texture(iChannel0, fragCoord / iResolution.xy);
    fragColor = vec4(last.r + iTime, float(iFrame) / 255.0, 0.0, 1.0);
}
