#version 330 core
// Lesson 17, pass 1: nothing to write; GL writes each fragment's depth by itself.
void main() {}
