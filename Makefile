# spvrt: the two commands of the README, and the rest.
#   make demo     build, then run the main job on the bundled examples
#   make test     build twice (plain and ASan+UBSan) and run the whole suite on both
#   make bench    timings against Debian's SPIRV-Tools, as ratios
#   make install  PREFIX=/usr/local: spvrt, libspvrt.{a,so}, headers, spvrt.pc
# Missing Debian packages are installed first (as root) by scripts/ensure-deps.sh.

PREFIX ?= /usr/local
BUILD ?= build
ASAN_BUILD ?= build-asan
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=

.PHONY: all build deps test-deps asan demo test bench install clean

all: build

deps:
	@sh scripts/ensure-deps.sh build

test-deps:
	@sh scripts/ensure-deps.sh test

build: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

asan: deps
	@cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DSPVRT_SANITIZE=ON $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(ASAN_BUILD) -j $(JOBS)

demo: test-deps build
	@sh examples/demo.sh $(BUILD)/spvrt

test: test-deps build asan
	@python3 tests/run_tests.py --build $(BUILD) --build $(ASAN_BUILD)

bench: test-deps build
	@python3 bench/bench.py --spvrt $(BUILD)/spvrt

install: build
	@cmake --install $(BUILD) --prefix $(PREFIX)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
