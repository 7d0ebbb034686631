### The queens' own words in simplified Chinese: its board, its questions and its presets.

## The queens' board: its pseudo-code and tutorials' comments, heading, stack, narration and legend.
## (queens)

# The pseudo-code's line that outputs a solution: $exit the code that ends the call,
# `return` or `return true`.
queens-output = 输出这组皇后; { $exit }

# The pseudo-code's line that puts a queen down: $cell the square, as the code names it.
queens-put = 在 { $cell } 放置皇后; 标记 3 个标志

# The pseudo-code's line that takes a queen back.
queens-take-off = 撤回皇后; 清除 3 个标志

# The lesson's code, after `A[row][col] = 1; `: its three flags set.
queens-three-flags-set = 3 个标志 = true

# The lesson's code, after `A[row][col] = 0; `: its three flags cleared.
queens-three-flags-cleared = 3 个标志 = false

# The eight-queens tutorial's code, after `queenColumn[x] = y; `: its flags set.
queens-flags-set = 标志 = true

# The eight-queens tutorial's code, after `queenColumn[x] = -1; `: its flags cleared.
queens-flags-cleared = 标志 = false

# The depth-first tutorial's comment on the line that skips a square already taken.
queens-prune = 剪枝

# The depth-first tutorial's comment after `place`, and its log: $printed the words its
# log prints, `set state`.
queens-set-state = 放置后 { $printed }

# The depth-first tutorial's comment after `unplace`, and its log: $printed the words
# its log prints, `reset state`.
queens-reset-state = 撤回后 { $printed }

# The heading over the board: $n the size.
queens-heading = { $n } 皇后

# The call on top of the stack at a solution, after `trace(row=5): `.
queens-output-call = 输出

# A stack frame's columns already tried, after its call: $columns them, such as `3,4`.
queens-tried = 试过 { $columns }

# The log's placement: $row the row, $col the column.
queens-placed = 第 { $row } 行：在第 { $col } 列放置皇后

# The log's removal under a tutorial's code: $cell the square, such as `(1,2)`.
queens-taken-off = 撤回 { $cell } 的皇后

# The log's removal of the last row's queen after a solution: $cell its square.
queens-next-solution = 撤回 { $cell } 的皇后，去找下一个解

# The log's backtrack from a row whose loop found no column at all: $next that row,
# $cell the square of the queen taken off.
queens-dead-end = 第 { $next } 行没有能放的列：回溯，撤回 { $cell } 的皇后

# The log's backtrack from a row whose loop has tried every column: $next that row,
# $cell the square of the queen taken off.
queens-no-column-left = 第 { $next } 行已没有可再试的列：回溯，撤回 { $cell } 的皇后

# The log's solution: $count its number, $columns the queens' columns row by row, such
# as `2 4 1 3`.
queens-solution = 第 { $count } 个解：各行皇后在第 { $columns } 列

# A solution's number in a tutorial's log, before its columns or its rows: $count it.
queens-solution-number = 第 { $count } 个解

# The legend under the board: a queen.
queens-legend-queen = 皇后

# The legend under the board: a queen just taken off, or a column tried.
queens-legend-tried = 试过、已撤回

# The legend under the board: a column the row's loop refuses.
queens-legend-refused = 已排除

# The legend under the board: a square attacked that no loop has looked at yet.
queens-legend-attacked = 受攻击

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-queens = N 皇后

# The title of the preset `queens-4` in the menu, over its board and in `backtrack presets`.
preset-queens-4 = 4 皇后

# What the preset `queens-4` shows: the menu's details and `backtrack presets`.
preset-queens-4-about = 《{ tutorial-lesson }》里逐步配图的棋盘：逐行放置皇后，两个解。

# The title of the preset `queens-8` in the menu, over its board and in `backtrack presets`.
preset-queens-8 = 8 皇后

# What the preset `queens-8` shows: the menu's details and `backtrack presets`.
preset-queens-8-about = 《{ tutorial-eight-queens }》的经典棋盘：用列和两条对角线的标记剪枝，共 92 个解。

# The menu's entry of any size of queens.
custom-queens = N 皇后，任意 N

