//! The queens board: queens, the lines they attack along, the columns refused in the row
//! being filled, and seed 000's flag arrays `isCol`, `isBia1` and `isBia2` under it.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};

use super::queens_code::{self, Array, Names};
use super::{Canvas, Pieces, draw_centered, draw_too_small, fit_of, largest_fit, list, width_of};
use crate::app::Form;
use crate::app::code_view::line;
use crate::app::{BoardFit, Code, CodeView, Lang, Listing, NoKeys, Role, Show, Telling, Theme};
use crate::engine::{Choices, Event, Frame, Problem, Search};
use crate::problems::{Numbering, QueensBoard};

/// Seed 000's `trace(row)` in both forms and every language.
const CODE: Listing = Listing(&[
    line("trace(row):"),
    line("  if row == N:"),
    line("    output the queens; return")
        .zh("    输出这组皇后; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    output the queens; return true")
        .zh("    输出这组皇后; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  for col in 0..N:"),
    line("    if !isCol[col] && !isBia1[row+col]"),
    line("       && !isBia2[N+row-col]:"),
    line("      put a queen on (row,col); mark 3 flags")
        .zh("      在 (row,col) 放置皇后; 标记 3 个标志")
        .runs(Role::Place),
    line("      trace(row+1)").only(Form::All),
    line("      if trace(row+1): return true").only(Form::First),
    line("      take the queen off; clear 3 flags")
        .zh("      撤回皇后; 清除 3 个标志")
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The fewest columns of labels left of the board: a marker and a row number, or a flag
/// array's name; a longer name widens them.
const GUTTER: u16 = 7;

impl Show for QueensBoard {
    type Options = ();
    type Action = NoKeys;

    fn heading(&self, lang: Lang) -> String {
        match lang {
            Lang::En => format!("{}-Queens", self.size()),
            Lang::Zh => format!("{} 皇后", self.size()),
        }
    }

    fn code_table(&self) -> Listing {
        CODE
    }

    fn solution_call(&self, _last: Option<&Frame>, tell: Telling) -> String {
        let output = tell.pick("output", "输出");
        format!("trace(row={}): {output}", tell.numbering.of(self.size()))
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        if let Some(label) = queens_code::frame_label(frame, tell) {
            return label;
        }
        let numbering = tell.numbering;
        let shown = |c: u8| numbering.of(c as usize).to_string();
        let col = frame.placed().map_or("-".to_string(), shown);
        let row = numbering.of(frame.slot() as usize);
        let mut label = format!("trace(row={row}) col={col}");
        if !frame.tried().is_empty() {
            let tried = tell.pick("tried", "试过");
            label += &format!(" {tried} {}", list(frame.tried(), 6, shown));
        }
        label
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        if let Some(said) = queens_code::narrate(search, event, tell) {
            return said;
        }
        let numbering = tell.numbering;
        let board = search.problem();
        match event {
            Event::Place { slot, choice } => queens_code::placed(
                numbering.of(slot as usize),
                numbering.of(choice as usize),
                tell,
            ),
            Event::Remove { slot, choice } => {
                let (row, col) = (slot as usize, choice as usize);
                let cell = numbering.cell(row, col);
                if row + 1 >= board.size() {
                    return tell.pick(
                        format!("take the queen off {cell} to look for the next solution"),
                        format!("撤回 {cell} 的皇后，去找下一个解"),
                    );
                }
                let mut before = board.clone();
                let dead_end = board.rows_filled() == row && {
                    before.apply(slot, choice);
                    before.free_columns(row + 1).is_empty()
                };
                let next = numbering.of(row + 1);
                match (tell.lang, dead_end) {
                    (Lang::En, true) => {
                        format!("row {next} has no free column: take the queen off {cell}")
                    }
                    (Lang::En, false) => format!(
                        "row {next} has no free column left to try: take the queen off {cell}"
                    ),
                    (Lang::Zh, true) => {
                        format!("第 {next} 行没有能放的列：回溯，撤回 {cell} 的皇后")
                    }
                    (Lang::Zh, false) => {
                        format!("第 {next} 行已没有可再试的列：回溯，撤回 {cell} 的皇后")
                    }
                }
            }
            Event::Solution => {
                let columns: Vec<String> = board
                    .queens()
                    .iter()
                    .map(|&c| numbering.of(c as usize).to_string())
                    .collect();
                let (count, columns) = (search.counters().solutions, columns.join(" "));
                tell.pick(
                    format!("solution {count}: columns {columns}"),
                    format!("第 {count} 个解：各行皇后在第 {columns} 列"),
                )
            }
        }
    }

    fn board_min_size(&self) -> (u16, u16) {
        let n = self.size();
        Layout::new(n, Tier::Compact, Names::of(None, Numbering::FromOne))
            .window(0, n.min(MIN_WINDOW))
            .size()
    }

    fn code_views(&self) -> Vec<&'static CodeView> {
        queens_code::views()
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
        let names = Names::of(code, Numbering::FromOne);
        let (layout, legend) = choose(self.size(), names, area, 0, theme)?;
        Some(fit_of(
            area,
            layout.size(),
            legend.as_ref(),
            layout.rows < layout.n,
        ))
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
        let view = View::new(search, last);
        let n = view.board.size();
        match choose(
            n,
            Names::of(code, theme.numbering()),
            area,
            view.focus_row(),
            theme,
        ) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(buf, area, view.board.board_min_size(), theme),
        }
    }
}

