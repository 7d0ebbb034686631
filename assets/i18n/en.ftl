### The app's own words in English.
### One message an id; `$name` stands for a value. Every file under assets/i18n/ has
### the same ids with the same values.

# The menu's line under the app's name.
tagline = watch a backtracking search, one step at a time

# The title of the menu's list.
presets = Presets

# The menu's group of the lessons built in.
lessons = Lessons

# What a built-in lesson in the menu is: $scenes its scenes, $stops its stops.
lesson-about = A prepared lesson of { $scenes ->
    [one] { $scenes } scene
   *[other] { $scenes } scenes
} and { $stops ->
    [one] { $stops } stop
   *[other] { $stops } stops
}, each with its caption: PageDown goes to the next stop, PageUp back.

# Under the chosen entry's details.
enter-opens = Enter opens

# The menu's entry of any size cannot make a board: $problem the problem, $size the size.
no-size = no { $problem } of size { $size }

# A preset that cannot be read: $why why.
cannot-open = cannot open this preset: { $why }

# A description of a preset that cannot be read: $description it, $why why.
cannot-be-opened = { $description } (cannot be opened: { $why })

# A line of `backtrack presets` after the names typed: $title the preset's title, $description what it shows.
preset-line = { $title }: { $description }

# Entries out of view on the list's frame: $arrow an arrow, $count how many.
more = { $arrow } { $count } more

# The help's title.
keys = Keys

# Under the help.
any-key-closes = any key closes

# Under the help when it is longer than the screen, after the arrow keys that show the rest.
help-scrolls = more lines, any other key closes

# The first line of the too-small notice.
too-small = Terminal too small

# $need the size needed, $have the size there is.
need-have = need { $need }, have { $have }

# The last line of the too-small notice.
enlarge = enlarge it, or q to quit

# Where a board is too small to draw: $size the size it needs.
board-needs = board needs { $size }

# Where a board is too small to draw and `board-needs` does not fit: $size the size it needs.
needs = needs { $size }

# The go-to prompt, before the digits typed.
go-to-step = go to step{" "}

# The status line when the go-to prompt's text is no step: $text what was typed.
go-to-refused = `{ $text }` is not a step: type a number, solution:K (the K-th solution) or end

# The code panel's title for the pseudo-code, and what `c` says on coming back to it.
pseudo-code = Pseudo-code

# The stack panel's title: $frames the number of frames.
call-stack = Call stack ({ $frames })

# The counters panel's title.
counters = Counters

# An exported picture's title: $heading the heading, $step the step.
picture-title = { $heading } · step { $step }

# The log panel's title.
log = Log

# The log panel's title while a long move runs.
log-waiting = Log (resumes after the move)

# Space at the end of the run.
end-restarts = end of the run: r restarts

# The run is over: $steps its steps.
end-of-run = end of the run: { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}

# A step back at step 0.
at-start = at the start

# `N` before the first solution.
no-earlier = no earlier solution

# `N` gave up looking back: $steps how far it looked.
no-solution-within = no solution within the last { $steps } steps

# `c` shows a tutorial's code: $tutorial the tutorial.
code-of = code of { $tutorial }

# `c` on a board no tutorial's code covers.
no-tutorial-code = no tutorial writes this board's code: pseudo-code

# `c` back at the pseudo-code.
pseudo-code-shown = pseudo-code

# The help's line of a board's key that shows its tree ahead of the search, dim (permutations, subset sum).
key-tree-ahead = the tree ahead of the search: show dim / hide

# The status line after a board's whole tree is shown: $key the key that hides it.
tree-ahead-shown = the whole tree shown, what the search has not reached dim; { $key } hides it

# The status line after a board's tree is back to what the search reached: $key the key that shows the rest.
tree-ahead-hidden = only what the search has reached; { $key } shows the whole tree

# `f` to the first solution.
first-only = first solution only: restarted

# `f` to every solution.
all-solutions = all solutions: restarted

# A long move cancelled: $step the step.
stopped-at = stopped at step { $step }

# `n` past the last solution: $step the last step.
no-more-solutions = no more solutions: the run ends at step { $step }

# `b` past the last backtrack: $step the last step.
no-more-backtracks = no more backtracks: the run ends at step { $step }

