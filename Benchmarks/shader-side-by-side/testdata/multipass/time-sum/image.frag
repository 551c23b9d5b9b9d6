#iChannel0 "bufferA"
// red: the sum of iTime over frames 0..N, green: iFrame as Buffer A saw it, blue: iTime here.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec4 a = texture(iChannel0, fragCoord / iResolution.xy);
    fragColor = vec4(a.r, a.g, iTime, 1.0);
}
