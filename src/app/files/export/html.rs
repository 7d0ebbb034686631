//! A screen as a standalone HTML page: the picture in a `<pre>`, each run of alike cells
//! a box exactly as wide as its cells, colours as inline styles.
//!
//! A browser lays text out with the font's own widths: a Chinese character is rarely
//! exactly two columns of the Latin font, and a glyph missing from the first font comes
//! from another of other widths, so that plain text would push the rest of its line out
//! of the grid. Each run is therefore an inline block `N`ch wide (`ch`: the advance of the
//! page's monospaced font), a wide glyph a run of its own two `ch` wide, so that every
//! cell keeps its column whatever the fonts, as the SVG's `textLength` does.

use std::fmt::Write as _;

use ratatui::{buffer::Buffer, style::Modifier};

use super::palette::{self, Paper};
use super::runs::{Run, runs};
use super::svg::{FONTS, escape_into};

/// The style every run's box shares: an inline block of a fixed width in `ch`, set on the
/// line's top, so that a fallback font's other height moves no row either.
const RUN_BOX: &str =
    "pre span{display:inline-block;vertical-align:top;white-space:pre;height:19px;overflow:hidden}";

/// `buffer` as an HTML page titled `title`, one line of the `<pre>` a row; it is
/// well-formed XML too, for the tools that read pages as such.
pub fn html(buffer: &Buffer, title: &str, paper: Paper) -> String {
    let Paper {
        background,
        foreground,
    } = paper;
    let mut out = String::new();
    out.push_str("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\"/>\n<title>");
    escape_into(&mut out, title);
    let _ = write!(
        out,
        "</title>\n<style>{RUN_BOX}</style>\n</head>\n\
         <body style=\"margin:0;background:{background}\">\n\
         <pre style=\"margin:0;padding:1em;font-family:{};font-size:16px;line-height:19px;\
         color:{foreground};background:{background}\">",
        FONTS.replace('\'', "")
    );
    for (y, row) in runs(buffer).iter().enumerate() {
        if y > 0 {
            out.push('\n');
        }
        for run in row {
            let _ = write!(out, "<span style=\"width:{}ch", run.width);
            for rule in css(run, paper) {
                let _ = write!(out, ";{rule}");
            }
            out.push_str("\">");
            escape_into(&mut out, &run.text);
            out.push_str("</span>");
        }
    }
    out.push_str("</pre>\n</body>\n</html>\n");
    out
}

/// The rules of a run's look beyond the page's plain text: none for plain text.
fn css(run: &Run, paper: Paper) -> Vec<String> {
    let look = &run.look;
    let (fg, bg) = palette::paint(look, paper);
    let mut parts = Vec::new();
    if fg != paper.foreground {
        parts.push(format!("color:{fg}"));
    }
    if let Some(bg) = bg {
        parts.push(format!("background:{bg}"));
    }
    let modifier = look.modifier;
    for (m, rule) in [
        (Modifier::BOLD, "font-weight:bold"),
        (Modifier::ITALIC, "font-style:italic"),
        (Modifier::DIM, "opacity:0.6"),
        (Modifier::HIDDEN, "visibility:hidden"),
    ] {
        if modifier.contains(m) {
            parts.push(rule.to_string());
        }
    }
    if let Some(lines) = look.text_decoration() {
        parts.push(format!("text-decoration:{lines}"));
    }
    parts
}
