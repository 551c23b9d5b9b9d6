#version 330 core
// Truchet tiles: plain GLSL that declares Shadertoy's uniform names (iResolution, iTime).
// Every square holds two quarter-circle arcs, turned one of two ways by an integer hash; the
// arcs join into endless winding tubes. Try: change `size`, or let every tile turn the same way.
#include "lib/noise.glsl"

uniform vec3 iResolution;
uniform float iTime;
out vec4 fragColor;

void main() {
    float size = 60.0 * iResolution.y / 480.0;            // tile size: 60 pixels at 600x480
    vec2 p = gl_FragCoord.xy / size + vec2(0.3, 0.1) * iTime;   // drift across
    ivec2 tile = ivec2(floor(p));
    vec2 f = fract(p) - 0.5;                               // -0.5..0.5 inside the tile
    bool turned = hash1(tile) < 0.5;
    if (turned) f.x = -f.x;                                // the two ways a tile can turn

    // Two arcs centred on opposite corners; d = distance from the nearer arc's centre line.
    float a = length(f - vec2(0.5)) - 0.5, b = length(f + vec2(0.5)) - 0.5;
    float d = min(abs(a), abs(b));

    // The gaps between the tubes can be painted in two colours: inside a corner or not,
    // flipped on alternate squares (like a chessboard) and on turned tiles.
    bool side = (a < 0.0 || b < 0.0) != (((tile.x + tile.y) & 1) == 1) != turned;
    vec3 col = side ? vec3(0.12, 0.13, 0.25) : vec3(0.2, 0.12, 0.26);

    float px = 1.0 / size, width = 0.16;
    col *= 1.0 - 0.6 * smoothstep(width + 0.08, width, d);                    // shadow under the tube
    float tube = sqrt(max(1.0 - (d / width) * (d / width), 0.0));            // round cross-section
    vec3 tubeCol = vec3(0.95, 0.6, 0.3) * (0.35 + 0.65 * tube) + 0.35 * pow(tube, 12.0);
    col = mix(col, tubeCol, smoothstep(width + px, width, d));
    fragColor = vec4(col, 1.0);
}
