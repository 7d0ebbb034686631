//! The quiz: before each step the class guesses it, with a key, and the player tells
//! whether the guess was right and why before it makes the step.
//!
//! A question is asked at a step whose next event puts a choice down or takes one back:
//! the frame on top of the stack is about to try its next choice or to give up. The
//! question does not say which of the two comes, so that asking gives nothing away: the
//! class answers with a choice or with the key that goes back. An order that picks its
//! cell as the board stands (sudoku's MRV, singles, cover) is asked which cell first.

use ratatui::{
    crossterm::event::{KeyCode, KeyEvent},
    layout::Rect,
    style::Modifier,
    text::{Line, Span},
};

use super::Player;
pub use super::quiz_answer::Answer;
use super::quiz_cursor;
use crate::app::board::quiz_words::QUIZ_WHICH_CELL;
use crate::app::board::quizzed::Quizzed;
use crate::app::input::keys::{self, QuizAction, TransportAction};
use crate::app::input::mouse::{self, Spot};
use crate::app::screens::screen::Reply;
use crate::app::screens::transport::Deck;
use crate::app::{Lang, Message, Show, Telling, Theme};
use crate::engine::{Choices, Event, Frame, Search};
use crate::problems::Notation;

use super::quiz_words::*;

/// What a question asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Asks {
    /// Which cell the order fills next.
    Cell,
    /// Which choice the frame puts down next, or whether it goes back.
    Choice,
}

/// A question open at a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    asks: Asks,
    /// The step it is asked at.
    step: u64,
    /// The frame on top of the stack, which makes the next move.
    frame: Frame,
    /// The next event, the answer's source.
    next: Event,
    answer: Answer,
    /// What the class has typed of a longer answer.
    typed: String,
    /// The answer highlighted, by its place among [`quiz_cursor::ring`]'s; `None` until
    /// ↑ or ↓ moves it.
    cursor: Option<usize>,
}

/// The quiz while it is on: the question open and the running score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Quiz {
    question: Option<Question>,
    right: u32,
    asked: u32,
    /// The last verdict said, which the screen wraps whole rather than cut.
    verdict: Option<Message>,
}

impl Quiz {
    /// The question open, if any.
    pub fn question(&self) -> Option<&Question> {
        self.question.as_ref()
    }

    /// The answers right and the questions answered so far.
    pub fn score(&self) -> (u32, u32) {
        (self.right, self.asked)
    }

    /// The last verdict said, if any.
    pub fn verdict(&self) -> Option<&Message> {
        self.verdict.as_ref()
    }

    /// Whether the board must hide the next cell: the cell question is open.
    pub fn hides_next(&self) -> bool {
        self.question.as_ref().is_some_and(|q| q.asks == Asks::Cell)
    }
}

/// The question at the step `search` stands at, when its next event puts down or takes
/// back a choice of the frame on top.
pub fn pose<P: Show + Quizzed>(search: &Search<P>, step: u64) -> Option<Question> {
    let frame = *search.frames().last()?;
    // After a solution the top frame still holds its choice: going back is all it can do.
    if frame.placed().is_some() {
        return None;
    }
    let next = search.clone().next()?;
    let problem = search.problem();
    let (asks, answer) = match next {
        Event::Solution => return None,
        Event::Place { slot, .. } if problem.asks_cell(&frame) => (Asks::Cell, Answer::Cell(slot)),
        Event::Remove { .. } if problem.asks_cell(&frame) => {
            let cell = problem.cell_of(&frame, None);
            (Asks::Cell, cell.map_or(Answer::Back, Answer::Cell))
        }
        Event::Place { choice, .. } => (Asks::Choice, Answer::Choice(choice)),
        Event::Remove { .. } => (Asks::Choice, Answer::Back),
    };
    Some(Question {
        asks,
        step,
        frame,
        next,
        answer,
        typed: String::new(),
        cursor: None,
    })
}

