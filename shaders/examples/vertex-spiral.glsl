// A vertexshaderart drawing (vertexshaderart.com): a vertex shader alone. The site declares
// vertexId (0, 1, 2 ... for each vertex drawn), vertexCount, time, resolution, mouse, sound and
// background, and colours each point, line or triangle with v_color.
//   glsandbox render shaders/examples/vertex-spiral.glsl --primitive points --vertex-count 2000 --out spiral.png
#define PI radians(180.0)

vec3 hsv2rgb(vec3 c) {
  vec3 p = abs(fract(c.xxx + vec3(1.0, 2.0 / 3.0, 1.0 / 3.0)) * 6.0 - 3.0);
  return c.z * mix(vec3(1.0), clamp(p - 1.0, 0.0, 1.0), c.y);
}

void main() {
  float u = vertexId / vertexCount;                 // 0 to 1 along the spiral
  float angle = u * PI * 24.0 + time * 0.5;
  float radius = 0.05 + 0.9 * u;
  vec2 aspect = vec2(resolution.y / resolution.x, 1.0);
  gl_Position = vec4(vec2(cos(angle), sin(angle)) * radius * aspect + mouse * 0.1, 0.0, 1.0);
  gl_PointSize = 2.0 + 4.0 * u;
  v_color = vec4(hsv2rgb(vec3(u + time * 0.1, 0.8, 1.0)), 1.0);
}
