### The knight's tour's own words in traditional Chinese: its board, its questions and its presets.

## (knights-tour)
## The knight's tour: its title, presets, pseudo-code, heading, stack, narration, legend, quiz and breakpoint word.

# The menu's heading over a problem's presets, and the problem in a message.
problem-knights-tour = 騎士巡邏

# The title of the preset `knight-5x5` in the menu, over its board and in `backtrack presets`.
preset-knight-5x5 = 5×5 騎士巡邏：從角落出發

# What the preset `knight-5x5` shows: the menu's details and `backtrack presets`.
preset-knight-5x5-about = 從角落的 a1 出發，依固定順序試走：共 304 條巡邏路線，放置 1,735,078 次全部找到。

# The title of the preset `knight-c3` in the menu, over its board and in `backtrack presets`.
preset-knight-c3 = 5×5 騎士巡邏：從中心出發

# What the preset `knight-c3` shows: the menu's details and `backtrack presets`.
preset-knight-c3-about = 從中心 c3 出發：只有 64 條路線，比從角落出發少，放置 641,576 次全部找到。

# The title of the preset `knight-b1` in the menu, over its board and in `backtrack presets`.
preset-knight-b1 = 5×5 騎士巡邏：從 b1 出發無解

# What the preset `knight-b1` shows: the menu's details and `backtrack presets`.
preset-knight-b1-about = 根本沒有路線：騎士每走一步都換一種顏色，25 個格子裡有 13 個與 a1 同色，所以路線必須從這種顏色出發、在這種顏色結束。搜尋要試遍所有路徑（放置 1,829,420 次）才能確定。

# The title of the preset `knight-6x6` in the menu, over its board and in `backtrack presets`.
preset-knight-6x6 = 6×6 騎士巡邏：從角落出發

# What the preset `knight-6x6` shows: the menu's details and `backtrack presets`.
preset-knight-6x6-about = 依固定順序從 a1 出發，放置 248,168 次後找到第一條路線就停下，其中幾乎都被撤回了。

# The title of the preset `warnsdorff` in the menu, over its board and in `backtrack presets`.
preset-warnsdorff = 8×8 棋盤：Warnsdorff 規則

# What the preset `warnsdorff` shows: the menu's details and `backtrack presets`.
preset-warnsdorff-about = 從 a1 出發，先走後續走法最少的格子（Warnsdorff，1823 年），與 MRV 同一個道理：放置 63 次就走完全程，一次也不撤回；固定順序則要放置 8,250,732 次。

# The menu's entry of any size of knight's tour.
custom-knights-tour = 騎士巡邏，任意 N

# What the menu's entry of any size of knight's tour opens: $max the largest size.
custom-knights-tour-about = N×N 棋盤，從角落的 a1 出發，N 從 5 到 { $max }：用 ←/→ 選擇 N，或直接輸入。

# The word of a breakpoint that names a move of a knight's tour, such as `move10=c3`; typed as it is shown, no blank before the number.
slot-word-move = 步

# The pseudo-code's loop over the knight's jumps in the fixed order.
knight-code-eight-jumps = 順時針的 8 種跳法

# The pseudo-code's list of jumps in Warnsdorff's order: the free squares a jump away, fewest onward moves first.
knight-code-sorted-jumps = 一跳可達的空格，後續走法少的在前

# The pseudo-code's test of a square: $square it, as the code names it.
knight-code-free = { $square } 在棋盤上且還沒有編號

# The pseudo-code's line that numbers a square: $number the number and $square the square, as the code names them.
knight-code-write = 在 { $square } 上寫下 { $number }

# The pseudo-code's line that takes a square's number back: $square it, as the code names it.
knight-code-erase = 擦去 { $square } 上的編號

# The pseudo-code's line that outputs a tour.
knight-code-output = 輸出這條路線

# The heading over the board: $n the side, $start the start square.
knight-heading = 騎士巡邏 { $n }×{ $n } · 起點 { $start }

# After the heading, for a search in Warnsdorff's order.
knight-by-warnsdorff = Warnsdorff 規則

# The call on top of the stack at a tour, after `tour(e5,24): `.
knight-output-call = 輸出

# A stack frame's jumps already tried, after its call: $squares their squares, such as `b3,c2`.
knight-tried = 試過 { $squares }

# The log's jump: $number the number written, $from the square left, $to the square jumped to.
knight-jumped = 第 { $number } 步：騎士從 { $from } 跳到 { $to }

# The log's jump by Warnsdorff's rule: $number the number written, $from the square left, $to the square jumped to, $onward the onward moves it had.
knight-jumped-onward = 第 { $number } 步：騎士從 { $from } 跳到 { $to }，那裡還有 { $onward } 種後續走法

# The log's take-back of the last square after a tour: $number its number, $square it.
knight-next-tour = 撤回 { $square } 上的第 { $number } 步，去找下一條路線

# The log's backtrack from a square with no free square a jump away: $square it, $number its number, $back the square the knight goes back to.
knight-dead-end = 從 { $square } 跳不到任何空格：回溯，撤回第 { $number } 步，回到 { $back }

# The log's backtrack from a square whose jumps have all been tried: $square it, $number its number, $back the square the knight goes back to.
knight-all-tried = 從 { $square } 出發的跳法都試過了：回溯，撤回第 { $number } 步，回到 { $back }

# The log's tour: $count its number, $last the square it ends on.
knight-solution = 第 { $count } 條路線：每個格子都編了號，終點在 { $last }

# The legend under the board: the knight.
knight-legend-knight = 騎士

# The legend under the board: a square the knight can jump to next.
knight-legend-next = 下一步可跳

# The legend under the board, in Warnsdorff's order: a square the knight can jump to next, with its onward moves written beside it.
knight-legend-onward = 下一步可跳，後續走法數

# The legend under the board: a square jumped to and taken back.
knight-legend-tried = 試過、已撤回

# The legend under the board: a square a jump away that has a number already.
knight-legend-refused = 已編號，排除

# The knight's tour's question: $number the move's number, $square the knight's square.
quiz-knight-ask = 第 { $number } 步：{ $square } 上的騎士跳到哪裡？

# Why a square is refused: $square it, $number the number it has.
quiz-knight-numbered = { $square } 已經編了號 { $number }

# A move of a knight's tour, as the breakpoint errors name it (`move 1 is beyond this board`).
board-part-knight-move = 步

# A rank of the chessboard (its row, numbered from 1), as the breakpoint errors name it.
board-part-knight-rank = 橫線

# A file of the chessboard (its column, lettered from a), as the breakpoint errors name it.
board-part-knight-file = 直線