impl Question {
    /// The answer, from the trace of the search.
    #[cfg(test)]
    pub fn answer(&self) -> Answer {
        self.answer
    }

    /// Whether it asks which cell comes first.
    #[cfg(test)]
    pub fn asks_cell(&self) -> bool {
        self.asks == Asks::Cell
    }

    /// The question after this one at the same step: a cell answered, the choice in it.
    fn then<P: Quizzed>(&self, problem: &P) -> Option<Question> {
        let choice_follows = self.asks == Asks::Cell
            && self.answer != Answer::Back
            && !problem.choice_is_cell(&self.frame);
        choice_follows.then(|| Question {
            asks: Asks::Choice,
            answer: match self.next {
                Event::Place { choice, .. } => Answer::Choice(choice),
                _ => Answer::Back,
            },
            typed: String::new(),
            cursor: None,
            ..self.clone()
        })
    }

    /// Every answer the class can type, with its keys.
    fn keyed<P: Quizzed>(&self, problem: &P, tell: Telling) -> Vec<(String, Answer)> {
        match self.asks {
            Asks::Cell => (problem.cells().into_iter())
                .map(|cell| (problem.cell_key(cell, tell), Answer::Cell(cell)))
                .collect(),
            Asks::Choice => (problem.answers(self.frame.slot()).into_iter())
                .map(|choice| (problem.key_of(choice, tell), Answer::Choice(choice)))
                .collect(),
        }
    }

    /// The text of the question in `tell`'s words.
    fn text<P: Quizzed>(&self, problem: &P, tell: Telling) -> String {
        match self.asks {
            Asks::Cell => tell.word(QUIZ_WHICH_CELL).to_string(),
            Asks::Choice => {
                let slot = problem
                    .cell_of(&self.frame, None)
                    .unwrap_or(self.frame.slot());
                problem.asking(slot, tell)
            }
        }
    }

    /// The keys the prompt lists: a run of digits as `1-4`, else each key.
    fn keys_text<P: Quizzed>(&self, problem: &P, tell: Telling) -> String {
        if self.asks == Asks::Cell {
            return tell.word(QUIZ_CELL_KEYS).to_string();
        }
        let keys: Vec<String> = self.keyed(problem, tell).into_iter().map(|k| k.0).collect();
        let numbers: Option<Vec<u64>> = keys.iter().map(|key| key.parse().ok()).collect();
        match numbers {
            Some(numbers)
                if numbers.len() > 2 && numbers.windows(2).all(|pair| pair[1] == pair[0] + 1) =>
            {
                format!("{}-{}", numbers[0], numbers[numbers.len() - 1])
            }
            _ => keys.join(" "),
        }
    }

    /// The answer `given` in words.
    fn named<P: Quizzed>(problem: &P, given: Answer, tell: Telling) -> String {
        match given {
            Answer::Cell(cell) => problem.cell_named(cell, tell),
            Answer::Choice(choice) => problem.named(choice, tell),
            Answer::Back => format!("< {}", tell.word(QUIZ_BACK)),
        }
    }

    /// Why `choice` is not the one put down: tried already, or refused by a check.
    fn reason<P: Quizzed>(&self, problem: &P, choice: u8, tell: Telling) -> Option<String> {
        let slot = self.frame.slot();
        if self.frame.tried().contains(choice) {
            let key = problem.key_of(choice, tell);
            return Some(tell.say(QUIZ_TRIED, &[&key]));
        }
        let refused = refused_in(&self.frame, &problem.answers(slot));
        refused
            .contains(choice)
            .then(|| problem.refusal(slot, choice, tell))
    }

