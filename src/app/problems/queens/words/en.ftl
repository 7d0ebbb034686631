### The queens' own words in English: its board, its questions and its presets.

## The queens' board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (queens)

# The pseudo-code's line that outputs a solution: $exit the code that ends the call,
# `return` or `return true`.
queens-output = output the queens; { $exit }

# The pseudo-code's line that puts a queen down: $cell the square, as the code names it.
queens-put = put a queen on { $cell }; mark 3 flags

# The pseudo-code's line that takes a queen back.
queens-take-off = take the queen off; clear 3 flags

# The lesson's code, after `A[row][col] = 1; `: its three flags set.
queens-three-flags-set = 3 flags = true

# The lesson's code, after `A[row][col] = 0; `: its three flags cleared.
queens-three-flags-cleared = 3 flags = false

# The eight-queens tutorial's code, after `queenColumn[x] = y; `: its flags set.
queens-flags-set = flags = true

# The eight-queens tutorial's code, after `queenColumn[x] = -1; `: its flags cleared.
queens-flags-cleared = flags = false

# The depth-first tutorial's comment on the line that skips a square already taken.
queens-prune = prune

# The depth-first tutorial's comment after `place`, and its log: $printed the words its
# log prints, `set state`.
queens-set-state = { $printed }

# The depth-first tutorial's comment after `unplace`, and its log: $printed the words
# its log prints, `reset state`.
queens-reset-state = { $printed }

# The heading over the board: $n the size.
queens-heading = { $n }-Queens

# The call on top of the stack at a solution, after `trace(row=5): `.
queens-output-call = output

# A stack frame's columns already tried, after its call: $columns them, such as `3,4`.
queens-tried = tried { $columns }

# The log's placement: $row the row, $col the column.
queens-placed = row { $row }: queen at column { $col }

# The log's removal under a tutorial's code: $cell the square, such as `(1,2)`.
queens-taken-off = take the queen off { $cell }

# The log's removal of the last row's queen after a solution: $cell its square.
queens-next-solution = take the queen off { $cell } to look for the next solution

# The log's backtrack from a row whose loop found no column at all: $next that row,
# $cell the square of the queen taken off.
queens-dead-end = row { $next } has no free column: take the queen off { $cell }

# The log's backtrack from a row whose loop has tried every column: $next that row,
# $cell the square of the queen taken off.
queens-no-column-left = row { $next } has no free column left to try: take the queen off { $cell }

# The log's solution: $count its number, $columns the queens' columns row by row, such
# as `2 4 1 3`.
queens-solution = solution { $count }: columns { $columns }

# A solution's number in a tutorial's log, before its columns or its rows: $count it.
queens-solution-number = solution { $count }

# The legend under the board: a queen.
queens-legend-queen = queen

# The legend under the board: a queen just taken off, or a column tried.
queens-legend-tried = tried, taken off

# The legend under the board: a column the row's loop refuses.
queens-legend-refused = refused

# The legend under the board: a square attacked that no loop has looked at yet.
queens-legend-attacked = attacked

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-queens = N-Queens

# The title of the preset `queens-4` in the menu, over its board and in `backtrack presets`.
preset-queens-4 = 4 queens

# What the preset `queens-4` shows: the menu's details and `backtrack presets`.
preset-queens-4-about = The board of the step-by-step pictures of { tutorial-lesson }: queens row by row, two solutions.

# The title of the preset `queens-8` in the menu, over its board and in `backtrack presets`.
preset-queens-8 = 8 queens

# What the preset `queens-8` shows: the menu's details and `backtrack presets`.
preset-queens-8-about = The classic board of { tutorial-eight-queens }: 92 solutions with column and diagonal flags.

# The menu's entry of any size of queens.
custom-queens = N-Queens, any N

# What the menu's entry of any size of queens opens: $max the largest size.
custom-queens-about = An empty N×N board, N from 1 to { $max }: choose N with ←/→ or type it.

## (moments)

# The legend beside the depth-first tutorial's code, after the board's "x refused": what x means in the boards its log prints.
queens-legend-log-free = in the log's boards: free

## (quiz)

# The queens' question: $row the row being filled.
quiz-queens-ask = Row { $row }: which column does the next queen go in?

# A column in the queens' verdict: $col its number.
quiz-queens-column = column { $col }

# Why a column is refused: $col it, $cell the square of the queen standing in that column.
quiz-queens-same-column = { $col } is under the queen on { $cell }

# Why a column is refused: $col it, $cell the square of the queen on its diagonal.
quiz-queens-same-diagonal = { $col } is on the diagonal of the queen on { $cell }

## (checked-marks)

# The queens board's legend, after the key that shows the attacked squares and the tried queens while they are hidden.
queens-legend-layer-off = shows attacks, tried

# The help's line for the queens board's key that shows or hides the attacked squares and the queens tried and taken off.
queens-key-layer = attacked squares and tried queens: show / hide

# The status line after the queens board's attacked squares and tried queens are shown: $key the key that hides them.
queens-layer-shown = attacked squares and tried queens shown; { $key } hides them

# The status line after the queens board's attacked squares and tried queens are hidden, its marks the tutorial's tables' alone: $key the key that shows them.
queens-layer-hidden = only the tutorial's marks, as in its tables; { $key } shows attacked squares and tried queens

## (queens-sandbox)

# The menu's entry of the queens sandbox, its size after it.
queens-by-hand = Queens by hand

# What the queens sandbox's entry opens.
queens-by-hand-about = Put queens on the board yourself, as the eight-queens tutorial does before its code: each queen's row, column and diagonals are drawn, and a panel shows, for the square under the cursor, the tutorial's conditions Y≠b, X−Y≠a−b and X+Y≠a+b for every queen, each true or false. p searches on from the rows placed, e from an empty board. ←/→ choose N.

