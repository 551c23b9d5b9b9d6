#version 330 core
// Benchmarks (instanced, per-object): the unit quad, placed by a per-instance offset
// (glVertexAttribDivisor(1, 1): one entry of the offsets' buffer per instance) and sized by `scale`.
layout(location = 0) in vec2 position;   // 0..1
layout(location = 1) in vec2 offset;     // per instance
uniform float scale;

void main() {
    gl_Position = vec4(offset + position * scale, 0.0, 1.0);
}
