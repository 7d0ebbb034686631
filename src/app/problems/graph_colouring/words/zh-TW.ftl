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

## The map editor: the menu's entry, its heading, its panel, its status lines and its keys.
## (map-editor)

# The menu's entry of a new map.
new-map = 新增地圖

# What the new map entry opens.
new-map-about = 手動建立一張地圖：區域、區域之間的邊界、顏色數。邊編輯邊計算著色方案的個數；Enter 播放，w 以地圖檔案儲存到謎題資料夾。

# The map editor's heading for a new map.
map-editor-new = 新的地圖

# The map editor's list of regions: $count how many.
map-regions = 區域（{ $count } 個）

# The map editor's border picker: $region the region whose borders are chosen.
map-borders-of = { $region } 的鄰區

# The map editor's border picker, beside the region itself.
map-itself = （自身）

# The map editor's panel: $region the region under the cursor, $neighbours the regions it borders.
map-neighbours = { $region } 與 { $neighbours } 相鄰

# The map editor's panel, a list of regions one more long: $list the regions so far, $name the next.
map-and = { $list }、{ $name }

# The map editor's panel: $region the region under the cursor, which borders none.
map-no-neighbours = { $region } 沒有相鄰的區域

# The map editor's panel: $count how many colours.
map-colours = 顏色數：{ $count }

# The map editor's panel: $count how many borders.
map-border-count = 邊界數：{ $count }

# The map editor's panel: $count how many colourings.
map-count = 著色方案：{ $count } 種

# The map editor's panel: more colourings than $cap.
map-more-than = 著色方案：超過 { $cap } 種

# The map editor's panel while a name is typed: $name the name so far.
map-naming = 新名稱：{ $name }

# The map editor's panel while a name is typed: the rule of names, $max the longest.
map-name-rule = 名稱以英文字母開頭，只含字母、數字、_ 和 -，最多 { $max } 個字元。Enter 確定，Esc 保留原名。

# What keeps the map from a search: no regions.
map-no-regions = 還沒有區域：按 a 新增

# What keeps the map from a search: region $place has no name.
map-empty-name = 第 { $place } 個區域沒有名稱

# What keeps the map from a search: $name does not start with a letter.
map-not-a-letter = { $name }：名稱必須以字母開頭

# What keeps the map from a search: $name is a keyword of the map format.
map-keyword = { $name } 是地圖格式的關鍵字：請換一個名稱

# What keeps the map from a search: $name is longer than $max characters.
map-too-long = { $name }：名稱最多 { $max } 個字元

# What keeps the map from a search: two regions are named $name.
map-duplicate = 有兩個區域都叫 { $name }

# What keeps the map from a search: $name borders itself.
map-self-border = { $name } 與自身相鄰

# What keeps the map from a search: the map reader's own words, $why.
map-unreadable = 地圖讀不出來：{ $why }

# The status line, a region added to a full map: $max the most regions.
map-full = 編輯器中的地圖最多 { $max } 個區域

# Up and Down in the map editor and its border picker.
key-map-choose = 選擇區域

# a in the map editor.
key-map-add = 在這個區域後面新增區域，並輸入名稱

# r in the map editor.
key-map-rename = 替這個區域改名

# r in the map editor's footer.
hint-rename = 改名

# x in the map editor.
key-map-delete = 刪除這個區域及其邊界

# b in the map editor.
key-map-borders = 選擇與這個區域相鄰的區域

# b in the map editor's footer.
hint-borders = 鄰區

# + and - in the map editor.
key-map-colours = 增加或減少一種顏色

# + and - in the map editor's footer.
hint-colours = 顏色

# Space in the border picker.
key-pick-toggle = 新增或去掉與這個區域的邊界

# Space in the border picker's footer.
hint-toggle = 邊界

# Esc in the border picker.
key-pick-done = 回到區域列表

# Esc in the border picker's footer.
hint-done = 完成

# The word that may come before a map's region in a breakpoint, such as `region SA=red`.
slot-word-region = 區域