    /// The verdict on `given` (`None`: skipped) in `tell`'s words: right or wrong, the
    /// answer, and why.
    fn verdict<P: Quizzed>(&self, problem: &P, given: Option<Answer>, tell: Telling) -> String {
        let head = match given {
            None => tell.word(QUIZ_SKIPPED).to_string(),
            Some(given) if given == self.answer => tell.word(QUIZ_RIGHT).to_string(),
            Some(given) => tell.say(QUIZ_WRONG, &[&Self::named(problem, given, tell)]),
        };
        let said = match self.answer {
            Answer::Cell(cell) => tell.say(QUIZ_PICKS, &[&problem.cell_named(cell, tell)]),
            Answer::Choice(choice) => tell.say(QUIZ_TAKES, &[&problem.named(choice, tell)]),
            Answer::Back => tell.word(QUIZ_GOES_BACK).to_string(),
        };
        let mut reasons = Vec::new();
        match (self.asks, self.answer, given) {
            (Asks::Cell, Answer::Cell(cell), given) => {
                reasons.push(problem.cell_weight(cell, tell));
                if let Some(Answer::Cell(other)) = given.filter(|&g| g != self.answer) {
                    reasons.push(problem.cell_weight(other, tell));
                    reasons.push(tell.word(QUIZ_FEWEST_FIRST).to_string());
                }
            }
            (_, answer, given) => {
                let slot = self.frame.slot();
                let order = problem.answers(slot);
                // What was passed over before the answer; after going back, everything.
                let before: Vec<u8> = match answer {
                    Answer::Choice(chosen) => {
                        order.iter().copied().take_while(|&c| c != chosen).collect()
                    }
                    _ => order.clone(),
                };
                match given {
                    Some(Answer::Choice(other)) if given != Some(answer) => {
                        let why = self.reason(problem, other, tell).unwrap_or_else(|| {
                            let first = Self::named(problem, answer, tell);
                            let other = problem.key_of(other, tell);
                            tell.say(QUIZ_COMES_FIRST, &[&first, &other])
                        });
                        reasons.push(why);
                    }
                    Some(Answer::Back) if answer != Answer::Back => {
                        let free = Self::named(problem, answer, tell);
                        reasons.push(tell.say(QUIZ_STILL_FREE, &[&free]));
                    }
                    _ => {}
                }
                // Every choice passed over, in the order the code tries them.
                for choice in before {
                    if let Some(why) = self.reason(problem, choice, tell)
                        && !reasons.contains(&why)
                    {
                        reasons.push(why);
                    }
                }
            }
        }
        let joined = reasons
            .into_iter()
            .reduce(|first, next| tell.say(QUIZ_REASONS, &[&first, &next]));
        match joined {
            Some(reasons) => tell.say(QUIZ_VERDICT, &[&head, &said, &reasons]),
            None => tell.say(QUIZ_VERDICT_BARE, &[&head, &said]),
        }
    }
}

/// How a key typed at a question ends.
enum Typed {
    /// An answer is complete.
    Answered(Answer),
    /// More keys may follow.
    Typing,
    /// No answer starts so.
    Unknown(String),
}

/// Adds `c` to what is typed at `question`, matching the answers' keys without regard to
/// case; an answer is complete when no longer one starts with what is typed.
fn type_key(question: &mut Question, keyed: &[(String, Answer)], c: char) -> Typed {
    let typed = format!("{}{c}", question.typed).to_uppercase();
    let starting: Vec<&(String, Answer)> = keyed
        .iter()
        .filter(|(key, _)| key.to_uppercase().starts_with(&typed))
        .collect();
    match starting.as_slice() {
        [] => Typed::Unknown(typed),
        [(key, answer)] if key.to_uppercase() == typed => Typed::Answered(*answer),
        _ => {
            question.typed = typed;
            Typed::Typing
        }
    }
}

impl<P: Show + Notation> Player<P> {
    /// How the log tells places, in `lang`.
    pub(super) fn quiz_telling(&self, lang: Lang) -> Telling {
        Telling {
            lang,
            ..self.playback.telling()
        }
    }

