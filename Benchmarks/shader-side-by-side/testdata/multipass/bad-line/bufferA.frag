#iChannel0 "self"
// the error is on line 3 of this file: the #iChannel line above still counts
void mainImage(out vec4 fragColor, in vec2 fragCoord) { fragColor = vec4(undefinedThing); }
