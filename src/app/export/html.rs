//! A screen as a standalone HTML page: the picture in a `<pre>`, colours as inline styles.

use std::fmt::Write as _;

use ratatui::{buffer::Buffer, style::Modifier};

use super::palette::{self, Paper};
use super::runs::runs;
use super::svg::{FONTS, escape_into};

/// `buffer` as an HTML page titled `title`, one line of the `<pre>` a row.
pub fn html(buffer: &Buffer, title: &str, paper: Paper) -> String {
    let Paper {
        background,
        foreground,
    } = paper;
    let mut out = String::new();
    out.push_str("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>");
    escape_into(&mut out, title);
    let _ = write!(
        out,
        "</title>\n</head>\n<body style=\"margin:0;background:{background}\">\n\
         <pre style=\"margin:0;padding:1em;font-family:{};font-size:16px;line-height:19px;\
         color:{foreground};background:{background}\">",
        FONTS.replace('\'', "")
    );
    for (y, row) in runs(buffer).iter().enumerate() {
        if y > 0 {
            out.push('\n');
        }
        for run in row {
            let style = css(run, paper);
            if style.is_empty() {
                escape_into(&mut out, &run.text);
            } else {
                let _ = write!(out, "<span style=\"{style}\">");
                escape_into(&mut out, &run.text);
                out.push_str("</span>");
            }
        }
    }
    out.push_str("</pre>\n</body>\n</html>\n");
    out
}

/// The inline style of a run, empty for the page's plain text.
fn css(run: &super::runs::Run, paper: Paper) -> String {
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
    parts.join(";")
}
