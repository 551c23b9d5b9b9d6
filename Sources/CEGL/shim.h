// EGL for Swift: the headers, plus the cast macros Swift cannot import, re-exported as constants.
#ifndef GLSANDBOX_CEGL_SHIM_H
#define GLSANDBOX_CEGL_SHIM_H
#include <EGL/egl.h>
#include <EGL/eglext.h>

static const EGLDisplay GLS_EGL_NO_DISPLAY = EGL_NO_DISPLAY;
static const EGLContext GLS_EGL_NO_CONTEXT = EGL_NO_CONTEXT;
static const EGLSurface GLS_EGL_NO_SURFACE = EGL_NO_SURFACE;
static const EGLConfig  GLS_EGL_NO_CONFIG = EGL_NO_CONFIG_KHR;
static const EGLNativeDisplayType GLS_EGL_DEFAULT_DISPLAY = EGL_DEFAULT_DISPLAY;
static const EGLDeviceEXT GLS_EGL_NO_DEVICE = EGL_NO_DEVICE_EXT;

#endif
