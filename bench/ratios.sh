#!/usr/bin/env bash
# ratios.sh: run the side-by-side benchmarks of this module and print the
# medians of each peer and their ratios to urikit, as a Markdown table.
#
#   ./ratios.sh [-count N] [-benchtime T] [-bench REGEXP] [-raw FILE]
#
# Defaults: -count 5 -benchtime 1s -bench . ; the raw `go test -bench`
# output of the -count runs is kept in FILE (default: a temporary file,
# named on stderr), in the format benchstat reads, e.g.
#   benchstat -col /parser -filter .name:Parse FILE
#   benchstat -col /resolver FILE
#   benchstat -col /parser -filter .name:WHATWGParse FILE
#   benchstat -col /extractor -filter .name:Extract FILE
# In BenchmarkWHATWGParse (whatwg_test.go) the peer "urikit" is urikit's
# package whatwg (the URL Standard's parser), beside net/url.Parse and
# nlnwa/whatwg-url ("whatwg"):
#   ./ratios.sh -bench WHATWGParse
# (golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da). A ratio is the median over the runs of peer ns/op divided by urikit ns/op in the same run:
# 4.0x means urikit took a quarter of the time. Figures from a shared,
# noisy machine: compare ratios, not absolute times.
set -euo pipefail
cd "$(dirname "$0")"

count=5 benchtime=1s bench=. raw=""
while [ $# -gt 0 ]; do
	case "$1" in
	-count) count=$2; shift 2 ;;
	-benchtime) benchtime=$2; shift 2 ;;
	-bench) bench=$2; shift 2 ;;
	-raw) raw=$2; shift 2 ;;
	*) echo "usage: $0 [-count N] [-benchtime T] [-bench REGEXP] [-raw FILE]" >&2; exit 2 ;;
	esac
done
[ -n "$raw" ] || raw=$(mktemp "${TMPDIR:-/tmp}/urikit-bench.XXXXXX")

# One test binary, run $count times: each run measures every peer once, so
# the peers take turns and a burst of load from elsewhere on the machine
# hits all of them rather than the five runs of one.
bin=$(mktemp "${TMPDIR:-/tmp}/urikit-bench-bin.XXXXXX")
trap 'rm -f "$bin"' EXIT
go test -c -o "$bin" .
: >"$raw"
for _ in $(seq "$count"); do
	"$bin" -test.run '^$' -test.bench "$bench" -test.benchmem -test.benchtime "$benchtime" >>"$raw"
done
echo "raw output: $raw" >&2
if ! grep -q '^Benchmark' "$raw"; then
	cat "$raw" >&2
	echo "ratios.sh: no benchmark results (are the URL lists missing?)" >&2
	exit 1
fi

awk -v count="$count" '
function median(list,    n, a, i, j, t) {
	n = split(list, a, " ")
	for (i = 2; i <= n; i++) {
		t = a[i] + 0
		for (j = i - 1; j >= 1 && a[j] + 0 > t; j--) a[j + 1] = a[j]
		a[j + 1] = t
	}
	if (n % 2) return a[(n + 1) / 2]
	return (a[n / 2] + a[n / 2 + 1]) / 2
}
/^Benchmark/ {
	name = $1
	sub(/-[0-9]+$/, "", name)              # GOMAXPROCS suffix
	peer = name; sub(/.*=/, "", peer)      # the last key=value is the peer
	group = name; sub(/\/[^\/]*$/, "", group)
	for (f = 3; f < NF; f++) {
		if ($(f + 1) == "ns/op") ns[group, peer] = ns[group, peer] " " $f
		if ($(f + 1) == "MB/s") mbs[group, peer] = mbs[group, peer] " " $f
		if ($(f + 1) == "allocs/op") al[group, peer] = al[group, peer] " " $f
	}
	if (!(group in seen)) { seen[group] = 1; order[++ngroups] = group }
	if (!((group, peer) in seenp)) { seenp[group, peer] = 1 }
}
function cell(g, p,    s) {
	if (!((g, p) in seenp)) return "-"
	s = sprintf("%.1f ns", median(ns[g, p]))
	if ((g, p) in mbs) s = s sprintf(", %.0f MB/s", median(mbs[g, p]))
	return s sprintf(", %d allocs", median(al[g, p]))
}
# ratio is the median, over the runs, of the peer time over the urikit time in
# the same run: the two were measured one after the other, so a burst of
# load from elsewhere that slows one run slows both sides of its ratio.
function ratio(g, p,    a, b, n, i, list) {
	if (!((g, p) in seenp) || !((g, "urikit") in seenp)) return "-"
	n = split(ns[g, p], a, " ")
	if (split(ns[g, "urikit"], b, " ") != n) return sprintf("%.1fx", median(ns[g, p]) / median(ns[g, "urikit"]))
	list = ""
	for (i = 1; i <= n; i++) list = list " " a[i] / b[i]
	return sprintf("%.1fx", median(list))
}
END {
	printf "Medians of %d runs per cell (ns/op is per URL or per reference; for Extract, per pass over the text); ratio = median over the runs of peer time / urikit time in the same run.\n\n", count
	nx = 0
	for (i = 1; i <= ngroups; i++) if ((order[i], "xurls") in seenp) nx++
	if (nx < ngroups) {
		print "| benchmark | urikit | net/url | net/url ÷ urikit | whatwg-url | whatwg-url ÷ urikit | purell | purell ÷ urikit |"
		print "| --- | --- | --- | ---: | --- | ---: | --- | ---: |"
	}
	for (i = 1; i <= ngroups; i++) {
		g = order[i]
		if ((g, "xurls") in seenp) continue
		label = g; sub(/^Benchmark/, "", label)
		printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", label, cell(g, "urikit"), cell(g, "neturl"), ratio(g, "neturl"), cell(g, "whatwg"), ratio(g, "whatwg"), cell(g, "purell"), ratio(g, "purell")
	}
	# Finding references in text (BenchmarkExtract): the urikit package
	# extract beside mvdan.cc/xurls/v2 Strict; ns/op is per pass over the
	# whole text.
	if (nx > 0) {
		if (nx < ngroups) print ""
		print "| benchmark | urikit | xurls.Strict | xurls ÷ urikit |"
		print "| --- | --- | --- | ---: |"
	}
	for (i = 1; i <= ngroups; i++) {
		g = order[i]
		if (!((g, "xurls") in seenp)) continue
		label = g; sub(/^Benchmark/, "", label)
		printf "| %s | %s | %s | %s |\n", label, cell(g, "urikit"), cell(g, "xurls"), ratio(g, "xurls")
	}
}' "$raw"
