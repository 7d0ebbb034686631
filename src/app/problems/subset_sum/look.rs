//! How the nodes, the numbers and the sum look as the search stands: marks, the bar against
//! the target, the pruning tests worked out, and the legend.

use super::*;

/// The key to the board's marks, as styled pieces of one line.
pub(super) fn legend(tier: Tier, theme: &Theme) -> Pieces {
    let g = |u, a| theme.glyph(u, a).to_string();
    let tell = Telling::of(theme, None);
    // A mark's words after it, and the gap to the next mark.
    let words = |id| (format!(" {}  ", tell.word(id)), theme.dim());
    let last_words = |id| (format!(" {}", tell.word(id)), theme.dim());
    let refused = [(g("✗", "x"), theme.attacked()), words(LEGEND_REFUSED)];
    let here = [("3".to_string(), theme.current()), words(LEGEND_HERE)];
    match tier {
        Tier::Tree(_) => [
            vec![(format!("{}  ", tell.word(LEGEND_SIDES)), theme.dim())],
            refused.to_vec(),
            here.to_vec(),
            vec![
                ("3".to_string(), theme.visited()),
                words(LEGEND_DONE),
                ("3".to_string(), theme.removed()),
                last_words(LEGEND_TAKEN_BACK),
            ],
        ]
        .concat(),
        _ => [
            vec![
                (g("✓", "+"), theme.flag_on()),
                words(TAKE_WORD),
                (g("–", "-"), theme.dim()),
                words(SKIP_WORD),
            ],
            refused.to_vec(),
            here.to_vec(),
            vec![
                (back_mark(theme).to_string(), theme.removed()),
                last_words(LEGEND_TAKEN_BACK),
            ],
        ]
        .concat(),
    }
}

/// The mark of a decided number: `✓` taken, `–` skipped.
pub(super) fn mark(choice: u8, theme: &Theme) -> &'static str {
    if choice == TAKE {
        theme.glyph("✓", "+")
    } else {
        theme.glyph("–", "-")
    }
}

/// The mark of a number whose decision was just taken back: the search goes back up.
pub(super) fn back_mark(theme: &Theme) -> &'static str {
    theme.glyph("↶", "^")
}

/// The line of the pruning test of `choice` for number `a`, with the running sum `sum`,
/// `with` = sum + a, and `rest` the numbers that would be left (from `a` on when both
/// choices are refused, else after it). Generic so that its width can be measured with
/// the widest numbers the problem can show. In the words of `lang`.
#[allow(clippy::too_many_arguments)]
pub(super) fn test_words(
    choice: u8,
    refusal: Option<Refusal>,
    a: impl Display,
    sum: impl Display,
    with: impl Display,
    rest: impl Display,
    target: impl Display,
    lang: Lang,
) -> String {
    match (choice, refusal) {
        (TAKE, None) => TEST_TAKE_WITHIN.fill(lang, &[&a, &sum, &with, &target]),
        (TAKE, Some(Refusal::PassesTarget)) => {
            TEST_TAKE_PASSES.fill(lang, &[&a, &sum, &with, &target])
        }
        (_, Some(_)) => {
            let chosen = word_in(choice, lang);
            TEST_CANNOT_REACH.fill(lang, &[&chosen, &a, &sum, &rest, &target])
        }
        (_, None) => TEST_SKIP_CAN_REACH.fill(lang, &[&a, &sum, &rest, &target]),
    }
}

/// The sum line: `sum 7 / 9  [█████████░░░]  2 left`.
pub(super) fn sum_pieces(
    sum: impl Display,
    target: impl Display,
    left: impl Display,
    bar: [Bar; BAR],
    theme: &Theme,
) -> Pieces {
    let tell = Telling::of(theme, None);
    let mut pieces = vec![
        (format!("{} ", tell.word(SUM)), theme.text()),
        (sum.to_string(), theme.flag_on()),
        (format!(" / {target}  ["), theme.text()),
    ];
    pieces.extend(bar.map(|cell| match cell {
        Bar::Sum => (theme.glyph("█", "#").to_string(), theme.flag_on()),
        Bar::Reach => (theme.glyph("░", "=").to_string(), theme.dim()),
        Bar::Short => (theme.glyph("·", ".").to_string(), theme.attacked()),
    }));
    let left = format!("]  {}", tell.say(LEFT_OVER, &[&left]));
    pieces.push((left, theme.text()));
    pieces
}

/// The sum line of the compact board, in `lang`: `sum 6/7, 9 left`.
pub(super) fn compact_sum_line(
    sum: impl Display,
    target: impl Display,
    left: impl Display,
    lang: Lang,
) -> String {
    COMPACT_SUM.fill(lang, &[&sum, &target, &left])
}

/// One cell of the sum bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bar {
    /// Covered by the running sum.
    Sum,
    /// Not covered yet, but the numbers left can still cover it.
    Reach,
    /// Out of reach of the numbers left.
    Short,
}

/// The cells of the bar from 0 to `target`: the running sum, then what the numbers left
/// can add, then what they cannot.
pub(super) fn bar(sum: u64, left: u64, target: u64) -> [Bar; BAR] {
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

pub(super) fn line_char(theme: &Theme) -> char {
    if theme.is_ascii() { '-' } else { '─' }
}

/// The search as the board shows it.
pub(super) struct SubsetSumView<'a> {
    pub(super) search: &'a Search<SubsetSum>,
    pub(super) last: Option<Event>,
    /// The decisions so far, one a decided number: the path from the root.
    pub(super) path: Vec<u8>,
}

impl<'a> SubsetSumView<'a> {
    pub(super) fn new(search: &'a Search<SubsetSum>, last: Option<Event>) -> Self {
        let state = search.problem();
        let path = (0..state.decided())
            .filter_map(|i| state.decision(i))
            .collect();
        SubsetSumView { search, last, path }
    }

    /// The number the search decides next, if any is left and the run is not over.
    pub(super) fn focus_slot(&self) -> Option<usize> {
        let state = self.search.problem();
        let decided = state.decided();
        let over = self.search.frames().is_empty() && self.last.is_some();
        (decided < state.size() && !over).then_some(decided)
    }

    /// The tree's marks as the search stands.
    pub(super) fn marks(&self) -> TreeMarks<'_> {
        TreeMarks {
            frames: self.search.frames(),
            path: &self.path,
            last: self.last,
        }
    }

    pub(super) fn on_path(&self, prefix: &[u8]) -> bool {
        self.marks().on_path(prefix)
    }

    /// How the node `prefix` is drawn; every leaf is a solution, so those found stay
    /// marked.
    pub(super) fn node_style(&self, prefix: &[u8], theme: &Theme) -> Style {
        let leaf = prefix.len() == self.search.problem().size();
        self.marks().style(prefix, leaf, theme)
    }

    /// Number `i`'s mark under it, the mark's style and the number's style.
    pub(super) fn number_look(&self, i: usize, theme: &Theme) -> (&'static str, Style, Style) {
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
    pub(super) fn test_lines(&self, theme: &Theme) -> Vec<Pieces> {
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
