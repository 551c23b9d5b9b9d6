#version 330 core
// Lesson 20: one small square, drawn ten thousand times. Attribute 0 changes from vertex to
// vertex (the square's corner); attributes 1 and 2 change from instance to instance
// (glVertexAttribDivisor(n, 1)): all six vertices of instance i read entry i of their buffers.
layout(location = 0) in vec2 corner;    // 0..1, from the square's buffer
layout(location = 1) in vec2 offset;    // this instance's place: its square's lower-left corner, in clip space
layout(location = 2) in vec3 colour;    // this instance's colour, or one for all (see the lesson)
uniform vec2 size;                      // the square's sides, in clip space
uniform float time;
out vec3 squareColour;

void main() {
    squareColour = colour;
    // A slow wave along the rows (none at time 0, the picture the checks take).
    float wave = 0.01 * sin(2.0 * time) * sin(10.0 * offset.x);
    gl_Position = vec4(offset + vec2(0.0, wave) + corner * size, 0.0, 1.0);
}
