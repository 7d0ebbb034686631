//! The mouse in a real terminal: tmux runs the binary, and the escape sequences a
//! terminal sends for a click (SGR: `ESC [ < button ; column ; row M`, `m` on release,
//! columns and rows from 1) go in as typed text; the screen comes out.
//!
//! Skipped (with a note) when tmux is not installed, unless `CI` is `true`.

use crate::common;

use common::tmux::{Server, step};

/// What a terminal sends when `button` goes down (`M`) or up (`m`) at screen cell
/// (`column`, `row`), both from 0: 0 the left button, 32 + 0 a drag with it, 64 and 65
/// the wheel up and down.
fn sgr(button: u8, column: usize, row: usize, down: bool) -> String {
    let end = if down { 'M' } else { 'm' };
    format!("\x1b[<{button};{};{}{end}", column + 1, row + 1)
}

/// The column and row, from 0, of the first place `text` is shown.
fn find(screen: &str, text: &str) -> Option<(usize, usize)> {
    screen.lines().enumerate().find_map(|(row, line)| {
        let at = line.find(text)?;
        Some((line[..at].chars().count(), row))
    })
}

impl Server {
    /// A left click at (`column`, `row`): down, then up.
    fn click(&self, column: usize, row: usize) {
        self.send_text(&sgr(0, column, row, true));
        self.send_text(&sgr(0, column, row, false));
    }
}

#[test]
fn a_click_opens_a_menu_entry_the_bar_seeks_and_quitting_gives_the_mouse_back() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let script = format!("'{binary}'; echo \"exit=$?\"; sleep 60");
    let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
        return;
    };
    let menu = server.wait_for("menu", |s| s.contains("4 queens"));
    assert_eq!(
        server.pane("mouse_any_flag"),
        "1",
        "the app takes the mouse"
    );
    assert_eq!(server.pane("mouse_sgr_flag"), "1", "in SGR form");
    let (x, y) = find(&menu, "▶ 4 queens").expect("the 4 queens entry, chosen");
    server.click(x + 1, y);
    let player = server.wait_for("player", |s| step(s) == Some(0));
    assert!(player.contains("0 steps so far"), "{player}");
    // The wheel steps; End runs the 34 events of 4-queens; a click on the bar's first
    // cell goes back to step 0.
    server.send_text(&sgr(65, 10, 3, true));
    server.wait_for("step 1", |s| step(s) == Some(1));
    server.send("End");
    let end = server.wait_for("the end", |s| step(s) == Some(34));
    let (_, bar) = find(&end, "34 steps in all").expect("the timeline bar");
    server.click(0, bar);
    server.wait_for("step 0", |s| step(s) == Some(0));
    // Drag from the first cell to past the last: the end again.
    server.send_text(&sgr(0, 0, bar, true));
    server.send_text(&sgr(32, 99, bar, true));
    server.send_text(&sgr(0, 99, bar, false));
    server.wait_for("step 34", |s| step(s) == Some(34));
    server.send("q");
    server.wait_for("exit", |s| s.contains("exit=0"));
    assert_eq!(server.pane("mouse_any_flag"), "0", "the mouse given back");
    assert_eq!(server.pane("alternate_on"), "0");
}

#[test]
fn no_mouse_leaves_the_mouse_to_the_terminal() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let command = [binary, "play", "queens", "4", "--no-mouse", "--fresh"];
    let Some(server) = Server::open(100, 30, &command) else {
        return;
    };
    let player = server.wait_for("player", |s| step(s) == Some(0));
    assert_eq!(server.pane("mouse_any_flag"), "0");
    assert!(
        !player.contains("steps so far"),
        "no timeline bar: {player}"
    );
}
