//! The sudoku board: the grid with its boxes, givens apart from placed digits, the cell
//! being filled, what each empty cell could still take, and seed 000's `rowBit`, `colBit`
//! and `blockBit` for the cell being filled.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};

use super::block_glyph;
use super::sudoku_code;
use super::sudoku_grid::Grid;
use super::{
    Canvas, Pieces, PseudoCode, draw_centered, draw_too_small, fit_of, largest_fit, line_of, list,
    width_of,
};
use crate::app::comparison::{Comparison, Orders};
use crate::app::keys::{Binding, bind, help};
use crate::app::{Act, BoardFit, Code, CodeView, Lang, Message, Show, Telling, Theme, words};
use crate::engine::{Choices, Event, Frame, Problem, Search, StopAfter};
use crate::problems::{CellOrder, Numbering, Puzzle, Rule, Shape, SudokuBoard, Unit};
use ratatui::crossterm::event::KeyCode;

/// Seed 000's `Solve(row, col)`: given cells are skipped inside the call, so there is one
/// call (one frame of the stack) for each empty cell.
const ROW_ORDER_CODE: &[&str] = &[
    "solve(r, c):",
    "  while (r,c) is given: next cell",
    "  if r == N: output the grid; return",
    "  for v in 1..=N:",
    "    if !rowBit[r][v] && !colBit[c][v]",
    "       && !blockBit[box(r,c)][v]:",
    "      (r,c) = v; set the 3 bits",
    "      solve(r, c+1)",
    "      (r,c) = 0; clear the 3 bits",
];

/// The same, stopping at the first solution: seed 000's 9×9 program and seed 002.
const ROW_ORDER_FIRST_CODE: &[&str] = &[
    "solve(r, c):",
    "  while (r,c) is given: next cell",
    "  if r == N: output the grid; return true",
    "  for v in 1..=N:",
    "    if !rowBit[r][v] && !colBit[c][v]",
    "       && !blockBit[box(r,c)][v]:",
    "      (r,c) = v; set the 3 bits",
    "      if solve(r, c+1): return true",
    "      (r,c) = 0; clear the 3 bits",
    "  return false",
];

const MRV_CODE: &[&str] = &[
    "solve():",
    "  if no cell is empty: output the grid; return",
    "  (r,c) = the empty cell with fewest candidates",
    "  if (r,c) has no candidate: return",
    "  for v in 1..=N:",
    "    if v is a candidate of (r,c):",
    "      (r,c) = v; set row, col and box bits",
    "      solve()",
    "      (r,c) = 0; clear the 3 bits",
];

/// The same, stopping at the first solution.
const MRV_FIRST_CODE: &[&str] = &[
    "solve():",
    "  if no cell is empty: output the grid; return true",
    "  (r,c) = the empty cell with fewest candidates",
    "  if (r,c) has no candidate: return false",
    "  for v in 1..=N:",
    "    if v is a candidate of (r,c):",
    "      (r,c) = v; set row, col and box bits",
    "      if solve(): return true",
    "      (r,c) = 0; clear the 3 bits",
    "  return false",
];

/// Singles: a forced cell (one candidate, or the one cell left for a value in a unit)
/// before a guess at the cell with fewest candidates.
const SINGLES_CODE: &[&str] = &[
    "solve():",
    "  if no cell is empty: output the grid; return",
    "  if a cell has one candidate v:",
    "    (r,c) = that cell; try only v",
    "  elif a value v has one cell left in a unit:",
    "    (r,c) = that cell; try only v",
    "  else: (r,c) = the cell with fewest candidates",
    "  if nothing is left to try: return",
    "  for v in what (r,c) may try:",
    "    (r,c) = v; set row, col and box bits",
    "    solve()",
    "    (r,c) = 0; clear the 3 bits",
];

/// The same, stopping at the first solution.
const SINGLES_FIRST_CODE: &[&str] = &[
    "solve():",
    "  if no cell is empty: output the grid; return true",
    "  if a cell has one candidate v:",
    "    (r,c) = that cell; try only v",
    "  elif a value v has one cell left in a unit:",
    "    (r,c) = that cell; try only v",
    "  else: (r,c) = the cell with fewest candidates",
    "  if nothing is left to try: return false",
    "  for v in what (r,c) may try:",
    "    (r,c) = v; set row, col and box bits",
    "    if solve(): return true",
    "    (r,c) = 0; clear the 3 bits",
    "  return false",
];

/// [`ROW_ORDER_CODE`] with its words in Chinese, line for line.
const ROW_ORDER_CODE_ZH: &[&str] = &[
    "solve(r, c):",
    "  while (r,c) 是给定数: 移到下一格",
    "  if r == N: 输出整个盘面; return",
    "  for v in 1..=N:",
    "    if !rowBit[r][v] && !colBit[c][v]",
    "       && !blockBit[box(r,c)][v]:",
    "      (r,c) = v; 置 3 个位",
    "      solve(r, c+1)",
    "      (r,c) = 0; 清 3 个位",
];
/// [`ROW_ORDER_FIRST_CODE`] with its words in Chinese, line for line.
const ROW_ORDER_FIRST_CODE_ZH: &[&str] = &[
    "solve(r, c):",
    "  while (r,c) 是给定数: 移到下一格",
    "  if r == N: 输出整个盘面; return true",
    "  for v in 1..=N:",
    "    if !rowBit[r][v] && !colBit[c][v]",
    "       && !blockBit[box(r,c)][v]:",
    "      (r,c) = v; 置 3 个位",
    "      if solve(r, c+1): return true",
    "      (r,c) = 0; 清 3 个位",
    "  return false",
];
/// [`MRV_CODE`] with its words in Chinese, line for line.
const MRV_CODE_ZH: &[&str] = &[
    "solve():",
    "  if 没有空格: 输出整个盘面; return",
    "  (r,c) = 候选数最少的空格",
    "  if (r,c) 没有候选数: return",
    "  for v in 1..=N:",
    "    if v 是 (r,c) 的候选数:",
    "      (r,c) = v; 置行、列、宫的位",
    "      solve()",
    "      (r,c) = 0; 清 3 个位",
];
/// [`MRV_FIRST_CODE`] with its words in Chinese, line for line.
const MRV_FIRST_CODE_ZH: &[&str] = &[
    "solve():",
    "  if 没有空格: 输出整个盘面; return true",
    "  (r,c) = 候选数最少的空格",
    "  if (r,c) 没有候选数: return false",
    "  for v in 1..=N:",
    "    if v 是 (r,c) 的候选数:",
    "      (r,c) = v; 置行、列、宫的位",
    "      if solve(): return true",
    "      (r,c) = 0; 清 3 个位",
    "  return false",
];
/// [`SINGLES_CODE`] with its words in Chinese, line for line.
const SINGLES_CODE_ZH: &[&str] = &[
    "solve():",
    "  if 没有空格: 输出整个盘面; return",
    "  if 某格只有一个候选数 v:",
    "    (r,c) = 那一格; 只试 v",
    "  elif 某数 v 在一行/列/宫里只剩一格:",
    "    (r,c) = 那一格; 只试 v",
    "  else: (r,c) = 候选数最少的格",
    "  if 没有可试的数: return",
    "  for v in (r,c) 可试的数:",
    "    (r,c) = v; 置行、列、宫的位",
    "    solve()",
    "    (r,c) = 0; 清 3 个位",
];
/// [`SINGLES_FIRST_CODE`] with its words in Chinese, line for line.
const SINGLES_FIRST_CODE_ZH: &[&str] = &[
    "solve():",
    "  if 没有空格: 输出整个盘面; return true",
    "  if 某格只有一个候选数 v:",
    "    (r,c) = 那一格; 只试 v",
    "  elif 某数 v 在一行/列/宫里只剩一格:",
    "    (r,c) = 那一格; 只试 v",
    "  else: (r,c) = 候选数最少的格",
    "  if 没有可试的数: return false",
    "  for v in (r,c) 可试的数:",
    "    (r,c) = v; 置行、列、宫的位",
    "    if solve(): return true",
    "    (r,c) = 0; 清 3 个位",
    "  return false",
];

