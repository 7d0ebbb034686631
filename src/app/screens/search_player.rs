//! What a screen that plays a search does beyond drawing and keys: it moves through the
//! run's steps and counts its solutions, for the go-to of the command line, `export`,
//! `record` and the screenshots; and, for the player of one search, the stops a lesson
//! and the state file drive ([`Stops`]).

use std::fmt::Debug;
use std::ops::ControlFlow;

use crate::app::files::state_file::Remembered;
use crate::app::screens::lesson::{Lesson, save::Origin};
use crate::app::{Message, Target};
use crate::engine::{Condition, Counters};
use crate::problems::Tutorial;

/// The run of a search a screen plays: the player's, the compare screen's boards stepped
/// together, a lesson's scene.
pub trait SearchPlayer: Debug {
    /// Moves to `target` at once, as the go-to prompt or `n` would, without a terminal to
    /// keep alive meanwhile: for drawing a step headlessly. Leaves no message on the
    /// status line; fails, naming the last step, when the run has no such step.
    /// `watch` sees the search's counters between slices of the work, so that a long move
    /// can show its progress; when it breaks, the move stops where it is (and fails, as
    /// the target is not reached).
    fn go(
        &mut self,
        target: Target,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> anyhow::Result<()>;
    /// One step forward, as → does; false at the end of the run.
    fn step_forward(&mut self) -> bool;
    /// The current step.
    fn step(&self) -> u64;
    /// Searches on past the first solution from now on (sudoku stops there unless
    /// told), back at step 0.
    fn search_all(&mut self);
    /// Whether the tutorial's whole printout shows this step: the puzzle and its
    /// answers, or every picture of a lesson that draws its steps.
    fn in_handout(&self) -> bool;
    /// How many solutions the run has found up to this step.
    fn solutions_found(&self) -> u64;
    /// The routine of the tutorial's code shown, such as `putQueen(x)`, or `None` for
    /// the pseudo-code: what the files saved from the screen are named after too.
    fn routine(&self) -> Option<&'static str>;
    /// The stops of its one search, for a player of one; `None` for boards stepped
    /// together, which take no breakpoint and make no lesson.
    fn stops(&self) -> Option<&dyn Stops>;
    /// The stops of its one search, to set them, for a player of one.
    fn stops_mut(&mut self) -> Option<&mut dyn Stops>;
}

/// The stops of the player of one search: breakpoints read in its problem's words and
/// run to, the lesson its bookmarks make, where its puzzle came from, and the state the
/// state file kept of it.
pub trait Stops: Debug {
    /// Reads `text` as a condition on this player's board, a slot named in the problem's
    /// words and counted as the screen counts places now; what is wrong with it, when it
    /// is none.
    fn read_breakpoint(&self, text: &str) -> Result<Condition, Box<Message>>;
    /// Stops playing where any of `conditions` holds.
    fn add_breakpoints(&mut self, conditions: &[Condition]);
    /// Runs on from the current step to the next where `condition` holds, the
    /// breakpoints set left aside, `watch` seeing the counters as
    /// [`SearchPlayer::go`]'s does; whether it held before the run's end.
    fn run_to(
        &mut self,
        condition: Condition,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> bool;
    /// Takes up what the state file kept of its puzzle, which has the same key.
    fn recall(&mut self, remembered: &Remembered);
    /// The tutorial whose code is shown, or `None` for the pseudo-code: what a lesson's
    /// scene asks the code panel for.
    fn tutorial(&self) -> Option<Tutorial>;
    /// Takes where its puzzle came from, so that [`lesson`](Stops::lesson) can name it.
    fn set_origin(&mut self, origin: Origin);
    /// A lesson of its puzzle with its bookmarks and breakpoints as the stops; `None`
    /// when it does not know where its puzzle came from.
    fn lesson(&self) -> Option<Lesson>;
    /// Shows the keys of a lesson's script (PageDown, PageUp) in the help and the
    /// footer, where the keys of a lesson are taken before the screen sees them.
    fn follow_script(&mut self);
}
