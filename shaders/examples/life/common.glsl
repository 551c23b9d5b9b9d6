// Common tab of life/: put before both passes, so they agree on the cell size and the grid.
// Try: CELL 2 (a bigger world in smaller cells) or 8.

const int CELL = 4;                                        // pixels per cell on screen

ivec2 gridSize() { return ivec2(iResolution.xy) / CELL; } // 150 x 120 cells at 600x480

uint hashU(uint x) {                                       // a well-mixed 32-bit integer hash
    x ^= x >> 16; x *= 0x7feb352dU;
    x ^= x >> 15; x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
