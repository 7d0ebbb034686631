### The permutations' own words in simplified Chinese: its board, its questions and its presets.

## The permutations' board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (permutations)

# The pseudo-code's line that outputs an arrangement: $solution the arrangement, as
# code, $exit the code that ends the call, `return` or `return true`.
permutations-output = 输出 { $solution }; { $exit }

# The heading over the board: $n the largest value.
permutations-heading = 1..{ $n } 的全排列

# The call on top of the stack at a solution: $routine `solve`, $pos the position after
# the last, $count how many values are arranged. English names the position, Chinese
# counts the values: each selects on the value it does not show.
permutations-solution-call = { $pos ->
   *[other] { $routine }(): 排满 { $count } 个，输出
}

# A stack frame as a call of the pseudo-code's routine, which takes no parameters:
# $routine `solve`, $pos the position it fills, $value the value there or `-`.
permutations-frame = { $routine }(): 第 { $pos } 位 = { $value }

# A stack frame's values already tried, after its call: $values them, such as `1,2`.
permutations-tried = 试过 { $values }

# A stack frame's values still to try, at its end: $count how many.
permutations-left = 剩 { $count }

# The log's placement: $pos the position, $value the value put there, $arrangement the
# arrangement so far, such as `[1 3 _]`.
permutations-placed = 第 { $pos } 位 = { $value }：{ $arrangement }

# The log's removal of the last value after an arrangement: $pos its position, $value
# it.
permutations-next-arrangement = 撤回第 { $pos } 位的 { $value }，去找下一个排列

# The log's backtrack: $next the position with no unused value left, $pos the position
# before it, $value the value taken off there.
permutations-no-value-left = 第 { $next } 位已没有可再试的未用数：回溯，撤回第 { $pos } 位的 { $value }

# The log's arrangement found: $count its number, $values its values, such as `1 2 3`.
permutations-solution = 第 { $count } 个解：{ $values }

# How many values are arranged, after the arrangement under the tree: $count them.
permutations-arranged = 已排 { $count } 个

# Beside a node on the path, when the tree is too large to draw: $done its siblings done
# before it, $more those still to come.
permutations-path-counts = (已试 { $done }，还剩 { $more })

# Beside the root of the path, when the tree is too large to draw.
permutations-start = 开始

# The legend under the tree: the node the search stands on.
permutations-legend-here = 当前

# The legend under the tree: a node on the path to it.
permutations-legend-on-path = 在路径上

# The legend under the tree: a node whose subtree is done.
permutations-legend-done = 已走完

# The legend under the tree: the node just taken back.
permutations-legend-taken-back = 已撤回

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-permutations = 全排列

# The title of the preset `perms-3` in the menu, over its board and in `backtrack presets`.
preset-perms-3 = 3 的全排列

# What the preset `perms-3` shows: the menu's details and `backtrack presets`.
preset-perms-3-about = 《{ tutorial-solution-space }》中 n = 3 的解空间树：六个叶子，第一个是 1 2 3。

# The title of the preset `perms-4` in the menu, over its board and in `backtrack presets`.
preset-perms-4 = 4 的全排列

# What the preset `perms-4` shows: the menu's details and `backtrack presets`.
preset-perms-4-about = 同一棵树再深一层：1 到 4 的 24 种排列。

# The menu's entry of any size of permutations.
custom-permutations = 全排列，任意 n

# What the menu's entry of any size of permutations opens: $max the largest size.
custom-permutations-about = 1..n 的所有排列，n 从 1 到 { $max }：用 ←/→ 选择 n，或直接输入。

## (quiz)

# The permutations' question: $position the position being filled.
quiz-permutations-ask = 第 { $position } 个位置：放哪个数？

# Why a value is refused: $value it, $position the position holding it.
quiz-permutations-used = { $value } 已在第 { $position } 个位置

# The word of a breakpoint that names a position of a permutation, such as `pos3=2`.
slot-word-position = 位置
