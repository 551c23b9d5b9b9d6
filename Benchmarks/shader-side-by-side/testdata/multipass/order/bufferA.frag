// Buffer A runs first each frame: it writes the frame number (in 1/255 steps).
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = vec4(float(iFrame) / 255.0);
}
