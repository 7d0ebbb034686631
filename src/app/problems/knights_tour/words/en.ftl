### The knight's tour's own words in English: its board, its questions and its presets.

## (knights-tour)
## The knight's tour: its title, presets, pseudo-code, heading, stack, narration, legend, quiz and breakpoint word.

# The menu's heading over a problem's presets, and the problem in a message.
problem-knights-tour = Knight's tour

# The title of the preset `knight-5x5` in the menu, over its board and in `backtrack presets`.
preset-knight-5x5 = Knight's tour 5×5 from a corner

# What the preset `knight-5x5` shows: the menu's details and `backtrack presets`.
preset-knight-5x5-about = From the corner a1, moves tried in the fixed order: all 304 tours, found in 1,735,078 placements.

# The title of the preset `knight-c3` in the menu, over its board and in `backtrack presets`.
preset-knight-c3 = Knight's tour 5×5 from the centre

# What the preset `knight-c3` shows: the menu's details and `backtrack presets`.
preset-knight-c3-about = From c3, the centre: only 64 tours, fewer than from a corner, found in 641,576 placements.

# The title of the preset `knight-b1` in the menu, over its board and in `backtrack presets`.
preset-knight-b1 = Knight's tour 5×5 from b1: none

# What the preset `knight-b1` shows: the menu's details and `backtrack presets`.
preset-knight-b1-about = No tour at all: the knight changes colour at every move, and of the 25 squares 13 are a1's colour, so a tour starts and ends on that colour. The search tries every path (1,829,420 placements) to be sure.

# The title of the preset `knight-6x6` in the menu, over its board and in `backtrack presets`.
preset-knight-6x6 = Knight's tour 6×6 from a corner

# What the preset `knight-6x6` shows: the menu's details and `backtrack presets`.
preset-knight-6x6-about = The fixed order from a1 stops at its first tour after 248,168 placements, nearly all of them taken back.

# The title of the preset `warnsdorff` in the menu, over its board and in `backtrack presets`.
preset-warnsdorff = The chessboard by Warnsdorff's rule

# What the preset `warnsdorff` shows: the menu's details and `backtrack presets`.
preset-warnsdorff-about = From a1, the square with the fewest onward moves first (Warnsdorff, 1823), the lesson of MRV: a tour in 63 placements, none taken back, where the fixed order needs 8,250,732.

# The menu's entry of any size of knight's tour.
custom-knights-tour = Knight's tour, any N

# What the menu's entry of any size of knight's tour opens: $max the largest size.
custom-knights-tour-about = An N×N board from the corner a1, N from 5 to { $max }: choose N with ←/→ or type it.

# The word of a breakpoint that names a move of a knight's tour, such as `move10=c3`; typed as it is shown, no blank before the number.
slot-word-move = move

# The pseudo-code's loop over the knight's jumps in the fixed order.
knight-code-eight-jumps = the 8 jumps, clockwise

# The pseudo-code's list of jumps in Warnsdorff's order: the free squares a jump away, fewest onward moves first.
knight-code-sorted-jumps = free squares a jump away, fewest onward moves first

# The pseudo-code's test of a square: $square it, as the code names it.
knight-code-free = { $square } is on the board and has no number

# The pseudo-code's line that numbers a square: $number the number and $square the square, as the code names them.
knight-code-write = write { $number } on { $square }

# The pseudo-code's line that takes a square's number back: $square it, as the code names it.
knight-code-erase = erase the number on { $square }

# The pseudo-code's line that outputs a tour.
knight-code-output = output the tour

# The heading over the board: $n the side, $start the start square.
knight-heading = Knight's tour { $n }×{ $n } · { $start }

# After the heading, for a search in Warnsdorff's order.
knight-by-warnsdorff = Warnsdorff's rule

# The call on top of the stack at a tour, after `tour(e5,24): `.
knight-output-call = output

# A stack frame's jumps already tried, after its call: $squares their squares, such as `b3,c2`.
knight-tried = tried { $squares }

# The log's jump: $number the number written, $from the square left, $to the square jumped to.
knight-jumped = move { $number }: the knight jumps from { $from } to { $to }

# The log's jump by Warnsdorff's rule: $number the number written, $from the square left, $to the square jumped to, $onward the onward moves it had.
knight-jumped-onward = move { $number }: the knight jumps from { $from } to { $to }, { $onward ->
    [one] { $onward } onward move
   *[other] { $onward } onward moves
}

# The log's take-back of the last square after a tour: $number its number, $square it.
knight-next-tour = take back move { $number } on { $square } to look for the next tour

# The log's backtrack from a square with no free square a jump away: $square it, $number its number, $back the square the knight goes back to.
knight-dead-end = no free square a jump from { $square }: take back move { $number }, back to { $back }

# The log's backtrack from a square whose jumps have all been tried: $square it, $number its number, $back the square the knight goes back to.
knight-all-tried = every jump from { $square } tried: take back move { $number }, back to { $back }

# The log's tour: $count its number, $last the square it ends on.
knight-solution = tour { $count }: every square numbered, ending on { $last }

# The legend under the board: the knight.
knight-legend-knight = knight

# The legend under the board: a square the knight can jump to next.
knight-legend-next = can jump to

# The legend under the board, in Warnsdorff's order: a square the knight can jump to next, with its onward moves written beside it.
knight-legend-onward = can jump to, onward moves

# The legend under the board: a square jumped to and taken back.
knight-legend-tried = tried, taken back

# The legend under the board: a square a jump away that has a number already.
knight-legend-refused = numbered, refused

# The knight's tour's question: $number the move's number, $square the knight's square.
quiz-knight-ask = Move { $number }: where does the knight on { $square } jump?

# Why a square is refused: $square it, $number the number it has.
quiz-knight-numbered = { $square } has number { $number } already

# A move of a knight's tour, as the breakpoint errors name it (`move 1 is beyond this board`).
board-part-knight-move = move

# A rank of the chessboard (its row, numbered from 1), as the breakpoint errors name it.
board-part-knight-rank = rank

# A file of the chessboard (its column, lettered from a), as the breakpoint errors name it.
board-part-knight-file = file
