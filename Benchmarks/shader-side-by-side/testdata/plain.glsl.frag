#version 450 core
// Plain GLSL: compiled as is; the names it declares (iResolution, u_time) are set, the rest ignored.
uniform vec3 iResolution;
uniform float u_time;
in vec2 v_texcoord;
out vec4 color;
void main() {
    vec2 uv = gl_FragCoord.xy / iResolution.xy;
    color = vec4(uv.x, v_texcoord.y, 0.5 + 0.5 * sin(u_time + uv.x * 10.0), 0.5);
}
