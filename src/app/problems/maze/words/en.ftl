### The maze's own words in English: its board, its questions and its presets.

## (maze)
## The rat in a maze: its presets and entry of any size, its board's pseudo-code,
## heading, stack, narration and legend, its quiz and its breakpoints' words.

# The menu's heading over a problem's presets, and the problem in a message.

# The menu's heading over a problem's presets, and the problem in a message.
problem-maze = Rat in a maze



# The title of the preset `rat-4x4` in the menu, over its board and in `backtrack presets`.

# The title of the preset `rat-4x4` in the menu, over its board and in `backtrack presets`.
preset-rat-4x4 = 4×4 rat in a maze



# What the preset `rat-4x4` shows: the menu's details and `backtrack presets`.

# What the preset `rat-4x4` shows: the menu's details and `backtrack presets`.
preset-rat-4x4-about = The classic 4×4 exercise, its grid of 1 (open) and 0 (wall) drawn as a maze: every path from the top left to the bottom right, DRDDRR and DDRDRR.



# The title of the preset `maze-7x7` in the menu, over its board and in `backtrack presets`.

# The title of the preset `maze-7x7` in the menu, over its board and in `backtrack presets`.
preset-maze-7x7 = 7×7 maze with dead ends



# What the preset `maze-7x7` shows: the menu's details and `backtrack presets`.

# What the preset `maze-7x7` shows: the menu's details and `backtrack presets`.
preset-maze-7x7-about = Trying right, down, left, up, the rat walks into three dead ends and backs out of each before it finds its first path; two paths in all.



# The title of the preset `open-4x4` in the menu, over its board and in `backtrack presets`.

# The title of the preset `open-4x4` in the menu, over its board and in `backtrack presets`.
preset-open-4x4 = Open 4×4 grid, every path



# What the preset `open-4x4` shows: the menu's details and `backtrack presets`.

# What the preset `open-4x4` shows: the menu's details and `backtrack presets`.
preset-open-4x4-about = No wall at all: 184 paths from corner to corner that never cross themselves, each walked and taken back square by square.



# The title of the preset `maze-21x11` in the menu, over its board and in `backtrack presets`.

# The title of the preset `maze-21x11` in the menu, over its board and in `backtrack presets`.
preset-maze-21x11 = Generated 21×11 maze



# What the preset `maze-21x11` shows: the menu's details and `backtrack presets`.

# What the preset `maze-21x11` shows: the menu's details and `backtrack presets`.
preset-maze-21x11-about = A maze carved by a depth-first walk of its own (seed 675): one long winding path, found after 16 squares backed out of.



# The menu's entry of an open grid of any size.

# The menu's entry of an open grid of any size.
custom-maze = Open grid, any N



# What the menu's entry of an open grid of any size opens: $max the largest size.

# What the menu's entry of an open grid of any size opens: $max the largest size.
custom-maze-about = An N×N grid with no wall, from the top left to the bottom right, N from 1 to { $max }: choose N with ←/→ or type it.
# The pseudo-code's line that outputs a path: $exit the code that ends the call,
# `return` or `return true`.
maze-output = output the path; { $exit }

# The pseudo-code's words after marking a square visited: $cell the square, as the code names it.
maze-step = step onto { $cell }

# The pseudo-code's words after clearing a square's mark: $cell the square stepped back to, as the code names it.
maze-step-back = step back to { $cell }

# The pseudo-code's test of the square a move leads to: $cell the square, as the code names it.
maze-free = { $cell } is open and not visited

# The heading over the board: $width its columns, $height its rows.
maze-heading = { $width }×{ $height } maze

# The call on top of the stack at the exit, after `solve(4,4): `.
maze-output-call = output the path

# A stack frame's moves already tried, after its call: $moves their letters, such as `R,D`.
maze-tried = tried { $moves }

# The log's step: $step its number, $move the move, $cell the square entered.
maze-stepped = step { $step }: { $move } to { $cell }

# The log's step back off the exit after a path: $cell the exit.
maze-next-path = step back off the exit { $cell } to look for the next path

# The log's step back from a square with no move at all: $cell it, $back the square
# the rat is back on.
maze-dead-end = { $cell } is a dead end: no way on, back to { $back }

# The log's step back from a square whose moves are all tried: $cell it, $back the
# square the rat is back on.
maze-no-move-left = no move left to try from { $cell }: back to { $back }

# The log's path: $count its number, $moves its moves as letters, $length how many.
maze-path = path { $count }: { $moves } ({ $length ->
    [one] 1 move
   *[other] { $length } moves
})

# The legend under the board: the start and the exit.
maze-legend-ends = start, exit

# The legend under the board: the rat.
maze-legend-rat = rat

# The legend under the board: the path's squares, each with its move.
maze-legend-path = path

# The legend under the board: the square just stepped back off.
maze-legend-left = stepped back

# The legend under the board: a square tried and given up, the exit out of its reach.
maze-legend-dead-end = dead end

# The legend under the board: a square tried and given up after a path went on from it to the exit.
maze-legend-tried = tried, led on

# The legend under the board: a move from the rat's square refused (a wall, the edge, the path).
maze-legend-refused = refused

# The legend under the board: a wall.
maze-legend-wall = wall

# The maze's question: $cell the rat's square.
maze-quiz-ask = The rat is on { $cell }: which way next (R, D, L, U)?

# A move in the maze's verdict: $move its name and letter, such as `down (D)`.
maze-quiz-move = the move { $move }

# Why a move is refused: $move it, into a wall.
maze-quiz-wall = { $move } runs into a wall

# Why a move is refused: $move it, off the grid.
maze-quiz-edge = { $move } leaves the maze

# Why a move is refused: $move it, $cell the square of the path it leads back to.
maze-quiz-on-path = { $move } goes back onto the path at { $cell }

# The word of a breakpoint that names a step of the rat's path, such as `step3=down`; typed as it is shown, no blank before the number.
slot-word-step = step

# The move one column right, in a breakpoint (`step3=right`), the stack and the log.
slot-word-right = right

# The move one row down, in a breakpoint, the stack and the log.
slot-word-down = down

# The move one column left, in a breakpoint, the stack and the log.
slot-word-left = left

# The move one row up, in a breakpoint, the stack and the log.
slot-word-up = up

# A step of the rat's path, as the breakpoint errors name it (`step 9 is beyond this board`).
board-part-maze-step = step

# The direction of a move (right, down, left, up), as the breakpoint errors name it.
board-part-maze-direction = direction
