//! Drawing a layout of the sudoku board: the grid's cells, digits and pencil marks, and the
//! bit sets of the cell being filled.

use super::*;

impl SudokuLayout {
    pub(super) fn draw(&self, view: &SudokuView<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        self.grid
            .draw(self.grid_at.0, self.grid_at.1, theme, canvas);
        if self.grid_at != (0, 0) {
            self.draw_numbers(view, theme, canvas);
        }
        let n = self.shape.side();
        for cell in 0..n * n {
            if self.tier == Tier::Bare {
                let (row, col) = (cell / n, cell % n);
                let (x, y) = self.cell_at(row, col);
                let odd = (row / self.shape.box_rows() + col / self.shape.box_cols()) % 2 == 1;
                canvas.paint(x, y, 1, 1, theme.square(odd));
            }
            self.draw_cell(view, cell, theme, canvas);
        }
        if self.tier != Tier::Bare {
            self.draw_info(view, theme, canvas);
        }
    }

    pub(super) fn draw_numbers(
        &self,
        view: &SudokuView<'_>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let n = self.shape.side();
        let focus = view.filling.map(|f| (f.cell / n, f.cell % n));
        let (dx, dy) = self.glyph_offset();
        for i in 0..n {
            let shown = theme.numbering().of(i);
            let number = shown.to_string();
            let (x, y) = self.cell_at(i, i);
            let style = |on: bool| if on { theme.current() } else { theme.dim() };
            let start = (x + dx + 1).saturating_sub(width_of(&number));
            canvas.text(start, 0, &number, style(focus.is_some_and(|f| f.1 == i)));
            canvas.text(
                0,
                y + dy,
                &format!("{shown:>2}"),
                style(focus.is_some_and(|f| f.0 == i)),
            );
        }
    }

    pub(super) fn draw_cell(
        &self,
        view: &SudokuView<'_>,
        cell: usize,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let board = view.board;
        let n = self.shape.side();
        let (x, y) = self.cell_at(cell / n, cell % n);
        canvas.clickable((x, y), self.inside, (cell / n, cell % n), None);
        let (dx, dy) = self.glyph_offset();
        let filling = view.filling.filter(|f| f.cell == cell);
        if filling.is_some() {
            canvas.paint(x, y, self.inside.0, self.inside.1, theme.current());
        }
        // What is under the cell's marks, so that each takes an ink that reads on it.
        let under = if filling.is_some() {
            theme.current()
        } else if self.tier == Tier::Bare {
            let (row, col) = (cell / n, cell % n);
            theme.square((row / self.shape.box_rows() + col / self.shape.box_cols()) % 2 == 1)
        } else {
            Style::default()
        };
        let ink = |style: Style| theme.ink_on(style, under);
        let value = board.value(cell);
        let scale = self.tier.digit_scale();
        if value != 0 && scale > 0 {
            let style = ink(view.value_style(cell, theme));
            let just_placed =
                matches!(view.last, Some(Event::Place { slot, .. }) if slot as usize == cell);
            let mark = if board.is_given(cell) {
                Beside::Brackets
            } else if just_placed {
                Beside::HeavyBar
            } else {
                Beside::Bar
            };
            self.draw_block_digit((x, y), Shape::symbol(value), mark, style, theme, canvas);
        } else if value != 0 {
            let style = ink(view.value_style(cell, theme));
            canvas.char(x + dx, y + dy, Shape::symbol(value), style);
            if board.is_given(cell) && self.inside.0 >= 3 {
                // Brackets as well as boldness: a given never passes for a placed digit.
                canvas.char(x + dx - 1, y + dy, '[', style);
                canvas.char(x + dx + 1, y + dy, ']', style);
            }
        } else if let Some(Event::Remove { slot, choice }) = view.last
            && slot as usize == cell
        {
            // The digit just taken back, crossed out, with an x when there is room.
            if scale > 0 {
                let symbol = Shape::symbol(choice);
                self.draw_block_digit(
                    (x, y),
                    symbol,
                    Beside::Cross,
                    ink(theme.removed()),
                    theme,
                    canvas,
                );
            } else {
                canvas.char(x + dx, y + dy, Shape::symbol(choice), ink(theme.removed()));
                if self.inside.0 >= 2 {
                    canvas.char(x + dx - 1, y + dy, 'x', ink(theme.removed()));
                }
            }
        } else if self.tier.has_pencil_marks(self.shape) && view.pencil_marks {
            let tried = filling.map_or(Choices::EMPTY, |f| f.tried);
            self.draw_pencil_marks(board.candidates(cell), tried, (x, y), under, theme, canvas);
            // A candidate clicked answers the quiz's question of the digit.
            for value in board.candidates(cell).iter() {
                let (px, py) = pencil_mark_at(self.shape, self.inside, value);
                let at = (x + px, y + py);
                canvas.clickable(at, (1, 1), (cell / n, cell % n), Some(value));
            }
        } else {
            let count = board.candidates(cell).len();
            let style = ink(if count == 0 {
                theme.attacked().add_modifier(Modifier::BOLD)
            } else {
                theme.dim()
            });
            if count == 0 && scale > 0 && !theme.is_ascii() {
                // A dead end, where the search turns back: a cross as large as a digit.
                let left = x + dx - 1;
                let top = y + dy - 1;
                for (row, line) in (0..).zip(["▚ ▞", " █ ", "▞ ▚"]) {
                    canvas.text(left, top + row, line, style);
                }
                return;
            }
            let width = match self.tier {
                Tier::Lined(..) => self.inside.0,
                Tier::Small => 1,
                Tier::Compact | Tier::Bare => 0,
            };
            let text = count_text(count, width, theme);
            let start = x + (self.inside.0 - width_of(&text)) / 2;
            let start = if width == 1 { x + dx } else { start };
            canvas.text(start, y + dy, &text, style);
        }
    }

