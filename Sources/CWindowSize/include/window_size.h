// The demo's guard against a Mesa bug: a destroyed X window keeps its last size.
// See window_size.c for the bug and how the guard works.
#ifndef GLSANDBOX_WINDOW_SIZE_H
#define GLSANDBOX_WINDOW_SIZE_H

/// How many times a failed XGetGeometry answered with a window's last size (for tests and
/// for the curious: `demo` ends soon after, because the window is gone).
unsigned long glsandbox_window_size_substitutions(void);

#endif
