### The maze's own words in simplified Chinese: its board, its questions and its presets.

## (maze)
## The rat in a maze: its presets and entry of any size, its board's pseudo-code,
## heading, stack, narration and legend, its quiz and its breakpoints' words.

# The menu's heading over a problem's presets, and the problem in a message.
problem-maze = 老鼠走迷宫

# The title of the preset `rat-4x4` in the menu, over its board and in `backtrack presets`.
preset-rat-4x4 = 4×4 老鼠走迷宫

# What the preset `rat-4x4` shows: the menu's details and `backtrack presets`.
preset-rat-4x4-about = 经典的 4×4 练习题，把 1（通路）和 0（墙）的方阵画成迷宫：从左上角到右下角的所有路径：下右下下右右和下下右下右右。

# The title of the preset `maze-7x7` in the menu, over its board and in `backtrack presets`.
preset-maze-7x7 = 有死路的 7×7 迷宫

# What the preset `maze-7x7` shows: the menu's details and `backtrack presets`.
preset-maze-7x7-about = 老鼠按右、下、左、上的顺序尝试，先走进三条死路、一一退回，才找到第一条路径；共有两条路径。

# The title of the preset `open-4x4` in the menu, over its board and in `backtrack presets`.
preset-open-4x4 = 无墙的 4×4 方格：所有路径

# What the preset `open-4x4` shows: the menu's details and `backtrack presets`.
preset-open-4x4-about = 完全没有墙：从一角到对角、不经过同一格两次的路径共 184 条，每一条都逐格走出、再逐格退回。

# The title of the preset `maze-21x11` in the menu, over its board and in `backtrack presets`.
preset-maze-21x11 = 生成的 21×11 迷宫

# What the preset `maze-21x11` shows: the menu's details and `backtrack presets`.
preset-maze-21x11-about = 用深度优先的挖掘生成的迷宫（种子 675）：只有一条又长又曲折的路径，找到它之前退回了 16 格。

# The menu's entry of an open grid of any size.
custom-maze = 无墙方格，任意 N

# What the menu's entry of an open grid of any size opens: $max the largest size.
custom-maze-about = 从左上角到右下角的无墙 N×N 方格，N 从 1 到 { $max }：用 ←/→ 选择 N，或直接输入。
# The pseudo-code's line that outputs a path: $exit the code that ends the call,
# `return` or `return true`.
maze-output = 输出这条路径; { $exit }

# The pseudo-code's words after marking a square visited: $cell the square, as the code names it.
maze-step = 走到 { $cell }

# The pseudo-code's words after clearing a square's mark: $cell the square stepped back to, as the code names it.
maze-step-back = 退回 { $cell }

# The pseudo-code's test of the square a move leads to: $cell the square, as the code names it.
maze-free = { $cell } 是通路且未走过

# The heading over the board: $width its columns, $height its rows.
maze-heading = { $width }×{ $height } 迷宫

# The call on top of the stack at the exit, after `solve(4,4): `.
maze-output-call = 输出路径

# A stack frame's moves already tried, after its call: $moves their letters, such as `R,D`.
maze-tried = 试过 { $moves }

# The log's step: $step its number, $move the move, $cell the square entered.
maze-stepped = 第 { $step } 步：向{ $move }走到 { $cell }

# The log's step back off the exit after a path: $cell the exit.
maze-next-path = 从出口 { $cell } 退回，去找下一条路径

# The log's step back from a square with no move at all: $cell it, $back the square
# the rat is back on.
maze-dead-end = { $cell } 是死路：无路可走，退回 { $back }

# The log's step back from a square whose moves are all tried: $cell it, $back the
# square the rat is back on.
maze-no-move-left = { $cell } 已没有可再试的方向：退回 { $back }

# The log's path: $count its number, $moves its moves as letters, $length how many.
maze-path = 第 { $count } 条路径：{ $moves }（共 { $length } 步）

# The legend under the board: the start and the exit.
maze-legend-ends = 起点、出口

# The legend under the board: the rat.
maze-legend-rat = 老鼠

# The legend under the board: the path's squares, each with its move.
maze-legend-path = 路径

# The legend under the board: the square just stepped back off.
maze-legend-left = 刚退回

# The legend under the board: a square tried and given up, the exit out of its reach.
maze-legend-dead-end = 死路

# The legend under the board: a square tried and given up after a path went on from it to the exit.
maze-legend-tried = 试过、通向出口

# The legend under the board: a move from the rat's square refused (a wall, the edge, the path).
maze-legend-refused = 已排除

# The legend under the board: a wall.
maze-legend-wall = 墙

# The maze's question: $cell the rat's square.
maze-quiz-ask = 老鼠在 { $cell }：下一步往哪走（R、D、L、U）？

# A move in the maze's verdict: $move its name and letter, such as `down (D)`.
maze-quiz-move = 向{ $move }

# Why a move is refused: $move it, into a wall.
maze-quiz-wall = { $move }会撞墙

# Why a move is refused: $move it, off the grid.
maze-quiz-edge = { $move }会走出迷宫

# Why a move is refused: $move it, $cell the square of the path it leads back to.
maze-quiz-on-path = { $move }会回到路径上的 { $cell }

# The word of a breakpoint that names a step of the rat's path, such as `step3=down`; typed as it is shown, no blank before the number.
slot-word-step = 步

# The move one column right, in a breakpoint (`step3=right`), the stack and the log.
slot-word-right = 右

# The move one row down, in a breakpoint, the stack and the log.
slot-word-down = 下

# The move one column left, in a breakpoint, the stack and the log.
slot-word-left = 左

# The move one row up, in a breakpoint, the stack and the log.
slot-word-up = 上

# A step of the rat's path, as the breakpoint errors name it (`step 9 is beyond this board`).
board-part-maze-step = 步

# The direction of a move (right, down, left, up), as the breakpoint errors name it.
board-part-maze-direction = 方向