# The end of a run that stops at its first solution: $step its step.
stopped-at-first = the run stopped at the first solution (step { $step }): f finds all

# Playing paused at solution $solution.
paused-at-solution = solution { $solution }: paused (Space plays on, a plays through)

# `1` switched the numbering.
counting-from-zero = rows, columns and cells counting from 0

# `1` switched the numbering.
counting-from-one = rows, columns and cells counting from 1

# `a` on.
pauses-at-solutions = playing pauses at each solution

# `a` off.
runs-through-solutions = playing runs through solutions

# Every board of a comparison has finished.
every-board-done = every board has finished

# `o` in the menu on a preset with one search order.
one-order-only = this puzzle is searched in one order only: nothing to put side by side

# Enter found no placement after the current step; the run ends at step $step.
no-more-placements = no more placements: the run ends at step { $step }

# Enter stopped by the step limit $step.
no-placement-up-to = no placement up to step { $step }, the step limit: stopped there

# `n` stopped by the step limit $step.
no-solution-up-to = no solution up to step { $step }, the step limit: stopped there

# `b` stopped by the step limit $step.
no-backtrack-up-to = no backtrack up to step { $step }, the step limit: stopped there

# A long move stopped by the step limit $step.
step-limit = stopped at the step limit, { $step }: the run goes on beyond

# `s` saved the screen: $svg and $txt the files.
saved-screen = saved { $svg } and { $txt }

# `s` failed: $why why.
not-saved = not saved: { $why }

# A puzzle left whose state could not be written to the state file: $why why.
state-not-saved = the puzzle's step and bookmarks were not saved: { $why }

# `v` saved a recording of one frame: $file the file.
saved-one-frame = saved { $file } (1 frame)

# `v` saved a recording: $file the file, $frames its frames.
saved-frames = saved { $file } ({ $frames ->
    [one] { $frames } frame
   *[other] { $frames } frames
})

# `v` could not save: $why why.
recording-lost = recording lost: { $why }

# `v` started: $file the file.
recording-to = recording to { $file } (v stops)

# `v` could not start: $why why.
cannot-record = cannot record: { $why }

# A recording that failed on the way: $why why.
recording-stopped = recording stopped: { $why }

# `L` switched the language.
speaking = English

# The mark of step 0, before any event.
event-start = start

# The mark of a place event.
event-place = place

# The mark of a remove event.
event-remove = remove

# The mark of a solution event.
event-solution = solution

# The status line's step: $step the step.
status-step = step { $step }

# The status line's solutions found: $count how many.
status-solutions = solutions { $count }

# The status line's backtracks: $count how many.
status-backtracks = backtracks { $count }

# The status line's depth: $depth the depth.
status-depth = depth { $depth }

# The mode of a search through every solution; its first word stays on a narrow row.
mode-all = all solutions

# The mode of a search that stops at its first solution; its first word stays on a
# narrow row.
mode-first = first solution

# The status line while waiting for a key.
paused = paused

# The status line while playing by itself.
playing = playing

# The fastest speed.
speed-max = max

# A speed: $speed steps a second, such as `5` or `10k`.
speed-per-second = { $speed }/s

# Steps a second that are a whole number of thousands: $count how many (the 10 of `10k`).
speed-thousands = { $count }k

# Steps a second that are a whole number of ten thousands: $count how many (20,000 is 2).
speed-ten-thousands = { $count }0k

# Steps a second that are a whole number of millions: $count how many.
speed-millions = { $count }M

# A long move under way.
looking-for-solution = looking for the next solution

# A long move under way.
looking-for-backtrack = looking for the next backtrack

# A long move under way.
looking-for-placement = looking for the next placement

# A long move under way.
running-to-end = running to the end

# A long move under way: $step the step it goes to.
going-to-step = going to step { $step }

# How far a long move has got: $events the events it has looked at.
events-so-far = { $events } events

# Beside the keys of a long move: $step the step it stops at.
stops-by-itself = stops by itself at step { $step }

# The counters panel's labels.
count-step = step

# The counters panel's labels.
count-placements = placements

# The counters panel's labels.
count-backtracks = backtracks

# The counters panel's labels.
count-solutions = solutions

# The counters panel's labels.
count-depth = depth

