### The graph colouring's own words in English: its board, its questions and its presets.

## The graph colouring's board: its pseudo-code, colours, heading, stack, narration and legend.
## (graph-colouring)

# The pseudo-code's test that the colouring is complete, between `if ` and `:`.
colouring-code-every-region-coloured = every region has a colour

# The pseudo-code's output line, before `; return` or `; return true`.
colouring-code-output = output the colouring

# The pseudo-code's test of a colour, between `if ` and `:`: $region and $colour the code's names of the region and the colour.
colouring-code-no-neighbour-has = no neighbour of { $region } has { $colour }

# The pseudo-code's recursive call, inside `colour(…)`.
colouring-code-next-region = next region

# The pseudo-code's undo line, after `region = `.
colouring-code-no-colour = none

# The heading over the board: $regions how many regions, $colours how many colours.
colouring-heading = Graph colouring: { $regions ->
    [one] { $regions } region
   *[other] { $regions } regions
}, { $colours ->
    [one] { $colours } colour
   *[other] { $colours } colours
}

# After the heading, following ` · `, when the most constrained region is coloured first.
colouring-most-constrained = most constrained

# A colour's name, choice 0: on the stack, in the log, the panel and the legend.
colouring-red = red

# A colour's name, choice 1.
colouring-green = green

# A colour's name, choice 2.
colouring-blue = blue

# A colour's name, choice 3.
colouring-yellow = yellow

# A colour's name, choice 4.
colouring-orange = orange

# A colour's name, choice 5.
colouring-purple = purple

# A colour's name, choice 6.
colouring-cyan = cyan

# A colour's name, choice 7.
colouring-magenta = magenta

# The stack's top call at a solution, after `colour(-): `.
colouring-output = output

# A stack frame's colours tried: $colours their letters, such as `RG`.
colouring-tried = tried { $colours }

# The log: a colour refused at the region coloured: $colour its name, $region that region, $neighbour the neighbour that holds it.
colouring-refused-at = { $colour } refused at { $region }: { $neighbour } is { $colour }

# The log at a removal: $colour the colour's name, $region the region.
colouring-take-off = take { $colour } off { $region }: try its next colour

# The log at a solution: $count its count, $letters each region with its colour's letter, such as `WA=R NT=G`.
colouring-solution = colouring { $count }: { $letters }

# The panel's title once every region has a colour.
colouring-all-coloured = all coloured

# The panel's title: $region the region coloured next.
colouring-next = next: { $region }:

# The panel's line of a colour refused at the region coloured next: $neighbour the neighbour that holds it.
colouring-refused = refused: { $neighbour }

# The panel's line of a colour free at the region coloured next.
colouring-free = free

## The problems, their presets and the tutorials, by name: titles and descriptions.
## (presets)

# The menu's heading over a problem's presets, and the problem in a message.
problem-graph-colouring = Graph colouring

# The title of the preset `australia` in the menu, over its board and in `backtrack presets`.
preset-australia = Australia in 3 colours

# What the preset `australia` shows: the menu's details and `backtrack presets`.
preset-australia-about = The mainland states and territories of Australia and Tasmania, the map colouring example of Russell and Norvig's Artificial Intelligence: A Modern Approach: 18 colourings in 3 colours.

# The title of the preset `china` in the menu, over its board and in `backtrack presets`.
preset-china = 14 provinces of China in 3 colours

# What the preset `china` shows: the menu's details and `backtrack presets`.
preset-china-about = Fourteen provincial-level divisions of northern and eastern China, from Inner Mongolia to Zhejiang, 12 colourings in 3 colours; a border is kept when each province's official overview names the other as a neighbour.

# The title of the preset `petersen` in the menu, over its board and in `backtrack presets`.
preset-petersen = The Petersen graph in 3 colours

# What the preset `petersen` shows: the menu's details and `backtrack presets`.
preset-petersen-about = Ten vertices, three neighbours each, no map of a plane: its chromatic polynomial at 3 is 120, so 120 colourings in 3 colours.

# The title of the preset `wheel` in the menu, over its board and in `backtrack presets`.
preset-wheel = An odd wheel in 4 colours

# What the preset `wheel` shows: the menu's details and `backtrack presets`.
preset-wheel-about = A hub inside a ring of five: the odd ring takes three colours and the hub a fourth; 120 colourings in 4 colours, none in 3.

