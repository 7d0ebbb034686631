### The subset sum's own words in simplified Chinese: its board, its questions and its presets.

## The subset sum's board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (subset-sum)

# The pseudo-code's first line, after `// `: $rest the array's name, `rest[i]`.
subset-code-rest = { $rest }：a[i] 到 a[n-1] 之和

# The pseudo-code's output line, before `; return` or `; return true`.
subset-code-output = 输出选中的 a[j]

# The pseudo-code's take line, before `; sum += a[i]`.
subset-code-take = 选 a[i]

# The pseudo-code's line undoing a take, before `; sum -= a[i]`.
subset-code-untake = 撤回选 a[i]

# The pseudo-code's skip line.
subset-code-skip = 不选 a[i]

# The pseudo-code's line undoing a skip.
subset-code-unskip = 撤回不选 a[i]

# The heading over the board: $count how many numbers, $target the target.
subset-heading = 子集和：{ $count } 个数，目标 { $target }

# The stack's top call at a solution, after `solve(i=…,sum=…): `.
subset-output = 输出

# A stack frame's choices tried: $choices them, such as `take`.
subset-tried = 试过 { $choices }

# A stack frame's choices left: $count how many.
subset-left = 剩 { $count }

# A choice, taking the number: on the stack, the path and the legend.
subset-take = 选

# A choice, skipping the number: on the stack, the path and the legend.
subset-skip = 不选

# The log at a take: $number the number, $sum the sum, $target the target.
subset-took = 选 { $number }：和为 { $sum }，目标 { $target }

# After subset-took when skipping was refused: $sum the sum before, $rest the numbers left after, $target the target.
subset-without-it = ；不选它的话 { $sum } + 剩余 { $rest } 达不到 { $target }

# The log at a skip forced by the take's passing the target: $number the number, $sum the sum, $target the target.
subset-cannot-take = { $number } 不能选({ $sum } + { $number } 超过 { $target })：不选它

# The log at a skip after the take's branch: $number the number, $sum the sum, $target the target.
subset-skip-now = 选 { $number } 的分支已走完，改为不选：和为 { $sum }，目标 { $target }

# The log at a solution: $count its count, $sum the sum of the taken numbers.
subset-solution = 第 { $count } 个解：{ $sum }

# What a removal undoes, a take: $number the number.
subset-undo-take = 撤回选 { $number }

# What a removal undoes, a skip: $number the number.
subset-undo-skip = 撤回不选 { $number }

# The log at a removal after the last number: $undo what it undoes.
subset-to-next-solution = { $undo }，去找下一个解

# The log at a removal where the numbers left could not reach the target: $sum the sum, $rest the numbers left, $target the target, $undo what it undoes.
subset-cannot-reach-back = { $sum } + 剩余 { $rest } 达不到 { $target }：回溯，{ $undo }

# The log at a removal where both choices of the next number were refused: $number that number, $sum the sum, $rest the numbers left after it, $target the target, $undo what it undoes.
subset-dead-end = { $number } 是死路：{ $sum } + { $number } 超过 { $target }，{ $sum } + 剩余 { $rest } 达不到 { $target }：回溯，{ $undo }

# The log at a removal once both choices of the next number are done: $number that number, $undo what it undoes.
subset-nothing-left = { $number } 已没有可再试的：回溯，{ $undo }

# The path's first row, after the root: where the search starts.
subset-start = 开始

# A path level's running sum: $sum it.
subset-path-sum = 和 { $sum }

# A path level's other choice, tried already.
subset-sibling-done = 已试

# A path level's other choice, still to try.
subset-sibling-next = 待试

# The tree's legend: which side is which choice.
subset-legend-sides = 左为选，右为不选

# The legend's refused branch.
subset-legend-refused = 被剪枝

# The legend's current node.
subset-legend-here = 当前

# The tree legend's node whose branches are done.
subset-legend-done = 已走完

# The legend's choice just taken back.
subset-legend-taken-back = 已撤回

# The pruning test of a take within the target: $number the number, $sum the sum, $with the sum with the number, $target the target.
subset-test-take-within = 选 { $number }：{ $sum } + { $number } = { $with }，不超过 { $target }

# The pruning test of a take past the target: $number the number, $sum the sum, $with the sum with the number, $target the target.
subset-test-take-passes = 选 { $number }：{ $sum } + { $number } = { $with }，超过 { $target }

# The pruning test of a choice whose numbers left cannot reach the target: $choice the choice (subset-take or subset-skip), $number the number, $sum the sum, $rest the numbers left, $target the target.
subset-test-cannot-reach = { $choice } { $number }：{ $sum } + 剩余 { $rest } 达不到 { $target }

# The pruning test of a skip whose numbers left can reach the target: $number the number, $sum the sum, $rest the numbers left, $target the target.
subset-test-skip-can-reach = 不选 { $number }：{ $sum } + 剩余 { $rest } 能达到 { $target }

# Under the numbers once the run is over.
subset-finished = 每个分支都已搜索完

# Under the numbers at a solution: $count how many numbers, $target the target.
subset-all-decided = { $count } 个数都已决定：和为 { $target }

# The sum line's label, before the sum.
subset-sum = 和

# The sum line's end, after the bar: $left what the numbers left add up to.
subset-left-over = 剩余 { $left }

