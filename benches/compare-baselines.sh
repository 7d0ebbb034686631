#!/bin/sh
# Times the whole program against the tutorials' own C++ algorithms and against the
# `sudoku` crate, side by side in one run, and prints the ratios. Needs g++, the
# baselines and data sets in ../shared/, and the network once to fetch the crate.
#
#   benches/compare-baselines.sh [ROUNDS]
#
# First against the C programs of benches/c/ (needs only a C compiler), each count checked
# against ours:
# - the start-up: `solve queens 1 --count` against the C bit-board on one queen, each run
#   STARTS times (default 200) in a shell loop, and with valgrind each one's instructions;
# - `solve queens N --count` for N = 13 to 15 against the C bit-board;
# - subset sum of 1..26 to half their total against the C recursion with the same three
#   tests;
# - permutations of 11 values against the C recursion keeping the used values a bit set.
# Then against the tutorials' C++ and the crate:
# The two programs of a line run in turn, ROUNDS times each (default 5), and each one's
# best user+system time counts. Both sides do the same work:
# - seed 001's queens count for N = 14 (27,358,552 placements);
# - seed 000's row order to the first solution of each puzzle of top1465.txt and
#   hardest1106.txt (the seed counts one call more per puzzle than we count placements);
# - seed 004's MRV search to the first solution of each puzzle of top1465.txt;
# - our `singles` order against the `sudoku` crate (a port of JCZSolve, which propagates
#   much further and guesses far less), the first solution of each puzzle, on both sets
#   and on puzzles the crate generates (minimal, 20 to 30 givens). Their runs are short,
#   so each reads its file REPEAT times over (default 30: the crate's runs then take
#   about half a second, long enough for a timer that counts hundredths).
# Every answer of ours is checked against the crate's first: the mismatches are counted.
set -eu
cd "$(dirname "$0")/.."
rounds=${1:-5}
repeat=${REPEAT:-30}
starts=${STARTS:-200}
shared=../shared
out=target/baselines
mkdir -p "$out"
echo "load: $(uptime)"
for name in queens_bits subset_sum permutations_bits; do
    if [ ! -x "$out/$name" ] || [ "benches/c/$name.c" -nt "$out/$name" ]; then
        ${CC:-cc} -O2 -o "$out/$name" "benches/c/$name.c"
    fi
done
for name in seed000_sudoku seed001_queens seed004_mrv; do
    if [ ! -x "$out/$name" ] || [ "$shared/baselines/$name.cpp" -nt "$out/$name" ]; then
        g++ -O2 -o "$out/$name" "$shared/baselines/$name.cpp"
    fi
done
cargo build --release --quiet
ours=${CARGO_TARGET_DIR:-target}/release/backtrack
# The crate is the peer's dependency only, built apart from the project.
cargo build --release --quiet --manifest-path benches/peer/Cargo.toml --target-dir target/peer
peer=target/peer/release/sudoku-peer
top=$shared/data/top1465.txt
hardest=$shared/data/hardest1106.txt
generated=$out/generated.txt
[ -s "$generated" ] || "$peer" generate 5000 >"$generated"

# User+system seconds of one run of a command, its output thrown away.
seconds() {
    /usr/bin/time -o "$out/time" -f "%U %S" "$@" >/dev/null 2>&1
    tail -n 1 "$out/time" | awk '{ printf "%.3f", $1 + $2 }'
}

# The smaller of two numbers.
least() {
    if [ -z "$1" ] || awk "BEGIN { exit !($2 < $1) }"; then echo "$2"; else echo "$1"; fi
}

# Runs the baseline ($2) and ours ($3) in turn, ROUNDS times, and prints the best times
# and how many times faster ours is.
compare() {
    label=$1
    baseline=""
    engine=""
    i=0
    while [ "$i" -lt "$rounds" ]; do
        baseline=$(least "$baseline" "$(seconds sh -c "$2")")
        engine=$(least "$engine" "$(seconds sh -c "$3")")
        i=$((i + 1))
    done
    awk -v l="$label" -v b="$baseline" -v e="$engine" 'BEGIN {
        printf "%-30s baseline %7.3f s   backtrack %7.3f s   %5.2fx its time\n", l, b, e, e / b
    }'
}

