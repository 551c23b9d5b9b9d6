# GLSandbox: the two commands are `make demo` and `make test`.
# Both install what a new Debian machine lacks (apt packages), then build.

SWIFT       ?= swift
APT_PACKAGES = libegl-dev libgl-dev libgles-dev libegl-mesa0 libgl1-mesa-dri libglu1-mesa-dev \
               libosmesa6 libosmesa6-dev freeglut3-dev libx11-dev libpng-dev pkg-config \
               xvfb xauth x11-utils mesa-utils imagemagick
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

## test: the whole suite, headless, on Mesa's llvmpipe (no GL test is skipped), then the
## threaded tests again under ThreadSanitizer (any report fails the run).
test: deps
	$(SWIFT) build --build-tests
	$(TEST_ENV) $(SWIFT) test
	$(MAKE) test-tsan

test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(TEST_ENV) TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter RenderLoop

## demo: the learner's first program. Until the GLUT window exists, renders the triangle headless.
demo: build
	@mkdir -p $(OUT)
	@$(SWIFT) run -q glsandbox render triangle --out $(OUT)/triangle.png >/dev/null
	@echo "wrote $(OUT)/triangle.png (600x480): open it to see the triangle"

clean:
	rm -rf .build .build-tsan $(OUT)
