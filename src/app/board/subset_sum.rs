//! The subset sum board: the include/exclude tree with the branches the pruning refuses,
//! the numbers marked taken or skipped, the running sum against the target, and the two
//! pruning tests worked out for the number being decided.

use std::fmt::Display;

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};

use super::block_glyph;
use super::{
    Canvas, Pieces, TreeMarks, draw_centered, draw_too_small, fit_of, fits, largest_fit, list,
    pieces_width, tree_path_style, width_of,
};
use crate::app::Form;
use crate::app::code_view::line;
use crate::app::{BoardFit, Code, Lang, Listing, NoKeys, Role, Show, Telling, Theme};
use crate::engine::{Event, Frame, Search};
use crate::problems::SubsetSum;
use crate::problems::subset_sum::{Refusal, SKIP, TAKE};

/// The include/exclude search with its two prunings, in both forms and every language:
/// taking a number is the first branch, skipping it the other.
const CODE: Listing = Listing(&[
    line("// rest[i] = a[i] + a[i+1] + ... + a[n-1]").zh("// rest[i]：a[i] 到 a[n-1] 之和"),
    line("solve(i, sum):"),
    line("  if i == n:"),
    line("    output the taken a[j]; return")
        .zh("    输出选中的 a[j]; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    output the taken a[j]; return true")
        .zh("    输出选中的 a[j]; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  if sum + rest[i] < target: return").only(Form::All),
    line("  if sum + rest[i] < target: return false").only(Form::First),
    line("  if sum + a[i] <= target:"),
    line("    take a[i]; sum += a[i]")
        .zh("    选 a[i]; sum += a[i]")
        .runs(Role::Place),
    line("    solve(i+1, sum)").only(Form::All),
    line("    if solve(i+1, sum): return true").only(Form::First),
    line("    untake a[i]; sum -= a[i]")
        .zh("    撤回选 a[i]; sum -= a[i]")
        .runs(Role::Remove),
    line("  if sum + rest[i+1] >= target:"),
    line("    skip a[i]")
        .zh("    不选 a[i]")
        .runs(Role::PlaceOther),
    line("    solve(i+1, sum)").only(Form::All),
    line("    if solve(i+1, sum): return true").only(Form::First),
    line("    unskip a[i]")
        .zh("    撤回不选 a[i]")
        .runs(Role::RemoveOther),
    line("  return false").only(Form::First),
]);

/// The most numbers whose whole tree is drawn: 2^5 = 32 leaves take 63 columns.
const WHOLE_TREE_UP_TO: usize = 5;
/// The distances between neighbouring leaves the tree is drawn with, widest first: on a
/// large screen the tree spreads out.
const TREE_SPACINGS: [u16; 5] = [8, 6, 4, 3, 2];
/// The fewest levels a path shows when the whole path does not fit.
const MIN_WINDOW: usize = 4;
/// The most numbers in one row of them.
const NUMBERS_PER_ROW: usize = 20;
/// The columns a row of numbers may take on the compact board.
const COMPACT_NUMBERS_WIDTH: u16 = 30;
/// The columns a row of numbers may take under the tree or the path, at least: as many as
/// the tree or the path if that is more.
const NUMBERS_WIDTH: u16 = 40;
/// The most rows of numbers: past that, a row holds more than its columns allow.
const MAX_NUMBER_ROWS: usize = 6;
/// Cells of the bar that sets the running sum against the target.
const BAR: usize = 12;
/// The widest note on a path level about the choices not taken there.
const SIBLINGS_WIDTH: u16 = 20;

impl Show for SubsetSum {
    type Options = ();
    type Action = NoKeys;

    fn heading(&self, lang: Lang) -> String {
        let (n, target) = (self.size(), self.target());
        match lang {
            Lang::En => format!("Subset sum: {n} numbers, target {target}"),
            Lang::Zh => format!("子集和：{n} 个数，目标 {target}"),
        }
    }

    fn code_table(&self) -> Listing {
        CODE
    }

    fn solution_call(&self, _last: Option<&Frame>, tell: Telling) -> String {
        let i = tell.numbering.of(self.size());
        let output = tell.pick("output", "输出");
        format!("solve(i={i},sum={}): {output}", self.target())
    }

    fn role(&self, event: Event) -> Role {
        match event {
            Event::Place { choice, .. } if choice != TAKE => Role::PlaceOther,
            Event::Remove { choice, .. } if choice != TAKE => Role::RemoveOther,
            event => Role::of(event),
        }
    }

    fn choice_name(&self, choice: u8) -> String {
        if choice == TAKE { "+" } else { "-" }.to_string()
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        let numbering = tell.numbering;
        let i = frame.slot() as usize;
        let lang = tell.lang;
        let decision = frame.placed().map_or("-", |c| word_in(c, lang));
        let shown = numbering.of(i);
        let mut label = format!("solve(i={shown},sum={}) {decision}", self.sum_before(i));
        let (tried, left) = (tell.pick("tried", "试过"), tell.pick("left", "剩"));
        if !frame.tried().is_empty() {
            let words = list(frame.tried(), 2, |c| word_in(c, lang).to_string());
            label += &format!(" {tried} {words}");
        }
        label + &format!(" {left} {}", frame.untried().len())
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        let state = search.problem();
        let target = state.target();
        let lang = tell.lang;
        match event {
            Event::Place { slot, choice } => {
                let i = slot as usize;
                let a = number(state, i);
                let before = state.sum_before(i);
                if choice == TAKE {
                    let sum = state.sum();
                    let mut said = tell.pick(
                        format!("take {a}: sum {sum} of {target}"),
                        format!("选 {a}：和为 {sum}，目标 {target}"),
                    );
                    if state.refusal(i, SKIP).is_some() {
                        let rest = state.rest(i + 1);
                        said += &tell.pick(
                            format!("; without it {before} + {rest} left cannot reach {target}"),
                            format!("；不选它的话 {before} + 剩余 {rest} 达不到 {target}"),
                        );
                    }
                    said
                } else if state.refusal(i, TAKE).is_some() {
                    tell.pick(
                        format!("{a} cannot be taken ({before} + {a} passes {target}): skip it"),
                        format!("{a} 不能选({before} + {a} 超过 {target})：不选它"),
                    )
                } else {
                    tell.pick(
                        format!("skip {a} now that taking it is done: sum {before} of {target}"),
                        format!("选 {a} 的分支已走完，改为不选：和为 {before}，目标 {target}"),
                    )
                }
            }
            Event::Remove { slot, choice } => narrate_removal(state, slot as usize, choice, lang),
            Event::Solution => {
                let (count, sum) = (search.counters().solutions, sum_text(state));
                tell.pick(
                    format!("solution {count}: {sum}"),
                    format!("第 {count} 个解：{sum}"),
                )
            }
        }
    }

    fn board_min_size(&self) -> (u16, u16) {
        Layout::new(self, Tier::Compact).size()
    }

