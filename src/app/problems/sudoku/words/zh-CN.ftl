### The sudoku's own words in simplified Chinese: its board, its questions and its presets.

## The sudoku's board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (sudoku)

# The pseudo-code in row order, after `while (r,c) `: a given cell is skipped.
sudoku-given-next-cell = 是给定数: 移到下一格

# The pseudo-code in row order, between `if r == N: ` and `; return`.
sudoku-output-grid = 输出整个盘面

# The pseudo-code in row order, after `(r,c) = v; `: the placement.
sudoku-set-three-bits = 置 3 个位

# The pseudo-code of every order, after `(r,c) = 0; `: the removal.
sudoku-clear-three-bits = 清 3 个位

# The lesson's code, before `; data[row][col] = num`: its three bits set.
sudoku-three-bits-set = 3 个位 = 1

# The lesson's code, before `; data[row][col] = 0`: its three bits cleared.
sudoku-three-bits-cleared = 3 个位 = 0

# The pseudo-code in MRV and singles order, between `if ` and `; return`.
sudoku-no-cell-empty = 没有空格: 输出整个盘面

# The pseudo-code in MRV order, after `(r,c) = `.
sudoku-fewest-empty-cell = 候选数最少的空格

# The pseudo-code in MRV order, between `if (r,c) ` and `: return`.
sudoku-has-no-candidate = 没有候选数

# The pseudo-code in MRV order, between `if v ` and `:`.
sudoku-is-candidate-of = 是 (r,c) 的候选数

# The pseudo-code in MRV and singles order, after `(r,c) = v; `: the placement.
sudoku-set-unit-bits = 置行、列、宫的位

# The pseudo-code in singles order, between `if ` and `:`.
sudoku-one-candidate = 某格只有一个候选数 v

# The pseudo-code in singles order, after `(r,c) = `, under each single.
sudoku-that-cell-only = 那一格; 只试 v

# The pseudo-code in singles order, between `elif ` and `:`.
sudoku-one-cell-left = 某数 v 在一行/列/宫里只剩一格

# The pseudo-code in singles order, after `else: (r,c) = `: the guess.
sudoku-fewest-cell = 候选数最少的格

# The pseudo-code in singles order, between `if ` and `: return`.
sudoku-nothing-to-try = 没有可试的数

# The pseudo-code in singles order, between `for v in ` and `:`.
sudoku-what-may-try = (r,c) 可试的数

# The solution-space tutorial's code, the comment after `state.PlaceNumber(i)  // `.
sudoku-place-comment = 放置 Place，

# The solution-space tutorial's code, the comment between `// ` and ` DecideNextPlace()`.
sudoku-then-comment = 再

# The solution-space tutorial's code, the comment after `state.RemoveNumber(i)  // `.
sudoku-remove-comment = 撤回 Remove

# The heading over the board: $side the number of cells a side, $order the cell order's name below.
sudoku-heading = 数独 { $side }×{ $side } · { $order }

# The heading's cell order: row by row.
sudoku-order-row = 按行

# The heading's cell order: the fewest candidates first.
sudoku-order-mrv = 最少候选数(MRV)

# The heading's cell order: singles before guesses.
sudoku-order-singles = 唯一数优先

# A bit set's label, and a short one: $row the row's number.
sudoku-row = 行 { $row }

# A bit set's label, and a short one: $col the column's number.
sudoku-col = 列 { $col }

# A bit set's label: $box the box's number, or its place such as `[0][1]`.
sudoku-box = 宫 { $box }

# The label of the candidates of the cell being filled, under the pseudo-code.
sudoku-candidates = 候选数

# The short label of the candidates of the cell being filled, on a small board.
sudoku-cand = 候选

# Over the bit sets when nothing longer fits: $cell the cell being filled.
sudoku-filling = 正在填 { $cell }

# Over the bit sets: $cell the cell being filled, $count its candidates.
sudoku-filling-count = 正在填 { $cell }：{ $count } 个候选数

