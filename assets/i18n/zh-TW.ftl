### 應用自己的用語：繁體中文（臺灣、香港）。
### 每個檔案的訊息 id 與變數都相同；`$name` 代表一個值。

# The menu's line under the app's name.
tagline = 一步一步地看回溯搜尋

# The title of the menu's list.
presets = 預設

# The menu's group of the lessons built in.
lessons = 課程

# What a built-in lesson in the menu is: $scenes its scenes, $stops its stops.
lesson-about = 準備好的課程：{ $scenes } 個場景、{ $stops } 個停靠點，每個都有說明：PageDown 到下一個停靠點，PageUp 回到上一個。

# Under the chosen entry's details.
enter-opens = 按 Enter 開啟

# The menu's entry of any size cannot make a board: $problem the problem, $size the size.
no-size = 沒有大小為 { $size } 的{ $problem }

# A preset that cannot be read: $why why.
cannot-open = 無法開啟這個預設：{ $why }

# A description of a preset that cannot be read: $description it, $why why.
cannot-be-opened = { $description }(無法開啟：{ $why })

# A line of `backtrack presets` after the names typed: $title the preset's title, $description what it shows.
preset-line = { $title }：{ $description }

# Entries out of view on the list's frame: $arrow an arrow, $count how many.
more = { $arrow } 還有 { $count } 項

# The help's title.
keys = 按鍵

# Under the help.
any-key-closes = 按任意鍵關閉

# Under the help when it is longer than the screen, after the arrow keys that show the rest.
help-scrolls = 看其餘各行，按其他鍵關閉

# The first line of the too-small notice.
too-small = 終端視窗太小

# $need the size needed, $have the size there is.
need-have = 需要 { $need }，現有 { $have }

# The last line of the too-small notice.
enlarge = 請放大視窗，或按 q 退出

# Where a board is too small to draw: $size the size it needs.
board-needs = 棋盤需要 { $size }

# Where a board is too small to draw and `board-needs` does not fit: $size the size it needs.
needs = 需要 { $size }

# The go-to prompt, before the digits typed.
go-to-step = 跳到第幾步：

# The status line when the go-to prompt's text is no step: $text what was typed.
go-to-refused = 「{ $text }」不是步數：請輸入數字、solution:K（第 K 個解）或 end

# The code panel's title for the pseudo-code, and what `c` says on coming back to it.
pseudo-code = 虛擬碼

# The stack panel's title: $frames the number of frames.
call-stack = 呼叫堆疊({ $frames })

# The counters panel's title.
counters = 計數

# An exported picture's title: $heading the heading, $step the step.
picture-title = { $heading } · 第 { $step } 步

# The log panel's title.
log = 日誌

# The log panel's title while a long move runs.
log-waiting = 日誌(本次移動結束後繼續)

# Space at the end of the run.
end-restarts = 執行結束：按 r 重新開始

# The run is over: $steps its steps.
end-of-run = 執行結束：共 { $steps } 步

# A step back at step 0.
at-start = 已經在開頭

# `N` before the first solution.
no-earlier = 前面沒有解

# `N` gave up looking back: $steps how far it looked.
no-solution-within = 最近 { $steps } 步內沒有解

# `c` shows a tutorial's code: $tutorial the tutorial.
code-of = { $tutorial }的程式碼

# `c` on a board no tutorial's code covers.
no-tutorial-code = 沒有教學寫這個棋盤的程式碼：顯示虛擬碼

# `c` back at the pseudo-code.
pseudo-code-shown = 虛擬碼

# The help's line of a board's key that shows its tree ahead of the search, dim (permutations, subset sum).
key-tree-ahead = 搜尋還沒走到的樹：淡色顯示 / 隱藏

# The status line after a board's whole tree is shown: $key the key that hides it.
tree-ahead-shown = 已顯示整棵樹，搜尋還沒走到的部分為淡色；按 { $key } 隱藏

# The status line after a board's tree is back to what the search reached: $key the key that shows the rest.
tree-ahead-hidden = 只顯示搜尋已經走到的部分；按 { $key } 顯示整棵樹

# `f` to the first solution.
first-only = 只找第一個解：已重新開始

# `f` to every solution.
all-solutions = 找出所有解：已重新開始

# A long move cancelled: $step the step.
stopped-at = 停在第 { $step } 步

