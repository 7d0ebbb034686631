### 应用自己的用语：简体中文。
### 每个文件的消息 id 与变量都相同；`$name` 代表一个值。

# The menu's line under the app's name.
tagline = 一步一步地看回溯搜索

# The title of the menu's list.
presets = 预设

# The menu's group of the lessons built in.
lessons = 课程

# What a built-in lesson in the menu is: $scenes its scenes, $stops its stops.
lesson-about = 准备好的课程：{ $scenes } 个场景、{ $stops } 个停靠点，每个都有说明：PageDown 到下一个停靠点，PageUp 回到上一个。

# Under the chosen entry's details.
enter-opens = 按 Enter 打开

# The menu's entry of any size cannot make a board: $problem the problem, $size the size.
no-size = 没有大小为 { $size } 的{ $problem }

# A preset that cannot be read: $why why.
cannot-open = 无法打开这个预设：{ $why }

# A description of a preset that cannot be read: $description it, $why why.
cannot-be-opened = { $description }(无法打开：{ $why })

# A line of `backtrack presets` after the names typed: $title the preset's title, $description what it shows.
preset-line = { $title }：{ $description }

# Entries out of view on the list's frame: $arrow an arrow, $count how many.
more = { $arrow } 还有 { $count } 项

# The help's title.
keys = 按键

# Under the help.
any-key-closes = 按任意键关闭

# Under the help when it is longer than the screen, after the arrow keys that show the rest.
help-scrolls = 看其余各行，按其他键关闭

# The first line of the too-small notice.
too-small = 终端窗口太小

# $need the size needed, $have the size there is.
need-have = 需要 { $need }，现有 { $have }

# The last line of the too-small notice.
enlarge = 请放大窗口，或按 q 退出

# Where a board is too small to draw: $size the size it needs.
board-needs = 棋盘需要 { $size }

# Where a board is too small to draw and `board-needs` does not fit: $size the size it needs.
needs = 需要 { $size }

# The go-to prompt, before the digits typed.
go-to-step = 跳到第几步：

# The status line when the go-to prompt's text is no step: $text what was typed.
go-to-refused = “{ $text }”不是步数：请输入数字、solution:K（第 K 个解）或 end

# The code panel's title for the pseudo-code, and what `c` says on coming back to it.
pseudo-code = 伪代码

# The stack panel's title: $frames the number of frames.
call-stack = 调用栈({ $frames })

# The counters panel's title.
counters = 计数

# An exported picture's title: $heading the heading, $step the step.
picture-title = { $heading } · 第 { $step } 步

# The log panel's title.
log = 日志

# The log panel's title while a long move runs.
log-waiting = 日志(本次移动结束后继续)

# Space at the end of the run.
end-restarts = 运行结束：按 r 重新开始

# The run is over: $steps its steps.
end-of-run = 运行结束：共 { $steps } 步

# A step back at step 0.
at-start = 已经在开头

# `N` before the first solution.
no-earlier = 前面没有解

# `N` gave up looking back: $steps how far it looked.
no-solution-within = 最近 { $steps } 步内没有解

# `c` shows a tutorial's code: $tutorial the tutorial.
code-of = { $tutorial }的代码

# `c` on a board no tutorial's code covers.
no-tutorial-code = 没有教程写这个棋盘的代码：显示伪代码

# `c` back at the pseudo-code.
pseudo-code-shown = 伪代码

# The help's line of a board's key that shows its tree ahead of the search, dim (permutations, subset sum).
key-tree-ahead = 搜索还没走到的树：淡色显示 / 隐藏

# The status line after a board's whole tree is shown: $key the key that hides it.
tree-ahead-shown = 已显示整棵树，搜索还没走到的部分为淡色；按 { $key } 隐藏

# The status line after a board's tree is back to what the search reached: $key the key that shows the rest.
tree-ahead-hidden = 只显示搜索已经走到的部分；按 { $key } 显示整棵树

# `f` to the first solution.
first-only = 只找第一个解：已重新开始

# `f` to every solution.
all-solutions = 找出所有解：已重新开始

# A long move cancelled: $step the step.
stopped-at = 停在第 { $step } 步

# `n` past the last solution: $step the last step.
no-more-solutions = 没有更多的解：运行在第 { $step } 步结束

# `b` past the last backtrack: $step the last step.
no-more-backtracks = 没有更多的回溯：运行在第 { $step } 步结束

