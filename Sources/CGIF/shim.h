// giflib for Swift: animated GIF output (`glsandbox loop --gif`). giflib reports errors as
// return codes and an error number, never by longjmp, so it is safe to call from Swift.
#ifndef GLSANDBOX_CGIF_SHIM_H
#define GLSANDBOX_CGIF_SHIM_H
#include <gif_lib.h>
#endif
