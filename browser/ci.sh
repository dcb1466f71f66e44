#!/bin/sh
# browser/ci.sh: the end-to-end test of "urikit serve" in a real browser.
# Run from the repository root. Installs Debian's chromium when
# /usr/bin/chromium is missing, then vets and tests the browser module,
# which must find the browser (URIKIT_BROWSER=required: no skipping).
set -eu
if [ ! -x /usr/bin/chromium ]; then
	echo "browser/ci.sh: installing chromium (apt-get)" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends chromium chromium-driver fonts-dejavu-core fonts-liberation >/dev/null
fi
cd browser
go vet ./...
URIKIT_BROWSER=required go test -count=1 ./...
