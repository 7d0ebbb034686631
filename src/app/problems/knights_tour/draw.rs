//! Drawing a layout of the knight's tour board: the squares with their marks, the ranks'
//! and files' names, and the marks of ranks out of view.

use super::*;

impl KnightsTourLayout {
    pub(super) fn draw(&self, view: &KnightsTourView<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let numbering = theme.numbering();
        for row in self.shown_rows() {
            self.draw_rank(row, theme, canvas);
            for col in 0..self.n {
                let square = Square::new(row, col).expect("BUG: a square past the board");
                self.draw_square(view, square, numbering, theme, canvas);
            }
        }
        self.draw_files(theme, canvas);
        self.draw_window_marks(theme, canvas);
    }

    /// The rank's number left of its squares, on its middle line.
    fn draw_rank(&self, row: usize, theme: &Theme, canvas: &mut Canvas<'_>) {
        let (_, y) = self.corner(row, 0);
        let rank = format!("{:>width$}", row + 1, width = usize::from(self.gutter - 1));
        canvas.text(0, y + self.cell_h / 2, &rank, theme.dim());
    }

    /// The files' letters under the squares, each under its number's last digit (the
    /// middle of a shaded square).
    fn draw_files(&self, theme: &Theme, canvas: &mut Canvas<'_>) {
        let y = self.files_y();
        for col in 0..self.n {
            let left = self.gutter + col as u16 * self.cell_w;
            let x = match self.tier {
                Tier::Shaded(_) => left + self.cell_w / 2,
                Tier::Normal => left + self.digits,
                Tier::Compact => left + self.digits - 1,
            };
            let file = char::from(b'a' + col as u8).to_string();
            canvas.text(x, y, &file, theme.dim());
        }
    }

    fn draw_square(
        &self,
        view: &KnightsTourView<'_>,
        square: Square,
        numbering: Numbering,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let (left, top) = self.corner(square.row(), square.col());
        let (row, col) = (square.row(), square.col());
        canvas.clickable((left, top), (self.cell_w, self.cell_h), (row, col), None);
        let mark = view.mark(square);
        let style = style_of(mark, view, theme);
        let number = |index: usize| numbering.of(index).to_string();
        let (glyph, text) = match mark {
            Mark::Knight(index) => (knight_glyph(theme), number(index)),
            Mark::Numbered(index) | Mark::Refused(index) => (" ", number(index)),
            Mark::TakenBack(index) => (tried_glyph(theme), number(index)),
            Mark::Tried => (tried_glyph(theme), String::new()),
            Mark::Next(onward) => (
                next_glyph(theme),
                onward.map(|o| o.to_string()).unwrap_or_default(),
            ),
            Mark::Free => (free_glyph(theme), String::new()),
        };
        let digits = usize::from(self.digits);
        match self.tier {
            Tier::Shaded(h) => {
                let dark = (row + col) % 2 == 0;
                canvas.paint(left, top, self.cell_w, self.cell_h, theme.square(dark));
                let style = on_square(style, theme);
                let middle = left + self.cell_w / 2;
                let y = top + h / 2;
                // The onward moves stand beside the mark, apart from the numbers.
                let beside = matches!(mark, Mark::Next(Some(_)));
                let scale = self.number_scale(theme.is_ascii());
                if let Some(scale) = scale.filter(|_| !beside && !text.is_empty()) {
                    // A number in blocks on the square's middle, its mark over it.
                    let (width, height) = block_glyph::scaled_size(scale);
                    let count = text.chars().count() as u16;
                    let wide = count * width + count - 1;
                    let (x, y) = (left + (self.cell_w - wide) / 2, top + (h - height) / 2);
                    for (at, digit) in (0..).zip(text.chars()) {
                        let x = x + at * (width + 1);
                        block_glyph::draw_scaled(canvas, (x, y), digit, scale, style, false);
                    }
                    canvas.text(middle, y - 1, glyph, style);
                } else if h >= 3 && text.is_empty() {
                    canvas.text(middle, y, glyph, style);
                } else if h >= 3 && !beside {
                    canvas.text(middle, y - 1, glyph, style);
                    let x = middle + 1 - width_of(&text).div_ceil(2);
                    canvas.text(x, y, &text, style);
                } else {
                    let line = format!("{}{text}", glyph.trim());
                    let x = middle + 1 - width_of(&line).div_ceil(2);
                    canvas.text(x, y, &line, style);
                }
            }
            Tier::Normal => {
                // A mark alone stands where a number's last digit would.
                let shown = match (mark, text.is_empty()) {
                    (Mark::Tried | Mark::Free | Mark::Next(_), true) => {
                        format!(" {glyph:>digits$}")
                    }
                    (Mark::Next(_), false) => {
                        format!("{:>width$}", format!("{glyph}{text}"), width = digits + 1)
                    }
                    _ => format!("{glyph}{text:>digits$}"),
                };
                canvas.text(left, top, &shown, style);
            }
            Tier::Compact => {
                let shown = match mark {
                    Mark::Knight(_) | Mark::Numbered(_) | Mark::Refused(_) => text,
                    Mark::TakenBack(_) | Mark::Tried | Mark::Free => glyph.to_string(),
                    Mark::Next(_) => match text.is_empty() {
                        true => glyph.to_string(),
                        false => text,
                    },
                };
                canvas.text(left, top, &format!("{shown:>digits$}"), style);
            }
        }
    }

    /// Arrows by the first and last ranks shown when ranks are hidden above or below.
    fn draw_window_marks(&self, theme: &Theme, canvas: &mut Canvas<'_>) {
        if !self.is_window() {
            return;
        }
        let x = self.gutter - 1;
        let middle = self.cell_h / 2;
        if self.first > 0 {
            canvas.text(x, middle, theme.glyph("↑", "^"), theme.accent());
        }
        if self.first + self.rows < self.n {
            let y = (self.rows as u16 - 1) * self.cell_h + middle;
            canvas.text(x, y, theme.glyph("↓", "v"), theme.accent());
        }
    }
}

/// `style` on a shaded square: a red mark takes the squares' red, a quiet one their grey.
fn on_square(style: Style, theme: &Theme) -> Style {
    let red = [theme.attacked().fg, theme.removed().fg];
    if style.fg.is_some() && red.contains(&style.fg) {
        return style.patch(theme.red_on_square());
    }
    if style == theme.dim() || style == theme.visited() {
        return style.patch(theme.quiet_on_square());
    }
    style
}
