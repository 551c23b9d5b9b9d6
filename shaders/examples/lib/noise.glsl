// lib/noise.glsl: integer hashing and smooth gradient noise, shared by several examples.
// The hashes work on uint bits, so every GPU gives the same answer (hashes built on
// sin(huge number) do not). Shaders pull it in with an include line, see aurora.frag.
#ifndef LIB_NOISE_GLSL
#define LIB_NOISE_GLSL

uint hashU(uint x) {                       // a well-mixed 32-bit integer hash
    x ^= x >> 16; x *= 0x7feb352dU;
    x ^= x >> 15; x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
uint hashU(ivec2 p) { return hashU(uint(p.x) ^ hashU(uint(p.y) + 0x9e3779b9U)); }

float hash1(ivec2 p) { return float(hashU(p) >> 8) / 16777216.0; }            // [0, 1)
vec2  hash2(ivec2 p) { uint h = hashU(p); return vec2(h & 0xffffU, h >> 16) / 65536.0; }

vec2 gradientAt(ivec2 i) { return hash2(i) * 2.0 - 1.0; }   // a random slope per lattice point

float noise(vec2 p) {                      // smooth gradient noise in about [0, 1]
    ivec2 i = ivec2(floor(p));
    vec2 f = fract(p);
    vec2 u = f * f * f * (f * (f * 6.0 - 15.0) + 10.0);   // quintic fade: no visible grid
    float a = dot(gradientAt(i), f);
    float b = dot(gradientAt(i + ivec2(1, 0)), f - vec2(1.0, 0.0));
    float c = dot(gradientAt(i + ivec2(0, 1)), f - vec2(0.0, 1.0));
    float d = dot(gradientAt(i + ivec2(1, 1)), f - vec2(1.0, 1.0));
    return 0.5 + 0.8 * mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

float fbm(vec2 p) {                        // five octaves of noise, each twice as fine
    float sum = 0.0, amp = 0.5;
    mat2 turn = mat2(0.8, 0.6, -0.6, 0.8); // rotate between octaves to hide the lattice
    for (int i = 0; i < 5; i++) {
        sum += amp * noise(p);
        p = turn * p * 2.03 + 17.0;
        amp *= 0.5;
    }
    return sum / 0.96875;                  // rescale to about [0, 1)
}

#endif