# `n` past the last solution: $step the last step.
no-more-solutions = 沒有更多的解：執行在第 { $step } 步結束

# `b` past the last backtrack: $step the last step.
no-more-backtracks = 沒有更多的回溯：執行在第 { $step } 步結束

# The end of a run that stops at its first solution: $step its step.
stopped-at-first = 執行停在第一個解（第 { $step } 步）：按 f 找出所有解

# Playing paused at solution $solution.
paused-at-solution = 第 { $solution } 個解：已暫停（Space 繼續播放，a 不再在解處暫停）

# `1` switched the numbering.
counting-from-zero = 列、行和格子從 0 開始編號

# `1` switched the numbering.
counting-from-one = 列、行和格子從 1 開始編號

# `a` on.
pauses-at-solutions = 播放時在每個解處暫停

# `a` off.
runs-through-solutions = 播放時不在解處暫停

# Every board of a comparison has finished.
every-board-done = 每個棋盤都已完成

# `o` in the menu on a preset with one search order.
one-order-only = 這道謎題只有一種搜尋順序，沒有可以並排比較的

# Enter found no placement after the current step; the run ends at step $step.
no-more-placements = 沒有更多的放置：執行在第 { $step } 步結束

# Enter stopped by the step limit $step.
no-placement-up-to = 到步數上限第 { $step } 步還沒有放置：停在那裡

# `n` stopped by the step limit $step.
no-solution-up-to = 到步數上限第 { $step } 步還沒有解：停在那裡

# `b` stopped by the step limit $step.
no-backtrack-up-to = 到步數上限第 { $step } 步還沒有回溯：停在那裡

# A long move stopped by the step limit $step.
step-limit = 停在步數上限 { $step }：執行還沒有結束

# `s` saved the screen: $svg and $txt the files.
saved-screen = 已儲存 { $svg } 和 { $txt }

# `s` failed: $why why.
not-saved = 未儲存：{ $why }

# A puzzle left whose state could not be written to the state file: $why why.
state-not-saved = 未儲存這道題的步數和書籤：{ $why }

# `v` saved a recording of one frame: $file the file.
saved-one-frame = 已儲存 { $file }(1 幀)

# `v` saved a recording: $file the file, $frames its frames.
saved-frames = 已儲存 { $file }({ $frames } 幀)

# `v` could not save: $why why.
recording-lost = 錄影丟失：{ $why }

# `v` started: $file the file.
recording-to = 正在錄影到 { $file }(按 v 停止)

# `v` could not start: $why why.
cannot-record = 無法錄影：{ $why }

# A recording that failed on the way: $why why.
recording-stopped = 錄影已停止：{ $why }

# `L` switched the language.
speaking = 中文（繁體）

# The mark of step 0, before any event.
event-start = 開始

# The mark of a place event.
event-place = 放置

# The mark of a remove event.
event-remove = 撤回

# The mark of a solution event.
event-solution = 解

# The status line's step: $step the step.
status-step = 步數 { $step }

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
mode-first = 第一個解

# The status line while waiting for a key.
paused = 已暫停

# The status line while playing by itself.
playing = 播放中

# The fastest speed.
speed-max = 最快

# A speed: $speed steps a second, such as `5` or `10k`.
speed-per-second = { $speed }步/秒

# Steps a second that are a whole number of thousands: $count how many (the 10 of `10k`).
speed-thousands = { $count }千

# Steps a second that are a whole number of ten thousands: $count how many (20,000 is 2).
speed-ten-thousands = { $count }萬

# Steps a second that are a whole number of millions: $count how many.
speed-millions = { $count }00萬

# A long move under way.
looking-for-solution = 正在找下一個解

# A long move under way.
looking-for-backtrack = 正在找下一次回溯

# A long move under way.
looking-for-placement = 正在找下一次放置

# A long move under way.
running-to-end = 正在執行到結尾

# A long move under way: $step the step it goes to.
going-to-step = 正在跳到第 { $step } 步

# How far a long move has got: $events the events it has looked at.
events-so-far = 已看 { $events } 個事件

# Beside the keys of a long move: $step the step it stops at.
stops-by-itself = 到第 { $step } 步自動停止

# The counters panel's labels.
count-step = 步數

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
more-above = { $arrow } 上面還有 { $count } 層

# The mark in the corner while the screen is recorded.
recording-mark = 錄製中

