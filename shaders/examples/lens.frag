// Magnifying glass: Shadertoy dialect, with a texture on iChannel0 and the mouse. Drag to move
// the lens; until the mouse is pressed (iMouse all zero) it rests in the middle of the picture.
// Try: change `zoom`, or the 0.02 in `fringe` (how far the colours split at the rim).
// Render: glsandbox render shaders/examples/lens.frag --channel0 shaders/examples/textures/tiles.png --mouse 300,240 --out lens.png

vec3 table(vec2 p) {                                       // p in pixels; tiles repeat
    float texel = 1.25 * iResolution.y / 480.0;            // 1.25 pixels a texel at 600x480
    return texture(iChannel0, p / (texel * iChannelResolution[0].xy)).rgb;
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 centre = iMouse.xy;
    if (iMouse == vec4(0.0)) centre = 0.5 * iResolution.xy; // never clicked: centre it
    float radius = 0.28 * iResolution.y;
    float zoom = 1.7;

    vec2 d = fragCoord - centre;
    float r = length(d) / radius;                           // 0 at the centre, 1 at the rim
    vec3 col = mix(table(fragCoord), vec3(0.5), 0.35) * 0.85;   // paler outside the glass

    float shadow = smoothstep(1.25, 0.9, length(d / radius - vec2(-0.09, 0.12)));
    col *= 1.0 - 0.45 * shadow;                             // the glass casts a soft shadow

    if (r < 1.0) {
        float bulge = zoom * (1.0 + 0.3 * r * r);               // stronger at the edge
        float fringe = 0.02 * r * r * radius;                   // chromatic aberration
        vec2 q = centre + d / bulge;
        vec2 dir = d / max(length(d), 1e-3);
        vec3 glass = vec3(table(q - dir * fringe).r, table(q).g, table(q + dir * fringe).b);
        glass += 0.25 * smoothstep(0.5, 0.0, length(d / radius - vec2(-0.35, 0.4)));  // highlight
        col = mix(glass, col, smoothstep(0.96, 1.0, r));
    }
    float rim = smoothstep(0.05, 0.0, abs(r - 1.02));            // dark metal ring
    col = mix(col, vec3(0.12, 0.11, 0.1) + 0.3 * smoothstep(-0.3, 0.8, -d.x / radius + d.y / radius), rim);
    fragColor = vec4(col, 1.0);
}
