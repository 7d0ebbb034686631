//! How each square and flag looks as the search stands: queens, refused and attacked
//! squares, the flags just changed, and the legend.

use super::*;

/// The key to the board's marks, as styled pieces of one line.
pub(super) fn legend(theme: &Theme) -> Pieces {
    let g = |u, a| theme.glyph(u, a).to_string();
    let tell = theme.telling(None);
    let words = |id, after| (format!(" {}{after}", tell.word(id)), theme.dim());
    vec![
        (g("♛", "Q"), queen_style(theme)),
        words(QUEENS_LEGEND_QUEEN, "  "),
        (g("♕", "q"), theme.removed()),
        words(QUEENS_LEGEND_TRIED, "  "),
        ("x".to_string(), theme.attacked()),
        words(QUEENS_LEGEND_REFUSED, "  "),
        (attacked_glyph(theme).to_string(), theme.dim()),
        words(QUEENS_LEGEND_ATTACKED, ""),
    ]
}

/// The quiet mark of a square attacked by a queen above it that no loop has looked at.
pub(super) fn attacked_glyph(theme: &Theme) -> &'static str {
    theme.glyph("░", ":")
}

pub(super) fn queen_style(theme: &Theme) -> Style {
    theme.text().add_modifier(Modifier::BOLD)
}

/// What a square shows, as seed 000's step tables mark it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Square {
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
pub(super) struct Flags {
    /// `isCol[col]` is bit `col`.
    pub(super) columns: u64,
    /// `isBia1[row + col]` is bit `row + col`.
    pub(super) sums: u128,
    /// `isBia2[N + row - col]` is bit `N + row - col`.
    pub(super) diffs: u128,
}

impl Flags {
    pub(super) fn of(board: &QueensBoard) -> Self {
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

    pub(super) fn column(&self, col: usize) -> bool {
        self.columns >> col & 1 == 1
    }

    pub(super) fn rising(&self, sum: usize) -> bool {
        self.sums >> sum & 1 == 1
    }

    pub(super) fn falling(&self, index: usize) -> bool {
        self.diffs >> index & 1 == 1
    }
}

/// The search as the board shows it.
pub(super) struct View<'a> {
    pub(super) board: &'a QueensBoard,
    pub(super) flags: Flags,
    /// The stack: frame `r` is row `r`'s loop.
    pub(super) frames: &'a [Frame],
    /// The row being filled, if its loop is open with no queen standing.
    pub(super) filling: Option<(usize, Choices)>,
    pub(super) last: Option<Event>,
}

impl<'a> View<'a> {
    pub(super) fn new(search: &'a Search<QueensBoard>, last: Option<Event>) -> Self {
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
    pub(super) fn square(&self, row: usize, col: usize) -> Square {
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
    pub(super) fn attacked_from_above(&self, row: usize, col: usize) -> bool {
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
    pub(super) fn focus_row(&self) -> usize {
        match (self.filling, self.last) {
            (Some((row, _)), _) => row,
            (None, Some(Event::Place { slot, .. } | Event::Remove { slot, .. })) => slot as usize,
            (None, Some(Event::Solution)) => self.board.size() - 1,
            (None, None) => 0,
        }
    }

    pub(super) fn queen_style(&self, row: usize, col: usize, theme: &Theme) -> Style {
        match self.last {
            Some(Event::Solution) => theme.solution(),
            Some(event) if event == placement(row, col) => theme.current(),
            _ => queen_style(theme),
        }
    }

    /// The indices into `isCol`, `isBia1` and `isBia2` that the last step changed, and the
    /// style that shows how.
    pub(super) fn changed_flags(&self, theme: &Theme) -> Option<([usize; 3], Style)> {
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