# A finished board's title on the compare screen: $order its order, $tick a tick.
lane-done = {" "}{ $order } { $tick } 完成{" "}

# Under a finished board that found one solution.
done-one-solution = 完成：1 個解

# Under a finished board: $count its solutions.
done-solutions = 完成：{ $count } 個解

# Under a board still searching: $solutions its solutions, $depth its depth.
lane-solutions-depth = 解 { $solutions }  深度 { $depth }

# Under a board: the label of its placements.
lane-placements = 放置

# Under a board: the label of its removals.
lane-removals = 撤回

# The compare screen's totals table: its title.
totals = 合計

# The totals table's first column.
totals-order = 順序

# The totals table's column of placements.
totals-placements = 放置

# The totals table's column of removals.
totals-removals = 撤回

# The totals table's column of solutions.
totals-solutions = 解

# The totals table's column of the deepest depth.
totals-max-depth = 最大深度

# The compare screen's heading: $heading the puzzle's heading.
compared = { $heading } · 對比

# The search tree panel's title.
search-tree = 搜尋樹

# A folded node of the tree: its choices tried.
tree-tried = 已試

# A folded node of the tree, and the depth table's column: its choices still to try.
tree-to-try = 待試

# The depth table's header, narrow form, each column.
depth-d = 層

# The depth table's narrow column of nodes visited.
depth-seen = 已訪

# The depth table's narrow column of choices pruned.
depth-cut = 剪枝

# The depth table's narrow column of choices left.
depth-left = 待試

# The depth table's narrow column of the unpruned tree.
depth-of = 全樹

# The depth table's column of depths.
depth = 深度

# The depth table's column of the choice on the path.
depth-choice = 選擇

# The depth table's column of nodes visited.
depth-visited = 已訪問

# The depth table's column of choices pruned.
depth-pruned = 被剪枝

# The depth table's column of the unpruned tree's nodes.
depth-unpruned = 不剪枝時

# `t` on the compare screen, whose boards are too narrow for the tree beside them.
tree-needs-one-board = 搜尋樹需要單獨的一個棋盤：按 m，再按 Enter 開啟

# `c` on the compare screen: `$codes` the code each board is told in, left to right.
codes-of = 程式碼：{ $codes }

# The key tables: each line's words in the help (key-…) and, for the lines the footer
# shows, its word there (hint-…).

# Space's help line.
key-play = 播放 / 暫停

# Space in the footer.
hint-play = 播放

# →'s help line.
key-step-forward = 前進一步

# → in the footer.
hint-step = 前進

# ←'s help line.
key-step-back = 後退一步

# ← in the footer.
hint-back = 後退

# `n` and `N`'s help line.
key-solution = 下一個 / 上一個解

# `n` and `N` in the footer.
hint-solution = 解

# `b`'s help line.
key-backtrack = 跳到下一次回溯

# `b` in the footer.
hint-backtrack = 回溯

# Enter's help line in the player.
key-picture = 跳到下一次放置或下一個解：教學裡的下一張圖

# Enter in the player's footer.
hint-picture = 下一圖

# `+` and `-`'s help line.
key-speed = 加快 / 減慢

# `+` and `-` in the footer.
hint-speed = 速度

# `g`'s help line.
key-go-to = 跳到第幾步

# `g` in the footer.
hint-go-to = 跳轉

# `r`'s help line.
key-restart = 重新開始

# `r` in the footer.
hint-restart = 重來

# End's help line.
key-end = 一直執行到結束

# End in the footer.
hint-end = 到底

# `f`'s help line.
key-stop = 只找第一個解 / 找出所有解

# `a`'s help line.
key-pause-at-solutions = 播放時在每個解處暫停 / 不暫停

# `1`'s help line.
key-numbering = 列、行和格子從 0 / 從 1 開始編號

# `s`'s help line.
key-screenshot = 把螢幕儲存為 .svg 和 .txt

# `v`'s help line.
key-record = 開始 / 停止錄影(.cast)

# `c`'s help line.
key-code = 虛擬碼或教學的程式碼

# `L`'s help line.
key-language = 英文 / 簡體中文 / 繁體中文

# `L` in the menu's footer.
hint-language = 語言

# `t`'s help line.
key-tree = 顯示 / 隱藏搜尋樹

# Esc and `m`'s help line.
key-menu = 回到選單

# `m` in the footer.
hint-menu = 選單

# `?`'s help line.
key-help = 本說明

