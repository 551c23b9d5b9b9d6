// Clock: Shadertoy dialect, using iDate = (year, month from 0, day, seconds since midnight).
// Hands are capsules rotated to an angle; each angle is just a fraction of a turn of the time.
// Try: make the second hand tick (floor the seconds), or add a hand for the day of the month.
// Render: glsandbox render shaders/examples/clock.frag --date 2024-05-17T10:08:42 --out clock.png  (no --date: now)

float hand(vec2 p, float turns, float len, float width) {     // distance to one hand
    float a = 6.2831853 * turns;
    vec2 dir = vec2(sin(a), cos(a));                          // 0 turns = 12 o'clock, clockwise
    float along = clamp(dot(p, dir), -0.08, len);
    return length(p - dir * along) - width;
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 p = (fragCoord - 0.5 * iResolution.xy) / iResolution.y * 2.3;   // face radius 1
    float px = 2.3 / iResolution.y;                            // one pixel, for smooth edges
    float s = iDate.w;                                         // seconds since midnight
    float r = length(p);

    vec3 col = mix(vec3(0.16, 0.2, 0.26), vec3(0.08, 0.1, 0.14), fragCoord.y / iResolution.y);
    col = mix(col, vec3(0.0), 0.4 * smoothstep(1.25, 1.0, length(p - vec2(0.04, -0.06))));  // shadow
    col = mix(col, vec3(0.55, 0.5, 0.45), smoothstep(1.08 + px, 1.08, r));    // rim
    col = mix(col, mix(vec3(0.98, 0.96, 0.9), vec3(0.85, 0.82, 0.76), r), smoothstep(1.0 + px, 1.0, r));

    float mark = atan(p.x, p.y) / 6.2831853 * 60.0;            // 0..60 round the face
    bool hour = mod(floor(mark + 0.5), 5.0) == 0.0;            // every fifth mark is an hour
    float across = abs(fract(mark + 0.5) - 0.5) * r * 6.2831853 / 60.0;  // distance from the mark's line
    float dMark = max(across - (hour ? 0.012 : 0.005), max(r - 0.94, (hour ? 0.78 : 0.87) - r));
    col = mix(col, vec3(0.15), smoothstep(px, 0.0, dMark));

    float hours = mod(s / 43200.0, 1.0), minutes = mod(s / 3600.0, 1.0), seconds = mod(s / 60.0, 1.0);
    col = mix(col, vec3(0.12), smoothstep(px, 0.0, hand(p, hours, 0.5, 0.045)));
    col = mix(col, vec3(0.12), smoothstep(px, 0.0, hand(p, minutes, 0.78, 0.03)));
    col = mix(col, vec3(0.85, 0.15, 0.1), smoothstep(px, 0.0, hand(p, seconds, 0.85, 0.012)));
    col = mix(col, vec3(0.85, 0.15, 0.1), smoothstep(px, 0.0, r - 0.04));   // the pin
    fragColor = vec4(col, 1.0);
}
