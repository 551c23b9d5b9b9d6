// Spectrum: Shadertoy dialect with music on iChannel0 (decoded with ffmpeg). Shadertoy's sound
// texture is 512x2: row 0 the spectrum (512 bins up to half the sample rate, the loudness of each
// as 0 to 1), row 1 the waveform (512 samples, silence at 0.5), both at the frame's time.
//   glsandbox render shaders/examples/spectrum.frag --channel0 shaders/examples/media/chirp.wav --time 1 --frame 60 --out spectrum.png
// (frame 60 at 1 s: the spectrum is smoothed over the frames before it, as a browser does)
// Try: more bars (128 -> 256), or colour each bar by its bin.

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = fragCoord / iResolution.xy;
    int bin = int(uv.x * 128.0);                                   // the first 128 bins: the low notes
    float level = texelFetch(iChannel0, ivec2(bin, 0), 0).x;
    float wave = texelFetch(iChannel0, ivec2(int(uv.x * 511.0), 1), 0).x;
    vec3 col = vec3(0.04, 0.04, 0.07);
    float bar = step(uv.y, level) * step(0.15, fract(uv.x * 128.0));   // a gap between bars
    col = mix(col, mix(vec3(0.2, 0.5, 1.0), vec3(1.0, 0.4, 0.2), uv.y), bar);
    col += 0.8 * smoothstep(0.012, 0.0, abs(uv.y - wave));         // the waveform over the bars
    fragColor = vec4(col, 1.0);
}