/// The fewest rows a board shows when the whole board does not fit.
const MIN_WINDOW: usize = 4;

/// The largest layout of an `n`×`n` board that fits in `area`, with its legend if it has
/// one: the whole board if some tier fits, else a window of rows around `focus` in the
/// largest tier whose width fits (64 rows do not fit on most screens).
fn choose(
    n: usize,
    names: Names,
    area: Rect,
    focus: usize,
    theme: &Theme,
) -> Option<(Layout, Option<Pieces>)> {
    let whole = Tier::ALL.map(|tier| {
        let legend = (tier != Tier::Compact).then(|| legend(theme));
        (Layout::new(n, tier, names), legend)
    });
    if let Some(chosen) = largest_fit(area, whole.into_iter().collect(), Layout::size) {
        return Some(chosen);
    }
    for tier in Tier::ALL {
        let layout = Layout::new(n, tier, names);
        let (width, height) = layout.size();
        let fixed = height - n as u16 * layout.cell_h;
        let rows = usize::from(area.height.saturating_sub(fixed) / layout.cell_h).min(n);
        if width <= area.width && rows >= n.min(MIN_WINDOW) {
            // A few rows under the focus stay in view, the rest above it: they hold the
            // queens that refuse columns in the focus row.
            let below = rows / 4;
            let first = (focus + 1 + below).saturating_sub(rows).min(n - rows);
            return Some((layout.window(first, rows), None));
        }
    }
    None
}

/// The key to the board's marks, as styled pieces of one line.
fn legend(theme: &Theme) -> Pieces {
    let g = |u, a| theme.glyph(u, a).to_string();
    let tell = theme.telling(None);
    let words = |en: &str, zh: &str| (tell.pick(en, zh).to_string(), theme.dim());
    vec![
        (g("♛", "Q"), queen_style(theme)),
        words(" queen  ", " 皇后  "),
        (g("♕", "q"), theme.removed()),
        words(" tried, taken off  ", " 试过、已撤回  "),
        ("x".to_string(), theme.attacked()),
        words(" refused  ", " 已排除  "),
        (attacked_glyph(theme).to_string(), theme.dim()),
        words(" attacked", " 受攻击"),
    ]
}

/// The quiet mark of a square attacked by a queen above it that no loop has looked at.
fn attacked_glyph(theme: &Theme) -> &'static str {
    theme.glyph("░", ":")
}

fn queen_style(theme: &Theme) -> Style {
    theme.text().add_modifier(Modifier::BOLD)
}

/// How large the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tier {
    /// Squares of 13×7 cells, for a small board on a projector.
    Giant,
    /// Squares of 9×5 cells for a projector, with every attack line through a square.
    Huge,
    /// Squares of 5×3 cells, with every attack line through a square drawn.
    Large,
    /// Squares of 2×1 cells, one mark a square.
    Normal,
    /// Squares of one cell, no column numbers, flag arrays wrapped at the board's width.
    Compact,
}

impl Tier {
    /// Every tier, largest first.
    const ALL: [Tier; 5] = [
        Tier::Giant,
        Tier::Huge,
        Tier::Large,
        Tier::Normal,
        Tier::Compact,
    ];

    /// Whether squares are drawn as shaded blocks of cells.
    fn shaded(self) -> bool {
        matches!(self, Tier::Giant | Tier::Huge | Tier::Large)
    }

    /// Whether a queen is drawn as a block glyph around its one-cell glyph.
    fn block_queen(self) -> bool {
        matches!(self, Tier::Giant | Tier::Huge)
    }
}

/// One flag array drawn as a row (or rows) of bits.
struct FlagRow {
    label: &'static str,
    array: Array,
    /// The index of the first flag shown (`isBia2` starts at 1).
    first: usize,
    count: usize,
    x0: u16,
    step: u16,
    per_line: usize,
}

impl FlagRow {
    fn lines(&self) -> u16 {
        self.count.div_ceil(self.per_line) as u16
    }

    fn position(&self, k: usize) -> (u16, u16) {
        let x = self.x0 + (k % self.per_line) as u16 * self.step;
        (x, (k / self.per_line) as u16)
    }
}

