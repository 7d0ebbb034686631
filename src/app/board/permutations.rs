//! The permutations board: seed 004's solution-space tree with the search's place in it,
//! the arrangement so far (`m_solution`) and the `used` flags.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};

use super::block_glyph;
use super::permutations_code::{self, Names};
use super::{
    Canvas, Pieces, TreeMarks, draw_centered, draw_too_small, fit_of, largest_fit, link_char, list,
    tree_path_style, width_of,
};
use crate::app::Form;
use crate::app::code_view::line;
use crate::app::{BoardFit, Code, CodeView, Lang, Listing, NoKeys, Role, Show, Telling, Theme};
use crate::engine::{Event, Frame, Search};
use crate::problems::Permutations;

/// Seed 004's `solve()` in both forms and every language.
const CODE: Listing = Listing(&[
    line("solve():"),
    line("  if arranged == n:"),
    line("    output solution[0..n]; return")
        .zh("    输出 solution[0..n]; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    output solution[0..n]; return true")
        .zh("    输出 solution[0..n]; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  for v in 1..=n:"),
    line("    if !used[v]:"),
    line("      solution[arranged++] = v; used[v] = 1").runs(Role::Place),
    line("      solve()").only(Form::All),
    line("      if solve(): return true").only(Form::First),
    line("      arranged--; used[v] = 0").runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The largest n whose whole tree is drawn: 4! = 24 leaves take 47 columns.
const WHOLE_TREE_UP_TO: usize = 4;
/// The distances between neighbouring leaves the tree is drawn with, widest first: on a
/// large screen the tree spreads out.
const TREE_SPACINGS: [u16; 5] = [12, 8, 6, 4, 2];
/// The same for the tree drawn in block digits on a large screen: a block is three
/// columns wide.
const BIG_TREE_SPACINGS: [u16; 4] = [24, 16, 10, 6];

impl Show for Permutations {
    type Options = ();
    type Action = NoKeys;

    fn heading(&self, lang: Lang) -> String {
        match lang {
            Lang::En => format!("Permutations of 1..{}", self.size()),
            Lang::Zh => format!("1..{} 的全排列", self.size()),
        }
    }

    fn code_table(&self) -> Listing {
        CODE
    }

    fn solution_call(&self, _last: Option<&Frame>, tell: Telling) -> String {
        match tell.lang {
            Lang::En => format!("solve(pos={}): output", tell.numbering.of(self.size())),
            Lang::Zh => format!("solve(): 排满 {} 个，输出", self.size()),
        }
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        if let Some(label) = permutations_code::frame_label(frame, tell) {
            return label;
        }
        let numbering = tell.numbering;
        let value = frame.placed().map_or("-".to_string(), |v| v.to_string());
        let pos = numbering.of(frame.slot() as usize);
        // The pseudo-code's `solve()` has no parameters: the position and its value
        // are named in words.
        let mut label = match tell.lang {
            Lang::En => format!("solve(pos={pos}) val={value}"),
            Lang::Zh => format!("solve(): 第 {pos} 位 = {value}"),
        };
        let (tried, left) = (tell.pick("tried", "试过"), tell.pick("left", "剩"));
        if !frame.tried().is_empty() {
            label += &format!(" {tried} {}", list(frame.tried(), 6, |v| v.to_string()));
        }
        label + &format!(" {left} {}", frame.untried().len())
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        if let Some(said) = permutations_code::narrate(search, event, tell.code) {
            return said;
        }
        let numbering = tell.numbering;
        let state = search.problem();
        match event {
            Event::Place { slot, choice } => {
                let pos = numbering.of(slot as usize);
                let arrangement = arrangement_text(state);
                tell.pick(
                    format!("pos {pos} = {choice}: {arrangement}"),
                    format!("第 {pos} 位 = {choice}：{arrangement}"),
                )
            }
            Event::Remove { slot, choice } => {
                let next = slot as usize + 1;
                let (pos, shown_next) = (numbering.of(slot as usize), numbering.of(next));
                match (tell.lang, next >= state.size()) {
                    (Lang::En, true) => {
                        format!("remove {choice} from pos {pos} to look for the next arrangement")
                    }
                    (Lang::En, false) => format!(
                        "pos {shown_next} has no unused value left to try: remove {choice} from pos {pos}"
                    ),
                    (Lang::Zh, true) => format!("撤回第 {pos} 位的 {choice}，去找下一个排列"),
                    (Lang::Zh, false) => format!(
                        "第 {shown_next} 位已没有可再试的未用数：回溯，撤回第 {pos} 位的 {choice}"
                    ),
                }
            }
            Event::Solution => {
                let values: Vec<String> = state.arranged().iter().map(u8::to_string).collect();
                let (count, values) = (search.counters().solutions, values.join(" "));
                tell.pick(
                    format!("solution {count}: {values}"),
                    format!("第 {count} 个解：{values}"),
                )
            }
        }
    }

    fn board_min_size(&self) -> (u16, u16) {
        Layout::new(self.size(), Tier::Compact).size()
    }

    fn code_views(&self) -> Vec<&'static CodeView> {
        permutations_code::views()
    }

    fn board_fit(
        &self,
        width: u16,
        height: u16,
        _options: (),
        code: Code,
        theme: &Theme,
    ) -> Option<BoardFit> {
        let area = Rect::new(0, 0, width, height);
        let (layout, legend) = choose(self.size(), Names::of(code), area, theme)?;
        Some(fit_of(area, layout.size(), legend.as_ref(), false))
    }

    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        _options: (),
        code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let area = area.intersection(buf.area);
        let view = View { search, last };
        let n = search.problem().size();
        match choose(n, Names::of(code), area, theme) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(buf, area, Layout::new(n, Tier::Compact).size(), theme),
        }
    }
}

