#!/usr/bin/env bash
# beam/ci.sh: vet and test the Beam pipeline module (beam/, its own go.mod,
# Apache Beam Go SDK pinned there). Run from the repository root; exits
# non-zero on failure. The tests run the pipeline on the SDK's local
# runner (prism, in-process): no network, no Docker. A cold build of the
# SDK takes minutes.
set -euo pipefail
cd "$(dirname "$0")"
command -v go >/dev/null || export PATH="/usr/local/go/bin:$PATH"

unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then
	echo "gofmt: these files need formatting:" >&2
	echo "$unformatted" >&2
	exit 1
fi
go vet ./...
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
# The pipeline logs each stage at INFO on stderr; keep the log for a failure.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
go test ./... >"$log" 2>&1 || {
	cat "$log"
	exit 1
}
grep -E '^(ok|FAIL|---|\?)' "$log"
