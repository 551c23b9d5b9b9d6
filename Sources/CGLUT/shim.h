// freeglut for Swift, plus Xlib so we can check for a display before glutInit
// (freeglut calls exit(1) when it cannot open one), and GLX for the window's X id
// (glXGetCurrentDrawable), which the demo watches to learn that its window was destroyed.
#ifndef GLSANDBOX_CGLUT_SHIM_H
#define GLSANDBOX_CGLUT_SHIM_H
#include <GL/freeglut.h>
#include <GL/glx.h>
#include <X11/Xlib.h>
#endif
