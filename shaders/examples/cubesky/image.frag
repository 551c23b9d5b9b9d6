// The Image pass looks around inside what Cube A drew (a samplerCube): a camera turning with iTime.
//   glsandbox render shaders/examples/cubesky --cube-size 128 --frame 60 --out cubesky.png
// Cube A is drawn again every frame (here the same sky each time); Shadertoy draws 1024 a side,
// --cube-size makes it smaller and faster. Try: make the sun move with iTime in cubeA.frag.
#iChannel0 "cubeA"

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 q = (2.0 * fragCoord - iResolution.xy) / iResolution.y;
    float a = 0.4 * iTime;
    vec3 rd = normalize(vec3(q.x, q.y + 0.1, 1.4));
    rd.xz = mat2(cos(a), -sin(a), sin(a), cos(a)) * rd.xz;
    fragColor = vec4(texture(iChannel0, rd).rgb, 1.0);
}
