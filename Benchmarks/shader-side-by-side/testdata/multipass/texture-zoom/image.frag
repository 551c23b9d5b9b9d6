#iChannel0 "../../channel-4x4.png"
// The image stretched over the whole output (magnified at 8x8): the filter and the wrap show.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = texture(iChannel0, fragCoord / iResolution.xy);
}