# `?` in the footer.
hint-help = 說明

# `q`'s help line.
key-quit = 退出

# `q` in the footer.
hint-quit = 退出

# Esc's help line while a long move runs.
key-cancel-move = 取消這次移動

# Esc in the footer of a long move and of the go-to prompt.
hint-cancel = 取消

# The digits' help line in the go-to prompt.
key-type-step = 輸入步數

# The help line of the letters the go-to prompt takes besides the digits.
key-type-target = 或輸入 solution:K 跳到第 K 個解，end 跳到最後一步

# The digits in the go-to prompt's footer.
hint-step-number = 步數

# Backspace's help line in the go-to prompt.
key-erase = 刪去一位數字

# Enter's help line in the go-to prompt.
key-go = 跳轉

# Enter in the go-to prompt's footer.
hint-go = 跳轉

# Esc's help line in the go-to prompt.
key-cancel = 取消

# The arrows' help line in the menu.
key-choose = 選擇

# ↑ and ↓ in the menu's footer.
hint-choose = 選擇

# Home and End's help line in the menu.
key-first-last = 第一項 / 最後一項

# ← and →'s help line in the menu.
key-change-size = 改變 N(任意大小的條目)

# ← and → in the menu's footer: the size's letter, the same in every language.
hint-size = N

# The digits' help line in the menu.
key-type-size = 輸入 N(任意大小的條目)

# Enter's help line in the menu.
key-open = 開啟

# Enter in the menu's footer.
hint-open = 開啟

# `o`'s help line in the menu.
key-side-by-side = 謎題的各種搜尋順序並排比較

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-lesson = 四皇后與四宮格數獨

# A tutorial's name in the code panel's narrow title.
tutorial-lesson-short = 皇后與數獨

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-eight-queens = 回溯算法解決八皇后問題(C++實現)

# A tutorial's name in the code panel's narrow title.
tutorial-eight-queens-short = 八皇后(C++)

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-leetcode-37 = LeetCode 37 解數獨

# A tutorial's name in the code panel's narrow title.
tutorial-leetcode-37-short = 解數獨

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-depth-first = 深搜與回溯(二)

# A tutorial's name in the code panel's narrow title.
tutorial-depth-first-short = 深搜與回溯(二)

# A tutorial's name, in the presets' descriptions and in what `c` says of its code.
tutorial-solution-space = 解空間、全排列與數獨(最少候選數優先)

# A tutorial's name in the code panel's narrow title.
tutorial-solution-space-short = 解空間

## (board-fit)

# The help's line on the colours when --theme named them: $palette the palette's name, $option the option.
colours-named = 配色：{ $palette }（{ $option }）

# The help's line on the colours chosen for the terminal's background: $palette the palette's name, $option the option that overrides it.
colours-seen = 配色：{ $palette }，依終端機的背景色選擇（{ $option } 可改）

# The help's line on the colours when the terminal did not tell its background: $palette the palette's name, $option the option that chooses.
colours-unseen = 配色：{ $palette }；終端機沒有告知背景色（{ $option } 可選）

# The dark palette's name, in the help's line on the colours.
palette-dark = 深色

# The light palette's name, in the help's line on the colours.
palette-light = 淺色

# The high-contrast palette's name, in the help's line on the colours.
palette-contrast = 高對比

# The units a count too long for the counters panel is shortened in, smallest first, each count-unit-size times the one before, separated by spaces.
count-units = 萬 億 兆

# How many times each unit of count-units is the one before, as digits.
count-unit-size = 10000

# The status line's mark of a place event that puts the second of two branches down: subset sum's skip of a number.
event-skip = 跳過

## (moments)

# The status line when 0 or 1 is pressed while a tutorial's code is shown, whose labels keep that code's count: $routine its routine, $base the number it counts from.
code-keeps-its-count = { $routine } 依它的程式碼從 { $base } 開始計數：虛擬碼會依你選的方式計數

# The search tree's legend, after ○: the root of the tree.
tree-legend-start = 起點

# The search tree's legend, after ×: a choice a check refused.
tree-legend-refused = 被檢查否決

# The search tree's legend, in the style of the path: the path from the root to the current node.
tree-legend-path = 路徑

# The search tree's legend, in the style of the current node.
tree-legend-current = 目前

# The search tree's legend, last: only the nodes the search has reached so far are drawn.
tree-legend-reached = 只畫出搜尋已到過的節點

