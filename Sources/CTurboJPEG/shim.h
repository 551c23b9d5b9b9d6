// libjpeg-turbo for Swift, through its TurboJPEG API: every call returns a status, and the
// message of the last error is read with tjGetErrorStr2 (libjpeg's own API longjmps on error,
// which must never cross Swift frames). Debian 12 ships libjpeg-turbo 2.1, whose TurboJPEG is the
// tj* API (tjDecompressHeader3, tjDecompress2); the tj3* API came with 3.0.
#ifndef GLSANDBOX_CTURBOJPEG_SHIM_H
#define GLSANDBOX_CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <string.h>
#include <turbojpeg.h>

/// What the header says, or why it could not be read.
typedef struct {
    int width, height;
    /// TJCS_RGB, TJCS_YCbCr, TJCS_GRAY, TJCS_CMYK or TJCS_YCCK.
    int colorspace;
    char message[200];
} gls_jpeg_header;

static inline void gls_jpeg_copy_message(tjhandle handle, char *message, size_t size) {
    const char *text = tjGetErrorStr2(handle);
    strncpy(message, text ? text : "libjpeg-turbo error", size - 1);
    message[size - 1] = 0;
}

/// Reads the header of `size` bytes of JPEG. Returns 1, or 0 with `out->message` set.
static inline int gls_jpeg_read_header(const unsigned char *jpeg, size_t size, gls_jpeg_header *out) {
    memset(out, 0, sizeof *out);
    tjhandle handle = tjInitDecompress();
    if (!handle) { strcpy(out->message, "cannot create a libjpeg-turbo decoder"); return 0; }
    int subsampling = 0;
    int status = tjDecompressHeader3(handle, jpeg, (unsigned long)size, &out->width, &out->height, &subsampling, &out->colorspace);
    if (status != 0) gls_jpeg_copy_message(handle, out->message, sizeof out->message);
    tjDestroy(handle);
    return status == 0;
}

/// Decodes into `pixels` (`width * height * 4` bytes, top row first): RGBA, or for a CMYK or YCCK
/// JPEG the four stored CMYK samples (TurboJPEG converts neither to RGB). Default flags: the
/// accurate integer DCT (islow) and fancy upsampling, as browsers and Pillow decode; and
/// TJFLAG_LIMITSCANS: a progressive JPEG of more than 500 scans is an error ("Progressive JPEG
/// image has more than 500 scans"), not minutes of decoding (a 0.46 MB file of thousands of
/// scans at 8192x8192 took minutes; real encoders write about 10).
/// Returns 1 on success; 2 when the image decoded but libjpeg-turbo warned (`message` says what,
/// e.g. "Premature end of JPEG file" for a truncated file, whose missing rows come out grey);
/// 0 with `message` set when it could not be decoded.
static inline int gls_jpeg_decode(const unsigned char *jpeg, size_t size, unsigned char *pixels, int width, int height,
                                  int cmyk, char *message, size_t message_size) {
    tjhandle handle = tjInitDecompress();
    if (!handle) { strncpy(message, "cannot create a libjpeg-turbo decoder", message_size - 1); return 0; }
    int status = tjDecompress2(handle, jpeg, (unsigned long)size, pixels, width, width * 4, height,
                               cmyk ? TJPF_CMYK : TJPF_RGBA, TJFLAG_ACCURATEDCT | TJFLAG_LIMITSCANS);
    int result = 1;
    if (status != 0) {
        gls_jpeg_copy_message(handle, message, message_size);
        result = tjGetErrorCode(handle) == TJERR_WARNING ? 2 : 0;
    }
    tjDestroy(handle);
    return result;
}
/// Encodes `width * height` RGBA pixels (top row first; alpha is dropped) as a baseline JPEG of
/// `quality` (1-100) with no chroma subsampling (4:4:4: a shader's thin coloured lines stay sharp).
/// Returns 1 with `*jpeg` (free it with gls_jpeg_free) and `*jpeg_size` set, or 0 with `message` set.
static inline int gls_jpeg_encode(const unsigned char *pixels, int width, int height, int quality,
                                  unsigned char **jpeg, unsigned long *jpeg_size, char *message, size_t message_size) {
    *jpeg = NULL; *jpeg_size = 0;
    tjhandle handle = tjInitCompress();
    if (!handle) { strncpy(message, "cannot create a libjpeg-turbo encoder", message_size - 1); return 0; }
    int status = tjCompress2(handle, pixels, width, width * 4, height, TJPF_RGBA, jpeg, jpeg_size, TJSAMP_444, quality,
                             TJFLAG_ACCURATEDCT);
    if (status != 0) gls_jpeg_copy_message(handle, message, message_size);
    tjDestroy(handle);
    return status == 0;
}

/// Frees what gls_jpeg_encode returned.
static inline void gls_jpeg_free(unsigned char *jpeg) { tjFree(jpeg); }
#endif
