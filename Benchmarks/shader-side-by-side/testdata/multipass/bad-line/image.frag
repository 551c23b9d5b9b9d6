#iChannel0 "bufferA"
void mainImage(out vec4 fragColor, in vec2 fragCoord) { fragColor = texture(iChannel0, vec2(0.5)); }