## (handouts)

# The status line when `play` opened the first puzzle of a file that holds several: $count how many it holds, $option the option that opens another (`--index K`).
puzzle-one-of = 第 1 題，共 { $count } 題：{ $option } 開啟其他題

## (lesson-tools)

# The speed shown on the status line when it is below one step a second: $seconds the seconds between two steps.
speed-every-seconds = { $seconds }秒1步

# The help line of the lesson keys: x asks for a breakpoint, X clears them, k bookmarks the step, [ and ] go to the previous and next bookmark, K shows the panel of bookmarks, breakpoints and solutions, W saves them as a lesson file.
key-lesson = 中斷點設/清；書籤加/上/下；面板；存為課程

# The prompt for a breakpoint's condition at the bottom of the player, before what is typed.
breakpoint-prompt = 停在：

# The status line when a breakpoint is set: $condition its condition, $count how many are set now.
breakpoint-set = 已設中斷點：{ $condition }（共 { $count } 個；按 X 清除）

# The status line when the condition typed is set already: $condition the condition.
breakpoint-known = { $condition } 已經是中斷點

# The status line when X clears the breakpoints.
breakpoints-cleared = 已清除所有中斷點

# The status line when playing or End stops at a breakpoint: $condition its condition, $step the step.
breakpoint-hit = 停在第 { $step } 步：中斷點 { $condition }

# The status line when the condition typed is none of the forms: $text what was typed, $forms the forms.
breakpoint-unknown = 「{ $text }」不是中斷條件：請輸入 { $forms }

# The status line when a condition's number is wrong: $form the form, $least the smallest number it takes.
breakpoint-bad-number = { $form } 要一個不小於 { $least } 的整數

# The help line of the keys that move the cursor in a line being typed.
key-move-cursor = 移動游標

# The help line of Backspace and Delete in a line being typed.
key-erase-character = 刪除游標前 / 游標處的字

# The help line of the panel's arrows.
key-moments-choose = 選擇面板中的一行

# The help line of the panel's Enter.
key-moments-go = 跳到它的那一步

# The help line of the panel's Delete and Backspace.
key-moments-remove = 刪除選中的書籤或中斷點

# The help line of the panel's Esc.
key-moments-close = 隱藏面板

# The prompt for a bookmark's caption at the bottom of the player, before what is typed: $step the step.
caption-prompt = 第 { $step } 步的說明：

# The status line when a step is bookmarked: $step the step, $count how many bookmarks there are.
bookmark-set = 已給第 { $step } 步加書籤（共 { $count } 個；按 K 列出）

# The status line on arriving at a bookmark: $step its step, $caption its caption.
at-bookmark = 第 { $step } 步的書籤：{ $caption }

# The status line when [ or ] finds no bookmark that way.
no-bookmark-there = 那個方向沒有書籤

# The status line when a bookmark is removed: $step its step.
bookmark-removed = 已刪除第 { $step } 步的書籤

# The status line when a breakpoint is removed: $condition its condition.
breakpoint-removed = 已刪除中斷點 { $condition }

# The title of the panel of bookmarks, breakpoints and solutions.
moments-title = 時刻

# The panel's heading over the bookmarks.
bookmarks = 書籤

# The panel's heading over the breakpoints.
breakpoints = 中斷點

# The panel's heading over the solutions found so far, each with its step and board.
solutions-found = 已找到的解

# The panel's line when there is no bookmark.
no-bookmarks = 沒有：按 k 標記一步

# The panel's line when there is no breakpoint.
no-breakpoints = 沒有：按 x 設一個

# The panel's line when no solution is found yet.
no-solutions-yet = 還沒有

# The note on the first screen when the state file is empty: $path its path.
state-empty = 狀態檔案 { $path } 是空的：從頭開始

# The note on the first screen when the state file is of another version, not read, and copied beside it before it is replaced: $path its path, $version its version.
state-version = 狀態檔案 { $path } 的版本是 { $version }：不讀取，取代之前會在旁邊留一份副本

# The note on the first screen when the state file is cut short, read as far as it goes, and copied beside it before it is replaced: $path its path.
state-truncated = 狀態檔案 { $path } 不完整：完整的部分照常讀入，取代之前會在旁邊留一份副本