/// The largest layout for n that fits in `area`, with its legend: the whole tree (for n up
/// to 4) with its nodes as far apart as there is room for, else the path.
fn choose(n: usize, names: Names, area: Rect, theme: &Theme) -> Option<(Layout, Option<Pieces>)> {
    let big = BIG_TREE_SPACINGS
        .iter()
        .filter(|_| !theme.is_ascii())
        .map(|&spacing| Tier::BigTree(spacing));
    let trees = big
        .chain(TREE_SPACINGS.iter().map(|&spacing| Tier::Tree(spacing)))
        .filter(|_| n <= WHOLE_TREE_UP_TO);
    let candidates = trees
        .chain([Tier::Path, Tier::Compact])
        .map(|tier| {
            let legend = (tier != Tier::Compact).then(|| legend(theme));
            (Layout::named(n, tier, names), legend)
        })
        .collect();
    largest_fit(area, candidates, Layout::size)
}

/// The arrangement as seed 004 pictures a node: `[1 3 _ _]`.
fn arrangement_text(state: &Permutations) -> String {
    let slots: Vec<String> = (0..state.size())
        .map(|k| {
            state
                .arranged()
                .get(k)
                .map_or("_".to_string(), u8::to_string)
        })
        .collect();
    format!("[{}]", slots.join(" "))
}

/// The key to the tree's nodes, as styled pieces of one line.
fn legend(theme: &Theme) -> Pieces {
    let tell = theme.telling(None);
    let words = |en: &str, zh: &str| (tell.pick(en, zh).to_string(), theme.dim());
    vec![
        ("3".to_string(), theme.current()),
        words(" here  ", " 当前  "),
        ("3".to_string(), tree_path_style(theme)),
        words(" on the path  ", " 在路径上  "),
        ("3".to_string(), theme.visited()),
        words(" done  ", " 已走完  "),
        ("3".to_string(), theme.removed()),
        words(" taken back", " 已撤回"),
    ]
}

fn factorial(n: usize) -> usize {
    (1..=n).product()
}

fn digits(value: usize) -> u16 {
    width_of(&value.to_string())
}

/// How the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tier {
    /// The whole tree in block digits, for a projector: one level every four rows (a
    /// link row and a digit three rows high), leaves this many columns apart, and the
    /// arrangement in block digits too.
    BigTree(u16),
    /// The whole tree of seed 004's figure, one level a row, for n up to 4, with leaves
    /// this many columns apart.
    Tree(u16),
    /// The current path only, one level a row, each with its siblings counted.
    Path,
    /// The path without indentation, the flags on one line.
    Compact,
}