# The title of the preset `groetzsch` in the menu, over its board and in `backtrack presets`.
preset-groetzsch = The Groetzsch graph in 3 colours: none

# What the preset `groetzsch` shows: the menu's details and `backtrack presets`.
preset-groetzsch-about = Eleven vertices with no triangle among them, and still no colouring in 3 colours: the search has to try every branch to be sure.

## (quiz)

# The colouring's question: $region the region being coloured.
quiz-colouring-ask = { $region }: which colour?

# Why a colour is refused: $colour its letter, $region the neighbour that has it.
quiz-colouring-neighbour = { $colour } is on the neighbour { $region }

## What a breakpoint's error calls the parts of the colouring's board.
## (colouring-parts)

# A region of a map, as the breakpoint errors name it.
board-part-region = region

# A colour of a map, as the breakpoint errors name it.
board-part-colour = colour

## The map editor: the menu's entry, its heading, its panel, its status lines and its keys.
## (map-editor)

# The menu's entry of a new map.
new-map = New map

# What the new map entry opens.
new-map-about = A map to build by hand: regions, the borders between them, the number of colours. The colourings are counted as you edit; Enter plays the map, w saves it to the puzzle folder as a map file.

# The map editor's heading for a new map.
map-editor-new = new map

# The map editor's list of regions: $count how many.
map-regions = Regions ({ $count })

# The map editor's border picker: $region the region whose borders are chosen.
map-borders-of = Borders of { $region }

# The map editor's border picker, beside the region itself.
map-itself = (itself)

# The map editor's panel: $region the region under the cursor, $neighbours the regions it borders.
map-neighbours = { $region } borders { $neighbours }

# The map editor's panel, a list of regions one more long: $list the regions so far, $name the next.
map-and = { $list }, { $name }

# The map editor's panel: $region the region under the cursor, which borders none.
map-no-neighbours = { $region } borders no region

# The map editor's panel: $count how many colours.
map-colours = Colours: { $count }

# The map editor's panel: $count how many borders.
map-border-count = Borders: { $count }

# The map editor's panel: $count how many colourings.
map-count = Colourings: { $count }

# The map editor's panel: more colourings than $cap.
map-more-than = Colourings: more than { $cap }

# The map editor's panel while a name is typed: $name the name so far.
map-naming = New name: { $name }

# The map editor's panel while a name is typed: the rule of names, $max the longest.
map-name-rule = A name starts with a letter and has letters, digits, _ and - only, { $max } at most. Enter takes it, Esc keeps the old one.

# What keeps the map from a search: no regions.
map-no-regions = no regions yet: a adds one

# What keeps the map from a search: region $place has no name.
map-empty-name = region { $place } has no name

# What keeps the map from a search: $name does not start with a letter.
map-not-a-letter = { $name }: a name starts with a letter

# What keeps the map from a search: $name is a keyword of the map format.
map-keyword = { $name } is a word of the map format: choose another name

# What keeps the map from a search: $name is longer than $max characters.
map-too-long = { $name }: a name has at most { $max } characters

# What keeps the map from a search: two regions are named $name.
map-duplicate = two regions are named { $name }

# What keeps the map from a search: $name borders itself.
map-self-border = { $name } borders itself

# What keeps the map from a search: the map reader's own words, $why.
map-unreadable = the map does not read: { $why }

# The status line, a region added to a full map: $max the most regions.
map-full = the editor makes maps of { $max } regions at most

# Up and Down in the map editor and its border picker.
key-map-choose = choose a region

# a in the map editor.
key-map-add = add a region after this one and type its name

# r in the map editor.
key-map-rename = type a new name for this region

# r in the map editor's footer.
hint-rename = rename

# x in the map editor.
key-map-delete = delete this region and its borders

# b in the map editor.
key-map-borders = choose the regions this one borders

# b in the map editor's footer.
hint-borders = borders

# + and - in the map editor.
key-map-colours = one colour more or fewer

# + and - in the map editor's footer.
hint-colours = colours

# Space in the border picker.
key-pick-toggle = make or remove the border with this region

# Space in the border picker's footer.
hint-toggle = border

# Esc in the border picker.
key-pick-done = back to the list of regions

# Esc in the border picker's footer.
hint-done = done

# The word that may come before a map's region in a breakpoint, such as `region SA=red`.
slot-word-region = region
