#!/usr/bin/env bash
# cli.sh: lines per second of the urikit command's verbs (parse, normalize,
# check, dedup) with 1 and 2 workers, beside `sort -u` (which normalizes
# nothing) and a net/url + purell pipeline (cmd/purellpipe), all on the
# same generated file, in turns, as a Markdown table.
#
#   bench/cli.sh [-repeat R] [-runs N] [-file FILE]
#
# The file is the four lists of $URIKIT_DATASETS (which must be set)
# concatenated R times
# (default 10: about 1.1 million lines, 62 MB), written to FILE (default:
# a temporary file, removed at the end). Each of the N runs (default 3)
# times every command once, in turn, so that a burst of load from
# elsewhere on the machine hits all of them; the table gives the median
# wall time of each, its lines per second, its time over sort -u's, and
# its median cpu time (user + sys, from /usr/bin/time when present).
# Figures from a shared, noisy machine: compare within one table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
datasets=${URIKIT_DATASETS:?set URIKIT_DATASETS to the folder of the URL lists}

repeat=10 runs=3 file=""
while [ $# -gt 0 ]; do
	case "$1" in
	-repeat) repeat=$2; shift 2 ;;
	-runs) runs=$2; shift 2 ;;
	-file) file=$2; shift 2 ;;
	*) echo "usage: $0 [-repeat R] [-runs N] [-file FILE]" >&2; exit 2 ;;
	esac
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/urikit-cli.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
[ -n "$file" ] || file=$tmp/lines.txt
lists=()
for name in kasztp isaacs_files node_files userbait; do
	f=$datasets/$name.txt
	[ -r "$f" ] || { echo "cli.sh: no $f (set URIKIT_DATASETS)" >&2; exit 2; }
	lists+=("$f")
done
: >"$file"
for _ in $(seq "$repeat"); do cat "${lists[@]}" >>"$file"; done
lines=$(wc -l <"$file")
bytes=$(wc -c <"$file")

(cd "$root" && go build -o "$tmp/urikit" ./cmd/urikit)
(cd "$here" && go build -o "$tmp/purellpipe" ./cmd/purellpipe)

names=("sort -u" "net/url + purell (1 goroutine)")
cmds=("sort -u $file" "$tmp/purellpipe")
stdin=("" "$file")
for verb in parse normalize check dedup; do
	for w in 1 2; do
		names+=("urikit $verb --workers $w")
		cmds+=("$tmp/urikit $verb --no-progress --workers $w --input $file")
		stdin+=("")
	done
done

# wall[i] and cpu[i] hold the seconds of command i, one per run: wall
# time from the clock, cpu time (user + sys) from /usr/bin/time when the
# machine has it.
declare -a wall cpu
have_time=0
[ -x /usr/bin/time ] && have_time=1
for _ in $(seq "$runs"); do
	for i in "${!cmds[@]}"; do
		in=${stdin[$i]:-/dev/null}
		start=$(date +%s.%N)
		# The exit status is 1 when some line is invalid: not a failure.
		if [ $have_time = 1 ]; then
			/usr/bin/time -f '%U %S' -o "$tmp/cpu" ${cmds[$i]} <"$in" >/dev/null 2>/dev/null || [ $? -eq 1 ]
		else
			${cmds[$i]} <"$in" >/dev/null 2>&1 || [ $? -eq 1 ]
		fi
		end=$(date +%s.%N)
		wall[$i]="${wall[$i]:-} $(echo "$end - $start" | bc -l)"
		if [ $have_time = 1 ]; then
			cpu[$i]="${cpu[$i]:-} $(tail -n 1 "$tmp/cpu" | awk '{print $1 + $2}')"
		fi
	done
done

median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
commas() { awk '{printf "%.0f", $1}' | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
sortmed=$(echo "${wall[0]}" | median)
echo "$lines lines, $bytes bytes ($repeat x the datasets); median of $runs runs; $(nproc) cores"
echo
echo "| command | wall s | lines/s | wall / sort -u | cpu s | lines per cpu s |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
for i in "${!cmds[@]}"; do
	m=$(echo "${wall[$i]}" | median)
	c=- per=-
	if [ $have_time = 1 ]; then
		c=$(echo "${cpu[$i]}" | median)
		per=$(echo "$lines / ($c + 0.005)" | bc -l | commas)
	fi
	printf '| `%s` | %.2f | %s | %.2f | %s | %s |\n' "${names[$i]}" "$m" \
		"$(echo "$lines / $m" | bc -l | commas)" "$(echo "$m / $sortmed" | bc -l)" "$c" "$per"
done
