//! One line of text being typed, in any script: a breakpoint's condition or a bookmark's
//! caption, edited with the cursor keys.
//!
//! The cursor sits between characters; the line is drawn in terminal cells, where a
//! Chinese character takes two, so the part shown is chosen by width, never by bytes.

use crate::app::widgets::text::width_of;

/// The most characters a line takes: a caption is a few words, not a paragraph.
const MAX_CHARS: usize = 120;

/// A line of text with a cursor between two of its characters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineEdit {
    chars: Vec<char>,
    /// How many characters stand before the cursor.
    cursor: usize,
}

impl LineEdit {
    /// The text typed.
    pub fn text(&self) -> String {
        self.chars.iter().collect()
    }

    /// How many characters stand before the cursor.
    #[cfg(test)]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Types `c` at the cursor, unless it is a control character or the line is full.
    pub fn insert(&mut self, c: char) {
        if !c.is_control() && self.chars.len() < MAX_CHARS {
            self.chars.insert(self.cursor, c);
            self.cursor += 1;
        }
    }

    /// Deletes the character before the cursor (Backspace).
    pub fn erase_back(&mut self) {
        if self.cursor > 0 {
            self.cursor -= 1;
            self.chars.remove(self.cursor);
        }
    }

    /// Deletes the character under the cursor (Delete).
    pub fn erase_forward(&mut self) {
        if self.cursor < self.chars.len() {
            self.chars.remove(self.cursor);
        }
    }

    /// Moves the cursor one character left.
    pub fn left(&mut self) {
        self.cursor = self.cursor.saturating_sub(1);
    }

    /// Moves the cursor one character right.
    pub fn right(&mut self) {
        self.cursor = (self.cursor + 1).min(self.chars.len());
    }

    /// Moves the cursor before the first character.
    pub fn home(&mut self) {
        self.cursor = 0;
    }

    /// Moves the cursor after the last character.
    pub fn end(&mut self) {
        self.cursor = self.chars.len();
    }

    /// The cells from the line's start to the cursor.
    #[cfg(test)]
    pub fn cursor_column(&self) -> usize {
        width_of(&self.chars[..self.cursor].iter().collect::<String>())
    }

    /// The part of the line that fits `width` cells, the cursor kept in view: the text
    /// before the cursor, the character under it (a blank at the end) and the text after
    /// it.
    pub fn window(&self, width: usize) -> (String, String, String) {
        let room = width;
        let mut first = 0;
        while first < self.cursor && self.span_width(first, self.cursor + 1) > room {
            first += 1;
        }
        let before: String = self.chars[first..self.cursor].iter().collect();
        let under = self
            .chars
            .get(self.cursor)
            .map_or_else(|| " ".to_string(), char::to_string);
        let mut used = width_of(&before) + width_of(&under);
        let mut after = String::new();
        for &c in self.chars.iter().skip(self.cursor + 1) {
            let cell = width_of(&c.to_string());
            if used + cell > room {
                break;
            }
            used += cell;
            after.push(c);
        }
        (before, under, after)
    }

    /// The cells the characters from `from` to before `to` take (a blank past the end).
    fn span_width(&self, from: usize, to: usize) -> usize {
        let text: String = self.chars[from..to.min(self.chars.len())].iter().collect();
        width_of(&text) + usize::from(to > self.chars.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(text: &str) -> LineEdit {
        let mut line = LineEdit::default();
        text.chars().for_each(|c| line.insert(c));
        line
    }

    #[test]
    fn chinese_text_is_edited_by_character_and_measured_in_cells() {
        let mut line = typed("第三行没有空列");
        assert_eq!(line.cursor(), 7);
        assert_eq!(line.cursor_column(), 14);
        line.left();
        line.left();
        line.erase_back();
        assert_eq!(line.text(), "第三行没空列");
        assert_eq!(line.cursor_column(), 8);
        line.insert('有');
        line.insert('可');
        assert_eq!(line.text(), "第三行没有可空列");
        line.erase_forward();
        assert_eq!(line.text(), "第三行没有可列");
        line.home();
        line.insert('★');
        assert_eq!(line.cursor_column(), 1);
        line.end();
        line.right();
        assert_eq!(line.cursor(), 8);
        line.erase_back();
        assert_eq!(line.text(), "★第三行没有可");
    }

    #[test]
    fn mixed_scripts_and_control_characters() {
        let mut line = typed("row 3 第三行\t");
        assert_eq!(line.text(), "row 3 第三行");
        assert_eq!(line.cursor_column(), 12);
        line.home();
        line.left();
        line.erase_back();
        assert_eq!(line.cursor(), 0);
        assert_eq!(typed("MRV 选 (1,6)").cursor_column(), 12);
    }

    #[test]
    fn the_window_keeps_the_cursor_in_view_and_never_cuts_a_wide_character() {
        let line = typed("第三行没有空列");
        let (before, under, after) = line.window(8);
        assert_eq!(
            (before.as_str(), under.as_str(), after.as_str()),
            ("有空列", " ", "")
        );
        let mut line = line;
        line.home();
        let (before, under, after) = line.window(8);
        assert_eq!(before, "");
        assert_eq!(under, "第");
        assert_eq!(after, "三行没");
        for width in 1..20 {
            let (before, under, after) = line.window(width);
            let cells = width_of(&before) + width_of(&under) + width_of(&after);
            assert!(cells <= width.max(2), "{width}: {cells}");
        }
    }

    #[test]
    fn at_most_so_many_characters() {
        let line = typed(&"字".repeat(200));
        assert_eq!(line.text().chars().count(), MAX_CHARS);
    }
}
