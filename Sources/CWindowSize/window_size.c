// A destroyed X window keeps its last size: our XGetGeometry, in front of libX11's.
//
// The bug (Mesa 22.3, and still in the newest src/glx/drisw_glx.c we read): llvmpipe's GLX
// loader asks for the window's size on the first draw after every swap with
//
//     unsigned uw, uh, ...;
//     XGetGeometry(dpy, drawable, &root, x, y, &uw, &uh, &bw, &depth);
//     *w = uw; *h = uh;
//
// without looking at the result. When the window has just been destroyed (`xdotool
// windowclose`, `xkill`) XGetGeometry fails, writes nothing, and Mesa resizes the window's
// buffers to whatever was on its stack. Under AddressSanitizer that was 600x0 every time we
// looked: llvmpipe then drew a 600x480 frame into a one-page buffer and the demo died with
// SIGSEGV, in about 1 of 25 destroyed windows with both cores busy (lesson 5). Nothing the demo does can
// close that gap: the window can go between any check of ours and Mesa's next draw.
//
// The guard: this file defines XGetGeometry, and the glsandbox executable exports it
// (`--export-dynamic-symbol`, in Package.swift), so the dynamic linker binds Mesa's call here
// rather than to libX11. We call libX11's and remember the answer for each window; when it
// fails for a window we measured before, we fill in the last size. Mesa then keeps the
// buffers it has, draws one more frame nobody sees (the swap's error is ignored, see
// WindowWatcher.swift), and the window's next tick ends the demo as usual. A caller that checks
// the result, as it should, sees the same failure as before.
#define _GNU_SOURCE
#include "window_size.h"

#include <X11/Xlib.h>
#include <dlfcn.h>
#include <pthread.h>

/// One window's last good answer.
struct measured_window {
    Display *display;
    Drawable drawable;
    Window root;
    int x, y;
    unsigned width, height, border, depth;
};

// A few windows are plenty (the demo has one); when full, the oldest entry is replaced.
enum { remembered = 16 };
static struct measured_window windows[remembered];
static unsigned next_slot;
static unsigned long substitutions;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;   // Xlib may be called from any thread

typedef Status (*get_geometry_function)(Display *, Drawable, Window *, int *, int *,
                                        unsigned *, unsigned *, unsigned *, unsigned *);
static get_geometry_function libX11;   // the real XGetGeometry: the next definition after ours
static pthread_once_t found_libX11 = PTHREAD_ONCE_INIT;

static void find_libX11(void) {
    libX11 = (get_geometry_function)dlsym(RTLD_NEXT, "XGetGeometry");
}

static struct measured_window *find(Display *display, Drawable drawable) {
    for (unsigned i = 0; i < remembered; i++) {
        if (windows[i].display == display && windows[i].drawable == drawable) return &windows[i];
    }
    return NULL;
}

Status XGetGeometry(Display *display, Drawable drawable, Window *root, int *x, int *y,
                    unsigned *width, unsigned *height, unsigned *border, unsigned *depth) {
    pthread_once(&found_libX11, find_libX11);
    if (libX11 == NULL) return 0;   // no libX11 after us: cannot happen, this target links it

    Status status = libX11(display, drawable, root, x, y, width, height, border, depth);

    pthread_mutex_lock(&lock);
    struct measured_window *known = find(display, drawable);
    if (status != 0) {
        if (known == NULL) {
            known = &windows[next_slot];
            next_slot = (next_slot + 1) % remembered;
        }
        *known = (struct measured_window){display, drawable, *root, *x, *y, *width, *height, *border, *depth};
    } else if (known != NULL) {
        *root = known->root;
        *x = known->x;
        *y = known->y;
        *width = known->width;
        *height = known->height;
        *border = known->border;
        *depth = known->depth;
        substitutions += 1;
    }
    pthread_mutex_unlock(&lock);
    return status;
}

unsigned long glsandbox_window_size_substitutions(void) {
    pthread_mutex_lock(&lock);
    unsigned long count = substitutions;
    pthread_mutex_unlock(&lock);
    return count;
}