# The counters panel's labels.
count-max-depth = max depth

# The counters panel's step once the run's length is known: $step the step, $length the
# length.
step-of = { $step } of { $length }

# The call stack's first row when frames are out of view: $arrow an arrow, $count how many.
more-above = { $arrow } { $count } more above

# The mark in the corner while the screen is recorded.
recording-mark = REC

# A finished board's title on the compare screen: $order its order, $tick a tick.
lane-done = {" "}{ $order } { $tick } done{" "}

# Under a finished board that found one solution.
done-one-solution = done: 1 solution

# Under a finished board: $count its solutions.
done-solutions = done: { $count } solutions

# Under a board still searching: $solutions its solutions, $depth its depth.
lane-solutions-depth = solutions { $solutions }  depth { $depth }

# Under a board: the label of its placements.
lane-placements = placements

# Under a board: the label of its removals.
lane-removals = removals

# The compare screen's totals table: its title.
totals = Totals

# The totals table's first column.
totals-order = order

# The totals table's column of placements.
totals-placements = placements

# The totals table's column of removals.
totals-removals = removals

# The totals table's column of solutions.
totals-solutions = solutions

# The totals table's column of the deepest depth.
totals-max-depth = max depth

# The compare screen's heading: $heading the puzzle's heading.
compared = { $heading } compared

# The search tree panel's title.
search-tree = Search tree

# A folded node of the tree: its choices tried.
tree-tried = tried

# A folded node of the tree, and the depth table's column: its choices still to try.
tree-to-try = to try

# The depth table's header, narrow form, each column.
depth-d = d

# The depth table's narrow column of nodes visited.
depth-seen = seen

# The depth table's narrow column of choices pruned.
depth-cut = cut

# The depth table's narrow column of choices left.
depth-left = left

# The depth table's narrow column of the unpruned tree.
depth-of = of

# The depth table's column of depths.
depth = depth

# The depth table's column of the choice on the path.
depth-choice = choice

# The depth table's column of nodes visited.
depth-visited = visited

# The depth table's column of choices pruned.
depth-pruned = pruned

# The depth table's column of the unpruned tree's nodes.
depth-unpruned = unpruned

# `t` on the compare screen, whose boards are too narrow for the tree beside them.
tree-needs-one-board = the search tree needs a board of its own: m, then Enter opens one

# `c` on the compare screen: `$codes` the code each board is told in, left to right.
codes-of = code: { $codes }

# The key tables: each line's words in the help (key-…) and, for the lines the footer
# shows, its word there (hint-…).

# Space's help line.
key-play = play / pause

# Space in the footer.
hint-play = play

# →'s help line.
key-step-forward = one step forward

# → in the footer.
hint-step = step

# ←'s help line.
key-step-back = one step back

# ← in the footer.
hint-back = back

# `n` and `N`'s help line.
key-solution = next / previous solution

# `n` and `N` in the footer.
hint-solution = solution

# `b`'s help line.
key-backtrack = to the next backtrack

# `b` in the footer.
hint-backtrack = backtrack

# Enter's help line in the player.
key-picture = to the next placement or solution: the tutorials' next picture

# Enter in the player's footer.
hint-picture = picture

# `+` and `-`'s help line.
key-speed = faster / slower

# `+` and `-` in the footer.
hint-speed = speed

# `g`'s help line.
key-go-to = go to a step number

# `g` in the footer.
hint-go-to = go to

# `r`'s help line.
key-restart = restart

# `r` in the footer.
hint-restart = restart

# End's help line.
key-end = run to the end

# End in the footer.
hint-end = end

# `f`'s help line.
key-stop = first solution only / all solutions

# `a`'s help line.
key-pause-at-solutions = playing pauses at each solution / plays through

# `1`'s help line.
key-numbering = rows, columns and cells counted from 0 / from 1

# `s`'s help line.
key-screenshot = save the screen as .svg and .txt

# `v`'s help line.
key-record = start / stop recording a .cast (video)

# `c`'s help line.
key-code = pseudo-code or a tutorial's code

# `L`'s help line.
key-language = English / simplified Chinese / traditional Chinese

# `L` in the menu's footer.
hint-language = language

# `t`'s help line.
key-tree = show / hide the search tree

# Esc and `m`'s help line.
key-menu = back to the menu

