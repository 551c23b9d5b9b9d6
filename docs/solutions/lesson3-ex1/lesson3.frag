#version 330 core
// Lesson 3: change this file while the window is open and save it: the window reloads it.
// Try: fragColor = vec4(1.0, 0.5, 0.0, 1.0);   (everything orange)
// A mistake (say, delete a semicolon) prints the compiler's message in the terminal and the
// last good program keeps running.
in vec3 vertexColor;
uniform float time;      // seconds since the lesson started
out vec4 fragColor;

void main() {
    float pulse = 0.75 + 0.25 * sin(time * 2.0);
    fragColor = vec4(1.0, 0.5, 0.0, 1.0);
}