    fn board_fit(
        &self,
        width: u16,
        height: u16,
        _options: (),
        _code: Code,
        theme: &Theme,
    ) -> Option<BoardFit> {
        let area = Rect::new(0, 0, width, height);
        let (layout, legend) = choose(self, area, 0, theme)?;
        Some(fit_of(
            area,
            layout.size(),
            legend.as_ref(),
            layout.is_window(),
        ))
    }

    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        _options: (),
        _code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let area = area.intersection(buf.area);
        let view = View::new(search, last);
        let state = search.problem();
        let focus = search.frames().len().saturating_sub(1);
        match choose(state, area, focus, theme) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(buf, area, state.board_min_size(), theme),
        }
    }
}

/// Why the search steps back over `choice` for number `slot`, in words of `lang`.
fn narrate_removal(state: &SubsetSum, slot: usize, choice: u8, lang: Lang) -> String {
    let a = number(state, slot);
    let target = state.target();
    let undo = match (lang, choice == TAKE) {
        (Lang::En, true) => format!("take {a} back out"),
        (Lang::En, false) => format!("undo skipping {a}"),
        (Lang::Zh, true) => format!("撤回选 {a}"),
        (Lang::Zh, false) => format!("撤回不选 {a}"),
    };
    let next = slot + 1;
    if next >= state.size() {
        return match lang {
            Lang::En => format!("{undo} to look for the next solution"),
            Lang::Zh => format!("{undo}，去找下一个解"),
        };
    }
    // The running sum the next number was decided with.
    let sum = state.sum() + if choice == TAKE { a } else { 0 };
    let b = number(state, next);
    let take = state.refusal_at(next, sum, TAKE);
    let skip = state.refusal_at(next, sum, SKIP);
    let (rest, rest_after) = (state.rest(next), state.rest(next + 1));
    match (lang, take, skip) {
        (Lang::En, Some(Refusal::CannotReach), _) => {
            format!("{sum} + {rest} left cannot reach {target}: {undo}")
        }
        (Lang::En, Some(_), Some(_)) => format!(
            "dead end at {b}: {sum} + {b} passes {target}, {sum} + {rest_after} left cannot \
             reach {target}: {undo}"
        ),
        (Lang::En, ..) => format!("nothing left to try for {b}: {undo}"),
        (Lang::Zh, Some(Refusal::CannotReach), _) => {
            format!("{sum} + 剩余 {rest} 达不到 {target}：回溯，{undo}")
        }
        (Lang::Zh, Some(_), Some(_)) => format!(
            "{b} 是死路：{sum} + {b} 超过 {target}，{sum} + 剩余 {rest_after} 达不到 \
             {target}：回溯，{undo}"
        ),
        (Lang::Zh, ..) => format!("{b} 已没有可再试的：回溯，{undo}"),
    }
}

/// The word after the root of a path: where the search starts.
fn start_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => " start",
        Lang::Zh => " 开始",
    }
}

/// `take` or `skip` in `lang`.
fn word_in(choice: u8, lang: Lang) -> &'static str {
    match (lang, choice == TAKE) {
        (Lang::En, true) => "take",
        (Lang::En, false) => "skip",
        (Lang::Zh, true) => "选",
        (Lang::Zh, false) => "不选",
    }
}

/// Number `index`, or 0 past the end (never asked for by the search).
fn number(state: &SubsetSum, index: usize) -> u64 {
    state.numbers().get(index).copied().unwrap_or(0)
}

/// The taken numbers as a sum: `3 + 4 + 2 = 9`.
fn sum_text(state: &SubsetSum) -> String {
    let terms: Vec<String> = state.taken().map(|a| a.to_string()).collect();
    let terms = if terms.is_empty() {
        "0".to_string()
    } else {
        terms.join(" + ")
    };
    format!("{terms} = {}", state.sum())
}

fn digits(value: u64) -> u16 {
    width_of(&value.to_string())
}

/// The largest layout that fits in `area`, with its legend: the whole tree (for up to five
/// numbers) with its leaves as far apart as there is room for, else the whole path, else
/// a window of the path's levels ending at `focus`, else the compact board.
fn choose(
    state: &SubsetSum,
    area: Rect,
    focus: usize,
    theme: &Theme,
) -> Option<(Layout, Option<Pieces>)> {
    let n = state.size();
    let measures = Measures::of(state);
    let trees = TREE_SPACINGS
        .iter()
        .filter(|_| n <= WHOLE_TREE_UP_TO)
        .map(|&spacing| Tier::Tree(spacing));
    // On a large screen the numbers are block digits: a tree with them before one
    // without, and a tree before a path.
    let blocks = !theme.is_ascii();
    let trees: Vec<Tier> = trees.collect();
    let in_blocks = |tiers: &[Tier]| -> Vec<Layout> {
        tiers
            .iter()
            .filter(|_| blocks)
            .map(|&tier| Layout::with(&measures, tier).in_blocks())
            .collect()
    };
    let plain = |tiers: &[Tier]| -> Vec<Layout> {
        tiers
            .iter()
            .map(|&tier| Layout::with(&measures, tier))
            .collect()
    };
    let whole = [
        in_blocks(&trees),
        plain(&trees),
        in_blocks(&[Tier::Path]),
        plain(&[Tier::Path]),
    ]
    .into_iter()
    .flatten()
    .map(|layout| {
        let legend = legend(layout.tier, theme);
        (layout, Some(legend))
    })
    .collect();
    if let Some(chosen) = largest_fit(area, whole, Layout::size) {
        return Some(chosen);
    }
    let path = Layout::with(&measures, Tier::Path);
    let fixed = path.size().1 - n as u16;
    let rows = usize::from(area.height.saturating_sub(fixed)).min(n);
    if path.size().0 <= area.width && rows >= n.min(MIN_WINDOW) {
        let first = (focus + 1).saturating_sub(rows).min(n - rows);
        return Some((path.window(first, rows), None));
    }
    let compact = Layout::with(&measures, Tier::Compact);
    fits(area, compact.size()).then_some((compact, None))
}

/// The key to the board's marks, as styled pieces of one line.
fn legend(tier: Tier, theme: &Theme) -> Pieces {
    let g = |u, a| theme.glyph(u, a).to_string();
    let tell = theme.telling(None);
    let words = |en: &str, zh: &str| (tell.pick(en, zh).to_string(), theme.dim());
    let refused = [
        (g("✗", "x"), theme.attacked()),
        words(" refused  ", " 被剪枝  "),
    ];
    let here = [
        ("3".to_string(), theme.current()),
        words(" here  ", " 当前  "),
    ];
    match tier {
        Tier::Tree(_) => [
            vec![words("left take, right skip  ", "左为选，右为不选  ")],
            refused.to_vec(),
            here.to_vec(),
            vec![
                ("3".to_string(), theme.visited()),
                words(" done  ", " 已走完  "),
                ("3".to_string(), theme.removed()),
                words(" taken back", " 已撤回"),
            ],
        ]
        .concat(),
        _ => [
            vec![
                (g("✓", "+"), theme.flag_on()),
                words(" take  ", " 选  "),
                (g("–", "-"), theme.dim()),
                words(" skip  ", " 不选  "),
            ],
            refused.to_vec(),
            here.to_vec(),
            vec![
                (back_mark(theme).to_string(), theme.removed()),
                words(" taken back", " 已撤回"),
            ],
        ]
        .concat(),
    }
}

