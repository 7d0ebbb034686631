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
# of each puzzle of top1465.txt against seed 004's C++ MRV; then against the C programs
# of benches/c/: `solve queens N --count` against the bit-board (N 13-15), subset sum of
# 1..n to half their total against the recursion with the same three tests (n 24-28), and
# permutations against the recursion keeping the used values a bit set (10-12), sizes
# whose C runs take more than the clock's 10 ms. Each line
# gives nanoseconds a placement and how much that grew from the size before. The C++
# lines need g++ and ../shared/, the C ones a C compiler.
set -eu
cd "$(dirname "$0")/.."
rounds=${1:-3}
shared=../shared
out=target/scaling
mkdir -p "$out"
. benches/timing.sh
echo "load: $(uptime)"

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

# Against the C programs: each prints its placements on standard error after "placements".
c_placements() {
    "$@" 2>&1 >/dev/null | awk '{ print $2 }'
}
for name in queens_bits subset_sum permutations_bits; do
    if [ ! -x "$out/$name" ] || [ "benches/c/$name.c" -nt "$out/$name" ]; then
        ${CC:-cc} -O2 -o "$out/$name" "benches/c/$name.c"
    fi
done
echo
echo "whole program against benches/c, best of $rounds"
printf "%-22s %13s %9s %9s %7s %9s\n" "run" "placements" "ns/place" "ns/place" "ratio" "growth"
previous=""
for n in 13 14 15; do
    line "queens $n, bit-board" "$(stat "$ours" solve queens "$n" --count)" \
        "$(best "$ours" solve queens "$n" --count)" \
        "$(c_placements "$out/queens_bits" "$n")" "$(best "$out/queens_bits" "$n")"
done
previous=""
for n in 24 26 28; do
    numbers=$(seq 1 "$n" | tr '\n' ' ')
    target=$((n * (n + 1) / 4))
    line "subset sum 1..$n" "$(stat "$ours" solve subset-sum $numbers --target "$target" --count)" \
        "$(best "$ours" solve subset-sum $numbers --target "$target" --count)" \
        "$(c_placements "$out/subset_sum" "$n")" "$(best "$out/subset_sum" "$n")"
done
previous=""
for n in 10 11 12; do
    line "permutations $n" "$(stat "$ours" solve permutations "$n" --count)" \
        "$(best "$ours" solve permutations "$n" --count)" \
        "$(c_placements "$out/permutations_bits" "$n")" "$(best "$out/permutations_bits" "$n")"
done
echo "load: $(uptime)"
