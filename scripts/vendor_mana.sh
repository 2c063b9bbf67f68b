#!/usr/bin/env bash
# Copies the mana symbol font (npm package mana-font, MIT) from tests/web/node_modules into the
# served folder web/vendor/mana, so the page needs no network. Run after changing its version
# in tests/web/package.json (then `npm install` there).
set -euo pipefail
cd "$(dirname "$0")/.."
src=tests/web/node_modules/mana-font
dst=web/vendor/mana
mkdir -p "$dst/css" "$dst/fonts"
cp "$src/css/mana.min.css" "$dst/css/"
cp "$src/fonts/mana.woff" "$src/fonts/mana.ttf" "$dst/fonts/"
version=$(node -p "require('./$src/package.json').version")
printf 'mana-font %s (https://github.com/andrewgioia/mana), MIT license: the mana symbols of\nthe page. Copied by scripts/vendor_mana.sh.\n' "$version" > "$dst/README"