# The note on the first screen when the state file does not start as one, not read, and copied beside it before it is replaced: $path its path.
state-garbage = 狀態檔案 { $path } 的開頭不是狀態檔案的開頭：不讀取，取代之前會在旁邊留一份副本

# The note on the first screen when a symbolic link stands in the state file's place: $path its path.
state-link = 狀態檔案 { $path } 是符號連結：已忽略，也不會寫入

# The note on the first screen when the state file cannot be read at all, and is left as it is: $path its path, $why why (in English).
state-unreadable = 無法讀取狀態檔案 { $path }（{ $why }）：保持原樣，也不會寫入

# The first screen of a puzzle the state file kept, until the first key: $step the step
# it opened at.
picked-up = 從上次的第 { $step } 步接著來；按 r 從頭開始，--fresh 全新開啟

# The same with breakpoints: $step the step, $breaks how many breakpoints.
picked-up-with = 從上次的第 { $step } 步接著來，帶 { $breaks } 個斷點；按 r 從頭開始，--fresh 全新開啟

## (lesson-scripts)

# The help line of PageDown and PageUp while a lesson plays (a presenter's remote sends them).
key-script = 課程：下一站／上一站（其他鍵可自由探索，PageDown 回到課程）

# The footer's word for PageDown and PageUp while a lesson plays.
hint-script = 停靠

# The caption bar's heading over the board while a lesson plays: $scene the scene shown, $scenes how many scenes, $stop the stop shown (0 before the first), $stops how many stops the scene has.
lesson-place = 第 { $scene }/{ $scenes } 幕 · 第 { $stop }/{ $stops } 站

# The caption bar before the scene's first stop is shown.
lesson-before-first = 按 PageDown 到第一站。

# The caption bar once the keys moved off the stop shown: $step the step now, $stop the
# stop's number, $at its step. Its caption shows only at its step.
lesson-off-stop = 現在在第 { $step } 步，不在第 { $stop } 站（第 { $at } 步）：按 PageDown 到下一站。

# The status line when PageDown is pressed at the lesson's last stop.
lesson-over = 課程結束；按 PageUp 回到上一站

# The status line when PageUp is pressed before the lesson's first stop.
lesson-start = 課程開頭；按 PageDown 到下一站

# The status line when the run has no step for a stop: $stop the stop's number in its scene, $why why, in English.
lesson-stop-missed = 第 { $stop } 站不在這次執行中：{ $why }

# The status line when a scene's board cannot be opened: $scene the scene's number, $why why, in English.
lesson-scene-failed = 第 { $scene } 幕無法開啟：{ $why }

# The status line when W has saved a lesson: $file the file's name, $stops how many stops it has.
lesson-saved = 課程已儲存為 { $file }（共 { $stops } 站，可以再次播放）

# The status line when W finds no bookmark and no breakpoint to save.
lesson-nothing-to-save = 沒有可儲存的書籤或中斷點：按 k 給這一步加書籤

# The status line when W is pressed on a player that does not know where its puzzle came from.
lesson-no-origin = 這道題無法寫進課程

## (quiz)

# The help line of Q, which starts and ends the quiz.
key-quiz = 測驗：全班猜下一步

# Q in the footer.
hint-quiz = 測驗

# The help line, while a question is open, of the keys that answer it (digits, Enter, Backspace).
key-quiz-answer = 回答：Enter 確認較短的答案，Backspace 刪除

# The help line, while a question is open, of <, which answers that the search goes back.
key-quiz-back = 回答：搜尋回溯

# The help line, while a question is open, of →, which shows the answer unscored and steps.
key-quiz-skip = 跳過：顯示答案並走一步

# The help line of Esc while the quiz asks: it ends the quiz, never the player.
key-quiz-end = 結束測驗並顯示得分

# The status line when Q starts the quiz.
quiz-on = 測驗開始：每走一步前先提問，Q 結束

# The status line when Q ends the quiz: $right the answers right, $asked the questions answered.
quiz-off = 測驗結束：{ $asked } 題答對 { $right } 題

# The score after a verdict and in the question's line: $right the answers right, $asked the questions answered.
quiz-score = 答對 { $right }/{ $asked }

# The question's line, after the key < that answers that the search goes back.
quiz-back = 回溯

# The question's line over a cell: how its answer is typed.
quiz-cell-keys = 先列號，再行號

# The question's line when an order picks its cell as the board stands.
quiz-which-cell = 搜尋下一個填哪一格？

