// libpng for Swift. The simplified API (png_image_*) reports errors as a status and a message.
// The classic API longjmps on error, which must never cross Swift frames: it is used in one
// place, gls_png_encode_rgba_best below, whose setjmp and every longjmp stay inside C.
#ifndef GLSANDBOX_CPNG_SHIM_H
#define GLSANDBOX_CPNG_SHIM_H
#include <png.h>
// PNG_IMAGE_SIZE and friends are function-like macros Swift cannot import.
static inline size_t gls_png_image_row_stride(const png_image *image) { return PNG_IMAGE_ROW_STRIDE(*image); }
static const unsigned int GLS_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const unsigned int GLS_PNG_FORMAT_LINEAR_RGBA = PNG_FORMAT_LINEAR_RGB_ALPHA;
static const unsigned int GLS_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const unsigned int GLS_PNG_IMAGE_FLAG_FAST = PNG_IMAGE_FLAG_FAST;
static const unsigned int GLS_PNG_IMAGE_FLAG_16BIT_sRGB = PNG_IMAGE_FLAG_16BIT_sRGB;

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// Bytes libpng wrote, in a buffer that grows (free `data` with free()).
typedef struct { unsigned char *data; size_t size, capacity; char message[128]; } gls_png_buffer;

static inline void gls_png_buffer_error(png_structp png, png_const_charp text) {
    gls_png_buffer *buffer = (gls_png_buffer *)png_get_error_ptr(png);
    strncpy(buffer->message, text ? text : "libpng error", sizeof buffer->message - 1);
    png_longjmp(png, 1);
}
static inline void gls_png_buffer_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }
static inline void gls_png_buffer_write(png_structp png, png_bytep bytes, png_size_t length) {
    gls_png_buffer *buffer = (gls_png_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (!grown) png_error(png, "out of memory");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}
static inline void gls_png_buffer_flush(png_structp png) { (void)png; }

/// Encodes 8-bit RGBA rows (top row first, `stride` bytes apart) as a PNG with zlib's best
/// compression (level 9) and every row filter tried, which the simplified API cannot ask for.
/// Returns 1 and fills `out`, or 0 with `out->message` set. `out` must start zeroed.
static inline int gls_png_encode_rgba_best(const unsigned char *pixels, unsigned width, unsigned height,
                                           size_t stride, gls_png_buffer *out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, gls_png_buffer_error, gls_png_buffer_warning);
    if (!png) { strcpy(out->message, "cannot create a libpng writer"); return 0; }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        if (!out->message[0]) strcpy(out->message, "cannot create a libpng writer");
        return 0;
    }
    png_set_write_fn(png, out, gls_png_buffer_write, gls_png_buffer_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, 9);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_ALL_FILTERS);
    png_write_info(png, info);
    for (unsigned row = 0; row < height; row++) png_write_row(png, pixels + (size_t)row * stride);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 1;
}
#endif
