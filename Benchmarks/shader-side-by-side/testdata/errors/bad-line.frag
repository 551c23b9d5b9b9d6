// The error is on line 3 of lib file bad.glsl (through the include), reported as such.
#include "bad.glsl"
void mainImage(out vec4 c, in vec2 p) { c = vec4(f(), 0, 0, 1); }
