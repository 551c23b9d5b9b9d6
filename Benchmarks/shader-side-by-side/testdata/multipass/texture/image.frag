#iChannel0 "../../channel-4x4.png"
// The image 1:1 at texel centres (level 0).
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = texture(iChannel0, fragCoord / iChannelResolution[0].xy);
}
