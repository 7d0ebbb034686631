### The sudoku's own words in traditional Chinese: its board, its questions and its presets.

## The sudoku's board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (sudoku)

# The pseudo-code in row order, after `while (r,c) `: a given cell is skipped.
sudoku-given-next-cell = 是給定數: 移到下一格

# The pseudo-code in row order, between `if r == N: ` and `; return`.
sudoku-output-grid = 輸出整個盤面

# The pseudo-code in row order, after `(r,c) = v; `: the placement.
sudoku-set-three-bits = 設定 3 個位元

# The pseudo-code of every order, after `(r,c) = 0; `: the removal.
sudoku-clear-three-bits = 清除 3 個位元

# The lesson's code, before `; data[row][col] = num`: its three bits set.
sudoku-three-bits-set = 3 個位元 = 1

# The lesson's code, before `; data[row][col] = 0`: its three bits cleared.
sudoku-three-bits-cleared = 3 個位元 = 0

# The pseudo-code in MRV and singles order, between `if ` and `; return`.
sudoku-no-cell-empty = 沒有空格: 輸出整個盤面

# The pseudo-code in MRV order, after `(r,c) = `.
sudoku-fewest-empty-cell = 候選數最少的空格

# The pseudo-code in MRV order, between `if (r,c) ` and `: return`.
sudoku-has-no-candidate = 沒有候選數

# The pseudo-code in MRV order, between `if v ` and `:`.
sudoku-is-candidate-of = 是 (r,c) 的候選數

# The pseudo-code in MRV and singles order, after `(r,c) = v; `: the placement. (Taiwan reads 列 as a row and 行 as a column.)
sudoku-set-unit-bits = 設定列、行、宮的位元

# The pseudo-code in singles order, between `if ` and `:`.
sudoku-one-candidate = 某格只有一個候選數 v

# The pseudo-code in singles order, after `(r,c) = `, under each single.
sudoku-that-cell-only = 那一格; 只試 v

# The pseudo-code in singles order, between `elif ` and `:`. (Taiwan reads 列 as a row and 行 as a column.)
sudoku-one-cell-left = 某數 v 在一列/行/宮裡只剩一格

# The pseudo-code in singles order, after `else: (r,c) = `: the guess.
sudoku-fewest-cell = 候選數最少的格

# The pseudo-code in singles order, between `if ` and `: return`.
sudoku-nothing-to-try = 沒有可試的數

# The pseudo-code in singles order, between `for v in ` and `:`.
sudoku-what-may-try = (r,c) 可試的數

# The solution-space tutorial's code, the comment after `state.PlaceNumber(i)  // `.
sudoku-place-comment = 放置 Place，

# The solution-space tutorial's code, the comment between `// ` and ` DecideNextPlace()`.
sudoku-then-comment = 再

# The solution-space tutorial's code, the comment after `state.RemoveNumber(i)  // `.
sudoku-remove-comment = 撤回 Remove

# The heading over the board: $side the number of cells a side, $order the cell order's name below.
sudoku-heading = 數獨 { $side }×{ $side } · { $order }

# The heading's cell order: row by row. (Taiwan reads 列 as a row and 行 as a column.)
sudoku-order-row = 按列

# The heading's cell order: the fewest candidates first.
sudoku-order-mrv = 最少候選數(MRV)

# The heading's cell order: singles before guesses.
sudoku-order-singles = 唯一數優先

# A bit set's label, and a short one: $row the row's number. (Taiwan reads 列 as a row and 行 as a column.)
sudoku-row = 列 { $row }

# A bit set's label, and a short one: $col the column's number. (Taiwan reads 列 as a row and 行 as a column.)
sudoku-col = 行 { $col }

# A bit set's label: $box the box's number, or its place such as `[0][1]`.
sudoku-box = 宮 { $box }

# The label of the candidates of the cell being filled, under the pseudo-code.
sudoku-candidates = 候選數

# The short label of the candidates of the cell being filled, on a small board.
sudoku-cand = 候選

# Over the bit sets when nothing longer fits: $cell the cell being filled.
sudoku-filling = 正在填 { $cell }