/// Where everything goes for an `n`×`n` board in one tier, all rows or a window of them.
struct Layout {
    n: usize,
    tier: Tier,
    names: Names,
    /// Columns of labels left of the board.
    gutter: u16,
    cell_w: u16,
    cell_h: u16,
    label_rows: u16,
    /// The first row shown.
    first: usize,
    /// How many rows are shown.
    rows: usize,
}

impl Layout {
    fn new(n: usize, tier: Tier, names: Names) -> Self {
        let (cell_w, cell_h, label_rows) = match tier {
            Tier::Giant => (13, 7, 1),
            Tier::Huge => (9, 5, 1),
            Tier::Large => (5, 3, 1),
            Tier::Normal => (2, 1, if n - 1 + names.base >= 10 { 2 } else { 1 }),
            Tier::Compact => (1, 1, 0),
        };
        let widest = names.flags.iter().map(|&(label, _)| width_of(label) + 1);
        Layout {
            n,
            tier,
            names,
            gutter: widest.fold(GUTTER, u16::max),
            cell_w,
            cell_h,
            label_rows,
            first: 0,
            rows: n,
        }
    }

    /// The layout showing only rows `first..first + rows`.
    fn window(self, first: usize, rows: usize) -> Self {
        Layout {
            first,
            rows,
            ..self
        }
    }

    fn shown_rows(&self) -> std::ops::Range<usize> {
        self.first..self.first + self.rows
    }

    fn board_width(&self) -> u16 {
        let n = self.n as u16;
        match self.tier {
            Tier::Normal => 2 * n - 1,
            _ => n * self.cell_w,
        }
    }

    /// The cell where the square's mark goes (`row` must be shown).
    fn center(&self, row: usize, col: usize) -> (u16, u16) {
        let (dx, dy) = (self.cell_w / 2, self.cell_h / 2);
        let dx = if self.tier == Tier::Normal { 0 } else { dx };
        (
            self.gutter + col as u16 * self.cell_w + dx,
            self.label_rows + (row - self.first) as u16 * self.cell_h + dy,
        )
    }

    fn flags_top(&self) -> u16 {
        let gap = if self.tier == Tier::Compact { 0 } else { 1 };
        self.label_rows + self.rows as u16 * self.cell_h + gap
    }

    /// The flag arrays under the board, in the order and with the names of the code shown.
    fn flag_rows(&self) -> Vec<FlagRow> {
        let n = self.n;
        let diagonals = 2 * n - 1;
        let gutter = self.gutter;
        let (x0, col_step, diag_step, diag_per_line) = match self.tier {
            Tier::Giant => (gutter + 6, 13, 6, diagonals),
            Tier::Huge => (gutter + 4, 9, 4, diagonals),
            Tier::Large => (gutter + 2, 5, 2, diagonals),
            Tier::Normal => (gutter, 2, 1, diagonals),
            Tier::Compact => (gutter, 1, 1, n),
        };
        let row = |&(label, array): &(&'static str, Array)| {
            let (first, count, step, per_line) = match array {
                Array::Column => (0, n, col_step, n),
                Array::Rising => (0, diagonals, diag_step, diag_per_line),
                Array::Falling => (1, diagonals, diag_step, diag_per_line),
            };
            FlagRow {
                label,
                array,
                first,
                count,
                x0,
                step,
                per_line,
            }
        };
        self.names.flags.iter().map(row).collect()
    }

    fn size(&self) -> (u16, u16) {
        let flag_lines: u16 = self.flag_rows().iter().map(FlagRow::lines).sum();
        let bottom = if flag_lines == 0 {
            self.label_rows + self.rows as u16 * self.cell_h
        } else {
            self.flags_top() + flag_lines
        };
        (self.gutter + self.board_width(), bottom)
    }

