#!/usr/bin/env bash
# Builds and runs the whole test suite: a Release build, then an ASan/UBSan build. Display tests run
# under xvfb-run (SFML 2.5 aborts without an X display).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
run_suite() {
  local dir=$1; shift
  cmake -S . -B "$dir" "$@" >/dev/null
  cmake --build "$dir" -j"$jobs"
  # -noreset: Xvfb otherwise resets when its last client leaves, racing the next test process.
  xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" ctest --test-dir "$dir" --output-on-failure -j"$jobs"
}
run_suite build -DCMAKE_BUILD_TYPE=Release
# The sanitizer build skips the benchmarks. Leaks inside the X server client and GL libraries that SFML
# loads are not ours: scripts/lsan.supp names them.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
run_suite build-asan -DCMAKE_BUILD_TYPE=Debug -DPAIPU_SANITIZE=ON -DPAIPU_BUILD_BENCH=OFF
