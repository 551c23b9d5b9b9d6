# GLSandbox: the two commands are `make demo` and `make test`.
# Both install what a new Debian machine lacks (apt packages), then build.

SWIFT       ?= swift
APT_PACKAGES = libegl-dev libgl-dev libgles-dev libegl-mesa0 libgl1-mesa-dri libglu1-mesa-dev \
               libosmesa6 libosmesa6-dev freeglut3-dev libx11-dev libpng-dev pkg-config \
               xvfb xauth x11-utils xdotool mesa-utils imagemagick
# Pin Mesa's software rasterizer so pixels are the same on every machine of ours.
TEST_ENV     = GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
OUT         ?= out

.PHONY: all deps build test test-tsan demo clean

all: build

## deps: apt-get install whatever of $(APT_PACKAGES) is missing.
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build

XVFB_RUN     = xvfb-run -a -s "-screen 0 1024x768x24"

## test: the whole suite on Mesa's llvmpipe, under a real Xvfb for the window tests (no GL
## test is skipped), then the threaded tests again under ThreadSanitizer (any report fails).
test: deps
	$(SWIFT) build --build-tests
	$(TEST_ENV) $(XVFB_RUN) $(SWIFT) test
	$(MAKE) test-tsan

test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(TEST_ENV) TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter RenderLoop

## demo: the learner's first program, the 600x480 GLUT window (lesson 1; LESSON=2..5 for more).
## With a display it opens the window (ESC quits); without one it runs a few frames under Xvfb
## and saves a screenshot.
LESSON ?= 1
demo: build
	@mkdir -p $(OUT)
	@if [ -n "$$DISPLAY" ] && xdpyinfo >/dev/null 2>&1; then \
	  $(SWIFT) run -q glsandbox demo --lesson $(LESSON); \
	else \
	  echo "make: no X display here; running lesson $(LESSON) under Xvfb for 60 frames"; \
	  $(XVFB_RUN) $(SWIFT) run -q glsandbox demo --lesson $(LESSON) --frames 60 --screenshot $(OUT)/lesson$(LESSON).png >/dev/null && \
	  echo "screenshot: $(CURDIR)/$(OUT)/lesson$(LESSON).png"; \
	fi

clean:
	rm -rf .build .build-tsan $(OUT)
