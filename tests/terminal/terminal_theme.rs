//! `--theme auto` in a terminal that answers: the real binary runs in a pseudo-terminal
//! whose other end this test plays, answering the app's background query (OSC 11) with a
//! white or a black background, or not at all, and reading the screen through a terminal
//! emulator. tmux, which the other screen tests use, does not answer the query.
//!
//! Pseudo-terminals are Unix's: elsewhere the test says why it is skipped.

#[cfg(not(unix))]
#[test]
fn the_theme_follows_the_background_the_terminal_answers() {
    eprintln!("no pseudo-terminal to answer the background query on this system: test skipped");
}

#[cfg(unix)]
mod unix {
    use crate::common::pty::{Pty, Reply, plain_replies};

    /// Which of [`replies`] is the background query.
    const BACKGROUND: usize = 0;

    /// A terminal that tells `background` (as OSC 11 writes it; none: it does not answer
    /// the background query, but does the others). The app asks the background (OSC 11);
    /// the device attributes (DA1), sent after it, which every terminal answers, so that
    /// its answer tells that no answer to the first is coming; and where the cursor is, as
    /// the terminal is set up.
    fn replies(background: Option<&'static str>) -> Vec<Reply> {
        vec![Reply {
            query: b"\x1b]11;?",
            answer: background.map(|colour| format!("\x1b]11;{colour}\x1b\\")),
        }]
        .into_iter()
        .chain(plain_replies())
        .collect()
    }

    /// The help's line on the colours, in a terminal that tells `background`.
    fn colours_told(background: Option<&'static str>, args: &[&str]) -> (String, usize) {
        let mut terminal = Pty::open(args, &[], replies(background));
        terminal.wait_for("4-Queens");
        terminal.press("?");
        // The box's bottom line, drawn after the colours' line: that line is whole then.
        let screen = terminal.wait_for("key closes");
        let line = screen
            .lines()
            .find(|line| line.contains("Colours:"))
            .expect("the colours' line")
            .trim_matches(|c: char| c == '│' || c.is_whitespace())
            .to_owned();
        let asked = terminal.asked(BACKGROUND);
        terminal.quit();
        (line, asked)
    }

    const PLAY: &[&str] = &["--lang", "en", "play", "queens", "4"];

    #[test]
    fn a_white_background_draws_the_light_colours() {
        let (line, asked) = colours_told(Some("rgb:ffff/ffff/ffff"), PLAY);
        assert_eq!(asked, 1, "the app asks once");
        assert!(
            line.contains("Colours: light, for the terminal's background"),
            "{line}"
        );
    }

    #[test]
    fn a_black_background_draws_the_dark_colours() {
        let (line, _) = colours_told(Some("rgb:0000/0000/0000"), PLAY);
        assert!(
            line.contains("Colours: dark, for the terminal's background"),
            "{line}"
        );
    }

    #[test]
    fn a_terminal_that_does_not_tell_gets_the_dark_colours_and_says_so() {
        let (line, asked) = colours_told(None, PLAY);
        assert_eq!(asked, 1, "the app asks once");
        assert!(
            line.contains("Colours: dark; the terminal did not tell its background"),
            "{line}"
        );
    }

    #[test]
    fn a_terminal_that_does_not_tell_gets_the_palettes_own_ground() {
        let mut terminal = Pty::open(PLAY, &[], replies(None));
        terminal.wait_for("4-Queens");
        let written = String::from_utf8_lossy(terminal.written()).into_owned();
        terminal.quit();
        // The dark palette's black behind everything, whatever the terminal's own.
        assert!(written.contains(";48;5;0m"), "no black ground: {written:?}");
    }

    #[test]
    fn a_terminal_that_does_not_say_where_its_cursor_is_starts_all_the_same() {
        // It answers the device attributes only: neither the background nor the
        // cursor's position.
        let quiet = vec![
            Reply {
                query: b"\x1b]11;?",
                answer: None,
            },
            Reply {
                query: b"\x1b[c",
                answer: Some("\x1b[?62;22c".to_owned()),
            },
            Reply {
                query: b"\x1b[6n",
                answer: None,
            },
        ];
        let mut terminal = Pty::open(PLAY, &[], quiet);
        // The whole screen: the footer on the last row.
        let screen = terminal.wait_for("quit");
        let asked = terminal.asked(2);
        terminal.quit();
        assert!(screen.contains("4-Queens"), "{screen}");
        assert_eq!(asked, 0, "the app asked where the cursor is");
    }

    #[test]
    fn a_named_theme_asks_and_keeps_its_palette() {
        let args = ["--theme", "light", "--lang", "en", "play", "queens", "4"];
        let (line, asked) = colours_told(Some("rgb:0000/0000/0000"), &args);
        assert_eq!(
            asked, 1,
            "the app asks, to paint the light palette's own ground"
        );
        assert!(line.contains("Colours: light (--theme)"), "{line}");
    }
}
