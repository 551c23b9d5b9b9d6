# GLSandbox: the two commands are `make demo` and `make test`.
# Both install what a new Debian machine lacks (apt packages), then build.

SWIFT       ?= swift
APT_PACKAGES = libegl-dev libgl-dev libgles-dev libegl-mesa0 libgl1-mesa-dri libglu1-mesa-dev \
               freeglut3-dev libx11-dev libpng-dev libgif-dev libturbojpeg0-dev pkg-config \
               xvfb xauth x11-utils xdotool mesa-utils imagemagick
# What this repository's own tests need besides (a Sound tab's WAV is checked with Python's `wave`
# and numpy, Benchmarks/sound/wavcheck.py; music and video inputs are decoded by ffmpeg, which
# the tests also use to make their media); your CI (docs/ci.md) does not, unless its shaders read
# music or video. Where the python3 on PATH is not Debian's (pyenv) and lacks numpy, `deps`
# installs it there with pip. The review page (`snapshots review --serve`) is tested in headless
# Chromium driven by Selenium (Tests/Browser/review.py), which pip installs likewise. GNU parallel
# runs the shards recipe (docs/shards.md) in the suite.
APT_TESTS    = python3 python3-numpy ffmpeg chromium chromium-driver python3-selenium parallel
# Installed where the distribution still has them: Mesa 25.1 removed OSMesa (the program loads
# it at run time and starts without it; its tests are skipped, with the reason printed).
APT_OPTIONAL = libosmesa6 libosmesa6-dev
# How `deps` asks whether the distribution knows a package, refreshes the package lists, and
# installs (tests replace them). A new machine has no package lists: `apt-cache show` then knows
# nothing, so the lists are refreshed before an optional package is judged absent.
APT_KNOWS   ?= apt-cache show
APT_LISTS_READY ?= ls /var/lib/apt/lists/ 2>/dev/null | grep -q '_Packages'
APT_UPDATE  ?= $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq
APT_INSTALL ?= $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends
# Pin Mesa's software rasterizer so pixels are the same on every machine of ours. Locals start at
# zero (as GLSandbox asks by default, set here so that no test thread changes the environment
# while another reads it), and Mesa does not announce that option on stderr.
TEST_ENV     = GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1 glsl_zero_init=true MESA_DEBUG=silent
XVFB_RUN     = xvfb-run -a -s "-screen 0 1024x768x24"
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
OUT         ?= out
FUZZ_SECONDS ?= 20
# bash with pipefail: a test run piped into `tee` keeps its exit status.
SHELL       := /bin/bash
.SHELLFLAGS := -o pipefail -c
# Each test run keeps its log; when it fails, .ci/failures prints what failed at the end, where
# CI's tail of the output shows it.
LOGS        ?= .build-logs

.PHONY: all deps deps-demo deps-apt deps-list build check-quick test test-main test-solutions test-consumer test-browser test-docs test-snippets test-tsan test-asan fuzz docs demo install clean

all: build

## deps: apt-get install whatever of $(APT_PACKAGES) and $(APT_TESTS) is missing, and of $(APT_OPTIONAL) what
## the distribution has, then numpy and selenium for the python3 on PATH: what `make test` needs.
## deps-demo: only $(APT_PACKAGES) (and the optional ones): what building and the window need, all
## that `make demo` installs. `make deps-list` prints what `deps` would install (FOR=demo: `deps-demo`).
FOR ?= test
WANTED = $(APT_PACKAGES) $(if $(filter demo,$(FOR)),,$(APT_TESTS))
MISSING_PACKAGES = missing=""; for p in $(WANTED); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	for p in $(APT_OPTIONAL); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" && continue; \
	  $(APT_KNOWS) $$p >/dev/null 2>&1 && missing="$$missing $$p" || echo "make: $$p is not in this distribution; going on without it" >&2; \
	done

deps-list:
	@$(MISSING_PACKAGES); echo "$$missing"

deps-apt:
	@$(APT_LISTS_READY) || $(APT_UPDATE); \
	$(MISSING_PACKAGES); \
	if [ -n "$$missing" ]; then \
	  echo "make: installing:$$missing"; \
	  $(APT_UPDATE) && $(APT_INSTALL) $$missing >/dev/null; \
	fi

deps-demo: FOR = demo
deps-demo: deps-apt

deps: deps-apt
	@python3 -c 'import numpy' 2>/dev/null || { echo "make: installing numpy with pip for the python3 on PATH"; python3 -m pip install --quiet numpy; }; \
	python3 -c 'import selenium' 2>/dev/null || { echo "make: installing selenium with pip for the python3 on PATH"; python3 -m pip install --quiet selenium; }

