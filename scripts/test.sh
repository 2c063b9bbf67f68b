#!/usr/bin/env bash
# Builds lore and runs every test. With --sanitize, builds the tests with ASan + UBSan in
# build-asan/ and runs them there.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache hits across checkouts (paths are hashed relative to the checkout)
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
scripts/setup.sh
if [ "${1:-}" = "--sanitize" ]; then
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DLORE_SANITIZE=ON >/dev/null
  cmake --build build-asan
  ctest --test-dir build-asan --output-on-failure -j 2 --timeout 600
else
  scripts/build.sh
  ctest --test-dir build --output-on-failure -j 2 --timeout 300
fi