/// Where everything goes for n in one tier.
struct Layout {
    n: usize,
    tier: Tier,
    /// Rows above the arrangement.
    tree_rows: u16,
    tree_width: u16,
    names: Names,
    /// The whole (width, height), worked out once.
    size: (u16, u16),
    /// Where the tree starts: centred over the lines under it when they are wider.
    tree_left: u16,
}

impl Layout {
    fn new(n: usize, tier: Tier) -> Self {
        Layout::named(n, tier, Names::of(None))
    }

    /// The layout with the arrangement and the flags labelled as `names` says.
    fn named(n: usize, tier: Tier, names: Names) -> Self {
        // A level's line: its indent, an opening (`└ ` or the position), a value of up to
        // two digits, two blanks and the counts of its siblings.
        let widest_line = |indent: u16, opening: u16| {
            (0..n)
                .map(|k| indent * k as u16 + opening + 4 + counts_width(n - k))
                .max()
                .unwrap_or(0)
        };
        let (tree_rows, tree_width) = match tier {
            Tier::BigTree(spacing) => (
                1 + (1 + block_glyph::HEIGHT) * n as u16,
                spacing * (factorial(n) as u16 - 1) + block_glyph::WIDTH,
            ),
            Tier::Tree(spacing) => (1 + 2 * n as u16, spacing * (factorial(n) as u16 - 1) + 1),
            Tier::Path => (1 + n as u16, widest_line(2, 2).max(7)),
            Tier::Compact => (n as u16, widest_line(0, 3)),
        };
        let mut layout = Layout {
            n,
            tier,
            names,
            tree_rows,
            tree_width,
            size: (0, 0),
            tree_left: 0,
        };
        layout.size = layout.measure();
        layout.tree_left = (layout.size.0 - tree_width) / 2;
        layout
    }

    /// Whether the tree and the arrangement are drawn in block digits.
    fn is_big(&self) -> bool {
        matches!(self.tier, Tier::BigTree(_))
    }

    /// The rows from one level of the tree to the next: a link row and the nodes.
    fn level_rows(&self) -> u16 {
        if self.is_big() {
            1 + block_glyph::HEIGHT
        } else {
            2
        }
    }

    /// The step between values in the `used` row.
    fn used_step(&self) -> u16 {
        match self.tier {
            Tier::Compact => 1,
            _ if self.n >= 10 => 3,
            _ => 2,
        }
    }

    fn state_top(&self) -> u16 {
        self.tree_rows + if self.tier == Tier::Compact { 0 } else { 1 }
    }

    fn size(&self) -> (u16, u16) {
        self.size
    }

    fn measure(&self) -> (u16, u16) {
        let n = self.n;
        let values: u16 = (1..=n).map(digits).sum();
        let arrangement = 2 + (n as u16 - 1) + values;
        let (state_width, state_rows) = match self.tier {
            Tier::Compact => (arrangement.max(width_of(self.names.used) + 1 + n as u16), 2),
            Tier::BigTree(_) => {
                let label = width_of(self.names.solution);
                let blocks = (block_glyph::WIDTH + 1) * n as u16 - 1;
                let counted = arranged_width(n);
                let used = label + self.used_step() * (n as u16 - 1) + digits(n);
                (
                    (label + blocks + counted).max(used),
                    block_glyph::HEIGHT + 2,
                )
            }
            _ => {
                let counted = arranged_width(n);
                let label = width_of(self.names.solution);
                let used = label + self.used_step() * (n as u16 - 1) + digits(n);
                ((label + arrangement + counted).max(used), 3)
            }
        };
        (
            self.tree_width.max(state_width),
            self.state_top() + state_rows,
        )
    }

    fn draw(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        match self.tier {
            Tier::Tree(_) | Tier::BigTree(_) => self.draw_tree(view, theme, canvas),
            Tier::Path | Tier::Compact => self.draw_path(view, theme, canvas),
        }
        self.draw_state(view, theme, canvas);
    }

