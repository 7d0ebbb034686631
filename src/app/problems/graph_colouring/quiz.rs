//! What the quiz asks of the colouring board: the colour of a region, and which
//! neighbour already has a colour refused.

use crate::app::Telling;
use crate::app::board::quiz_words::QUIZ_REFUSED;
use crate::app::board::quizzed::Quizzed;
use crate::problems::ColouringBoard;
use crate::problems::graph_colouring::colour_letter;

use super::words::{QUIZ_COLOURING_ASK, QUIZ_COLOURING_NEIGHBOUR};

impl Quizzed for ColouringBoard {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let region = &self.map().regions()[usize::from(slot)].name;
        tell.say(QUIZ_COLOURING_ASK, &[region])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        (0..self.colours() as u8).collect()
    }

    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        colour_letter(choice).to_string()
    }

    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String {
        let key = self.key_of(choice, tell);
        let holder = (self.refusals(usize::from(slot)).into_iter())
            .find(|&(colour, _)| colour == choice)
            .map(|(_, neighbour)| self.map().regions()[neighbour].name.clone());
        match holder {
            Some(region) => tell.say(QUIZ_COLOURING_NEIGHBOUR, &[&key, &region]),
            None => tell.say(QUIZ_REFUSED, &[&key]),
        }
    }
}