# The status line when the keys typed name no answer: $typed them.
quiz-no-such-answer = { $typed } 不是這裡的答案

# The verdict's start, when the answer is right.
quiz-right = 答對了！

# The verdict's start, when the answer is wrong: $given the answer given.
quiz-wrong = 不是 { $given }！

# The verdict's start, when the question is skipped.
quiz-skipped = 跳過。

# The verdict: $choice the choice the search puts down.
quiz-takes = 搜尋接著放 { $choice }

# The verdict, when the search takes its last choice back.
quiz-goes-back = 搜尋回溯

# The verdict of a cell question: $cell the cell the search fills next.
quiz-picks = 搜尋接下來填 { $cell }

# The verdict, put together: $head right or wrong, $said what the search does, $reasons why.
quiz-verdict = { $head } { $said }：{ $reasons }

# The verdict when there is nothing more to say: $head right or wrong, $said what the search does.
quiz-verdict-bare = { $head } { $said }。

# Two reasons of a verdict, or more, one after another: $first the first ones, $next the next.
quiz-reasons = { $first }；{ $next }

# The verdict with the score after it: $verdict it, $score the score.
quiz-verdict-score = { $verdict }（{ $score }）

# Why a choice is not next: $choice was put down here before and taken back.
quiz-tried = { $choice } 已經試過並撤回

# Why the answer given is not next: $answer comes before $given, the choices being tried in order.
quiz-comes-first = { $answer } 在 { $given } 之前：依順序嘗試

# Why "back" is wrong: $choice is still free.
quiz-still-free = { $choice } 還可以放

# Why a cell given is not next: the rule of the order.
quiz-fewest-first = 候選數最少的格先填，一樣多時取最前面的一格

# Why a choice is not next, when no more can be said: $choice a check refuses.
quiz-refused = 檢查排除了 { $choice }

## (slot-breaks)

# The hint after the breakpoint prompt at the bottom of the player while nothing is typed yet: $forms the forms of a condition on this board, its own first.
breakpoint-forms = 可輸入：{ $forms }

# The status line when a breakpoint names a place the board does not have: $part what the number counts (row, column…), $number the number typed, $first and $last the first and last numbers the board has.
breakpoint-beyond = { $part } { $number } 超出範圍：本題只有 { $first } 到 { $last }

# The status line when a breakpoint names something the board does not have: $text the name typed, $part what it would be (region, colour, number), $names the names the board has.
breakpoint-unnamed = `{ $text }` 不是本題的{ $part }：{ $names }

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
state-lines-skipped = 狀態檔案 { $path } 有 { $count } 行無法讀取（第 { $lines } 行）：原樣保留，其餘照常讀入

# The note when a save kept the old state file, which it could not read whole, beside the new one: $path the state file, $old the copy.
state-kept-old = 狀態檔案 { $path } 未能完整讀入：舊檔案另存為 { $old }，再重新寫入

## (boards-sudoku)

## (boards-lists)

## (puzzle-editor)

# The menu's group of the class's own puzzles.
own-puzzles = 自己的謎題

# The menu's entry of the puzzle folder.
my-puzzles = 我的謎題

# What the puzzle folder entry opens.
my-puzzles-about = 自己的謎題資料夾中的檔案（資料夾名稱顯示在列表上方）：數獨網格、地圖、子集和檔案以及迷宮，格式與命令列讀取的相同。Enter 播放，e 在編輯器中開啟。

# The status line, saving where the system has no folder for puzzles: $option the option that names one.
no-puzzle-folder = 本系統沒有存放謎題的資料夾：請用 { $option } 指定

# The editor's heading for a grid read from a file or saved: $file the file's name.
editor-file = 編輯 { $file }

# The editor's panel while the solutions are counted: $spinner a turning mark.
editor-counting = 解的個數：正在計算 { $spinner }

# The editor's panel: the grid has not been saved.
editor-not-saved-yet = 尚未儲存

# The editor's panel: $file the file the grid was saved in or read from.
editor-saved-in = 檔案：{ $file }

# The editor's panel: $file that file, the grid changed since.
editor-changed-since = 檔案：{ $file }，之後有改動

# The status line after saving: $file the file written.
editor-saved-as = 已儲存為 { $file }

# The status line, Esc with changes not saved.
editor-unsaved-leave = 改動尚未儲存：再按 Esc 放棄改動離開，按 w 儲存

