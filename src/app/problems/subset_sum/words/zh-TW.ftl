### The subset sum's own words in traditional Chinese: its board, its questions and its presets.

## The subset sum's board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (subset-sum)

# The pseudo-code's first line, after `// `: $rest the array's name, `rest[i]`.
subset-code-rest = { $rest }：a[i] 到 a[n-1] 之和

# The pseudo-code's output line, before `; return` or `; return true`.
subset-code-output = 輸出選中的 a[j]

# The pseudo-code's take line, before `; sum += a[i]`.
subset-code-take = 選 a[i]

# The pseudo-code's line undoing a take, before `; sum -= a[i]`.
subset-code-untake = 撤回選 a[i]

# The pseudo-code's skip line.
subset-code-skip = 不選 a[i]

# The pseudo-code's line undoing a skip.
subset-code-unskip = 撤回不選 a[i]

# The heading over the board: $count how many numbers, $target the target.
subset-heading = 子集和：{ $count } 個數，目標 { $target }

# The stack's top call at a solution, after `solve(i=…,sum=…): `.
subset-output = 輸出

# A stack frame's choices tried: $choices them, such as `take`.
subset-tried = 試過 { $choices }

# A stack frame's choices left: $count how many.
subset-left = 剩 { $count }

# A choice, taking the number: on the stack, the path and the legend.
subset-take = 選

# A choice, skipping the number: on the stack, the path and the legend.
subset-skip = 不選

# The log at a take: $number the number, $sum the sum, $target the target.
subset-took = 選 { $number }：和為 { $sum }，目標 { $target }

# After subset-took when skipping was refused: $sum the sum before, $rest the numbers left after, $target the target.
subset-without-it = ；不選它的話 { $sum } + 剩餘 { $rest } 達不到 { $target }

# The log at a skip forced by the take's passing the target: $number the number, $sum the sum, $target the target.
subset-cannot-take = { $number } 不能選({ $sum } + { $number } 超過 { $target })：不選它

# The log at a skip after the take's branch: $number the number, $sum the sum, $target the target.
subset-skip-now = 選 { $number } 的分支已走完，改為不選：和為 { $sum }，目標 { $target }

# The log at a solution: $count its count, $sum the sum of the taken numbers.
subset-solution = 第 { $count } 個解：{ $sum }

# What a removal undoes, a take: $number the number.
subset-undo-take = 撤回選 { $number }

# What a removal undoes, a skip: $number the number.
subset-undo-skip = 撤回不選 { $number }

# The log at a removal after the last number: $undo what it undoes.
subset-to-next-solution = { $undo }，去找下一個解

# The log at a removal where the numbers left could not reach the target: $sum the sum, $rest the numbers left, $target the target, $undo what it undoes.
subset-cannot-reach-back = { $sum } + 剩餘 { $rest } 達不到 { $target }：回溯，{ $undo }

# The log at a removal where both choices of the next number were refused: $number that number, $sum the sum, $rest the numbers left after it, $target the target, $undo what it undoes.
subset-dead-end = { $number } 是死路：{ $sum } + { $number } 超過 { $target }，{ $sum } + 剩餘 { $rest } 達不到 { $target }：回溯，{ $undo }

# The log at a removal once both choices of the next number are done: $number that number, $undo what it undoes.
subset-nothing-left = { $number } 已沒有可再試的：回溯，{ $undo }

# The path's first row, after the root: where the search starts.
subset-start = 開始

# A path level's running sum: $sum it.
subset-path-sum = 和 { $sum }

# A path level's other choice, tried already.
subset-sibling-done = 已試

# A path level's other choice, still to try.
subset-sibling-next = 待試

# The tree's legend: which side is which choice.
subset-legend-sides = 左為選，右為不選

# The legend's refused branch.
subset-legend-refused = 被剪枝

# The legend's current node.
subset-legend-here = 目前

# The tree legend's node whose branches are done.
subset-legend-done = 已走完

# The legend's choice just taken back.
subset-legend-taken-back = 已撤回

# The pruning test of a take within the target: $number the number, $sum the sum, $with the sum with the number, $target the target.
subset-test-take-within = 選 { $number }：{ $sum } + { $number } = { $with }，不超過 { $target }

# The pruning test of a take past the target: $number the number, $sum the sum, $with the sum with the number, $target the target.
subset-test-take-passes = 選 { $number }：{ $sum } + { $number } = { $with }，超過 { $target }

# The pruning test of a choice whose numbers left cannot reach the target: $choice the choice (subset-take or subset-skip), $number the number, $sum the sum, $rest the numbers left, $target the target.
subset-test-cannot-reach = { $choice } { $number }：{ $sum } + 剩餘 { $rest } 達不到 { $target }

# The pruning test of a skip whose numbers left can reach the target: $number the number, $sum the sum, $rest the numbers left, $target the target.
subset-test-skip-can-reach = 不選 { $number }：{ $sum } + 剩餘 { $rest } 能達到 { $target }

# Under the numbers once the run is over.
subset-finished = 每個分支都已搜尋完

# Under the numbers at a solution: $count how many numbers, $target the target.
subset-all-decided = { $count } 個數都已決定：和為 { $target }

# The sum line's label, before the sum.
subset-sum = 和

# The sum line's end, after the bar: $left what the numbers left add up to.
subset-left-over = 剩餘 { $left }