# Over the bit sets: $cell the cell being filled, $count its candidates.
sudoku-filling-count = 正在填 { $cell }：{ $count } 個候選數

# Over the bit sets in MRV and singles order: $cell the cell being filled, $count its candidates, the fewest.
sudoku-filling-fewest = 正在填 { $cell }：{ $count } 個候選數，最少

# Over the bit sets in singles order: $cell the cell being filled, $count its one candidate.
sudoku-filling-forced = 正在填 { $cell }：{ $count } 個候選數，唯一

# Over the bit sets in singles order: $cell the cell being filled, the only one left for $value.
sudoku-filling-only-cell-left = 正在填 { $cell }：{ $value } 只剩這一格可填

# The same, shorter: $cell the cell being filled, the only one for $value.
sudoku-filling-only-cell-for = 正在填 { $cell }：{ $value } 的唯一格

# Over the bit sets once the search has run out.
sudoku-search-finished = 搜尋結束

# The same, shorter.
sudoku-done = 結束

# Over the bit sets at a solution.
sudoku-solved-every-cell = 已解出：每一格都填好了

# The same, shorter.
sudoku-solved = 已解出

# The legend, after a given digit.
sudoku-legend-given = 給定數

# The legend, after a placed digit.
sudoku-legend-placed = 填入

# The legend, after an empty cell's number of candidates.
sudoku-legend-candidates = 候選數個數

# The legend, after a digit taken back.
sudoku-legend-removed = 已撤回

# Under a board too small for pencil marks: $size the size they need, such as `24×13`.
sudoku-pencil-marks-need = 候選數標註至少要 { $size }

# A frame of the call stack: $values the digits it has tried.
sudoku-tried = 試過 { $values }

# A frame of the call stack: $count the digits it has left to try.
sudoku-left = 剩 { $count }

# A frame of the call stack whose digit is a single.
sudoku-forced = 唯一

# The stack's call at a solution in row order, after `solve(r=…,c=…): `.
sudoku-past-end-output = 越過最後一格，輸出

# The stack's call at a solution with no empty cell, after `solve(): `.
sudoku-no-empty-cell-output = 沒有空格，輸出

# The log, a single placed: $cell the cell, $value the one digit that fits.
sudoku-placed-only-candidate = { $cell } = { $value }：只有 { $value } 能填這裡

# The log, a single placed: $cell the only cell left for $value in $unit (a row, column or box below).
sudoku-placed-only-cell = { $cell } = { $value }：{ $value } 在{ $unit }只有這一格

# The log, a guess in singles order: $cell the cell, $value the digit, $count the cell's candidates.
sudoku-placed-guess = { $cell } = { $value }，猜一個：沒有唯一數了，取候選數最少的格({ $count } 個)

# The log, a placement in MRV order: $cell the cell, $value the digit, $count the cell's candidates.
sudoku-placed-fewest = { $cell } = { $value }，候選數最少的格({ $count } 個)

# A row in the log's words: $row its number. (Taiwan reads 列 as a row and 行 as a column.)
sudoku-unit-row = 第 { $row } 列

# A column in the log's words: $column its number. (Taiwan reads 列 as a row and 行 as a column.)
sudoku-unit-column = 第 { $column } 行

# A box in the log's words: $box its number.
sudoku-unit-box = 第 { $box } 宮

# The log, a removal: back to $cell, whose $value is taken out.
sudoku-back = 回溯到 { $cell }，撤回 { $value }

# The log, a removal after a solution: $cell and its $value taken out.
sudoku-back-for-next = 回溯到 { $cell }，撤回 { $value }，去找下一個解

# The log, a removal: $next the cell with no candidate, $cell the cell whose $value is taken out.
sudoku-dead-end = { $next } 沒有候選數了：回溯到 { $cell }，撤回 { $value }

# The log, a removal: $next the cell whose candidates $failed all failed, $cell the cell whose $value is taken out.
sudoku-all-failed = { $next } 已沒有可再試的候選數(試過的 { $failed } 都不行)：回溯到 { $cell }，撤回 { $value }

