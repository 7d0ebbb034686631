//! A run of screens as one animated SVG picture, for a web page or a slide that shows a
//! search moving: the first screen whole, then each next one as the rows that changed,
//! each shown from its time until the loop starts again.
//!
//! The animation is SVG's own (`<animate>`, no script), so that it plays where an SVG is
//! shown as an image: a browser, a README, a slide. Each later frame is a group, hidden
//! until its moment in the loop and drawn over the frames before it, its changed rows
//! painted on the paper first; so the file grows with what changes, not with the screen,
//! and is written as it goes, in the memory of one screen.

use std::fmt::Write as _;
use std::io::{self, Write};

use ratatui::buffer::Buffer;

use super::palette::Paper;
use super::runs::{Run, runs};
use super::svg::{self, CELL_HEIGHT};

/// How long the last frame stays before the loop starts again, in seconds: long enough to
/// read the screen it ends on.
pub const HOLD: f64 = 2.0;

/// An animated SVG picture being written to `out`.
#[derive(Debug)]
pub struct AnimatedSvg<W: Write> {
    out: W,
    paper: Paper,
    /// The length of one loop, in seconds.
    length: f64,
    /// The rows of the frame before, as runs.
    previous: Option<Vec<Vec<Run>>>,
    frames: u64,
    text: String,
}

impl<W: Write> AnimatedSvg<W> {
    /// Starts a picture of `width` × `height` cells on `paper`, whose loop lasts
    /// `length` seconds (the frames' times run from 0 to under it).
    pub fn new(out: W, (width, height): (u16, u16), paper: Paper, length: f64) -> Self {
        let mut text = String::with_capacity(16 * 1024);
        svg::open(&mut text, width, height, paper);
        AnimatedSvg {
            out,
            paper,
            length,
            previous: None,
            frames: 0,
            text,
        }
    }

    /// Adds `screen` as the frame shown from `time` seconds into the loop.
    pub fn frame(&mut self, time: f64, screen: &Buffer) -> io::Result<()> {
        let rows = runs(screen);
        match &self.previous {
            None => svg::draw_rows(&mut self.text, rows.iter().enumerate(), self.paper),
            Some(previous) => {
                let blank = Vec::new();
                let changed: Vec<(usize, &Vec<Run>)> = (rows.iter().enumerate())
                    .filter(|&(y, row)| previous.get(y).unwrap_or(&blank) != row)
                    .collect();
                if !changed.is_empty() {
                    self.group(time, &changed);
                }
            }
        }
        self.out.write_all(self.text.as_bytes())?;
        self.text.clear();
        self.previous = Some(rows);
        self.frames += 1;
        Ok(())
    }

    /// The rows `changed`, shown from `time` on: the paper under each row, then the row.
    fn group(&mut self, time: f64, changed: &[(usize, &Vec<Run>)]) {
        // Where in the loop it shows, strictly after its start: a frame at 0 would be
        // the first frame's moment, which it would hide.
        let at = (time / self.length).clamp(f64::EPSILON, 1.0);
        let _ = writeln!(
            self.text,
            "<g visibility=\"hidden\"><animate attributeName=\"visibility\" \
             values=\"hidden;visible\" keyTimes=\"0;{at:.6}\" dur=\"{:.3}s\" \
             repeatCount=\"indefinite\" calcMode=\"discrete\"/>",
            self.length
        );
        for &(y, _) in changed {
            let _ = writeln!(
                self.text,
                "<rect x=\"0\" y=\"{:.1}\" width=\"100%\" height=\"{CELL_HEIGHT:.1}\" fill=\"{}\"/>",
                y as f64 * CELL_HEIGHT,
                self.paper.background
            );
        }
        svg::draw_rows(&mut self.text, changed.iter().copied(), self.paper);
        self.text.push_str("</g>\n");
    }

    /// Writes `label` where the frames stop, as a comment (a picture has no markers to
    /// jump to): `cut: stopped by signal 15 at step 1234`.
    pub fn marker(&mut self, label: &str) -> io::Result<()> {
        writeln!(self.out, "<!-- {} -->", label.replace("--", "- -"))
    }

    /// How many frames it holds.
    pub fn frames(&self) -> u64 {
        self.frames
    }

    /// Closes the picture and gives back where it went.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.write_all(b"</svg>\n")?;
        self.out.flush()?;
        Ok(self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;

    fn screen(lines: &[&str]) -> Buffer {
        let mut buffer = Buffer::empty(Rect::new(0, 0, 6, lines.len() as u16));
        for (y, line) in lines.iter().enumerate() {
            buffer.set_string(0, y as u16, line, ratatui::style::Style::new());
        }
        buffer
    }

    #[test]
    fn later_frames_are_the_rows_that_changed_shown_at_their_moment() {
        let mut picture = AnimatedSvg::new(Vec::new(), (6, 3), Paper::DARK, 4.0);
        picture.frame(0.0, &screen(&["a", "b", "c"])).unwrap();
        picture.frame(1.0, &screen(&["a", "B", "c"])).unwrap();
        // Nothing changed: no group.
        picture.frame(2.0, &screen(&["a", "B", "c"])).unwrap();
        picture.frame(3.0, &screen(&["x", "B", "y"])).unwrap();
        assert_eq!(picture.frames(), 4);
        let text = String::from_utf8(picture.finish().unwrap()).unwrap();
        let document = roxmltree::Document::parse(&text).expect("well-formed XML");
        let groups: Vec<_> = (document.root_element().children())
            .filter(|node| node.has_tag_name("g"))
            .collect();
        assert_eq!(groups.len(), 2, "{text}");
        let shown = |group: &roxmltree::Node| {
            let animate = group.first_element_child().expect("an animate");
            assert_eq!(animate.attribute("dur"), Some("4.000s"));
            let texts: String = (group.descendants())
                .filter(|node| node.has_tag_name("text"))
                .filter_map(|node| node.text())
                .map(str::trim_end)
                .collect();
            (animate.attribute("keyTimes").map(str::to_owned), texts)
        };
        assert_eq!(
            shown(&groups[0]),
            (Some("0;0.250000".to_owned()), "B".to_owned())
        );
        assert_eq!(
            shown(&groups[1]),
            (Some("0;0.750000".to_owned()), "xy".to_owned())
        );
        // The first frame is drawn whole, outside any group.
        let first: String = (document.root_element().children())
            .filter(|node| node.has_tag_name("text"))
            .filter_map(|node| node.text())
            .map(str::trim_end)
            .collect();
        assert_eq!(first, "abc");
    }
}