    /// A digit in block form in the cell whose inside starts at `at`, as large as the
    /// cell allows, with `mark` beside it, so that neither a given nor a digit taken back
    /// relies on colour (bold and italic do not show on blocks).
    fn draw_block_digit(
        &self,
        (x, y): (u16, u16),
        symbol: char,
        mark: Beside,
        style: Style,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let scale = self.tier.digit_scale();
        let (width, height) = block_glyph::scaled_size(scale);
        let (dx, dy) = self.glyph_offset();
        let (left, top) = (x + dx - width / 2, y + dy - height / 2);
        block_glyph::draw_scaled(canvas, (left, top), symbol, scale, style, theme.is_ascii());
        // Beside the block where there is room, else touching it.
        let gap = if self.inside.0 >= width + 4 { 2 } else { 1 };
        let right = left + width - 1 + gap;
        match mark {
            Beside::Brackets if height <= 3 => {
                canvas.char(left - gap, y + dy, '[', style);
                canvas.char(right, y + dy, ']', style);
            }
            Beside::Brackets => {
                // Brackets as tall as the digit.
                let bottom = top + height - 1;
                for row in top..=bottom {
                    let (l, r) = match (row == top, row == bottom) {
                        (true, _) => (theme.glyph("┌", "+"), theme.glyph("┐", "+")),
                        (_, true) => (theme.glyph("└", "+"), theme.glyph("┘", "+")),
                        _ => (theme.glyph("│", "|"), theme.glyph("│", "|")),
                    };
                    canvas.text(left - gap, row, l, style);
                    canvas.text(right, row, r, style);
                }
            }
            Beside::Bar | Beside::HeavyBar if top + height < y + self.inside.1 => {
                let bar = match mark {
                    Beside::HeavyBar => theme.glyph("━", "="),
                    _ => theme.glyph("─", "-"),
                };
                canvas.text(left, top + height, &bar.repeat(usize::from(width)), style);
            }
            Beside::Bar | Beside::HeavyBar => {}
            Beside::Cross => {
                canvas.text(left - gap, y + dy, theme.glyph("╳", "x"), style);
            }
        }
    }

    /// The candidates of an empty cell in a little grid, each value in its own place;
    /// those already tried crossed out.
    pub(super) fn draw_pencil_marks(
        &self,
        candidates: Choices,
        tried: Choices,
        (x, y): (u16, u16),
        under: Style,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        for value in candidates.iter() {
            let (px, py) = pencil_mark_at(self.shape, self.inside, value);
            let style = if tried.contains(value) {
                theme.attacked().add_modifier(Modifier::CROSSED_OUT)
            } else {
                theme.dim()
            };
            let style = theme.ink_on(style, under);
            canvas.char(x + px, y + py, Shape::symbol(value), style);
        }
    }

    pub(super) fn draw_info(&self, view: &SudokuView<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let (x0, mut y) = self.info_at;
        if self.header_lines() > 0 {
            let headers = view.headers(theme.numbering(), theme.lang());
            let room = self.size().0 - x0;
            if let Some(header) = headers.iter().find(|h| width_of(h) <= room) {
                canvas.text(x0, y, header, theme.accent());
            }
            y += 1;
        }
        let Some(focus) = view.filling else {
            return;
        };
        let board = view.board;
        let n = self.shape.side();
        let (row, col) = (focus.cell / n, focus.cell % n);
        let box_index = self.shape.box_of(row, col);
        let labels = Labels::new(
            self.shape,
            (row, col),
            self.code,
            theme.numbering(),
            theme.lang(),
        );
        let short = self.tier >= Tier::Compact;
        let sets = [
            (labels.pick(0, short), board.row_set(row)),
            (labels.pick(1, short), board.col_set(col)),
            (labels.pick(2, short), board.box_set(box_index)),
        ];
        let changed = view.changed_bit(self.shape, row, col, theme);
        for (unit, (label, set)) in sets.iter().enumerate() {
            canvas.text(x0, y, label, theme.text());
            for value in 1..=n as u8 {
                let x = x0 + self.label_width + (value as u16 - 1) * self.bit_step;
                let (glyph, mut style) = if set.contains(value) {
                    (Shape::symbol(value), theme.flag_on())
                } else {
                    (dot(theme), theme.dim())
                };
                if let Some((units, bit, change)) = changed
                    && units[unit]
                    && bit == value
                {
                    style = style.patch(change);
                }
                canvas.char(x, y, glyph, style);
            }
            y += 1;
        }
        canvas.text(x0, y, labels.pick(3, short), theme.text());
        for value in 1..=n as u8 {
            let x = x0 + self.label_width + (value as u16 - 1) * self.bit_step;
            let (glyph, style) = if focus.tried.contains(value) {
                ('x', theme.attacked())
            } else if focus.candidates.contains(value) {
                // Underlined as well, so that no candidate reads as a given.
                (
                    Shape::symbol(value),
                    theme
                        .text()
                        .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
                )
            } else {
                (dot(theme), theme.dim())
            };
            canvas.char(x, y, glyph, style);
        }
    }
}

/// What stands beside a digit in block form, so that its kind shows in its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Beside {
    /// A given: between brackets.
    Brackets,
    /// A placed digit: a bar under it, where there is room.
    Bar,
    /// The digit just placed: a heavy bar under it.
    HeavyBar,
    /// The digit just taken back: a cross before it.
    Cross,
}
