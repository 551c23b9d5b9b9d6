// Ripples: Book of Shaders dialect, driven by the mouse. Two stones drop into a pond: one fixed,
// one at u_mouse (bottom-left corner until you move it). Where crests meet they add up; where a
// crest meets a trough they cancel. Try: change `wavelength`, or add a third source.
#ifdef GL_ES
precision mediump float;
#endif

uniform vec2 u_resolution;
uniform vec2 u_mouse;
uniform float u_time;

// Height of a circular wave from `source` at p, and its slope (per wavelength).
vec3 wave(vec2 p, vec2 source) {
    float wavelength = 0.06 * u_resolution.y;     // 29 pixels at 600x480
    float k = 6.2831853 / wavelength;
    vec2 d = p - source;
    float r = length(d) + 1e-3;
    float fade = 1.0 / sqrt(1.0 + 0.5 * r / wavelength);   // spreads out and weakens
    float phase = k * r - u_time * 4.0;
    return vec3(sin(phase), 6.2831853 * cos(phase) * d / r) * fade;
}

void main() {
    vec2 p = gl_FragCoord.xy;
    vec3 w = wave(p, vec2(0.3, 0.6) * u_resolution) + wave(p, u_mouse);
    float height = w.x;                            // -2 .. 2
    vec3 normal = normalize(vec3(-w.yz * 0.2, 1.0));

    vec3 deep = vec3(0.02, 0.16, 0.28), shallow = vec3(0.1, 0.55, 0.6);
    vec3 col = mix(deep, shallow, 0.5 + 0.25 * height);
    vec3 light = normalize(vec3(-0.4, 0.5, 0.75));
    col *= 0.6 + 0.5 * max(dot(normal, light), 0.0);
    col += vec3(1.0, 0.95, 0.85) * pow(max(dot(reflect(-light, normal), vec3(0.0, 0.0, 1.0)), 0.0), 60.0);

    vec2 m = u_mouse - p;                          // a small ring where the mouse is
    col = mix(col, vec3(1.0), smoothstep(1.5, 0.5, abs(length(m) - 0.015 * u_resolution.y)) * 0.8);
    gl_FragColor = vec4(col, 1.0);
}
