#version 330 core
// Lesson 15: the outline pass. Each cube is drawn again, a tenth bigger, in one flat colour,
// only where the stencil is not 1: outside the cubes, so only a rim shows. A cube that is not
// selected throws its fragments away (discard): nothing is written, no outline.
uniform int object;   // which cube: 0 the left one (selected), 1 the right one (not selected)
out vec4 fragColor;

void main() {
    if (object == 0) fragColor = vec4(1.0, 0.6, 0.0, 1.0);   // the selected cube's outline: orange
    else discard;
}