# The compact board's sum line: $sum the sum, $target the target, $left what the numbers left add up to.
subset-compact-sum = 和 { $sum }/{ $target }，剩餘 { $left }

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-subset-sum = 子集和

# The title of the preset `subset-9` in the menu, over its board and in `backtrack presets`.
preset-subset-9 = 子集和為 9

# What the preset `subset-9` shows: the menu's details and `backtrack presets`.
preset-subset-9-about = 3 34 4 12 5 2，目標 9：兩個解，3 + 4 + 2 和 4 + 5；選 34 或 12 會立刻被剪枝。

# The title of the preset `subset-5` in the menu, over its board and in `backtrack presets`.
preset-subset-5 = 子集和，整棵樹

# What the preset `subset-5` shows: the menu's details and `backtrack presets`.
preset-subset-5-about = 1 2 3 4 5，目標 7：選 / 不選的整棵樹一個螢幕放得下，連同被剪枝的分支；三個解。

# The title of the preset `subset-none` in the menu, over its board and in `backtrack presets`.
preset-subset-none = 無解的子集和

# What the preset `subset-none` shows: the menu's details and `backtrack presets`.
preset-subset-none-about = 2 4 6 8，目標 5：偶數之和不會是奇數，搜尋把所有分支都試完，才說明了這一點。

# The menu's entry of any size of subset-sum.
custom-subset-sum = 子集和，任意 n

# What the menu's entry of any size of subset-sum opens: $max the largest size.
custom-subset-sum-about = 數 1 到 n，目標是它們和的一半，n 從 1 到 { $max }：用 ←/→ 選擇 n，或直接輸入。

## (quiz)

# The subset sum's question: $number the number decided.
quiz-subset-ask = 數 { $number }：選（+）還是不選（-）？

# Why taking is refused: $sum the sum so far, $number the number, $target the target.
quiz-subset-passes = + 得 { $sum } + { $number }，超過 { $target }

# Why a choice cannot reach the target: $choice its key, $sum the sum so far, $rest what the numbers left add up to, $target the target.
quiz-subset-short = { $choice } 只有 { $sum } + 至多 { $rest }，不到 { $target }

## What a breakpoint's error calls a part of the subset sum's board.
## (subset-sum-parts)

# One of the numbers of a subset sum, as the breakpoint errors name it.
board-part-number = 數

## The subset-sum editor: the menu's entry, its heading, its panel, its status lines and its keys.
## (subset-sum-editor)

# The menu's entry of a new subset sum.
new-subset-sum = 新增子集和

# What the new subset sum entry opens.
new-subset-sum-about = 手動輸入一列數和目標和。邊輸入邊計算和為目標的子集個數；Enter 播放，w 儲存到「我的謎題」列出的謎題資料夾。

# The subset-sum editor's heading for a new puzzle.
sums-editor-new = 新的子集和

# The subset-sum editor's label of the target.
sums-target = 目標和

# The subset-sum editor's numbers row, before the numbers: $count how many.
sums-numbers = 數（{ $count } 個）

# The subset-sum editor's panel: $place the place of the number under the cursor, from 1.
sums-at-number = 第 { $place } 個數

# The subset-sum editor's panel, the cursor on the target.
sums-at-target = 目標和

# The subset-sum editor's panel: $total the sum of all the numbers.
sums-total = 所有數之和：{ $total }

# The subset-sum editor's panel: $count how many subsets reach the target.
sums-count = 和為目標的子集：{ $count } 個

# The subset-sum editor's panel: more subsets than $cap reach the target.
sums-more-than = 和為目標的子集：超過 { $cap } 個

# What keeps the puzzle from a search: no numbers.
sums-no-numbers = 還沒有數：按 a 新增

# What keeps the puzzle from a search: $count numbers, at most $max.
sums-too-many = { $count } 個數太多了：最多 { $max } 個

# What keeps the puzzle from a search: number $place is 0.
sums-zero-number = 第 { $place } 個數是 0：每個數都必須是正數

# What keeps the puzzle from a search: the target is 0.
sums-zero-target = 目標和是 0：必須是正數

# What keeps the puzzle from a search: the numbers add up to more than $max.
sums-overflow = 這些數之和超過了 { $max }

# The status line, a digit that would make the number too large to hold.
sums-too-large = 再加這一位，數就太大了

# The status line, a number added to a full list: $max the most numbers.
sums-full = 一道題最多 { $max } 個數

# Left and Right in the subset-sum editor.
key-sums-move = 在數之間移動

# Up, Down, Tab and t in the subset-sum editor.
key-sums-row = 在數與目標和之間切換

# t in the subset-sum editor's footer.
hint-target = 目標和

# The digits in the subset-sum editor.
key-sums-digit = 輸入數（移動後輸入的第一位會覆蓋原數）

# The digits in the subset-sum editor's footer.
hint-type = 輸入

# Backspace in the subset-sum editor.
key-sums-erase = 刪去最後一位

# a in the subset-sum editor.
key-sums-add = 在這個數後面新增一個數

# x in the subset-sum editor.
key-sums-delete = 刪除這個數

# < and > in the subset-sum editor.
key-sums-shift = 把這個數在列表中左移或右移

# < and > in the subset-sum editor's footer.
hint-shift = 移動數