    fn draw_tree(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let root_x = self.node_x(&[]);
        canvas.text(
            root_x,
            0,
            theme.glyph("○", "o"),
            view.node_style(&[], theme),
        );
        let mut prefix = Vec::with_capacity(self.n);
        self.draw_children(view, &mut prefix, theme, canvas);
    }

    /// Draws the children of the node `prefix`, their links to it, and their subtrees.
    fn draw_children(
        &self,
        view: &View<'_>,
        prefix: &mut Vec<u8>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let n = self.n;
        if prefix.len() == n {
            return;
        }
        let children: Vec<u8> = (1..=n as u8).filter(|v| !prefix.contains(v)).collect();
        let parent_x = self.node_x(prefix);
        let level = prefix.len() as u16 + 1;
        let rows = self.level_rows();
        let (link_y, node_y) = (rows * (level - 1) + 1, rows * (level - 1) + 2);
        let xs: Vec<u16> = children
            .iter()
            .map(|&v| {
                prefix.push(v);
                let x = self.node_x(prefix);
                prefix.pop();
                x
            })
            .collect();
        self.draw_link(parent_x, &xs, link_y, theme, canvas);
        for (&value, &x) in children.iter().zip(&xs) {
            prefix.push(value);
            let style = view.node_style(prefix, theme);
            if view.on_path(prefix) {
                let (from, to) = (parent_x.min(x), parent_x.max(x));
                for lx in from..=to {
                    let ch = link_char(lx, parent_x, &xs, theme);
                    canvas.char(
                        lx,
                        link_y,
                        ch,
                        tree_path_style(theme).remove_modifier(Modifier::UNDERLINED),
                    );
                }
            }
            if self.is_big() {
                let symbol = char::from(b'0' + value);
                block_glyph::draw(canvas, (x - 1, node_y), symbol, style, false);
            } else {
                canvas.text(x, node_y, &value.to_string(), style);
            }
            self.draw_children(view, prefix, theme, canvas);
            prefix.pop();
        }
    }

    /// The line joining a parent at `parent_x` to children at `xs`: `┌──┴──┐`.
    fn draw_link(&self, parent_x: u16, xs: &[u16], y: u16, theme: &Theme, canvas: &mut Canvas<'_>) {
        let (Some(&first), Some(&last)) = (xs.first(), xs.last()) else {
            return;
        };
        for x in first..=last {
            canvas.char(x, y, link_char(x, parent_x, xs, theme), theme.border());
        }
    }

    /// Where the node `prefix` is drawn: over the middle of the leaves under it.
    fn node_x(&self, prefix: &[u8]) -> u16 {
        let n = self.n;
        let mut first_leaf = 0;
        for (i, &value) in prefix.iter().enumerate() {
            let rank = (1..value).filter(|v| !prefix[..i].contains(v)).count();
            first_leaf += rank * factorial(n - 1 - i);
        }
        let leaves = factorial(n - prefix.len());
        let spacing = match self.tier {
            Tier::Tree(spacing) | Tier::BigTree(spacing) => usize::from(spacing),
            _ => 2,
        };
        // A block digit is drawn around its middle column.
        let left = self.tree_left + u16::from(self.is_big());
        left + (spacing * first_leaf + spacing * (leaves - 1) / 2) as u16
    }

    fn draw_path(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let indent = if self.tier == Tier::Path { 2 } else { 0 };
        let mut y = 0;
        if self.tier == Tier::Path {
            let root = theme.glyph("○", "o");
            let x = canvas.text(0, 0, root, view.node_style(&[], theme));
            let start = theme.telling(None).pick(" start", " 开始");
            canvas.text(x, 0, start, theme.dim());
            y = 1;
        }
        let search = view.search;
        let arranged = search.problem().arranged();
        for (k, frame) in search.frames().iter().enumerate() {
            let mut x = indent * k as u16;
            if self.tier == Tier::Path {
                x = canvas.text(x, y, theme.glyph("└ ", "` "), theme.border());
            } else {
                let shown = theme.numbering().of(k);
                x = canvas.text(x, y, &format!("{shown:>2} "), theme.dim());
            }
            let (text, style) = match frame.placed() {
                Some(value) => (value.to_string(), view.node_style(&arranged[..=k], theme)),
                None => match view.last {
                    Some(Event::Remove { slot, choice }) if slot as usize == k => {
                        (choice.to_string(), theme.removed())
                    }
                    _ => ("?".to_string(), theme.dim()),
                },
            };
            x = canvas.text(x, y, &text, style);
            let (done, more) = (frame.tried().len(), frame.untried().len());
            let counts = path_counts(done as usize, more as usize, theme.lang());
            canvas.text(x + 2, y, &counts, theme.dim());
            y += 1;
        }
    }

