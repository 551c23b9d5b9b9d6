#version 330 core
// Lesson 14, pass 2: image processing. Each pixel of the window is a weighted sum of the 3x3
// pixels around the same place in the picture of pass 1: the weights are the kernel.
in vec2 textureCoordinate;
uniform sampler2D picture;   // pass 1's texture: the cube
uniform bool filtered;       // false (space): show the picture as it is
out vec4 fragColor;

// Some kernels, their weights read like the page: top row first, the pixel itself in the middle.
//   blur:    1 2 1 / 2 4 2 / 1 2 1, each divided by 16   (add up to 1: flat areas stay as they are)
//   sharpen: -1 -1 -1 / -1 9 -1 / -1 -1 -1               (add up to 1: edges get brighter and darker)
//   edges:   1 1 1 / 1 -8 1 / 1 1 1                      (add up to 0: flat areas go black)
const float kernel[9] = float[](1.0, 1.0, 1.0,  1.0, -8.0, 1.0,  1.0, 1.0, 1.0);
const int spread = 2;         // how far apart, in pixels, the 3x3 samples are

void main() {
    ivec2 here = ivec2(gl_FragCoord.xy);            // this pixel, in the picture (the same size as the window)
    if (!filtered) { fragColor = texelFetch(picture, here, 0); return; }
    ivec2 last = textureSize(picture, 0) - 1;
    vec3 sum = vec3(0.0);
    for (int row = 0; row < 3; row++) {
        for (int column = 0; column < 3; column++) {
            ivec2 offset = ivec2(column - 1, 1 - row) * spread;              // row 0 is the top: +y
            ivec2 p = clamp(here + offset, ivec2(0), last);                   // past the edge: the edge pixel
            sum += kernel[row * 3 + column] * texelFetch(picture, p, 0).rgb;  // texelFetch: one texel, no filtering
        }
    }
    fragColor = vec4(sum, 1.0);   // a colour outside 0 to 1 is clamped when it is written
}
