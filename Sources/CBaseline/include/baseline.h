// The C baseline of `glsandbox bench`: the same GL calls as the Swift scenes `fill`,
// `drawcalls` and `readback-sync`, frame for frame, so the two can be timed side by side.
// The GL objects are made by the Swift side and passed in by name.
#ifndef GLSANDBOX_BASELINE_H
#define GLSANDBOX_BASELINE_H

/// One `fill` frame: bind, viewport, clear, then `layers` full-screen quads, then glFinish.
void gls_baseline_fill_frame(unsigned framebuffer, int width, int height, unsigned program,
                             unsigned vertexArray, int layers);

/// One `drawcalls` frame: bind, viewport, clear, then `draws` small quads, each with its own
/// offset uniform, then glFinish.
void gls_baseline_drawcalls_frame(unsigned framebuffer, int width, int height, unsigned program,
                                  unsigned vertexArray, int offsetLocation, int draws, int columns);

/// One `readback-sync` frame: bind, viewport, clear, glFinish, then glReadPixels into `pixels`.
void gls_baseline_readback_frame(unsigned framebuffer, int width, int height, int flip, unsigned char *pixels);

#endif
