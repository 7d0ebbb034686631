//! Every problem the app and the command line offer, listed once.
//!
//! A problem is a type that implements [`Problem`](crate::engine::Problem) (the search),
//! [`Puzzle`] (its name, arguments and presets) and [`Show`] (its board, pseudo-code and
//! narration). [`PROBLEMS`] names each such type once; the menu, `play`, `solve`, `trace`
//! and `presets` walk it through the object-safe [`Entry`] and [`Ready`], so none of them
//! names a problem.

use std::io::Write;
use std::marker::PhantomData;

use anyhow::{Result, anyhow};
use clap::{ArgMatches, FromArgMatches};
use ratatui::{buffer::Buffer, layout::Rect};

use crate::app::{Message, Session, Show, Theme};
use crate::cli::{Output, Watch, solve, trace};
use crate::engine::{Counters, StopAfter};
use crate::problems::{
    Custom, Input, Permutations, Preset, Puzzle, QueensBoard, SubsetSum, SudokuBoard,
};

/// The problems, in the order the menu and `--help` list them.
pub static PROBLEMS: &[&dyn Entry] = &[
    &Registered::<QueensBoard>::NEW,
    &Registered::<SudokuBoard>::NEW,
    &Registered::<Permutations>::NEW,
    &Registered::<SubsetSum>::NEW,
];

/// The problem called `name` on the command line.
pub fn find(name: &str) -> Option<&'static dyn Entry> {
    PROBLEMS.iter().copied().find(|entry| entry.name() == name)
}

/// One problem, whatever its board type: what the commands and the menu ask of it.
pub trait Entry: Sync {
    /// The name typed on the command line, such as `queens`.
    fn name(&self) -> &'static str;
    /// The name in the menu, such as `N-Queens`.
    fn title(&self) -> &'static str;
    /// One line for `--help`.
    fn about(&self) -> &'static str;
    /// Its name in the menu in Chinese.
    fn title_zh(&self) -> &'static str;
    /// Where its search stops unless told otherwise.
    fn stop(&self) -> StopAfter;
    /// Its subcommand, with its own arguments.
    fn command(&self) -> clap::Command;
    /// The boards that `matches` (parsed by [`command`](Entry::command)) ask for.
    fn load(&self, matches: &ArgMatches, stdin: bool) -> Result<Input<Box<dyn Ready>>>;
    /// Its presets: names, titles and descriptions.
    fn presets(&self) -> Vec<Preset<()>>;
    /// The board of its preset number `index`, or why it cannot be read.
    fn open_preset(&self, index: usize) -> Result<Box<dyn Ready>>;
    /// Its menu entry for a board of any size, if it has one.
    fn custom(&self) -> Option<Custom>;

    /// The title a board loaded from the command line is shown with ([`Input`]'s
    /// `title`), in each language: a preset's title comes with its Chinese, any other (a
    /// file name) is the same in both.
    fn title_in_each_language(&self, title: Option<&str>) -> Option<Message> {
        let title = title?;
        let presets = self.presets();
        Some(match presets.iter().find(|preset| preset.title == title) {
            Some(preset) => Message::both(preset.title, preset.title_zh),
            None => Message::english(title.to_string()),
        })
    }
    /// Its board of size `n`, for that entry.
    fn sized(&self, n: usize) -> Option<Box<dyn Ready>>;
}

/// A board ready to search, whatever its problem: what `solve`, `trace`, `play` and the
/// menu do with it.
pub trait Ready {
    /// Searches it and prints its solutions to `out` as `output` asks; `puzzle` numbers a
    /// puzzle of a file that holds several (its number and line).
    /// `watch` may stop the search early and shows its progress.
    fn solve(
        &self,
        stop: StopAfter,
        output: &Output,
        puzzle: Option<(usize, usize)>,
        watch: &mut Watch,
        out: &mut dyn Write,
    ) -> Result<Counters>;
    /// Prints every event of its search to `out`, until `watch` stops it; returns the
    /// number of solutions.
    fn trace(&self, stop: StopAfter, watch: &mut Watch, out: &mut dyn Write) -> Result<u64>;
    /// A player at step 0 of its search, titled `title` in each language, stopping where
    /// `stop` says (where its problem stops by default when `None`).
    fn player(&self, title: Option<Message>, stop: Option<StopAfter>) -> Box<dyn Session>;
    /// Its boards in every search order side by side, titled `title`, when its problem
    /// has more than one order.
    fn side_by_side(&self, title: Option<Message>) -> Option<Box<dyn Session>>;
    /// A copy of it.
    fn cloned(&self) -> Box<dyn Ready>;
    /// Its problem and its state in one line, for messages and `Debug`.
    fn describe(&self) -> String;
    /// Draws its starting board in `area`, for the menu's preview.
    fn preview(&self, theme: &Theme, area: Rect, buf: &mut Buffer);
}

