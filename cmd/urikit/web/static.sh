#!/bin/sh
# cmd/urikit/web/static.sh OUTDIR: build the playground as a static site in
# OUTDIR, the packages compiled to WebAssembly: index.html,
# app.js, style.css, wasm.js, Go's wasm_exec.js (from the toolchain) and
# urikit.wasm. Any static file server will do; nothing leaves the page.
# Run from the repository root.
set -eu
out=${1:?usage: cmd/urikit/web/static.sh OUTDIR}
mkdir -p "$out"
GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -o "$out/urikit.wasm" ./cmd/urikit
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
cp cmd/urikit/web/app.js cmd/urikit/web/style.css cmd/urikit/web/wasm.js "$out/"
sed 's|<script src="app.js" defer></script>|<script src="wasm_exec.js"></script>\n<script src="wasm.js"></script>\n&|' \
	cmd/urikit/web/index.html >"$out/index.html"
grep -q 'src="wasm.js"' "$out/index.html"