# `m` in the footer.
hint-menu = menu

# `?`'s help line.
key-help = this help

# `?` in the footer.
hint-help = help

# `q`'s help line.
key-quit = quit

# `q` in the footer.
hint-quit = quit

# Esc's help line while a long move runs.
key-cancel-move = cancel the move

# Esc in the footer of a long move and of the go-to prompt.
hint-cancel = cancel

# The digits' help line in the go-to prompt.
key-type-step = type the step number

# The help line of the letters the go-to prompt takes besides the digits.
key-type-target = or type solution:K for the K-th solution, end for the last step

# The digits in the go-to prompt's footer.
hint-step-number = step

# Backspace's help line in the go-to prompt.
key-erase = take back a digit

# Enter's help line in the go-to prompt.
key-go = go

# Enter in the go-to prompt's footer.
hint-go = go

# Esc's help line in the go-to prompt.
key-cancel = cancel

# The arrows' help line in the menu.
key-choose = choose

# ↑ and ↓ in the menu's footer.
hint-choose = choose

# Home and End's help line in the menu.
key-first-last = first / last entry

# ← and →'s help line in the menu.
key-change-size = change N (custom entries)

# ← and → in the menu's footer: the size's letter, the same in every language.
hint-size = N

# The digits' help line in the menu.
key-type-size = type N (custom entries)

# Enter's help line in the menu.
key-open = open

# Enter in the menu's footer.
hint-open = open

# `o`'s help line in the menu.
key-side-by-side = the puzzle in each search order, side by side

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-lesson = the 4-queens and 4×4 sudoku lesson

# A tutorial's name in the code panel's narrow title.
tutorial-lesson-short = Queens & sudoku lesson

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-eight-queens = “Backtracking for the eight queens (C++)”

# A tutorial's name in the code panel's narrow title.
tutorial-eight-queens-short = Eight queens (C++)

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-leetcode-37 = the LeetCode 37 Sudoku Solver write-up

# A tutorial's name in the code panel's narrow title.
tutorial-leetcode-37-short = LeetCode 37

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-depth-first = “Depth-first search and backtracking (2)”

# A tutorial's name in the code panel's narrow title.
tutorial-depth-first-short = DFS and backtracking (2)

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-solution-space = the tutorial on the solution space, permutations and MRV sudoku

# A tutorial's name in the code panel's narrow title.
tutorial-solution-space-short = Solution space

## (board-fit)

# The help's line on the colours when --theme named them: $palette the palette's name, $option the option.
colours-named = Colours: { $palette } ({ $option })

# The help's line on the colours chosen for the terminal's background: $palette the palette's name, $option the option that overrides it.
colours-seen = Colours: { $palette }, for the terminal's background ({ $option } overrides)

# The help's line on the colours when the terminal did not tell its background: $palette the palette's name, $option the option that chooses.
colours-unseen = Colours: { $palette }; the terminal did not tell its background ({ $option } chooses)

# The dark palette's name, in the help's line on the colours.
palette-dark = dark

# The light palette's name, in the help's line on the colours.
palette-light = light

# The high-contrast palette's name, in the help's line on the colours.
palette-contrast = high contrast

# The units a count too long for the counters panel is shortened in, smallest first, each count-unit-size times the one before, separated by spaces.
count-units = k M G T

# How many times each unit of count-units is the one before, as digits.
count-unit-size = 1000

# The status line's mark of a place event that puts the second of two branches down: subset sum's skip of a number.
event-skip = skip

## (moments)

# The status line when 0 or 1 is pressed while a tutorial's code is shown, whose labels keep that code's count: $routine its routine, $base the number it counts from.
code-keeps-its-count = { $routine } counts from { $base }, as its code does: the pseudo-code will count as asked

# The search tree's legend, after ○: the root of the tree.
tree-legend-start = start

# The search tree's legend, after ×: a choice a check refused.
tree-legend-refused = refused

# The search tree's legend, in the style of the path: the path from the root to the current node.
tree-legend-path = path

# The search tree's legend, in the style of the current node.
tree-legend-current = current

# The search tree's legend, last: only the nodes the search has reached so far are drawn.
tree-legend-reached = only what the search reached

## (handouts)

