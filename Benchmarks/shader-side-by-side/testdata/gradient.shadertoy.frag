// Shadertoy: the pixel's normalised coordinate in red/green. Hand-checkable:
// pixel (x, y) from the bottom-left has fragCoord (x + 0.5, y + 0.5).
void mainImage(out vec4 fragColor, in vec2 fragCoord)
{
    fragColor = vec4(fragCoord / iResolution.xy, 0, 1);
}