# Over the bit sets in MRV and singles order: $cell the cell being filled, $count its candidates, the fewest.
sudoku-filling-fewest = 正在填 { $cell }：{ $count } 个候选数，最少

# Over the bit sets in singles order: $cell the cell being filled, $count its one candidate.
sudoku-filling-forced = 正在填 { $cell }：{ $count } 个候选数，唯一

# Over the bit sets in singles order: $cell the cell being filled, the only one left for $value.
sudoku-filling-only-cell-left = 正在填 { $cell }：{ $value } 只剩这一格可填

# The same, shorter: $cell the cell being filled, the only one for $value.
sudoku-filling-only-cell-for = 正在填 { $cell }：{ $value } 的唯一格

# Over the bit sets once the search has run out.
sudoku-search-finished = 搜索结束

# The same, shorter.
sudoku-done = 结束

# Over the bit sets at a solution.
sudoku-solved-every-cell = 已解出：每一格都填好了

# The same, shorter.
sudoku-solved = 已解出

# The legend, after a given digit.
sudoku-legend-given = 给定数

# The legend, after a placed digit.
sudoku-legend-placed = 填入

# The legend, after an empty cell's number of candidates.
sudoku-legend-candidates = 候选数个数

# The legend, after a digit taken back.
sudoku-legend-removed = 已撤回

# Under a board too small for pencil marks: $size the size they need, such as `24×13`.
sudoku-pencil-marks-need = 候选数标注至少要 { $size }

# A frame of the call stack: $values the digits it has tried.
sudoku-tried = 试过 { $values }

# A frame of the call stack: $count the digits it has left to try.
sudoku-left = 剩 { $count }

# A frame of the call stack whose digit is a single.
sudoku-forced = 唯一

# The stack's call at a solution in row order, after `solve(r=…,c=…): `.
sudoku-past-end-output = 越过最后一格，输出

# The stack's call at a solution with no empty cell, after `solve(): `.
sudoku-no-empty-cell-output = 没有空格，输出

# The log, a single placed: $cell the cell, $value the one digit that fits.
sudoku-placed-only-candidate = { $cell } = { $value }：只有 { $value } 能填这里

# The log, a single placed: $cell the only cell left for $value in $unit (a row, column or box below).
sudoku-placed-only-cell = { $cell } = { $value }：{ $value } 在{ $unit }只有这一格

# The log, a guess in singles order: $cell the cell, $value the digit, $count the cell's candidates.
sudoku-placed-guess = { $cell } = { $value }，猜一个：没有唯一数了，取候选数最少的格({ $count } 个)

# The log, a placement in MRV order: $cell the cell, $value the digit, $count the cell's candidates.
sudoku-placed-fewest = { $cell } = { $value }，候选数最少的格({ $count } 个)

# A row in the log's words: $row its number.
sudoku-unit-row = 第 { $row } 行

# A column in the log's words: $column its number.
sudoku-unit-column = 第 { $column } 列

# A box in the log's words: $box its number.
sudoku-unit-box = 第 { $box } 宫

# The log, a removal: back to $cell, whose $value is taken out.
sudoku-back = 回溯到 { $cell }，撤回 { $value }

# The log, a removal after a solution: $cell and its $value taken out.
sudoku-back-for-next = 回溯到 { $cell }，撤回 { $value }，去找下一个解

# The log, a removal: $next the cell with no candidate, $cell the cell whose $value is taken out.
sudoku-dead-end = { $next } 没有候选数了：回溯到 { $cell }，撤回 { $value }

# The log, a removal: $next the cell whose candidates $failed all failed, $cell the cell whose $value is taken out.
sudoku-all-failed = { $next } 已没有可再试的候选数(试过的 { $failed } 都不行)：回溯到 { $cell }，撤回 { $value }

# The log, a solution under the pseudo-code: $count its number.
sudoku-solution = 第 { $count } 个解：每一格都填好了