# The status line when `play` opened the first puzzle of a file that holds several: $count how many it holds, $option the option that opens another (`--index K`).
puzzle-one-of = puzzle 1 of { $count }: { $option } opens another

## (lesson-tools)

# The speed shown on the status line when it is below one step a second: $seconds the seconds between two steps.
speed-every-seconds = 1/{ $seconds }s

# The help line of the lesson keys: x asks for a breakpoint, X clears them, k bookmarks the step, [ and ] go to the previous and next bookmark, K shows the panel of bookmarks, breakpoints and solutions, W saves them as a lesson file.
key-lesson = set / clear breakpoints; bookmark / previous / next; panel; save as a lesson

# The prompt for a breakpoint's condition at the bottom of the player, before what is typed.
breakpoint-prompt = stop at{" "}

# The status line when a breakpoint is set: $condition its condition, $count how many are set now.
breakpoint-set = breakpoint set: { $condition } ({ $count } in all; X clears them)

# The status line when the condition typed is set already: $condition the condition.
breakpoint-known = { $condition } is a breakpoint already

# The status line when X clears the breakpoints.
breakpoints-cleared = breakpoints cleared

# The status line when playing or End stops at a breakpoint: $condition its condition, $step the step.
breakpoint-hit = stopped at step { $step }: breakpoint { $condition }

# The status line when the condition typed is none of the forms: $text what was typed, $forms the forms.
breakpoint-unknown = `{ $text }` is not a condition: type { $forms }

# The status line when a condition's number is wrong: $form the form, $least the smallest number it takes.
breakpoint-bad-number = { $form } takes a whole number from { $least }

# The help line of the keys that move the cursor in a line being typed.
key-move-cursor = move the cursor

# The help line of Backspace and Delete in a line being typed.
key-erase-character = delete the character before / under the cursor

# The help line of the panel's arrows.
key-moments-choose = choose a line of the panel

# The help line of the panel's Enter.
key-moments-go = go to its step

# The help line of the panel's Delete and Backspace.
key-moments-remove = remove the bookmark or breakpoint chosen

# The help line of the panel's Esc.
key-moments-close = hide the panel

# The prompt for a bookmark's caption at the bottom of the player, before what is typed: $step the step.
caption-prompt = caption of step { $step }:{" "}

# The status line when a step is bookmarked: $step the step, $count how many bookmarks there are.
bookmark-set = step { $step } bookmarked ({ $count } in all; K lists them)

# The status line on arriving at a bookmark: $step its step, $caption its caption.
at-bookmark = bookmark at step { $step }: { $caption }

# The status line when [ or ] finds no bookmark that way.
no-bookmark-there = no bookmark that way

# The status line when a bookmark is removed: $step its step.
bookmark-removed = bookmark of step { $step } removed

# The status line when a breakpoint is removed: $condition its condition.
breakpoint-removed = breakpoint { $condition } removed

# The title of the panel of bookmarks, breakpoints and solutions.
moments-title = Moments

# The panel's heading over the bookmarks.
bookmarks = Bookmarks

# The panel's heading over the breakpoints.
breakpoints = Breakpoints

# The panel's heading over the solutions found so far, each with its step and board.
solutions-found = Solutions found

# The panel's line when there is no bookmark.
no-bookmarks = none: k marks a step

# The panel's line when there is no breakpoint.
no-breakpoints = none: x sets one

# The panel's line when no solution is found yet.
no-solutions-yet = none yet

# The note on the first screen when the state file is empty: $path its path.
state-empty = the state file { $path } is empty: the player starts afresh

# The note on the first screen when the state file is of another version, not read, and copied beside it before it is replaced: $path its path, $version its version.
state-version = the state file { $path } is of version { $version }: not read, and a copy is kept beside it before it is replaced

# The note on the first screen when the state file is cut short, read as far as it goes, and copied beside it before it is replaced: $path its path.
state-truncated = the state file { $path } is cut short: what is whole of it is read, and a copy is kept beside it before it is replaced

# The note on the first screen when the state file does not start as one, not read, and copied beside it before it is replaced: $path its path.
state-garbage = the state file { $path } does not start as a state file: not read, and a copy is kept beside it before it is replaced

# The note on the first screen when a symbolic link stands in the state file's place: $path its path.
state-link = the state file { $path } is a symbolic link: ignored, and not written

