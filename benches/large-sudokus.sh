#!/bin/sh
# Per-puzzle times of the `cover` order on the published 16x16 and 25x25 sudokus, with the
# median and the largest of each file.
#
#   benches/large-sudokus.sh [ORDER] [TIMEOUT]
#
# Builds the release binary, then solves each puzzle of tests/data/sudoku-large/*.txt on
# its own with `--order ORDER` (default cover) and `--limit 2`, so the search goes on
# past the first answer and proves it is the only one, stopping after TIMEOUT seconds
# (default 10). Prints each puzzle's time, placements and solutions from `--stats`.
set -eu
cd "$(dirname "$0")/.."
order=${1:-cover}
timeout=${2:-10}
cargo build --release --quiet
bin=${CARGO_TARGET_DIR:-target}/release/backtrack
for file in tests/data/sudoku-large/*.txt; do
    echo "== $file (order $order)"
    times=$(mktemp "${TMPDIR:-/tmp}/backtrack-times-XXXXXX")
    k=0
    grep -v '^#' "$file" | grep . | while read -r puzzle _; do
        k=$((k + 1))
        stats=$(echo "$puzzle" | "$bin" solve sudoku - --order "$order" --limit 2 \
            --timeout "$timeout" --stats --format line 2>&1 | grep 'placements=' | tail -1)
        ms=$(echo "$stats" | sed -n 's/.*elapsed_ms=\([0-9.]*\).*/\1/p')
        echo "$ms" >> "$times"
        echo "puzzle $k: $ms ms  $stats"
    done
    sort -n "$times" | awk '{ t[NR] = $1 } END {
        if (NR == 0) exit
        m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
        printf "%d puzzles: median %.3f ms, max %.3f ms\n", NR, m, t[NR]
    }'
    rm -f "$times"
done