# The log, a solution under the pseudo-code: $count its number.
sudoku-solution = 第 { $count } 個解：每一格都填好了

# The log, a solution under the lesson's code, after `Print(): `.
sudoku-every-cell-filled = 每一格都填好了

# The log, a solution under the LeetCode write-up's code, before `: return true`.
sudoku-no-dot-left = 沒有 '.' 了

# The log under the solution-space tutorial's code, after `PlaceNumber(…) `: $cell the cell.
sudoku-at = 在 { $cell }

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-sudoku = 數獨

# The title of the preset `4x4-a1` in the menu, over its board and in `backtrack presets`.
preset-4x4-a1 = 4×4 數獨 A1

# What the preset `4x4-a1` shows: the menu's details and `backtrack presets`.
preset-4x4-a1-about = 出自《{ tutorial-lesson }》：九個已知數，按列順序一路填完，沒有回溯。

# The title of the preset `4x4-a2` in the menu, over its board and in `backtrack presets`.
preset-4x4-a2 = 4×4 數獨 A2

# What the preset `4x4-a2` shows: the menu's details and `backtrack presets`.
preset-4x4-a2-about = 出自《{ tutorial-lesson }》：七個已知數，按列順序同樣沒有回溯。

# The title of the preset `4x4-a3` in the menu, over its board and in `backtrack presets`.
preset-4x4-a3 = 4×4 數獨 A3

# What the preset `4x4-a3` shows: the menu's details and `backtrack presets`.
preset-4x4-a3-about = 出自《{ tutorial-lesson }》：六個已知數；按列順序途中要撤回兩個錯誤的數。

# The title of the preset `4x4-a4` in the menu, over its board and in `backtrack presets`.
preset-4x4-a4 = 4×4 數獨 A4(逐步追蹤)

# What the preset `4x4-a4` shows: the menu's details and `backtrack presets`.
preset-4x4-a4-about = 《{ tutorial-lesson }》逐圖追蹤的過程：(0,3) 走投無路，回溯到 (0,0)，一個解。

# The title of the preset `4x4-a5` in the menu, over its board and in `backtrack presets`.
preset-4x4-a5 = 4×4 數獨 A5(三個解)

# What the preset `4x4-a5` shows: the menu's details and `backtrack presets`.
preset-4x4-a5-about = 《{ tutorial-lesson }》裡程式所解的題：三個解，按程式列印的順序。

# The title of the preset `4x4-a6` in the menu, over its board and in `backtrack presets`.
preset-4x4-a6 = 4×4 數獨 A6

# What the preset `4x4-a6` shows: the menu's details and `backtrack presets`.
preset-4x4-a6-about = 出自《{ tutorial-lesson }》：只有兩個已知數，所以有 24 個解；適合用來數解。

# The title of the preset `6x6` in the menu, over its board and in `backtrack presets`.
preset-6x6 = 6×6 數獨

# What the preset `6x6` shows: the menu's details and `backtrack presets`.
preset-6x6-about = 2×3 的宮，唯一解(內建產生器)：按列順序要放置 435 次，MRV 只放 26 個空格。

# The title of the preset `9x9-a1` in the menu, over its board and in `backtrack presets`.
preset-9x9-a1 = 9×9 數獨 A1

# What the preset `9x9-a1` shows: the menu's details and `backtrack presets`.
preset-9x9-a1-about = 出自《{ tutorial-lesson }》，也是《{ tutorial-leetcode-37 }》的例題：30 個已知數，一個解。

# The title of the preset `9x9-a2` in the menu, over its board and in `backtrack presets`.
preset-9x9-a2 = 9×9 數獨 A2

# What the preset `9x9-a2` shows: the menu's details and `backtrack presets`.
preset-9x9-a2-about = 出自《{ tutorial-lesson }》：48 個已知數，回溯很少，適合作為第一道 9×9。

# The title of the preset `9x9-a3` in the menu, over its board and in `backtrack presets`.
preset-9x9-a3 = 9×9 數獨 A3(兩個解)

