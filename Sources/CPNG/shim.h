// libpng for Swift. Only the simplified API (png_image_*) is used: it reports errors as a
// status and a message. The classic API longjmps on error, which must never cross Swift frames.
#ifndef GLSANDBOX_CPNG_SHIM_H
#define GLSANDBOX_CPNG_SHIM_H
#include <png.h>
// PNG_IMAGE_SIZE and friends are function-like macros Swift cannot import.
static inline size_t gls_png_image_row_stride(const png_image *image) { return PNG_IMAGE_ROW_STRIDE(*image); }
static const unsigned int GLS_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const unsigned int GLS_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const unsigned int GLS_PNG_IMAGE_FLAG_FAST = PNG_IMAGE_FLAG_FAST;
static const unsigned int GLS_PNG_IMAGE_FLAG_16BIT_sRGB = PNG_IMAGE_FLAG_16BIT_sRGB;
#endif
