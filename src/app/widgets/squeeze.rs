//! One-row lines whose parts give way, least needed first, when the width runs short.

use ratatui::{
    style::Style,
    text::{Line, Span},
};

use super::text::width_of;

/// A piece of a one-row line, with how much it is needed.
///
/// Rank 0 always stays; when the line is too wide, the parts of the highest rank go first,
/// the rightmost of them before the others. A part carries its own leading separator, so
/// that the line reads well whatever is left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The text, separator included.
    pub text: String,
    /// How it is drawn.
    pub style: Style,
    /// 0 for a part that must stay; higher for parts that can go, highest first.
    pub rank: u8,
}

impl Part {
    /// A part of `text` in `style` that goes before the parts of lower `rank`.
    pub fn new(text: impl Into<String>, style: Style, rank: u8) -> Part {
        Part {
            text: text.into(),
            style,
            rank,
        }
    }
}

/// How many cells `parts` take side by side.
pub fn parts_width(parts: &[Part]) -> usize {
    parts.iter().map(|part| width_of(&part.text)).sum()
}

/// The line of those `parts` that fit in `width`, dropping the least needed first; the
/// parts of rank 0 stay even when they do not fit (the row then cuts them at its end).
pub fn squeeze(mut parts: Vec<Part>, width: u16) -> Line<'static> {
    let width = usize::from(width);
    while parts_width(&parts) > width {
        let Some(least) = parts
            .iter()
            .enumerate()
            .filter(|(_, part)| part.rank > 0)
            .max_by_key(|&(index, part)| (part.rank, index))
            .map(|(index, _)| index)
        else {
            break;
        };
        parts.remove(least);
    }
    Line::from(
        parts
            .into_iter()
            .map(|part| Span::styled(part.text, part.style))
            .collect::<Vec<_>>(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts() -> Vec<Part> {
        vec![
            Part::new("step 12", Style::default(), 0),
            Part::new("  depth 3", Style::default(), 2),
            Part::new("  solutions 0", Style::default(), 0),
            Part::new("  paused", Style::default(), 1),
            Part::new("  5/s", Style::default(), 2),
        ]
    }

    #[test]
    fn least_needed_parts_go_first_rightmost_first() {
        assert_eq!(
            squeeze(parts(), 50).to_string(),
            "step 12  depth 3  solutions 0  paused  5/s"
        );
        assert_eq!(
            squeeze(parts(), 40).to_string(),
            "step 12  depth 3  solutions 0  paused"
        );
        assert_eq!(
            squeeze(parts(), 29).to_string(),
            "step 12  solutions 0  paused"
        );
        assert_eq!(squeeze(parts(), 25).to_string(), "step 12  solutions 0");
    }

    #[test]
    fn needed_parts_stay_when_nothing_fits() {
        assert_eq!(squeeze(parts(), 3).to_string(), "step 12  solutions 0");
    }
}