# The end of a run that stops at its first solution: $step its step.
stopped-at-first = 运行停在第一个解（第 { $step } 步）：按 f 找出所有解

# Playing paused at solution $solution.
paused-at-solution = 第 { $solution } 个解：已暂停（Space 继续播放，a 不再在解处暂停）

# `1` switched the numbering.
counting-from-zero = 行、列和格子从 0 开始编号

# `1` switched the numbering.
counting-from-one = 行、列和格子从 1 开始编号

# `a` on.
pauses-at-solutions = 播放时在每个解处暂停

# `a` off.
runs-through-solutions = 播放时不在解处暂停

# Every board of a comparison has finished.
every-board-done = 每个棋盘都已完成

# `o` in the menu on a preset with one search order.
one-order-only = 这道谜题只有一种搜索顺序，没有可以并排比较的

# Enter found no placement after the current step; the run ends at step $step.
no-more-placements = 没有更多的放置：运行在第 { $step } 步结束

# Enter stopped by the step limit $step.
no-placement-up-to = 到步数上限第 { $step } 步还没有放置：停在那里

# `n` stopped by the step limit $step.
no-solution-up-to = 到步数上限第 { $step } 步还没有解：停在那里

# `b` stopped by the step limit $step.
no-backtrack-up-to = 到步数上限第 { $step } 步还没有回溯：停在那里

# A long move stopped by the step limit $step.
step-limit = 停在步数上限 { $step }：运行还没有结束

# `s` saved the screen: $svg and $txt the files.
saved-screen = 已保存 { $svg } 和 { $txt }

# `s` failed: $why why.
not-saved = 未保存：{ $why }

# A puzzle left whose state could not be written to the state file: $why why.
state-not-saved = 未保存这道题的步数和书签：{ $why }

# `v` saved a recording of one frame: $file the file.
saved-one-frame = 已保存 { $file }(1 帧)

# `v` saved a recording: $file the file, $frames its frames.
saved-frames = 已保存 { $file }({ $frames } 帧)

# `v` could not save: $why why.
recording-lost = 录像丢失：{ $why }

# `v` started: $file the file.
recording-to = 正在录像到 { $file }(按 v 停止)

# `v` could not start: $why why.
cannot-record = 无法录像：{ $why }

# A recording that failed on the way: $why why.
recording-stopped = 录像已停止：{ $why }

# `L` switched the language.
speaking = 中文（简体）

# The mark of step 0, before any event.
event-start = 开始

# The mark of a place event.
event-place = 放置

# The mark of a remove event.
event-remove = 撤回

# The mark of a solution event.
event-solution = 解

# The status line's step: $step the step.
status-step = 步数 { $step }

# The status line's solutions found: $count how many.
status-solutions = 解 { $count }

# The status line's backtracks: $count how many.
status-backtracks = 回溯 { $count }

# The status line's depth: $depth the depth.
status-depth = 深度 { $depth }

# The mode of a search through every solution; its first word stays on a narrow row.
mode-all = 所有解

# The mode of a search that stops at its first solution; its first word stays on a
# narrow row.
mode-first = 第一个解

# The status line while waiting for a key.
paused = 已暂停

# The status line while playing by itself.
playing = 播放中

# The fastest speed.
speed-max = 最快

# A speed: $speed steps a second, such as `5` or `10k`.
speed-per-second = { $speed }步/秒

# Steps a second that are a whole number of thousands: $count how many (the 10 of `10k`).
speed-thousands = { $count }千

# Steps a second that are a whole number of ten thousands: $count how many (20,000 is 2).
speed-ten-thousands = { $count }万

# Steps a second that are a whole number of millions: $count how many.
speed-millions = { $count }00万

# A long move under way.
looking-for-solution = 正在找下一个解

# A long move under way.
looking-for-backtrack = 正在找下一次回溯

# A long move under way.
looking-for-placement = 正在找下一次放置

# A long move under way.
running-to-end = 正在运行到结尾

# A long move under way: $step the step it goes to.
going-to-step = 正在跳到第 { $step } 步

# How far a long move has got: $events the events it has looked at.
events-so-far = 已看 { $events } 个事件

# Beside the keys of a long move: $step the step it stops at.
stops-by-itself = 到第 { $step } 步自动停止

# The counters panel's labels.
count-step = 步数

# The counters panel's labels.
count-placements = 放置

# The counters panel's labels.
count-backtracks = 回溯

# The counters panel's labels.
count-solutions = 解

# The counters panel's labels.
count-depth = 深度

