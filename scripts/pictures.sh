#!/bin/sh
# Draws anew every picture the documents show (README.md, README.zh.md, docs/*.md), with
# the app as it is now, through `backtrack export` (and `backtrack record` for the one
# that moves): run it after changing what the player draws, and commit the
# pictures. `cargo test --test cli pictures::` runs the same `picture` lines and fails while a
# committed picture differs from what the app draws.
set -eu
cd "$(dirname "$0")/.."

# The pictures are the same whoever draws them: in UTF-8, in colour (the test sets the
# same); each line below names its language.
export LC_ALL=C.UTF-8
unset LANG LC_CTYPE LC_MESSAGES BACKTRACK_LANG NO_COLOR

cargo build --release --quiet

# picture FILE ARGUMENTS...: writes FILE with `backtrack export ARGUMENTS... -o FILE`.
picture() {
    file=$1
    shift
    cargo run --release --quiet -- export "$@" -o "$file"
}

# film FILE ARGUMENTS...: writes the animated FILE with `backtrack record ARGUMENTS... -o FILE`.
film() {
    file=$1
    shift
    cargo run --release --quiet -- record "$@" -o "$file"
}

# One picture a line, its arguments separated by blanks, without quotes: the test reads
# these lines.
picture docs/8-queens-step-23.svg queens 8 --step 23 --format svg --lang en
picture docs/8-queens-code.svg queens 8 --step 23 --code eight-queens --format svg --size 120x36 --lang en
picture docs/sudoku-tree.svg sudoku --preset 4x4-a4 --step 20 --tree --format svg --size 120x36 --lang en
picture docs/permutations-zh.svg permutations 4 --step 12 --tree --format svg --size 120x36 --lang zh
film docs/search.svg queens 4 --to solution:1 --fps 2 --size 80x24 --lang en --format svg
