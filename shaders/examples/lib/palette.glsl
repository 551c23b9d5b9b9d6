// lib/palette.glsl: smooth colour palettes from four vec3s, shared by several examples.
// palette(t, a, b, c, d) = a + b * cos(2 pi (c t + d)): a is the mid colour, b the swing,
// c how many cycles per unit of t, d the phase of each channel. Change d to recolour.
#ifndef LIB_PALETTE_GLSL
#define LIB_PALETTE_GLSL

vec3 palette(float t, vec3 a, vec3 b, vec3 c, vec3 d) {
    return a + b * cos(6.2831853 * (c * t + d));
}

// A few ready-made ones.
vec3 paletteSunset(float t) { return palette(t, vec3(0.55, 0.35, 0.35), vec3(0.45, 0.25, 0.1), vec3(0.5, 0.5, 1.0), vec3(0.0, 0.0, 0.5)); }  // orange, mauve, navy
vec3 paletteOcean(float t)  { return palette(t, vec3(0.5), vec3(0.5), vec3(1.0), vec3(0.00, 0.10, 0.20)); }

#endif