/// The sudoku board's display switch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SudokuOptions {
    /// Draw each empty cell's candidates as pencil marks instead of their count.
    pub pencil_marks: bool,
}

/// What sudoku's own keys do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SudokuAction {
    /// Restart in the other cell order.
    ToggleOrder,
    /// Pencil marks or candidate counts.
    PencilMarks,
}

/// Sudoku's own keys, after the player's.
const KEYS: &[Binding<SudokuAction>] = &[
    bind(
        &[(KeyCode::Char('o'), SudokuAction::ToggleOrder)],
        help("cell order: row / MRV / singles (restarts)")
            .zh("填格顺序：按行 / 最少候选数 / 唯一数（重新开始）")
            .hint(&[KeyCode::Char('o')], "order", 3)
            .hint_zh("顺序"),
    ),
    bind(
        &[(KeyCode::Char('p'), SudokuAction::PencilMarks)],
        help("pencil marks / candidate counts")
            .zh("候选数标注 / 候选数个数")
            .hint(&[KeyCode::Char('p')], "pencil", 1)
            .hint_zh("候选"),
    ),
];

/// Sudoku's cell orders, side by side on the compare screen.
impl Orders for SudokuBoard {
    fn in_every_order(&self) -> Vec<Self> {
        CellOrder::ALL
            .into_iter()
            .map(|order| self.reordered(order))
            .collect()
    }

    fn order_name(&self) -> &'static str {
        self.order().name()
    }
}

/// Row order's pseudo-code in its forms and languages.
const ROW_ORDER: PseudoCode = PseudoCode {
    first: ROW_ORDER_FIRST_CODE,
    all: ROW_ORDER_CODE,
    first_zh: ROW_ORDER_FIRST_CODE_ZH,
    all_zh: ROW_ORDER_CODE_ZH,
};
/// MRV's pseudo-code in its forms and languages.
const MRV: PseudoCode = PseudoCode {
    first: MRV_FIRST_CODE,
    all: MRV_CODE,
    first_zh: MRV_FIRST_CODE_ZH,
    all_zh: MRV_CODE_ZH,
};
/// The singles order's pseudo-code in its forms and languages.
const SINGLES: PseudoCode = PseudoCode {
    first: SINGLES_FIRST_CODE,
    all: SINGLES_CODE,
    first_zh: SINGLES_FIRST_CODE_ZH,
    all_zh: SINGLES_CODE_ZH,
};

impl Show for SudokuBoard {
    type Options = SudokuOptions;
    type Action = SudokuAction;

    fn keys() -> &'static [Binding<SudokuAction>] {
        KEYS
    }

    fn act(action: SudokuAction, start: &Self, options: &mut SudokuOptions) -> Act<Self> {
        match action {
            SudokuAction::ToggleOrder => {
                let order = start.order().cycled();
                match SudokuBoard::new(start.shape(), &start.givens(), order) {
                    Ok(board) => Act::Restart {
                        start: board,
                        message: Message::new(words::ORDER_RESTARTED, &[&order.name()]),
                    },
                    Err(error) => Act::Tell(Message::english(error.to_string())),
                }
            }
            SudokuAction::PencilMarks => {
                options.pencil_marks = !options.pencil_marks;
                Act::Tell(Message::new(
                    if options.pencil_marks {
                        words::PENCIL_MARKS
                    } else {
                        words::CANDIDATE_COUNTS
                    },
                    &[],
                ))
            }
        }
    }

    fn side_by_side(&self, title: Option<Message>) -> Option<Box<dyn crate::app::Session>> {
        let boards = self.in_every_order();
        let comparison = Comparison::new(boards, <Self as Puzzle>::STOP, title);
        Some(Box::new(comparison))
    }

    fn heading(&self, lang: Lang) -> String {
        let n = self.shape().side();
        let order = match (lang, self.order()) {
            (Lang::En, CellOrder::Row) => "row order",
            (Lang::En, CellOrder::Mrv) => "MRV",
            (Lang::En, CellOrder::Singles) => "singles",
            (Lang::Zh, CellOrder::Row) => "按行",
            (Lang::Zh, CellOrder::Mrv) => "最少候选数(MRV)",
            (Lang::Zh, CellOrder::Singles) => "唯一数优先",
        };
        match lang {
            Lang::En => format!("Sudoku {n}×{n} · {order}"),
            Lang::Zh => format!("数独 {n}×{n} · {order}"),
        }
    }

    fn pseudo_code(&self, stop: StopAfter, lang: Lang) -> &'static [&'static str] {
        let code = match self.order() {
            CellOrder::Row => &ROW_ORDER,
            CellOrder::Mrv => &MRV,
            CellOrder::Singles => &SINGLES,
        };
        code.get(stop, lang)
    }

    fn code_line(&self, last: Option<Event>, _stop: StopAfter) -> Option<usize> {
        match self.order() {
            CellOrder::Row => line_of(last, 2, 6, 8),
            CellOrder::Mrv => line_of(last, 1, 6, 8),
            // A placement shows the rule that chose its cell.
            CellOrder::Singles => match last {
                Some(Event::Place { slot, .. }) => match self.rule(slot as usize) {
                    Some(Rule::OnlyCandidate) => Some(2),
                    Some(Rule::OnlyCell(_)) => Some(4),
                    Some(Rule::Guess) => Some(6),
                    None => Some(9),
                },
                last => line_of(last, 1, 9, 11),
            },
        }
    }

    fn solution_call(&self, last: Option<&Frame>, tell: Telling) -> String {
        let numbering = tell.numbering;
        match (self.order(), last) {
            (CellOrder::Row, Some(frame)) => {
                let (row, col) = row_col(self, frame.slot());
                let (row, col) = (numbering.of(row), numbering.of(col + 1));
                let past = tell.pick("past the end, output", "越过最后一格，输出");
                format!("solve(r={row},c={col}): {past}")
            }
            (CellOrder::Row, None) => {
                let first = numbering.of(0);
                let none = tell.pick("no empty cell, output", "没有空格，输出");
                format!("solve(r={first},c={first}): {none}")
            }
            (CellOrder::Mrv | CellOrder::Singles, _) => {
                format!(
                    "solve(): {}",
                    tell.pick("no empty cell, output", "没有空格，输出")
                )
            }
        }
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        if let Some(label) = sudoku_code::frame_label(self, frame, tell) {
            return label;
        }
        let numbering = tell.numbering;
        let (row, col) = row_col(self, frame.slot());
        let (row, col) = (numbering.of(row), numbering.of(col));
        let mut label = format!("solve(r={row},c={col})");
        if let Some(value) = frame.placed() {
            label += &format!(" = {}", Shape::symbol(value));
            if self
                .rule(frame.slot() as usize)
                .is_some_and(Rule::is_forced)
            {
                label += tell.pick(" forced", " 唯一");
            }
        }
        let (tried, left) = (tell.pick("tried", "试过"), tell.pick("left", "剩"));
        if !frame.tried().is_empty() {
            label += &format!(" {tried} {}", list(frame.tried(), 6, symbol));
        }
        label + &format!(" {left} {}", frame.untried().len())
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        let said = narrate_plainly(search, event, tell.places(), tell.lang);
        match sudoku_code::statement(search.problem(), event, tell) {
            Some(statement) => match event {
                Event::Remove { .. } => format!("{statement}: {said}"),
                _ => statement,
            },
            None => said,
        }
    }

    fn board_min_size(&self) -> (u16, u16) {
        Layout::new(self.shape(), Tier::Bare, false).size()
    }

    fn board_fit(
        &self,
        width: u16,
        height: u16,
        options: SudokuOptions,
        code: Code,
        theme: &Theme,
    ) -> Option<BoardFit> {
        let area = Rect::new(0, 0, width, height);
        let (layout, legend) = choose(self.shape(), code, area, options, theme)?;
        Some(fit_of(area, layout.size(), legend.as_ref(), false))
    }

    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        options: SudokuOptions,
        code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let area = area.intersection(buf.area);
        let view = View::new(search, last, options);
        let shape = view.board.shape();
        match choose(shape, code, area, options, theme) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(
                buf,
                area,
                Layout::new(shape, Tier::Bare, false).size(),
                theme,
            ),
        }
    }

    fn code_views(&self) -> Vec<&'static CodeView> {
        sudoku_code::views(self)
    }
}