# The log, a solution under the lesson's code, after `Print(): `.
sudoku-every-cell-filled = 每一格都填好了

# The log, a solution under the LeetCode write-up's code, before `: return true`.
sudoku-no-dot-left = 没有 '.' 了

# The log under the solution-space tutorial's code, after `PlaceNumber(…) `: $cell the cell.
sudoku-at = 在 { $cell }

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-sudoku = 数独

# The title of the preset `4x4-a1` in the menu, over its board and in `backtrack presets`.
preset-4x4-a1 = 4×4 数独 A1

# What the preset `4x4-a1` shows: the menu's details and `backtrack presets`.
preset-4x4-a1-about = 出自《{ tutorial-lesson }》：九个已知数，按行顺序一路填完，没有回溯。

# The title of the preset `4x4-a2` in the menu, over its board and in `backtrack presets`.
preset-4x4-a2 = 4×4 数独 A2

# What the preset `4x4-a2` shows: the menu's details and `backtrack presets`.
preset-4x4-a2-about = 出自《{ tutorial-lesson }》：七个已知数，按行顺序同样没有回溯。

# The title of the preset `4x4-a3` in the menu, over its board and in `backtrack presets`.
preset-4x4-a3 = 4×4 数独 A3

# What the preset `4x4-a3` shows: the menu's details and `backtrack presets`.
preset-4x4-a3-about = 出自《{ tutorial-lesson }》：六个已知数；按行顺序途中要撤回两个错误的数。

# The title of the preset `4x4-a4` in the menu, over its board and in `backtrack presets`.
preset-4x4-a4 = 4×4 数独 A4(逐步跟踪)

# What the preset `4x4-a4` shows: the menu's details and `backtrack presets`.
preset-4x4-a4-about = 《{ tutorial-lesson }》逐图跟踪的过程：(0,3) 走投无路，回溯到 (0,0)，一个解。

# The title of the preset `4x4-a5` in the menu, over its board and in `backtrack presets`.
preset-4x4-a5 = 4×4 数独 A5(三个解)

# What the preset `4x4-a5` shows: the menu's details and `backtrack presets`.
preset-4x4-a5-about = 《{ tutorial-lesson }》里程序所解的题：三个解，按程序打印的顺序。

# The title of the preset `4x4-a6` in the menu, over its board and in `backtrack presets`.
preset-4x4-a6 = 4×4 数独 A6

# What the preset `4x4-a6` shows: the menu's details and `backtrack presets`.
preset-4x4-a6-about = 出自《{ tutorial-lesson }》：只有两个已知数，所以有 24 个解；适合用来数解。

# The title of the preset `6x6` in the menu, over its board and in `backtrack presets`.
preset-6x6 = 6×6 数独

# What the preset `6x6` shows: the menu's details and `backtrack presets`.
preset-6x6-about = 2×3 的宫，唯一解(内置生成器)：按行顺序要放置 435 次，MRV 只放 26 个空格。

# The title of the preset `9x9-a1` in the menu, over its board and in `backtrack presets`.
preset-9x9-a1 = 9×9 数独 A1

# What the preset `9x9-a1` shows: the menu's details and `backtrack presets`.
preset-9x9-a1-about = 出自《{ tutorial-lesson }》，也是《{ tutorial-leetcode-37 }》的例题：30 个已知数，一个解。

# The title of the preset `9x9-a2` in the menu, over its board and in `backtrack presets`.
preset-9x9-a2 = 9×9 数独 A2

# What the preset `9x9-a2` shows: the menu's details and `backtrack presets`.
preset-9x9-a2-about = 出自《{ tutorial-lesson }》：48 个已知数，回溯很少，适合作为第一道 9×9。

# The title of the preset `9x9-a3` in the menu, over its board and in `backtrack presets`.
preset-9x9-a3 = 9×9 数独 A3(两个解)

# What the preset `9x9-a3` shows: the menu's details and `backtrack presets`.
preset-9x9-a3-about = 《{ tutorial-lesson }》里 9×9 程序所解的题：两个解，程序在第一个解处停下。

