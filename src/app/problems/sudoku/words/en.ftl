### The sudoku's own words in English: its board, its questions and its presets.

## The sudoku's board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (sudoku)

# The pseudo-code in row order, after `while (r,c) `: a given cell is skipped.
sudoku-given-next-cell = is given: next cell

# The pseudo-code in row order, between `if r == N: ` and `; return`.
sudoku-output-grid = output the grid

# The pseudo-code in row order, after `(r,c) = v; `: the placement.
sudoku-set-three-bits = set the 3 bits

# The pseudo-code of every order, after `(r,c) = 0; `: the removal.
sudoku-clear-three-bits = clear the 3 bits

# The lesson's code, before `; data[row][col] = num`: its three bits set.
sudoku-three-bits-set = 3 bits = 1

# The lesson's code, before `; data[row][col] = 0`: its three bits cleared.
sudoku-three-bits-cleared = 3 bits = 0

# The pseudo-code in MRV and singles order, between `if ` and `; return`.
sudoku-no-cell-empty = no cell is empty: output the grid

# The pseudo-code in MRV order, after `(r,c) = `.
sudoku-fewest-empty-cell = the empty cell with fewest candidates

# The pseudo-code in MRV order, between `if (r,c) ` and `: return`.
sudoku-has-no-candidate = has no candidate

# The pseudo-code in MRV order, between `if v ` and `:`.
sudoku-is-candidate-of = is a candidate of (r,c)

# The pseudo-code in MRV and singles order, after `(r,c) = v; `: the placement.
sudoku-set-unit-bits = set row, col and box bits

# The pseudo-code in singles order, between `if ` and `:`.
sudoku-one-candidate = a cell has one candidate v

# The pseudo-code in singles order, after `(r,c) = `, under each single.
sudoku-that-cell-only = that cell; try only v

# The pseudo-code in singles order, between `elif ` and `:`.
sudoku-one-cell-left = a value v has one cell left in a unit

# The pseudo-code in singles order, after `else: (r,c) = `: the guess.
sudoku-fewest-cell = the cell with fewest candidates

# The pseudo-code in singles order, between `if ` and `: return`.
sudoku-nothing-to-try = nothing is left to try

# The pseudo-code in singles order, between `for v in ` and `:`.
sudoku-what-may-try = what (r,c) may try

# The solution-space tutorial's code, the comment after `state.PlaceNumber(i)  // `.
sudoku-place-comment = Place,

# The solution-space tutorial's code, the comment between `// ` and ` DecideNextPlace()`.
sudoku-then-comment = then

# The solution-space tutorial's code, the comment after `state.RemoveNumber(i)  // `.
sudoku-remove-comment = Remove

# The heading over the board: $side the number of cells a side, $order the cell order's name below.
sudoku-heading = Sudoku { $side }×{ $side } · { $order }

# The heading's cell order: row by row.
sudoku-order-row = row order

# The heading's cell order: the fewest candidates first.
sudoku-order-mrv = MRV

# The heading's cell order: singles before guesses.
sudoku-order-singles = singles

# A bit set's label, and a short one: $row the row's number.
sudoku-row = row { $row }

# A bit set's label, and a short one: $col the column's number.
sudoku-col = col { $col }

# A bit set's label: $box the box's number, or its place such as `[0][1]`.
sudoku-box = box { $box }

# The label of the candidates of the cell being filled, under the pseudo-code.
sudoku-candidates = candidates

# The short label of the candidates of the cell being filled, on a small board.
sudoku-cand = cand

# Over the bit sets when nothing longer fits: $cell the cell being filled.
sudoku-filling = filling { $cell }

# Over the bit sets: $cell the cell being filled, $count its candidates.
sudoku-filling-count = filling { $cell }: { $count ->
        [one] { $count } candidate
       *[other] { $count } candidates
    }

# Over the bit sets in MRV and singles order: $cell the cell being filled, $count its candidates, the fewest.
sudoku-filling-fewest = filling { $cell }: { $count ->
        [one] { $count } candidate
       *[other] { $count } candidates
    }, the fewest

# Over the bit sets in singles order: $cell the cell being filled, $count its one candidate.
sudoku-filling-forced = filling { $cell }: { $count ->
        [one] { $count } candidate
       *[other] { $count } candidates
    }, forced

# Over the bit sets in singles order: $cell the cell being filled, the only one left for $value.
sudoku-filling-only-cell-left = filling { $cell }: the only cell left for { $value }

# The same, shorter: $cell the cell being filled, the only one for $value.
sudoku-filling-only-cell-for = filling { $cell }: only cell for { $value }

# Over the bit sets once the search has run out.
sudoku-search-finished = search finished

# The same, shorter.
sudoku-done = done

