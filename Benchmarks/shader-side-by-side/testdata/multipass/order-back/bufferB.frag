// Buffer B writes the frame number.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = vec4(float(iFrame) / 255.0);
}