# The note on the first screen when the state file cannot be read at all, and is left as it is: $path its path, $why why (in English).
state-unreadable = the state file { $path } cannot be read ({ $why }): left as it is, and not written

# The first screen of a puzzle the state file kept, until the first key: $step the step
# it opened at.
picked-up = picked up at step { $step }; r restarts, --fresh opens clean

# The same with breakpoints: $step the step, $breaks how many breakpoints.
picked-up-with = picked up at step { $step } with { $breaks ->
    [one] { $breaks } breakpoint
   *[other] { $breaks } breakpoints
}; r restarts, --fresh opens clean

## (lesson-scripts)

# The help line of PageDown and PageUp while a lesson plays (a presenter's remote sends them).
key-script = the lesson: next stop / the stop before (the other keys explore; PageDown comes back)

# The footer's word for PageDown and PageUp while a lesson plays.
hint-script = stop

# The caption bar's heading over the board while a lesson plays: $scene the scene shown, $scenes how many scenes, $stop the stop shown (0 before the first), $stops how many stops the scene has.
lesson-place = scene { $scene }/{ $scenes } · stop { $stop }/{ $stops }

# The caption bar before the scene's first stop is shown.
lesson-before-first = PageDown goes to the first stop.

# The caption bar once the keys moved off the stop shown: $step the step now, $stop the
# stop's number, $at its step. Its caption shows only at its step.
lesson-off-stop = At step { $step }, off stop { $stop } (step { $at }): PageDown goes on to the next stop.

# The status line when PageDown is pressed at the lesson's last stop.
lesson-over = the end of the lesson; PageUp goes back a stop

# The status line when PageUp is pressed before the lesson's first stop.
lesson-start = the start of the lesson; PageDown goes to the next stop

# The status line when the run has no step for a stop: $stop the stop's number in its scene, $why why, in English.
lesson-stop-missed = stop { $stop } is not in this run: { $why }

# The status line when a scene's board cannot be opened: $scene the scene's number, $why why, in English.
lesson-scene-failed = scene { $scene } cannot be opened: { $why }

# The status line when W has saved a lesson: $file the file's name, $stops how many stops it has.
lesson-saved = lesson saved as { $file } ({ $stops ->
    [one] one stop
   *[other] { $stops } stops
}; backtrack lesson plays it)

# The status line when W finds no bookmark and no breakpoint to save.
lesson-nothing-to-save = no bookmark or breakpoint to save: k bookmarks this step

# The status line when W is pressed on a player that does not know where its puzzle came from.
lesson-no-origin = this puzzle cannot be named in a lesson

## (quiz)

# The help line of Q, which starts and ends the quiz.
key-quiz = quiz: the class guesses each next step

# Q in the footer.
hint-quiz = quiz

# The help line, while a question is open, of the keys that answer it (digits, Enter, Backspace).
key-quiz-answer = answer: Enter takes a short one, Backspace erases

# The help line, while a question is open, of <, which answers that the search goes back.
key-quiz-back = answer: the search goes back

# The help line, while a question is open, of →, which shows the answer unscored and steps.
key-quiz-skip = skip: show the answer and step

# The help line of Esc while the quiz asks: it ends the quiz, never the player.
key-quiz-end = end the quiz, saying the score

# The status line when Q starts the quiz.
quiz-on = Quiz on: the step keys ask first, Q ends it

# The status line when Q ends the quiz: $right the answers right, $asked the questions answered.
quiz-off = Quiz over: { $right } right of { $asked }

# The score after a verdict and in the question's line: $right the answers right, $asked the questions answered.
quiz-score = { $right }/{ $asked } right

# The question's line, after the key < that answers that the search goes back.
quiz-back = back

# The question's line over a cell: how its answer is typed.
quiz-cell-keys = row, then column

# The question's line when an order picks its cell as the board stands.
quiz-which-cell = Which cell does the search fill next?

# The status line when the keys typed name no answer: $typed them.
quiz-no-such-answer = { $typed } answers nothing here

# The verdict's start, when the answer is right.
quiz-right = Right!

# The verdict's start, when the answer is wrong: $given the answer given.
quiz-wrong = Not { $given }!