/// The event in the pseudo-code's words in `lang`, its places numbered as `numbering`
/// says.
fn narrate_plainly(
    search: &Search<SudokuBoard>,
    event: Event,
    numbering: Numbering,
    lang: Lang,
) -> String {
    let board = search.problem();
    let zh = lang == Lang::Zh;
    match event {
        Event::Place { slot, choice } => {
            let (row, col) = row_col(board, slot);
            let cell = numbering.cell(row, col);
            let said = format!("{cell} = {}", Shape::symbol(choice));
            let frame = search.frames().iter().rev().find(|f| f.slot() == slot);
            let v = Shape::symbol(choice);
            let count = frame.map_or(0, |frame| frame.choices().len());
            let why = match (board.order(), frame, board.rule(slot as usize)) {
                (_, _, Some(Rule::OnlyCandidate)) if zh => format!("：只有 {v} 能填这里"),
                (_, _, Some(Rule::OnlyCandidate)) => format!(": only {v} fits here"),
                (_, _, Some(Rule::OnlyCell(unit))) if zh => {
                    format!("：{v} 在{}只有这一格", unit_name(unit, lang))
                }
                (_, _, Some(Rule::OnlyCell(unit))) => {
                    format!(": {v} has only this cell in {}", unit_name(unit, lang))
                }
                (_, Some(_), Some(Rule::Guess)) if zh => {
                    format!("，猜一个：没有唯一数了，取候选数最少的格({count} 个)")
                }
                (_, Some(_), Some(Rule::Guess)) => {
                    format!(", a guess: no single left, fewest candidates ({count})")
                }
                (CellOrder::Mrv, Some(_), _) if zh => format!("，候选数最少的格({count} 个)"),
                (CellOrder::Mrv, Some(_), _) => {
                    format!(", the cell with fewest candidates ({count})")
                }
                _ => String::new(),
            };
            said + &why
        }
        Event::Remove { slot, choice } => narrate_removal(board, slot, choice, numbering, lang),
        Event::Solution => {
            let count = search.counters().solutions;
            match lang {
                Lang::En => format!("solution {count}: every cell filled"),
                Lang::Zh => format!("第 {count} 个解：每一格都填好了"),
            }
        }
    }
}

/// The largest layout of `shape` that fits in `area` (bit sets under the grid, or beside
/// it when that is what fits), with the legend it has.
fn choose(
    shape: Shape,
    code: Code,
    area: Rect,
    options: SudokuOptions,
    theme: &Theme,
) -> Option<(Layout, Option<Pieces>)> {
    let tiers = [
        Tier::Giant,
        Tier::Huge,
        Tier::Large,
        Tier::Medium,
        Tier::Small,
        Tier::Compact,
        Tier::Bare,
    ];
    let candidates = tiers
        .into_iter()
        .flat_map(|tier| [false, true].map(|beside| Layout::named(shape, tier, beside, code)))
        .map(|layout| {
            let tier = layout.tier;
            let legend = if options.pencil_marks && !tier.has_pencil_marks() {
                // Said where the marks would be, so that `p` never seems to do nothing.
                let large = Layout::new(shape, Tier::Large, true).size();
                let times = theme.glyph("×", "x");
                let need = theme
                    .telling(code)
                    .pick("pencil marks need", "候选数标注至少要");
                let note = format!("{need} {}{times}{}", large.0, large.1);
                Some(vec![(note, theme.dim())])
            } else {
                (tier < Tier::Compact).then(|| legend(layout.inside.0, theme))
            };
            (layout, legend)
        })
        .collect();
    largest_fit(area, candidates, Layout::size)
}

/// A row, column or box as the narration names it in `lang`, numbered from 0 like the
/// cells.
fn unit_name(unit: Unit, lang: Lang) -> String {
    match (lang, unit) {
        (Lang::En, Unit::Row(r)) => format!("row {r}"),
        (Lang::En, Unit::Column(c)) => format!("column {c}"),
        (Lang::En, Unit::Box(b)) => format!("box {b}"),
        (Lang::Zh, Unit::Row(r)) => format!("第 {r} 行"),
        (Lang::Zh, Unit::Column(c)) => format!("第 {c} 列"),
        (Lang::Zh, Unit::Box(b)) => format!("第 {b} 宫"),
    }
}

fn row_col(board: &SudokuBoard, slot: u16) -> (usize, usize) {
    let n = board.shape().side();
    (slot as usize / n, slot as usize % n)
}