impl std::fmt::Debug for dyn Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::fmt::Debug for dyn Ready {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

/// The [`Entry`] of the problem whose board is `P`.
struct Registered<P>(PhantomData<fn() -> P>);

impl<P> Registered<P> {
    const NEW: Self = Registered(PhantomData);
}

impl<P: Puzzle + Show> Entry for Registered<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn title(&self) -> &'static str {
        P::TITLE
    }

    fn about(&self) -> &'static str {
        P::ABOUT
    }

    fn title_zh(&self) -> &'static str {
        P::TITLE_ZH
    }

    fn stop(&self) -> StopAfter {
        P::STOP
    }

    fn command(&self) -> clap::Command {
        <P::Args as clap::Args>::augment_args(clap::Command::new(P::NAME)).about(P::ABOUT)
    }

    fn load(&self, matches: &ArgMatches, stdin: bool) -> Result<Input<Box<dyn Ready>>> {
        let args = P::Args::from_arg_matches(matches).map_err(|e| anyhow!("{}: {e}", P::NAME))?;
        Ok(P::load(&args, stdin)?.map(|board| Box::new(board) as Box<dyn Ready>))
    }

    fn presets(&self) -> Vec<Preset<()>> {
        P::presets()
            .iter()
            .map(|preset| Preset {
                name: preset.name,
                title: preset.title,
                description: preset.description,
                title_zh: preset.title_zh,
                description_zh: preset.description_zh,
                stop: preset.stop,
                spec: (),
            })
            .collect()
    }

    fn open_preset(&self, index: usize) -> Result<Box<dyn Ready>> {
        let preset = P::presets()
            .get(index)
            .ok_or_else(|| anyhow!("BUG: no preset {index}"))?;
        Ok(Box::new(P::from_spec(&preset.spec)?))
    }

    fn custom(&self) -> Option<Custom> {
        P::custom()
    }

    fn sized(&self, n: usize) -> Option<Box<dyn Ready>> {
        P::sized(n).map(|board| Box::new(board) as Box<dyn Ready>)
    }
}

impl<P: Puzzle + Show> Ready for P {
    fn solve(
        &self,
        stop: StopAfter,
        output: &Output,
        puzzle: Option<(usize, usize)>,
        watch: &mut Watch,
        out: &mut dyn Write,
    ) -> Result<Counters> {
        solve::search(self.clone(), stop, output, puzzle, watch, out)
    }

    fn trace(&self, stop: StopAfter, watch: &mut Watch, out: &mut dyn Write) -> Result<u64> {
        trace::events(self.clone(), stop, watch, out)
    }

    fn player(&self, title: Option<Message>, stop: Option<StopAfter>) -> Box<dyn Session> {
        crate::app::player(self.clone(), title, stop.unwrap_or(P::STOP))
    }

    fn side_by_side(&self, title: Option<Message>) -> Option<Box<dyn Session>> {
        Show::side_by_side(self, title)
    }

    fn cloned(&self) -> Box<dyn Ready> {
        Box::new(self.clone())
    }

    fn describe(&self) -> String {
        format!("{} {}", P::NAME, self.line())
    }

    fn preview(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        crate::app::preview(self, theme, area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for entry in PROBLEMS {
            assert!(std::ptr::addr_eq(
                find(entry.name()).expect("listed"),
                *entry as *const dyn Entry
            ));
        }
        assert!(find("chess").is_none());
    }

    #[test]
    fn preset_names_are_unique_across_problems() {
        let mut names: Vec<&str> = PROBLEMS
            .iter()
            .flat_map(|entry| entry.presets())
            .map(|preset| preset.name)
            .collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
    }

    #[test]
    fn a_preset_named_on_the_command_line_is_titled_in_each_language() {
        use crate::app::Lang;
        let sudoku = find("sudoku").expect("listed");
        let matches = sudoku
            .command()
            .try_get_matches_from(["sudoku", "--preset", "4x4-a4"])
            .expect("good arguments");
        let input = sudoku.load(&matches, false).expect("a preset");
        let title = sudoku
            .title_in_each_language(input.title.as_deref())
            .expect("a preset has a title");
        assert_eq!(title.get(Lang::En), "4×4 sudoku A4 (traced)");
        assert_eq!(title.get(Lang::Zh), "4×4 数独 A4(逐步跟踪)");
        let file = sudoku
            .title_in_each_language(Some("board.txt"))
            .expect("a title");
        assert_eq!(file.get(Lang::Zh), "board.txt");
        assert_eq!(sudoku.title_in_each_language(None), None);
    }

    #[test]
    fn every_preset_opens() {
        for entry in PROBLEMS {
            for (index, preset) in entry.presets().iter().enumerate() {
                assert!(entry.open_preset(index).is_ok(), "{}", preset.name);
            }
        }
    }
}
