#iChannel0 "bufferA"
#iChannel1 "bufferB"
// red: A as the Image pass reads it, green: B.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = fragCoord / iResolution.xy;
    fragColor = vec4(texture(iChannel0, uv).r, texture(iChannel1, uv).r, 0.0, 1.0);
}
