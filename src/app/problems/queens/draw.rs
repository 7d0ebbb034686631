//! Drawing a layout of the queens board: squares, labels, window marks and flag arrays.

use super::*;

impl QueensLayout {
    pub(super) fn draw(&self, view: &QueensView<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        self.draw_column_numbers(theme, canvas);
        for row in self.shown_rows() {
            self.draw_row_label(view, row, theme, canvas);
            for col in 0..self.n {
                self.draw_square(view, row, col, theme, canvas);
            }
        }
        self.draw_flags(view, theme, canvas);
        self.draw_window_marks(theme, canvas);
    }

    /// Column numbers over the squares: right-aligned on the middle of a large square,
    /// one digit a row (tens over units) past 10 columns of the normal board.
    pub(super) fn draw_column_numbers(&self, theme: &Theme, canvas: &mut Canvas<'_>) {
        for col in 0..self.n {
            let (x, _) = self.center(self.first, col);
            let number = (col + self.names.base).to_string();
            match self.tier {
                Tier::Compact => {}
                Tier::Shaded(_) => {
                    canvas.text(x + 1 - width_of(&number), 0, &number, theme.dim());
                }
                Tier::Normal if self.label_rows == 1 => {
                    canvas.text(x, 0, &number, theme.dim());
                }
                Tier::Normal => {
                    let number = col + self.names.base;
                    if number >= 10 {
                        canvas.text(x, 0, &(number / 10).to_string(), theme.dim());
                    }
                    canvas.text(x, 1, &(number % 10).to_string(), theme.dim());
                }
            }
        }
    }

    pub(super) fn draw_row_label(
        &self,
        view: &QueensView<'_>,
        row: usize,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let (_, y) = self.center(row, 0);
        let filling = view.filling.is_some_and(|(r, _)| r == row);
        let number = format!("{:>5}", row + self.names.base);
        let x = self.number_x();
        if filling {
            canvas.text(x - 1, y, theme.glyph("▶", ">"), theme.current());
            canvas.text(x, y, &number, theme.current());
        } else {
            canvas.text(x, y, &number, theme.dim());
        }
    }

    pub(super) fn draw_square(
        &self,
        view: &QueensView<'_>,
        row: usize,
        col: usize,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let (x, y) = self.center(row, col);
        let square = view.square(row, col);
        let dark = (row + col) % 2 == 1;
        let left = self.gutter + col as u16 * self.cell_w;
        let top = self.label_rows + (row - self.first) as u16 * self.cell_h;
        canvas.clickable((left, top), (self.cell_w, self.cell_h), (row, col), None);
        if self.tier.shaded() {
            canvas.paint(left, top, self.cell_w, self.cell_h, theme.square(dark));
        }
        // On a shaded square the quiet marks take a grey that stands out from it.
        let (quiet, tried) = if self.tier.shaded() {
            let quiet = theme.quiet_on_square();
            (quiet, quiet.add_modifier(Modifier::ITALIC))
        } else {
            (theme.dim(), theme.visited())
        };
        let style = match square {
            Square::Queen => view.queen_style(row, col, theme),
            Square::TakenOff => theme.removed(),
            Square::Tried => tried,
            Square::Refused => theme.attacked(),
            Square::Attacked | Square::Free => quiet,
        };
        // A red mark (refused, taken off) on a shaded square takes the squares' red.
        let red = [theme.attacked().fg, theme.removed().fg];
        let style = if self.tier.shaded() && style.fg.is_some() && red.contains(&style.fg) {
            style.patch(theme.red_on_square())
        } else {
            style
        };
        if self.tier.block_marks() && !theme.is_ascii() {
            let rows = block_mark(square);
            for (dy, line) in (0..).zip(rows) {
                canvas.text(x - 2, y - 1 + dy, line, style);
            }
            return;
        }
        let glyph = match square {
            Square::Queen => theme.glyph("♛", "Q"),
            Square::TakenOff | Square::Tried => theme.glyph("♕", "q"),
            Square::Refused => "x",
            Square::Attacked => attacked_glyph(theme),
            Square::Free => theme.glyph("·", "."),
        };
        canvas.text(x, y, glyph, style);
    }

    /// Arrows in the gutter by the first and last rows shown when rows are hidden above
    /// or below them.
    pub(super) fn draw_window_marks(&self, theme: &Theme, canvas: &mut Canvas<'_>) {
        let x = self.number_x();
        if self.first > 0 {
            let (_, y) = self.center(self.first, 0);
            canvas.text(x, y, theme.glyph("↑", "^"), theme.accent());
        }
        let last = self.first + self.rows - 1;
        if last + 1 < self.n {
            let (_, y) = self.center(last, 0);
            canvas.text(x, y, theme.glyph("↓", "v"), theme.accent());
        }
    }

    pub(super) fn draw_flags(&self, view: &QueensView<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let changed = view.changed_flags(theme);
        let mut y = self.flags_top();
        for row in self.flag_rows() {
            canvas.text(0, y, row.label, theme.text());
            for k in 0..row.count {
                let index = row.first + k;
                let (on, which) = match row.array {
                    Array::Column => (view.flags.column(index), 0),
                    Array::Rising => (view.flags.rising(index), 1),
                    Array::Falling => (view.flags.falling(index), 2),
                };
                let (glyph, mut style) = if on {
                    (theme.glyph("■", "1"), theme.flag_on())
                } else {
                    (theme.glyph("·", "0"), theme.dim())
                };
                if let Some((indices, change_style)) = changed
                    && indices[which] == index
                {
                    style = style.patch(change_style);
                }
                let (dx, dy) = row.position(k);
                canvas.text(dx, y + dy, glyph, style);
            }
            y += row.lines();
        }
    }
}

/// A square's mark five cells wide and three high, for a board on a projector: a crown
/// for a queen standing (the one coming off at a dead end in its style), a hollow one
/// for the queens tried and taken off (as the text board's `♕`, the one just taken off
/// in its style), a cross for a refused column, shading for an attacked square and a dot
/// for a free one. Spaces leave the square's shading.
fn block_mark(square: Square) -> [&'static str; 3] {
    match square {
        Square::Queen => ["▙ █ ▟", "█▙█▟█", "▜███▛"],
        // Hollow: the outline of the same crown.
        Square::TakenOff | Square::Tried => ["▙ ▄ ▟", "█▚▀▞█", "▀▀▀▀▀"],
        Square::Refused => ["▀▄ ▄▀", "  █  ", "▄▀ ▀▄"],
        Square::Attacked => ["░░░░░", "░░░░░", "░░░░░"],
        Square::Free => ["     ", "  ▄  ", "     "],
    }
}
