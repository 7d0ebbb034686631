//! `export` and `record`: pictures and recordings of the player's screen, checked against
//! the app's own screen, a real XML parser, a terminal emulator and the tutorials' tables.

use crate::common::{self, render, run};
use backtrack::app::{App, Theme};
use ratatui::buffer::Buffer;

mod html_columns;
mod language;
mod recording;
mod saving;
mod screens;
mod tables;
mod views;

/// The colour theme, as `export` draws with unless told otherwise.
pub(crate) const COLOUR: Theme = Theme::new(false, true);

/// The app opened on the problem `args` name, as `play` opens it.
pub(crate) fn app(args: &[&str]) -> App {
    common::play(args, COLOUR)
}

/// The app's screen `width` × `height` after going to `step` with the `g` prompt.
pub(crate) fn app_screen(args: &[&str], step: u64, (width, height): (u16, u16)) -> Buffer {
    let mut app = app(args);
    common::go_to(&mut app, step);
    render(&app, width, height)
}

/// A fresh empty directory for one test.
pub(crate) fn scratch(name: &str) -> common::Scratch {
    common::scratch("export", name)
}

pub(crate) fn export(args: &[&str], extra: &[&str]) -> String {
    let all: Vec<&str> = ["export"]
        .iter()
        .chain(args)
        .chain(extra)
        .copied()
        .collect();
    let (out, err, code) = run(&all);
    assert_eq!(code, 0, "{all:?}: {err}");
    out
}
