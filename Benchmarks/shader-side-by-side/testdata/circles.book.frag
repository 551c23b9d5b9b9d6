// Book of Shaders: old-style names (gl_FragColor, texture2D, varying) under a core profile.
#ifdef GL_ES
precision mediump float;
#endif
uniform vec2 u_resolution;
uniform vec2 u_mouse;
uniform float u_time;
uniform float u_delta;
uniform int u_frame;
uniform vec4 u_date;
uniform sampler2D u_tex0;
uniform vec2 u_tex0Resolution;
varying vec2 v_texcoord;

void main() {
    vec2 st = gl_FragCoord.xy / u_resolution.xy;
    float d = distance(st, vec2(0.5) + 0.2 * vec2(cos(u_time), sin(u_time)));
    vec3 color = vec3(smoothstep(0.3, 0.29, d));
    color.g *= 0.5 + 0.5 * fract(float(u_frame) / 60.0);
    color.b = distance(u_mouse / u_resolution, st) < 0.05 ? 1.0 : color.b;
    vec4 t = texture2D(u_tex0, v_texcoord * 3.0);
    if (st.x < 0.25) color = mix(color, t.rgb, 0.5);
    if (st.y > 0.9) color = vec3(u_tex0Resolution / 64.0, u_delta * 30.0) * vec3(1.0, 1.0, u_date.y / 11.0);
    gl_FragColor = vec4(color, 1.0);
}