    /// Starts the quiz, asking at once, or ends it, saying the score.
    pub(super) fn toggle_quiz(&mut self) {
        match self.quiz.take() {
            Some(quiz) => {
                let (right, asked) = quiz.score();
                self.message = Some(Message::new(QUIZ_OFF, &[&right, &asked]));
            }
            None => {
                self.playback.pause();
                self.quiz = Some(Quiz::default());
                self.message = Some(Message::new(QUIZ_ON, &[]));
                self.ask();
            }
        }
    }

    /// Opens the question at the current step, if its next event is one to ask about;
    /// whether it did.
    fn ask(&mut self) -> bool {
        let timeline = self.playback.timeline();
        let question = pose(timeline.search(), timeline.step());
        let Some(quiz) = &mut self.quiz else {
            return false;
        };
        quiz.question = question;
        quiz.question.is_some()
    }

    /// Forgets the question when the step it was asked at is left another way.
    pub(super) fn sync_quiz(&mut self) {
        let timeline = self.playback.timeline();
        let (step, top) = (timeline.step(), timeline.search().frames().last().copied());
        if let Some(quiz) = &mut self.quiz
            && quiz
                .question
                .as_ref()
                .is_some_and(|q| q.step != step || Some(q.frame) != top)
        {
            quiz.question = None;
        }
    }

    /// Judges `given` (`None`: skipped), says the verdict, and makes the step, or asks
    /// the choice in the cell just answered.
    fn judge(&mut self, given: Option<Answer>) {
        let Some(question) = self.quiz.as_mut().and_then(|quiz| quiz.question.take()) else {
            return;
        };
        let problem = self.playback.timeline().search().problem();
        let follow = question.then(problem);
        let tells: Vec<Telling> = Lang::ALL.iter().map(|&l| self.quiz_telling(l)).collect();
        let verdicts: Vec<String> = (tells.iter())
            .map(|&tell| question.verdict(problem, given, tell))
            .collect();
        let Some(quiz) = &mut self.quiz else {
            return;
        };
        if let Some(given) = given {
            quiz.asked += 1;
            quiz.right += u32::from(given == question.answer);
        }
        let (right, asked) = quiz.score();
        let verdict = Message::in_each_language(|lang| {
            let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
            let score = QUIZ_SCORE.fill(lang, &[&right, &asked]);
            QUIZ_VERDICT_SCORE.fill(lang, &[&verdicts[index], &score])
        });
        quiz.verdict = Some(verdict.clone());
        match follow {
            Some(next) => quiz.question = Some(next),
            None => {
                let said = self.playback.step_forward();
                self.tell(said);
            }
        }
        self.message = Some(verdict);
    }

