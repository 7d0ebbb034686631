//! The files the app makes of its own screen while it runs: `s` saves the screen as a
//! picture and a text, `v` records it frame by frame, and a recording under way is saved
//! on every ending.

use std::sync::{MutexGuard, PoisonError};

use ratatui::buffer::Buffer;

use super::{App, shown, step_of};
use crate::app::files::export::{self, Paper, Recording, ScreenName};
use crate::app::files::free_name;
use crate::app::screens::screen::Screen;
use crate::app::{Lang, Message, words};

impl App {
    /// Whether the screen is being recorded.
    pub fn is_recording(&self) -> bool {
        self.recording().is_some()
    }

    /// The recording under way, if any, locked.
    pub(super) fn recording(&self) -> MutexGuard<'_, Option<Recording>> {
        self.recording
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Saves a recording still running, as quitting does.
    pub(super) fn finish_recording(&mut self) {
        if self.is_recording() {
            self.toggle_recording();
        }
    }

    /// Adds the screen as the user last saw it, less the `REC` mark, to the recording, if
    /// one runs: [`run`](App::run) does after each draw.
    pub fn record_frame(&mut self) {
        if !self.is_recording() {
            return;
        }
        let area = self.area.get();
        let mut screen = Buffer::empty(area);
        self.render_screen(area, &mut screen);
        let step = self.session.as_deref().map(step_of);
        let failed = {
            let mut recording = self.recording();
            let failed = match &mut *recording {
                Some(recording) => recording.frame(&screen, step).err(),
                None => None,
            };
            if failed.is_some() {
                *recording = None;
            }
            failed
        };
        if let Some(error) = failed {
            self.tell(Message::new(
                words::RECORDING_STOPPED,
                &[&format!("{error:#}")],
            ));
        }
    }

    /// Writes the screen as `.svg` and `.txt` files named after the problem, the step and
    /// what else shows (see [`ScreenName`]), under a name no file has (`-2`, `-3`… after it
    /// when taken).
    pub(super) fn screenshot(&mut self) {
        let Some(session) = &self.session else {
            return;
        };
        let area = self.area.get();
        let mut screen = Buffer::empty(area);
        self.render_screen(area, &mut screen);
        let stem = self
            .screen_name(session.as_ref())
            .at(step_of(session.as_ref()));
        let svg = export::svg::svg(&screen, Paper::of(&self.theme));
        let txt = export::text(&screen);
        let files: [(&str, &[u8]); 2] = [("svg", svg.as_bytes()), ("txt", txt.as_bytes())];
        let saved = free_name::save_new(&self.folder, &stem, &files);
        self.tell(match saved {
            Ok(stem) => Message::new(
                words::SAVED_SCREEN,
                &[
                    &shown(&self.folder.join(format!("{stem}.svg"))),
                    &format!("{stem}.txt"),
                ],
            ),
            Err(error) => Message::new(words::NOT_SAVED, &[&format!("{error:#}")]),
        });
    }

    /// Starts recording the screen to a `.cast` file, or stops and saves it.
    pub(super) fn toggle_recording(&mut self) {
        // Stopped under the lock, so that the watchdog waits for it rather than end the
        // process halfway through.
        let stopped = {
            let mut recording = self.recording();
            recording.take().map(Recording::stop)
        };
        let message = match stopped {
            Some(stopped) => match stopped {
                Ok((path, 1)) => Message::new(words::SAVED_ONE_FRAME, &[&shown(&path)]),
                Ok((path, frames)) => Message::new(words::SAVED_FRAMES, &[&shown(&path), &frames]),
                Err(error) => Message::new(words::RECORDING_LOST, &[&format!("{error:#}")]),
            },
            None => {
                let Some(session) = &self.session else {
                    return;
                };
                let name = self.screen_name(session.as_ref());
                let area = self.area.get();
                let size = (area.width, area.height);
                match Recording::start(&self.folder, name, step_of(session.as_ref()), size) {
                    Ok(recording) => {
                        let path = shown(&recording.provisional_name());
                        *self.recording() = Some(recording);
                        Message::new(words::RECORDING_TO, &[&path])
                    }
                    Err(error) => Message::new(words::CANNOT_RECORD, &[&format!("{error:#}")]),
                }
            }
        };
        self.tell(message);
    }

    /// How the files saved from `session` are named now: its view and the language too.
    fn screen_name(&self, session: &dyn Screen) -> ScreenName {
        let heading = session.heading(Lang::En);
        let routine = session.search().and_then(|search| search.routine());
        ScreenName::new(&heading, routine, self.theme.lang())
    }
}
