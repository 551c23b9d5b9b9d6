// line 1
// line 2
float f() { return undefined_name; }
