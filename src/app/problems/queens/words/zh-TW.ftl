### The queens' own words in traditional Chinese: its board, its questions and its presets.

## The queens' board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (queens)

# The pseudo-code's line that outputs a solution: $exit the code that ends the call,
# `return` or `return true`.
queens-output = 輸出這組皇后; { $exit }

# The pseudo-code's line that puts a queen down: $cell the square, as the code names it.
queens-put = 在 { $cell } 放置皇后; 標記 3 個旗標

# The pseudo-code's line that takes a queen back.
queens-take-off = 撤回皇后; 清除 3 個旗標

# The lesson's code, after `A[row][col] = 1; `: its three flags set.
queens-three-flags-set = 3 個旗標 = true

# The lesson's code, after `A[row][col] = 0; `: its three flags cleared.
queens-three-flags-cleared = 3 個旗標 = false

# The eight-queens tutorial's code, after `queenColumn[x] = y; `: its flags set.
queens-flags-set = 旗標 = true

# The eight-queens tutorial's code, after `queenColumn[x] = -1; `: its flags cleared.
queens-flags-cleared = 旗標 = false

# The depth-first tutorial's comment on the line that skips a square already taken.
queens-prune = 剪枝

# The depth-first tutorial's comment after `place`, and its log: $printed the words its
# log prints, `set state`.
queens-set-state = 放置後 { $printed }

# The depth-first tutorial's comment after `unplace`, and its log: $printed the words
# its log prints, `reset state`.
queens-reset-state = 撤回後 { $printed }

# The heading over the board: $n the size.
queens-heading = { $n } 皇后

# The call on top of the stack at a solution, after `trace(row=5): `.
queens-output-call = 輸出

# A stack frame's columns already tried, after its call: $columns them, such as `3,4`.
queens-tried = 試過 { $columns }

# The log's placement: $row the row, $col the column.
queens-placed = 第 { $row } 列：在第 { $col } 行放置皇后

# The log's removal under a tutorial's code: $cell the square, such as `(1,2)`.
queens-taken-off = 撤回 { $cell } 的皇后

# The log's removal of the last row's queen after a solution: $cell its square.
queens-next-solution = 撤回 { $cell } 的皇后，去找下一個解

# The log's backtrack from a row whose loop found no column at all: $next that row,
# $cell the square of the queen taken off.
queens-dead-end = 第 { $next } 列沒有能放的行：回溯，撤回 { $cell } 的皇后

# The log's backtrack from a row whose loop has tried every column: $next that row,
# $cell the square of the queen taken off.
queens-no-column-left = 第 { $next } 列已沒有可再試的行：回溯，撤回 { $cell } 的皇后

# The log's solution: $count its number, $columns the queens' columns row by row, such
# as `2 4 1 3`.
queens-solution = 第 { $count } 個解：各列皇后在第 { $columns } 行

# A solution's number in a tutorial's log, before its columns or its rows: $count it.
queens-solution-number = 第 { $count } 個解

# The legend under the board: a queen.
queens-legend-queen = 皇后

# The legend under the board: a queen just taken off, or a column tried.
queens-legend-tried = 試過、已撤回

# The legend under the board: a column the row's loop refuses.
queens-legend-refused = 已排除

# The legend under the board: a square attacked that no loop has looked at yet.
queens-legend-attacked = 受攻擊

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-queens = N 皇后

# The title of the preset `queens-4` in the menu, over its board and in `backtrack presets`.
preset-queens-4 = 4 皇后

# What the preset `queens-4` shows: the menu's details and `backtrack presets`.
preset-queens-4-about = 《{ tutorial-lesson }》裡逐步配圖的棋盤：逐列放置皇后，兩個解。

# The title of the preset `queens-8` in the menu, over its board and in `backtrack presets`.
preset-queens-8 = 8 皇后

# What the preset `queens-8` shows: the menu's details and `backtrack presets`.
preset-queens-8-about = 《{ tutorial-eight-queens }》的經典棋盤：用行和兩條對角線的標記剪枝，共 92 個解。

# The menu's entry of any size of queens.
custom-queens = N 皇后，任意 N

# What the menu's entry of any size of queens opens: $max the largest size.
custom-queens-about = 空的 N×N 棋盤，N 從 1 到 { $max }：用 ←/→ 選擇 N，或直接輸入。