# The verdict's start, when the question is skipped.
quiz-skipped = Skipped.

# The verdict: $choice the choice the search puts down.
quiz-takes = The search puts down { $choice }

# The verdict, when the search takes its last choice back.
quiz-goes-back = The search goes back

# The verdict of a cell question: $cell the cell the search fills next.
quiz-picks = The search fills { $cell } next

# The verdict, put together: $head right or wrong, $said what the search does, $reasons why.
quiz-verdict = { $head } { $said }: { $reasons }

# The verdict when there is nothing more to say: $head right or wrong, $said what the search does.
quiz-verdict-bare = { $head } { $said }.

# Two reasons of a verdict, or more, one after another: $first the first ones, $next the next.
quiz-reasons = { $first }; { $next }

# The verdict with the score after it: $verdict it, $score the score.
quiz-verdict-score = { $verdict }  ({ $score })

# Why a choice is not next: $choice was put down here before and taken back.
quiz-tried = { $choice } was tried and taken back

# Why the answer given is not next: $answer comes before $given, the choices being tried in order.
quiz-comes-first = { $answer } comes before { $given }: choices are tried in order

# Why "back" is wrong: $choice is still free.
quiz-still-free = { $choice } is still free

# Why a cell given is not next: the rule of the order.
quiz-fewest-first = the fewest candidates go first, ties to the first in reading order

# Why a choice is not next, when no more can be said: $choice a check refuses.
quiz-refused = a check refuses { $choice }

## (slot-breaks)

# The hint after the breakpoint prompt at the bottom of the player while nothing is typed yet: $forms the forms of a condition on this board, its own first.
breakpoint-forms = type one of: { $forms }

# The status line when a breakpoint names a place the board does not have: $part what the number counts (row, column…), $number the number typed, $first and $last the first and last numbers the board has.
breakpoint-beyond = { $part } { $number } is beyond this board: it has { $first } to { $last }

# The status line when a breakpoint names something the board does not have: $text the name typed, $part what it would be (region, colour, number), $names the names the board has.
breakpoint-unnamed = `{ $text }` is not a { $part } of this board: { $names }

# The forms of a condition listed: $most all but the last, joined, $last the last.
breakpoint-forms-list = { $most } or { $last }

# What joins the forms of a condition but the last two.
breakpoint-forms-comma = {", "}

# A row of a board, as the breakpoint errors name it.
board-part-row = row

# A column of a board, as the breakpoint errors name it.
board-part-column = column

# A position in a sequence (a permutation's, a step along a path), as the breakpoint errors name it.
board-part-position = position

# A value put in a place (a digit, a permutation's value), as the breakpoint errors name it.
board-part-value = value

# The note on the first screen when lines of the state file could not be read and are kept as written, the rest read: $path its path, $lines the lines' numbers, $count how many.
state-lines-skipped = the state file { $path }: { $count ->
    [one] line
   *[other] lines
} { $lines } cannot be read: kept as written, the rest read

# The note when a save kept the old state file, which it could not read whole, beside the new one: $path the state file, $old the copy.
state-kept-old = the state file { $path } was not read whole: it is kept as { $old }, and written anew

## (boards-sudoku)

## (boards-lists)

## (puzzle-editor)

# The menu's group of the class's own puzzles.
own-puzzles = The class's own puzzles

# The menu's entry of the puzzle folder.
my-puzzles = My puzzles

# What the puzzle folder entry opens.
my-puzzles-about = The puzzle files of the class's own folder, named at the top of the list: sudoku grids, maps, subset-sum files and mazes, as the command line reads them. Enter plays one, e opens it in its editor.

# The status line, saving where the system has no folder for puzzles: $option the option that names one.
no-puzzle-folder = no folder for puzzles on this system: name one with { $option }

# The editor's heading for a grid read from a file or saved: $file the file's name.
editor-file = editing { $file }

# The editor's panel while the solutions are counted: $spinner a turning mark.
editor-counting = Solutions: counting { $spinner }

# The editor's panel: the grid has not been saved.
editor-not-saved-yet = Not saved yet

# The editor's panel: $file the file the grid was saved in or read from.
editor-saved-in = File: { $file }

# The editor's panel: $file that file, the grid changed since.
editor-changed-since = File: { $file }, changed since