# The counters panel's labels.
count-max-depth = 最大深度

# The counters panel's step once the run's length is known: $step the step, $length the
# length.
step-of = { $step }，共 { $length }

# The call stack's first row when frames are out of view: $arrow an arrow, $count how many.
more-above = { $arrow } 上面还有 { $count } 层

# The mark in the corner while the screen is recorded.
recording-mark = 录制中

# A finished board's title on the compare screen: $order its order, $tick a tick.
lane-done = {" "}{ $order } { $tick } 完成{" "}

# Under a finished board that found one solution.
done-one-solution = 完成：1 个解

# Under a finished board: $count its solutions.
done-solutions = 完成：{ $count } 个解

# Under a board still searching: $solutions its solutions, $depth its depth.
lane-solutions-depth = 解 { $solutions }  深度 { $depth }

# Under a board: the label of its placements.
lane-placements = 放置

# Under a board: the label of its removals.
lane-removals = 撤回

# The compare screen's totals table: its title.
totals = 合计

# The totals table's first column.
totals-order = 顺序

# The totals table's column of placements.
totals-placements = 放置

# The totals table's column of removals.
totals-removals = 撤回

# The totals table's column of solutions.
totals-solutions = 解

# The totals table's column of the deepest depth.
totals-max-depth = 最大深度

# The compare screen's heading: $heading the puzzle's heading.
compared = { $heading } · 对比

# The search tree panel's title.
search-tree = 搜索树

# A folded node of the tree: its choices tried.
tree-tried = 已试

# A folded node of the tree, and the depth table's column: its choices still to try.
tree-to-try = 待试

# The depth table's header, narrow form, each column.
depth-d = 层

# The depth table's narrow column of nodes visited.
depth-seen = 已访

# The depth table's narrow column of choices pruned.
depth-cut = 剪枝

# The depth table's narrow column of choices left.
depth-left = 待试

# The depth table's narrow column of the unpruned tree.
depth-of = 全树

# The depth table's column of depths.
depth = 深度

# The depth table's column of the choice on the path.
depth-choice = 选择

# The depth table's column of nodes visited.
depth-visited = 已访问

# The depth table's column of choices pruned.
depth-pruned = 被剪枝

# The depth table's column of the unpruned tree's nodes.
depth-unpruned = 不剪枝时

# `t` on the compare screen, whose boards are too narrow for the tree beside them.
tree-needs-one-board = 搜索树需要单独的一个棋盘：按 m，再按 Enter 打开

# `c` on the compare screen: `$codes` the code each board is told in, left to right.
codes-of = 代码：{ $codes }

# The key tables: each line's words in the help (key-…) and, for the lines the footer
# shows, its word there (hint-…).

# Space's help line.
key-play = 播放 / 暂停

# Space in the footer.
hint-play = 播放

# →'s help line.
key-step-forward = 前进一步

# → in the footer.
hint-step = 前进

# ←'s help line.
key-step-back = 后退一步

# ← in the footer.
hint-back = 后退

# `n` and `N`'s help line.
key-solution = 下一个 / 上一个解

# `n` and `N` in the footer.
hint-solution = 解

# `b`'s help line.
key-backtrack = 跳到下一次回溯

# `b` in the footer.
hint-backtrack = 回溯

# Enter's help line in the player.
key-picture = 跳到下一次放置或下一个解：教程里的下一张图

# Enter in the player's footer.
hint-picture = 下一图

# `+` and `-`'s help line.
key-speed = 加快 / 减慢

# `+` and `-` in the footer.
hint-speed = 速度

# `g`'s help line.
key-go-to = 跳到第几步

# `g` in the footer.
hint-go-to = 跳转

# `r`'s help line.
key-restart = 重新开始

# `r` in the footer.
hint-restart = 重来

# End's help line.
key-end = 一直运行到结束

# End in the footer.
hint-end = 到底

# `f`'s help line.
key-stop = 只找第一个解 / 找出所有解

# `a`'s help line.
key-pause-at-solutions = 播放时在每个解处暂停 / 不暂停

# `1`'s help line.
key-numbering = 行、列和格子从 0 / 从 1 开始编号

# `s`'s help line.
key-screenshot = 把屏幕保存为 .svg 和 .txt

# `v`'s help line.
key-record = 开始 / 停止录像(.cast)

# `c`'s help line.
key-code = 伪代码或教程的代码

# `L`'s help line.
key-language = 英文 / 简体中文 / 繁体中文