build: deps-demo
	$(SWIFT) build

## test: everything, headless on Mesa's llvmpipe, window tests under a real Xvfb (no GL test is
## skipped where OSMesa exists, as on Debian 12; without it its tests say they are skipped): the
## suite under AddressSanitizer with LeakSanitizer; the lesson solutions; the example consumer's
## snapshot story; the review page in headless Chromium; that the API docs still build with no DocC
## warning; the docs' snippets; the threaded tests under ThreadSanitizer; the fuzzers for a bounded
## time; the bundle. Any report fails. Each stage's time is printed after it and as a table at the
## end (.build-logs/stage-times.txt).
## One unoptimised build serves the suite and the stages after it: every test runs once, instrumented
## (a plain run beside it cost a build and 4 minutes more, and checked nothing more); the consumer
## and the browser drive that build's glsandbox, the snippets and then the docs build on it (the
## docs rebuild four modules for their symbol graphs, so they come last). Plain builds are still
## run: the consumer's, the solutions' (debug) and the bundle's (release).
## `make test-main` still runs the suite uninstrumented, in .build, for whoever wants it.
## The stages run in two lanes side by side (.ci/stages): the first is the suite's build and what
## uses it; the second has builds of their own (the bundle's and the fuzzers' release builds work
## mostly on one core, a module at a time), so on 2 cores the lanes fill the machine. Each
## stage's output is printed whole when it ends.
TEST_LANE_1 = test-asan test-consumer test-browser test-snippets test-docs
TEST_LANE_2 = test-bundle fuzz test-tsan test-solutions
TEST_STAGES = $(TEST_LANE_1) $(TEST_LANE_2)
test: deps
	$(SWIFT) package resolve
	@LOGS=$(LOGS) MAKE="$(MAKE)" .ci/stages "$(TEST_LANE_1)" "$(TEST_LANE_2)"

## test-main: the suite uninstrumented, in .build (not a stage of `make test`, whose test-asan runs
## the same tests under AddressSanitizer).
test-main: deps
	.ci/imports-check
	$(SWIFT) build --build-tests
	@mkdir -p $(LOGS)
	$(TEST_ENV) $(XVFB_RUN) $(SWIFT) test 2>&1 | tee $(LOGS)/test-main.log \
	  || { .ci/failures $(LOGS)/test-main.log test-main; exit 1; }

## check-quick: the inner loop, beside `make test` and never instead of it: the imports check, the
## build, and the suite without its slowest, process-heavy parts ($(QUICK_SKIP): the window, the
## render loop and video, the lessons, the error table): two thirds of the tests in 2 min on a loaded
## 2-core machine where the whole suite took 5 min 46 s (389 of 560, 2026-11-28). No package installs.
QUICK_SKIP = GLSandboxWindowTests|GLSandboxRenderLoopTests|GLSandboxLessonsTests|ErrorTableTests|BenchABHangTests|NothingLostTests
check-quick:
	.ci/imports-check
	$(SWIFT) build --build-tests
	$(TEST_ENV) $(XVFB_RUN) $(SWIFT) test --skip-build --skip '$(QUICK_SKIP)'

## test-solutions: every exercise's shipped solution (docs/solutions/) passes `glsandbox lesson
## check`, in a copy of the package with the solutions laid over the lessons (.build-solutions/);
## then that debug build checks every command's definition (see ASAN_BUILD).
test-solutions: deps
	$(TEST_ENV) docs/solutions/check.sh
	@# The one debug build of the whole CLI in make test: swift-argument-parser checks every
	@# command's options (unique names, positional order, ...) only when compiled with DEBUG.
	@.build-solutions/build/debug/glsandbox --experimental-dump-help > /dev/null \
	  && echo "make: every command's options pass swift-argument-parser's debug-build checks"

## test-consumer: a package like a user's (Examples/SnapshotConsumer, GLSandbox by path) runs its
## snapshot story: record, pass, fail with pictures and one report for every process, CI=true
## with a golden missing, accept.
test-consumer: deps
	$(SWIFT) build --product glsandbox $(ASAN_BUILD)
	$(TEST_ENV) $(ASAN_ENV) Examples/SnapshotConsumer/story.sh $(ASAN_GLSANDBOX)

