#iChannel0 "bufferA"
// Reads A 0.75 texel to the left of this pixel's centre: filter and wrap both show.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = vec4(texture(iChannel0, (fragCoord - vec2(0.75, 0.0)) / iResolution.xy).r, 0.0, 0.0, 1.0);
}