# The title of the preset `9x9-a4` in the menu, over its board and in `backtrack presets`.
preset-9x9-a4 = 9×9 数独 A4(“世界最难”)

# What the preset `9x9-a4` shows: the menu's details and `backtrack presets`.
preset-9x9-a4-about = 出自《{ tutorial-lesson }》，一个解：按行顺序放置 49,558 次，MRV 放置 10,101 次。

# The title of the preset `9x9-mrv` in the menu, over its board and in `backtrack presets`.
preset-9x9-mrv = 9×9 数独(MRV)

# What the preset `9x9-mrv` shows: the menu's details and `backtrack presets`.
preset-9x9-mrv-about = 《{ tutorial-solution-space }》的棋盘：MRV(最少候选数优先)放置 10,373 次解出(即调用 Solve 10,374 次)；按行顺序要将近 700 万次。

# The title of the preset `16x16` in the menu, over its board and in `backtrack presets`.
preset-16x16 = 16×16 数独

# What the preset `16x16` shows: the menu's details and `backtrack presets`.
preset-16x16-about = 数值 1–9 和 A–G，唯一解(内置生成器)：按行顺序要放置 3,310 次，MRV 只放 126 个空格。

## (sudoku-cover)

# The heading's cell order: exact cover's most constrained choice.
sudoku-order-cover = 精确覆盖

# The pseudo-code in cover order, after `else: `: the guess.
sudoku-cover-fewest-ways = 候选数最少的格，或在一行/列/宫里可填格最少的数

# The pseudo-code in cover order, between `for (r,c) = v in ` and `:`.
sudoku-cover-what-may-try = 它的候选数或它的可填格

# The pseudo-code in cover order, the line after a placement.
sudoku-cover-take-locked = 没有唯一数时：用区块摒除删去候选数

# Over the bit sets in cover order: $value the value being placed in $unit, $count the cells left for it there.
sudoku-filling-value = 正在为{ $unit }放 { $value }：剩 { $count } 格可填

# The log, a guess of a unit's cell in cover order: $cell the cell, $value the digit, $unit where it has the fewest cells left, $count how many.
sudoku-placed-fewest-cells = { $cell } = { $value }，猜一个：没有唯一数了，{ $value } 在{ $unit }的可填格最少({ $count } 格)

# The log, locked candidates: $value lies in $within only where it meets $line, so it is taken out of the rest of $line.
sudoku-locked = { $value } 在{ $within }只在{ $line }：{ $line }的其他格不能填 { $value }

# The log, after a lock: $count further locks found at once.
sudoku-locked-more = 另有 { $count } 处区块摒除

# A frame of the call stack in cover order: $value the digit placed in $unit.
sudoku-value-in-unit = { $value } 在{ $unit }

# The log, a removal in cover order: $value has no cell left in $unit, $failed the cells tried, $cell the cell whose $removed is taken out.
sudoku-nowhere-left = { $value } 在{ $unit }已没有可再试的格(试过的 { $failed } 都不行)：回溯到 { $cell }，撤回 { $removed }

## (quiz)

# The sudoku's question: $cell the cell being filled.
quiz-sudoku-ask = 格 { $cell }：填哪个数字？

# Why a digit is refused: $digit it, $row the row, $cell the cell of that row holding it.
quiz-sudoku-in-row = { $digit } 已在第 { $row } 行的 { $cell }

# Why a digit is refused: $digit it, $col the column, $cell the cell of that column holding it.
quiz-sudoku-in-column = { $digit } 已在第 { $col } 列的 { $cell }

# Why a digit is refused: $digit it, $cell the cell of the box holding it.
quiz-sudoku-in-box = { $digit } 已在同一宫的 { $cell }

# What an order weighs a cell by: $cell the cell, $count its candidates.
quiz-sudoku-candidates = { $cell } 有 { $count } 个候选数

## (hard-sudoku)