## test-browser: `glsandbox snapshots review --serve` in headless Chromium (Selenium): the page
## loads, slider, flicker and zoom work, Accept writes the golden, a request without the token or
## for a path outside the folders is refused. REVIEW_SCREENSHOT=docs/images/review.png saves the
## page for the docs.
test-browser: deps
	$(SWIFT) build --product glsandbox $(ASAN_BUILD)
	$(TEST_ENV) $(ASAN_ENV) python3 Tests/Browser/review.py $(ASAN_GLSANDBOX) $(if $(REVIEW_SCREENSHOT),--screenshot $(REVIEW_SCREENSHOT))

## docs: the DocC archives of the four documented modules (their catalogs are
## Sources/<module>/Documentation.docc), in .build/docs/, by the toolchain's swift-symbolgraph-extract
## and docc (.ci/docs). A DocC warning (a broken symbol link, an undocumented parameter in a
## documented list) fails it. (`make test` makes them from the suite's build: DOCS_BUILD, the
## archives then in .build-asan/docs.)
DOCS_BUILD ?=
docs: deps
	SWIFT="$(SWIFT)" .ci/docs $(DOCS_BUILD)

test-docs:
	@$(MAKE) --no-print-directory docs DOCS_BUILD="$(ASAN_BUILD)"

## test-snippets: every Swift snippet of README.md, docs/*.md and the DocC articles compiles as written, in one
## build beside the library (.ci/snippets says how a snippet is marked a fragment or a continuation).
test-snippets: deps
	names=$$(.ci/snippets) && [ -n "$$names" ] && \
	  GLSANDBOX_SNIPPETS="$$names" $(SWIFT) build --build-tests $(ASAN_BUILD) 2>&1 \
	  | grep -v -E '^\[[0-9]+/[0-9]+\] |Cannot export local symbol .__asan' | tail -40

## install: the glsandbox command, built for release, into $(PREFIX)/bin (default /usr/local/bin;
## `make install PREFIX=$$HOME/.local` needs no root), and the shaders it loads at run time into
## $(PREFIX)/share/glsandbox/shaders, where it looks beside its bin/. `swift run glsandbox ...` works without it.
PREFIX ?= /usr/local
install: deps-demo
	$(SWIFT) build -c release --product glsandbox
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/glsandbox $(DESTDIR)$(PREFIX)/bin/glsandbox
	rm -rf $(DESTDIR)$(PREFIX)/share/glsandbox/shaders
	install -d $(DESTDIR)$(PREFIX)/share/glsandbox
	cp -R shaders $(DESTDIR)$(PREFIX)/share/glsandbox/shaders

## bundle: dist/glsandbox-linux-x86_64.tar.gz, glsandbox for machines without Swift: built for
## release with Swift's runtime and Foundation linked in (--static-swift-stdlib, which needs
## $(APT_BUNDLE): Foundation's static networking part links libcurl), the shared libraries a
## machine with only a GPU driver may lack in lib/, the shaders as `make install` lays them out,
## and the GPU check (gpu/run.sh). What it takes from the machine: docs/bundle.md. Linked with
## --as-needed (no library recorded that nothing calls) and the run path $$ORIGIN/../lib as an
## RPATH, which also serves the bundled libraries' own dependencies.
## One release build in $(BUNDLE_BUILD), reused by every later `make bundle` and `make test-bundle`.
APT_BUNDLE   = libcurl4-openssl-dev
BUNDLE_BUILD = .build-bundle
BUNDLE       = dist/glsandbox-linux-x86_64.tar.gz
.PHONY: bundle test-bundle
bundle:
	@missing=""; for p in $(APT_PACKAGES) $(APT_BUNDLE); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then echo "make: installing:$$missing"; $(APT_UPDATE) && $(APT_INSTALL) $$missing >/dev/null; fi
	$(SWIFT) build -c release --product glsandbox --static-swift-stdlib --scratch-path $(BUNDLE_BUILD) \
	  -Xlinker --as-needed -Xlinker --disable-new-dtags -Xlinker -rpath -Xlinker '$$ORIGIN/../lib'
	.ci/bundle.sh $(BUNDLE_BUILD)/release/glsandbox $(BUNDLE)

## test-bundle: the bundle unpacked into a temporary folder runs info, render, loop, bench and
## snapshot with `env -i PATH=/usr/bin:/bin`, `ldd bin/glsandbox` names no Swift library, and its
## GPU check (gpu/run.sh, shortened) writes gpu.json and gpu-report.md through Mesa's software device.
test-bundle: bundle
	.ci/bundle-check.sh $(BUNDLE)