# `L` in the menu's footer.
hint-language = 语言

# `t`'s help line.
key-tree = 显示 / 隐藏搜索树

# Esc and `m`'s help line.
key-menu = 回到菜单

# `m` in the footer.
hint-menu = 菜单

# `?`'s help line.
key-help = 本帮助

# `?` in the footer.
hint-help = 帮助

# `q`'s help line.
key-quit = 退出

# `q` in the footer.
hint-quit = 退出

# Esc's help line while a long move runs.
key-cancel-move = 取消这次移动

# Esc in the footer of a long move and of the go-to prompt.
hint-cancel = 取消

# The digits' help line in the go-to prompt.
key-type-step = 输入步数

# The help line of the letters the go-to prompt takes besides the digits.
key-type-target = 或输入 solution:K 跳到第 K 个解，end 跳到最后一步

# The digits in the go-to prompt's footer.
hint-step-number = 步数

# Backspace's help line in the go-to prompt.
key-erase = 删去一位数字

# Enter's help line in the go-to prompt.
key-go = 跳转

# Enter in the go-to prompt's footer.
hint-go = 跳转

# Esc's help line in the go-to prompt.
key-cancel = 取消

# The arrows' help line in the menu.
key-choose = 选择

# ↑ and ↓ in the menu's footer.
hint-choose = 选择

# Home and End's help line in the menu.
key-first-last = 第一项 / 最后一项

# ← and →'s help line in the menu.
key-change-size = 改变 N(任意大小的条目)

# ← and → in the menu's footer: the size's letter, the same in every language.
hint-size = N

# The digits' help line in the menu.
key-type-size = 输入 N(任意大小的条目)

# Enter's help line in the menu.
key-open = 打开

# Enter in the menu's footer.
hint-open = 打开

# `o`'s help line in the menu.
key-side-by-side = 谜题的各种搜索顺序并排比较

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-lesson = 四皇后与四宫格数独

# A tutorial's name in the code panel's narrow title.
tutorial-lesson-short = 皇后与数独

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-eight-queens = 回溯算法解决八皇后问题(C++实现)

# A tutorial's name in the code panel's narrow title.
tutorial-eight-queens-short = 八皇后(C++)

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-leetcode-37 = LeetCode 37 解数独

# A tutorial's name in the code panel's narrow title.
tutorial-leetcode-37-short = 解数独

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-depth-first = 深搜与回溯(二)

# A tutorial's name in the code panel's narrow title.
tutorial-depth-first-short = 深搜与回溯(二)

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-solution-space = 解空间、全排列与数独(最少候选数优先)

# A tutorial's name in the code panel's narrow title.
tutorial-solution-space-short = 解空间

## (board-fit)

# The help's line on the colours when --theme named them: $palette the palette's name, $option the option.
colours-named = 配色：{ $palette }（{ $option }）

# The help's line on the colours chosen for the terminal's background: $palette the palette's name, $option the option that overrides it.
colours-seen = 配色：{ $palette }，按终端的背景色选择（{ $option } 可改）

# The help's line on the colours when the terminal did not tell its background: $palette the palette's name, $option the option that chooses.
colours-unseen = 配色：{ $palette }；终端没有告知背景色（{ $option } 可选）

# The dark palette's name, in the help's line on the colours.
palette-dark = 深色

# The light palette's name, in the help's line on the colours.
palette-light = 浅色

# The high-contrast palette's name, in the help's line on the colours.
palette-contrast = 高对比

# The units a count too long for the counters panel is shortened in, smallest first, each count-unit-size times the one before, separated by spaces.
count-units = 万 亿 万亿

# How many times each unit of count-units is the one before, as digits.
count-unit-size = 10000

# The status line's mark of a place event that puts the second of two branches down: subset sum's skip of a number.
event-skip = 跳过

## (moments)

# The status line when 0 or 1 is pressed while a tutorial's code is shown, whose labels keep that code's count: $routine its routine, $base the number it counts from.
code-keeps-its-count = { $routine } 按它的代码从 { $base } 开始计数：伪代码会按你选的方式计数

# The search tree's legend, after ○: the root of the tree.
tree-legend-start = 起点

# The search tree's legend, after ×: a choice a check refused.
tree-legend-refused = 被检查否决

# The search tree's legend, in the style of the path: the path from the root to the current node.
tree-legend-path = 路径

# The search tree's legend, in the style of the current node.
tree-legend-current = 当前

