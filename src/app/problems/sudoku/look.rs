//! How each cell and bit looks as the search stands: givens, placed digits, the cell being
//! filled, the bits just changed, and the legend.

use super::*;

/// The key to the cells, as styled pieces of one line, for cells `width` wide.
pub(super) fn legend(width: u16, theme: &Theme) -> Pieces {
    let tell = Telling::of(theme, None);
    let said = |id, after: &str| (format!(" {}{after}", tell.word(id)), theme.dim());
    let (given, removed) = if width >= 3 {
        ("[5]", "x5")
    } else if width == 2 {
        ("5", "x5")
    } else {
        ("5", "5")
    };
    vec![
        (given.to_string(), theme.given()),
        said(words::LEGEND_GIVEN, "  "),
        ("5".to_string(), theme.placed()),
        said(words::LEGEND_PLACED, "  "),
        (count_text(3, 2, theme), theme.dim()),
        said(words::LEGEND_CANDIDATES, "  "),
        (removed.to_string(), theme.removed()),
        said(words::LEGEND_REMOVED, ""),
    ]
}

/// How an empty cell's number of candidates is written in `width` cells: small digits,
/// or in ASCII a dot and the number; a lone dot when the number does not fit (and always
/// when `width` is 0, for the compact board where numbers would crowd the digits).
pub(super) fn count_text(count: u32, width: u16, theme: &Theme) -> String {
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

pub(super) fn dot(theme: &Theme) -> char {
    if theme.is_ascii() { '.' } else { '·' }
}

/// The cell being filled: the deepest frame, while it has no value in place.
#[derive(Clone, Copy, Debug)]
pub(super) struct Filling {
    pub(super) cell: usize,
    pub(super) candidates: Choices,
    pub(super) tried: Choices,
    /// In cover order, the unit and value when the frame tries the value in the unit's
    /// cells (`cell` then the next of them), with how many cells it had.
    pub(super) unit: Option<(Unit, u8, u32)>,
}

/// The search as the board shows it.
pub(super) struct SudokuView<'a> {
    pub(super) board: &'a SudokuBoard,
    pub(super) filling: Option<Filling>,
    pub(super) last: Option<Event>,
    pub(super) pencil_marks: bool,
    /// Whether the search has run out of frames after starting.
    pub(super) over: bool,
    /// Whether a quiz asks which cell comes next: the cell being filled is not shown.
    pub(super) asked: bool,
}

impl<'a> SudokuView<'a> {
    pub(super) fn new(
        search: &'a Search<SudokuBoard>,
        last: Option<Event>,
        options: SudokuOptions,
    ) -> Self {
        let filling = search
            .frames()
            .last()
            .filter(|frame| frame.placed().is_none())
            .map(|frame| {
                let board = search.problem();
                let in_unit = board.cover().and_then(|cover| {
                    let (unit, value) = cover.unit_value(frame.slot())?;
                    let next = frame.untried().first().unwrap_or(0);
                    let (cell, _) = cover.placement(frame.slot(), next);
                    Some((cell as usize, unit, value))
                });
                match in_unit {
                    Some((cell, unit, value)) => Filling {
                        cell,
                        candidates: Choices::EMPTY.with(value),
                        tried: Choices::EMPTY,
                        unit: Some((unit, value, frame.choices().len())),
                    },
                    None => Filling {
                        cell: frame.slot() as usize,
                        candidates: frame.choices(),
                        tried: frame.tried(),
                        unit: None,
                    },
                }
            });
        SudokuView {
            board: search.problem(),
            filling,
            last,
            pencil_marks: options.pencil_marks,
            over: search.frames().is_empty() && last.is_some(),
            asked: false,
        }
    }

    pub(super) fn value_style(&self, cell: usize, theme: &Theme) -> Style {
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
    pub(super) fn headers(&self, numbering: Numbering, lang: Lang) -> Vec<String> {
        let n = self.board.shape().side();
        if let Some(focus) = self.filling {
            let cell = numbering.cell(focus.cell / n, focus.cell % n);
            let count = focus.candidates.len();
            let filling = words::FILLING.fill(lang, &[&cell]);
            if let Some((unit, value, cells)) = focus.unit {
                let (v, unit) = (Shape::symbol(value), script::unit_name(unit, lang));
                return vec![
                    words::FILLING_VALUE.fill(lang, &[&v, &unit, &cells]),
                    filling,
                    cell.clone(),
                ];
            }
            let hidden = matches!(self.board.order(), CellOrder::Singles | CellOrder::Cover)
                && count == 1
                && self.board.candidates(focus.cell).len() > 1;
            if let (true, Some(value)) = (hidden, focus.candidates.first()) {
                let v = Shape::symbol(value);
                return vec![
                    words::FILLING_ONLY_CELL_LEFT.fill(lang, &[&cell, &v]),
                    words::FILLING_ONLY_CELL_FOR.fill(lang, &[&cell, &v]),
                    filling,
                    cell.clone(),
                ];
            }
            let counted = match self.board.order() {
                CellOrder::Row => words::FILLING_COUNT,
                CellOrder::Singles | CellOrder::Cover if count == 1 => words::FILLING_FORCED,
                CellOrder::Mrv | CellOrder::Singles | CellOrder::Cover => words::FILLING_FEWEST,
            };
            return vec![counted.fill(lang, &[&cell, &count]), filling, cell];
        }
        if self.asked {
            let asked = crate::app::board::quiz_words::QUIZ_WHICH_CELL.get(lang);
            return vec![asked.to_string(), "?".to_string()];
        }
        let (long, short) = if self.over {
            (words::SEARCH_FINISHED, words::DONE)
        } else {
            (words::SOLVED_EVERY_CELL, words::SOLVED)
        };
        vec![long.get(lang).to_string(), short.get(lang).to_string()]
    }

    /// Which of the row, column and box of (`row`, `col`) hold the cell the last step
    /// changed, the value it changed, and the style that shows how.
    pub(super) fn changed_bit(
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
