#!/usr/bin/env bash
# Builds and runs the whole test suite: a Release build (GCC), then an ASan/UBSan build (clang) that
# runs the suite again and then each fuzz target for a short libFuzzer run. Display tests run under
# xvfb-run (SFML 2.5 aborts without an X display).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# run_suite DIR "CTEST ARGS" CMAKE ARGS...
run_suite() {
  local dir=$1 select=$2; shift 2
  local start=$SECONDS
  cmake -S . -B "$dir" "$@" >/dev/null
  cmake --build "$dir" -j"$jobs"
  echo "== $dir: built in $((SECONDS - start)) s"
  start=$SECONDS
  # -noreset: Xvfb otherwise resets when its last client leaves, racing the next test process.
  # shellcheck disable=SC2086  # $select is a list of ctest arguments
  xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" ctest --test-dir "$dir" --output-on-failure \
    -j"$jobs" $select
  echo "== $dir: tested in $((SECONDS - start)) s"
}
# Without link-time optimisation: with it, each of the thirty test programs is optimised again as
# it links (db_tests alone: 56 s on two cores). The tests check behaviour, which it does not
# change; scripts/demo.sh builds the binary people run with it.
run_suite build "" -DCMAKE_BUILD_TYPE=Release -DPAIPU_LTO=OFF
# Second stage: one clang build with AddressSanitizer and UndefinedBehaviorSanitizer serves both the
# test suite and the libFuzzer targets (PAIPU_FUZZ=ON instruments every library for both). Until 30
# November a GCC sanitizer build ran the tests and a clang build the fuzzers: GCC compiles a test file
# with the sanitizers in about 1.7 times the CPU time clang does, and the two builds compiled the
# libraries twice. Debug keeps assertions on (PAIPU_SANITIZE compiles at -O1). The benchmarks are not
# built here. Leaks inside the X server client and GL libraries that SFML loads are not ours:
# scripts/lsan.supp names them.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# It leaves out what the Release stage has run and sanitizers add little to: the page in Chromium
# (label browser: Chromium's own code), the size of a 100-hand page (a measurement: 100 hands
# exported twice) and the imports killed half way (what the database keeps when a process dies).
# On 29 November they took 460 of the stage's 1,070 test seconds. The solver's comparison with brute
# force checks 60 positions a game there, not 1,000: the Release stage has checked them all. The
# analyze command's tests (Analyze.*), the page and picture drawn with --analyze
# (ExportHtmlCommand.*Analysis*) and the stats and hands columns of an analysed database
# (Review.TheCommandsShow…) search through the binary, and run in the Release stage only.
export PAIPU_ANALYSIS_POSITIONS=60
run_suite build-san \
  "-LE browser -E AHundredHandRecord|AnImportKilledHalfWay|Analyze\.|ExportHtmlCommand\..*Analysis|Review\.TheCommandsShow" \
  -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug -DPAIPU_FUZZ=ON -DPAIPU_BUILD_BENCH=OFF
# Third: a short libFuzzer run of each fuzz target (docs/fuzzing.md), from the same build. Any crash,
# leak, timeout or sanitizer report fails the script; the input is left in build-san/fuzz/.
unset LSAN_OPTIONS UBSAN_OPTIONS
fuzz_seconds=${PAIPU_FUZZ_SECONDS:-60}
fuzz_target() {
  local target=$1 max_len=2048
  # JSON is wordier, a 三打哈 hand has three times the plays of an 打天九 one, and a 温州麻雀 or
  # 清一色東天紅 hand a line for every draw and discard.
  [[ $target == json_reader || $target == replay_sandaha || $target == replay_wenzhou ||
    $target == replay_chinton ]] && max_len=4096
  (cd build-san/fuzz && "../tests/fuzz/fuzz_$target" -max_total_time="$fuzz_seconds" -max_len="$max_len" \
    -timeout=10 -rss_limit_mb=2048 -detect_leaks=1 -entropic_feature_frequency_threshold=16 \
    -dict="$target.dict" -print_final_stats=1 "corpus/$target") >"build-san/fuzz/$target.log" 2>&1
}
fuzz_report() {
  local target=$1 status=$2 log=build-san/fuzz/$1.log
  if ((status != 0)); then
    tail -n 60 "$log"
    echo "fuzz $target: FAILED (log: $log)"
    return 1
  fi
  local runs last
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  last=$(grep -E '^#[0-9]+' "$log" | tail -n 1)
  echo "fuzz $target: $runs executions, $(grep -oE 'cov: [0-9]+ ft: [0-9]+' <<<"$last")"
}
targets=(notation_reader json_reader replay_tianjiu replay_daqizi replay_sandaha replay_wenzhou replay_chinton lsp_session)
failed=0
for ((first = 0; first < ${#targets[@]}; first += jobs)); do
  batch=("${targets[@]:first:jobs}")
  pids=()
  for target in "${batch[@]}"; do
    fuzz_target "$target" &
    pids+=($!)
  done
  for i in "${!batch[@]}"; do
    status=0
    wait "${pids[i]}" || status=$?
    fuzz_report "${batch[i]}" "$status" || failed=1
  done
  ((failed == 0)) || exit 1
done