# The search tree's legend, last: only the nodes the search has reached so far are drawn.
tree-legend-reached = 只画出搜索已到过的结点

## (handouts)

# The status line when `play` opened the first puzzle of a file that holds several: $count how many it holds, $option the option that opens another (`--index K`).
puzzle-one-of = 第 1 题，共 { $count } 题：{ $option } 打开其他题

## (lesson-tools)

# The speed shown on the status line when it is below one step a second: $seconds the seconds between two steps.
speed-every-seconds = { $seconds }秒1步

# The help line of the lesson keys: x asks for a breakpoint, X clears them, k bookmarks the step, [ and ] go to the previous and next bookmark, K shows the panel of bookmarks, breakpoints and solutions, W saves them as a lesson file.
key-lesson = 断点设/清；书签加/上/下；面板；存为课程

# The prompt for a breakpoint's condition at the bottom of the player, before what is typed.
breakpoint-prompt = 停在：

# The status line when a breakpoint is set: $condition its condition, $count how many are set now.
breakpoint-set = 已设断点：{ $condition }（共 { $count } 个；按 X 清除）

# The status line when the condition typed is set already: $condition the condition.
breakpoint-known = { $condition } 已经是断点

# The status line when X clears the breakpoints.
breakpoints-cleared = 已清除所有断点

# The status line when playing or End stops at a breakpoint: $condition its condition, $step the step.
breakpoint-hit = 停在第 { $step } 步：断点 { $condition }

# The status line when the condition typed is none of the forms: $text what was typed, $forms the forms.
breakpoint-unknown = “{ $text }”不是断点条件：请输入 { $forms }

# The status line when a condition's number is wrong: $form the form, $least the smallest number it takes.
breakpoint-bad-number = { $form } 要一个不小于 { $least } 的整数

# The help line of the keys that move the cursor in a line being typed.
key-move-cursor = 移动光标

# The help line of Backspace and Delete in a line being typed.
key-erase-character = 删除光标前 / 光标处的字

# The help line of the panel's arrows.
key-moments-choose = 选择面板中的一行

# The help line of the panel's Enter.
key-moments-go = 跳到它的那一步

# The help line of the panel's Delete and Backspace.
key-moments-remove = 删除选中的书签或断点

# The help line of the panel's Esc.
key-moments-close = 隐藏面板

# The prompt for a bookmark's caption at the bottom of the player, before what is typed: $step the step.
caption-prompt = 第 { $step } 步的说明：

# The status line when a step is bookmarked: $step the step, $count how many bookmarks there are.
bookmark-set = 已给第 { $step } 步加书签（共 { $count } 个；按 K 列出）

# The status line on arriving at a bookmark: $step its step, $caption its caption.
at-bookmark = 第 { $step } 步的书签：{ $caption }

# The status line when [ or ] finds no bookmark that way.
no-bookmark-there = 那个方向没有书签

# The status line when a bookmark is removed: $step its step.
bookmark-removed = 已删除第 { $step } 步的书签

# The status line when a breakpoint is removed: $condition its condition.
breakpoint-removed = 已删除断点 { $condition }

# The title of the panel of bookmarks, breakpoints and solutions.
moments-title = 时刻

# The panel's heading over the bookmarks.
bookmarks = 书签

# The panel's heading over the breakpoints.
breakpoints = 断点

# The panel's heading over the solutions found so far, each with its step and board.
solutions-found = 已找到的解

# The panel's line when there is no bookmark.
no-bookmarks = 没有：按 k 标记一步

# The panel's line when there is no breakpoint.
no-breakpoints = 没有：按 x 设一个

# The panel's line when no solution is found yet.
no-solutions-yet = 还没有

# The note on the first screen when the state file is empty: $path its path.
state-empty = 状态文件 { $path } 是空的：从头开始

# The note on the first screen when the state file is of another version, not read, and copied beside it before it is replaced: $path its path, $version its version.
state-version = 状态文件 { $path } 的版本是 { $version }：不读，替换之前会在旁边留一份副本

# The note on the first screen when the state file is cut short, read as far as it goes, and copied beside it before it is replaced: $path its path.
state-truncated = 状态文件 { $path } 不完整：完整的部分照常读入，替换之前会在旁边留一份副本

# The note on the first screen when the state file does not start as one, not read, and copied beside it before it is replaced: $path its path.
state-garbage = 状态文件 { $path } 的开头不是状态文件的开头：不读，替换之前会在旁边留一份副本