    fn draw_state(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let state = view.search.problem();
        let n = self.n;
        let y = self.state_top();
        let compact = self.tier == Tier::Compact;
        // Block digits put the labels on their middle row and the flags under them.
        let (label_y, y) = if self.is_big() {
            (y + 1, y + block_glyph::HEIGHT - 1)
        } else {
            (y, y)
        };
        let mut x = if compact {
            0
        } else {
            canvas.text(0, label_y, self.names.solution, theme.text())
        };
        if self.is_big() {
            for k in 0..n {
                let (text, style) = view.slot(k, theme);
                let symbol = text
                    .chars()
                    .next()
                    .filter(|_| text.len() == 1)
                    .unwrap_or('?');
                block_glyph::draw(canvas, (x, label_y - 1), symbol, style, false);
                x += block_glyph::WIDTH + u16::from(k + 1 < n);
            }
        } else {
            x = canvas.text(x, y, "[", theme.text());
            for k in 0..n {
                if k > 0 {
                    x = canvas.text(x, y, " ", theme.text());
                }
                let (text, style) = view.slot(k, theme);
                x = canvas.text(x, y, &text, style);
            }
            x = canvas.text(x, y, "]", theme.text());
        }
        if !compact {
            let counted = arranged_words(state.arranged().len(), theme.lang());
            canvas.text(x, label_y, &counted, theme.dim());
        }
        let flags_y = if compact { y + 1 } else { y + 2 };
        let flags_x = if compact {
            let x = canvas.text(0, flags_y, self.names.used, theme.text());
            canvas.text(x, flags_y, " ", theme.text())
        } else {
            canvas.text(0, y + 1, self.names.used, theme.text());
            width_of(self.names.solution)
        };
        for value in 1..=n {
            let step_x = flags_x + self.used_step() * (value as u16 - 1);
            let right = step_x + if compact { 0 } else { digits(value) - 1 };
            if !compact {
                canvas.text(step_x, y + 1, &value.to_string(), theme.dim());
            }
            let (glyph, mut style) = if state.is_used(value) {
                (theme.glyph("■", "1"), theme.flag_on())
            } else {
                (theme.glyph("·", "0"), theme.dim())
            };
            match view.last {
                Some(Event::Place { choice, .. }) if choice as usize == value => {
                    style = style.patch(theme.current());
                }
                Some(Event::Remove { choice, .. }) if choice as usize == value => {
                    style = style.patch(theme.removed());
                }
                _ => {}
            }
            canvas.text(right, flags_y, glyph, style);
        }
    }
}

/// The siblings of a node on the path: those done before it and those still to come.
fn path_counts(done: usize, more: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("({done} done, {more} more)"),
        Lang::Zh => format!("(已试 {done}，还剩 {more})"),
    }
}

/// The widest [`path_counts`] with `done` values tried, in either language.
fn counts_width(done: usize) -> u16 {
    [Lang::En, Lang::Zh]
        .map(|lang| width_of(&path_counts(done, 0, lang)))
        .into_iter()
        .max()
        .unwrap_or(0)
}

/// How many values are arranged, after the arrangement: `  arranged 2`.
fn arranged_words(count: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("  arranged {count}"),
        Lang::Zh => format!("  已排 {count} 个"),
    }
}

