#version 430 core
// Lesson 21: one direction of a Gaussian blur in a compute shader. No triangles, no fragments:
// each invocation is one pixel, reads 9 pixels of `source` (imageLoad) and writes one of
// `result` (imageStore). Invocations come in work groups of local_size_x x local_size_y; the
// lesson dispatches (width / local_size_x) x (height / local_size_y) groups, rounded down.
layout(local_size_x = 16, local_size_y = 16) in;
layout(rgba8, binding = 0) uniform readonly image2D source;
layout(rgba8, binding = 1) uniform writeonly image2D result;
uniform bool horizontal;
const float weight[5] = float[](0.227027, 0.1945946, 0.1216216, 0.054054, 0.016216);
const int spread = 3;   // pixels between taps: a blur 24 pixels wide

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);               // this invocation's pixel
    ivec2 last = imageSize(source) - 1;
    ivec2 step = horizontal ? ivec2(spread, 0) : ivec2(0, spread);
    vec4 sum = imageLoad(source, p) * weight[0];
    for (int i = 1; i < 5; i++) {                            // past the edge: the edge's pixel again
        sum += imageLoad(source, clamp(p + step * i, ivec2(0), last)) * weight[i];
        sum += imageLoad(source, clamp(p - step * i, ivec2(0), last)) * weight[i];
    }
    imageStore(result, p, vec4(sum.rgb, 1.0));
}