fn symbol(value: u8) -> String {
    Shape::symbol(value).to_string()
}

/// Why the search took `choice` back out of `slot`, told from the cell it could not fill
/// next: the cell the search would pick with `choice` still in place. In `lang`.
fn narrate_removal(
    board: &SudokuBoard,
    slot: u16,
    choice: u8,
    numbering: Numbering,
    lang: Lang,
) -> String {
    let (row, col) = row_col(board, slot);
    let cell = numbering.cell(row, col);
    let v = Shape::symbol(choice);
    let back = match lang {
        Lang::En => format!("back to {cell}, remove {v}"),
        Lang::Zh => format!("回溯到 {cell}，撤回 {v}"),
    };
    if board.value(slot as usize) != 0 {
        return back;
    }
    let mut before = board.clone();
    before.apply(slot, choice);
    let Some(next) = before.branch() else {
        return match lang {
            Lang::En => format!("{back} to look for the next solution"),
            Lang::Zh => format!("{back}，去找下一个解"),
        };
    };
    let (r, c) = row_col(board, next.slot);
    let next_cell = numbering.cell(r, c);
    let failed = list(next.choices, 6, symbol);
    match (lang, next.choices.is_empty()) {
        (Lang::En, true) => format!("{next_cell} has no candidate left: {back}"),
        (Lang::En, false) => {
            format!("{next_cell} has no candidate left to try ({failed} failed): {back}")
        }
        (Lang::Zh, true) => format!("{next_cell} 没有候选数了：{back}"),
        (Lang::Zh, false) => {
            format!("{next_cell} 已没有可再试的候选数(试过的 {failed} 都不行)：{back}")
        }
    }
}

/// The header over the bit sets of the cell being filled, `cell`, with `count`
/// candidates, in `lang`: `filling (0,2): 3 candidates`.
fn filling_words(cell: &str, count: u32, lang: Lang) -> String {
    match lang {
        Lang::En if count == 1 => format!("filling {cell}: 1 candidate"),
        Lang::En => format!("filling {cell}: {count} candidates"),
        Lang::Zh => format!("正在填 {cell}：{count} 个候选数"),
    }
}

/// The key to the cells, as styled pieces of one line, for cells `width` wide.
fn legend(width: u16, theme: &Theme) -> Pieces {
    let tell = theme.telling(None);
    let words = |en: &str, zh: &str| (tell.pick(en, zh).to_string(), theme.dim());
    let (given, removed) = if width >= 3 {
        ("[5]", "x5")
    } else if width == 2 {
        ("5", "x5")
    } else {
        ("5", "5")
    };
    vec![
        (given.to_string(), theme.given()),
        words(" given  ", " 给定数  "),
        ("5".to_string(), theme.placed()),
        words(" placed  ", " 填入  "),
        (count_text(3, 2, theme), theme.dim()),
        words(" candidates  ", " 候选数个数  "),
        (removed.to_string(), theme.removed()),
        words(" removed", " 已撤回"),
    ]
}

/// How an empty cell's number of candidates is written in `width` cells: small digits,
/// or in ASCII a dot and the number; a lone dot when the number does not fit (and always
/// when `width` is 0, for the compact board where numbers would crowd the digits).
fn count_text(count: u32, width: u16, theme: &Theme) -> String {
    let text = if theme.is_ascii() {
        format!(".{count}")
    } else {
        const SMALL: [char; 10] = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];
        count
            .to_string()
            .bytes()
            .map(|digit| SMALL[(digit - b'0') as usize])
            .collect()
    };
    if width_of(&text) <= width {
        text
    } else {
        theme.glyph("·", ".").to_string()
    }
}

/// The inside width of a large cell: a pencil mark every other column, and an odd width
/// so that a digit in the middle never stands where a pencil mark would.
fn pencil_width(shape: Shape) -> u16 {
    let width = 2 * shape.box_cols() as u16 - 1;
    if (width / 2) % 2 == 1 {
        width
    } else {
        width + 1
    }
}

/// How large the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Tier {
    /// Large cells three times over, for a projector on a large screen; digits as blocks.
    Giant,
    /// Large cells twice over, for a projector; the pencil marks in their middle, digits
    /// as blocks.
    Huge,
    /// Cells as wide and high as a box, room for every pencil mark; light lines between.
    Large,
    /// Cells of three columns with light lines between.
    Medium,
    /// Cells of two columns, box lines only.
    Small,
    /// Cells of one column, box lines only, short labels.
    Compact,
    /// The grid alone, one column a cell, boxes told apart by their shading: drawn only
    /// where not even the compact board fits, such as a preview in the menu.
    Bare,
}

impl Tier {
    /// Whether cells have room for every candidate as a pencil mark.
    fn has_pencil_marks(self) -> bool {
        matches!(self, Tier::Giant | Tier::Huge | Tier::Large)
    }
}

/// Where everything goes for one shape in one tier.
struct Layout {
    shape: Shape,
    tier: Tier,
    grid: Grid,
    /// The cells' inside, (width, height).
    inside: (u16, u16),
    /// Where the grid's top-left corner is: right of the row numbers, under the column
    /// numbers.
    grid_at: (u16, u16),
    /// Where the bit sets start.
    info_at: (u16, u16),
    label_width: u16,
    bit_step: u16,
    /// The code whose names the bit sets take.
    code: Code,
}

impl Layout {
    fn new(shape: Shape, tier: Tier, beside: bool) -> Self {
        Layout::named(shape, tier, beside, None)
    }

    /// The layout with the bit sets named as `code` names them.
    fn named(shape: Shape, tier: Tier, beside: bool, code: Code) -> Self {
        let (inside, light, pad) = match tier {
            Tier::Giant => {
                let (width, height) = (pencil_width(shape), shape.box_rows() as u16);
                ((3 * width + 2, 3 * height + 2), true, 0)
            }
            Tier::Huge => {
                let (width, height) = (pencil_width(shape), shape.box_rows() as u16);
                ((2 * width + 1, 2 * height + 1), true, 0)
            }
            Tier::Large => ((pencil_width(shape), shape.box_rows() as u16), true, 0),
            Tier::Medium => ((3, 1), true, 0),
            Tier::Small => ((2, 1), false, 1),
            Tier::Compact | Tier::Bare => ((1, 1), false, 0),
        };
        let grid = if tier == Tier::Bare {
            Grid::bare(shape)
        } else {
            Grid::new(shape, inside, light, pad)
        };
        let numbered = tier <= Tier::Medium;
        let grid_at = if numbered { (3, 1) } else { (0, 0) };
        let (grid_w, grid_h) = grid.size();
        let gap = if tier >= Tier::Compact { 0 } else { 1 };
        let info_at = if beside {
            (grid_at.0 + grid_w + 2, grid_at.1)
        } else {
            (0, grid_at.1 + grid_h + gap)
        };
        let label_width = match tier {
            Tier::Compact | Tier::Bare => 7,
            _ => {
                let last = shape.side() - 1;
                let widest =
                    |lang| Labels::new(shape, (last, last), code, Numbering::FromOne, lang);
                widest(Lang::En).widest().max(widest(Lang::Zh).widest()) + 1
            }
        };
        let bit_step = if numbered { 2 } else { 1 };
        Layout {
            shape,
            tier,
            grid,
            inside,
            grid_at,
            info_at,
            label_width,
            bit_step,
            code,
        }
    }

