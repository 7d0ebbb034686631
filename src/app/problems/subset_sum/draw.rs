//! Drawing a layout of the subset sum board: the tree or the path, the numbers and the
//! running sum.

use super::*;
use crate::app::widgets::tree_layout::{depth_y_with_stem, link_y_with_stem};

impl SubsetSumLayout {
    pub(super) fn draw(&self, view: &SubsetSumView<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        match self.tier {
            Tier::Tree(_) => self.draw_tree(view, theme, canvas),
            Tier::Path => self.draw_path(view, theme, canvas),
            Tier::Compact => {}
        }
        self.draw_numbers(view, theme, canvas);
        self.draw_sum(view, theme, canvas);
    }

    /// The top row of the tree's nodes at `level`.
    pub(super) fn depth_y(&self, level: usize) -> u16 {
        depth_y_with_stem(level, 1, self.stem)
    }

    /// The row of the links from the tree's nodes at `level` down to their children,
    /// and of the number they decide.
    pub(super) fn link_y(&self, level: usize) -> u16 {
        link_y_with_stem(level, 1, self.stem)
    }

    /// Where the tree starts: centred over the lines under it when they are wider.
    pub(super) fn tree_left(&self) -> u16 {
        (self.size.0 - self.upper_width) / 2
    }

    /// The column of the node whose decisions are `prefix` (take 0 on the left, skip 1
    /// on the right).
    pub(super) fn node_x(&self, prefix: &[u8]) -> u16 {
        let Some(tree) = &self.tree else {
            return 0;
        };
        let left = self.tree_left() + self.number_w + 1 + self.pad.0;
        left + tree.left(tree.descend(prefix.iter().map(|&choice| usize::from(choice))))
    }

    pub(super) fn draw_tree(
        &self,
        view: &SubsetSumView<'_>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
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
            canvas.text(gutter, self.link_y(k), &text, style);
        }
        let here = self.depth_y(view.path.len());
        canvas.text(gutter, here, theme.glyph("▶", ">"), theme.accent());
        let mut prefix = Vec::with_capacity(self.n);
        self.draw_node(view, &mut prefix, 0, theme, canvas);
    }

    /// Draws the node `prefix` with running sum `sum`, its two branches and what hangs
    /// under them.
    pub(super) fn draw_node(
        &self,
        view: &SubsetSumView<'_>,
        prefix: &mut Vec<u8>,
        sum: u64,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let level = prefix.len();
        let x = self.node_x(prefix);
        let y = self.depth_y(level);
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
        let link_y = self.link_y(level);
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
                // The stem down to the child on a tall screen.
                let stem = if theme.is_ascii() { '|' } else { '│' };
                for y in link_y + 1..self.depth_y(level + 1) {
                    canvas.char(child_x, y, stem, arm);
                }
                let a = state.numbers()[level];
                let child_sum = if choice == TAKE { sum + a } else { sum };
                self.draw_node(view, prefix, child_sum, theme, canvas);
            }
            prefix.pop();
        }
        let join = if theme.is_ascii() { '+' } else { '┴' };
        canvas.char(x, link_y, join, junction);
    }

    pub(super) fn draw_path(
        &self,
        view: &SubsetSumView<'_>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let search = view.search;
        let state = search.problem();
        let x = canvas.text(0, 0, theme.glyph("○", "o"), view.node_style(&[], theme));
        canvas.text(x, 0, &start_word(theme.lang()), theme.dim());
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
                    let sum = PATH_SUM.fill(theme.lang(), &[&state.sum_before(k + 1)]);
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
    pub(super) fn draw_siblings(
        &self,
        frame: &Frame,
        x: u16,
        y: u16,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
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
                (SIBLING_DONE.get(lang), theme.visited())
            } else {
                (SIBLING_NEXT.get(lang), theme.text())
            };
            x = canvas.text(x + 1, y, state, style);
        }
    }

    /// The numbers in rows, each with its mark under its last digit.
    pub(super) fn draw_numbers(
        &self,
        view: &SubsetSumView<'_>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
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
    pub(super) fn draw_sum(
        &self,
        view: &SubsetSumView<'_>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
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
