### The subset sum's own words in English: its board, its questions and its presets.

## The subset sum's board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (subset-sum)

# The pseudo-code's first line, after `// `: $rest the array's name, `rest[i]`.
subset-code-rest = { $rest } = a[i] + a[i+1] + ... + a[n-1]

# The pseudo-code's output line, before `; return` or `; return true`.
subset-code-output = output the taken a[j]

# The pseudo-code's take line, before `; sum += a[i]`.
subset-code-take = take a[i]

# The pseudo-code's line undoing a take, before `; sum -= a[i]`.
subset-code-untake = untake a[i]

# The pseudo-code's skip line.
subset-code-skip = skip a[i]

# The pseudo-code's line undoing a skip.
subset-code-unskip = unskip a[i]

# The heading over the board: $count how many numbers, $target the target.
subset-heading = Subset sum: { $count ->
    [one] { $count } number
   *[other] { $count } numbers
}, target { $target }

# The stack's top call at a solution, after `solve(i=…,sum=…): `.
subset-output = output

# A stack frame's choices tried: $choices them, such as `take`.
subset-tried = tried { $choices }

# A stack frame's choices left: $count how many.
subset-left = left { $count }

# A choice, taking the number: on the stack, the path and the legend.
subset-take = take

# A choice, skipping the number: on the stack, the path and the legend.
subset-skip = skip

# The log at a take: $number the number, $sum the sum, $target the target.
subset-took = take { $number }: sum { $sum } of { $target }

# After subset-took when skipping was refused: $sum the sum before, $rest the numbers left after, $target the target.
subset-without-it = ; without it { $sum } + { $rest } left cannot reach { $target }

# The log at a skip forced by the take's passing the target: $number the number, $sum the sum, $target the target.
subset-cannot-take = { $number } cannot be taken ({ $sum } + { $number } passes { $target }): skip it

# The log at a skip after the take's branch: $number the number, $sum the sum, $target the target.
subset-skip-now = skip { $number } now that taking it is done: sum { $sum } of { $target }

# The log at a solution: $count its count, $sum the sum of the taken numbers.
subset-solution = solution { $count }: { $sum }

# What a removal undoes, a take: $number the number.
subset-undo-take = take { $number } back out

# What a removal undoes, a skip: $number the number.
subset-undo-skip = undo skipping { $number }

# The log at a removal after the last number: $undo what it undoes.
subset-to-next-solution = { $undo } to look for the next solution

# The log at a removal where the numbers left could not reach the target: $sum the sum, $rest the numbers left, $target the target, $undo what it undoes.
subset-cannot-reach-back = { $sum } + { $rest } left cannot reach { $target }: { $undo }

# The log at a removal where both choices of the next number were refused: $number that number, $sum the sum, $rest the numbers left after it, $target the target, $undo what it undoes.
subset-dead-end = dead end at { $number }: { $sum } + { $number } passes { $target }, { $sum } + { $rest } left cannot reach { $target }: { $undo }

# The log at a removal once both choices of the next number are done: $number that number, $undo what it undoes.
subset-nothing-left = nothing left to try for { $number }: { $undo }

# The path's first row, after the root: where the search starts.
subset-start = start

# A path level's running sum: $sum it.
subset-path-sum = sum { $sum }

# A path level's other choice, tried already.
subset-sibling-done = done

# A path level's other choice, still to try.
subset-sibling-next = next

# The tree's legend: which side is which choice.
subset-legend-sides = left take, right skip

# The legend's refused branch.
subset-legend-refused = refused

# The legend's current node.
subset-legend-here = here

# The tree legend's node whose branches are done.
subset-legend-done = done

# The legend's choice just taken back.
subset-legend-taken-back = taken back

# The pruning test of a take within the target: $number the number, $sum the sum, $with the sum with the number, $target the target.
subset-test-take-within = take { $number }: { $sum } + { $number } = { $with }, within { $target }

# The pruning test of a take past the target: $number the number, $sum the sum, $with the sum with the number, $target the target.
subset-test-take-passes = take { $number }: { $sum } + { $number } = { $with } passes { $target }

# The pruning test of a choice whose numbers left cannot reach the target: $choice the choice (subset-take or subset-skip), $number the number, $sum the sum, $rest the numbers left, $target the target.
subset-test-cannot-reach = { $choice } { $number }: { $sum } + { $rest } left cannot reach { $target }

# The pruning test of a skip whose numbers left can reach the target: $number the number, $sum the sum, $rest the numbers left, $target the target.
subset-test-skip-can-reach = skip { $number }: { $sum } + { $rest } left can reach { $target }

# Under the numbers once the run is over.
subset-finished = every branch is searched

# Under the numbers at a solution: $count how many numbers, $target the target.
subset-all-decided = { $count ->
    [one] the number is decided
   *[other] all { $count } decided
}: the sum is { $target }

# The sum line's label, before the sum.
subset-sum = sum

# The sum line's end, after the bar: $left what the numbers left add up to.
subset-left-over = { $left } left

