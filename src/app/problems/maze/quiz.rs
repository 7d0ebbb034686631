//! The maze's quiz: which way the rat goes next from its square, answered with a
//! move's letter or a click on the square beside it, and why a move is refused.

use super::*;
use crate::app::board::show::Quizzed;

impl Quizzed for MazeBoard {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let from = self.path().get(usize::from(slot)).copied();
        let from = from.unwrap_or_else(|| self.head());
        tell.say(MAZE_QUIZ_ASK, &[&cell(self, from, tell)])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        Direction::ALL.map(Direction::choice).to_vec()
    }

    /// The move's letter, `R`, `D`, `L` or `U`, as a path's line writes it: a key in
    /// every language.
    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        Direction::from_choice(choice).map_or_else(|| choice.to_string(), letter)
    }

    fn named(&self, choice: u8, tell: Telling) -> String {
        let Some(direction) = Direction::from_choice(choice) else {
            return choice.to_string();
        };
        let named = format!("{} ({})", move_name(direction, tell), direction.letter());
        tell.say(MAZE_QUIZ_MOVE, &[&named])
    }

    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String {
        let key = self.named(choice, tell);
        let from = self.path().get(usize::from(slot)).copied();
        let why = from
            .zip(Direction::from_choice(choice))
            .and_then(|(from, direction)| refusal(self, from, direction));
        match why {
            Some(MoveRefusal::Wall) => tell.say(MAZE_QUIZ_WALL, &[&key]),
            Some(MoveRefusal::Edge) => tell.say(MAZE_QUIZ_EDGE, &[&key]),
            Some(MoveRefusal::Path(square)) => {
                tell.say(MAZE_QUIZ_ON_PATH, &[&key, &cell(self, square, tell)])
            }
            None => tell.say(crate::app::board::quiz_words::QUIZ_REFUSED, &[&key]),
        }
    }

    /// A click on a square beside the rat answers with the move to it.
    fn choice_at(&self, row: u16, col: u16) -> Option<u8> {
        let maze = self.maze();
        let (row, col) = (usize::from(row), usize::from(col));
        let (head_row, head_col) = maze.row_column(self.head());
        Direction::ALL
            .into_iter()
            .find(|direction| {
                let (dr, dc) = direction.offset();
                head_row.checked_add_signed(dr) == Some(row)
                    && head_col.checked_add_signed(dc) == Some(col)
            })
            .map(Direction::choice)
    }
}