# What the preset `9x9-a3` shows: the menu's details and `backtrack presets`.
preset-9x9-a3-about = 《{ tutorial-lesson }》裡 9×9 程式所解的題：兩個解，程式在第一個解處停下。

# The title of the preset `9x9-a4` in the menu, over its board and in `backtrack presets`.
preset-9x9-a4 = 9×9 數獨 A4(「世界最難」)

# What the preset `9x9-a4` shows: the menu's details and `backtrack presets`.
preset-9x9-a4-about = 出自《{ tutorial-lesson }》，一個解：按列順序放置 49,558 次，MRV 放置 10,101 次。

# The title of the preset `9x9-mrv` in the menu, over its board and in `backtrack presets`.
preset-9x9-mrv = 9×9 數獨(MRV)

# What the preset `9x9-mrv` shows: the menu's details and `backtrack presets`.
preset-9x9-mrv-about = 《{ tutorial-solution-space }》的棋盤：MRV(最少候選數優先)放置 10,373 次解出(即呼叫 Solve 10,374 次)；按列順序要將近 700 萬次。

# The title of the preset `16x16` in the menu, over its board and in `backtrack presets`.
preset-16x16 = 16×16 數獨

# What the preset `16x16` shows: the menu's details and `backtrack presets`.
preset-16x16-about = 數值 1–9 和 A–G，唯一解(內建產生器)：按列順序要放置 3,310 次，MRV 只放 126 個空格。

## (sudoku-cover)

# The heading's cell order: exact cover's most constrained choice.
sudoku-order-cover = 精確覆蓋

# The pseudo-code in cover order, after `else: `: the guess.
sudoku-cover-fewest-ways = 候選數最少的格，或在一列/行/宮裡可填格最少的數

# The pseudo-code in cover order, between `for (r,c) = v in ` and `:`.
sudoku-cover-what-may-try = 它的候選數或它的可填格

# The pseudo-code in cover order, the line after a placement.
sudoku-cover-take-locked = 沒有唯一數時：用區塊摒除刪去候選數

# Over the bit sets in cover order: $value the value being placed in $unit, $count the cells left for it there.
sudoku-filling-value = 正在為{ $unit }放 { $value }：剩 { $count } 格可填

# The log, a guess of a unit's cell in cover order: $cell the cell, $value the digit, $unit where it has the fewest cells left, $count how many.
sudoku-placed-fewest-cells = { $cell } = { $value }，猜一個：沒有唯一數了，{ $value } 在{ $unit }的可填格最少({ $count } 格)

# The log, locked candidates: $value lies in $within only where it meets $line, so it is taken out of the rest of $line.
sudoku-locked = { $value } 在{ $within }只在{ $line }：{ $line }的其他格不能填 { $value }

# The log, after a lock: $count further locks found at once.
sudoku-locked-more = 另有 { $count } 處區塊摒除

# A frame of the call stack in cover order: $value the digit placed in $unit.
sudoku-value-in-unit = { $value } 在{ $unit }

# The log, a removal in cover order: $value has no cell left in $unit, $failed the cells tried, $cell the cell whose $removed is taken out.
sudoku-nowhere-left = { $value } 在{ $unit }已沒有可再試的格(試過的 { $failed } 都不行)：回溯到 { $cell }，撤回 { $removed }

## (quiz)

# The sudoku's question: $cell the cell being filled.
quiz-sudoku-ask = 格 { $cell }：填哪個數字？

# Why a digit is refused: $digit it, $row the row, $cell the cell of that row holding it.
quiz-sudoku-in-row = { $digit } 已在第 { $row } 列的 { $cell }

# Why a digit is refused: $digit it, $col the column, $cell the cell of that column holding it.
quiz-sudoku-in-column = { $digit } 已在第 { $col } 行的 { $cell }

# Why a digit is refused: $digit it, $cell the cell of the box holding it.
quiz-sudoku-in-box = { $digit } 已在同一宮的 { $cell }

# What an order weighs a cell by: $cell the cell, $count its candidates.
quiz-sudoku-candidates = { $cell } 有 { $count } 個候選數