    fn header_lines(&self) -> u16 {
        if self.tier >= Tier::Compact { 0 } else { 1 }
    }

    fn info_size(&self) -> (u16, u16) {
        if self.tier == Tier::Bare {
            return (0, 0);
        }
        let n = self.shape.side();
        let bits = self.label_width + (n as u16 - 1) * self.bit_step + 1;
        // Room for the header with its count, though not always for MRV's last words.
        let header = match self.header_lines() {
            0 => 0,
            _ => {
                let filling = |lang| filling_words(&format!("({0},{0})", n - 1), n as u32, lang);
                width_of(&filling(Lang::En)).max(width_of(&filling(Lang::Zh)))
            }
        };
        (bits.max(header), self.header_lines() + 4)
    }

    fn size(&self) -> (u16, u16) {
        let (grid_w, grid_h) = self.grid.size();
        let (info_w, info_h) = self.info_size();
        (
            (self.grid_at.0 + grid_w).max(self.info_at.0 + info_w),
            (self.grid_at.1 + grid_h).max(self.info_at.1 + info_h),
        )
    }

    /// Where the inside of a cell starts on the canvas.
    fn cell_at(&self, row: usize, col: usize) -> (u16, u16) {
        let (x, y) = self.grid.cell(row, col);
        (self.grid_at.0 + x, self.grid_at.1 + y)
    }

    /// Where a cell's single glyph goes, from the start of its inside.
    fn glyph_offset(&self) -> (u16, u16) {
        match self.tier {
            Tier::Small => (1, 0),
            _ => (self.inside.0 / 2, self.inside.1 / 2),
        }
    }