# Over the bit sets at a solution.
sudoku-solved-every-cell = solved: every cell filled

# The same, shorter.
sudoku-solved = solved

# The legend, after a given digit.
sudoku-legend-given = given

# The legend, after a placed digit.
sudoku-legend-placed = placed

# The legend, after an empty cell's number of candidates.
sudoku-legend-candidates = candidates

# The legend, after a digit taken back.
sudoku-legend-removed = removed

# Under a board too small for pencil marks: $size the size they need, such as `24×13`.
sudoku-pencil-marks-need = pencil marks need { $size }

# A frame of the call stack: $values the digits it has tried.
sudoku-tried = tried { $values }

# A frame of the call stack: $count the digits it has left to try.
sudoku-left = left { $count }

# A frame of the call stack whose digit is a single.
sudoku-forced = forced

# The stack's call at a solution in row order, after `solve(r=…,c=…): `.
sudoku-past-end-output = past the end, output

# The stack's call at a solution with no empty cell, after `solve(): `.
sudoku-no-empty-cell-output = no empty cell, output

# The log, a single placed: $cell the cell, $value the one digit that fits.
sudoku-placed-only-candidate = { $cell } = { $value }: only { $value } fits here

# The log, a single placed: $cell the only cell left for $value in $unit (a row, column or box below).
sudoku-placed-only-cell = { $cell } = { $value }: { $value } has only this cell in { $unit }

# The log, a guess in singles order: $cell the cell, $value the digit, $count the cell's candidates.
sudoku-placed-guess = { $cell } = { $value }, a guess: no single left, fewest candidates ({ $count })

# The log, a placement in MRV order: $cell the cell, $value the digit, $count the cell's candidates.
sudoku-placed-fewest = { $cell } = { $value }, the cell with fewest candidates ({ $count })

# A row in the log's words: $row its number.
sudoku-unit-row = row { $row }

# A column in the log's words: $column its number.
sudoku-unit-column = column { $column }

# A box in the log's words: $box its number.
sudoku-unit-box = box { $box }

# The log, a removal: back to $cell, whose $value is taken out.
sudoku-back = back to { $cell }, remove { $value }

# The log, a removal after a solution: $cell and its $value taken out.
sudoku-back-for-next = back to { $cell }, remove { $value } to look for the next solution

# The log, a removal: $next the cell with no candidate, $cell the cell whose $value is taken out.
sudoku-dead-end = { $next } has no candidate left: back to { $cell }, remove { $value }

# The log, a removal: $next the cell whose candidates $failed all failed, $cell the cell whose $value is taken out.
sudoku-all-failed = { $next } has no candidate left to try ({ $failed } failed): back to { $cell }, remove { $value }

# The log, a solution under the pseudo-code: $count its number.
sudoku-solution = solution { $count }: every cell filled

# The log, a solution under the lesson's code, after `Print(): `.
sudoku-every-cell-filled = every cell filled

# The log, a solution under the LeetCode write-up's code, before `: return true`.
sudoku-no-dot-left = no '.' left

# The log under the solution-space tutorial's code, after `PlaceNumber(…) `: $cell the cell.
sudoku-at = at { $cell }

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-sudoku = Sudoku

# The title of the preset `4x4-a1` in the menu, over its board and in `backtrack presets`.
preset-4x4-a1 = 4×4 sudoku A1

# What the preset `4x4-a1` shows: the menu's details and `backtrack presets`.
preset-4x4-a1-about = From { tutorial-lesson }: nine givens, filled straight through with no backtrack.

# The title of the preset `4x4-a2` in the menu, over its board and in `backtrack presets`.
preset-4x4-a2 = 4×4 sudoku A2

# What the preset `4x4-a2` shows: the menu's details and `backtrack presets`.
preset-4x4-a2-about = From { tutorial-lesson }: seven givens, again no backtrack in row order.

# The title of the preset `4x4-a3` in the menu, over its board and in `backtrack presets`.
preset-4x4-a3 = 4×4 sudoku A3

# What the preset `4x4-a3` shows: the menu's details and `backtrack presets`.
preset-4x4-a3-about = From { tutorial-lesson }: six givens; row order takes back two wrong values on the way.

# The title of the preset `4x4-a4` in the menu, over its board and in `backtrack presets`.
preset-4x4-a4 = 4×4 sudoku A4 (traced)

# What the preset `4x4-a4` shows: the menu's details and `backtrack presets`.
preset-4x4-a4-about = The step-by-step trace of { tutorial-lesson }, picture by picture: the dead end at (0,3), the backtracks to (0,0), one solution.

# The title of the preset `4x4-a5` in the menu, over its board and in `backtrack presets`.
preset-4x4-a5 = 4×4 sudoku A5 (three answers)

