#include "cycle-b.glsl"
void mainImage(out vec4 c, in vec2 p) { c = vec4(1); }
