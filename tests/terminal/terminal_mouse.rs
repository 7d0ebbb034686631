//! A terminal that does not report the mouse keeps it: the real binary in a
//! pseudo-terminal that answers the app's mouse-mode query (DECRQM for mode 1006) as a
//! terminal that knows it, one that does not, or not at all. The app takes the mouse
//! (writes `CSI ? 1000 h`) only where the terminal may report it, and the help says when
//! it does not.
//!
//! Pseudo-terminals are Unix's: elsewhere the test says why it is skipped.

#[cfg(not(unix))]
#[test]
fn the_mouse_follows_what_the_terminal_answers() {
    eprintln!("no pseudo-terminal to answer the mouse query on this system: test skipped");
}

#[cfg(unix)]
mod unix {
    use crate::common::pty::{Pty, Reply, plain_replies};

    /// Which of [`replies`] is the mouse-mode query.
    const MOUSE_MODE: usize = 0;

    /// What the app writes to take the mouse.
    const TAKES_MOUSE: &[u8] = b"\x1b[?1000h";

    /// A terminal that answers the mouse-mode query with `state` (DECRPM's `Ps`; none:
    /// it does not answer it), and the device attributes and the cursor's place.
    fn replies(state: Option<u8>) -> Vec<Reply> {
        vec![Reply {
            query: b"\x1b[?1006$p",
            answer: state.map(|ps| format!("\x1b[?1006;{ps}$y")),
        }]
        .into_iter()
        .chain(plain_replies())
        .collect()
    }

    /// The app on 4-queens in a terminal that answers `state` with `env` set: whether it
    /// took the mouse, how often it asked, and its help's last lines.
    fn run(state: Option<u8>, env: &[(&str, &str)]) -> (bool, usize, String) {
        let args = ["--lang", "en", "play", "queens", "4"];
        let mut terminal = Pty::open(&args, env, replies(state));
        terminal.wait_for("4-Queens");
        terminal.press("?");
        let help = terminal.wait_for("Colours:");
        let took = (terminal.written().windows(TAKES_MOUSE.len())).any(|w| w == TAKES_MOUSE);
        let asked = terminal.asked(MOUSE_MODE);
        terminal.quit();
        (took, asked, help)
    }

    #[test]
    fn a_terminal_that_knows_the_mouse_mode_gets_the_mouse() {
        let (took, asked, help) = run(Some(2), &[]);
        assert_eq!(asked, 1, "the app asks once");
        assert!(took, "the app takes the mouse");
        assert!(help.contains("Mouse: the wheel steps"), "{help}");
    }

    #[test]
    fn a_terminal_that_does_not_know_it_keeps_the_mouse_and_the_help_says_so() {
        for state in [0, 4] {
            let (took, asked, help) = run(Some(state), &[]);
            assert_eq!(asked, 1, "the app asks once");
            assert!(!took, "Ps {state}: the mouse is left to the terminal");
            assert!(
                help.contains("Mouse: off, as this terminal does not report it"),
                "{help}"
            );
        }
    }

    #[test]
    fn a_terminal_that_does_not_answer_gets_the_mouse_all_the_same() {
        let (took, asked, help) = run(None, &[]);
        assert_eq!(asked, 1);
        assert!(took, "no answer: the mouse stays on");
        assert!(!help.contains("Mouse: off"), "{help}");
    }

    #[test]
    fn a_dumb_terminal_is_not_asked_and_keeps_the_mouse() {
        let (took, asked, help) = run(Some(2), &[("TERM", "dumb")]);
        assert_eq!(asked, 0, "TERM=dumb is not asked");
        assert!(!took);
        assert!(help.contains("Mouse: off"), "{help}");
    }

    #[test]
    fn no_mouse_asks_nothing() {
        let (took, asked, help) = run(Some(2), &[("BACKTRACK_NO_MOUSE", "1")]);
        assert_eq!(asked, 0, "the app does not ask");
        assert!(!took);
        assert!(!help.contains("Mouse:"), "{help}");
    }
}
