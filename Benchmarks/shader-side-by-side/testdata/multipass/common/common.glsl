// Common: before every pass.
float shade(float x) { return x * 0.5; }
