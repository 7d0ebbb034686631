//! The app in a real xterm on a white and on a black background: the automatic theme
//! reads the background xterm reports and chooses its colours for it, a click in the menu
//! opens the entry under it, and closing the window keeps the state of the puzzle open.

use crate::common::xterm::XTerm;

/// The menu's line for 8-queens, where a click opens it.
const ENTRY: &str = "8 queens";

/// Opens the menu in xterm on `background`, reads the theme the help says was chosen,
/// opens 8-queens with a click, steps it three times and closes the window; the state
/// file then holds 8-queens at step 3.
fn a_class_day_in_xterm(background: &str, foreground: &str, palette: &str) {
    let Some(mut terminal) = XTerm::open(background, foreground, &["--lang", "en"]) else {
        return;
    };
    terminal.wait_for("the menu", |s| s.contains(ENTRY) && s.contains("Presets"));

    // The help says which colours were chosen, and why.
    terminal.press(&["question"]);
    let help = terminal.wait_for("the help's colours", |s| s.contains("Colours: "));
    let expected = format!("Colours: {palette}, for the terminal's background");
    assert!(help.contains(&expected), "{expected:?} not in:\n{help}");
    terminal.press(&["Escape"]);
    let menu = terminal.wait_for("the menu again", |s| !s.contains("Colours: "));

    // A click on the entry opens it.
    let (row, line) = menu
        .lines()
        .enumerate()
        .find(|(_, line)| line.contains(ENTRY))
        .expect("the entry is on the menu");
    let column = line[..line.find(ENTRY).expect("the entry")].chars().count() + 2;
    terminal.click(
        u16::try_from(column).expect("a column"),
        u16::try_from(row).expect("a row"),
    );
    terminal.wait_for("8-queens opened", |s| {
        s.contains("8-Queens") && s.contains("step 0")
    });
    terminal.press(&["Right", "Right", "Right"]);
    terminal.wait_for("step 3", |s| s.contains("step 3"));

    // Closing the window keeps the puzzle at its step.
    terminal.close();
    terminal.wait_for_state("8-queens at step 3", |state| {
        state.contains("puzzle 8-Queens") && state.contains("\nstep 3\n")
    });
}

#[test]
fn on_a_white_xterm_the_light_colours_a_click_and_closing_keep_the_state() {
    a_class_day_in_xterm("white", "black", "light");
}

#[test]
fn on_a_black_xterm_the_dark_colours_a_click_and_closing_keep_the_state() {
    a_class_day_in_xterm("black", "white", "dark");
}
