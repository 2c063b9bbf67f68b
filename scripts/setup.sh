#!/usr/bin/env bash
# Installs every Debian package lore needs. Safe to run again: it installs only what is missing.
set -euo pipefail
packages=(cmake ninja-build g++ ccache libfmt-dev nlohmann-json3-dev libcli11-dev pkg-config libcpp-httplib-dev
          libgtest-dev libgmock-dev libbenchmark-dev clang-format
          clang libclang-rt-dev chromium)
# Node.js and npm for the browser tests (tests/web), unless a Node.js is already there (a
# nodesource build brings its own npm, which Debian's npm package would conflict with).
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)
missing=()
install_web_tests() {  # the npm packages of the browser tests, as locked (package-lock.json)
  (cd "$(dirname "$0")/../tests/web" && { [ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund; })
}
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  install_web_tests
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
install_web_tests