/// The mark of a decided number: `✓` taken, `–` skipped.
fn mark(choice: u8, theme: &Theme) -> &'static str {
    if choice == TAKE {
        theme.glyph("✓", "+")
    } else {
        theme.glyph("–", "-")
    }
}

/// The mark of a number whose decision was just taken back: the search goes back up.
fn back_mark(theme: &Theme) -> &'static str {
    theme.glyph("↶", "^")
}

/// The line of the pruning test of `choice` for number `a`, with the running sum `sum`,
/// `with` = sum + a, and `rest` the numbers that would be left (from `a` on when both
/// choices are refused, else after it). Generic so that its width can be measured with
/// the widest numbers the problem can show. In the words of `lang`.
#[allow(clippy::too_many_arguments)]
fn test_words(
    choice: u8,
    refusal: Option<Refusal>,
    a: impl Display,
    sum: impl Display,
    with: impl Display,
    rest: impl Display,
    target: impl Display,
    lang: Lang,
) -> String {
    let chosen = word_in(choice, lang);
    match (lang, choice, refusal) {
        (Lang::En, TAKE, None) => format!("take {a}: {sum} + {a} = {with}, within {target}"),
        (Lang::En, TAKE, Some(Refusal::PassesTarget)) => {
            format!("take {a}: {sum} + {a} = {with} passes {target}")
        }
        (Lang::En, _, Some(_)) => {
            format!("{chosen} {a}: {sum} + {rest} left cannot reach {target}")
        }
        (Lang::En, _, None) => format!("skip {a}: {sum} + {rest} left can reach {target}"),
        (Lang::Zh, TAKE, None) => format!("选 {a}：{sum} + {a} = {with}，不超过 {target}"),
        (Lang::Zh, TAKE, Some(Refusal::PassesTarget)) => {
            format!("选 {a}：{sum} + {a} = {with}，超过 {target}")
        }
        (Lang::Zh, _, Some(_)) => {
            format!("{chosen} {a}：{sum} + 剩余 {rest} 达不到 {target}")
        }
        (Lang::Zh, _, None) => format!("不选 {a}：{sum} + 剩余 {rest} 能达到 {target}"),
    }
}

/// How the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tier {
    /// The whole include/exclude tree, one level a row, take on the left, for up to five
    /// numbers, with leaves this many columns apart.
    Tree(u16),
    /// The current path only, one level a row, with what became of the other choice.
    Path,
    /// The numbers and the sum, nothing else.
    Compact,
}

/// The widths a problem's layouts are made of, worked out once for all its tiers.
#[derive(Clone, Copy, Debug)]
struct Measures {
    n: usize,
    /// Digits of the widest number and of the target.
    number_w: u16,
    target_w: u16,
    /// The widest the sum line and the pruning tests get under the tree or the path.
    lines_w: u16,
    /// The widest the compact board's sum line gets.
    compact_w: u16,
}

impl Measures {
    fn of(state: &SubsetSum) -> Self {
        let n = state.size();
        let number_w = state.numbers().iter().map(|&a| digits(a)).max();
        let (target_w, total_w) = (digits(state.target()), digits(state.total()));
        // Every sum the board writes is at most the target or the total: written with as
        // many nines, a line is as wide as it gets.
        let t = "9".repeat(usize::from(target_w));
        let all = "9".repeat(usize::from(total_w));
        // The widest in either language, so that switching it never moves the board.
        let langs = [Lang::En, Lang::Zh];
        let sum = langs
            .map(|lang| {
                let theme = Theme::new(false, true).speaking(lang);
                pieces_width(&sum_pieces(&t, &t, &all, [Bar::Sum; BAR], &theme))
            })
            .into_iter()
            .max()
            .unwrap_or(0);
        let refusals = [
            None,
            Some(Refusal::PassesTarget),
            Some(Refusal::CannotReach),
        ];
        let tests = langs
            .into_iter()
            .flat_map(|lang| {
                let (t, all) = (&t, &all);
                [TAKE, SKIP]
                    .into_iter()
                    .flat_map(move |choice| {
                        refusals
                            .map(|refusal| test_words(choice, refusal, all, all, all, all, t, lang))
                    })
                    .chain([finished_words(lang), all_decided_words(n, t, lang)])
            })
            .map(|line| width_of(&line) + 2)
            .max()
            .unwrap_or(0);
        Measures {
            n,
            number_w: number_w.unwrap_or(1),
            target_w,
            lines_w: sum.max(tests),
            compact_w: [Lang::En, Lang::Zh]
                .map(|lang| width_of(&compact_sum_line(&t, &t, &all, lang)))
                .into_iter()
                .max()
                .unwrap_or(0),
        }
    }
}

/// Where everything goes for one problem in one tier.
struct Layout {
    tier: Tier,
    n: usize,
    /// Digits of the widest number and of the target.
    number_w: u16,
    target_w: u16,
    /// The widest of the lines under the numbers.
    lines_w: u16,
    /// Path: the first level shown and how many are.
    first: usize,
    rows: usize,
    /// How many numbers a row of them holds.
    per_row: usize,
    /// Tree: columns left and right of the leaves for the labels of the outer nodes.
    pad: (u16, u16),
    /// Rows above the numbers: the tree or the path and a blank line.
    top: u16,
    /// The width of the tree with its column of numbers, or of the path.
    upper_width: u16,
    /// Whether the numbers are drawn in block digits, three rows high.
    blocks: bool,
    size: (u16, u16),
}

impl Layout {
    fn new(state: &SubsetSum, tier: Tier) -> Self {
        Layout::with(&Measures::of(state), tier)
    }

    fn with(measures: &Measures, tier: Tier) -> Self {
        let n = measures.n;
        debug_assert!(
            n <= WHOLE_TREE_UP_TO || !matches!(tier, Tier::Tree(_)),
            "BUG: the whole tree of {n} numbers"
        );
        let mut layout = Layout {
            tier,
            n,
            number_w: measures.number_w,
            target_w: measures.target_w,
            lines_w: match tier {
                Tier::Compact => measures.compact_w,
                _ => measures.lines_w,
            },
            first: 0,
            rows: n,
            per_row: 1,
            pad: (0, 0),
            top: 0,
            upper_width: 0,
            blocks: false,
            size: (0, 0),
        };
        layout.pad = layout.tree_pad();
        layout.measure();
        layout
    }

    /// The layout showing only path levels `first..first + rows`.
    fn window(mut self, first: usize, rows: usize) -> Self {
        self.first = first;
        self.rows = rows;
        self.measure();
        self
    }

