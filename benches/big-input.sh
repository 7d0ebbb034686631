#!/bin/sh
# Peak memory and time of `solve` on a large file of puzzles: the input is read, solved and
# printed a puzzle at a time, so the peak stays flat however long the file is.
#
#   benches/big-input.sh [PUZZLES] [MB] [ORDER]
#
# Repeats the puzzle lines of PUZZLES (default ../shared/data/top1465.txt) into a file of
# about MB megabytes (default 100) in the temporary directory, solves it with
# `--order ORDER` (default mrv) and `--format line`, and prints GNU time's peak resident
# memory and elapsed time, and how long the first answer took (needs GNU time and bc). The
# file is removed after.
set -eu
cd "$(dirname "$0")/.."
puzzles=${1:-../shared/data/top1465.txt}
mb=${2:-100}
order=${3:-mrv}
cargo build --release --quiet
big=$(mktemp "${TMPDIR:-/tmp}/backtrack-big-XXXXXX")
trap 'rm -f "$big" "$big.out" "$big.time"' EXIT
grep -v '^#' "$puzzles" | grep . > "$big.out"
bytes=$((mb * 1000 * 1000))
while [ "$(wc -c < "$big")" -lt "$bytes" ]; do
    cat "$big.out" >> "$big"
done
echo "input: $(wc -c < "$big") bytes, $(wc -l < "$big") lines"
start=$(date +%s.%N)
/usr/bin/time -f "peak RSS %M KiB, elapsed %e s, user %U s, system %S s, exit %x" \
    target/release/backtrack solve sudoku "$big" --order "$order" --format line | {
    head -1 > /dev/null
    echo "first answer after $(echo "$(date +%s.%N) - $start" | bc) s"
    cat > /dev/null
}