/// The widest [`arranged_words`] of up to `n` values, in either language: the board keeps
/// its size when the language changes.
fn arranged_width(n: usize) -> u16 {
    [Lang::En, Lang::Zh]
        .map(|lang| width_of(&arranged_words(n, lang)))
        .into_iter()
        .max()
        .unwrap_or(0)
}

/// The search as the board shows it.
struct View<'a> {
    search: &'a Search<Permutations>,
    last: Option<Event>,
}

impl View<'_> {
    fn arranged(&self) -> &[u8] {
        self.search.problem().arranged()
    }

    /// The tree's marks as the search stands.
    fn marks(&self) -> TreeMarks<'_> {
        TreeMarks {
            frames: self.search.frames(),
            path: self.arranged(),
            last: self.last,
        }
    }

    fn on_path(&self, prefix: &[u8]) -> bool {
        self.marks().on_path(prefix)
    }

    fn node_style(&self, prefix: &[u8], theme: &Theme) -> Style {
        self.marks().style(prefix, false, theme)
    }

    /// What slot `k` of the arrangement shows, and how.
    fn slot(&self, k: usize, theme: &Theme) -> (String, Style) {
        let arranged = self.arranged();
        if let Some(&value) = arranged.get(k) {
            let style = match self.last {
                Some(Event::Solution) => theme.solution(),
                Some(Event::Place { slot, .. }) if slot as usize == k => theme.current(),
                _ => theme.text().add_modifier(Modifier::BOLD),
            };
            return (value.to_string(), style);
        }
        match self.last {
            Some(Event::Remove { slot, choice }) if slot as usize == k => {
                (choice.to_string(), theme.removed())
            }
            _ => ("_".to_string(), theme.dim()),
        }
    }
}

#[cfg(test)]
mod tests {
    use insta::assert_snapshot;

    use super::*;
    use crate::app::board::test_support::{
        self as support, ASCII, COLOR, MONO, render, run, styled, sweep,
    };
    use crate::app::screen_text::{screen_text, text_and_styles};
    use crate::engine::StopAfter;
    use crate::problems::Numbering;

    fn perms(n: usize) -> Permutations {
        Permutations::new(n).expect("BUG: n from 1 to 12")
    }

    #[test]
    fn narration_of_seed_004_walk() {
        let mut search = Search::new(perms(3), crate::engine::StopAfter::Exhaustion);
        let said: Vec<String> = (0..8)
            .map(|_| {
                let event = search.next().unwrap();
                Permutations::narrate(&search, event, Telling::numbered(Numbering::FromZero))
            })
            .collect();
        assert_eq!(
            said,
            [
                "pos 0 = 1: [1 _ _]",
                "pos 1 = 2: [1 2 _]",
                "pos 2 = 3: [1 2 3]",
                "solution 1: 1 2 3",
                "remove 3 from pos 2 to look for the next arrangement",
                "pos 2 has no unused value left to try: remove 2 from pos 1",
                "pos 1 = 3: [1 3 _]",
                "pos 2 = 2: [1 3 2]",
            ]
        );
    }

    #[test]
    fn frames_code_and_heading() {
        let (search, last) = run(perms(3), 6);
        let state = search.problem();
        let labels: Vec<String> = search
            .frames()
            .iter()
            .map(|f| state.frame_label(f, Telling::numbered(Numbering::FromZero)))
            .collect();
        assert_eq!(
            labels,
            [
                "solve(pos=0) val=1 left 2",
                "solve(pos=1) val=- tried 2 left 1"
            ]
        );
        let all = StopAfter::Exhaustion;
        let code = state.pseudo_code(all, Lang::En);
        assert!(code[state.code_line(last, all).unwrap()].contains("arranged--"));
        assert!(code[state.code_line(Some(Event::Solution), all).unwrap()].contains("output"));
        assert_eq!(state.heading(Lang::En), "Permutations of 1..3");
    }

    /// The style of the tree node `prefix` for n = 3 after `steps` events, drawn at the
    /// size of the tree's narrowest form.
    fn node(steps: usize, prefix: &[u8]) -> (String, ratatui::buffer::Cell) {
        let (search, last) = run(perms(3), steps);
        let (w, h) = Layout::new(3, Tier::Tree(2)).size();
        let (layout, _) =
            choose(3, Names::of(None), Rect::new(0, 0, w, h), &MONO).expect("BUG: it fits");
        let buf = render(&search, last, (), &MONO, w, h);
        let at = (layout.node_x(prefix), 2 * prefix.len() as u16);
        (buf[at].symbol().to_string(), buf[at].clone())
    }