    /// The same layout with its numbers in block digits.
    fn in_blocks(mut self) -> Self {
        self.blocks = true;
        self.measure();
        self
    }

    /// The columns a number takes in the row of numbers, and the blank after it.
    fn number_cell(&self) -> (u16, u16) {
        if self.blocks {
            let widest = "9".repeat(usize::from(self.number_w));
            (block_glyph::width(&widest), 2)
        } else {
            (self.number_w, 1)
        }
    }

    fn is_window(&self) -> bool {
        self.rows < self.n
    }

    fn size(&self) -> (u16, u16) {
        self.size
    }

    /// How many numbers go in a row when they may take `budget` columns: as many as fit,
    /// but enough that they take no more than a few rows.
    fn numbers_per_row(&self, budget: u16) -> usize {
        let (width, gap) = self.number_cell();
        let fit = usize::from(budget / (width + gap)).max(1);
        fit.max(self.n.div_ceil(MAX_NUMBER_ROWS))
            .min(NUMBERS_PER_ROW)
            .min(self.n)
    }

    /// The rows of the numbers: each row of them a row of digits (or of blocks) and a
    /// row of marks.
    fn numbers_rows(&self) -> u16 {
        let digits = if self.blocks { block_glyph::HEIGHT } else { 1 };
        (digits + 1) * self.n.div_ceil(self.per_row) as u16
    }

    /// The distance between neighbouring nodes of a tree level.
    fn spacing(&self, level: usize) -> u16 {
        match self.tier {
            Tier::Tree(leaves) => leaves << (self.n - level),
            _ => 0,
        }
    }

    /// Whether a tree level's nodes show their sums, else a circle: when neighbours are
    /// far enough apart. No node's sum passes the target (a take that would is refused),
    /// so the target's width is enough.
    fn labels(&self, level: usize) -> bool {
        level == 0 || self.spacing(level) > self.target_w
    }

    /// Columns the labels of a tree's outermost nodes reach past its outermost leaves.
    fn tree_pad(&self) -> (u16, u16) {
        let Tier::Tree(leaves) = self.tier else {
            return (0, 0);
        };
        let w = self.target_w;
        (1..=self.n)
            .filter(|&level| self.labels(level))
            .map(|level| {
                // The outermost node of a level is this far in from the outermost leaf.
                let inset = leaves * ((1u16 << (self.n - level)) - 1) / 2;
                (
                    ((w - 1) / 2).saturating_sub(inset),
                    (w / 2).saturating_sub(inset),
                )
            })
            .fold((0, 0), |(l, r), (a, b)| (l.max(a), r.max(b)))
    }

    /// Where the path's sums go: past the deepest level's number.
    fn sum_column(&self) -> u16 {
        (self.n as u16 - 1) + 4 + self.number_w + 2
    }

    fn measure(&mut self) {
        let n = self.n as u16;
        let (upper_rows, upper_width) = match self.tier {
            Tier::Tree(leaves) => (
                2 * n + 1,
                self.number_w + 1 + self.pad.0 + leaves * ((1 << n) - 1) + 1 + self.pad.1,
            ),
            Tier::Path => (
                1 + self.rows as u16,
                self.sum_column() + 4 + self.target_w + 2 + SIBLINGS_WIDTH,
            ),
            Tier::Compact => (0, 0),
        };
        self.top = if upper_rows > 0 { upper_rows + 1 } else { 0 };
        self.upper_width = upper_width;
        let budget = match self.tier {
            Tier::Compact => COMPACT_NUMBERS_WIDTH,
            // Blocks are about three times as wide: a row of them may be twice as long.
            _ if self.blocks => upper_width.max(2 * NUMBERS_WIDTH),
            _ => upper_width.max(NUMBERS_WIDTH),
        };
        let (width, gap) = self.number_cell();
        self.per_row = self.numbers_per_row(budget + gap);
        let numbers = self.per_row as u16 * (width + gap) - gap;
        let lower_rows = if self.tier == Tier::Compact { 1 } else { 3 };
        self.size = (
            upper_width.max(numbers).max(self.lines_w),
            self.top + self.numbers_rows() + lower_rows,
        );
    }

    fn draw(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        match self.tier {
            Tier::Tree(_) => self.draw_tree(view, theme, canvas),
            Tier::Path => self.draw_path(view, theme, canvas),
            Tier::Compact => {}
        }
        self.draw_numbers(view, theme, canvas);
        self.draw_sum(view, theme, canvas);
    }

    /// Where the tree starts: centred over the lines under it when they are wider.
    fn tree_left(&self) -> u16 {
        (self.size.0 - self.upper_width) / 2
    }

    /// The column of the node whose decisions are `prefix` (take 0 on the left, skip 1
    /// on the right): over the middle of the leaves under it.
    fn node_x(&self, prefix: &[u8]) -> u16 {
        let Tier::Tree(leaves) = self.tier else {
            return 0;
        };
        let n = self.n;
        let first_leaf: u16 = prefix
            .iter()
            .enumerate()
            .map(|(j, &choice)| u16::from(choice) << (n - 1 - j))
            .sum();
        let under = 1u16 << (n - prefix.len());
        let left = self.tree_left() + self.number_w + 1 + self.pad.0;
        left + leaves * (2 * first_leaf + under - 1) / 2
    }

    fn draw_tree(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let state = view.search.problem();
        let gutter = self.tree_left();
        let focus = view.focus_slot();
        for (k, &a) in state.numbers().iter().enumerate() {
            let text = format!("{a:>width$}", width = usize::from(self.number_w));
            let style = if Some(k) == focus {
                theme.accent()
            } else {
                theme.dim()
            };
            canvas.text(gutter, 2 * k as u16 + 1, &text, style);
        }
        let here = 2 * view.path.len() as u16;
        canvas.text(gutter, here, theme.glyph("▶", ">"), theme.accent());
        let mut prefix = Vec::with_capacity(self.n);
        self.draw_node(view, &mut prefix, 0, theme, canvas);
    }

