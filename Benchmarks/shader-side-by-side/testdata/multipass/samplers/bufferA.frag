// Odd columns 1, even columns 0.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = vec4(float(int(fragCoord.x) & 1), 0.0, 0.0, 1.0);
}
