### The permutations' own words in English: its board, its questions and its presets.

## The permutations' board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (permutations)

# The pseudo-code's line that outputs an arrangement: $solution the arrangement, as
# code, $exit the code that ends the call, `return` or `return true`.
permutations-output = output { $solution }; { $exit }

# The heading over the board: $n the largest value.
permutations-heading = Permutations of 1..{ $n }

# The call on top of the stack at a solution: $routine `solve`, $pos the position after
# the last, $count how many values are arranged. English names the position, Chinese
# counts the values: each selects on the value it does not show.
permutations-solution-call = { $count ->
   *[other] { $routine }(pos={ $pos }): output
}

# A stack frame as a call of the pseudo-code's routine, which takes no parameters:
# $routine `solve`, $pos the position it fills, $value the value there or `-`.
permutations-frame = { $routine }(pos={ $pos }) val={ $value }

# A stack frame's values already tried, after its call: $values them, such as `1,2`.
permutations-tried = tried { $values }

# A stack frame's values still to try, at its end: $count how many.
permutations-left = left { $count }

# The log's placement: $pos the position, $value the value put there, $arrangement the
# arrangement so far, such as `[1 3 _]`.
permutations-placed = pos { $pos } = { $value }: { $arrangement }

# The log's removal of the last value after an arrangement: $pos its position, $value
# it.
permutations-next-arrangement = remove { $value } from pos { $pos } to look for the next arrangement

# The log's backtrack: $next the position with no unused value left, $pos the position
# before it, $value the value taken off there.
permutations-no-value-left = pos { $next } has no unused value left to try: remove { $value } from pos { $pos }

# The log's arrangement found: $count its number, $values its values, such as `1 2 3`.
permutations-solution = solution { $count }: { $values }

# How many values are arranged, after the arrangement under the tree: $count them.
permutations-arranged = arranged { $count }

# Beside a node on the path, when the tree is too large to draw: $done its siblings done
# before it, $more those still to come.
permutations-path-counts = ({ $done } done, { $more } more)

# Beside the root of the path, when the tree is too large to draw.
permutations-start = start

# The legend under the tree: the node the search stands on.
permutations-legend-here = here

# The legend under the tree: a node on the path to it.
permutations-legend-on-path = on the path

# The legend under the tree: a node whose subtree is done.
permutations-legend-done = done

# The legend under the tree: the node just taken back.
permutations-legend-taken-back = taken back

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-permutations = Permutations

# The title of the preset `perms-3` in the menu, over its board and in `backtrack presets`.
preset-perms-3 = Permutations of 3

# What the preset `perms-3` shows: the menu's details and `backtrack presets`.
preset-perms-3-about = The solution-space tree of { tutorial-solution-space } for n = 3: six leaves, 1 2 3 first.

# The title of the preset `perms-4` in the menu, over its board and in `backtrack presets`.
preset-perms-4 = Permutations of 4

# What the preset `perms-4` shows: the menu's details and `backtrack presets`.
preset-perms-4-about = The same tree one level deeper: 24 arrangements of 1 to 4.

# The menu's entry of any size of permutations.
custom-permutations = Permutations, any n

# What the menu's entry of any size of permutations opens: $max the largest size.
custom-permutations-about = Every arrangement of 1..n, n from 1 to { $max }: choose n with ←/→ or type it.

## (quiz)

# The permutations' question: $position the position being filled.
quiz-permutations-ask = Position { $position }: which value?

# Why a value is refused: $value it, $position the position holding it.
quiz-permutations-used = { $value } is already at position { $position }

# The word of a breakpoint that names a position of a permutation, such as `pos3=2`.
slot-word-position = pos
