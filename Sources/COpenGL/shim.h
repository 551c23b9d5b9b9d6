// OpenGL 4.5 core for Swift. glvnd's libOpenGL exports the core entry points directly,
// so with GL_GLEXT_PROTOTYPES we call them as ordinary functions: no loader, no tables.
#ifndef GLSANDBOX_COPENGL_SHIM_H
#define GLSANDBOX_COPENGL_SHIM_H
#define GL_GLEXT_PROTOTYPES 1
#include <GL/glcorearb.h>
#endif