## test-tsan: the render loop's threaded tests under ThreadSanitizer, in a build of their own that
## holds only them and what they stand on (GLSANDBOX_ONLY, see Package.swift): 21 tests.
TSAN_ONLY = GLSANDBOX_ONLY=GLSandboxRenderLoopTests
test-tsan: deps
	$(TSAN_ONLY) $(SWIFT) build --build-tests --sanitize=thread -Xswiftc -gline-tables-only --scratch-path .build-tsan
	@mkdir -p $(LOGS)
	$(TEST_ENV) $(TSAN_ONLY) TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
	  $(SWIFT) test --skip-build --sanitize=thread -Xswiftc -gline-tables-only --scratch-path .build-tsan --filter '\.RenderLoopTests' 2>&1 \
	  | tee $(LOGS)/test-tsan.log || { .ci/failures $(LOGS)/test-tsan.log test-tsan; exit 1; }

## test-asan: the whole suite under AddressSanitizer with LeakSanitizer (what `make test` runs).
## ASAN_BUILD and ASAN_ENV are how the later stages use the same build.
## The build is unoptimised (-Onone, asserts on, testable imports) but configured for release, so
## dependencies are compiled without DEBUG: swift-argument-parser's debug build re-validates every
## command's definition at each parse (80 % of a usage error's time, 30 % of a short render's), in
## each of the suite's thousands of glsandbox processes. The suite ran 398 s here in a debug build,
## 316 s in this one (docs/ci.md). Those definitions are checked once instead, by the debug build
## of the whole CLI in test-solutions (--experimental-dump-help validates every command).
## Debug information is line tables only: a sanitizer's report still names each frame's file and
## line, and the build takes about 7 % less CPU time (245 CPU s against 262 and 275 against 297,
## back to back from clean, 2026-11-29).
ASAN_BUILD     = -c release -Xswiftc -Onone -Xswiftc -enable-testing -Xswiftc -gline-tables-only --sanitize=address --scratch-path .build-asan
ASAN_GLSANDBOX = $(CURDIR)/.build-asan/release/glsandbox
ASAN_ENV       = ASAN_OPTIONS="detect_leaks=1:halt_on_error=1" \
                 LSAN_OPTIONS="suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0"
test-asan: deps
	.ci/imports-check
	$(SWIFT) build --build-tests $(ASAN_BUILD)
	@mkdir -p $(LOGS)
	$(TEST_ENV) $(ASAN_ENV) $(XVFB_RUN) $(SWIFT) test --skip-build $(ASAN_BUILD) 2>&1 \
	  | tee $(LOGS)/test-asan.log || { .ci/failures $(LOGS)/test-asan.log test-asan; exit 1; }

## fuzz: libFuzzer (with AddressSanitizer) on the PNG reader and the attachment-spec parser,
## $(FUZZ_SECONDS) s each, side by side (a core each), from the seed corpora in Fuzz/corpus (copied, never changed).
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
	  { .build-fuzz/release/$$name -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
	      -artifact_prefix=.build-fuzz/crash-$$name- .build-fuzz/corpus-$$corpus 2>.build-fuzz/$$name.log; \
	    echo $$? > .build-fuzz/$$name.status; } & \
	done; wait; \
	status=0; for name in FuzzPNG FuzzAttachmentSpec; do \
	  if [ "$$(cat .build-fuzz/$$name.status)" != 0 ]; then \
	    tail -40 .build-fuzz/$$name.log; echo "make: $$name found a crash: see .build-fuzz/crash-$$name-*"; status=1; \
	  else grep -E "stat::number_of_executed_units|Done" .build-fuzz/$$name.log | tail -2; fi; \
	done; exit $$status

## demo: the learner's first program, the 600x480 GLUT window (lesson 1; LESSON=2..21 for more):
## 1 black window, 2 triangle, 3 shaders reloaded, 4 render to texture (multisampling: glsandbox demo
## --lesson 4 --samples 4), 5 render thread, 6 your own shader, 7 transformations, 8 3D cube and depth
## test, 9 camera, 10 texture and mipmaps, 11 Phong lighting, 12 ray marching, 13 reaction-diffusion
## (ping-pong framebuffers), 14 image processing (a 3x3 kernel), 15 stencil outlines, 16 blending and
## order, 17 shadow mapping, 18 deferred shading, 19 HDR and bloom, 20 instancing,
## 21 compute shaders.
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
	rm -rf .build .build-tsan .build-asan .build-fuzz .build-snippets .build-solutions $(BUNDLE_BUILD) dist $(LOGS) $(OUT)