    /// Sends `key` to the quiz while it is on: an answer to the question open, or the
    /// step and play keys, which ask before they step. `None` when the key is not the
    /// quiz's.
    pub(super) fn quiz_key(&mut self, key: KeyEvent) -> Option<Reply> {
        let code = key.code;
        let quiz = self.quiz.as_mut()?;
        let Some(question) = &mut quiz.question else {
            return match keys::action(keys::TRANSPORT, code) {
                Some(TransportAction::StepForward | TransportAction::TogglePlay) => {
                    self.message = None;
                    if !self.ask() {
                        let said = self.playback.step_forward();
                        self.tell(said);
                    }
                    Some(Reply::Handled)
                }
                _ => None,
            };
        };
        let problem = self.playback.timeline().search().problem();
        let keyed = question.keyed(problem, self.playback.telling());
        match keys::action(keys::QUIZ_ANSWER, code) {
            Some(QuizAction::Back) => self.judge(Some(Answer::Back)),
            Some(QuizAction::End) => self.toggle_quiz(),
            Some(QuizAction::Skip) => self.judge(None),
            Some(QuizAction::Erase) => {
                question.typed.pop();
            }
            Some(QuizAction::Commit) if question.typed.is_empty() => {
                let ring = quiz_cursor::ring(&keyed);
                if let Some(&answer) = question.cursor.and_then(|at| ring.get(at)) {
                    self.judge(Some(answer));
                }
            }
            Some(QuizAction::Commit) => {
                let typed = question.typed.to_uppercase();
                let chosen = (keyed.iter()).find(|(key, _)| key.to_uppercase() == typed);
                if let Some(&(_, answer)) = chosen {
                    self.judge(Some(answer));
                }
            }
            // A cell is typed: there are too many to point at one by one.
            Some(QuizAction::Previous | QuizAction::Next) if question.asks == Asks::Cell => {}
            Some(action @ (QuizAction::Previous | QuizAction::Next)) => {
                let count = quiz_cursor::ring(&keyed).len();
                let forward = action == QuizAction::Next;
                question.cursor = quiz_cursor::moved(question.cursor, count, forward);
                question.typed.clear();
            }
            // Playing waits for the answer.
            None if keys::action(keys::TRANSPORT, code) == Some(TransportAction::TogglePlay) => {}
            Some(QuizAction::Type) | None => {
                let KeyCode::Char(c) = code else {
                    return None;
                };
                match type_key(question, &keyed, c) {
                    Typed::Answered(answer) => self.judge(Some(answer)),
                    Typed::Typing => {}
                    // A key that answers nothing is the player's, once the typing is
                    // forgotten; a digit, which answers elsewhere, says so.
                    Typed::Unknown(typed) => {
                        question.typed.clear();
                        if !c.is_ascii_digit() {
                            return None;
                        }
                        self.message = Some(Message::new(QUIZ_NO_SUCH_ANSWER, &[&typed]));
                    }
                }
            }
        }
        Some(Reply::Handled)
    }
}

impl<P: Show + Notation> Player<P> {
    /// Answers the question open with the board's square (`row`, `col`), clicked, or
    /// with `choice` drawn in it, when that stands for one of its answers; `None` when it
    /// does not.
    pub(super) fn quiz_square(&mut self, row: u16, col: u16, choice: Option<u8>) -> Option<Reply> {
        let question = self.quiz.as_ref()?.question()?;
        let problem = self.playback.timeline().search().problem();
        let given = match question.asks {
            Asks::Cell => problem.cell_at(row, col).map(Answer::Cell),
            Asks::Choice => choice.or(problem.choice_at(row, col)).map(Answer::Choice),
        }?;
        let keyed = question.keyed(problem, self.playback.telling());
        if !keyed.iter().any(|&(_, answer)| answer == given) {
            return None;
        }
        self.judge(Some(given));
        Some(Reply::Handled)
    }

    /// Answers the question open with `choice` (`None`: going back), clicked where the
    /// prompt lists it, when it is one of its answers; `None` when it is not.
    pub(super) fn quiz_answer(&mut self, choice: Option<u8>) -> Option<Reply> {
        let question = self.quiz.as_ref()?.question()?;
        let given = match choice {
            Some(choice) => Answer::Choice(choice),
            None => Answer::Back,
        };
        let problem = self.playback.timeline().search().problem();
        let keyed = question.keyed(problem, self.playback.telling());
        if !quiz_cursor::ring(&keyed).contains(&given) {
            return None;
        }
        self.judge(Some(given));
        Some(Reply::Handled)
    }
}

/// The quiz's prompt as rows `width` cells wide: the question and what is typed, then
/// its answer keys with the key that goes back, the cursor's keys where a choice can be
/// pointed at, and the score, each whole, on the rows under the question when they have
/// no room beside it.
pub(super) fn prompt_rows<P: Quizzed>(
    quiz: &Quiz,
    question: &Question,
    problem: &P,
    tell: Telling,
    theme: &Theme,
    width: u16,
) -> Vec<Line<'static>> {
    prompt(quiz, question, problem, tell, theme, width).0
}

