### The graph colouring's own words in simplified Chinese: its board, its questions and its presets.

## The graph colouring's board: its pseudo-code, colours, heading, stack, narration and legend.
## (graph-colouring)

# The pseudo-code's test that the colouring is complete, between `if ` and `:`.
colouring-code-every-region-coloured = 每个区域都已着色

# The pseudo-code's output line, before `; return` or `; return true`.
colouring-code-output = 输出这种着色

# The pseudo-code's test of a colour, between `if ` and `:`: $region and $colour the code's names of the region and the colour.
colouring-code-no-neighbour-has = { $region } 的邻居都不是颜色 { $colour }

# The pseudo-code's recursive call, inside `colour(…)`.
colouring-code-next-region = 下一个区域

# The pseudo-code's undo line, after `region = `.
colouring-code-no-colour = 无色

# The heading over the board: $regions how many regions, $colours how many colours.
colouring-heading = 图着色：{ $regions } 个区域，{ $colours } 种颜色

# After the heading, following ` · `, when the most constrained region is coloured first.
colouring-most-constrained = 最受限优先

# A colour's name, choice 0: on the stack, in the log, the panel and the legend.
colouring-red = 红

# A colour's name, choice 1.
colouring-green = 绿

# A colour's name, choice 2.
colouring-blue = 蓝

# A colour's name, choice 3.
colouring-yellow = 黄

# A colour's name, choice 4.
colouring-orange = 橙

# A colour's name, choice 5.
colouring-purple = 紫

# A colour's name, choice 6.
colouring-cyan = 青

# A colour's name, choice 7.
colouring-magenta = 品红

# The stack's top call at a solution, after `colour(-): `.
colouring-output = 输出

# A stack frame's colours tried: $colours their letters, such as `RG`.
colouring-tried = 试过 { $colours }

# The log: a colour refused at the region coloured: $colour its name, $region that region, $neighbour the neighbour that holds it.
colouring-refused-at = { $region } 不能涂{ $colour }：{ $neighbour } 是{ $colour }

# The log at a removal: $colour the colour's name, $region the region.
colouring-take-off = 撤销 { $region } 的{ $colour }：试下一种颜色

# The log at a solution: $count its count, $letters each region with its colour's letter, such as `WA=R NT=G`.
colouring-solution = 第 { $count } 种着色：{ $letters }

# The panel's title once every region has a colour.
colouring-all-coloured = 全部着色

# The panel's title: $region the region coloured next.
colouring-next = 下一个: { $region }:

# The panel's line of a colour refused at the region coloured next: $neighbour the neighbour that holds it.
colouring-refused = 不行：{ $neighbour }

# The panel's line of a colour free at the region coloured next.
colouring-free = 可用

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-graph-colouring = 图着色

# The title of the preset `australia` in the menu, over its board and in `backtrack presets`.
preset-australia = 澳大利亚地图三色着色

# What the preset `australia` shows: the menu's details and `backtrack presets`.
preset-australia-about = 澳大利亚本土各州、领地和塔斯马尼亚，即罗素与诺维格《人工智能：一种现代的方法》里的地图着色例子：三种颜色共有 18 种着色。

# The title of the preset `china` in the menu, over its board and in `backtrack presets`.
preset-china = 中国十四个省级行政区三色着色

# What the preset `china` shows: the menu's details and `backtrack presets`.
preset-china-about = 中国北部和东部的十四个省级行政区，从内蒙古到浙江，三种颜色共有 12 种着色；两省的官方省情概况都写明相邻时才算相邻。

# The title of the preset `petersen` in the menu, over its board and in `backtrack presets`.
preset-petersen = 彼得森图三色着色

# What the preset `petersen` shows: the menu's details and `backtrack presets`.
preset-petersen-about = 十个顶点，每个三个邻居，画不成平面地图：色多项式在 3 处的值是 120，三种颜色共有 120 种着色。

# The title of the preset `wheel` in the menu, over its board and in `backtrack presets`.
preset-wheel = 奇轮四色着色

# What the preset `wheel` shows: the menu's details and `backtrack presets`.
preset-wheel-about = 一个中心加一圈五个顶点：奇数圈要三种颜色，中心要第四种；四种颜色共有 120 种着色，三种颜色没有。

# The title of the preset `groetzsch` in the menu, over its board and in `backtrack presets`.
preset-groetzsch = 格罗奇图三色着色：无解

