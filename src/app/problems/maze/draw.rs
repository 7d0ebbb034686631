//! Drawing a layout of the maze: the labels, each square with its mark, the path's links
//! between squares, the moves refused around the rat and the marks of rows hidden.

use super::*;

impl MazeLayout {
    pub(super) fn draw(&self, view: &MazeView<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        self.draw_column_numbers(theme, canvas);
        let maze = view.board.maze();
        for row in self.shown_rows() {
            self.draw_row_number(row, theme, canvas);
            for column in 0..self.columns {
                let square = maze.square(row, column).expect("BUG: a square of the grid");
                self.draw_square(view, square, (row, column), theme, canvas);
            }
        }
        if self.tier.large() {
            self.draw_refused(view, theme, canvas);
        }
        self.draw_window_marks(theme, canvas);
    }

    /// Column numbers over the squares: on the middle of a large square, one digit a row
    /// (tens over units) past 10 columns of the normal board.
    fn draw_column_numbers(&self, theme: &Theme, canvas: &mut Canvas<'_>) {
        for column in 0..self.columns {
            let (x, _) = self.center(self.first, column);
            let number = column + self.base;
            match self.tier {
                Tier::Compact => {}
                Tier::Large(..) => {
                    let text = number.to_string();
                    canvas.text(x + 1 - width_of(&text), 0, &text, theme.dim());
                }
                Tier::Normal if self.label_rows == 1 => {
                    canvas.text(x, 0, &number.to_string(), theme.dim());
                }
                Tier::Normal => {
                    if number >= 10 {
                        canvas.text(x, 0, &(number / 10).to_string(), theme.dim());
                    }
                    canvas.text(x, 1, &(number % 10).to_string(), theme.dim());
                }
            }
        }
    }

    fn draw_row_number(&self, row: usize, theme: &Theme, canvas: &mut Canvas<'_>) {
        if self.tier == Tier::Compact {
            return;
        }
        let (_, y) = self.center(row, 0);
        canvas.text(0, y, &format!("{:>2}", row + self.base), theme.dim());
    }

    fn draw_square(
        &self,
        view: &MazeView<'_>,
        square: usize,
        (row, column): (usize, usize),
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let (left, top) = self.corner(row, column);
        canvas.clickable((left, top), (self.cell_w, self.cell_h), (row, column), None);
        let shown = view.square(square);
        let style = view.style(square, theme);
        if shown == Square::Wall {
            let wall = glyph(Square::Wall, theme);
            for dy in 0..self.cell_h {
                for dx in 0..self.cell_w {
                    canvas.text(left + dx, top + dy, wall, style);
                }
            }
            return;
        }
        let (x, y) = self.center(row, column);
        let (into, out) = view.moves[square];
        match self.tier {
            Tier::Large(..) => {
                for direction in [into.map(Direction::opposite), out].into_iter().flatten() {
                    let link = self.link_style(view, square, direction, theme);
                    self.draw_link((x, y), direction, link, theme, canvas);
                }
            }
            Tier::Normal => {
                // The link to the square on the right, in the gap between the two.
                if into == Some(Direction::Left) || out == Some(Direction::Right) {
                    let link = self.link_style(view, square, Direction::Right, theme);
                    canvas.text(x + 1, y, theme.glyph("─", "-"), link);
                }
            }
            Tier::Compact => {}
        }
        canvas.text(x, y, glyph(shown, theme), style);
    }

    /// The style of the link out of `square` toward `direction`: the retreat's, for the
    /// link to the square just stepped back off.
    fn link_style(
        &self,
        view: &MazeView<'_>,
        square: usize,
        direction: Direction,
        theme: &Theme,
    ) -> Style {
        let maze = view.board.maze();
        let other = maze.step(square, direction);
        if view.left.is_some() && (Some(square) == view.left || other == view.left) {
            return theme.removed();
        }
        match view.solved() {
            true => theme.solution(),
            false => path_style(theme),
        }
    }

    /// A line from the middle of a large square to its edge toward `direction`.
    fn draw_link(
        &self,
        (x, y): (u16, u16),
        direction: Direction,
        style: Style,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let (half_w, half_h) = (self.cell_w / 2, self.cell_h / 2);
        let across = theme.glyph("─", "-");
        let down = theme.glyph("│", "|");
        match direction {
            Direction::Right => (1..=half_w).for_each(|dx| {
                canvas.text(x + dx, y, across, style);
            }),
            Direction::Left => (1..=half_w).for_each(|dx| {
                canvas.text(x - dx, y, across, style);
            }),
            Direction::Down => (1..=half_h).for_each(|dy| {
                canvas.text(x, y + dy, down, style);
            }),
            Direction::Up => (1..=half_h).for_each(|dy| {
                canvas.text(x, y - dy, down, style);
            }),
        }
    }

    /// The moves refused from the rat's square, each a cross on its edge toward the
    /// wall, the grid's edge or the path it would run into.
    fn draw_refused(&self, view: &MazeView<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        let head = view.board.head();
        let (row, column) = view.board.maze().row_column(head);
        if !self.shown_rows().contains(&row) {
            return;
        }
        let (x, y) = self.center(row, column);
        let (half_w, half_h) = (self.cell_w / 2, self.cell_h / 2);
        for (direction, _) in view.refused() {
            let (cx, cy) = match direction {
                Direction::Right => (x + half_w, y),
                Direction::Left => (x - half_w, y),
                Direction::Down => (x, y + half_h),
                Direction::Up => (x, y - half_h),
            };
            canvas.text(cx, cy, refused_glyph(theme), theme.attacked());
        }
    }

    /// Arrows left of the first and last rows shown when rows are hidden above or below
    /// them: in the gutter, or on a compact board (which has none) over its first column,
    /// the outer wall of a generated maze.
    fn draw_window_marks(&self, theme: &Theme, canvas: &mut Canvas<'_>) {
        if !self.windowed() {
            return;
        }
        let x = if self.tier == Tier::Compact { 0 } else { 2 };
        if self.first > 0 {
            let (_, y) = self.center(self.first, 0);
            canvas.text(x, y, theme.glyph("↑", "^"), theme.accent());
        }
        let last = self.first + self.rows - 1;
        if last + 1 < self.height {
            let (_, y) = self.center(last, 0);
            canvas.text(x, y, theme.glyph("↓", "v"), theme.accent());
        }
    }
}