# The status line after saving: $file the file written.
editor-saved-as = saved as { $file }

# The status line, Esc with changes not saved.
editor-unsaved-leave = changes not saved: Esc again leaves without them, w saves them

# The puzzle folder's heading: $folder the folder.
shelf-heading = My puzzles in { $folder }

# The puzzle folder's list when it has no file: $folder the folder, $editors the titles of the menu's editors that save puzzle files, as list-separator joins them.
shelf-empty = No puzzle file in { $folder } yet. Save one from the menu's editors ({ $editors }), or copy puzzle files there.

# What stands between two items of a list in a sentence, such as the editors the empty puzzle folder names.
list-separator = { ", " }

# The puzzle folder cannot be listed: $folder the folder, $why why.
shelf-unreadable = { $folder } cannot be listed: { $why }

# A file that cannot be played: $why why, in the file reader's words.
shelf-file-fault = cannot be played: { $why }

# The status line, the puzzle folder read again: $count how many files.
shelf-reread = { $count ->
    [one] read again: 1 file
   *[other] read again: { $count } files
}

# The arrows in the editor's footer.
hint-move = move

# Enter's help line in the editor.
key-play-puzzle = play the puzzle

# Enter in the editor's and the puzzle folder's footer.
hint-play-puzzle = play

# w's help line in the editor.
key-save-puzzle = save in the puzzle folder, under a new name

# w in the editor's footer.
hint-save = save

# o's help line in the editor.
key-load-puzzle = open My puzzles to load one (e there edits it)

# o in the editor's footer.
hint-load = load

# Enter's help line in the puzzle folder.
key-open-file = play the chosen puzzle

# e's help line in the puzzle folder.
key-edit-file = edit the chosen puzzle (sudoku, subset sum or map)

# e in the puzzle folder's footer.
hint-edit = edit

# r's help line in the puzzle folder.
key-reread = read the folder again

# r in the puzzle folder's footer.
hint-reread = reread

# Esc's help line in the puzzle folder.
key-back = back to where it was opened from

# Esc in the puzzle folder's footer.
hint-back-out = back

## (lesson-scenes)

# The help line of the arrows that move a highlight along the answers of a quiz question; Enter then gives the answer highlighted.
key-quiz-choose = answer: move the highlight along the answers, Enter gives it

# The quiz prompt's word after the keys that move the highlight and give its answer.
hint-quiz-choose = choose

## (list-map-editors)

# A count stopped at its cap of placements: $placements the placements, $found the solutions found by then.
tally-gave-up = Count stopped after { $placements } placements: { $found } found so far

# The status line, Enter or w while the puzzle cannot be searched: $why what is wrong.
draft-fix-first = cannot search this yet: { $why }

# The title of the subset-sum and the map editors' panels.
draft-panel = The puzzle

# e in the puzzle folder on a file no editor opens.
shelf-no-editor = no editor opens this file

# a in the editors' footer.
hint-add = add

# x in the editors' footer.
hint-delete = delete

## (mouse)

# After the timeline bar while the search goes on: the events found so far.
timeline-so-far = { $count } steps so far

# After the timeline bar once the whole run is known.
timeline-all = { $count } steps in all

# A click on a stack frame whose step is further back than the player looks.
placed-too-far = that frame was placed more than { $steps } steps back

# The help's note on the mouse in the menu.
mouse-menu = Mouse: click an entry to open it; the wheel moves the choice.

# The help's note on the mouse over a search: the wheel and the timeline bar.
mouse-search = Mouse: the wheel steps; click or drag the timeline bar to seek;

# The help's note on the mouse over a search, its second line.
mouse-search-more = click a log line or a stack frame: its step; a square: the quiz.

# The help's last note on the mouse.
mouse-shift = Hold Shift to select text with the mouse.

## (clicks)

# The help's note when the terminal said at startup that it does not report the mouse (or TERM is dumb): the app leaves the mouse to it.
mouse-unreported = Mouse: off, as this terminal does not report it; the keys do everything.

## (lesson-words)

# The help line of Enter in a line being typed (a breakpoint's condition, a bookmark's caption): it takes what is typed.
key-take-text = take what is typed

# The footer's word for Enter in a line being typed.
hint-take-text = OK