/// Marks each answer the prompt lists (a choice, or going back) for the mouse, where it
/// is drawn among `lines`, the rows drawn from the top of `area`: a click on it answers
/// as its key does. The answers are found in the order the prompt lists them.
pub(super) fn mark_answers<P: Quizzed>(
    quiz: &Quiz,
    question: &Question,
    problem: &P,
    tell: Telling,
    theme: &Theme,
    area: Rect,
    lines: &[Line<'_>],
) {
    let (_, answers) = prompt(quiz, question, problem, tell, theme, area.width);
    let mut answers = answers.into_iter().peekable();
    for (line, y) in lines.iter().zip(area.top()..area.bottom()) {
        let mut x = area.x;
        for span in &line.spans {
            let width = span.width() as u16;
            if let Some((key, answer)) = answers.peek()
                && *key == span.content
            {
                let spot = match *answer {
                    Answer::Choice(choice) => Some(Spot::Answer(Some(choice))),
                    Answer::Back => Some(Spot::Answer(None)),
                    Answer::Cell(_) => None,
                };
                if let Some(spot) = spot {
                    mouse::mark(Rect::new(x, y, width, 1).intersection(area), spot);
                }
                answers.next();
            }
            x = x.saturating_add(width);
        }
    }
}

/// The prompt's rows, with the answers it lists one a span (by the span's text) where
/// they can be pointed at: the cursor's listing, or each key while the app takes the
/// mouse.
fn prompt<P: Quizzed>(
    quiz: &Quiz,
    question: &Question,
    problem: &P,
    tell: Telling,
    theme: &Theme,
    width: u16,
) -> (Vec<Line<'static>>, Vec<(String, Answer)>) {
    let (right, asked) = quiz.score();
    let mut head = vec![
        Span::styled(format!("{} ", theme.glyph("❓", "?")), theme.accent()),
        Span::styled(question.text(problem, tell), theme.accent()),
    ];
    if !question.typed.is_empty() {
        head.push(Span::raw(" "));
        head.push(Span::styled(
            question.typed.clone(),
            theme.selected().add_modifier(Modifier::REVERSED),
        ));
    }
    let pointed = match question.cursor {
        Some(at) => Some(at),
        // Nothing highlighted: each key its own span, to be clicked.
        None if question.asks == Asks::Choice && mouse::collecting() => Some(usize::MAX),
        None => None,
    };
    let mut listed = Vec::new();
    let mut answers =
        match pointed {
            Some(at) => {
                let keyed = question.keyed(problem, tell);
                // Each key comes after a blank: the first one's is the gap's.
                let spans = quiz_cursor::spans(&keyed, at, theme).split_off(1);
                let ring = quiz_cursor::ring(&keyed);
                listed.extend((ring.into_iter().enumerate()).filter_map(|(i, answer)| {
                    Some((spans.get(2 * i)?.content.to_string(), answer))
                }));
                spans
            }
            None => vec![
                Span::styled(question.keys_text(problem, tell), theme.key()),
                Span::styled("  <".to_string(), theme.key()),
            ],
        };
    answers.push(Span::styled(
        format!(" {}", tell.word(QUIZ_BACK)),
        theme.dim(),
    ));
    let mut hints = vec![Line::from(answers)];
    // The cursor's keys are named where a choice can be pointed at.
    if question.asks == Asks::Choice {
        hints.push(Line::from(quiz_cursor::hint(theme)));
    }
    hints.push(Line::styled(
        format!("{} ", theme.glyph("│", "|")) + &QUIZ_SCORE.fill(tell.lang, &[&right, &asked]),
        theme.dim(),
    ));
    let rows = crate::app::widgets::prompt_rows::rows(Line::from(head), hints, None, width);
    (rows, listed)
}

/// The choices of `frame` a check refused: those it could take before any check, less
/// the legal ones.
fn refused_in(frame: &Frame, answers: &[u8]) -> Choices {
    let legal = frame.choices();
    answers
        .iter()
        .copied()
        .filter(|&c| !legal.contains(c))
        .collect()
}
