// Chime: Shadertoy dialect with a Sound tab. mainSound gives the left and right sample for a time;
// mainImage draws the same notes as a picture (pitch up, time across, loudness as the band in
// the middle), so you can see what you hear.
// Each half second a note of a pentatonic scale rings and fades (a sine and its octave, decaying);
// the left and right channels get the note at different loudness, so it wanders across the stereo.
// Try: change the scale, the decay (6.0), or add a third partial at 3x the frequency.
// Sound:  glsandbox sound shaders/examples/chime.frag --seconds 4 --out chime.wav
// Render: glsandbox render shaders/examples/chime.frag --time 2 --out chime.png

const float beat = 0.5;                                    // seconds between notes

float note(float index) {                                  // the frequency of note number `index`
    float steps[5] = float[5](0.0, 2.0, 4.0, 7.0, 9.0);      // a major pentatonic scale
    int i = int(mod(index * 3.0, 5.0));                    // hop through the scale
    float octave = mod(floor(index / 5.0), 2.0);
    return 440.0 * exp2((steps[i] + 12.0 * octave - 9.0) / 12.0);
}

vec2 chime(float time) {                                   // the sound at `time`: the last note, fading
    float index = floor(time / beat);
    float age = time - index * beat;                       // seconds since the note struck
    float f = note(index);
    float tone = sin(6.2831853 * f * age) + 0.3 * sin(6.2831853 * 2.0 * f * age);
    float level = exp(-6.0 * age) * min(1.0, age * 100.0) * 0.5;   // a 10 ms attack: no click
    float pan = 0.5 + 0.4 * sin(index * 1.7);              // 0 = left, 1 = right
    return tone * level * vec2(1.0 - pan, pan);
}

vec2 mainSound(int samp, float time) {
    return chime(time);
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = fragCoord / iResolution.xy;
    float time = iTime + (uv.x - 0.5) * 4.0 * beat;       // four notes across, now in the middle
    float index = floor(time / beat);
    float age = time - index * beat;
    float pitch = log2(note(index) / 220.0) / 2.0;          // 220 Hz at the bottom, 880 at the top
    float level = exp(-6.0 * age);
    float bar = smoothstep(0.02, 0.0, abs(uv.y - pitch)) * level;
    float loud = 0.12 * level;                              // how loud it is, as a band around the middle
    float band = smoothstep(0.005, 0.0, abs(uv.y - 0.5) - loud);
    vec3 col = vec3(0.05, 0.05, 0.08) + bar * (0.5 + 0.5 * cos(6.2831853 * (index * 0.13 + vec3(0.0, 0.33, 0.67))));
    col += 0.35 * band * vec3(0.6, 0.8, 1.0);
    col += 0.15 * smoothstep(0.004, 0.0, abs(uv.x - 0.5));   // now
    fragColor = vec4(col, 1.0);
}
