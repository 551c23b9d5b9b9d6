#version 330 core
// Lesson 13, one step of reaction-diffusion (the Gray-Scott model, as Karl Sims' tutorial
// "Reaction-Diffusion Tutorial", karlsims.com/rd.html, writes it). Two chemicals fill the grid:
// A (red) is fed in everywhere, B (green) eats A to make more of itself (A + 2B -> 3B) and is
// killed off. Both spread to their neighbours (diffusion), B half as fast as A.
// This pass reads the last step from `state` and writes the next: it cannot write the texture
// it reads, so Swift swaps two framebuffers after every step (ping-pong).
uniform sampler2D state;
out vec4 next;

// The two numbers that choose the pattern: Karl Sims' "mitosis", which makes round spots here.
float feed = 0.0367, kill = 0.0649;
const float diffusionA = 1.0, diffusionB = 0.5;

// A and B of the cell at p; the grid wraps around at its edges (a torus).
vec2 cell(ivec2 p) {
    ivec2 size = textureSize(state, 0);
    return texelFetch(state, (p + size) % size, 0).rg;
}

void main() {
    ivec2 p = ivec2(gl_FragCoord.xy);   // this cell (gl_FragCoord is its centre, .5 each way)
    vec2 here = cell(p);
    // The Laplacian: how much the neighbours' average differs from here (a 3x3 kernel:
    // 0.2 for the four sides, 0.05 for the corners, -1 for the cell itself).
    vec2 laplacian = -here
        + 0.2 * (cell(p + ivec2(1, 0)) + cell(p + ivec2(-1, 0)) + cell(p + ivec2(0, 1)) + cell(p + ivec2(0, -1)))
        + 0.05 * (cell(p + ivec2(1, 1)) + cell(p + ivec2(-1, 1)) + cell(p + ivec2(1, -1)) + cell(p + ivec2(-1, -1)));
    float a = here.r, b = here.g;
    float reaction = a * b * b;                                          // A + 2B -> 3B
    float nextA = a + diffusionA * laplacian.r - reaction + feed * (1.0 - a);   // fed towards 1
    float nextB = b + diffusionB * laplacian.g + reaction - (kill + feed) * b;  // killed off
    next = vec4(clamp(nextA, 0.0, 1.0), clamp(nextB, 0.0, 1.0), 0.0, 1.0);
}