# The puzzle folder's heading: $folder the folder.
shelf-heading = 我的謎題：{ $folder }

# The puzzle folder's list when it has no file: $folder the folder, $editors the titles of the menu's editors that save puzzle files, as list-separator joins them.
shelf-empty = { $folder } 中還沒有謎題檔案。可以在選單的編輯器（{ $editors }）中儲存一道，或把謎題檔案複製到那裡。

# What stands between two items of a list in a sentence, such as the editors the empty puzzle folder names.
list-separator = 、

# The puzzle folder cannot be listed: $folder the folder, $why why.
shelf-unreadable = 無法列出 { $folder }：{ $why }

# A file that cannot be played: $why why, in the file reader's words.
shelf-file-fault = 無法播放：{ $why }

# The status line, the puzzle folder read again: $count how many files.
shelf-reread = 已重新讀取：{ $count } 個檔案

# The arrows in the editor's footer.
hint-move = 移動

# Enter's help line in the editor.
key-play-puzzle = 播放這道謎題

# Enter in the editor's and the puzzle folder's footer.
hint-play-puzzle = 播放

# w's help line in the editor.
key-save-puzzle = 以新的檔名儲存到謎題資料夾

# w in the editor's footer.
hint-save = 儲存

# o's help line in the editor.
key-load-puzzle = 開啟「我的謎題」載入一道（在那裡按 e 編輯）

# o in the editor's footer.
hint-load = 載入

# Enter's help line in the puzzle folder.
key-open-file = 播放選中的謎題

# e's help line in the puzzle folder.
key-edit-file = 編輯選中的謎題（數獨、子集和或地圖）

# e in the puzzle folder's footer.
hint-edit = 編輯

# r's help line in the puzzle folder.
key-reread = 重新讀取資料夾

# r in the puzzle folder's footer.
hint-reread = 重讀

# Esc's help line in the puzzle folder.
key-back = 回到開啟它的地方

# Esc in the puzzle folder's footer.
hint-back-out = 返回

## (lesson-scenes)

# The help line of the arrows that move a highlight along the answers of a quiz question; Enter then gives the answer highlighted.
key-quiz-choose = 作答：用方向鍵在候選答案間移動反白，按 Enter 送出

# The quiz prompt's word after the keys that move the highlight and give its answer.
hint-quiz-choose = 選擇

## (list-map-editors)

# A count stopped at its cap of placements: $placements the placements, $found the solutions found by then.
tally-gave-up = 放置 { $placements } 次後停止計算，已找到 { $found } 個

# The status line, Enter or w while the puzzle cannot be searched: $why what is wrong.
draft-fix-first = 還不能搜尋：{ $why }

# The title of the subset-sum and the map editors' panels.
draft-panel = 這道題

# e in the puzzle folder on a file no editor opens.
shelf-no-editor = 沒有編輯器能開啟這個檔案

# a in the editors' footer.
hint-add = 新增

# x in the editors' footer.
hint-delete = 刪除

## (mouse)

# After the timeline bar while the search goes on: the events found so far.
timeline-so-far = 已找到 { $count } 步

# After the timeline bar once the whole run is known.
timeline-all = 共 { $count } 步

# A click on a stack frame whose step is further back than the player looks.
placed-too-far = 這一框放下的那一步在 { $steps } 步之前

# The help's note on the mouse in the menu.
mouse-menu = 滑鼠：按一下項目即開啟，滾輪移動選擇。

# The help's note on the mouse over a search: the wheel and the timeline bar.
mouse-search = 滑鼠：滾輪單步；按一下或拖曳時間軸跳到某一步；

# The help's note on the mouse over a search, its second line.
mouse-search-more = 按一下日誌列或呼叫堆疊的一框，跳到它那一步；按一下棋盤格回答測驗。

# The help's last note on the mouse.
mouse-shift = 按住 Shift 再用滑鼠，可以選取文字。

## (clicks)

# The help's note when the terminal said at startup that it does not report the mouse (or TERM is dumb): the app leaves the mouse to it.
mouse-unreported = 滑鼠：這個終端機不支援滑鼠，已關閉；所有操作都可以用按鍵完成。

## (lesson-words)

# The help line of Enter in a line being typed (a breakpoint's condition, a bookmark's caption): it takes what is typed.
key-take-text = 確定輸入

# The footer's word for Enter in a line being typed.
hint-take-text = 確定
