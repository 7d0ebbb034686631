#!/bin/sh
# How the cost of a placement grows with the size of each problem, against the plain
# recursions and the tutorials' C++ baselines, in one run:
#
#   benches/scaling.sh [ROUNDS]
#
# First the in-process table of `cargo bench --bench scaling`: the engine's counting loop
# against a plain recursion with the same pruning, queens N 8-15, permutations 8-11,
# subset sum of 1..n for n 16-28, and sudoku by MRV on generated 9x9, 16x16 and 25x25
# puzzles. Then whole-program runs (best user+system time of ROUNDS, default 3):
# `solve queens N --count` against seed 001's C++ queens, and MRV to the first solution
# of each puzzle of top1465.txt against seed 004's C++ MRV. Each line gives nanoseconds
# a placement and how much that grew from the size before. The C++ lines need g++ and
# ../shared/.
set -eu
cd "$(dirname "$0")/.."
rounds=${1:-3}
shared=../shared
out=target/scaling
mkdir -p "$out"
. benches/timing.sh

SCALING_PUZZLES=$out cargo bench --quiet --bench scaling
cargo build --release --quiet
ours=${CARGO_TARGET_DIR:-target}/release/backtrack
cxx=""
if command -v g++ >/dev/null && [ -d "$shared/baselines" ]; then
    for name in seed001_queens seed004_mrv; do
        if [ ! -x "$out/$name" ] || [ "$shared/baselines/$name.cpp" -nt "$out/$name" ]; then
            g++ -O2 -o "$out/$name" "$shared/baselines/$name.cpp"
        fi
    done
    cxx=yes
fi

# The value of NAME=VALUE in the --stats line that `$ours ... --stats` prints.
stat() {
    "$@" --stats 2>&1 >/dev/null | tr ' ' '\n' | sed -n "s/^placements=//p"
}

# Prints a line: label, placements, ns a placement for ours and the baseline, their
# ratio, and our growth a placement from the line before ($previous).
previous=""
line() {
    awk -v l="$1" -v p="$2" -v e="$3" -v bp="$4" -v b="$5" -v prev="$previous" 'BEGIN {
        ns = e * 1e9 / p
        growth = prev == "" ? "-" : sprintf("%.2fx", ns / prev)
        if (b == "") {
            printf "%-22s %13d %9.2f %9s %7s %9s\n", l, p, ns, "-", "-", growth
        } else {
            bns = b * 1e9 / bp
            printf "%-22s %13d %9.2f %9.2f %6.2fx %9s\n", l, p, ns, bns, ns / bns, growth
        }
    }'
    previous=$(awk -v e="$3" -v p="$2" 'BEGIN { print e * 1e9 / p }')
}

echo
echo "whole program, best of $rounds         ours   baseline"
printf "%-22s %13s %9s %9s %7s %9s\n" "run" "placements" "ns/place" "ns/place" "ratio" "growth"
# Smaller boards take less than the clock's 10 ms.
n=12
while [ "$n" -le 15 ]; do
    placements=$(stat "$ours" solve queens "$n" --count)
    engine=$(best "$ours" solve queens "$n" --count)
    if [ -n "$cxx" ]; then
        theirs=$("$out/seed001_queens" "$n" 2>&1 >/dev/null | awk '{ print $2 }')
        baseline=$(best "$out/seed001_queens" "$n")
    else
        theirs="" baseline=""
    fi
    line "queens $n, count" "$placements" "$engine" "$theirs" "$baseline"
    n=$((n + 1))
done

puzzles=$shared/data/top1465.txt
if [ -n "$cxx" ] && [ -f "$puzzles" ]; then
    previous=""
    count=$(grep -vc '^#' "$puzzles")
    solve="$ours solve sudoku $puzzles --order mrv --count --limit 1"
    placements=$(stat $solve)
    engine=$(best $solve)
    # Seed 004 counts one call more per puzzle than we count placements.
    calls=$("$out/seed004_mrv" "$puzzles" 2>&1 >/dev/null | awk '{ print $4 }')
    baseline=$(best "$out/seed004_mrv" "$puzzles")
    line "sudoku top1465, MRV" "$placements" "$engine" "$((calls - count))" "$baseline"
fi
