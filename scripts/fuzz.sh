#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (build-fuzz/) and runs each for SECONDS (default 20)
# from the seed corpus in fuzz/corpus/. New inputs go to build-fuzz/corpus/, not the repository.
# A crash leaves its input in build-fuzz/ and fails the script (docs/reliability.md).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-20}"
scripts/setup.sh
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DLORE_FUZZ=ON >/dev/null
cmake --build build-fuzz --target fuzz_deck fuzz_scenario fuzz_replay fuzz_answers
for target in deck scenario replay answers; do
  mkdir -p "build-fuzz/corpus/$target"
  echo "fuzz_$target: ${seconds}s"
  (cd build-fuzz && "./fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -print_final_stats=1 "corpus/$target" "../fuzz/corpus/$target" 2>&1 |
    grep -E "^stat::number_of_executed_units|^Done|ERROR|SUMMARY|crash-|timeout-" || true)
  if ls build-fuzz/crash-* build-fuzz/timeout-* build-fuzz/oom-* >/dev/null 2>&1; then
    echo "fuzz_$target found a failing input:"; ls build-fuzz/crash-* build-fuzz/timeout-* build-fuzz/oom-* 2>/dev/null
    exit 1
  fi
done
