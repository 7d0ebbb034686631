//! How each square and flag looks as the search stands: queens, refused and attacked
//! squares, the flags just changed, and the legend.

use super::*;

/// The key to the board's marks, as styled pieces of one line; beside the depth-first
/// tutorial's code, whose log prints boards where `x` is a free square, it says so next
/// to the board's `x`, refused. The marks the tutorial's tables do not have, the tried
/// queens and the attacked squares, are named while they are shown; while they are
/// hidden, the key that shows them is.
pub(super) fn legend(theme: &Theme, names: Names, options: QueensOptions) -> Pieces {
    let g = |u, a| theme.glyph(u, a).to_string();
    let tell = Telling::of(theme, None);
    let words = |id, after| (format!(" {}{after}", tell.word(id)), theme.dim());
    let mut pieces = vec![
        (g("♛", "Q"), queen_style(theme)),
        words(QUEENS_LEGEND_QUEEN, "  "),
    ];
    if options.attacked {
        pieces.extend([
            (g("♕", "q"), theme.removed()),
            words(QUEENS_LEGEND_TRIED, "  "),
        ]);
    }
    pieces.extend([
        ("x".to_string(), theme.attacked()),
        words(QUEENS_LEGEND_REFUSED, "  "),
    ]);
    if names.logs_boards() {
        pieces.extend([
            ("x".to_string(), theme.text()),
            words(QUEENS_LEGEND_LOG_FREE, "  "),
        ]);
    }
    if options.attacked {
        pieces.extend([
            (attacked_glyph(theme).to_string(), theme.dim()),
            words(QUEENS_LEGEND_ATTACKED, ""),
        ]);
    } else {
        pieces.extend([
            (ATTACKED_KEY.to_string(), theme.accent()),
            words(QUEENS_LEGEND_LAYER_OFF, ""),
        ]);
    }
    pieces
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
    /// The queen taken off on the last step, when the tried queens are shown (at a dead
    /// end it still stands: [`Square::Queen`]).
    TakenOff,
    /// A column of a row whose loop put a queen there and took it back after everything
    /// below it failed, when the tried queens are shown.
    Tried,
    /// A column the row's loop has checked and refused: a queen above attacks it
    /// (seed 000's `x`).
    Refused,
    /// A square a queen above attacks that the last step did not check, when the
    /// attacked squares are shown.
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
pub(super) struct QueensView<'a> {
    pub(super) board: &'a QueensBoard,
    pub(super) flags: Flags,
    /// The row being filled, if its loop is open with no queen standing.
    pub(super) filling: Option<(usize, Choices)>,
    pub(super) last: Option<Event>,
    pub(super) options: QueensOptions,
}

impl<'a> QueensView<'a> {
    pub(super) fn new(
        search: &'a Search<QueensBoard>,
        last: Option<Event>,
        options: QueensOptions,
    ) -> Self {
        let board = search.problem();
        let filling = search
            .frames()
            .last()
            .filter(|frame| frame.placed().is_none())
            .map(|frame| (frame.slot() as usize, frame.choices()));
        QueensView {
            board,
            flags: Flags::of(board),
            filling,
            last,
            options,
        }
    }

    /// What the square shows: the picture seed 000's step tables draw at this step,
    /// and what [`Notation::table`](crate::problems::Notation::table) prints.
    ///
    /// Only the row the last step checked carries its marks, as the tutorial draws it:
    /// after a placement, the squares left of the new queen that it refused; after the
    /// removal of a queen whose row below has no free square, that row refused
    /// everywhere (the check that made the search go back), the queen still standing in
    /// the style of one taken off. A row whose loop has not checked anything yet shows
    /// no mark of a check. The marks the tables do not have are one layer, shown only
    /// with the key that shows it: the squares the queens above attack, shaded quietly,
    /// and the queens tried and taken back (the one just taken off, and the columns
    /// left of a new queen where a queen stood before).
    pub(super) fn square(&self, row: usize, col: usize) -> Square {
        if self.board.queen_in_row(row) == Some(col) {
            return Square::Queen;
        }
        let layer = self.options.attacked;
        if let Some(Event::Remove { slot, choice }) = self.last
            && (usize::from(slot), usize::from(choice)) == (row, col)
        {
            // At a dead end the tutorial draws the queen still standing, the row below
            // refused everywhere, before it goes back.
            if self.board.dead_end_below(slot, choice) {
                return Square::Queen;
            }
            if layer {
                return Square::TakenOff;
            }
        }
        let attacked = self.attacked_from_above(row, col);
        let checked = match self.last {
            Some(Event::Place { slot, choice }) => {
                usize::from(slot) == row && col < usize::from(choice)
            }
            Some(Event::Remove { slot, choice }) => {
                usize::from(slot) + 1 == row && self.board.dead_end_below(slot, choice)
            }
            Some(Event::Solution) | None => false,
        };
        match (checked, attacked) {
            (true, true) => Square::Refused,
            (true, false) if layer => Square::Tried,
            (false, true) if layer => Square::Attacked,
            _ => Square::Free,
        }
    }

    /// Whether a queen in a row above `row` attacks (`row`, `col`); at the removal of a
    /// queen whose row below has no free square, that queen still counts.
    pub(super) fn attacked_from_above(&self, row: usize, col: usize) -> bool {
        let taken_off = match self.last {
            Some(Event::Remove { slot, choice }) if self.board.dead_end_below(slot, choice) => {
                Some((usize::from(slot), choice))
            }
            _ => None,
        };
        self.board
            .queens()
            .iter()
            .copied()
            .enumerate()
            .chain(taken_off)
            .any(|(r, c)| {
                let c = usize::from(c);
                r < row && (c == col || row - r == c.abs_diff(col))
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
            Some(event) if event == removal(row, col) => theme.removed(),
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