## (moments)

# The legend beside the depth-first tutorial's code, after the board's "x refused": what x means in the boards its log prints.
queens-legend-log-free = 日誌裡的棋盤：空位

## (quiz)

# The queens' question: $row the row being filled.
quiz-queens-ask = 第 { $row } 列：下一個皇后放在哪一行？

# A column in the queens' verdict: $col its number.
quiz-queens-column = 第 { $col } 行

# Why a column is refused: $col it, $cell the square of the queen standing in that column.
quiz-queens-same-column = 第 { $col } 行上方有 { $cell } 的皇后

# Why a column is refused: $col it, $cell the square of the queen on its diagonal.
quiz-queens-same-diagonal = 第 { $col } 行在 { $cell } 的皇后的對角線上

## (checked-marks)

# The queens board's legend, after the key that shows the attacked squares and the tried queens while they are hidden.
queens-legend-layer-off = 顯示攻擊和試過的皇后

# The help's line for the queens board's key that shows or hides the attacked squares and the queens tried and taken off.
queens-key-layer = 受攻擊的格子和試過的皇后：顯示 / 隱藏

# The status line after the queens board's attacked squares and tried queens are shown: $key the key that hides them.
queens-layer-shown = 已顯示受攻擊的格子和試過的皇后；按 { $key } 隱藏

# The status line after the queens board's attacked squares and tried queens are hidden, its marks the tutorial's tables' alone: $key the key that shows them.
queens-layer-hidden = 只顯示教學表格裡的標記；按 { $key } 顯示受攻擊的格子和試過的皇后

## (queens-sandbox)

# The menu's entry of the queens sandbox, its size after it.
queens-by-hand = 手動擺放皇后

# What the queens sandbox's entry opens.
queens-by-hand-about = 像八皇后教學在寫程式碼之前那樣，親手在棋盤上擺放皇后：每個皇后所在的列、行和兩條對角線都畫出來；旁邊的面板針對游標所在的格子，列出每個皇后對應的教學條件 Y≠b、X−Y≠a−b、X+Y≠a+b，並標出每個條件成立與否。按 p 從已擺放的列繼續搜尋，按 e 從空棋盤開始搜尋。←/→ 選擇 N。

# The sandbox's heading: $side the board's side.
sandbox-heading = 手動擺放皇后，{ $side }×{ $side }

# The conditions panel's title: $cell the square under the cursor.
sandbox-conditions-title = 格子 (X,Y) = { $cell } 的條件

# The conditions table's first column: the queens placed.
sandbox-queen-column = 皇后

# The conditions panel with no queen placed: $key the key that puts one.
sandbox-no-queen = 還沒有皇后。按 { $key } 在游標所在的格子放一個皇后，這裡就會列出它的條件。

# Over the conditions joined by && as the tutorial writes them for the next queen.
sandbox-tutorial-form = 按教學的寫法，下一個皇后的 (X,Y) 必須滿足：

# Beside the condition X≠a of a queen in the square's own row.
sandbox-same-row = 同一列

# The conditions table cut: $arrow an arrow, $count how many queens are left out.
sandbox-more-queens = { $arrow } 還有 { $count } 個皇后

# The verdict: $cell the square, which no queen attacks.
sandbox-free = { $cell } 不受攻擊：所有條件都成立，可以在這裡放皇后。

# The verdict: $cell the square, attacked by the queens at $queens, $count of them.
sandbox-attacked = { $cell } 受到 { $queens } 處{ $count ->
    [1] 皇后
   *[other] 這 { $count } 個皇后
}的攻擊。

# The verdict on a queen's square: $cell the square, which no other queen attacks.
sandbox-queen-safe = { $cell } 上有一個皇后，沒有別的皇后攻擊它。

# The verdict on a queen's square: $cell the square, attacked by the queens at $queens, $count of them.
sandbox-queen-attacked = { $cell } 上的皇后受到 { $queens } 處{ $count ->
    [1] 皇后
   *[other] 這 { $count } 個皇后
}的攻擊。

# Under the verdict: $queen the queen of the cursor's row, elsewhere in it; $key the key that moves it.
sandbox-moves-here = 這一列的皇后在 { $queen }：按 { $key } 把它移到這裡（每列只放一個皇后）。

