#iChannel0 "bufferA"
#iChannel1 "bufferB"
// red: A's frame number, green: what A read from B, blue: B.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = fragCoord / iResolution.xy;
    fragColor = vec4(texture(iChannel0, uv).rg, texture(iChannel1, uv).r, 1.0);
}
