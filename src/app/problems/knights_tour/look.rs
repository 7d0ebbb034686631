//! How each square looks as the search stands: the knight, the numbers of the path, the
//! squares it can jump to next, those tried and taken back, the numbered ones a jump away
//! that the test refuses, and the legend.

use super::*;

/// What a square shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mark {
    /// The knight's square, with its number.
    Knight(usize),
    /// A square of the path, with its number.
    Numbered(usize),
    /// A square of the path a jump from the knight: the test refuses it, for its number.
    Refused(usize),
    /// The square the last step took back, with the number it had.
    TakenBack(usize),
    /// A square a jump from the knight that its loop jumped to and took back already.
    Tried,
    /// A free square a jump from the knight that its loop has still to try, with its
    /// onward moves in Warnsdorff's order.
    Next(Option<usize>),
    /// A square with no number, out of the knight's reach.
    Free,
}

/// The search as the board shows it.
pub(super) struct KnightsTourView<'a> {
    pub(super) board: &'a KnightsTourBoard,
    pub(super) last: Option<Event>,
    /// The squares a jump from the knight that the loop on top of the stack has tried.
    tried: Vec<Square>,
    /// Whether the board's numbers are a whole tour, just found.
    solved: bool,
}

impl<'a> KnightsTourView<'a> {
    pub(super) fn new(search: &'a Search<KnightsTourBoard>, last: Option<Event>) -> Self {
        let board = search.problem();
        let knight = board.knight();
        let n = board.size();
        // The loop of the knight's square: its frame has the knight's tour index.
        let tried = search
            .frames()
            .last()
            .filter(|frame| {
                frame.placed().is_none()
                    && KnightsTourBoard::tour_index(frame.slot()) == board.visited_count()
            })
            .map(|frame| {
                (frame.tried().iter())
                    .filter_map(|choice| knight.jump(direction(choice), n))
                    .collect()
            })
            .unwrap_or_default();
        KnightsTourView {
            board,
            last,
            tried,
            solved: last == Some(Event::Solution),
        }
    }

    /// What `square` shows.
    pub(super) fn mark(&self, square: Square) -> Mark {
        let board = self.board;
        let knight = board.knight();
        if let Some(number) = board.number_at(square) {
            let index = number - 1;
            if square == knight {
                return Mark::Knight(index);
            }
            if !self.solved && is_jump(knight, square) {
                return Mark::Refused(index);
            }
            return Mark::Numbered(index);
        }
        if let Some(Event::Remove { slot, choice }) = self.last
            && Square::at(usize::from(choice), board.size()) == Some(square)
        {
            return Mark::TakenBack(usize::from(slot));
        }
        if self.tried.contains(&square) {
            return Mark::Tried;
        }
        if !self.solved && is_jump(knight, square) {
            let onward =
                (board.order() == MoveOrder::Warnsdorff).then(|| board.onward_moves(square));
            return Mark::Next(onward);
        }
        Mark::Free
    }

    /// The rank the window of a tall board follows: the knight's.
    pub(super) fn focus_row(&self) -> usize {
        self.board.knight().row()
    }
}

/// Whether `to` is a knight's jump from `from`.
pub(super) fn is_jump(from: Square, to: Square) -> bool {
    let (rows, cols) = (from.row().abs_diff(to.row()), from.col().abs_diff(to.col()));
    matches!((rows, cols), (1, 2) | (2, 1))
}

/// The glyph of the knight.
pub(super) fn knight_glyph(theme: &Theme) -> &'static str {
    theme.glyph("♞", "N")
}

/// The glyph of a square the knight can jump to next.
pub(super) fn next_glyph(theme: &Theme) -> &'static str {
    theme.glyph("○", "o")
}

/// The glyph of a square tried and taken back.
pub(super) fn tried_glyph(theme: &Theme) -> &'static str {
    theme.glyph("×", "x")
}

/// The glyph of a square with no number out of the knight's reach.
pub(super) fn free_glyph(theme: &Theme) -> &'static str {
    theme.glyph("·", ".")
}

/// How a mark is drawn: the knight in the colour of the step's change, the path bold,
/// what the knight can still do in the accent, what it refuses and took back in red.
pub(super) fn style_of(mark: Mark, view: &KnightsTourView<'_>, theme: &Theme) -> Style {
    if view.solved && matches!(mark, Mark::Knight(_) | Mark::Numbered(_)) {
        return theme.solution();
    }
    match mark {
        Mark::Knight(_) => theme.current(),
        Mark::Numbered(_) => theme.text(),
        Mark::Refused(_) => theme.attacked(),
        Mark::TakenBack(_) => theme.removed(),
        Mark::Tried => theme.visited(),
        Mark::Next(_) => theme.accent(),
        Mark::Free => theme.dim(),
    }
}

/// The key to the board's marks, as styled pieces of one line.
pub(super) fn legend(theme: &Theme, order: MoveOrder) -> Pieces {
    let tell = Telling::of(theme, None);
    let words = |id, after| (format!(" {}{after}", tell.word(id)), theme.dim());
    let next = match order {
        MoveOrder::Fixed => (next_glyph(theme).to_string(), KNIGHT_LEGEND_NEXT),
        MoveOrder::Warnsdorff => (format!("{}3", next_glyph(theme)), KNIGHT_LEGEND_ONWARD),
    };
    vec![
        (knight_glyph(theme).to_string(), theme.current()),
        words(KNIGHT_LEGEND_KNIGHT, "  "),
        (next.0, theme.accent()),
        words(next.1, "  "),
        (tried_glyph(theme).to_string(), theme.removed()),
        words(KNIGHT_LEGEND_TRIED, "  "),
        ("7".to_string(), theme.attacked()),
        words(KNIGHT_LEGEND_REFUSED, ""),
    ]
}
