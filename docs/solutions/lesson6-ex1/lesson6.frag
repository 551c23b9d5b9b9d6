// Lesson 6: your own shader. This file is in the style of The Book of Shaders
// (https://thebookofshaders.com): a `main` that writes gl_FragColor, and the u_* uniforms it
// declares itself. GLSandbox also runs Shadertoy shaders (mainImage) and plain GLSL (#version).
//
// Edit and save while the window is open: it reloads. Try: change the colours below, make the
// circle follow the mouse (use u_mouse instead of the centre), or slow the pulse down.
#ifdef GL_ES
precision mediump float;
#endif

uniform vec2 u_resolution;   // the window's size in pixels
uniform vec2 u_mouse;        // where the mouse button is held, in pixels from the bottom-left
uniform float u_time;        // seconds since the start

void main() {
    // This pixel's position, 0 to 1 across the window (gl_FragCoord counts pixels from the
    // bottom-left corner, with pixel centres at .5).
    vec2 st = gl_FragCoord.xy / u_resolution;

    // A background that fades from dark blue at the bottom to purple at the top.
    vec3 color = mix(vec3(0.05, 0.07, 0.20), vec3(0.35, 0.10, 0.40), st.y);

    // A circle in the middle whose radius pulses with time.
    vec2 centre = vec2(0.25) * u_resolution;
    float radius = 100.0 + 20.0 * sin(u_time * 2.0);
    float inside = 1.0 - smoothstep(radius - 1.5, radius + 1.5, distance(gl_FragCoord.xy, centre));
    color = mix(color, vec3(1.0, 0.8, 0.3), inside);

    gl_FragColor = vec4(color, 1.0);
}