# What the preset `4x4-a5` shows: the menu's details and `backtrack presets`.
preset-4x4-a5-about = The puzzle the program of { tutorial-lesson } solves: three solutions, in the order it prints them.

# The title of the preset `4x4-a6` in the menu, over its board and in `backtrack presets`.
preset-4x4-a6 = 4×4 sudoku A6

# What the preset `4x4-a6` shows: the menu's details and `backtrack presets`.
preset-4x4-a6-about = From { tutorial-lesson }: only two givens, so 24 solutions; a good one for counting.

# The title of the preset `6x6` in the menu, over its board and in `backtrack presets`.
preset-6x6 = 6×6 sudoku

# What the preset `6x6` shows: the menu's details and `backtrack presets`.
preset-6x6-about = Boxes of 2×3, one solution (built-in generator): row order needs 435 placements, MRV only the 26 blanks.

# The title of the preset `9x9-a1` in the menu, over its board and in `backtrack presets`.
preset-9x9-a1 = 9×9 sudoku A1

# What the preset `9x9-a1` shows: the menu's details and `backtrack presets`.
preset-9x9-a1-about = From { tutorial-lesson }, also the example of { tutorial-leetcode-37 }: 30 givens, one solution.

# The title of the preset `9x9-a2` in the menu, over its board and in `backtrack presets`.
preset-9x9-a2 = 9×9 sudoku A2

# What the preset `9x9-a2` shows: the menu's details and `backtrack presets`.
preset-9x9-a2-about = From { tutorial-lesson }: 48 givens, a gentle first 9×9 with little backtracking.

# The title of the preset `9x9-a3` in the menu, over its board and in `backtrack presets`.
preset-9x9-a3 = 9×9 sudoku A3 (two answers)

# What the preset `9x9-a3` shows: the menu's details and `backtrack presets`.
preset-9x9-a3-about = The puzzle the 9×9 program of { tutorial-lesson } solves: two solutions, and the program stops at the first.

# The title of the preset `9x9-a4` in the menu, over its board and in `backtrack presets`.
preset-9x9-a4 = 9×9 sudoku A4 ("world's hardest")

# What the preset `9x9-a4` shows: the menu's details and `backtrack presets`.
preset-9x9-a4-about = From { tutorial-lesson }, one solution: 49,558 placements in row order, 10,101 with MRV.

# The title of the preset `9x9-mrv` in the menu, over its board and in `backtrack presets`.
preset-9x9-mrv = 9×9 sudoku for MRV

# What the preset `9x9-mrv` shows: the menu's details and `backtrack presets`.
preset-9x9-mrv-about = The board of { tutorial-solution-space }: MRV solves it in 10,373 placements (its 10,374 calls of Solve); row order needs nearly 7 million.

# The title of the preset `16x16` in the menu, over its board and in `backtrack presets`.
preset-16x16 = 16×16 sudoku

# What the preset `16x16` shows: the menu's details and `backtrack presets`.
preset-16x16-about = Values 1–9 and A–G, one solution (built-in generator): row order needs 3,310 placements, MRV only the 126 blanks.

## (sudoku-cover)

# The heading's cell order: exact cover's most constrained choice.
sudoku-order-cover = cover

# The pseudo-code in cover order, after `else: `: the guess.
sudoku-cover-fewest-ways = the cell with fewest candidates or the value with fewest cells in a unit

# The pseudo-code in cover order, between `for (r,c) = v in ` and `:`.
sudoku-cover-what-may-try = its candidates or its cells

# The pseudo-code in cover order, the line after a placement.
sudoku-cover-take-locked = no single left: take out locked candidates

# Over the bit sets in cover order: $value the value being placed in $unit, $count the cells left for it there.
sudoku-filling-value = placing { $value } in { $unit }: { $count ->
    [one] 1 cell left
   *[other] { $count } cells left
}

# The log, a guess of a unit's cell in cover order: $cell the cell, $value the digit, $unit where it has the fewest cells left, $count how many.
sudoku-placed-fewest-cells = { $cell } = { $value }, a guess: no single left, { $value } has the fewest cells in { $unit } ({ $count })

# The log, locked candidates: $value lies in $within only where it meets $line, so it is taken out of the rest of $line.
sudoku-locked = { $value } in { $within } only in { $line }: not elsewhere in { $line }

# The log, after a lock: $count further locks found at once.
sudoku-locked-more = { $count ->
    [one] and 1 more lock
   *[other] and { $count } more locks
}

# A frame of the call stack in cover order: $value the digit placed in $unit.
sudoku-value-in-unit = { $value } in { $unit }

# The log, a removal in cover order: $value has no cell left in $unit, $failed the cells tried, $cell the cell whose $removed is taken out.
sudoku-nowhere-left = { $value } has no cell left to try in { $unit } ({ $failed } failed): back to { $cell }, remove { $removed }

