#!/bin/sh
# Times the whole program against the tutorials' own C++ algorithms, side by side in one
# run, and prints the ratios. Needs g++ and the baselines and data sets in ../shared/.
#
#   benches/compare-baselines.sh [ROUNDS]
#
# Each program runs ROUNDS times (default 3), alternating, and its best user+system time
# counts. Both sides do the same work: seed 001's queens count for N = 14 (27,358,552
# placements), and seed 004's MRV search to the first solution of each puzzle of
# top1465.txt (the seed counts one call more per puzzle than we count placements).
# The last line runs our `singles` order on the same puzzles against the same MRV
# baseline: what propagation buys, with our placements per puzzle and time per placement.
set -eu
cd "$(dirname "$0")/.."
rounds=${1:-3}
shared=../shared
out=target/baselines
mkdir -p "$out"
for name in seed001_queens seed004_mrv; do
    if [ ! -x "$out/$name" ] || [ "$shared/baselines/$name.cpp" -nt "$out/$name" ]; then
        g++ -O2 -o "$out/$name" "$shared/baselines/$name.cpp"
    fi
done
cargo build --release --quiet
ours=${CARGO_TARGET_DIR:-target}/release/backtrack
puzzles=$shared/data/top1465.txt

. benches/timing.sh

compare() {
    label=$1
    baseline=$(best sh -c "$2")
    engine=$(best sh -c "$3")
    awk -v l="$label" -v b="$baseline" -v e="$engine" \
        'BEGIN { printf "%-28s baseline %7.3f s   backtrack %7.3f s   %5.1fx faster\n", l, b, e, b / e }'
}

compare "queens 14, count" "$out/seed001_queens 14" "$ours solve queens 14 --count"
compare "top1465, MRV, first each" "$out/seed004_mrv $puzzles" \
    "$ours solve sudoku $puzzles --order mrv --count --limit 1"
compare "top1465, singles vs its MRV" "$out/seed004_mrv $puzzles" \
    "$ours solve sudoku $puzzles --order singles --count --limit 1"
"$ours" solve sudoku "$puzzles" --order singles --count --limit 1 --stats 2>&1 >/dev/null |
    awk -v s="$engine" -v n="$(grep -vc '^#' "$puzzles")" '{
        for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
        printf "singles: %.1f placements a puzzle, %.0f ns a placement (whole run, %d puzzles)\n",
            v["placements"] / n, s * 1e9 / v["placements"], n
    }'
