#!/usr/bin/env bash
# spill.sh: urikit dedup past --max-memory, beside sort -u, on a generated
# file of 3,000,000 URLs holding 2,000,000 classes (RFC 3986 6.2
# equivalence: a third of the lines spell the scheme in upper case), as a
# Markdown table: the median wall and cpu (user + sys) times of each
# command, their ratios to sort -u's, its peak resident memory
# (/usr/bin/time), whether dedup with the
# limit wrote exactly what dedup without it writes, and whether it left a
# file in its --tmp directory.
#
#   bench/spill.sh [-lines N] [-classes K] [-max-memory SIZE] [-runs R] [-keep DIR]
#
# Defaults: -lines 3000000 -classes 2000000 -max-memory 48M -runs 3. The
# file and the outputs are written to a temporary directory (or DIR with
# -keep), removed at the end. sort -u runs with LC_ALL=C, byte order, its
# fastest. Figures from a shared, noisy machine: compare within one table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")

lines=3000000 classes=2000000 maxmem=48M runs=3 keep=""
while [ $# -gt 0 ]; do
	case "$1" in
	-lines) lines=$2; shift 2 ;;
	-classes) classes=$2; shift 2 ;;
	-max-memory) maxmem=$2; shift 2 ;;
	-runs) runs=$2; shift 2 ;;
	-keep) keep=$2; shift 2 ;;
	*) echo "usage: $0 [-lines N] [-classes K] [-max-memory SIZE] [-runs R] [-keep DIR]" >&2; exit 2 ;;
	esac
done
[ -x /usr/bin/time ] || { echo "spill.sh: needs /usr/bin/time (GNU time) for the peak memory" >&2; exit 2; }

if [ -n "$keep" ]; then
	tmp=$keep
	mkdir -p "$tmp"
else
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/urikit-spill.XXXXXX")
	trap 'rm -rf "$tmp"' EXIT
fi
(cd "$root" && go build -o "$tmp/urikit" ./cmd/urikit)

# Line i is class (i * 7919) mod K: 7919 is prime to K, so the first K
# lines are K classes and the rest come back to them.
file=$tmp/urls.txt
awk -v n="$lines" -v k="$classes" 'BEGIN {
	for (i = 0; i < n; i++) {
		c = (i * 7919) % k
		s = (i % 3 == 0) ? "HTTP" : "http"
		printf "%s://host%d.example.com/a/%d/p.html?id=%d\n", s, c % 4999, c, c % 97
	}
}' >"$file"
size=$(wc -c <"$file")
mkdir -p "$tmp/runs"

# run NAME CMD...: one timed run, its wall seconds, peak kB and cpu
# seconds appended to $tmp/NAME.times.
run() {
	local name=$1
	shift
	/usr/bin/time -f "%e %M %U %S" -o "$tmp/time.out" "$@" >"$tmp/$name.out"
	cat "$tmp/time.out" >>"$tmp/$name.times"
}
for _ in $(seq "$runs"); do
	run sort env LC_ALL=C sort -u "$file"
	run dedup "$tmp/urikit" dedup --no-progress --input "$file"
	run spill "$tmp/urikit" dedup --no-progress --max-memory "$maxmem" --tmp "$tmp/runs" --input "$file"
done

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
wall() { awk '{ print $1 }' "$tmp/$1.times" | median; }
peak() { awk '{ print $2 }' "$tmp/$1.times" | median; }
cpu() { awk '{ print $3 + $4 }' "$tmp/$1.times" | median; }
sortwall=$(wall sort)
sortcpu=$(cpu sort)
same=no
cmp -s "$tmp/dedup.out" "$tmp/spill.out" && same=yes
left=$(find "$tmp/runs" -mindepth 1 | wc -l)
printf '%d lines (%d bytes), %d classes (dedup wrote %d), --max-memory %s, medians of %d runs\n\n' \
	"$lines" "$size" "$classes" "$(wc -l <"$tmp/dedup.out")" "$maxmem" "$runs"
printf '| command | wall s | ÷ sort -u | cpu s | ÷ sort -u | peak RSS MB |\n| --- | ---: | ---: | ---: | ---: | ---: |\n'
for name in sort dedup spill; do
	case $name in
	sort) label="sort -u (LC_ALL=C)" ;;
	dedup) label="urikit dedup" ;;
	spill) label="urikit dedup --max-memory $maxmem" ;;
	esac
	w=$(wall "$name")
	c=$(cpu "$name")
	printf '| %s | %.2f | %.2f | %.2f | %.2f | %.0f |\n' "$label" "$w" "$(echo "$w $sortwall" | awk '{ print $1 / $2 }')" \
		"$c" "$(echo "$c $sortcpu" | awk '{ print $1 / $2 }')" "$(echo "$(peak "$name")" | awk '{ print $1 / 1024 }')"
done
printf '\noutput with the limit identical to the output without it: %s; files left in --tmp: %d\n' "$same" "$left"