    fn draw(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
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

    fn draw_numbers(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
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

    fn draw_cell(&self, view: &View<'_>, cell: usize, theme: &Theme, canvas: &mut Canvas<'_>) {
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
    fn draw_pencil_marks(
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

    fn draw_info(&self, view: &View<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
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

fn dot(theme: &Theme) -> char {
    if theme.is_ascii() { '.' } else { '·' }
}

/// The names of the bit sets of one cell, long as in the code shown or short.
struct Labels {
    long: [String; 4],
    short: [String; 4],
}

impl Labels {
    /// The labels of cell (`row`, `col`) in the names of `code` and the words of `lang`,
    /// counted from the view's base, or as `numbering` says under the pseudo-code.
    fn new(
        shape: Shape,
        (row, col): (usize, usize),
        code: Code,
        numbering: Numbering,
        lang: Lang,
    ) -> Self {
        let numbering = code.map_or(numbering, |view| Numbering::from_one(view.base == 1));
        let (box_row, box_col) = (row / shape.box_rows(), col / shape.box_cols());
        let box_index = numbering.of(shape.box_of(row, col));
        let block = (numbering.of(box_row), numbering.of(box_col));
        let (row, col) = (numbering.of(row), numbering.of(col));
        Labels {
            long: sudoku_code::set_names(code, (row, col), block, lang),
            short: match lang {
                Lang::En => [
                    format!("row {row}"),
                    format!("col {col}"),
                    format!("box {box_index}"),
                    "cand".to_string(),
                ],
                Lang::Zh => [
                    format!("行 {row}"),
                    format!("列 {col}"),
                    format!("宫 {box_index}"),
                    "候选".to_string(),
                ],
            },
        }
    }

    /// The widest long label any cell of the shape can have.
    fn widest(&self) -> u16 {
        self.long.iter().map(|l| width_of(l)).max().unwrap_or(0)
    }

    fn pick(&self, which: usize, short: bool) -> &str {
        if short {
            &self.short[which]
        } else {
            &self.long[which]
        }
    }
}

/// The cell being filled: the deepest frame, while it has no value in place.
#[derive(Clone, Copy, Debug)]
struct Filling {
    cell: usize,
    candidates: Choices,
    tried: Choices,
}

/// The search as the board shows it.
struct View<'a> {
    board: &'a SudokuBoard,
    filling: Option<Filling>,
    last: Option<Event>,
    pencil_marks: bool,
    /// Whether the search has run out of frames after starting.
    over: bool,
}

impl<'a> View<'a> {
    fn new(search: &'a Search<SudokuBoard>, last: Option<Event>, options: SudokuOptions) -> Self {
        let filling = search
            .frames()
            .last()
            .filter(|frame| frame.placed().is_none())
            .map(|frame| Filling {
                cell: frame.slot() as usize,
                candidates: frame.choices(),
                tried: frame.tried(),
            });
        View {
            board: search.problem(),
            filling,
            last,
            pencil_marks: options.pencil_marks,
            over: search.frames().is_empty() && last.is_some(),
        }
    }

    fn value_style(&self, cell: usize, theme: &Theme) -> Style {
        if self.board.is_given(cell) {
            theme.given()
        } else if self.last == Some(Event::Solution) {
            theme.solution()
        } else {
            // A forced placement (a single) is drawn dimmer than a guess.
            let placed = match self.board.rule(cell) {
                Some(rule) if rule.is_forced() => theme.placed().add_modifier(Modifier::DIM),
                _ => theme.placed(),
            };
            if matches!(self.last, Some(Event::Place { slot, .. }) if slot as usize == cell) {
                placed.add_modifier(Modifier::UNDERLINED)
            } else {
                placed
            }
        }
    }

    /// The line over the bit sets in `lang`, longest first, to be cut down to what fits.
    fn headers(&self, numbering: Numbering, lang: Lang) -> Vec<String> {
        let n = self.board.shape().side();
        let tell = Telling {
            lang,
            ..Telling::default()
        };
        if let Some(focus) = self.filling {
            let cell = numbering.cell(focus.cell / n, focus.cell % n);
            let count = focus.candidates.len();
            let filling = tell.pick(format!("filling {cell}"), format!("正在填 {cell}"));
            let hidden = self.board.order() == CellOrder::Singles
                && count == 1
                && self.board.candidates(focus.cell).len() > 1;
            if let (true, Some(value)) = (hidden, focus.candidates.first()) {
                let v = Shape::symbol(value);
                return vec![
                    tell.pick(
                        format!("{filling}: the only cell left for {v}"),
                        format!("{filling}：{v} 只剩这一格可填"),
                    ),
                    tell.pick(
                        format!("{filling}: only cell for {v}"),
                        format!("{filling}：{v} 的唯一格"),
                    ),
                    filling,
                    cell.clone(),
                ];
            }
            let fewest = match self.board.order() {
                CellOrder::Row => "",
                CellOrder::Mrv => tell.pick(", the fewest", "，最少"),
                CellOrder::Singles if count == 1 => tell.pick(", forced", "，唯一"),
                CellOrder::Singles => tell.pick(", the fewest", "，最少"),
            };
            return vec![filling_words(&cell, count, lang) + fewest, filling, cell];
        }
        let (long, short) = if self.over {
            (
                tell.pick("search finished", "搜索结束"),
                tell.pick("done", "结束"),
            )
        } else {
            (
                tell.pick("solved: every cell filled", "已解出：每一格都填好了"),
                tell.pick("solved", "已解出"),
            )
        };
        vec![long.to_string(), short.to_string()]
    }

    /// Which of the row, column and box of (`row`, `col`) hold the cell the last step
    /// changed, the value it changed, and the style that shows how.
    fn changed_bit(
        &self,
        shape: Shape,
        row: usize,
        col: usize,
        theme: &Theme,
    ) -> Option<([bool; 3], u8, Style)> {
        let (slot, value, style) = match self.last? {
            Event::Place { slot, choice } => (slot, choice, theme.current()),
            Event::Remove { slot, choice } => (slot, choice, theme.removed()),
            Event::Solution => return None,
        };
        let n = shape.side();
        let (r, c) = (slot as usize / n, slot as usize % n);
        let units = [
            r == row,
            c == col,
            shape.box_of(r, c) == shape.box_of(row, col),
        ];
        Some((units, value, style))
    }
}

#[cfg(test)]
mod tests {
    use insta::assert_snapshot;

    use super::*;
    use crate::app::board::test_support::{
        self as support, ASCII, COLOR, MONO, render, run, run_to, styled, sweep,
    };
    use crate::app::screen_text::{screen_text, text_and_styles};
    use crate::engine::StopAfter;

    /// Seed 000's 4×4 puzzle whose search it traces step by step.
    const SEED_000_FOUR: &str = "0000102004010000";
    /// Seed 000's 9×9 puzzle called the hardest in the world.
    const SEED_000_NINE: &str =
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400";

    fn sudoku(puzzle: &str, order: CellOrder) -> SudokuBoard {
        let cells: Vec<u8> = puzzle
            .chars()
            .map(|c| Shape::value_of(c).unwrap())
            .collect();
        let side = (cells.len() as f64).sqrt() as usize;
        SudokuBoard::new(Shape::for_side(side).unwrap(), &cells, order).unwrap()
    }

    fn empty(side: usize) -> SudokuBoard {
        let shape = Shape::for_side(side).unwrap();
        SudokuBoard::new(shape, &vec![0; shape.cells()], CellOrder::Row).unwrap()
    }

    const PENCIL: SudokuOptions = SudokuOptions { pencil_marks: true };

    #[test]
    fn light_theme_for_a_white_screen() {
        // Seed 000's A4 just after its first backtrack: givens, placed digits, the digit
        // taken back and the cell being filled, in the colours of a light background.
        let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 6);
        let light = COLOR.with_palette(crate::app::Palette::Light);
        let buf = render(&search, last, SudokuOptions::default(), &light, 40, 16);
        assert_snapshot!("four_light", text_and_styles(&buf));
    }

    #[test]
    fn givens_and_placed_digits_differ_by_attribute_at_every_cell_size() {
        use ratatui::style::Color;
        let (search, last) = run(sudoku(SEED_000_NINE, CellOrder::Row), 300);
        let placed = search.counters().depth as usize;
        let light = COLOR.with_palette(crate::app::Palette::Light);
        for tier in [
            Tier::Huge,
            Tier::Large,
            Tier::Medium,
            Tier::Small,
            Tier::Compact,
        ] {
            let (w, h) = Layout::new(Shape::for_side(9).unwrap(), tier, false).size();
            // (Monochrome draws the bit sets bold too; its given and placed styles are
            // checked apart below.)
            for theme in [COLOR, light] {
                let buf = render(&search, last, SudokuOptions::default(), &theme, w, h);
                // On cells of at least 5×3 digits are blocks, a given between brackets.
                let blocks = matches!(tier, Tier::Huge | Tier::Large);
                let digits = || {
                    buf.content().iter().filter(move |c| {
                        if blocks {
                            c.symbol() == "[" || c.symbol() == "▀"
                        } else {
                            c.symbol().chars().all(|ch| ch.is_ascii_digit())
                        }
                    })
                };
                // Givens: bold in the terminal's own colour, never italic.
                let givens = digits()
                    .filter(|c| c.modifier.contains(Modifier::BOLD))
                    .filter(|c| {
                        !c.modifier
                            .intersects(Modifier::ITALIC | Modifier::UNDERLINED)
                    })
                    .filter(|c| c.fg == Color::Reset)
                    .filter(|c| !blocks || c.symbol() == "[")
                    .count();
                assert_eq!(givens, 21, "{tier:?} {theme:?}");
                // Placed digits: italic, whatever their colour.
                let italic = digits()
                    .filter(|c| c.modifier.contains(Modifier::ITALIC))
                    .count();
                assert!(
                    italic + 1 >= placed,
                    "{tier:?} {theme:?}: {italic} of {placed}"
                );
            }
        }
    }

    #[test]
    fn narration_follows_seed_000_trace() {
        let mut search = Search::new(sudoku(SEED_000_FOUR, CellOrder::Row), StopAfter::First);
        let said: Vec<String> = (0..11)
            .map(|_| {
                let event = search.next().unwrap();
                SudokuBoard::narrate(&search, event, Telling::numbered(Numbering::FromZero))
            })
            .collect();
        assert_eq!(
            said,
            [
                "(0,0) = 2",
                "(0,1) = 3",
                "(0,2) = 1",
                "(0,3) = 4",
                "(1,1) has no candidate left: back to (0,3), remove 4",
                "(0,3) has no candidate left to try (4 failed): back to (0,2), remove 1",
                "(0,2) = 4",
                "(0,3) has no candidate left: back to (0,2), remove 4",
                "(0,2) has no candidate left to try (1,4 failed): back to (0,1), remove 3",
                "(0,1) has no candidate left to try (3 failed): back to (0,0), remove 2",
                "(0,0) = 3",
            ]
        );
    }

    #[test]
    fn frames_code_and_heading() {
        let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 6);
        let board = search.problem();
        let labels: Vec<String> = search
            .frames()
            .iter()
            .map(|f| board.frame_label(f, Telling::numbered(Numbering::FromZero)))
            .collect();
        assert_eq!(
            labels,
            [
                "solve(r=0,c=0) = 2 left 2",
                "solve(r=0,c=1) = 3 left 0",
                "solve(r=0,c=2) tried 1 left 1",
            ]
        );
        let first = StopAfter::First;
        let code = board.pseudo_code(first, Lang::En);
        assert!(code[board.code_line(last, first).unwrap()].contains("clear the 3 bits"));
        let output = board.code_line(Some(Event::Solution), first).unwrap();
        assert_eq!(
            code[output].trim(),
            "if r == N: output the grid; return true"
        );
        assert!(code.contains(&"      if solve(r, c+1): return true"));
        let all = board.pseudo_code(StopAfter::Exhaustion, Lang::En);
        assert_eq!(all[output].trim(), "if r == N: output the grid; return");
        assert_eq!(board.heading(Lang::En), "Sudoku 4×4 · row order");
        let mrv = sudoku(SEED_000_FOUR, CellOrder::Mrv);
        assert_eq!(mrv.heading(Lang::En), "Sudoku 4×4 · MRV");
        assert!(mrv.pseudo_code(first, Lang::En)[2].contains("fewest candidates"));
        assert!(
            mrv.pseudo_code(first, Lang::En)[mrv.code_line(last, first).unwrap()].contains("clear")
        );
    }

    #[test]
    fn bit_rows_show_the_sets_of_the_cell_being_filled() {
        let (search, last) = run(sudoku(SEED_000_NINE, CellOrder::Row), 300);
        let layout = Layout::new(Shape::for_side(9).unwrap(), Tier::Medium, false);
        let (w, h) = layout.size();
        let buf = render(&search, last, SudokuOptions::default(), &COLOR, w, h);
        let board = search.problem();
        let frame = search.frames().last().unwrap();
        assert_eq!(frame.placed(), None);
        let (row, col) = row_col(board, frame.slot());
        let shape = board.shape();
        let sets = [
            board.row_set(row),
            board.col_set(col),
            board.box_set(shape.box_of(row, col)),
            board.candidates(frame.slot() as usize),
        ];
        for (line, set) in sets.iter().enumerate() {
            let y = layout.info_at.1 + 1 + line as u16;
            let shown: Choices = (1..=9u8)
                .filter(|&v| {
                    let x = layout.label_width + (v as u16 - 1) * 2;
                    let symbol = buf[(x, y)].symbol();
                    symbol == v.to_string() || symbol == "x"
                })
                .collect();
            assert_eq!(shown, *set, "line {line}");
        }
        // The solved grid is the answer seed 000 prints.
        let (search, _) = run_to(sudoku(SEED_000_NINE, CellOrder::Mrv), 1, |e| {
            e == Event::Solution
        });
        let answer: String = search
            .problem()
            .cells()
            .iter()
            .map(|&v| Shape::symbol(v))
            .collect();
        assert_eq!(
            answer,
            "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
        );
    }

    #[test]
    fn givens_placed_and_removed_look_different() {
        // Step 5 of seed 000's trace takes the 4 back out of (0,3).
        let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 5);
        let layout = Layout::new(Shape::for_side(4).unwrap(), Tier::Medium, false);
        let (w, h) = layout.size();
        let buf = render(&search, last, SudokuOptions::default(), &MONO, w, h);
        let at = |row, col| {
            let (x, y) = layout.cell_at(row, col);
            &buf[(x + 1, y)]
        };
        assert_eq!(at(1, 0).symbol(), "1");
        assert!(styled(at(1, 0), MONO.given()));
        assert_eq!(at(0, 2).symbol(), "1");
        assert!(styled(at(0, 2), MONO.placed()));
        assert_eq!(at(0, 3).symbol(), "4");
        assert!(styled(at(0, 3), MONO.removed()) && styled(at(0, 3), MONO.current()));
        assert_ne!(MONO.given().add_modifier, MONO.placed().add_modifier);
    }

    #[test]
    fn four_by_four_in_colour() {
        let puzzle = || sudoku(SEED_000_FOUR, CellOrder::Row);
        let (search, last) = run(puzzle(), 0);
        let buf = render(&search, last, PENCIL, &COLOR, 40, 22);
        assert_snapshot!("four_empty_pencil", screen_text(&buf));
        let (search, last) = run(puzzle(), 5);
        let buf = render(&search, last, SudokuOptions::default(), &COLOR, 40, 22);
        assert_snapshot!("four_backtrack", text_and_styles(&buf));
        let (search, last) = run_to(puzzle(), 1, |e| e == Event::Solution);
        let buf = render(&search, last, SudokuOptions::default(), &COLOR, 40, 22);
        assert_snapshot!("four_solution", screen_text(&buf));
    }

    #[test]
    fn nine_by_nine_mid_search_in_every_tier() {
        let (search, last) = run_to(sudoku(SEED_000_NINE, CellOrder::Row), 40, |e| {
            matches!(e, Event::Remove { .. })
        });
        assert_snapshot!(
            "nine_large_pencil",
            screen_text(&render(&search, last, PENCIL, &COLOR, 105, 40))
        );
        let options = SudokuOptions::default();
        assert_snapshot!(
            "nine_medium",
            screen_text(&render(&search, last, options, &COLOR, 45, 28))
        );
        assert_snapshot!(
            "nine_small",
            screen_text(&render(&search, last, options, &COLOR, 30, 20))
        );
        // Shrunk to the bare grid rather than replaced by a note, down to one cell a cell.
        assert_eq!(search.problem().board_min_size(), (9, 9));
        let bare = screen_text(&render(&search, last, options, &COLOR, 15, 16));
        let first = bare.lines().map(str::trim).find(|l| !l.is_empty());
        assert_eq!(first, Some("812354679"));
        let (w, h) = Layout::new(Shape::for_side(9).unwrap(), Tier::Compact, false).size();
        assert_eq!((w, h), (16, 17));
        let compact = render(&search, last, options, &ASCII, w, h);
        assert_snapshot!("nine_compact_ascii", screen_text(&compact));
        assert_snapshot!(
            "nine_small_mono",
            text_and_styles(&render(&search, last, options, &MONO, 30, 20))
        );
        let small = render(&search, last, options, &COLOR, 20, 8);
        assert_eq!(screen_text(&small).trim(), "board needs 9×9");
    }

    #[test]
    fn mrv_shows_counts() {
        let (search, last) = run(sudoku(SEED_000_NINE, CellOrder::Mrv), 25);
        let buf = render(&search, last, SudokuOptions::default(), &COLOR, 45, 28);
        assert_snapshot!("nine_mrv_medium", screen_text(&buf));
    }

    #[test]
    fn every_side_draws_at_its_compact_size() {
        for side in 4..=25 {
            let Some(shape) = Shape::for_side(side) else {
                continue;
            };
            let (search, last) = run(empty(side), side * 2);
            let (w, h) = search.problem().board_min_size();
            let buf = render(&search, last, PENCIL, &COLOR, w, h);
            let drawn = screen_text(&buf);
            assert!(!drawn.contains("needs"), "{shape}");
            let symbol = Shape::symbol(side as u8).to_string();
            assert!(drawn.contains(&symbol), "{shape}: no {symbol} in\n{drawn}");
        }
        let (search, last) = run(empty(16), 40);
        let buf = render(&search, last, SudokuOptions::default(), &COLOR, 60, 30);
        assert_snapshot!("sixteen_small", screen_text(&buf));
        let (search, last) = run(empty(25), 60);
        let buf = render(&search, last, SudokuOptions::default(), &ASCII, 120, 60);
        assert_snapshot!("twenty_five_medium_ascii", screen_text(&buf));
    }

    #[test]
    fn a_projector_gets_cells_twice_as_large() {
        let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 5);
        let huge = Layout::new(Shape::for_side(4).unwrap(), Tier::Huge, false);
        assert_eq!(huge.inside, (7, 5));
        let (w, h) = huge.size();
        let buf = render(&search, last, PENCIL, &COLOR, w, h);
        assert_snapshot!("four_huge_pencil", screen_text(&buf));
        // One cell narrower and the large cells come back: columns 4 apart, not 8.
        let buf = render(&search, last, PENCIL, &COLOR, w - 1, h);
        assert!(
            screen_text(&buf).contains(" 0   1   2   3\n"),
            "{}",
            screen_text(&buf)
        );
    }

    #[test]
    fn large_cells_keep_digits_off_pencil_marks() {
        for side in 4..=25 {
            let Some(shape) = Shape::for_side(side) else {
                continue;
            };
            let layout = Layout::new(shape, Tier::Large, false);
            let (middle, _) = layout.glyph_offset();
            assert_eq!(middle % 2, 1, "{shape}");
            assert!(
                2 * (shape.box_cols() as u16 - 1) < layout.inside.0,
                "{shape}"
            );
        }
    }

    #[test]
    fn every_size_draws_without_panic() {
        let (search, last) = run(sudoku(SEED_000_NINE, CellOrder::Row), 300);
        sweep(&search, last, PENCIL);
        let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Mrv), 4);
        sweep(&search, last, SudokuOptions::default());
    }

    /// The names of code the Chinese words of sudoku keep.
    const CODE_NAMES: &[&str] = &[
        "solve",
        "while",
        "if",
        "elif",
        "else",
        "for",
        "in",
        "rowBit",
        "colBit",
        "blockBit",
        "box",
        "return",
        "true",
        "false",
        "Solve",
        "row",
        "col",
        "backtracking",
        "curX",
        "curY",
        "data",
        "Print",
        "board",
        "PlaceNumber",
        "RemoveNumber",
        "IsFinal",
        "PrintBoard",
        "bSolved",
    ];

    #[test]
    fn chinese_pseudo_code_runs_line_for_line_with_the_english() {
        for order in CellOrder::ALL {
            let board = sudoku(SEED_000_FOUR, order);
            for stop in [StopAfter::First, StopAfter::Exhaustion] {
                let en = board.pseudo_code(stop, Lang::En);
                let zh = board.pseudo_code(stop, Lang::Zh);
                support::same_lines(en, zh);
                let events = [
                    Event::Place { slot: 0, choice: 1 },
                    Event::Remove { slot: 0, choice: 1 },
                    Event::Solution,
                ];
                for event in events {
                    let line = board.code_line(Some(event), stop).unwrap();
                    assert!(!zh[line].is_ascii(), "{order:?}: {}", zh[line]);
                }
            }
        }
    }

    #[test]
    fn a_whole_run_in_chinese_has_no_english_word() {
        for order in CellOrder::ALL {
            let board = sudoku(SEED_000_FOUR, order);
            support::no_english_in_a_run(&board, StopAfter::Exhaustion, CODE_NAMES);
        }
        let nine = sudoku(SEED_000_NINE, CellOrder::Mrv);
        assert_eq!(nine.heading(Lang::Zh), "数独 9×9 · 最少候选数(MRV)");
        support::no_english_in_a_run(&nine, StopAfter::First, CODE_NAMES);
    }

    #[test]
    fn the_singles_rules_are_told_in_chinese() {
        let board = sudoku(SEED_000_NINE, CellOrder::Singles);
        support::no_english_in_a_run(&board, StopAfter::First, CODE_NAMES);
        let tell = Telling {
            lang: Lang::Zh,
            ..Telling::default()
        };
        let mut search = Search::new(board, StopAfter::First);
        let mut said = Vec::new();
        while let Some(event) = search.next() {
            said.push(SudokuBoard::narrate(&search, event, tell));
        }
        let told = |words: &str| said.iter().filter(|s| s.contains(words)).count();
        assert!(told("能填这里") > 0, "only candidate");
        assert!(told("宫只有这一格") > 0, "only cell in a box");
        assert!(told("猜一个") > 0, "a guess");
        assert!(told("回溯到") > 0, "a removal");
        assert_eq!(said.last().unwrap(), "第 1 个解：每一格都填好了");
        let rule = said.iter().find(|s| s.contains("能填这里")).unwrap();
        assert!(
            rule.starts_with('(') && rule.contains(" = ") && rule.contains("：只有 "),
            "{rule}"
        );
    }

    #[test]
    fn a_chinese_board_with_its_legend() {
        let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 3);
        let buf = render(
            &search,
            last,
            SudokuOptions::default(),
            &support::ZH,
            46,
            19,
        );
        assert_snapshot!("four_zh", screen_text(&buf));
    }

    #[test]
    fn singles_narration_names_the_rule_and_forced_digits_look_different() {
        let board = sudoku(SEED_000_NINE, CellOrder::Singles);
        assert_eq!(board.heading(Lang::En), "Sudoku 9×9 · singles");
        let mut search = Search::new(board, StopAfter::First);
        let mut said = Vec::new();
        let mut lines = Vec::new();
        while let Some(event) = search.next() {
            if said.len() < 400 {
                said.push(SudokuBoard::narrate(
                    &search,
                    event,
                    Telling::numbered(Numbering::FromZero),
                ));
                lines.push(search.problem().code_line(Some(event), StopAfter::First));
            }
        }
        // Inkala's puzzle: the first placement is a guess, the rules show up in their words.
        assert_eq!(
            said[0],
            "(7,6) = 3, a guess: no single left, fewest candidates (2)"
        );
        assert!(
            said.iter()
                .any(|s| s.ends_with("fits here") && s.contains(": only "))
        );
        assert!(
            said.iter()
                .any(|s| s.contains(" has only this cell in box "))
        );
        assert!(
            said.iter()
                .any(|s| s.contains(" has only this cell in row "))
        );
        // The pseudo-code line: the rule that chose the cell.
        let code = search.problem().pseudo_code(StopAfter::First, Lang::En);
        assert!(code[lines[0].unwrap()].contains("fewest candidates"));
        for (words, line) in said.iter().zip(&lines) {
            if words.ends_with("fits here") {
                assert!(code[line.unwrap()].contains("one candidate"), "{words}");
            }
        }
        let board = search.problem();
        let forced = (0..81).find(|&c| board.rule(c).is_some_and(Rule::is_forced));
        let guessed = (0..81).find(|&c| board.rule(c) == Some(Rule::Guess));
        let view = View::new(&search, None, SudokuOptions::default());
        for theme in [COLOR, MONO] {
            assert_ne!(
                view.value_style(forced.unwrap(), &theme),
                view.value_style(guessed.unwrap(), &theme)
            );
        }
    }
}