# The note on the first screen when a symbolic link stands in the state file's place: $path its path.
state-link = 状态文件 { $path } 是符号链接：已忽略，也不会写入

# The note on the first screen when the state file cannot be read at all, and is left as it is: $path its path, $why why (in English).
state-unreadable = 无法读取状态文件 { $path }（{ $why }）：保持原样，也不会写入

# The first screen of a puzzle the state file kept, until the first key: $step the step
# it opened at.
picked-up = 从上次的第 { $step } 步接着来；按 r 从头开始，--fresh 全新打开

# The same with breakpoints: $step the step, $breaks how many breakpoints.
picked-up-with = 从上次的第 { $step } 步接着来，带 { $breaks } 个断点；按 r 从头开始，--fresh 全新打开

## (lesson-scripts)

# The help line of PageDown and PageUp while a lesson plays (a presenter's remote sends them).
key-script = 课程：下一站／上一站（其他键可自由探索，PageDown 回到课程）

# The footer's word for PageDown and PageUp while a lesson plays.
hint-script = 停靠

# The caption bar's heading over the board while a lesson plays: $scene the scene shown, $scenes how many scenes, $stop the stop shown (0 before the first), $stops how many stops the scene has.
lesson-place = 第 { $scene }/{ $scenes } 幕 · 第 { $stop }/{ $stops } 站

# The caption bar before the scene's first stop is shown.
lesson-before-first = 按 PageDown 到第一站。

# The caption bar once the keys moved off the stop shown: $step the step now, $stop the
# stop's number, $at its step. Its caption shows only at its step.
lesson-off-stop = 现在在第 { $step } 步，不在第 { $stop } 站（第 { $at } 步）：按 PageDown 到下一站。

# The status line when PageDown is pressed at the lesson's last stop.
lesson-over = 课程结束；按 PageUp 回到上一站

# The status line when PageUp is pressed before the lesson's first stop.
lesson-start = 课程开头；按 PageDown 到下一站

# The status line when the run has no step for a stop: $stop the stop's number in its scene, $why why, in English.
lesson-stop-missed = 第 { $stop } 站不在这次运行中：{ $why }

# The status line when a scene's board cannot be opened: $scene the scene's number, $why why, in English.
lesson-scene-failed = 第 { $scene } 幕无法打开：{ $why }

# The status line when W has saved a lesson: $file the file's name, $stops how many stops it has.
lesson-saved = 课程已保存为 { $file }（共 { $stops } 站，可以再次播放）

# The status line when W finds no bookmark and no breakpoint to save.
lesson-nothing-to-save = 没有可保存的书签或断点：按 k 给这一步加书签

# The status line when W is pressed on a player that does not know where its puzzle came from.
lesson-no-origin = 这道题无法写进课程

## (quiz)

# The help line of Q, which starts and ends the quiz.
key-quiz = 测验：全班猜下一步

# Q in the footer.
hint-quiz = 测验

# The help line, while a question is open, of the keys that answer it (digits, Enter, Backspace).
key-quiz-answer = 回答：Enter 确认较短的答案，Backspace 删除

# The help line, while a question is open, of <, which answers that the search goes back.
key-quiz-back = 回答：搜索回溯

# The help line, while a question is open, of →, which shows the answer unscored and steps.
key-quiz-skip = 跳过：显示答案并走一步

# The help line of Esc while the quiz asks: it ends the quiz, never the player.
key-quiz-end = 结束测验并显示得分

# The status line when Q starts the quiz.
quiz-on = 测验开始：每走一步前先提问，Q 结束

# The status line when Q ends the quiz: $right the answers right, $asked the questions answered.
quiz-off = 测验结束：{ $asked } 题答对 { $right } 题

# The score after a verdict and in the question's line: $right the answers right, $asked the questions answered.
quiz-score = 答对 { $right }/{ $asked }

# The question's line, after the key < that answers that the search goes back.
quiz-back = 回溯

# The question's line over a cell: how its answer is typed.
quiz-cell-keys = 先行号，再列号

# The question's line when an order picks its cell as the board stands.
quiz-which-cell = 搜索下一个填哪一格？

# The status line when the keys typed name no answer: $typed them.
quiz-no-such-answer = { $typed } 不是这里的答案

# The verdict's start, when the answer is right.
quiz-right = 答对了！

# The verdict's start, when the answer is wrong: $given the answer given.
quiz-wrong = 不是 { $given }！

# The verdict's start, when the question is skipped.
quiz-skipped = 跳过。