# The search panel's title.
sandbox-search-title = 搜尋

# The search panel, no row placed: $key the key that searches.
sandbox-search-none = { $key }：還沒有擺放任何一列，搜尋從空棋盤開始。

# The search panel: $key the key; $count rows given, $first to $last; the search starts on row $next.
sandbox-search-given = { $key }：{ $count ->
    [1] 第 { $first } 列
   *[other] 第 { $first }–{ $last } 列
}按已擺放的保留，搜尋從第 { $next } 列開始。

# The search panel, every row placed: $key the key, $count the rows.
sandbox-search-full = { $key }：全部 { $count } 列都按已擺放的保留，搜尋只檢查它們。

# The search panel: $key the key; the queens at $first and $second, in the given rows, attack each other.
sandbox-search-clash = { $key } 無法開始：{ $first } 和 { $second } 處的皇后互相攻擊。

# The search panel and the player's status line: $queens the queens below the first empty row, $count of them, $row that row.
sandbox-search-ignored = { $queens } 處的{ $count ->
    [1] 皇后
   *[other] { $count } 個皇后
}不算在內：第 { $row } 列是空的，搜尋從這一列開始。

# The search panel: $key the key that searches from an empty board.
sandbox-search-empty = { $key }：從空棋盤開始搜尋。

# The title over the player searching from the rows placed, short: $count rows, $first to $last.
sandbox-player-given = { $count ->
    [1] 第 { $first } 列
   *[other] 第 { $first }–{ $last } 列
}按擺放保留

# The title over the player searching from an empty board, short.
sandbox-player-empty = 從空棋盤開始

# The player's status line as it opens on the rows placed: $count rows, $first to $last; the search starts on row $next.
sandbox-player-note = { $count ->
    [1] 第 { $first } 列
   *[other] 第 { $first }–{ $last } 列
}按手動擺放的保留，搜尋從第 { $next } 列開始

# The status line: $cell the square a queen was put on.
sandbox-placed = 在 { $cell } 放了一個皇后

# The status line: $cell the square a queen was put on, attacked by the queens at $queens, $count of them.
sandbox-placed-attacked = 在 { $cell } 放了一個皇后，{ $queens } 處的{ $count ->
    [1] 皇后
   *[other] { $count } 個皇后
}攻擊它：這裡允許這樣放，好讓大家看清楚；搜尋不會在這樣的格子放皇后

# The status line: the row's queen moved from $from to $to.
sandbox-moved = 每列只放一個皇后：皇后從 { $from } 移到了 { $to }

# The status line: $cell the square a queen was lifted from.
sandbox-lifted = 拿走了 { $cell } 的皇后

# The status line: every queen lifted, $count of them.
sandbox-cleared = 拿走了 { $count } 個皇后，棋盤已清空

# The status line, searching from given rows that attack each other: $first and $second the two queens.
sandbox-clash-first = 無法搜尋：{ $first } 和 { $second } 處的皇后互相攻擊，請拿走或移動其中一個

# The legend under the board: a queen.
sandbox-legend-queen = 皇后

# The legend: the lines a queen attacks along.
sandbox-legend-lines = 受攻擊

# The legend: a square no queen attacks.
sandbox-legend-free = 空位

# The arrows' help line in the sandbox.
key-sandbox-move = 在棋盤上移動游標

# Space's help line in the sandbox.
key-sandbox-toggle = 放下或拿走皇后（本列已有的皇后會移過來）

# Space in the sandbox's footer.
hint-sandbox-toggle = 皇后

# c's help line in the sandbox.
key-sandbox-clear = 拿走所有皇后

# c in the sandbox's footer.
hint-sandbox-clear = 清空

# p's help line in the sandbox.
key-sandbox-search = 從已擺放的各列往下繼續搜尋

# p in the sandbox's footer.
hint-sandbox-search = 搜尋

# e's help line in the sandbox.
key-sandbox-search-empty = 從空棋盤開始搜尋

# e in the sandbox's footer.
hint-sandbox-search-empty = 空棋盤

# The word of a breakpoint that names a queens row, such as `row5=3`; typed as it is shown, no blank before the number.
slot-word-row = 列
