### The graph colouring's own words in traditional Chinese: its board, its questions and its presets.

## The graph colouring's board: its pseudo-code, colours, heading, stack, narration and legend.
## (graph-colouring)

# The pseudo-code's test that the colouring is complete, between `if ` and `:`.
colouring-code-every-region-coloured = 每個區域都已著色

# The pseudo-code's output line, before `; return` or `; return true`.
colouring-code-output = 輸出這種著色

# The pseudo-code's test of a colour, between `if ` and `:`: $region and $colour the code's names of the region and the colour.
colouring-code-no-neighbour-has = { $region } 的鄰居都不是顏色 { $colour }

# The pseudo-code's recursive call, inside `colour(…)`.
colouring-code-next-region = 下一個區域

# The pseudo-code's undo line, after `region = `.
colouring-code-no-colour = 無色

# The heading over the board: $regions how many regions, $colours how many colours.
colouring-heading = 圖著色：{ $regions } 個區域，{ $colours } 種顏色

# After the heading, following ` · `, when the most constrained region is coloured first.
colouring-most-constrained = 最受限優先

# A colour's name, choice 0: on the stack, in the log, the panel and the legend.
colouring-red = 紅

# A colour's name, choice 1.
colouring-green = 綠

# A colour's name, choice 2.
colouring-blue = 藍

# A colour's name, choice 3.
colouring-yellow = 黃

# A colour's name, choice 4.
colouring-orange = 橙

# A colour's name, choice 5.
colouring-purple = 紫

# A colour's name, choice 6.
colouring-cyan = 青

# A colour's name, choice 7.
colouring-magenta = 洋紅

# The stack's top call at a solution, after `colour(-): `.
colouring-output = 輸出

# A stack frame's colours tried: $colours their letters, such as `RG`.
colouring-tried = 試過 { $colours }

# The log: a colour refused at the region coloured: $colour its name, $region that region, $neighbour the neighbour that holds it.
colouring-refused-at = { $region } 不能塗{ $colour }：{ $neighbour } 是{ $colour }

# The log at a removal: $colour the colour's name, $region the region.
colouring-take-off = 撤銷 { $region } 的{ $colour }：試下一種顏色

# The log at a solution: $count its count, $letters each region with its colour's letter, such as `WA=R NT=G`.
colouring-solution = 第 { $count } 種著色：{ $letters }

# The panel's title once every region has a colour.
colouring-all-coloured = 全部著色

# The panel's title: $region the region coloured next.
colouring-next = 下一個: { $region }:

# The panel's line of a colour refused at the region coloured next: $neighbour the neighbour that holds it.
colouring-refused = 不行：{ $neighbour }

# The panel's line of a colour free at the region coloured next.
colouring-free = 可用

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-graph-colouring = 圖著色

# The title of the preset `australia` in the menu, over its board and in `backtrack presets`.
preset-australia = 澳洲地圖三色著色

# What the preset `australia` shows: the menu's details and `backtrack presets`.
preset-australia-about = 澳洲本土各州、領地和塔斯馬尼亞，即羅素與諾維格《人工智慧：現代方法》裡的地圖著色例子：三種顏色共有 18 種著色。

# The title of the preset `china` in the menu, over its board and in `backtrack presets`.
preset-china = 中國十四個省級行政區三色著色

# What the preset `china` shows: the menu's details and `backtrack presets`.
preset-china-about = 中國北部和東部的十四個省級行政區，從內蒙古到浙江，三種顏色共有 12 種著色；兩省的官方省情概況都寫明相鄰時才算相鄰。

# The title of the preset `petersen` in the menu, over its board and in `backtrack presets`.
preset-petersen = 彼得森圖三色著色

# What the preset `petersen` shows: the menu's details and `backtrack presets`.
preset-petersen-about = 十個頂點，每個三個鄰居，畫不成平面地圖：色多項式在 3 處的值是 120，三種顏色共有 120 種著色。

# The title of the preset `wheel` in the menu, over its board and in `backtrack presets`.
preset-wheel = 奇輪四色著色

# What the preset `wheel` shows: the menu's details and `backtrack presets`.
preset-wheel-about = 一個中心加一圈五個頂點：奇數圈要三種顏色，中心要第四種；四種顏色共有 120 種著色，三種顏色沒有。

# The title of the preset `groetzsch` in the menu, over its board and in `backtrack presets`.
preset-groetzsch = 格羅奇圖三色著色：無解

# What the preset `groetzsch` shows: the menu's details and `backtrack presets`.
preset-groetzsch-about = 十一個頂點，沒有任何三角形，卻仍然無法用三種顏色著色：搜尋要試遍每一個分支才能確定。

## (quiz)

# The colouring's question: $region the region being coloured.
quiz-colouring-ask = { $region }：塗哪種顏色？

# Why a colour is refused: $colour its letter, $region the neighbour that has it.
quiz-colouring-neighbour = 鄰區 { $region } 已是 { $colour }

## What a breakpoint's error calls the parts of the colouring's board.
## (colouring-parts)

# A region of a map, as the breakpoint errors name it.
board-part-region = 區域

# A colour of a map, as the breakpoint errors name it.
board-part-colour = 顏色
