#iChannel0 "bufferA"
// Life: a multipass shader (a folder: common.glsl, bufferA.frag, this image.frag). Buffer A runs
// Conway's game of life; this Image pass draws each cell as a rounded square CELL pixels wide
// (texelFetch: exact texels, no filtering): newborn cells white-yellow, turning orange and then
// deep red as they age (still lifes end up red), and a blue glow where a cell died recently.
// Render: glsandbox render shaders/examples/life --frame 120 --out life.png
// Try: the colours, or CELL in common.glsl.

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    ivec2 cell = ivec2(fragCoord) / CELL;
    vec4 s = texelFetch(iChannel0, cell, 0);               // r alive, g age, b recent death

    vec2 f = fract(fragCoord / float(CELL)) - 0.5;         // -0.5 .. 0.5 inside the cell
    float square = smoothstep(0.5, 0.36, max(abs(f.x), abs(f.y)) + 0.15 * length(f));

    float age = clamp(s.g / 40.0, 0.0, 1.0);               // 0 newborn .. 1 forty generations old
    vec3 young = vec3(1.0, 0.95, 0.6), middle = vec3(1.0, 0.5, 0.1), old = vec3(0.6, 0.08, 0.12);
    vec3 living = age < 0.25 ? mix(young, middle, age * 4.0) : mix(middle, old, (age - 0.25) / 0.75);

    vec3 col = vec3(0.03, 0.035, 0.06);                    // background
    col += vec3(0.1, 0.3, 0.6) * s.b * 0.6 * square;       // ghosts of cells that just died
    col = mix(col, living, s.r * square);
    fragColor = vec4(col, 1.0);
}
