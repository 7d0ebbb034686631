//! Lines of text drawn one cell a character.
//!
//! The panels' text (pseudo-code, call frames, counts, narration, key tables) is the
//! app's own, one terminal cell per character (two for a wide glyph), and never needs
//! wrapping by the widget: writing it cell by cell spares the general paragraph machinery, which looks for
//! grapheme clusters in every line of every frame.

use ratatui::{buffer::Buffer, layout::Rect, text::Line};

use super::text::width_of;

/// Draws `lines` from the top of `area`, one a row, each cut at the right edge; a line's
/// own style covers its whole row, so that a highlighted line reads as a bar.
pub fn draw_lines(lines: &[Line<'_>], area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    for (line, y) in lines.iter().zip(area.top()..area.bottom()) {
        if line.style != Default::default() {
            buf.set_style(
                Rect {
                    y,
                    height: 1,
                    ..area
                },
                line.style,
            );
        }
        let mut x = area.left();
        for span in &line.spans {
            let style = line.style.patch(span.style);
            for ch in span.content.chars() {
                // A wide glyph (Chinese) takes two cells, the second left blank for it;
                // one that would cross the right edge is not drawn at all.
                let width = if ch.is_ascii() {
                    1
                } else {
                    width_of(ch.encode_utf8(&mut [0; 4])) as u16
                };
                if width == 0 {
                    continue;
                }
                if x + width > area.right() {
                    break;
                }
                buf[(x, y)].set_char(ch).set_style(style);
                for next in x + 1..x + width {
                    buf[(next, y)].reset();
                    buf[(next, y)].set_style(style);
                }
                x += width;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use ratatui::{
        style::{Modifier, Style},
        text::Span,
        widgets::{Paragraph, Widget},
    };

    use super::*;

    #[test]
    fn draws_what_a_paragraph_draws_and_bars_a_styled_line() {
        let lines = vec![
            Line::from(vec![
                Span::raw("step "),
                Span::styled("12", Style::new().bold()),
            ]),
            Line::styled("> current", Style::new().reversed()),
            Line::raw("cut here: 0123456789"),
            Line::raw("a line past the bottom"),
        ];
        let area = Rect::new(1, 1, 16, 3);
        let mut ours = Buffer::empty(Rect::new(0, 0, 20, 5));
        let mut theirs = ours.clone();
        draw_lines(&lines, area, &mut ours);
        Paragraph::new(lines).render(area, &mut theirs);
        // The same characters, and the same styles but for the bar.
        assert_eq!(
            ours.content()
                .iter()
                .map(|c| c.symbol())
                .collect::<String>(),
            theirs
                .content()
                .iter()
                .map(|c| c.symbol())
                .collect::<String>()
        );
        assert!(ours[(6, 1)].modifier.contains(Modifier::BOLD));
        for x in 1..17 {
            assert!(ours[(x, 2)].modifier.contains(Modifier::REVERSED), "{x}");
        }
        assert!(!ours[(17, 2)].modifier.contains(Modifier::REVERSED));
        assert_eq!(ours[(1, 3)].symbol(), "c");
        assert_eq!(ours[(16, 3)].symbol(), "5");
        assert_eq!(ours[(1, 4)].symbol(), " ");
    }
}
