#!/usr/bin/env bash
# Configures and builds lore (Release) into build/.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache hits across checkouts (paths are hashed relative to the checkout)
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