# What the menu's entry of any size of queens opens: $max the largest size.
custom-queens-about = 空的 N×N 棋盘，N 从 1 到 { $max }：用 ←/→ 选择 N，或直接输入。

## (moments)

# The legend beside the depth-first tutorial's code, after the board's "x refused": what x means in the boards its log prints.
queens-legend-log-free = 日志里的棋盘：空位

## (quiz)

# The queens' question: $row the row being filled.
quiz-queens-ask = 第 { $row } 行：下一个皇后放在哪一列？

# A column in the queens' verdict: $col its number.
quiz-queens-column = 第 { $col } 列

# Why a column is refused: $col it, $cell the square of the queen standing in that column.
quiz-queens-same-column = 第 { $col } 列上方有 { $cell } 的皇后

# Why a column is refused: $col it, $cell the square of the queen on its diagonal.
quiz-queens-same-diagonal = 第 { $col } 列在 { $cell } 的皇后的对角线上

## (checked-marks)

# The queens board's legend, after the key that shows the attacked squares and the tried queens while they are hidden.
queens-legend-layer-off = 显示攻击和试过的皇后

# The help's line for the queens board's key that shows or hides the attacked squares and the queens tried and taken off.
queens-key-layer = 受攻击的格子和试过的皇后：显示 / 隐藏

# The status line after the queens board's attacked squares and tried queens are shown: $key the key that hides them.
queens-layer-shown = 已显示受攻击的格子和试过的皇后；按 { $key } 隐藏

# The status line after the queens board's attacked squares and tried queens are hidden, its marks the tutorial's tables' alone: $key the key that shows them.
queens-layer-hidden = 只显示教程表格里的标记；按 { $key } 显示受攻击的格子和试过的皇后

## (queens-sandbox)

# The menu's entry of the queens sandbox, its size after it.
queens-by-hand = 手动摆放皇后

# What the queens sandbox's entry opens.
queens-by-hand-about = 像八皇后教程在写代码之前那样，亲手在棋盘上摆放皇后：每个皇后所在的行、列和两条对角线都画出来；旁边的面板针对光标所在的格子，列出每个皇后对应的教程条件 Y≠b、X−Y≠a−b、X+Y≠a+b，并标出每个条件成立与否。按 p 从已摆放的行继续搜索，按 e 从空棋盘开始搜索。←/→ 选择 N。

# The sandbox's heading: $side the board's side.
sandbox-heading = 手动摆放皇后，{ $side }×{ $side }

# The conditions panel's title: $cell the square under the cursor.
sandbox-conditions-title = 格子 (X,Y) = { $cell } 的条件

# The conditions table's first column: the queens placed.
sandbox-queen-column = 皇后

# The conditions panel with no queen placed: $key the key that puts one.
sandbox-no-queen = 还没有皇后。按 { $key } 在光标所在的格子放一个皇后，这里就会列出它的条件。

# Over the conditions joined by && as the tutorial writes them for the next queen.
sandbox-tutorial-form = 按教程的写法，下一个皇后的 (X,Y) 必须满足：

# Beside the condition X≠a of a queen in the square's own row.
sandbox-same-row = 同一行

# The conditions table cut: $arrow an arrow, $count how many queens are left out.
sandbox-more-queens = { $arrow } 还有 { $count } 个皇后

# The verdict: $cell the square, which no queen attacks.
sandbox-free = { $cell } 不受攻击：所有条件都成立，可以在这里放皇后。

# The verdict: $cell the square, attacked by the queens at $queens, $count of them.
sandbox-attacked = { $cell } 受到 { $queens } 处{ $count ->
    [1] 皇后
   *[other] 这 { $count } 个皇后
}的攻击。

# The verdict on a queen's square: $cell the square, which no other queen attacks.
sandbox-queen-safe = { $cell } 上有一个皇后，没有别的皇后攻击它。

# The verdict on a queen's square: $cell the square, attacked by the queens at $queens, $count of them.
sandbox-queen-attacked = { $cell } 上的皇后受到 { $queens } 处{ $count ->
    [1] 皇后
   *[other] 这 { $count } 个皇后
}的攻击。

# Under the verdict: $queen the queen of the cursor's row, elsewhere in it; $key the key that moves it.
sandbox-moves-here = 这一行的皇后在 { $queen }：按 { $key } 把它移到这里（每行只放一个皇后）。