    #[test]
    fn the_tree_has_seed_004s_sixteen_nodes_and_marks_the_search() {
        let (search, last) = run(perms(3), 0);
        let layout = Layout::new(3, Tier::Tree(2));
        let (w, h) = layout.size();
        let buf = render(&search, last, (), &COLOR, w, h);
        let tree_rows: String = screen_text(&buf).lines().take(7).collect();
        let nodes = tree_rows
            .chars()
            .filter(|c| c.is_ascii_digit() || *c == '○');
        assert_eq!(nodes.count(), 16);
        // After seven events: 1 2 3 done and 1 3 entered.
        let (symbol, cell) = node(7, &[1, 3]);
        assert_eq!(symbol, "3");
        assert!(styled(&cell, MONO.current()));
        let (_, cell) = node(7, &[1]);
        assert!(styled(&cell, tree_path_style(&MONO)));
        for done in [&[1, 2][..], &[1, 2, 3]] {
            assert!(styled(&node(7, done).1, MONO.visited()), "{done:?}");
        }
        let (_, cell) = node(7, &[2]);
        assert_eq!(cell.modifier, Modifier::empty());
        // Right after taking the 2 back out of position 1.
        assert!(styled(&node(6, &[1, 2]).1, MONO.removed()));
    }

    /// The columns of the digits on each row of `buf`.
    fn digit_columns(buf: &Buffer) -> Vec<Vec<u16>> {
        (0..buf.area.height)
            .map(|y| {
                (0..buf.area.width)
                    .filter(|&x| buf[(x, y)].symbol().chars().all(|c| c.is_ascii_digit()))
                    .filter(|&x| buf[(x, y)].symbol() != " ")
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_tree_spreads_out_on_a_large_screen() {
        let (search, last) = run(perms(3), 7);
        // Too low for the tree in block digits.
        for (width, height, spacing) in [(120, 14, 12), (60, 14, 8), (34, 14, 6), (28, 14, 4)] {
            let buf = render(&search, last, (), &COLOR, width, height);
            // The leaves' row: six nodes, as far apart as the width allows.
            let leaves = digit_columns(&buf)
                .into_iter()
                .rfind(|row| row.len() == 6)
                .unwrap_or_default();
            assert!(
                leaves.windows(2).all(|w| w[1] - w[0] == spacing) && leaves.len() == 6,
                "{width}: {leaves:?}\n{}",
                screen_text(&buf)
            );
        }
    }

    #[test]
    fn a_projector_draws_the_tree_in_block_digits() {
        let (search, last) = run(perms(3), 7);
        let big = screen_text(&render(&search, last, (), &COLOR, 150, 40));
        // The six leaves' bottom rows, 24 columns apart, and the arrangement's three.
        let bottoms = |text: &str| text.lines().map(|l| l.matches("▀▀▀").count()).max();
        assert_eq!(bottoms(&big), Some(6), "{big}");
        assert!(big.contains("█▀▀"), "a block 2 or 5:\n{big}");
        // ASCII has no blocks: the plain tree at the same size.
        let ascii = screen_text(&render(&search, last, (), &ASCII, 150, 40));
        assert!(!ascii.contains('█') && !ascii.contains('▀'), "{ascii}");
    }

    #[test]
    fn trees_in_colour() {
        for (name, steps) in [("empty", 0), ("backtrack", 6), ("mid", 7), ("solution", 4)] {
            let (search, last) = run(perms(3), steps);
            let buf = render(&search, last, (), &COLOR, 34, 14);
            // The backtrack shows the most states at once: its colours are kept too.
            let shown = if name == "backtrack" {
                text_and_styles(&buf)
            } else {
                screen_text(&buf)
            };
            assert_snapshot!(format!("three_{name}"), shown);
        }
        let (search, last) = run(perms(4), 40);
        let buf = render(&search, last, (), &COLOR, 50, 16);
        assert_snapshot!("four_tree", screen_text(&buf));
    }

    #[test]
    fn larger_n_show_the_path() {
        let (search, last) = run(perms(6), 500);
        assert_snapshot!(
            "six_path",
            screen_text(&render(&search, last, (), &COLOR, 50, 16))
        );
        assert_snapshot!(
            "six_path_mono",
            text_and_styles(&render(&search, last, (), &MONO, 40, 14))
        );
        let (search, last) = run(perms(12), 3000);
        let (w, h) = search.problem().board_min_size();
        let compact = render(&search, last, (), &ASCII, w, h);
        assert_snapshot!("twelve_compact_ascii", screen_text(&compact));
        let small = render(&search, last, (), &ASCII, 40, h - 1);
        assert_eq!(screen_text(&small).trim(), format!("board needs {w}x{h}"));
    }

    /// The names of code the Chinese words of the permutations keep.
    const CODE_NAMES: &[&str] = &[
        "solve",
        "pos",
        "val",
        "if",
        "in",
        "for",
        "arranged",
        "solution",
        "used",
        "return",
        "true",
        "false",
        "Solve",
        "m_arranged",
        "m_solution",
        "m_used",
        "Place",
        "Remove",
        "IsFinal",
        "gCount",
    ];

    #[test]
    fn chinese_pseudo_code_runs_line_for_line_with_the_english() {
        let state = perms(3);
        for stop in [StopAfter::First, StopAfter::Exhaustion] {
            let en = state.pseudo_code(stop, Lang::En);
            support::same_lines(&en, &state.pseudo_code(stop, Lang::Zh));
        }
    }

    #[test]
    fn a_whole_run_in_chinese_has_no_english_word() {
        let state = perms(3);
        support::no_english_in_a_run(&state, StopAfter::Exhaustion, CODE_NAMES);
        assert_eq!(state.heading(Lang::Zh), "1..3 的全排列");
        let (search, last) = run(perms(3), 6);
        let tell = Telling {
            lang: Lang::Zh,
            ..Telling::numbered(Numbering::FromZero)
        };
        assert_eq!(
            Permutations::narrate(&search, last.unwrap(), tell),
            "第 2 位已没有可再试的未用数：回溯，撤回第 1 位的 2"
        );
    }

    #[test]
    fn a_chinese_tree_with_its_legend() {
        let (search, last) = run(perms(3), 7);
        let buf = render(&search, last, (), &support::ZH, 50, 13);
        assert_snapshot!("three_zh", screen_text(&buf));
    }

    #[test]
    fn every_size_draws_without_panic() {
        for (n, steps) in [(1, 1), (3, 7), (6, 500), (12, 100)] {
            let (search, last) = run(perms(n), steps);
            sweep(&search, last, ());
        }
    }

    #[test]
    fn every_event_of_a_whole_run_marks_the_line_it_runs() {
        for (stop, output) in [
            (StopAfter::First, "output solution[0..n]; return true"),
            (StopAfter::Exhaustion, "output solution[0..n]; return"),
        ] {
            let met = support::walk_running_lines(&perms(4), stop, None, |_, event| match event {
                Event::Place { .. } => "solution[arranged++] = v; used[v] = 1",
                Event::Remove { .. } => "arranged--; used[v] = 0",
                Event::Solution => output,
            });
            // A run to the first solution may never take a branch back.
            assert!(met.contains(output), "{met:?}");
            if stop == StopAfter::Exhaustion {
                assert_eq!(met.len(), 3, "{met:?}");
            }
        }
        let views = perms(3).code_views();
        assert_eq!(views.len(), 1);
        let met = support::walk_running_lines(
            &perms(3),
            StopAfter::Exhaustion,
            Some(views[0]),
            |_, event| match event {
                Event::Place { .. } => "state.Place(i)",
                Event::Remove { .. } => "state.Remove(i)",
                Event::Solution => "PrintSolution(); gCount++; return",
            },
        );
        assert_eq!(met.len(), 3, "{met:?}");
    }
}
