void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    fragColor = vec4(shade(0.4));                 // 0.2 -> 51
}
