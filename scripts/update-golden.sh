#!/usr/bin/env bash
# Regenerates the golden playthroughs (tests/golden/) from the current build. Review the diff
# before committing: a changed golden file is a changed game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
grep -v '^#' tests/golden/games.txt | while read -r name args; do
  [ -n "$name" ] || continue
  # shellcheck disable=SC2086
  build/lore $args > "tests/golden/$name.txt"
  echo "tests/golden/$name.txt"
done
git --no-pager diff --stat -- tests/golden
