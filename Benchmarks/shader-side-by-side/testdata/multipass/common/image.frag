#iChannel0 "bufferA"
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = vec4(texture(iChannel0, fragCoord / iResolution.xy).r, shade(0.8), 0.0, 1.0);   // 51, 102
}
