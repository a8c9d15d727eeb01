# spvrt: the two commands of the README, and the rest.
#   make demo     build, then run the main job on the bundled examples
#   make test     build twice (plain and ASan+UBSan) and run the whole suite on both
#   make bench    timings against Debian's SPIRV-Tools and Embree 3, as ratios
#   make install  PREFIX=/usr/local: spvrt, libspvrt.{a,so}, headers, spvrt.pc
#   make fuzz     the libFuzzer targets, FUZZ_SECONDS each (clang)
# Missing Debian packages are installed first (as root) by scripts/ensure-deps.sh.

PREFIX ?= /usr/local
BUILD ?= build
ASAN_BUILD ?= build-asan
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 60
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=

.PHONY: all build deps test-deps bench-deps asan fuzz-build demo test bench install clean fuzz

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

fuzz-build: test-deps
	@CC=clang cmake -S . -B $(FUZZ_BUILD) -DCMAKE_BUILD_TYPE=Debug -DSPVRT_FUZZ=ON $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(FUZZ_BUILD) -j $(JOBS) --target fuzz_binary fuzz_text fuzz_profile fuzz_amber fuzz_exec fuzz_jit spvrt

demo: test-deps build
	@sh examples/demo.sh $(BUILD)/spvrt

test: test-deps build asan fuzz-build
	@python3 tests/run_tests.py --build $(BUILD) --build $(ASAN_BUILD) --fuzz-build $(FUZZ_BUILD)

# longer fuzzing: FUZZ_SECONDS per target
fuzz: fuzz-build
	@sh tests/fuzz/run.sh $(FUZZ_BUILD) $(FUZZ_BUILD)/spvrt seconds $(FUZZ_SECONDS)

bench-deps:
	@sh scripts/ensure-deps.sh bench

bench: bench-deps build
	@python3 bench/bench.py --spvrt $(BUILD)/spvrt --build $(BUILD)

install: build
	@cmake --install $(BUILD) --prefix $(PREFIX)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(FUZZ_BUILD)