# The verdict: $choice the choice the search puts down.
quiz-takes = 搜索接着放 { $choice }

# The verdict, when the search takes its last choice back.
quiz-goes-back = 搜索回溯

# The verdict of a cell question: $cell the cell the search fills next.
quiz-picks = 搜索接下来填 { $cell }

# The verdict, put together: $head right or wrong, $said what the search does, $reasons why.
quiz-verdict = { $head } { $said }：{ $reasons }

# The verdict when there is nothing more to say: $head right or wrong, $said what the search does.
quiz-verdict-bare = { $head } { $said }。

# Two reasons of a verdict, or more, one after another: $first the first ones, $next the next.
quiz-reasons = { $first }；{ $next }

# The verdict with the score after it: $verdict it, $score the score.
quiz-verdict-score = { $verdict }（{ $score }）

# Why a choice is not next: $choice was put down here before and taken back.
quiz-tried = { $choice } 已经试过并撤回

# Why the answer given is not next: $answer comes before $given, the choices being tried in order.
quiz-comes-first = { $answer } 在 { $given } 之前：按顺序尝试

# Why "back" is wrong: $choice is still free.
quiz-still-free = { $choice } 还可以放

# Why a cell given is not next: the rule of the order.
quiz-fewest-first = 候选数最少的格先填，一样多时取最靠前的一格

# Why a choice is not next, when no more can be said: $choice a check refuses.
quiz-refused = 检查排除了 { $choice }

## (slot-breaks)

# The hint after the breakpoint prompt at the bottom of the player while nothing is typed yet: $forms the forms of a condition on this board, its own first.
breakpoint-forms = 可输入：{ $forms }

# The status line when a breakpoint names a place the board does not have: $part what the number counts (row, column…), $number the number typed, $first and $last the first and last numbers the board has.
breakpoint-beyond = { $part } { $number } 超出范围：本题只有 { $first } 到 { $last }

# The status line when a breakpoint names something the board does not have: $text the name typed, $part what it would be (region, colour, number), $names the names the board has.
breakpoint-unnamed = `{ $text }` 不是本题的{ $part }：{ $names }

# The forms of a condition listed: $most all but the last, joined, $last the last.
breakpoint-forms-list = { $most } 或 { $last }

# What joins the forms of a condition but the last two.
breakpoint-forms-comma = 、

# A row of a board, as the breakpoint errors name it.
board-part-row = 行

# A column of a board, as the breakpoint errors name it.
board-part-column = 列

# A position in a sequence (a permutation's, a step along a path), as the breakpoint errors name it.
board-part-position = 位置

# A value put in a place (a digit, a permutation's value), as the breakpoint errors name it.
board-part-value = 值

# The note on the first screen when lines of the state file could not be read and are kept as written, the rest read: $path its path, $lines the lines' numbers, $count how many.
state-lines-skipped = 状态文件 { $path } 有 { $count } 行无法读取（第 { $lines } 行）：原样保留，其余照常读入

# The note when a save kept the old state file, which it could not read whole, beside the new one: $path the state file, $old the copy.
state-kept-old = 状态文件 { $path } 没能完整读入：旧文件另存为 { $old }，再重新写入

## (boards-sudoku)

## (boards-lists)

## (puzzle-editor)

# The menu's group of the class's own puzzles.
own-puzzles = 自己的谜题

# The menu's entry of the puzzle folder.
my-puzzles = 我的谜题

# What the puzzle folder entry opens.
my-puzzles-about = 自己的谜题文件夹中的文件（文件夹名显示在列表上方）：数独网格、地图、子集和文件以及迷宫，格式与命令行读取的相同。Enter 播放，e 在编辑器中打开。

# The status line, saving where the system has no folder for puzzles: $option the option that names one.
no-puzzle-folder = 本系统没有存放谜题的文件夹：请用 { $option } 指定

# The editor's heading for a grid read from a file or saved: $file the file's name.
editor-file = 编辑 { $file }

# The editor's panel while the solutions are counted: $spinner a turning mark.
editor-counting = 解的个数：正在计算 { $spinner }

# The editor's panel: the grid has not been saved.
editor-not-saved-yet = 尚未保存

# The editor's panel: $file the file the grid was saved in or read from.
editor-saved-in = 文件：{ $file }

# The editor's panel: $file that file, the grid changed since.
editor-changed-since = 文件：{ $file }，之后有改动

# The status line after saving: $file the file written.
editor-saved-as = 已保存为 { $file }

