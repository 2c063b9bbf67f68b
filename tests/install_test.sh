#!/usr/bin/env bash
# `cmake --install` into a fresh prefix: the installed `lore` runs a game and serves the web
# client from the prefix's share/lore (page and rules text), with no option naming them.
# usage: install_test.sh BUILD_DIR
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'kill "${server:-}" 2>/dev/null || true; rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
lore=$prefix/bin/lore
"$lore" play --seed 1 >/dev/null
"$lore" serve --port 0 >"$prefix/serve.out" &
server=$!
for _ in $(seq 100); do grep -q '^page ' "$prefix/serve.out" && break; sleep 0.1; done
url=$(grep -o 'http://[0-9.]*:[0-9]*/' "$prefix/serve.out")
grep -qx "page $prefix/share/lore/web, rules $prefix/share/lore/CompRules-2026-04-17.txt" \
  "$prefix/serve.out" || { cat "$prefix/serve.out"; echo "not served from the prefix" >&2; exit 1; }
python3 - "$url" <<'PY'
import sys, urllib.request
page = urllib.request.urlopen(sys.argv[1]).read().decode()
assert "<html" in page.lower(), page[:200]
rule = urllib.request.urlopen(sys.argv[1] + "api/rule?n=714.3b").read().decode()
assert "lore counter" in rule, rule[:300]
PY
echo "installed lore serves $url from $prefix/share/lore"