    /// Draws the node `prefix` with running sum `sum`, its two branches and what hangs
    /// under them.
    fn draw_node(
        &self,
        view: &View<'_>,
        prefix: &mut Vec<u8>,
        sum: u64,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let level = prefix.len();
        let x = self.node_x(prefix);
        let y = 2 * level as u16;
        let style = view.node_style(prefix, theme);
        if self.labels(level) {
            let label = sum.to_string();
            canvas.text(
                x.saturating_sub((width_of(&label) - 1) / 2),
                y,
                &label,
                style,
            );
        } else {
            canvas.text(x, y, theme.glyph("○", "o"), style);
        }
        if level == self.n {
            return;
        }
        let state = view.search.problem();
        let link_y = y + 1;
        let here = view.path == prefix.as_slice();
        let mut junction = theme.border();
        for choice in [TAKE, SKIP] {
            prefix.push(choice);
            let child_x = self.node_x(prefix);
            let (from, to) = (x.min(child_x), x.max(child_x));
            if state.refusal_at(level, sum, choice).is_some() {
                // A short crossed stub halfway to where the child would be.
                let reach = ((to - from) / 2).max(1);
                let end = if choice == TAKE { x - reach } else { x + reach };
                let stub = if here {
                    theme.attacked().add_modifier(Modifier::BOLD)
                } else {
                    theme.attacked()
                };
                for lx in x.min(end)..=x.max(end) {
                    if lx != x {
                        canvas.char(lx, link_y, line_char(theme), stub);
                    }
                }
                canvas.text(end, link_y, theme.glyph("✗", "x"), stub);
            } else {
                let on_path = view.on_path(prefix);
                let arm = if on_path {
                    tree_path_style(theme).remove_modifier(Modifier::UNDERLINED)
                } else {
                    theme.border()
                };
                if on_path {
                    junction = arm;
                }
                for lx in from + 1..to {
                    canvas.char(lx, link_y, line_char(theme), arm);
                }
                let corner = match (theme.is_ascii(), choice == TAKE) {
                    (true, _) => '+',
                    (false, true) => '┌',
                    (false, false) => '┐',
                };
                canvas.char(child_x, link_y, corner, arm);
                let a = state.numbers()[level];
                let child_sum = if choice == TAKE { sum + a } else { sum };
                self.draw_node(view, prefix, child_sum, theme, canvas);
            }
            prefix.pop();
        }
        let join = if theme.is_ascii() { '+' } else { '┴' };
        canvas.char(x, link_y, join, junction);
    }

    fn draw_path(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let search = view.search;
        let state = search.problem();
        let x = canvas.text(0, 0, theme.glyph("○", "o"), view.node_style(&[], theme));
        canvas.text(x, 0, start_word(theme.lang()), theme.dim());
        let frames = search.frames();
        let shown = self.first..(self.first + self.rows).min(frames.len());
        for (row, k) in shown.clone().enumerate() {
            let frame = &frames[k];
            let y = 1 + row as u16;
            let mut x = canvas.text(k as u16, y, theme.glyph("└ ", "` "), theme.border());
            let a = format!("{:<w$}", number(state, k), w = usize::from(self.number_w));
            let removed = match view.last {
                Some(Event::Remove { slot, choice }) if slot as usize == k => Some(choice),
                _ => None,
            };
            match (frame.placed(), removed) {
                (Some(choice), _) => {
                    let style = view.node_style(&view.path[..=k], theme);
                    x = canvas.text(x, y, mark(choice, theme), style);
                    canvas.text(x + 1, y, &a, style);
                    let sum = match theme.lang() {
                        Lang::En => format!("sum {}", state.sum_before(k + 1)),
                        Lang::Zh => format!("和 {}", state.sum_before(k + 1)),
                    };
                    canvas.text(self.sum_column(), y, &sum, theme.dim());
                }
                (None, Some(_)) => {
                    x = canvas.text(x, y, back_mark(theme), theme.removed());
                    canvas.text(x + 1, y, &a, theme.removed());
                }
                (None, None) => {
                    x = canvas.text(x, y, "?", theme.dim());
                    canvas.text(x + 1, y, &a, theme.text());
                }
            }
            let x = self.sum_column() + 4 + self.target_w + 2;
            self.draw_siblings(frame, x, y, theme, canvas);
        }
        if self.first > 0 {
            canvas.text(0, 1, theme.glyph("↑", "^"), theme.accent());
        }
        if frames.len() > shown.end {
            canvas.text(0, self.rows as u16, theme.glyph("↓", "v"), theme.accent());
        }
    }

    /// What became of the choices of a path level that are not in place: `take done`,
    /// `skip next`, `take ✗`.
    fn draw_siblings(&self, frame: &Frame, x: u16, y: u16, theme: &Theme, canvas: &mut Canvas<'_>) {
        let shown: Vec<u8> = [TAKE, SKIP]
            .into_iter()
            .filter(|&c| frame.placed() != Some(c))
            .collect();
        let mut x = x;
        for (i, &choice) in shown.iter().enumerate() {
            if i > 0 {
                x = canvas.text(x, y, ", ", theme.dim());
            }
            let lang = theme.lang();
            x = canvas.text(x, y, word_in(choice, lang), theme.dim());
            let (state, style) = if !frame.choices().contains(choice) {
                (theme.glyph("✗", "x"), theme.attacked())
            } else if frame.tried().contains(choice) {
                (theme.telling(None).pick("done", "已试"), theme.visited())
            } else {
                (theme.telling(None).pick("next", "待试"), theme.text())
            };
            x = canvas.text(x + 1, y, state, style);
        }
    }

    /// The numbers in rows, each with its mark under its last digit.
    fn draw_numbers(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let state = view.search.problem();
        let per_row = self.per_row;
        let w = usize::from(self.number_w);
        let (width, gap) = self.number_cell();
        let row_height = self.numbers_rows() / self.n.div_ceil(per_row) as u16;
        for (i, &a) in state.numbers().iter().enumerate() {
            let x = (i % per_row) as u16 * (width + gap);
            let y = self.top + row_height * (i / per_row) as u16;
            let (glyph, glyph_style, style) = view.number_look(i, theme);
            if self.blocks {
                let text = a.to_string();
                let x = x + width - block_glyph::width(&text);
                block_glyph::draw_text(canvas, (x, y), &text, style, false);
                // The mark under the middle of the number's last block.
                canvas.text(x + block_glyph::width(&text) - 2, y + 3, glyph, glyph_style);
            } else {
                canvas.text(x, y, &format!("{a:>w$}"), style);
                canvas.text(x + self.number_w - 1, y + 1, glyph, glyph_style);
            }
        }
    }

    /// The running sum against the target, and, but on the compact board, the pruning
    /// tests for the number being decided.
    fn draw_sum(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let state = view.search.problem();
        let y = self.top + self.numbers_rows();
        let (sum, target, left) = (state.sum(), state.target(), state.left());
        if self.tier == Tier::Compact {
            let line = compact_sum_line(sum, target, left, theme.lang());
            canvas.text(0, y, &line, theme.text());
            return;
        }
        let bar = bar(sum, left, target);
        canvas.pieces(0, y, &sum_pieces(sum, target, left, bar, theme));
        for (dy, line) in view.test_lines(theme).into_iter().enumerate() {
            canvas.pieces(0, y + 1 + dy as u16, &line);
        }
    }
}