    fn draw(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
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
    fn draw_column_numbers(&self, theme: &Theme, canvas: &mut Canvas<'_>) {
        for col in 0..self.n {
            let (x, _) = self.center(self.first, col);
            let number = (col + self.names.base).to_string();
            match self.tier {
                Tier::Compact => {}
                Tier::Giant | Tier::Huge | Tier::Large => {
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

    fn draw_row_label(&self, view: &View<'_>, row: usize, theme: &Theme, canvas: &mut Canvas<'_>) {
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

    fn draw_square(
        &self,
        view: &View<'_>,
        row: usize,
        col: usize,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let (x, y) = self.center(row, col);
        let square = view.square(row, col);
        if self.tier.shaded() {
            let left = self.gutter + col as u16 * self.cell_w;
            let top = self.label_rows + (row - self.first) as u16 * self.cell_h;
            let shade = theme.square((row + col) % 2 == 1);
            canvas.paint(left, top, self.cell_w, self.cell_h, shade);
            if self.tier.block_queen() && square == Square::Queen && !theme.is_ascii() {
                // A queen as large as the square allows, around the one-cell glyph.
                let style = view.queen_style(row, col, theme);
                canvas.text(x - 2, y - 1, "▗ ▄ ▖", style);
                canvas.text(x - 2, y, "▐█♛█▌", style);
                canvas.text(x - 2, y + 1, "▝▀▀▀▘", style);
                return;
            }
        }
        let (glyph, style) = match square {
            Square::Queen => (theme.glyph("♛", "Q"), view.queen_style(row, col, theme)),
            Square::TakenOff => (theme.glyph("♕", "q"), theme.removed()),
            Square::Tried => (theme.glyph("♕", "q"), theme.visited()),
            Square::Refused => ("x", theme.attacked()),
            Square::Attacked => (attacked_glyph(theme), theme.dim()),
            Square::Free => (theme.glyph("·", "."), theme.dim()),
        };
        canvas.text(x, y, glyph, style);
    }

    /// Arrows in the gutter by the first and last rows shown when rows are hidden above
    /// or below them.
    fn draw_window_marks(&self, theme: &Theme, canvas: &mut Canvas<'_>) {
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

    /// Where the row numbers start: by the board, however wide the flags' names make the
    /// gutter.
    fn number_x(&self) -> u16 {
        self.gutter - GUTTER + 1
    }

    fn draw_flags(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
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

/// What a square shows, as seed 000's step tables mark it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Square {
    Queen,
    /// The queen taken off on the last step.
    TakenOff,
    /// A column of a row whose loop put a queen there and took it back after everything
    /// below it failed.
    Tried,
    /// A column the row's loop has checked and refused: a queen above attacks it
    /// (seed 000's `x`).
    Refused,
    /// A square a queen above attacks that the row's loop has not reached.
    Attacked,
    Free,
}

/// Seed 000's three flag arrays as bits, read once from the board for a whole picture.
struct Flags {
    /// `isCol[col]` is bit `col`.
    columns: u64,
    /// `isBia1[row + col]` is bit `row + col`.
    sums: u128,
    /// `isBia2[N + row - col]` is bit `N + row - col`.
    diffs: u128,
}

impl Flags {
    fn of(board: &QueensBoard) -> Self {
        let n = board.size();
        let mut flags = Flags {
            columns: 0,
            sums: 0,
            diffs: 0,
        };
        for (row, &col) in board.queens().iter().enumerate() {
            let col = usize::from(col);
            flags.columns |= 1 << col;
            flags.sums |= 1 << (row + col);
            flags.diffs |= 1 << (n + row - col);
        }
        flags
    }

    fn column(&self, col: usize) -> bool {
        self.columns >> col & 1 == 1
    }

    fn rising(&self, sum: usize) -> bool {
        self.sums >> sum & 1 == 1
    }

    fn falling(&self, index: usize) -> bool {
        self.diffs >> index & 1 == 1
    }
}

/// The search as the board shows it.
struct View<'a> {
    board: &'a QueensBoard,
    flags: Flags,
    /// The stack: frame `r` is row `r`'s loop.
    frames: &'a [Frame],
    /// The row being filled, if its loop is open with no queen standing.
    filling: Option<(usize, Choices)>,
    last: Option<Event>,
}

impl<'a> View<'a> {
    fn new(search: &'a Search<QueensBoard>, last: Option<Event>) -> Self {
        let board = search.problem();
        let filling = search
            .frames()
            .last()
            .filter(|frame| frame.placed().is_none())
            .map(|frame| (frame.slot() as usize, frame.choices()));
        View {
            board,
            flags: Flags::of(board),
            frames: search.frames(),
            filling,
            last,
        }
    }

    /// What the square shows. A row's loop has looked at the columns left of its
    /// queen, or, in the row being filled, left of the column it tries next (all of
    /// them when it tries none: the next step takes the queen above off). Of those, the
    /// ones it tried are marked as tried, the others were refused; right of them only the
    /// squares a queen above attacks are marked, quietly.
    fn square(&self, row: usize, col: usize) -> Square {
        let board = self.board;
        let queen = board.queen_in_row(row);
        if queen == Some(col) {
            return Square::Queen;
        }
        if self.last == Some(removal(row, col)) {
            return Square::TakenOff;
        }
        let frame = self.frames.get(row);
        let looked_at = match (queen, frame) {
            (Some(queen), _) => queen,
            (None, Some(frame)) => frame
                .untried()
                .iter()
                .next()
                .map_or(board.size(), usize::from),
            (None, None) => 0,
        };
        let allowed = match frame {
            Some(frame) => frame.choices().contains(col as u8),
            None => !self.attacked_from_above(row, col),
        };
        match (col < looked_at, allowed) {
            (true, true) => Square::Tried,
            (true, false) => Square::Refused,
            (false, false) => Square::Attacked,
            (false, true) => Square::Free,
        }
    }

    /// Whether a queen in a row above `row` attacks (`row`, `col`).
    fn attacked_from_above(&self, row: usize, col: usize) -> bool {
        self.board
            .queens()
            .iter()
            .take(row)
            .enumerate()
            .any(|(r, &c)| {
                let c = usize::from(c);
                c == col || row - r == c.abs_diff(col)
            })
    }

    /// The row the window of a tall board follows: the row being filled, else the row
    /// the last step changed.
    fn focus_row(&self) -> usize {
        match (self.filling, self.last) {
            (Some((row, _)), _) => row,
            (None, Some(Event::Place { slot, .. } | Event::Remove { slot, .. })) => slot as usize,
            (None, Some(Event::Solution)) => self.board.size() - 1,
            (None, None) => 0,
        }
    }

    fn queen_style(&self, row: usize, col: usize, theme: &Theme) -> Style {
        match self.last {
            Some(Event::Solution) => theme.solution(),
            Some(event) if event == placement(row, col) => theme.current(),
            _ => queen_style(theme),
        }
    }

    /// The indices into `isCol`, `isBia1` and `isBia2` that the last step changed, and the
    /// style that shows how.
    fn changed_flags(&self, theme: &Theme) -> Option<([usize; 3], Style)> {
        let n = self.board.size();
        let (slot, choice, style) = match self.last? {
            Event::Place { slot, choice } => (slot, choice, theme.current()),
            Event::Remove { slot, choice } => (slot, choice, theme.removed()),
            Event::Solution => return None,
        };
        let (row, col) = (slot as usize, choice as usize);
        Some(([col, row + col, n + row - col], style))
    }
}

fn placement(row: usize, col: usize) -> Event {
    Event::Place {
        slot: row as u16,
        choice: col as u8,
    }
}

fn removal(row: usize, col: usize) -> Event {
    Event::Remove {
        slot: row as u16,
        choice: col as u8,
    }
}

#[cfg(test)]
mod tests {
    use insta::assert_snapshot;

    use super::*;
    use crate::app::board::test_support::{
        self as support, ASCII, COLOR, MONO, find, render, run, styled, sweep,
    };
    use crate::app::screen_text::{screen_text, text_and_styles};
    use crate::engine::StopAfter;

    fn queens(n: usize) -> QueensBoard {
        QueensBoard::new(n).expect("BUG: a size from 1 to 64")
    }

    /// Renders 4-queens after `steps` events at exactly the large layout's size, so that
    /// squares sit where [`Layout::center`] says.
    fn four_large(steps: usize) -> (Buffer, Layout) {
        let (search, last) = run(queens(4), steps);
        let layout = Layout::new(4, Tier::Large, Names::of(None, Numbering::FromZero));
        let (w, h) = layout.size();
        (render(&search, last, (), &COLOR, w, h), layout)
    }

    fn symbols_in_row(buf: &Buffer, layout: &Layout, row: usize) -> String {
        (0..4)
            .map(|col| buf[layout.center(row, col)].symbol().to_string())
            .collect()
    }

    #[test]
    fn refused_columns_follow_seed_000_tables() {
        // Seed 000, table 1: queen 1 in the corner; row 2's loop will refuse two columns
        // and try the third.
        let (buf, layout) = four_large(1);
        assert_eq!(symbols_in_row(&buf, &layout, 0), "♛···");
        assert_eq!(symbols_in_row(&buf, &layout, 1), "xx··");
        // Table 2, `x x 2`: queen 2 in the third column, the two refused columns left of
        // it; table 3, `x x x x`: row 3 refuses every column before the next step takes
        // queen 2 off.
        let (buf, layout) = four_large(2);
        assert_eq!(symbols_in_row(&buf, &layout, 1), "xx♛·");
        assert_eq!(symbols_in_row(&buf, &layout, 2), "xxxx");
        // Back in row 2 after the dead end: column 2 was tried, its queen just taken off.
        let (buf, layout) = four_large(3);
        assert_eq!(symbols_in_row(&buf, &layout, 1), "xx♕·");
        assert!(styled(&buf[layout.center(1, 2)], COLOR.removed()));
        // Queen 2 on the fourth column: the tried column keeps its own mark, and row 3
        // shows only what its loop refuses before it puts queen 3 down, the squares
        // attacked further right marked quietly.
        let (buf, layout) = four_large(4);
        assert_eq!(symbols_in_row(&buf, &layout, 1), "xx♕♛");
        assert!(styled(&buf[layout.center(1, 2)], COLOR.visited()));
        assert_eq!(symbols_in_row(&buf, &layout, 2), "x·░░");
        // Table 4, `x 3`: queen 3 in the second column after one refused column; the
        // marks of row 2 stay while its queen stands.
        let (buf, layout) = four_large(5);
        assert_eq!(symbols_in_row(&buf, &layout, 1), "xx♕♛");
        assert_eq!(symbols_in_row(&buf, &layout, 2), "x♛░░");
        assert_eq!(symbols_in_row(&buf, &layout, 3), "xxxx");
    }

    #[test]
    fn first_solution_has_the_queens_of_2_4_1_3() {
        let (buf, layout) = four_large(13);
        let expected: Vec<(u16, u16)> = [(0, 1), (1, 3), (2, 0), (3, 2)]
            .iter()
            .map(|&(r, c)| layout.center(r, c))
            .collect();
        let mut found = find(&buf, "♛");
        found.sort_by_key(|&(x, y)| (y, x));
        assert_eq!(found, expected);
        for position in expected {
            assert!(styled(&buf[position], COLOR.solution()));
        }
    }

    #[test]
    fn narration_of_the_four_queens_walk() {
        let mut search = Search::new(queens(4), crate::engine::StopAfter::First);
        let mut said = Vec::new();
        while let Some(event) = search.next() {
            said.push(QueensBoard::narrate(
                &search,
                event,
                Telling::numbered(Numbering::FromZero),
            ));
        }
        assert_eq!(
            said,
            [
                "row 0: queen at column 0",
                "row 1: queen at column 2",
                "row 2 has no free column: take the queen off (1,2)",
                "row 1: queen at column 3",
                "row 2: queen at column 1",
                "row 3 has no free column: take the queen off (2,1)",
                "row 2 has no free column left to try: take the queen off (1,3)",
                "row 1 has no free column left to try: take the queen off (0,0)",
                "row 0: queen at column 1",
                "row 1: queen at column 3",
                "row 2: queen at column 0",
                "row 3: queen at column 2",
                "solution 1: columns 1 3 0 2",
            ]
        );
    }

    #[test]
    fn from_one_the_walk_reads_as_the_line_format_and_seed_000s_tables() {
        let mut search = Search::new(queens(4), crate::engine::StopAfter::First);
        let mut said = Vec::new();
        while let Some(event) = search.next() {
            said.push(QueensBoard::narrate(
                &search,
                event,
                Telling::numbered(Numbering::FromOne),
            ));
        }
        assert_eq!(said[0], "row 1: queen at column 1");
        assert_eq!(
            said[2],
            "row 3 has no free column: take the queen off (2,3)"
        );
        // `solve queens 4 --format line` prints `2 4 1 3`.
        assert_eq!(said.last().unwrap(), "solution 1: columns 2 4 1 3");
        let board = search.problem();
        let frame = &search.frames()[0];
        assert_eq!(
            board.frame_label(frame, Telling::numbered(Numbering::FromOne)),
            "trace(row=1) col=2 tried 1"
        );
        assert_eq!(
            board.solution_call(None, Telling::numbered(Numbering::FromOne)),
            "trace(row=5): output"
        );
    }

    #[test]
    fn frames_and_code_lines() {
        let (search, last) = run(queens(4), 7);
        assert_eq!(last, Some(removal(1, 3)));
        let board = search.problem();
        let labels: Vec<String> = search
            .frames()
            .iter()
            .map(|f| board.frame_label(f, Telling::numbered(Numbering::FromZero)))
            .collect();
        assert_eq!(
            labels,
            ["trace(row=0) col=0", "trace(row=1) col=- tried 2,3"]
        );
        let all = StopAfter::Exhaustion;
        assert_eq!(board.code_line(None, all), None);
        let code = board.pseudo_code(all, Lang::En);
        let line = |event| code[board.code_line(event, all).unwrap()];
        assert!(line(last).contains("take the queen off"));
        assert!(line(Some(placement(0, 0))).contains("put a queen"));
        assert_eq!(
            line(Some(Event::Solution)).trim(),
            "output the queens; return"
        );
        let first = board.pseudo_code(StopAfter::First, Lang::En);
        let output = board
            .code_line(Some(Event::Solution), StopAfter::First)
            .unwrap();
        assert_eq!(first[output].trim(), "output the queens; return true");
        assert!(first.contains(&"      if trace(row+1): return true"));
        assert_eq!(board.heading(Lang::En), "4-Queens");
    }

    #[test]
    fn the_picture_reads_the_flags_the_board_keeps() {
        for (n, steps) in [(4, 9), (8, 60), (64, 5_000)] {
            let (search, _) = run(queens(n), steps);
            let board = search.problem();
            let flags = Flags::of(board);
            for index in 0..2 * n {
                assert_eq!(
                    flags.column(index.min(n - 1)),
                    board.column_taken(index.min(n - 1))
                );
                assert_eq!(flags.rising(index), board.sum_diagonal_taken(index), "{n}");
                assert_eq!(
                    flags.falling(index),
                    board.diff_diagonal_taken(index),
                    "{n}"
                );
            }
        }
    }

    #[test]
    fn changed_flags_are_highlighted() {
        // Step 9 puts queen 1 on (0,1): isCol[1], isBia1[0+1] and isBia2[4+0-1].
        let (search, last) = run(queens(4), 9);
        let layout = Layout::new(4, Tier::Normal, Names::of(None, Numbering::FromZero));
        let (w, h) = layout.size();
        let buf = render(&search, last, (), &MONO, w, h);
        let top = layout.flags_top();
        let highlighted: Vec<(usize, u16)> = layout
            .flag_rows()
            .iter()
            .enumerate()
            .flat_map(|(i, row)| {
                let buf = &buf;
                (0..row.count).filter_map(move |k| {
                    let (x, dy) = row.position(k);
                    let cell = &buf[(x, top + i as u16 + dy)];
                    cell.modifier
                        .contains(Modifier::REVERSED)
                        .then_some((i, (row.first + k) as u16))
                })
            })
            .collect();
        assert_eq!(highlighted, [(0, 1), (1, 1), (2, 3)]);
    }

    #[test]
    fn boards_in_colour() {
        for (name, steps) in [("empty", 0), ("backtrack", 7), ("solution", 13)] {
            let (search, last) = run(queens(4), steps);
            let buf = render(&search, last, (), &COLOR, 50, 20);
            // The backtrack shows the most states at once: its colours are kept too.
            let shown = if name == "backtrack" {
                text_and_styles(&buf)
            } else {
                screen_text(&buf)
            };
            assert_snapshot!(format!("four_{name}"), shown);
        }
    }

    #[test]
    fn eight_queens_mid_search_in_every_tier() {
        let (search, last) = run(queens(8), 60);
        let large = render(&search, last, (), &COLOR, 60, 32);
        assert_snapshot!("eight_large", screen_text(&large));
        let normal = render(&search, last, (), &COLOR, 30, 17);
        assert_snapshot!("eight_normal", screen_text(&normal));
        let (w, h) = Layout::new(8, Tier::Compact, Names::of(None, Numbering::FromZero)).size();
        let compact = render(&search, last, (), &ASCII, w, h);
        assert_snapshot!("eight_compact_ascii", screen_text(&compact));
        let mono = render(&search, last, (), &MONO, 30, 17);
        assert_snapshot!("eight_normal_mono", text_and_styles(&mono));
        let small = render(&search, last, (), &COLOR, w - 1, h);
        assert_eq!(
            screen_text(&small).trim(),
            "needs 15×9",
            "four rows at least"
        );
    }

    #[test]
    fn large_boards_wrap_their_flags() {
        let (search, last) = run(queens(20), 200);
        let buf = render(&search, last, (), &COLOR, 50, 31);
        assert_snapshot!("twenty_normal", screen_text(&buf));
        let (search, last) = run(queens(64), 100);
        // The whole compact board: 64 rows and 5 rows of flags (diagonals wrap once).
        let buf = render(&search, last, (), &ASCII, 71, 69);
        assert_eq!(find(&buf, "Q").len(), search.problem().rows_filled());
    }

    #[test]
    fn tall_boards_show_a_window_of_rows_around_the_row_being_filled() {
        // After 5,000 events the search fills row 42 (0-based) of 64.
        let (search, last) = run(queens(64), 5_000);
        let filling = search.frames().last().map(|f| f.slot());
        assert_eq!(filling, Some(42));
        // Four rows at least, and the flags: the compact board fits in 71×9.
        assert_eq!(search.problem().board_min_size(), (71, 9));
        let buf = render(&search, last, (), &ASCII, 71, 30);
        let drawn = screen_text(&buf);
        let labels: Vec<usize> = drawn
            .lines()
            .filter_map(|line| line.get(2..6)?.trim().parse().ok())
            .collect();
        // 25 rows, from 24 to 48: the row being filled with a quarter of them (6) below.
        assert_eq!(labels, (24..=48).collect::<Vec<_>>(), "{drawn}");
        let marked: Vec<&str> = drawn.lines().filter(|l| l.starts_with('>')).collect();
        assert_eq!(marked.len(), 1);
        assert!(marked[0].starts_with(">   42"), "{drawn}");
        assert!(
            drawn
                .lines()
                .next()
                .is_some_and(|l| l.starts_with(" ^  24"))
        );
        assert!(
            drawn
                .lines()
                .nth(24)
                .is_some_and(|l| l.starts_with(" v  48"))
        );
        let queens_shown = find(&buf, "Q").len();
        assert_eq!(
            queens_shown,
            42 - 24,
            "one a row above the row being filled"
        );
        // On a larger screen the window takes the normal board's two-cell squares.
        let buf = render(&search, last, (), &ASCII, 140, 50);
        assert!(
            screen_text(&buf).contains("isCol  1 1 1"),
            "{}",
            screen_text(&buf)
        );
    }

    /// The names of code the Chinese words of N-Queens keep.
    const CODE_NAMES: &[&str] = &[
        "trace",
        "row",
        "col",
        "if",
        "in",
        "for",
        "isCol",
        "isBia",
        "return",
        "true",
        "false",
        "putQueen",
        "printSolution",
        "place",
        "unplace",
        "set",
        "reset",
        "state",
        "dfs",
    ];

    #[test]
    fn chinese_pseudo_code_runs_line_for_line_with_the_english() {
        let board = queens(4);
        for stop in [StopAfter::First, StopAfter::Exhaustion] {
            let (en, zh) = (
                board.pseudo_code(stop, Lang::En),
                board.pseudo_code(stop, Lang::Zh),
            );
            support::same_lines(&en, &zh);
            for event in [placement(0, 0), removal(0, 0), Event::Solution] {
                let line = board.code_line(Some(event), stop).unwrap();
                assert!(!zh[line].is_ascii(), "{}", zh[line]);
            }
        }
    }

    #[test]
    fn a_whole_run_in_chinese_has_no_english_word() {
        let board = queens(4);
        support::no_english_in_a_run(&board, StopAfter::Exhaustion, CODE_NAMES);
        let tell = Telling {
            lang: Lang::Zh,
            ..Telling::numbered(Numbering::FromZero)
        };
        let (search, last) = run(queens(4), 3);
        assert_eq!(
            QueensBoard::narrate(&search, last.unwrap(), tell),
            "第 2 行没有能放的列：回溯，撤回 (1,2) 的皇后"
        );
        assert_eq!(board.heading(Lang::Zh), "4 皇后");
    }

    #[test]
    fn a_chinese_board_with_its_legend() {
        let (search, last) = run(queens(4), 5);
        let buf = render(&search, last, (), &support::ZH, 44, 16);
        assert_snapshot!("four_zh", screen_text(&buf));
        let (w, h) = Layout::new(4, Tier::Compact, Names::of(None, Numbering::FromZero)).size();
        let small = render(&search, last, (), &support::ZH, w - 1, h);
        assert_eq!(screen_text(&small).trim(), "需要 11×9");
        let wide = render(&search, last, (), &support::ZH, 30, 3);
        assert_eq!(screen_text(&wide).trim(), "棋盘需要 11×9");
    }

    #[test]
    fn every_size_draws_without_panic() {
        for (n, steps) in [(1, 1), (4, 6), (8, 60)] {
            let (search, last) = run(queens(n), steps);
            sweep(&search, last, ());
        }
    }

    #[test]
    fn every_event_of_a_whole_run_marks_the_line_it_runs() {
        for (stop, output) in [
            (StopAfter::First, "output the queens; return true"),
            (StopAfter::Exhaustion, "output the queens; return"),
        ] {
            let met = support::walk_running_lines(&queens(6), stop, None, |_, event| match event {
                Event::Place { .. } => "put a queen on (row,col); mark 3 flags",
                Event::Remove { .. } => "take the queen off; clear 3 flags",
                Event::Solution => output,
            });
            // A run to the first solution may never take a branch back.
            assert!(met.contains(output), "{met:?}");
            if stop == StopAfter::Exhaustion {
                assert_eq!(met.len(), 3, "{met:?}");
            }
        }
        // Each tutorial's code, as its page writes the lines.
        let views = queens(4).code_views();
        let lines: [[&str; 3]; 3] = [
            [
                "A[row][col] = 1; 3 flags = true",
                "A[row][col] = 0; 3 flags = false",
                "cnt++; print A[1..N][1..N]",
            ],
            [
                "queenColumn[x] = y; flags = true",
                "queenColumn[x] = -1; flags = false",
                "else printSolution()",
            ],
            [
                "log(board)  // set state",
                "log(board)  // reset state",
                "result.push_back(board); return",
            ],
        ];
        assert_eq!(views.len(), lines.len());
        for (view, [place, remove, output]) in views.into_iter().zip(lines) {
            let met = support::walk_running_lines(
                &queens(4),
                StopAfter::Exhaustion,
                Some(view),
                |_, event| match event {
                    Event::Place { .. } => place,
                    Event::Remove { .. } => remove,
                    Event::Solution => output,
                },
            );
            assert_eq!(met.len(), 3, "{}: {met:?}", view.routine);
        }
    }
}