# The sandbox's heading: $side the board's side.
sandbox-heading = queens by hand, { $side }×{ $side }

# The conditions panel's title: $cell the square under the cursor.
sandbox-conditions-title = Conditions for (X,Y) = { $cell }

# The conditions table's first column: the queens placed.
sandbox-queen-column = queen

# The conditions panel with no queen placed: $key the key that puts one.
sandbox-no-queen = No queen yet. { $key } puts one on the square under the cursor; its conditions then show here.

# Over the conditions joined by && as the tutorial writes them for the next queen.
sandbox-tutorial-form = As the tutorial writes it, the next queen's (X,Y) must satisfy:

# Beside the condition X≠a of a queen in the square's own row.
sandbox-same-row = same row

# The conditions table cut: $arrow an arrow, $count how many queens are left out.
sandbox-more-queens = { $arrow } { $count } more { $count ->
    [one] queen
   *[other] queens
}

# The verdict: $cell the square, which no queen attacks.
sandbox-free = { $cell } is free: every condition holds, so a queen can go here.

# The verdict: $cell the square, attacked by the queens at $queens, $count of them.
sandbox-attacked = { $cell } is attacked by the { $count ->
    [one] queen
   *[other] queens
} at { $queens }.

# The verdict on a queen's square: $cell the square, which no other queen attacks.
sandbox-queen-safe = A queen stands on { $cell }; no other queen attacks it.

# The verdict on a queen's square: $cell the square, attacked by the queens at $queens, $count of them.
sandbox-queen-attacked = The queen on { $cell } is attacked by the { $count ->
    [one] queen
   *[other] queens
} at { $queens }.

# Under the verdict: $queen the queen of the cursor's row, elsewhere in it; $key the key that moves it.
sandbox-moves-here = This row has its queen at { $queen }: { $key } moves it here (one queen a row).

# The search panel's title.
sandbox-search-title = Search

# The search panel, no row placed: $key the key that searches.
sandbox-search-none = { $key }: no row placed yet, so the search starts from an empty board.

# The search panel: $key the key; $count rows given, $first to $last; the search starts on row $next.
sandbox-search-given = { $key }: { $count ->
    [1] row { $first }
   *[other] rows { $first }-{ $last }
} as placed; the search starts on row { $next }.

# The search panel, every row placed: $key the key, $count the rows.
sandbox-search-full = { $key }: all { $count } rows as placed; the search only checks them.

# The search panel: $key the key; the queens at $first and $second, in the given rows, attack each other.
sandbox-search-clash = { $key } cannot start: the queens at { $first } and { $second } attack each other.

# The search panel and the player's status line: $queens the queens below the first empty row, $count of them, $row that row.
sandbox-search-ignored = { $count ->
    [one] the queen at { $queens } is
   *[other] the queens at { $queens } are
} left out: row { $row } is empty, and the search starts there.

# The search panel: $key the key that searches from an empty board.
sandbox-search-empty = { $key }: search from an empty board.

# The title over the player searching from the rows placed, short: $count rows, $first to $last.
sandbox-player-given = { $count ->
    [1] row { $first }
   *[other] rows { $first }-{ $last }
} as placed

# The title over the player searching from an empty board, short.
sandbox-player-empty = from an empty board

# The player's status line as it opens on the rows placed: $count rows, $first to $last; the search starts on row $next.
sandbox-player-note = { $count ->
    [1] row { $first }
   *[other] rows { $first }-{ $last }
} as placed by hand; the search starts on row { $next }

# The status line: $cell the square a queen was put on.
sandbox-placed = queen put on { $cell }

# The status line: $cell the square a queen was put on, attacked by the queens at $queens, $count of them.
sandbox-placed-attacked = queen put on { $cell }, which the { $count ->
    [one] queen at { $queens } attacks
   *[other] queens at { $queens } attack
}: allowed here, to see it; a search never puts a queen there

# The status line: the row's queen moved from $from to $to.
sandbox-moved = one queen a row: the queen moved from { $from } to { $to }

# The status line: $cell the square a queen was lifted from.
sandbox-lifted = queen lifted from { $cell }

# The status line: every queen lifted, $count of them.
sandbox-cleared = { $count ->
    [one] 1 queen lifted
   *[other] { $count } queens lifted
}: the board is empty

# The status line, searching from given rows that attack each other: $first and $second the two queens.
sandbox-clash-first = cannot search: the queens at { $first } and { $second } attack each other; lift or move one

# The legend under the board: a queen.
sandbox-legend-queen = queen

# The legend: the lines a queen attacks along.
sandbox-legend-lines = attacked

# The legend: a square no queen attacks.
sandbox-legend-free = free

# The arrows' help line in the sandbox.
key-sandbox-move = move the cursor on the board

# Space's help line in the sandbox.
key-sandbox-toggle = put or lift a queen (the row's queen moves here)

# Space in the sandbox's footer.
hint-sandbox-toggle = queen

# c's help line in the sandbox.
key-sandbox-clear = lift every queen

# c in the sandbox's footer.
hint-sandbox-clear = clear

# p's help line in the sandbox.
key-sandbox-search = search on below the rows placed

# p in the sandbox's footer.
hint-sandbox-search = search

# e's help line in the sandbox.
key-sandbox-search-empty = search from an empty board

# e in the sandbox's footer.
hint-sandbox-search-empty = empty board

# The word of a breakpoint that names a queens row, such as `row5=3`; typed as it is shown, no blank before the number.
slot-word-row = row
