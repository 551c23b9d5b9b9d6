#iChannel0 "self"
// Buffer A of life/: Conway's game of life, one cell per texel in the bottom-left corner of the
// buffer (the Image pass zooms in). Each frame is one generation, computed from this buffer's
// previous frame (iChannel0 = "self"); frame 0 seeds it from an integer hash, so the soup is
// the same on every run and every GPU. The world wraps around at its edges (a torus).
// A texel holds: r = alive (0 or 1), g = generations alive, b = a glow that fades after death.
// Try: the 0.3 (how full the first soup is), or the rule: n == 3 || alive && n == 2.

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    ivec2 grid = gridSize(), cell = ivec2(fragCoord);
    if (any(greaterThanEqual(cell, grid))) { fragColor = vec4(0.0); return; }   // outside the world

    if (iFrame == 0) {                                     // the seed: about 30% alive
        bool alive = hashU(uint(cell.x) + 7919U * hashU(uint(cell.y))) < uint(0.3 * 4294967295.0);
        fragColor = vec4(alive ? 1.0 : 0.0, 0.0, 0.0, 1.0);
        return;
    }

    int n = 0;                                             // live neighbours, wrapping around
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if (dx != 0 || dy != 0)
                n += int(texelFetch(iChannel0, (cell + ivec2(dx, dy) + grid) % grid, 0).r);

    vec4 last = texelFetch(iChannel0, cell, 0);
    bool was = last.r > 0.5;
    bool alive = n == 3 || (was && n == 2);
    float age = alive ? last.g + 1.0 : 0.0;
    float glow = alive ? 0.0 : (was ? 1.0 : last.b * 0.93);
    fragColor = vec4(alive ? 1.0 : 0.0, age, glow, 1.0);
}