## (quiz)

# The sudoku's question: $cell the cell being filled.
quiz-sudoku-ask = Cell { $cell }: which digit?

# Why a digit is refused: $digit it, $row the row, $cell the cell of that row holding it.
quiz-sudoku-in-row = { $digit } is in row { $row } at { $cell }

# Why a digit is refused: $digit it, $col the column, $cell the cell of that column holding it.
quiz-sudoku-in-column = { $digit } is in column { $col } at { $cell }

# Why a digit is refused: $digit it, $cell the cell of the box holding it.
quiz-sudoku-in-box = { $digit } is in the box at { $cell }

# What an order weighs a cell by: $cell the cell, $count its candidates.
quiz-sudoku-candidates = { $cell } has { $count ->
    [one] { $count } candidate
   *[other] { $count } candidates
}

## (hard-sudoku)

# The log, after a guess in cover order: $ties constraints had as few ways, and each choice of this one forces at least $singles singles (leaving out choices that run into a dead end at once).
sudoku-cover-looked = chosen of { $ties } as few: each of its choices forces { $singles ->
    [one] at least 1 single
   *[other] at least { $singles } singles
}

# The log, after a guess in cover order: $ties constraints had as few ways, and every choice of this one runs into a dead end at once.
sudoku-cover-looked-dead = chosen of { $ties } as few: each of its choices leads straight to a dead end

## The sudoku's own keys in the player, o and p: their help lines, their footer words and what they say.
## (sudoku-keys)

# A sudoku's order key: $order the new cell order.
order-restarted = cell order { $order }: restarted

# A sudoku's `p` on.
pencil-marks = pencil marks: every candidate of each empty cell, where the cells have room

# A sudoku's `p` off.
candidate-counts = candidate counts: how many values each empty cell can take

# Sudoku's `o`: its help line.
key-cell-order = cell order: row / MRV / singles / cover (restarts)

# Sudoku's `o` in the footer.
hint-order = order

# Sudoku's `p`: its help line.
key-pencil-marks = pencil marks / candidate counts

# Sudoku's `p` in the footer.
hint-pencil = pencil

## The sudoku editor: the menu's entry, its heading, its panel, its status lines and its keys.
## (sudoku-editor)

# The menu's entry of a new sudoku, its size after it.
new-sudoku = New sudoku

# What the new sudoku entry opens.
new-sudoku-about = An empty grid to type a puzzle into. Its solutions are counted as you type, so you know whether it is fair (exactly one); Enter plays it, w saves it in the puzzle folder, which My puzzles lists. ←/→ choose the size: 4×4, 6×6, 9×9 or 16×16.

# The editor's heading for a new grid: $side the side.
editor-new = new { $side }×{ $side } sudoku

# The editor's panel: $cell the cell under the cursor, as (row,column).
editor-cell = Cell { $cell }

# The editor's panel: $count how many givens.
editor-givens = Givens: { $count }

# The editor's panel: no grid completes the givens.
editor-count-none = Solutions: none. No grid completes these givens.

# The editor's panel: one grid does.
editor-count-one = Solutions: exactly one. A fair puzzle.

# The editor's panel: two at least.
editor-count-many = Solutions: at least 2. Add givens to make it fair.

# The editor's panel, the count stopped at its cap: $placements the placements made, $found the solutions found (0 or 1).
editor-count-gave-up = Solutions: not known. The count gave up after { $placements } placements, { $found } found.

# The editor's panel, two givens clash: $value the value, $first and $second their cells, $unit the row, column or box they share.
editor-clash = Clash: { $value } at { $first } and at { $second }, in { $unit }

# The editor's panel, under the first clash: $count how many more.
editor-more-clashes = { $count ->
    [one] and 1 more clash
   *[other] and { $count } more clashes
}

# The status line, a value the grid's side does not have: $value the key, $side the side.
editor-value-too-large = { $value } is no value of a { $side }×{ $side } sudoku

# The status line, Enter or saving while givens clash.
editor-clash-first = the givens clash: clear one of them first

# A sudoku file with no comment of its own: $side its side, $givens its givens.
shelf-about-sudoku = { $side }×{ $side } sudoku, { $givens } givens

# The arrows' help line in the editor.
key-move-in-grid = move the cursor in the grid

# The digits' help line in the editor.
key-put-value = write a value; 0 clears

# The digits in the editor's footer.
hint-value = value

# The letters' help line in the editor.
key-put-letter = write 10 to 16 in a 16x16 (either case)

# Delete's help line in the editor.
key-clear = clear the cell

# The word of a breakpoint that names a sudoku cell, such as `cell(4,4)=7`.
slot-word-cell = cell
