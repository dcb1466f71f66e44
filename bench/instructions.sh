#!/usr/bin/env bash
# instructions.sh: count the instructions per URL of urikit's side of the
# Normalize and NormalizeChanged benchmarks (parse + Normalize + String) with
# valgrind's callgrind, which, unlike a timer, gives the same figure on a
# loaded machine. GC is off and one P runs, so the count is the work of the
# code itself; the branch simulation's mispredicts are printed beside it.
#
#   ./instructions.sh [-n OPS] [LIST...]     (LIST: isaacs_files kasztp node_files userbait)
#
# Needs valgrind, and the URL lists ($URIKIT_DATASETS, as for ratios.sh).
set -euo pipefail
cd "$(dirname "$0")"

n=20000
if [ "${1:-}" = "-n" ]; then n=$2; shift 2; fi
lists=("$@")
[ ${#lists[@]} -gt 0 ] || lists=(isaacs_files kasztp node_files userbait)
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is not installed" >&2; exit 1; }

dir=$(mktemp -d "${TMPDIR:-/tmp}/urikit-instr.XXXXXX")
trap 'rm -rf "$dir"' EXIT
go test -c -o "$dir/bench.test" .
printf '| benchmark | instructions per URL | mispredicted branches (simulated) |\n| --- | ---: | ---: |\n'
for f in "${lists[@]}"; do
	for b in NormalizeChanged Normalize; do
		out="$dir/$b-$f.out"
		# Valgrind 3.19 does not know RDTSCP, which the runtime's lock
		# spinning can reach (runtime.cputicks): such a run dies of
		# SIGILL and is run again, up to ten times.
		for try in 1 2 3 4 5 6 7 8 9 10; do
			GOMAXPROCS=1 GOGC=off GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --branch-sim=yes \
				--toggle-collect="*Benchmark$b.func1" --callgrind-out-file="$out" \
				"$dir/bench.test" -test.run '^$' -test.bench "^Benchmark$b\$/file=$f/normalizer=urikit" \
				-test.benchtime "${n}x" >"$dir/log" 2>&1 && break
			[ "$try" -lt 10 ] || { echo "instructions.sh: valgrind failed on $b/$f:" >&2; tail -20 "$dir/log" >&2; exit 1; }
		done
		callgrind_annotate "$out" 2>/dev/null | awk -v n="$n" -v t="$b/file=$f" '/PROGRAM TOTALS/ {
			gsub(",", "", $1); gsub(",", "", $5)
			printf "| %s | %d | %.1f |\n", t, $1 / n, $5 / n }'
	done
done
