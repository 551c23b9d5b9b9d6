#version 330 core
// Lesson 19: one direction of a Gaussian blur, 9 taps (LearnOpenGL's weights, adding up to 1).
// A 2D Gaussian is a horizontal one followed by a vertical one: two cheap passes, not one of
// 81 taps.
in vec2 uv;
uniform sampler2D image;
uniform bool horizontal;
out vec4 fragColor;
const float weight[5] = float[](0.227027, 0.1945946, 0.1216216, 0.054054, 0.016216);

void main() {
    vec2 step = (horizontal ? vec2(1.0, 0.0) : vec2(0.0, 1.0)) / vec2(textureSize(image, 0));
    vec3 sum = texture(image, uv).rgb * weight[0];
    for (int i = 1; i < 5; i++) {
        sum += texture(image, uv + step * float(i)).rgb * weight[i];
        sum += texture(image, uv - step * float(i)).rgb * weight[i];
    }
    fragColor = vec4(sum, 1.0);
}
