/*{
  "DESCRIPTION": "The music's spectrum as bars and its waveform as a line: an ISF audioFFT and audio input (a GLSandbox example; glsandbox render scope.fs --audio song.wav)",
  "CREDIT": "GLSandbox",
  "ISFVSN": "2",
  "CATEGORIES": ["Generator", "Audio"],
  "INPUTS": [
    { "NAME": "wave", "TYPE": "audio" },
    { "NAME": "spectrum", "TYPE": "audioFFT", "MAX": 64 },
    { "NAME": "gain", "TYPE": "float", "DEFAULT": 1.5, "MIN": 0.0, "MAX": 20.0 }
  ]
}*/

// The spectrum: 64 columns (MAX), each the largest of four bins of 86 Hz (a sine's amplitude),
// the first 16 shown (0 to 5.5 kHz); the waveform: the first 128 of its 512 samples, each
// sample + 0.5 (silence is the middle line).
void main() {
    vec2 uv = isf_FragNormCoord;
    float bar = IMG_NORM_PIXEL(spectrum, vec2(uv.x * 0.25, 0.5)).r * gain;
    vec3 colour = uv.y < bar ? mix(vec3(0.1, 0.3, 0.9), vec3(0.9, 0.3, 0.6), uv.y) : vec3(0.02, 0.02, 0.05);
    float level = IMG_NORM_PIXEL(wave, vec2(uv.x * 0.25, 0.5)).r;
    float line = 1.0 - smoothstep(0.0, 3.0 / RENDERSIZE.y, abs(uv.y - level));
    gl_FragColor = vec4(mix(colour, vec3(1.0, 0.9, 0.4), line), 1.0);
}
