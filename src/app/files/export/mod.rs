//! The player's screen as files: text, SVG and HTML pictures of one step, and asciicast
//! recordings of many, all written from the [`Buffer`] the app draws into, so that a
//! picture is exactly what the screen shows.

pub mod animation;
pub mod asciicast;
pub mod html;
pub(crate) mod palette;
pub(crate) mod recording;
pub(crate) mod runs;
pub mod svg;

use ratatui::{buffer::Buffer, layout::Rect};

pub use palette::Paper;
pub use recording::Recording;

use crate::app::{Lang, Screen, Theme, screen_text};

/// The player's screen as drawn in a terminal `width` × `height`, without a terminal.
pub fn draw(session: &dyn Screen, theme: &Theme, (width, height): (u16, u16)) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buffer = Buffer::empty(area);
    session.render(theme, area, &mut buffer);
    buffer
}

/// `buffer` as plain text: [`screen_text`] with a newline after the last row, ready for
/// a Markdown code block.
pub fn text(buffer: &Buffer) -> String {
    let mut text = screen_text(buffer);
    text.push('\n');
    text
}

/// How the files saved from the app's screen are named: after the problem's heading, the
/// step, then what the screen shows that another saved at the same step would not: the
/// tutorial's code view, when one is shown instead of the pseudo-code, and the language,
/// when not English. `8-queens-step-3`, `8-queens-step-3-putQueen-zh`, and a recording
/// from step 3 to 17 `8-queens-steps-3-17`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScreenName {
    /// The heading as a name, ending in `-` unless empty.
    heading: String,
    /// What follows the step: `-putQueen`, `-zh`, or nothing.
    shows: String,
}

impl ScreenName {
    /// The name of a screen of the problem headed `heading` (in English) showing the code
    /// of `routine` (a tutorial's, such as `putQueen(x)`; `None` for the pseudo-code) in
    /// `lang`.
    ///
    /// The heading is kept in lower case ASCII letters and digits, a `-` for each run of
    /// other characters; the routine by its name, up to its arguments.
    pub fn new(heading: &str, routine: Option<&str>, lang: Lang) -> ScreenName {
        let mut stem = String::with_capacity(heading.len() + 1);
        for c in heading.chars() {
            if c.is_ascii_alphanumeric() {
                stem.push(c.to_ascii_lowercase());
            } else if !stem.is_empty() && !stem.ends_with('-') {
                stem.push('-');
            }
        }
        if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
        let mut shows = String::new();
        let routine: Option<String> = routine.map(|routine| {
            routine
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        });
        if let Some(routine) = routine.filter(|routine| !routine.is_empty()) {
            shows.push('-');
            shows.push_str(&routine);
        }
        let lang = match lang {
            Lang::En => None,
            Lang::Zh => Some("zh"),
            Lang::ZhTw => Some("zh-tw"),
        };
        if let Some(lang) = lang {
            shows.push('-');
            shows.push_str(lang);
        }
        ScreenName {
            heading: stem,
            shows,
        }
    }

    /// The stem of a file of the screen's puzzle that is `what`: `8-queens-lesson`.
    pub fn named(&self, what: &str) -> String {
        format!("{}{what}", self.heading)
    }

    /// The stem of a picture of step `step`: `8-queens-step-23`.
    pub fn at(&self, step: u64) -> String {
        format!("{}step-{step}{}", self.heading, self.shows)
    }

    /// The stem of a recording from step `first` to step `last`: `8-queens-steps-3-17`,
    /// or that of a picture when both are the same step.
    pub fn over(&self, first: u64, last: u64) -> String {
        if first == last {
            return self.at(first);
        }
        format!("{}steps-{first}-{last}{}", self.heading, self.shows)
    }

    /// How a recording from step `first` not yet stopped is named, for the user to read:
    /// `8-queens-steps-3-…`.
    pub fn from(&self, first: u64) -> String {
        format!("{}steps-{first}-…{}", self.heading, self.shows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_named_after_the_heading_and_the_step() {
        let name = |heading| ScreenName::new(heading, None, Lang::En);
        assert_eq!(name("8-Queens").at(23), "8-queens-step-23");
        assert_eq!(name("Sudoku 9×9 · MRV").at(0), "sudoku-9-9-mrv-step-0");
        assert_eq!(name("数独").at(4), "step-4");
    }

    #[test]
    fn a_tutorial_s_code_and_chinese_are_in_the_name() {
        let queens = ScreenName::new("8-Queens", Some("putQueen(x)"), Lang::Zh);
        assert_eq!(queens.at(3), "8-queens-step-3-putQueen-zh");
        let sudoku = ScreenName::new("Sudoku", Some("Solve(row, col), 4×4"), Lang::ZhTw);
        assert_eq!(sudoku.at(0), "sudoku-step-0-Solve-zh-tw");
        let english = ScreenName::new("8-Queens", Some("dfs"), Lang::En);
        assert_eq!(english.at(1), "8-queens-step-1-dfs");
    }

    #[test]
    fn a_recording_is_named_after_its_first_and_last_step() {
        let name = ScreenName::new("8-Queens", None, Lang::En);
        assert_eq!(name.over(3, 17), "8-queens-steps-3-17");
        assert_eq!(name.over(17, 3), "8-queens-steps-17-3");
        assert_eq!(name.over(5, 5), "8-queens-step-5");
        assert_eq!(name.from(3), "8-queens-steps-3-…");
        let chinese = ScreenName::new("8-Queens", None, Lang::Zh);
        assert_eq!(chinese.over(0, 9), "8-queens-steps-0-9-zh");
    }
}
