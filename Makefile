# GLSandbox: the two commands are `make demo` and `make test`.
# Both install what a new Debian machine lacks (apt packages), then build.

SWIFT       ?= swift
APT_PACKAGES = libegl-dev libgl-dev libgles-dev libegl-mesa0 libgl1-mesa-dri libglu1-mesa-dev \
               libosmesa6 libosmesa6-dev freeglut3-dev libx11-dev libpng-dev libgif-dev pkg-config \
               xvfb xauth x11-utils xdotool mesa-utils imagemagick
# Pin Mesa's software rasterizer so pixels are the same on every machine of ours.
TEST_ENV     = GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1
XVFB_RUN     = xvfb-run -a -s "-screen 0 1024x768x24"
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
OUT         ?= out
FUZZ_SECONDS ?= 20

.PHONY: all deps build test test-main test-tsan test-asan fuzz demo clean

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

## test: everything, headless on Mesa's llvmpipe, window tests under a real Xvfb (no GL test is
## skipped): the suite; the threaded tests under ThreadSanitizer; the suite under
## AddressSanitizer with LeakSanitizer; the fuzzers for a bounded time. Any report fails.
test: test-main test-tsan test-asan fuzz

test-main: deps
	$(SWIFT) build --build-tests
	$(TEST_ENV) $(XVFB_RUN) $(SWIFT) test

test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(TEST_ENV) TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter RenderLoop

test-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	$(TEST_ENV) ASAN_OPTIONS="detect_leaks=1:halt_on_error=1" \
	  LSAN_OPTIONS="suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0" \
	  $(XVFB_RUN) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

## fuzz: libFuzzer (with AddressSanitizer) on the PNG reader and the attachment-spec parser,
## $(FUZZ_SECONDS) s each, from the seed corpora in Fuzz/corpus (copied, never changed).
FUZZ_FLAGS = -c release --scratch-path ../.build-fuzz -Xswiftc -sanitize=fuzzer,address \
             -Xswiftc -parse-as-library -Xswiftc -use-ld=lld \
             -Xlinker --undefined=LLVMFuzzerRunDriver -Xlinker --export-dynamic-symbol=LLVMFuzzerRunDriver
fuzz: deps
	@mkdir -p .build-fuzz
	@cd Fuzz && $(SWIFT) build $(FUZZ_FLAGS) > ../.build-fuzz/build.log 2>&1 \
	  || { grep -v "Cannot export local symbol" ../.build-fuzz/build.log | tail -30; echo "make: the fuzzers did not build"; exit 1; }
	@for target in FuzzPNG:png FuzzAttachmentSpec:spec; do \
	  name=$${target%%:*}; corpus=$${target##*:}; \
	  rm -rf .build-fuzz/corpus-$$corpus && mkdir -p .build-fuzz/corpus-$$corpus && cp Fuzz/corpus/$$corpus/* .build-fuzz/corpus-$$corpus/; \
	  echo "make: $$name for $(FUZZ_SECONDS) s"; \
	  .build-fuzz/release/$$name -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
	    -artifact_prefix=.build-fuzz/crash-$$name- .build-fuzz/corpus-$$corpus 2>.build-fuzz/$$name.log \
	    || { tail -40 .build-fuzz/$$name.log; echo "make: $$name found a crash: see .build-fuzz/crash-$$name-*"; exit 1; }; \
	  grep -E "stat::number_of_executed_units|Done" .build-fuzz/$$name.log | tail -2; \
	done

## demo: the learner's first program, the 600x480 GLUT window (lesson 1; LESSON=2..6 for more; 6 is your own shader).
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
	rm -rf .build .build-tsan .build-asan .build-fuzz $(OUT)