# The search panel's title.
sandbox-search-title = 搜索

# The search panel, no row placed: $key the key that searches.
sandbox-search-none = { $key }：还没有摆放任何一行，搜索从空棋盘开始。

# The search panel: $key the key; $count rows given, $first to $last; the search starts on row $next.
sandbox-search-given = { $key }：{ $count ->
    [1] 第 { $first } 行
   *[other] 第 { $first }–{ $last } 行
}按已摆放的保留，搜索从第 { $next } 行开始。

# The search panel, every row placed: $key the key, $count the rows.
sandbox-search-full = { $key }：全部 { $count } 行都按已摆放的保留，搜索只检查它们。

# The search panel: $key the key; the queens at $first and $second, in the given rows, attack each other.
sandbox-search-clash = { $key } 无法开始：{ $first } 和 { $second } 处的皇后互相攻击。

# The search panel and the player's status line: $queens the queens below the first empty row, $count of them, $row that row.
sandbox-search-ignored = { $queens } 处的{ $count ->
    [1] 皇后
   *[other] { $count } 个皇后
}不算在内：第 { $row } 行是空的，搜索从这一行开始。

# The search panel: $key the key that searches from an empty board.
sandbox-search-empty = { $key }：从空棋盘开始搜索。

# The title over the player searching from the rows placed, short: $count rows, $first to $last.
sandbox-player-given = { $count ->
    [1] 第 { $first } 行
   *[other] 第 { $first }–{ $last } 行
}按摆放保留

# The title over the player searching from an empty board, short.
sandbox-player-empty = 从空棋盘开始

# The player's status line as it opens on the rows placed: $count rows, $first to $last; the search starts on row $next.
sandbox-player-note = { $count ->
    [1] 第 { $first } 行
   *[other] 第 { $first }–{ $last } 行
}按手动摆放的保留，搜索从第 { $next } 行开始

# The status line: $cell the square a queen was put on.
sandbox-placed = 在 { $cell } 放了一个皇后

# The status line: $cell the square a queen was put on, attacked by the queens at $queens, $count of them.
sandbox-placed-attacked = 在 { $cell } 放了一个皇后，{ $queens } 处的{ $count ->
    [1] 皇后
   *[other] { $count } 个皇后
}攻击它：这里允许这样放，好让大家看清；搜索不会在这样的格子放皇后

# The status line: the row's queen moved from $from to $to.
sandbox-moved = 每行只放一个皇后：皇后从 { $from } 移到了 { $to }

# The status line: $cell the square a queen was lifted from.
sandbox-lifted = 拿走了 { $cell } 的皇后

# The status line: every queen lifted, $count of them.
sandbox-cleared = 拿走了 { $count } 个皇后，棋盘已清空

# The status line, searching from given rows that attack each other: $first and $second the two queens.
sandbox-clash-first = 无法搜索：{ $first } 和 { $second } 处的皇后互相攻击，请拿走或移动其中一个

# The legend under the board: a queen.
sandbox-legend-queen = 皇后

# The legend: the lines a queen attacks along.
sandbox-legend-lines = 受攻击

# The legend: a square no queen attacks.
sandbox-legend-free = 空位

# The arrows' help line in the sandbox.
key-sandbox-move = 在棋盘上移动光标

# Space's help line in the sandbox.
key-sandbox-toggle = 放下或拿走皇后（本行已有的皇后会移过来）

# Space in the sandbox's footer.
hint-sandbox-toggle = 皇后

# c's help line in the sandbox.
key-sandbox-clear = 拿走所有皇后

# c in the sandbox's footer.
hint-sandbox-clear = 清空

# p's help line in the sandbox.
key-sandbox-search = 从已摆放的各行往下继续搜索

# p in the sandbox's footer.
hint-sandbox-search = 搜索

# e's help line in the sandbox.
key-sandbox-search-empty = 从空棋盘开始搜索

# e in the sandbox's footer.
hint-sandbox-search-empty = 空棋盘

# The word of a breakpoint that names a queens row, such as `row5=3`; typed as it is shown, no blank before the number.
slot-word-row = 行