# The same file REPEAT times over, for runs long enough to time.
repeated() {
    i=0
    while [ "$i" -lt "$repeat" ]; do
        grep -v '^#' "$1"
        i=$((i + 1))
    done
}

# Our first answers in `order` to the puzzles of a file against the crate's.
mismatches() {
    "$ours" solve sudoku "$2" --order "$1" --format line >"$out/ours.txt"
    "$peer" "$2" --lines >"$out/peer.txt"
    if cmp -s "$out/ours.txt" "$out/peer.txt"; then echo 0; else
        diff "$out/ours.txt" "$out/peer.txt" | grep -c '^<' || true
    fi
}

# The same command STARTS times in a row, its output thrown away.
starts() {
    echo "i=0; while [ \$i -lt $starts ]; do $1 >/dev/null; i=\$((i + 1)); done"
}

# Whether ours ($2) counts what the C program ($1) counts: a line only when they differ.
same_count() {
    theirs=$(sh -c "$1" 2>/dev/null)
    mine=$(sh -c "$2" 2>/dev/null)
    [ "$theirs" = "$mine" ] || echo "counts differ: $1 says $theirs, $2 says $mine"
}

# Instructions one run of a command executes, as valgrind counts them.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
        sed -n 's/.*Collected : *//p'
}

same_count "$out/queens_bits 1" "$ours solve queens 1 --count"
compare "queens 1, count, start-up x$starts" "$(starts "$out/queens_bits 1")" \
    "$(starts "$ours solve queens 1 --count")"
if command -v valgrind >/dev/null; then
    awk -v b="$(instructions "$out/queens_bits" 1)" \
        -v e="$(instructions "$ours" solve queens 1 --count)" 'BEGIN {
        printf "%-30s baseline %9d instructions   backtrack %9d   %5.2fx\n",
            "queens 1, count, start-up", b, e, e / b
    }'
fi
for n in 13 14 15; do
    same_count "$out/queens_bits $n" "$ours solve queens $n --count"
    compare "queens $n, count, C bit-board" "$out/queens_bits $n" "$ours solve queens $n --count"
done
numbers=$(seq 1 26 | tr '\n' ' ')
same_count "$out/subset_sum 26" "$ours solve subset-sum $numbers --target 175 --count"
compare "subset sum 1..26, count" "$out/subset_sum 26" \
    "$ours solve subset-sum $numbers --target 175 --count"
same_count "$out/permutations_bits 11" "$ours solve permutations 11 --count"
compare "permutations 11, count" "$out/permutations_bits 11" \
    "$ours solve permutations 11 --count"

compare "queens 14, count" "$out/seed001_queens 14" "$ours solve queens 14 --count"
for set in "$top" "$hardest"; do
    name=$(basename "$set" .txt)
    compare "$name, row, first each" "$out/seed000_sudoku $set" \
        "$ours solve sudoku $set --order row --format line"
done
compare "top1465, MRV, first each" "$out/seed004_mrv $top" \
    "$ours solve sudoku $top --order mrv --count --limit 1"
for set in "$top" "$hardest" "$generated"; do
    name=$(basename "$set" .txt)
    repeated "$set" >"$out/$name-repeated.txt"
    compare "$name, singles vs crate" "$peer $out/$name-repeated.txt" \
        "$ours solve sudoku $out/$name-repeated.txt --order singles --format line"
    for order in row singles; do
        [ "$order" = row ] && [ "$set" = "$generated" ] && continue
        echo "$name, $order: $(mismatches "$order" "$set") answers differ from the crate's"
    done
done
for set in "$top" "$hardest"; do
    name=$(basename "$set" .txt)
    "$ours" solve sudoku "$set" --order singles --count --limit 1 --stats 2>&1 >/dev/null |
        awk -v n="$(grep -vc '^#' "$set")" -v name="$name" '{
            for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
            printf "%s, singles: %.1f placements a puzzle, %.0f ns a placement\n",
                name, v["placements"] / n, v["elapsed_ms"] * 1e6 / v["placements"]
        }'
done
echo "load: $(uptime)"
