### The knight's tour's own words in simplified Chinese: its board, its questions and its presets.

## (knights-tour)
## The knight's tour: its title, presets, pseudo-code, heading, stack, narration, legend, quiz and breakpoint word.

# The menu's heading over a problem's presets, and the problem in a message.
problem-knights-tour = 马踏棋盘

# The title of the preset `knight-5x5` in the menu, over its board and in `backtrack presets`.
preset-knight-5x5 = 5×5 马踏棋盘：从角上出发

# What the preset `knight-5x5` shows: the menu's details and `backtrack presets`.
preset-knight-5x5-about = 从角上的 a1 出发，按固定顺序试走：共 304 条周游路线，放置 1,735,078 次全部找到。

# The title of the preset `knight-c3` in the menu, over its board and in `backtrack presets`.
preset-knight-c3 = 5×5 马踏棋盘：从中心出发

# What the preset `knight-c3` shows: the menu's details and `backtrack presets`.
preset-knight-c3-about = 从中心 c3 出发：只有 64 条路线，比从角上出发少，放置 641,576 次全部找到。

# The title of the preset `knight-b1` in the menu, over its board and in `backtrack presets`.
preset-knight-b1 = 5×5 马踏棋盘：从 b1 出发无解

# What the preset `knight-b1` shows: the menu's details and `backtrack presets`.
preset-knight-b1-about = 根本没有路线：马每走一步都换一种颜色，25 个格子里有 13 个与 a1 同色，所以路线必须从这种颜色出发、在这种颜色结束。搜索要试遍所有路径（放置 1,829,420 次）才能确定。

# The title of the preset `knight-6x6` in the menu, over its board and in `backtrack presets`.
preset-knight-6x6 = 6×6 马踏棋盘：从角上出发

# What the preset `knight-6x6` shows: the menu's details and `backtrack presets`.
preset-knight-6x6-about = 按固定顺序从 a1 出发，放置 248,168 次后找到第一条路线就停下，其中几乎都被撤回了。

# The title of the preset `warnsdorff` in the menu, over its board and in `backtrack presets`.
preset-warnsdorff = 8×8 棋盘：Warnsdorff 规则

# What the preset `warnsdorff` shows: the menu's details and `backtrack presets`.
preset-warnsdorff-about = 从 a1 出发，先走后续走法最少的格子（Warnsdorff，1823 年），与 MRV 同一个道理：放置 63 次就走完全程，一次也不撤回；固定顺序则要放置 8,250,732 次。

# The menu's entry of any size of knight's tour.
custom-knights-tour = 马踏棋盘，任意 N

# What the menu's entry of any size of knight's tour opens: $max the largest size.
custom-knights-tour-about = N×N 棋盘，从角上的 a1 出发，N 从 5 到 { $max }：用 ←/→ 选择 N，或直接输入。

# The word of a breakpoint that names a move of a knight's tour, such as `move10=c3`; typed as it is shown, no blank before the number.
slot-word-move = 步

# The pseudo-code's loop over the knight's jumps in the fixed order.
knight-code-eight-jumps = 顺时针的 8 种跳法

# The pseudo-code's list of jumps in Warnsdorff's order: the free squares a jump away, fewest onward moves first.
knight-code-sorted-jumps = 一跳可达的空格，后续走法少的在前

# The pseudo-code's test of a square: $square it, as the code names it.
knight-code-free = { $square } 在棋盘上且还没有编号

# The pseudo-code's line that numbers a square: $number the number and $square the square, as the code names them.
knight-code-write = 在 { $square } 上写下 { $number }

# The pseudo-code's line that takes a square's number back: $square it, as the code names it.
knight-code-erase = 擦去 { $square } 上的编号

# The pseudo-code's line that outputs a tour.
knight-code-output = 输出这条路线

# The heading over the board: $n the side, $start the start square.
knight-heading = 马踏棋盘 { $n }×{ $n } · 起点 { $start }

# After the heading, for a search in Warnsdorff's order.
knight-by-warnsdorff = Warnsdorff 规则

# The call on top of the stack at a tour, after `tour(e5,24): `.
knight-output-call = 输出

# A stack frame's jumps already tried, after its call: $squares their squares, such as `b3,c2`.
knight-tried = 试过 { $squares }

# The log's jump: $number the number written, $from the square left, $to the square jumped to.
knight-jumped = 第 { $number } 步：马从 { $from } 跳到 { $to }

# The log's jump by Warnsdorff's rule: $number the number written, $from the square left, $to the square jumped to, $onward the onward moves it had.
knight-jumped-onward = 第 { $number } 步：马从 { $from } 跳到 { $to }，那里还有 { $onward } 种后续走法

# The log's take-back of the last square after a tour: $number its number, $square it.
knight-next-tour = 撤回 { $square } 上的第 { $number } 步，去找下一条路线

# The log's backtrack from a square with no free square a jump away: $square it, $number its number, $back the square the knight goes back to.
knight-dead-end = 从 { $square } 跳不到任何空格：回溯，撤回第 { $number } 步，回到 { $back }

# The log's backtrack from a square whose jumps have all been tried: $square it, $number its number, $back the square the knight goes back to.
knight-all-tried = 从 { $square } 出发的跳法都试过了：回溯，撤回第 { $number } 步，回到 { $back }

# The log's tour: $count its number, $last the square it ends on.
knight-solution = 第 { $count } 条路线：每个格子都编了号，终点在 { $last }

# The legend under the board: the knight.
knight-legend-knight = 马

# The legend under the board: a square the knight can jump to next.
knight-legend-next = 下一步可跳

# The legend under the board, in Warnsdorff's order: a square the knight can jump to next, with its onward moves written beside it.
knight-legend-onward = 下一步可跳，后续走法数

# The legend under the board: a square jumped to and taken back.
knight-legend-tried = 试过、已撤回

# The legend under the board: a square a jump away that has a number already.
knight-legend-refused = 已编号，排除

# The knight's tour's question: $number the move's number, $square the knight's square.
quiz-knight-ask = 第 { $number } 步：{ $square } 上的马跳到哪里？

# Why a square is refused: $square it, $number the number it has.
quiz-knight-numbered = { $square } 已经编了号 { $number }

# A move of a knight's tour, as the breakpoint errors name it (`move 1 is beyond this board`).
board-part-knight-move = 步

# A rank of the chessboard (its row, numbered from 1), as the breakpoint errors name it.
board-part-knight-rank = 横线

# A file of the chessboard (its column, lettered from a), as the breakpoint errors name it.
board-part-knight-file = 直线