# The compact board's sum line: $sum the sum, $target the target, $left what the numbers left add up to.
subset-compact-sum = sum { $sum }/{ $target }, { $left } left

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-subset-sum = Subset sum

# The title of the preset `subset-9` in the menu, over its board and in `backtrack presets`.
preset-subset-9 = Subset sum to 9

# What the preset `subset-9` shows: the menu's details and `backtrack presets`.
preset-subset-9-about = 3 34 4 12 5 2, target 9: two answers, 3 + 4 + 2 and 4 + 5; taking 34 or 12 is cut at once.

# The title of the preset `subset-5` in the menu, over its board and in `backtrack presets`.
preset-subset-5 = Subset sum, whole tree

# What the preset `subset-5` shows: the menu's details and `backtrack presets`.
preset-subset-5-about = 1 2 3 4 5, target 7: the take / skip tree fits on screen, with the branches the pruning cuts; three answers.

# The title of the preset `subset-none` in the menu, over its board and in `backtrack presets`.
preset-subset-none = Subset sum with no answer

# What the preset `subset-none` shows: the menu's details and `backtrack presets`.
preset-subset-none-about = 2 4 6 8, target 5: no even numbers add up to an odd one, and the search shows it by running out of branches.

# The menu's entry of any size of subset-sum.
custom-subset-sum = Subset sum, any n

# What the menu's entry of any size of subset-sum opens: $max the largest size.
custom-subset-sum-about = The numbers 1 to n, target half their sum, n from 1 to { $max }: choose n with ←/→ or type it.

## (quiz)

# The subset sum's question: $number the number decided.
quiz-subset-ask = Number { $number }: take it (+) or skip it (-)?

# Why taking is refused: $sum the sum so far, $number the number, $target the target.
quiz-subset-passes = + makes { $sum } + { $number }, past { $target }

# Why a choice cannot reach the target: $choice its key, $sum the sum so far, $rest what the numbers left add up to, $target the target.
quiz-subset-short = { $choice } leaves { $sum } + at most { $rest }, short of { $target }

## What a breakpoint's error calls a part of the subset sum's board.
## (subset-sum-parts)

# One of the numbers of a subset sum, as the breakpoint errors name it.
board-part-number = number

## The subset-sum editor: the menu's entry, its heading, its panel, its status lines and its keys.
## (subset-sum-editor)

# The menu's entry of a new subset sum.
new-subset-sum = New subset sum

# What the new subset sum entry opens.
new-subset-sum-about = A list of numbers and a target to type by hand. The subsets that reach the target are counted as you type; Enter plays the puzzle, w saves it to the puzzle folder that My puzzles lists.

# The subset-sum editor's heading for a new puzzle.
sums-editor-new = new subset sum

# The subset-sum editor's label of the target.
sums-target = Target

# The subset-sum editor's numbers row, before the numbers: $count how many.
sums-numbers = Numbers ({ $count })

# The subset-sum editor's panel: $place the place of the number under the cursor, from 1.
sums-at-number = Number { $place } of the list

# The subset-sum editor's panel, the cursor on the target.
sums-at-target = The target

# The subset-sum editor's panel: $total the sum of all the numbers.
sums-total = All the numbers add up to { $total }

# The subset-sum editor's panel: $count how many subsets reach the target.
sums-count = Subsets that reach the target: { $count }

# The subset-sum editor's panel: more subsets than $cap reach the target.
sums-more-than = Subsets that reach the target: more than { $cap }

# What keeps the puzzle from a search: no numbers.
sums-no-numbers = no numbers yet: a adds one

# What keeps the puzzle from a search: $count numbers, at most $max.
sums-too-many = { $count } numbers are too many: at most { $max }

# What keeps the puzzle from a search: number $place is 0.
sums-zero-number = number { $place } is 0: every number must be positive

# What keeps the puzzle from a search: the target is 0.
sums-zero-target = the target is 0: it must be positive

# What keeps the puzzle from a search: the numbers add up to more than $max.
sums-overflow = the numbers add up to more than { $max }

# The status line, a digit that would make the number too large to hold.
sums-too-large = that digit would make the number too large

# The status line, a number added to a full list: $max the most numbers.
sums-full = a puzzle has at most { $max } numbers

# Left and Right in the subset-sum editor.
key-sums-move = move along the numbers

# Up, Down, Tab and t in the subset-sum editor.
key-sums-row = from the numbers to the target and back

# t in the subset-sum editor's footer.
hint-target = target

# The digits in the subset-sum editor.
key-sums-digit = type a number (the first digit after a move types over it)

# The digits in the subset-sum editor's footer.
hint-type = type

# Backspace in the subset-sum editor.
key-sums-erase = take back the last digit

# a in the subset-sum editor.
key-sums-add = add a number after this one

# x in the subset-sum editor.
key-sums-delete = delete this number

# < and > in the subset-sum editor.
key-sums-shift = move this number left or right in the list

# < and > in the subset-sum editor's footer.
hint-shift = move number