# The log, after a guess in cover order: $ties constraints had as few ways, and each choice of this one forces at least $singles singles (leaving out choices that run into a dead end at once).
sudoku-cover-looked = 一样少的有 { $ties } 个，挑这个：它的每种填法都至少引出 { $singles } 个唯一数

# The log, after a guess in cover order: $ties constraints had as few ways, and every choice of this one runs into a dead end at once.
sudoku-cover-looked-dead = 一样少的有 { $ties } 个，挑这个：它的每种填法都马上走进死路

## The sudoku's own keys in the player, o and p: their help lines, their footer words and what they say.
## (sudoku-keys)

# A sudoku's order key: $order the new cell order.
order-restarted = 填格顺序 { $order }：已重新开始

# A sudoku's `p` on.
pencil-marks = 铅笔标记：每个空格的全部候选数(格子够大时显示)

# A sudoku's `p` off.
candidate-counts = 候选数个数：每个空格还能填几个数

# Sudoku's `o`: its help line.
key-cell-order = 填格顺序：按行 / 最少候选数 / 唯一数 / 精确覆盖（重新开始）

# Sudoku's `o` in the footer.
hint-order = 顺序

# Sudoku's `p`: its help line.
key-pencil-marks = 候选数标注 / 候选数个数

# Sudoku's `p` in the footer.
hint-pencil = 候选

## The sudoku editor: the menu's entry, its heading, its panel, its status lines and its keys.
## (sudoku-editor)

# The menu's entry of a new sudoku, its size after it.
new-sudoku = 新建数独

# What the new sudoku entry opens.
new-sudoku-about = 空的网格，在上面输入一道谜题。边输入边计算解的个数，就知道题目是否合格（恰好一个解）；Enter 播放，w 保存到“我的谜题”列出的谜题文件夹。←/→ 选择大小：4×4、6×6、9×9 或 16×16。

# The editor's heading for a new grid: $side the side.
editor-new = 新的 { $side }×{ $side } 数独

# The editor's panel: $cell the cell under the cursor, as (row,column).
editor-cell = 格子 { $cell }

# The editor's panel: $count how many givens.
editor-givens = 已知数：{ $count }

# The editor's panel: no grid completes the givens.
editor-count-none = 解的个数：零。没有网格能补全这些已知数。

# The editor's panel: one grid does.
editor-count-one = 解的个数：恰好一个。题目合格。

# The editor's panel: two at least.
editor-count-many = 解的个数：至少 2 个。再加些已知数才合格。

# The editor's panel, the count stopped at its cap: $placements the placements made, $found the solutions found (0 or 1).
editor-count-gave-up = 解的个数：未知。放置 { $placements } 次后停止计算，已找到 { $found } 个。

# The editor's panel, two givens clash: $value the value, $first and $second their cells, $unit the row, column or box they share.
editor-clash = 冲突：{ $value } 在 { $first } 和 { $second }，同在{ $unit }

# The editor's panel, under the first clash: $count how many more.
editor-more-clashes = 另有 { $count } 处冲突

# The status line, a value the grid's side does not have: $value the key, $side the side.
editor-value-too-large = { $value } 不是 { $side }×{ $side } 数独的数

# The status line, Enter or saving while givens clash.
editor-clash-first = 已知数有冲突：请先清除其中一个

# A sudoku file with no comment of its own: $side its side, $givens its givens.
shelf-about-sudoku = { $side }×{ $side } 数独，{ $givens } 个已知数

# The arrows' help line in the editor.
key-move-in-grid = 在网格中移动光标

# The digits' help line in the editor.
key-put-value = 写入一个数；0 清除

# The digits in the editor's footer.
hint-value = 写数

# The letters' help line in the editor.
key-put-letter = 在 16×16 中写入 10 到 16（大小写均可）

# Delete's help line in the editor.
key-clear = 清除这一格

# The word of a breakpoint that names a sudoku cell, such as `cell(4,4)=7`.
slot-word-cell = 格
