//! The classroom app: a preset menu and a player that animates a search step by step.

pub mod board;
pub mod show;
pub mod theme;

mod areas;
mod autoplay;
mod border;
mod event_log;
mod help;
mod job;
mod keys;
mod lines;
mod menu;
mod panels;
mod player;
mod prompt;
#[cfg(test)]
mod render_tests;
mod screen_text;
mod session;
mod shell;
mod squeeze;
mod status;
mod text;
mod too_small;

pub use screen_text::{screen_text, style_layer};
pub use shell::App;
pub use show::{BoardFit, BoardOptions, Show};
pub use theme::Theme;

use crate::problems::SudokuBoard;

/// What the app opens on.
#[derive(Clone, Debug)]
pub enum Start {
    /// The preset menu.
    Menu,
    /// The player on an empty N×N queens board (N from 1 to 64).
    Queens(usize),
    /// The player on the permutations of 1..=n (n from 1 to 12).
    Permutations(usize),
    /// The player on a sudoku.
    Sudoku {
        /// Where the puzzle comes from, shown over the board (a preset title or a file name).
        title: String,
        /// The puzzle, with the cell order to search it in.
        board: SudokuBoard,
    },
}

/// How the app draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Draw with ASCII glyphs only.
    pub ascii: bool,
    /// Use colours; without them every state still has a glyph or a modifier of its own.
    pub color: bool,
}

impl Options {
    /// From the flags and the environment: ASCII when `--ascii` or the locale (LC_ALL,
    /// LC_CTYPE, LANG, first non-empty) is not UTF-8; no colour when `--no-color` or
    /// NO_COLOR is set and non-empty.
    pub fn detect(ascii_flag: bool, no_color_flag: bool) -> Options {
        Options::from_env(ascii_flag, no_color_flag, |name| std::env::var(name).ok())
    }

    /// [`detect`](Options::detect) with the environment read through `var`, so the rules
    /// can be checked without touching the process environment.
    fn from_env(
        ascii_flag: bool,
        no_color_flag: bool,
        var: impl Fn(&str) -> Option<String>,
    ) -> Options {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"]
            .into_iter()
            .filter_map(&var)
            .find(|value| !value.is_empty())
            .unwrap_or_default()
            .to_ascii_lowercase();
        let utf8 = locale.contains("utf-8") || locale.contains("utf8");
        let no_color = var("NO_COLOR").is_some_and(|value| !value.is_empty());
        Options {
            ascii: ascii_flag || !utf8,
            color: !(no_color_flag || no_color),
        }
    }

    /// The theme these options draw with.
    pub fn theme(self) -> Theme {
        Theme::new(self.ascii, self.color)
    }
}

/// Runs the app until the user quits; restores the terminal on exit and panic.
///
/// The start is checked before the terminal is touched, so a bad size is reported as a
/// plain error message.
pub fn run(start: Start, options: Options) -> anyhow::Result<()> {
    let app = App::new(start, options)?;
    if !options.color {
        // crossterm drops bold and reverse as well as colours under NO_COLOR; the
        // monochrome theme relies on those modifiers, and has no colours to drop.
        ratatui::crossterm::style::force_color_output(true);
    }
    // `ratatui::run` panics when the terminal cannot be set up; this is the same sequence
    // with the failure returned as an error. `try_init` installs the panic hook that
    // restores the terminal.
    let mut terminal = match ratatui::try_init() {
        Ok(terminal) => terminal,
        Err(error) => {
            ratatui::restore();
            return Err(anyhow::Error::new(error).context("cannot set up the terminal"));
        }
    };
    let result = app.run(&mut terminal);
    ratatui::restore();
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(ascii_flag: bool, no_color_flag: bool, env: &[(&str, &str)]) -> Options {
        Options::from_env(ascii_flag, no_color_flag, |name| {
            env.iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.to_string())
        })
    }

    #[test]
    fn utf8_locale_and_no_flags_draw_unicode_in_colour() {
        let got = options(false, false, &[("LANG", "en_US.UTF-8")]);
        assert_eq!(
            got,
            Options {
                ascii: false,
                color: true
            }
        );
    }

    #[test]
    fn first_non_empty_locale_variable_decides() {
        let env = [("LC_ALL", ""), ("LC_CTYPE", "C"), ("LANG", "de_DE.utf8")];
        assert!(options(false, false, &env).ascii);
        let env = [("LC_ALL", ""), ("LC_CTYPE", "zh_CN.utf8"), ("LANG", "C")];
        assert!(!options(false, false, &env).ascii);
    }

    #[test]
    fn no_locale_at_all_means_ascii() {
        assert!(options(false, false, &[]).ascii);
    }

    #[test]
    fn flags_force_ascii_and_monochrome() {
        let got = options(true, true, &[("LANG", "en_US.UTF-8")]);
        assert_eq!(
            got,
            Options {
                ascii: true,
                color: false
            }
        );
    }

    #[test]
    fn no_color_counts_only_when_non_empty() {
        let utf8 = ("LANG", "C.UTF-8");
        assert!(!options(false, false, &[utf8, ("NO_COLOR", "1")]).color);
        assert!(options(false, false, &[utf8, ("NO_COLOR", "")]).color);
    }
}