# What the preset `groetzsch` shows: the menu's details and `backtrack presets`.
preset-groetzsch-about = 十一个顶点，没有任何三角形，却仍然无法用三种颜色着色：搜索要试遍每一个分支才能确定。

## (quiz)

# The colouring's question: $region the region being coloured.
quiz-colouring-ask = { $region }：涂哪种颜色？

# Why a colour is refused: $colour its letter, $region the neighbour that has it.
quiz-colouring-neighbour = 邻区 { $region } 已是 { $colour }

## What a breakpoint's error calls the parts of the colouring's board.
## (colouring-parts)

# A region of a map, as the breakpoint errors name it.
board-part-region = 区域

# A colour of a map, as the breakpoint errors name it.
board-part-colour = 颜色

## The map editor: the menu's entry, its heading, its panel, its status lines and its keys.
## (map-editor)

# The menu's entry of a new map.
new-map = 新建地图

# What the new map entry opens.
new-map-about = 手动建一张地图：区域、区域之间的边界、颜色数。边编辑边计算着色方案的个数；Enter 播放，w 以地图文件保存到谜题文件夹。

# The map editor's heading for a new map.
map-editor-new = 新的地图

# The map editor's list of regions: $count how many.
map-regions = 区域（{ $count } 个）

# The map editor's border picker: $region the region whose borders are chosen.
map-borders-of = { $region } 的邻区

# The map editor's border picker, beside the region itself.
map-itself = （自身）

# The map editor's panel: $region the region under the cursor, $neighbours the regions it borders.
map-neighbours = { $region } 与 { $neighbours } 相邻

# The map editor's panel, a list of regions one more long: $list the regions so far, $name the next.
map-and = { $list }、{ $name }

# The map editor's panel: $region the region under the cursor, which borders none.
map-no-neighbours = { $region } 没有相邻的区域

# The map editor's panel: $count how many colours.
map-colours = 颜色数：{ $count }

# The map editor's panel: $count how many borders.
map-border-count = 边界数：{ $count }

# The map editor's panel: $count how many colourings.
map-count = 着色方案：{ $count } 种

# The map editor's panel: more colourings than $cap.
map-more-than = 着色方案：超过 { $cap } 种

# The map editor's panel while a name is typed: $name the name so far.
map-naming = 新名称：{ $name }

# The map editor's panel while a name is typed: the rule of names, $max the longest.
map-name-rule = 名称以英文字母开头，只含字母、数字、_ 和 -，最多 { $max } 个字符。Enter 确定，Esc 保留原名。

# What keeps the map from a search: no regions.
map-no-regions = 还没有区域：按 a 添加

# What keeps the map from a search: region $place has no name.
map-empty-name = 第 { $place } 个区域没有名称

# What keeps the map from a search: $name does not start with a letter.
map-not-a-letter = { $name }：名称必须以字母开头

# What keeps the map from a search: $name is a keyword of the map format.
map-keyword = { $name } 是地图格式的关键字：请换一个名称

# What keeps the map from a search: $name is longer than $max characters.
map-too-long = { $name }：名称最多 { $max } 个字符

# What keeps the map from a search: two regions are named $name.
map-duplicate = 有两个区域都叫 { $name }

# What keeps the map from a search: $name borders itself.
map-self-border = { $name } 与自身相邻

# What keeps the map from a search: the map reader's own words, $why.
map-unreadable = 地图读不出来：{ $why }

# The status line, a region added to a full map: $max the most regions.
map-full = 编辑器中的地图最多 { $max } 个区域

# Up and Down in the map editor and its border picker.
key-map-choose = 选择区域

# a in the map editor.
key-map-add = 在这个区域后面添加区域，并输入名称

# r in the map editor.
key-map-rename = 给这个区域改名

# r in the map editor's footer.
hint-rename = 改名

# x in the map editor.
key-map-delete = 删除这个区域及其边界

# b in the map editor.
key-map-borders = 选择与这个区域相邻的区域

# b in the map editor's footer.
hint-borders = 邻区

# + and - in the map editor.
key-map-colours = 增加或减少一种颜色

# + and - in the map editor's footer.
hint-colours = 颜色

# Space in the border picker.
key-pick-toggle = 添加或去掉与这个区域的边界

# Space in the border picker's footer.
hint-toggle = 边界

# Esc in the border picker.
key-pick-done = 回到区域列表

# Esc in the border picker's footer.
hint-done = 完成

# The word that may come before a map's region in a breakpoint, such as `region SA=red`.
slot-word-region = 区域