/// The sum line: `sum 7 / 9  [█████████░░░]  2 left`.
fn sum_pieces(
    sum: impl Display,
    target: impl Display,
    left: impl Display,
    bar: [Bar; BAR],
    theme: &Theme,
) -> Pieces {
    let tell = theme.telling(None);
    let mut pieces = vec![
        (tell.pick("sum ", "和 ").to_string(), theme.text()),
        (sum.to_string(), theme.flag_on()),
        (format!(" / {target}  ["), theme.text()),
    ];
    pieces.extend(bar.map(|cell| match cell {
        Bar::Sum => (theme.glyph("█", "#").to_string(), theme.flag_on()),
        Bar::Reach => (theme.glyph("░", "=").to_string(), theme.dim()),
        Bar::Short => (theme.glyph("·", ".").to_string(), theme.attacked()),
    }));
    let left = tell.pick(format!("]  {left} left"), format!("]  剩余 {left}"));
    pieces.push((left, theme.text()));
    pieces
}

/// The sum line of the compact board, in `lang`: `sum 6/7, 9 left`.
fn compact_sum_line(
    sum: impl Display,
    target: impl Display,
    left: impl Display,
    lang: Lang,
) -> String {
    match lang {
        Lang::En => format!("sum {sum}/{target}, {left} left"),
        Lang::Zh => format!("和 {sum}/{target}，剩余 {left}"),
    }
}

fn finished_words(lang: Lang) -> String {
    match lang {
        Lang::En => "every branch is searched".to_string(),
        Lang::Zh => "每个分支都已搜索完".to_string(),
    }
}

fn all_decided_words(n: usize, target: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("all {n} decided: the sum is {target}"),
        Lang::Zh => format!("{n} 个数都已决定：和为 {target}"),
    }
}

/// One cell of the sum bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bar {
    /// Covered by the running sum.
    Sum,
    /// Not covered yet, but the numbers left can still cover it.
    Reach,
    /// Out of reach of the numbers left.
    Short,
}

/// The cells of the bar from 0 to `target`: the running sum, then what the numbers left
/// can add, then what they cannot.
fn bar(sum: u64, left: u64, target: u64) -> [Bar; BAR] {
    let scale = |value: u64| {
        let value = u128::from(value.min(target));
        (value * BAR as u128 / u128::from(target.max(1))) as usize
    };
    let (filled, reach) = (scale(sum), scale(sum.saturating_add(left)));
    std::array::from_fn(|i| {
        if i < filled {
            Bar::Sum
        } else if i < reach {
            Bar::Reach
        } else {
            Bar::Short
        }
    })
}

fn line_char(theme: &Theme) -> char {
    if theme.is_ascii() { '-' } else { '─' }
}

/// The search as the board shows it.
struct View<'a> {
    search: &'a Search<SubsetSum>,
    last: Option<Event>,
    /// The decisions so far, one a decided number: the path from the root.
    path: Vec<u8>,
}

impl<'a> View<'a> {
    fn new(search: &'a Search<SubsetSum>, last: Option<Event>) -> Self {
        let state = search.problem();
        let path = (0..state.decided())
            .filter_map(|i| state.decision(i))
            .collect();
        View { search, last, path }
    }

    /// The number the search decides next, if any is left and the run is not over.
    fn focus_slot(&self) -> Option<usize> {
        let state = self.search.problem();
        let decided = state.decided();
        let over = self.search.frames().is_empty() && self.last.is_some();
        (decided < state.size() && !over).then_some(decided)
    }

