// Shadertoy: every uniform visible in one picture (bands top to bottom), to catch uniform mismatches.
// void main() in this comment must not change the dialect.
float band(float v) { return fract(v); }
void mainImage(out vec4 fragColor, in vec2 fragCoord)
{
    vec2 uv = fragCoord / iResolution.xy;
    int row = int(uv.y * 8.0);
    vec4 c = vec4(0.0, 0.0, 0.0, 1.0);
    if (row == 7) c.rgb = vec3(band(iTime), band(iTimeDelta * 10.0), float(iFrame % 256) / 255.0);
    else if (row == 6) c.rgb = vec3(iFrameRate / 255.0, iSampleRate / 88200.0, iResolution.z * 0.5);
    else if (row == 5) c = vec4(iMouse.xy / iResolution.xy, iMouse.zw / iResolution.xy);
    else if (row == 4) c.rgb = vec3((iDate.x - 2000.0) / 100.0, iDate.y / 11.0, iDate.z / 31.0);
    else if (row == 3) c.rgb = vec3(iDate.w / 86400.0, band(iDate.w / 60.0), 0.25);
    else if (row == 2) c.rgb = vec3(iChannelResolution[0].xy / 64.0, iChannelResolution[1].x + iChannelTime[0]);
    else if (row == 1) c.rgb = vec3(length(uv - iMouse.xy / iResolution.xy) < 0.1 ? 1.0 : 0.0, 0.5, HW_PERFORMANCE);
    else c = texture(iChannel0, uv * 2.0);   // repeat wrap on both axes
    fragColor = c;
}