# The compact board's sum line: $sum the sum, $target the target, $left what the numbers left add up to.
subset-compact-sum = 和 { $sum }/{ $target }，剩余 { $left }

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-subset-sum = 子集和

# The title of the preset `subset-9` in the menu, over its board and in `backtrack presets`.
preset-subset-9 = 子集和为 9

# What the preset `subset-9` shows: the menu's details and `backtrack presets`.
preset-subset-9-about = 3 34 4 12 5 2，目标 9：两个解，3 + 4 + 2 和 4 + 5；选 34 或 12 会立刻被剪枝。

# The title of the preset `subset-5` in the menu, over its board and in `backtrack presets`.
preset-subset-5 = 子集和，整棵树

# What the preset `subset-5` shows: the menu's details and `backtrack presets`.
preset-subset-5-about = 1 2 3 4 5，目标 7：选 / 不选的整棵树放得下一屏，连同被剪枝的分支；三个解。

# The title of the preset `subset-none` in the menu, over its board and in `backtrack presets`.
preset-subset-none = 无解的子集和

# What the preset `subset-none` shows: the menu's details and `backtrack presets`.
preset-subset-none-about = 2 4 6 8，目标 5：偶数之和不会是奇数，搜索把所有分支都试完，才说明了这一点。

# The menu's entry of any size of subset-sum.
custom-subset-sum = 子集和，任意 n

# What the menu's entry of any size of subset-sum opens: $max the largest size.
custom-subset-sum-about = 数 1 到 n，目标是它们和的一半，n 从 1 到 { $max }：用 ←/→ 选择 n，或直接输入。

## (quiz)

# The subset sum's question: $number the number decided.
quiz-subset-ask = 数 { $number }：选（+）还是不选（-）？

# Why taking is refused: $sum the sum so far, $number the number, $target the target.
quiz-subset-passes = + 得 { $sum } + { $number }，超过 { $target }

# Why a choice cannot reach the target: $choice its key, $sum the sum so far, $rest what the numbers left add up to, $target the target.
quiz-subset-short = { $choice } 只有 { $sum } + 至多 { $rest }，不到 { $target }

## What a breakpoint's error calls a part of the subset sum's board.
## (subset-sum-parts)

# One of the numbers of a subset sum, as the breakpoint errors name it.
board-part-number = 数

## The subset-sum editor: the menu's entry, its heading, its panel, its status lines and its keys.
## (subset-sum-editor)

# The menu's entry of a new subset sum.
new-subset-sum = 新建子集和

# What the new subset sum entry opens.
new-subset-sum-about = 手动输入一列数和目标和。边输入边计算和为目标的子集个数；Enter 播放，w 保存到“我的谜题”列出的谜题文件夹。

# The subset-sum editor's heading for a new puzzle.
sums-editor-new = 新的子集和

# The subset-sum editor's label of the target.
sums-target = 目标和

# The subset-sum editor's numbers row, before the numbers: $count how many.
sums-numbers = 数（{ $count } 个）

# The subset-sum editor's panel: $place the place of the number under the cursor, from 1.
sums-at-number = 第 { $place } 个数

# The subset-sum editor's panel, the cursor on the target.
sums-at-target = 目标和

# The subset-sum editor's panel: $total the sum of all the numbers.
sums-total = 所有数之和：{ $total }

# The subset-sum editor's panel: $count how many subsets reach the target.
sums-count = 和为目标的子集：{ $count } 个

# The subset-sum editor's panel: more subsets than $cap reach the target.
sums-more-than = 和为目标的子集：超过 { $cap } 个

# What keeps the puzzle from a search: no numbers.
sums-no-numbers = 还没有数：按 a 添加

# What keeps the puzzle from a search: $count numbers, at most $max.
sums-too-many = { $count } 个数太多了：最多 { $max } 个

# What keeps the puzzle from a search: number $place is 0.
sums-zero-number = 第 { $place } 个数是 0：每个数都必须是正数

# What keeps the puzzle from a search: the target is 0.
sums-zero-target = 目标和是 0：必须是正数

# What keeps the puzzle from a search: the numbers add up to more than $max.
sums-overflow = 这些数之和超过了 { $max }

# The status line, a digit that would make the number too large to hold.
sums-too-large = 再加这一位，数就太大了

# The status line, a number added to a full list: $max the most numbers.
sums-full = 一道题最多 { $max } 个数

# Left and Right in the subset-sum editor.
key-sums-move = 在数之间移动

# Up, Down, Tab and t in the subset-sum editor.
key-sums-row = 在数与目标和之间切换

# t in the subset-sum editor's footer.
hint-target = 目标和

# The digits in the subset-sum editor.
key-sums-digit = 输入数（移动后输入的第一位会覆盖原数）

# The digits in the subset-sum editor's footer.
hint-type = 输入

# Backspace in the subset-sum editor.
key-sums-erase = 删去最后一位

# a in the subset-sum editor.
key-sums-add = 在这个数后面添加一个数

# x in the subset-sum editor.
key-sums-delete = 删除这个数

# < and > in the subset-sum editor.
key-sums-shift = 把这个数在列表中左移或右移

# < and > in the subset-sum editor's footer.
hint-shift = 移动数
