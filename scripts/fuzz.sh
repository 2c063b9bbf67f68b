#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (build-fuzz/) and runs each for SECONDS (default 20)
# from the seed corpus in fuzz/corpus/. New inputs go to build-fuzz/corpus/, not the repository.
# A crash, time-out or out-of-memory fails the script and leaves its input in build-fuzz/
# (docs/reliability.md).
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache hits across checkouts (paths are hashed relative to the checkout)
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
seconds="${1:-20}"
scripts/setup.sh
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DLORE_FUZZ=ON >/dev/null
cmake --build build-fuzz --target fuzz_deck fuzz_scenario fuzz_replay fuzz_answers
for target in deck scenario replay answers; do
  mkdir -p "build-fuzz/corpus/$target"
  echo "fuzz_$target: ${seconds}s"
  status=0
  (cd build-fuzz && "./fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=30 \
    -rss_limit_mb=4096 -print_final_stats=1 "corpus/$target" "../fuzz/corpus/$target" \
    >"fuzz-$target.log" 2>&1) || status=$?
  grep -E "^stat::number_of_executed_units|^Done|ERROR|SUMMARY|crash-|timeout-|oom-" \
    "build-fuzz/fuzz-$target.log" || true
  failing=$(find build-fuzz -maxdepth 1 \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \))
  if [ "$status" -ne 0 ] || [ -n "$failing" ]; then
    echo "fuzz_$target failed (exit $status); failing inputs: ${failing:-none}"
    exit 1
  fi
done