# The status line, Esc with changes not saved.
editor-unsaved-leave = 改动尚未保存：再按 Esc 放弃改动离开，按 w 保存

# The puzzle folder's heading: $folder the folder.
shelf-heading = 我的谜题：{ $folder }

# The puzzle folder's list when it has no file: $folder the folder, $editors the titles of the menu's editors that save puzzle files, as list-separator joins them.
shelf-empty = { $folder } 中还没有谜题文件。可以在菜单的编辑器（{ $editors }）中保存一道，或把谜题文件复制到那里。

# What stands between two items of a list in a sentence, such as the editors the empty puzzle folder names.
list-separator = 、

# The puzzle folder cannot be listed: $folder the folder, $why why.
shelf-unreadable = 无法列出 { $folder }：{ $why }

# A file that cannot be played: $why why, in the file reader's words.
shelf-file-fault = 无法播放：{ $why }

# The status line, the puzzle folder read again: $count how many files.
shelf-reread = 已重新读取：{ $count } 个文件

# The arrows in the editor's footer.
hint-move = 移动

# Enter's help line in the editor.
key-play-puzzle = 播放这道谜题

# Enter in the editor's and the puzzle folder's footer.
hint-play-puzzle = 播放

# w's help line in the editor.
key-save-puzzle = 以新的文件名保存到谜题文件夹

# w in the editor's footer.
hint-save = 保存

# o's help line in the editor.
key-load-puzzle = 打开“我的谜题”载入一道（在那里按 e 编辑）

# o in the editor's footer.
hint-load = 载入

# Enter's help line in the puzzle folder.
key-open-file = 播放选中的谜题

# e's help line in the puzzle folder.
key-edit-file = 编辑选中的谜题（数独、子集和或地图）

# e in the puzzle folder's footer.
hint-edit = 编辑

# r's help line in the puzzle folder.
key-reread = 重新读取文件夹

# r in the puzzle folder's footer.
hint-reread = 重读

# Esc's help line in the puzzle folder.
key-back = 回到打开它的地方

# Esc in the puzzle folder's footer.
hint-back-out = 返回

## (lesson-scenes)

# The help line of the arrows that move a highlight along the answers of a quiz question; Enter then gives the answer highlighted.
key-quiz-choose = 作答：用方向键在候选答案间移动高亮，按 Enter 提交

# The quiz prompt's word after the keys that move the highlight and give its answer.
hint-quiz-choose = 选择

## (list-map-editors)

# A count stopped at its cap of placements: $placements the placements, $found the solutions found by then.
tally-gave-up = 放置 { $placements } 次后停止计算，已找到 { $found } 个

# The status line, Enter or w while the puzzle cannot be searched: $why what is wrong.
draft-fix-first = 还不能搜索：{ $why }

# The title of the subset-sum and the map editors' panels.
draft-panel = 这道题

# e in the puzzle folder on a file no editor opens.
shelf-no-editor = 没有编辑器能打开这个文件

# a in the editors' footer.
hint-add = 添加

# x in the editors' footer.
hint-delete = 删除

## (mouse)

# After the timeline bar while the search goes on: the events found so far.
timeline-so-far = 已找到 { $count } 步

# After the timeline bar once the whole run is known.
timeline-all = 共 { $count } 步

# A click on a stack frame whose step is further back than the player looks.
placed-too-far = 这一帧放下的那一步在 { $steps } 步之前

# The help's note on the mouse in the menu.
mouse-menu = 鼠标：单击条目即打开，滚轮移动选择。

# The help's note on the mouse over a search: the wheel and the timeline bar.
mouse-search = 鼠标：滚轮单步；单击或拖动时间轴跳到某一步；

# The help's note on the mouse over a search, its second line.
mouse-search-more = 单击日志行或调用栈的一帧，跳到它那一步；单击棋盘格回答测验。

# The help's last note on the mouse.
mouse-shift = 按住 Shift 再用鼠标，可以选中文字。

## (clicks)

# The help's note when the terminal said at startup that it does not report the mouse (or TERM is dumb): the app leaves the mouse to it.
mouse-unreported = 鼠标：这个终端不支持鼠标，已关闭；所有操作都可以用按键完成。

## (lesson-words)

# The help line of Enter in a line being typed (a breakpoint's condition, a bookmark's caption): it takes what is typed.
key-take-text = 确定输入

# The footer's word for Enter in a line being typed.
hint-take-text = 确定
