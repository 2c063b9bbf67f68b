#!/usr/bin/env bash
# Formats the C++ sources (and only them) with the project's .clang-format.
# With --check, changes nothing and fails if any file is not formatted.
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(find src tests bench fuzz \( -name '*.cpp' -o -name '*.h' \) | sort)
if [ "${1:-}" = "--check" ]; then
  # shellcheck disable=SC2086
  clang-format --dry-run -Werror $files
else
  # shellcheck disable=SC2086
  clang-format -i $files
fi
