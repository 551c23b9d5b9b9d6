// two lines of common
float one() { return 1.0; }