## (hard-sudoku)

# The log, after a guess in cover order: $ties constraints had as few ways, and each choice of this one forces at least $singles singles (leaving out choices that run into a dead end at once).
sudoku-cover-looked = 一樣少的有 { $ties } 個，挑這個：它的每種填法都至少引出 { $singles } 個唯一數

# The log, after a guess in cover order: $ties constraints had as few ways, and every choice of this one runs into a dead end at once.
sudoku-cover-looked-dead = 一樣少的有 { $ties } 個，挑這個：它的每種填法都馬上走進死路

## The sudoku's own keys in the player, o and p: their help lines, their footer words and what they say.
## (sudoku-keys)

# A sudoku's order key: $order the new cell order.
order-restarted = 填格順序 { $order }：已重新開始

# A sudoku's `p` on.
pencil-marks = 鉛筆標記：每個空格的全部候選數(格子夠大時顯示)

# A sudoku's `p` off.
candidate-counts = 候選數個數：每個空格還能填幾個數

# Sudoku's `o`: its help line.
key-cell-order = 填格順序：逐列 / 最少候選數 / 唯一數 / 精確覆蓋（重新開始）

# Sudoku's `o` in the footer.
hint-order = 順序

# Sudoku's `p`: its help line.
key-pencil-marks = 候選數標註 / 候選數個數

# Sudoku's `p` in the footer.
hint-pencil = 候選

## The sudoku editor: the menu's entry, its heading, its panel, its status lines and its keys.
## (sudoku-editor)

# The menu's entry of a new sudoku, its size after it.
new-sudoku = 新增數獨

# What the new sudoku entry opens.
new-sudoku-about = 空的網格，在上面輸入一道謎題。邊輸入邊計算解的個數，就知道題目是否合格（恰好一個解）；Enter 播放，w 儲存到「我的謎題」列出的謎題資料夾。←/→ 選擇大小：4×4、6×6、9×9 或 16×16。

# The editor's heading for a new grid: $side the side.
editor-new = 新的 { $side }×{ $side } 數獨

# The editor's panel: $cell the cell under the cursor, as (row,column).
editor-cell = 格子 { $cell }

# The editor's panel: $count how many givens.
editor-givens = 已知數：{ $count }

# The editor's panel: no grid completes the givens.
editor-count-none = 解的個數：零。沒有網格能補全這些已知數。

# The editor's panel: one grid does.
editor-count-one = 解的個數：恰好一個。題目合格。

# The editor's panel: two at least.
editor-count-many = 解的個數：至少 2 個。再加些已知數才合格。

# The editor's panel, the count stopped at its cap: $placements the placements made, $found the solutions found (0 or 1).
editor-count-gave-up = 解的個數：未知。放置 { $placements } 次後停止計算，已找到 { $found } 個。

# The editor's panel, two givens clash: $value the value, $first and $second their cells, $unit the row, column or box they share.
editor-clash = 衝突：{ $value } 在 { $first } 和 { $second }，同在{ $unit }

# The editor's panel, under the first clash: $count how many more.
editor-more-clashes = 另有 { $count } 處衝突

# The status line, a value the grid's side does not have: $value the key, $side the side.
editor-value-too-large = { $value } 不是 { $side }×{ $side } 數獨的數

# The status line, Enter or saving while givens clash.
editor-clash-first = 已知數有衝突：請先清除其中一個

# A sudoku file with no comment of its own: $side its side, $givens its givens.
shelf-about-sudoku = { $side }×{ $side } 數獨，{ $givens } 個已知數

# The arrows' help line in the editor.
key-move-in-grid = 在網格中移動游標

# The digits' help line in the editor.
key-put-value = 寫入一個數；0 清除

# The digits in the editor's footer.
hint-value = 寫數

# The letters' help line in the editor.
key-put-letter = 在 16×16 中寫入 10 到 16（大小寫皆可）

# Delete's help line in the editor.
key-clear = 清除這一格

# The word of a breakpoint that names a sudoku cell, such as `cell(4,4)=7`.
slot-word-cell = 格