    /// The tree's marks as the search stands.
    fn marks(&self) -> TreeMarks<'_> {
        TreeMarks {
            frames: self.search.frames(),
            path: &self.path,
            last: self.last,
        }
    }

    fn on_path(&self, prefix: &[u8]) -> bool {
        self.marks().on_path(prefix)
    }

    /// How the node `prefix` is drawn; every leaf is a solution, so those found stay
    /// marked.
    fn node_style(&self, prefix: &[u8], theme: &Theme) -> Style {
        let leaf = prefix.len() == self.search.problem().size();
        self.marks().style(prefix, leaf, theme)
    }

    /// Number `i`'s mark under it, the mark's style and the number's style.
    fn number_look(&self, i: usize, theme: &Theme) -> (&'static str, Style, Style) {
        let state = self.search.problem();
        let (glyph, glyph_style, mut style) = match state.decision(i) {
            Some(TAKE) if self.last == Some(Event::Solution) => {
                (mark(TAKE, theme), theme.solution(), theme.solution())
            }
            Some(TAKE) => (
                mark(TAKE, theme),
                theme.flag_on(),
                theme.text().add_modifier(Modifier::BOLD),
            ),
            Some(choice) => (mark(choice, theme), theme.dim(), theme.dim()),
            None => (theme.glyph("·", "."), theme.dim(), theme.text()),
        };
        match self.last {
            Some(Event::Place { slot, .. }) if slot as usize == i => {
                style = style.patch(theme.current());
            }
            Some(Event::Remove { slot, .. }) if slot as usize == i => {
                return (back_mark(theme), theme.removed(), theme.removed());
            }
            _ => {}
        }
        (glyph, glyph_style, style)
    }

    /// The two pruning tests worked out for the number being decided, each a line of
    /// styled pieces; or what the state is when no number is being decided.
    fn test_lines(&self, theme: &Theme) -> Vec<Pieces> {
        let state = self.search.problem();
        let target = state.target().to_string();
        let lang = theme.lang();
        let Some(i) = self.focus_slot() else {
            let n = state.size();
            let words = if state.decided() == n {
                all_decided_words(n, &target, lang)
            } else {
                finished_words(lang)
            };
            return vec![vec![(words, theme.text())]];
        };
        let (a, sum) = (state.numbers()[i], state.sum());
        [TAKE, SKIP]
            .into_iter()
            .map(|choice| {
                let refusal = state.refusal_at(i, sum, choice);
                let rest = match (choice, refusal) {
                    (TAKE, _) => state.rest(i),
                    _ => state.rest(i + 1),
                };
                let words = test_words(choice, refusal, a, sum, sum + a, rest, &target, lang);
                match refusal {
                    Some(_) => vec![
                        (theme.glyph("✗ ", "x ").to_string(), theme.attacked()),
                        (words, theme.attacked()),
                    ],
                    None => vec![
                        (theme.glyph("✓ ", "+ ").to_string(), theme.flag_on()),
                        (words, theme.text()),
                    ],
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use insta::assert_snapshot;

    use super::*;
    use crate::app::board::test_support::{
        self as support, ASCII, COLOR, MONO, find, render, run, styled, sweep,
    };
    use crate::app::screen_text;
    use crate::engine::StopAfter;
    use crate::problems::Numbering;

    fn problem(numbers: &[u64], target: u64) -> SubsetSum {
        SubsetSum::new(numbers, target).expect("BUG: a valid problem")
    }

    /// The tutorials' example: {3, 4, 2} and {4, 5} make 9.
    fn tutorial() -> SubsetSum {
        problem(&[3, 34, 4, 12, 5, 2], 9)
    }

    /// Four numbers whose whole tree fits on a small screen, with the same two answers.
    fn four() -> SubsetSum {
        problem(&[3, 4, 5, 2], 9)
    }

    #[test]
    fn narration_of_the_tutorial_walk() {
        let mut search = Search::new(tutorial(), StopAfter::Exhaustion);
        let said: Vec<String> = (0..20)
            .map(|_| {
                let event = search.next().unwrap();
                SubsetSum::narrate(&search, event, Telling::numbered(Numbering::FromZero))
            })
            .collect();
        let expected = [
            "take 3: sum 3 of 9",
            "34 cannot be taken (3 + 34 passes 9): skip it",
            "take 4: sum 7 of 9",
            "12 cannot be taken (7 + 12 passes 9): skip it",
            "5 cannot be taken (7 + 5 passes 9): skip it",
            "take 2: sum 9 of 9; without it 7 + 0 left cannot reach 9",
            "solution 1: 3 + 4 + 2 = 9",
            "take 2 back out to look for the next solution",
            "nothing left to try for 2: undo skipping 5",
            "nothing left to try for 5: undo skipping 12",
            "nothing left to try for 12: take 4 back out",
            "skip 4 now that taking it is done: sum 3 of 9",
            "12 cannot be taken (3 + 12 passes 9): skip it",
            "take 5: sum 8 of 9; without it 3 + 2 left cannot reach 9",
            "dead end at 2: 8 + 2 passes 9, 8 + 0 left cannot reach 9: take 5 back out",
            "nothing left to try for 5: undo skipping 12",
            "nothing left to try for 12: undo skipping 4",
            "nothing left to try for 4: undo skipping 34",
            "nothing left to try for 34: take 3 back out",
            "skip 3 now that taking it is done: sum 0 of 9",
        ];
        assert_eq!(said, expected);
    }

    #[test]
    fn code_lines_frames_and_heading() {
        let state = tutorial();
        let all = StopAfter::Exhaustion;
        let code = state.pseudo_code(all, Lang::En);
        let line = |event| code[state.code_line(Some(event), all).unwrap()];
        let place = |choice| Event::Place { slot: 2, choice };
        let remove = |choice| Event::Remove { slot: 2, choice };
        assert_eq!(line(place(TAKE)).trim(), "take a[i]; sum += a[i]");
        assert_eq!(line(place(SKIP)).trim(), "skip a[i]");
        assert_eq!(line(remove(TAKE)).trim(), "untake a[i]; sum -= a[i]");
        assert_eq!(line(remove(SKIP)).trim(), "unskip a[i]");
        assert!(line(Event::Solution).contains("output"));
        assert_eq!(state.code_line(None, all), None);
        assert_eq!(state.heading(Lang::En), "Subset sum: 6 numbers, target 9");
        // Back from the first solution to 4, whose take is done.
        let (search, _) = run(tutorial(), 11);
        let state = search.problem();
        let labels: Vec<String> = search
            .frames()
            .iter()
            .map(|f| state.frame_label(f, Telling::numbered(Numbering::FromZero)))
            .collect();
        assert_eq!(
            labels,
            [
                "solve(i=0,sum=0) take left 1",
                "solve(i=1,sum=3) skip left 0",
                "solve(i=2,sum=3) - tried take left 1",
            ]
        );
    }

    /// Eight numbers: too many for the whole tree, so the path is drawn.
    fn eight() -> SubsetSum {
        problem(&[3, 34, 4, 12, 5, 2, 7, 8], 15)
    }

    #[test]
    fn four_numbers_show_the_whole_tree() {
        let cases = [
            ("four_start", 0),
            ("four_mid", 3),
            ("four_dead_end", 11),
            ("four_solution", 5),
        ];
        for (name, steps) in cases {
            let (search, last) = run(four(), steps);
            let buf = render(&search, last, (), &COLOR, 40, 17);
            assert_snapshot!(name, screen_text(&buf));
        }
    }

    #[test]
    fn eight_numbers_show_the_path_in_ascii() {
        let (search, last) = run(eight(), 20);
        let (w, h) = Layout::new(search.problem(), Tier::Path).size();
        let buf = render(&search, last, (), &ASCII, w, h);
        assert_snapshot!("eight_path_ascii", screen_text(&buf));
        let (w, h) = search.problem().board_min_size();
        let buf = render(&search, last, (), &ASCII, w, h);
        assert_snapshot!("eight_compact_ascii", screen_text(&buf));
        let small = render(&search, last, (), &ASCII, w - 1, 20);
        assert_eq!(screen_text(&small).trim(), format!("board needs {w}x{h}"));
    }

    /// The cell of the tree node `prefix` for four numbers after `steps` events, drawn in
    /// monochrome at the size of the tree's narrowest form.
    fn node(steps: usize, prefix: &[u8]) -> ratatui::buffer::Cell {
        let (search, last) = run(four(), steps);
        let (w, h) = Layout::new(search.problem(), Tier::Tree(2)).size();
        let area = Rect::new(0, 0, w, h);
        let (layout, _) = choose(search.problem(), area, 0, &MONO).expect("BUG: it fits");
        assert_eq!(layout.tier, Tier::Tree(2));
        let buf = render(&search, last, (), &MONO, w, h);
        buf[(layout.node_x(prefix), 2 * prefix.len() as u16)].clone()
    }

    #[test]
    fn the_tree_marks_the_search_without_colour() {
        // Step 11 takes 5 back out of {3, 5}: 3 is taken, 4 skipped, and the first
        // solution lies behind.
        let here = node(11, &[TAKE, SKIP]);
        assert_eq!(here.symbol(), "3");
        assert!(styled(&here, MONO.current()));
        assert!(styled(&node(11, &[TAKE]), tree_path_style(&MONO)));
        assert!(styled(&node(11, &[TAKE, SKIP, TAKE]), MONO.removed()));
        assert_eq!(node(11, &[TAKE, SKIP, TAKE]).symbol(), "8");
        assert!(styled(&node(11, &[TAKE, TAKE]), MONO.visited()));
        let found = node(11, &[TAKE, TAKE, SKIP, TAKE]);
        assert_eq!(found.symbol(), "9");
        assert!(styled(
            &found,
            MONO.solution().add_modifier(Modifier::ITALIC)
        ));
        let ahead = node(11, &[SKIP]);
        assert_eq!((ahead.symbol(), ahead.modifier), ("0", Modifier::empty()));
        // At a solution the path is drawn as one.
        let leaf = node(5, &[TAKE, TAKE, SKIP, TAKE]);
        assert!(styled(
            &leaf,
            MONO.solution().add_modifier(Modifier::REVERSED)
        ));
    }

    #[test]
    fn refused_branches_are_crossed_stubs() {
        // After taking 3 and 4: 5 would pass 9, so the left branch under 7 is a stub.
        let (search, last) = run(four(), 2);
        let (w, h) = Layout::new(search.problem(), Tier::Tree(2)).size();
        for theme in [COLOR, MONO, ASCII] {
            let buf = render(&search, last, (), &theme, w, h);
            let crosses = find(&buf, theme.glyph("✗", "x"));
            // Eight refused branches in the tree's nine rows.
            let in_tree = crosses.iter().filter(|&&(_, y)| y < 9).count();
            assert_eq!(in_tree, 8, "{crosses:?}");
            let drawn = screen_text(&buf);
            let refused = theme.glyph(
                "✗ take 5: 7 + 5 = 12 passes 9",
                "x take 5: 7 + 5 = 12 passes 9",
            );
            assert!(drawn.contains(refused), "{drawn}");
            assert!(drawn.contains("skip 5: 7 + 2 left can reach 9"), "{drawn}");
            assert!(drawn.contains("sum 7 / 9"), "{drawn}");
        }
    }

    #[test]
    fn a_long_path_shows_a_window_ending_at_the_search() {
        let numbers: Vec<u64> = (1..=20).collect();
        let (search, last) = run(problem(&numbers, 100), 40);
        let state = search.problem();
        let full = Layout::new(state, Tier::Path).size();
        let fit = state
            .board_fit(full.0, 16, (), None, &Theme::new(false, true))
            .unwrap();
        assert!(fit.window && fit.size.0 == full.0, "{fit:?}");
        let buf = render(&search, last, (), &ASCII, full.0, 16);
        let drawn = screen_text(&buf);
        assert!(drawn.contains('^'), "{drawn}");
        let deepest = search.frames().len() - 1;
        let number = state.numbers()[deepest];
        assert!(drawn.contains(&format!("? {number}")), "{drawn}");
    }

    #[test]
    fn every_step_is_told_and_its_lines_fit() {
        let big: Vec<u64> = (0..60).map(|i| 1_000_000_000_000 + i).collect();
        let problems = [
            four(),
            tutorial(),
            eight(),
            problem(&[5], 5),
            problem(&[1, 2, 3], 9),
            problem(&big, 3_000_000_000_061),
        ];
        for start in problems {
            let mut search = Search::new(start, StopAfter::Exhaustion);
            let mut last = None;
            for _ in 0..400 {
                let view = View::new(&search, last);
                let state = search.problem();
                let whole = state.size() <= WHOLE_TREE_UP_TO;
                let tiers = [Tier::Tree(2), Tier::Path].into_iter();
                for tier in tiers.filter(|&t| whole || t == Tier::Path) {
                    let layout = Layout::new(state, tier);
                    for line in view.test_lines(&COLOR) {
                        assert!(pieces_width(&line) <= layout.size().0);
                    }
                    let cells = bar(state.sum(), state.left(), state.target());
                    let sum = sum_pieces(state.sum(), state.target(), state.left(), cells, &COLOR);
                    assert!(pieces_width(&sum) <= layout.size().0);
                }
                let compact = Layout::new(state, Tier::Compact).size().0;
                let line = compact_sum_line(state.sum(), state.target(), state.left(), Lang::Zh);
                assert!(width_of(&line) <= compact);
                let Some(event) = search.next() else { break };
                assert!(
                    !SubsetSum::narrate(&search, event, Telling::numbered(Numbering::FromZero))
                        .is_empty()
                );
                last = Some(event);
            }
        }
    }

    /// The names of code the Chinese words of subset sum keep.
    const CODE_NAMES: &[&str] = &[
        "solve", "sum", "rest", "target", "if", "return", "true", "false",
    ];

    #[test]
    fn chinese_pseudo_code_runs_line_for_line_with_the_english() {
        let state = tutorial();
        for stop in [StopAfter::First, StopAfter::Exhaustion] {
            let (en, zh) = (
                state.pseudo_code(stop, Lang::En),
                state.pseudo_code(stop, Lang::Zh),
            );
            support::same_lines(&en, &zh);
            let events = [TAKE, SKIP].into_iter().flat_map(|choice| {
                [
                    Event::Place { slot: 0, choice },
                    Event::Remove { slot: 0, choice },
                ]
            });
            for event in events.chain([Event::Solution]) {
                let line = state.code_line(Some(event), stop).unwrap();
                assert!(!zh[line].is_ascii(), "{}", zh[line]);
            }
        }
    }

    #[test]
    fn a_whole_run_in_chinese_has_no_english_word() {
        let state = tutorial();
        support::no_english_in_a_run(&state, StopAfter::Exhaustion, CODE_NAMES);
        assert_eq!(state.heading(Lang::Zh), "子集和：6 个数，目标 9");
        let tell = Telling {
            lang: Lang::Zh,
            ..Telling::default()
        };
        let mut search = Search::new(tutorial(), StopAfter::Exhaustion);
        let said: Vec<String> = std::iter::from_fn(|| {
            let event = search.next()?;
            Some(SubsetSum::narrate(&search, event, tell))
        })
        .take(15)
        .collect();
        assert_eq!(said[1], "34 不能选(3 + 34 超过 9)：不选它");
        assert_eq!(
            said[5],
            "选 2：和为 9，目标 9；不选它的话 7 + 剩余 0 达不到 9"
        );
        assert_eq!(said[6], "第 1 个解：3 + 4 + 2 = 9");
        assert_eq!(said[8], "2 已没有可再试的：回溯，撤回不选 5");
        assert_eq!(
            said[14],
            "2 是死路：8 + 2 超过 9，8 + 剩余 0 达不到 9：回溯，撤回选 5"
        );
    }

    #[test]
    fn a_chinese_tree_with_its_tests() {
        let (search, last) = run(four(), 3);
        let buf = render(&search, last, (), &support::ZH, 44, 20);
        let shown = screen_text(&buf);
        assert_snapshot!("four_zh", shown);
    }

    #[test]
    fn every_size_draws_without_panic() {
        let big: Vec<u64> = (0..60).map(|i| 1_000_000_000_000 + i).collect();
        let cases = [
            (problem(&[5], 5), 1),
            (four(), 11),
            (problem(&[3, 34, 4, 12, 5], 9), 5),
            (eight(), 20),
            (problem(&big, 3_000_000_000_061), 30),
        ];
        for (start, steps) in cases {
            let (search, last) = run(start, steps);
            sweep(&search, last, ());
        }
    }

    #[test]
    fn every_event_of_a_whole_run_marks_the_line_it_runs() {
        for (stop, output) in [
            (StopAfter::First, "output the taken a[j]; return true"),
            (StopAfter::Exhaustion, "output the taken a[j]; return"),
        ] {
            let met =
                support::walk_running_lines(&tutorial(), stop, None, |_, event| match event {
                    Event::Place { choice: TAKE, .. } => "take a[i]; sum += a[i]",
                    Event::Place { .. } => "skip a[i]",
                    Event::Remove { choice: TAKE, .. } => "untake a[i]; sum -= a[i]",
                    Event::Remove { .. } => "unskip a[i]",
                    Event::Solution => output,
                });
            // A run to the first solution may never take a branch back.
            assert!(met.contains(output), "{met:?}");
            if stop == StopAfter::Exhaustion {
                assert_eq!(met.len(), 5, "{met:?}");
            }
        }
    }
}
