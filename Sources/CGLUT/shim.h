// freeglut for Swift, plus Xlib so we can check for a display before glutInit
// (freeglut calls exit(1) when it cannot open one).
#ifndef GLSANDBOX_CGLUT_SHIM_H
#define GLSANDBOX_CGLUT_SHIM_H
#include <GL/freeglut.h>
#include <X11/Xlib.h>
#endif
