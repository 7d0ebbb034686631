//! Drawing a layout of the sudoku board: the grid's cells, digits and pencil marks, and the
//! bit sets of the cell being filled.

use super::*;

impl Layout {
    pub(super) fn draw(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
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

    pub(super) fn draw_numbers(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
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
        view: &View<'_>,
        cell: usize,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let board = view.board;
        let n = self.shape.side();
        let (x, y) = self.cell_at(cell / n, cell % n);
        let (dx, dy) = self.glyph_offset();
        let filling = view.filling.filter(|f| f.cell == cell);
        if filling.is_some() {
            canvas.paint(x, y, self.inside.0, self.inside.1, theme.current());
        }
        let value = board.value(cell);
        let blocks = self.inside.0 >= 5 && self.inside.1 >= 3;
        // Brackets around a given: beside the block where there is room, else touching it.
        let bracket = if self.inside.0 >= 7 { 3 } else { 2 };
        if value != 0 && blocks {
            // A digit as large as the cell allows, three blocks high; a given between
            // brackets, a placed digit with a bar under it where there is room, so that
            // neither relies on colour (bold and italic do not show on blocks).
            let style = view.value_style(cell, theme);
            block_glyph::draw(
                canvas,
                (x + dx - 1, y + dy - 1),
                Shape::symbol(value),
                style,
                theme.is_ascii(),
            );
            if board.is_given(cell) {
                canvas.char(x + dx - bracket, y + dy, '[', style);
                canvas.char(x + dx + bracket, y + dy, ']', style);
            } else if dy + 2 < self.inside.1 {
                canvas.text(x + dx - 1, y + dy + 2, theme.glyph("───", "---"), style);
            }
        } else if value != 0 {
            let style = view.value_style(cell, theme);
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
            if blocks {
                let at = (x + dx - 1, y + dy - 1);
                block_glyph::draw(
                    canvas,
                    at,
                    Shape::symbol(choice),
                    theme.removed(),
                    theme.is_ascii(),
                );
                let mark = theme.glyph("╳", "x");
                canvas.text(x + dx - bracket, y + dy, mark, theme.removed());
            } else {
                canvas.char(x + dx, y + dy, Shape::symbol(choice), theme.removed());
            }
            if self.inside.0 >= 2 && !blocks {
                canvas.char(x + dx - 1, y + dy, 'x', theme.removed());
            }
        } else if self.tier.has_pencil_marks() && view.pencil_marks {
            let tried = filling.map_or(Choices::EMPTY, |f| f.tried);
            self.draw_pencil_marks(board.candidates(cell), tried, (x, y), theme, canvas);
        } else {
            let count = board.candidates(cell).len();
            let width = match self.tier {
                Tier::Giant | Tier::Huge | Tier::Large | Tier::Medium => self.inside.0,
                Tier::Small => 1,
                Tier::Compact | Tier::Bare => 0,
            };
            let text = count_text(count, width, theme);
            let start = x + (self.inside.0 - width_of(&text)) / 2;
            let start = if width == 1 { x + dx } else { start };
            let style = if count == 0 {
                theme.attacked().add_modifier(Modifier::BOLD)
            } else {
                theme.dim()
            };
            canvas.text(start, y + dy, &text, style);
        }
    }

    /// The candidates of an empty cell in a little grid, each value in its own place;
    /// those already tried crossed out.
    pub(super) fn draw_pencil_marks(
        &self,
        candidates: Choices,
        tried: Choices,
        (x, y): (u16, u16),
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let per_row = self.shape.box_cols();
        // The little grid in the middle of the cell (it fills a large cell).
        let grid = (2 * per_row as u16 - 1, self.shape.box_rows() as u16);
        let (x, y) = (
            x + (self.inside.0 - grid.0) / 2,
            y + (self.inside.1 - grid.1) / 2,
        );
        for value in candidates.iter() {
            let k = value as usize - 1;
            let (px, py) = (x + 2 * (k % per_row) as u16, y + (k / per_row) as u16);
            let style = if tried.contains(value) {
                theme.attacked().add_modifier(Modifier::CROSSED_OUT)
            } else {
                theme.dim()
            };
            canvas.char(px, py, Shape::symbol(value), style);
        }
    }

    pub(super) fn draw_info(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
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
