// OSMesa, loaded at run time.
//
// Mesa 25.1 removed OSMesa, so GLSandbox never links libOSMesa: it dlopen()s it when the
// OSMesa backend is asked for. This header declares only the ABI we use (stable since
// Mesa 11), so it builds without the libosmesa6-dev headers too.
//
// The GL entry points GLSandbox calls are glvnd's (libOpenGL). glvnd dispatches them to
// whichever vendor made a context current; OSMesa is not a glvnd vendor, so after
// OSMesaMakeCurrent we hand glvnd's dispatcher (libGLdispatch, ABI version 1) a table
// built from OSMesaGetProcAddress. That is how libGLX and libEGL do it themselves.
#ifndef GLSANDBOX_COSMESA_SHIM_H
#define GLSANDBOX_COSMESA_SHIM_H

typedef struct osmesa_context *GLSOSMesaContext;

#define GLS_OSMESA_RGBA 0x1908
#define GLS_OSMESA_FORMAT 0x22
#define GLS_OSMESA_DEPTH_BITS 0x30
#define GLS_OSMESA_STENCIL_BITS 0x31
#define GLS_OSMESA_ACCUM_BITS 0x32
#define GLS_OSMESA_PROFILE 0x33
#define GLS_OSMESA_CORE_PROFILE 0x34
#define GLS_OSMESA_COMPAT_PROFILE 0x35
#define GLS_OSMESA_CONTEXT_MAJOR_VERSION 0x36
#define GLS_OSMESA_CONTEXT_MINOR_VERSION 0x37
#define GLS_GL_UNSIGNED_BYTE 0x1401

typedef GLSOSMesaContext (*GLSOSMesaCreateContextAttribs)(const int *attribList, GLSOSMesaContext sharelist);
typedef void (*GLSOSMesaDestroyContext)(GLSOSMesaContext ctx);
typedef unsigned char (*GLSOSMesaMakeCurrent)(GLSOSMesaContext ctx, void *buffer, unsigned int type, int width, int height);
typedef void *(*GLSOSMesaGetProcAddress)(const char *funcName);

// glvnd's libGLdispatch (GLdispatch.h, ABI version 1).
typedef struct GLSDispatchThreadState {
    int tag;                                   // 1 = GLDISPATCH_API_EGL
    void (*threadDestroyedCallback)(struct GLSDispatchThreadState *state);
    void *priv;                                // owned by libGLdispatch
} GLSDispatchThreadState;
typedef void *(*GLSDispatchGetProc)(const char *name, void *param);
typedef int (*GLSDispatchGetABIVersion)(void);
typedef void *(*GLSDispatchCreateTable)(GLSDispatchGetProc getProcAddress, void *param);
typedef void (*GLSDispatchDestroyTable)(void *table);
typedef int (*GLSDispatchNewVendorID)(void);
typedef unsigned char (*GLSDispatchMakeCurrent)(GLSDispatchThreadState *state, void *table, int vendorID, const void *patchCallbacks);
typedef void (*GLSDispatchLoseCurrent)(void);

#endif
