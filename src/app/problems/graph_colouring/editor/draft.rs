//! The map being edited: its regions in the search's order, the borders between them,
//! the number of colours, the region under the cursor, and what is wrong with it.

use crate::problems::ColourMap;
use crate::problems::graph_colouring::map::MAX_NAME;
use crate::problems::graph_colouring::{MAX_COLOURS, Region};

/// The words a region cannot be named: the map format's keywords.
const KEYWORDS: [&str; 3] = ["region", "colours", "colors"];

/// The most regions the editor makes: a map a class colours by hand, which the drawing
/// of the board still shows whole.
pub const MAX_DRAFT_REGIONS: usize = 40;

/// What keeps the map from being searched, the first found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftFault {
    /// No region yet.
    NoRegions,
    /// The region at this place, from 0, has no name.
    EmptyName(usize),
    /// A name that does not start with a letter.
    NotALetter(String),
    /// A name that is a keyword of the format.
    Keyword(String),
    /// A name longer than the format allows.
    TooLong(String),
    /// Two regions of this name.
    Duplicate(String),
    /// A region that borders itself.
    SelfBorder(String),
    /// The map file written from it does not read: the reader's own words.
    Unreadable(String),
}

/// The columns of the grid a new region is placed on when it has no place of its own: a
/// row of four, then the next row back the other way, so that regions typed neighbour
/// after neighbour go round as a ring and their borders stay short.
const GRID_COLUMNS: u16 = 4;

/// The free cell of a grid nearest `near` (fewest steps across and down, then the first
/// in reading order), the cells in `taken` being used.
fn free_cell_near(near: (u16, u16), taken: &[(u16, u16)]) -> (u16, u16) {
    let columns = (taken.iter().map(|p| p.0 + 1).max().unwrap_or(0)).max(GRID_COLUMNS);
    let rows = taken.iter().map(|p| p.1 + 2).max().unwrap_or(1);
    (0..rows)
        .flat_map(|y| (0..columns).map(move |x| (x, y)))
        .filter(|cell| !taken.contains(cell))
        .min_by_key(|&(x, y)| (x.abs_diff(near.0) + y.abs_diff(near.1), y, x))
        .unwrap_or((0, rows))
}

/// A map as the teacher builds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    regions: Vec<Region>,
    /// The borders, each once, in the order they were made.
    borders: Vec<(usize, usize)>,
    colours: usize,
    cursor: usize,
}

impl Draft {
    /// An empty map for `colours` colours.
    pub fn new(colours: usize) -> Draft {
        Draft {
            regions: Vec::new(),
            borders: Vec::new(),
            colours: colours.clamp(1, MAX_COLOURS),
            cursor: 0,
        }
    }

    /// The map `map`, as read from a file, for `colours` colours.
    pub fn of(map: &ColourMap, colours: usize) -> Draft {
        let mut draft = Draft::new(colours);
        draft.regions = map.regions().to_vec();
        for a in 0..map.len() {
            for &b in map.neighbours(a) {
                if a < b {
                    draft.borders.push((a, b));
                }
            }
        }
        draft
    }

    /// The regions, in the order the file-order search colours them.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// The region under the cursor, from 0.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// How many colours the map is for.
    pub fn colours(&self) -> usize {
        self.colours
    }

    /// How many borders the map has.
    pub fn border_count(&self) -> usize {
        self.borders.len()
    }

    /// Whether regions `a` and `b` share a border (`a` = `b`: whether it borders itself).
    pub fn borders(&self, a: usize, b: usize) -> bool {
        self.borders.contains(&(a.min(b), a.max(b)))
    }

    /// The regions `region` borders, in the map's order.
    pub fn neighbours(&self, region: usize) -> Vec<usize> {
        (0..self.regions.len())
            .filter(|&other| self.borders(region, other))
            .collect()
    }

    /// Puts the cursor on region `index`, if there is one.
    pub fn go_to(&mut self, index: usize) {
        if index < self.regions.len() {
            self.cursor = index;
        }
    }

    /// The cursor `by` regions down the list, stopping at its ends.
    pub fn move_cursor(&mut self, by: isize) {
        let last = self.regions.len().saturating_sub(1);
        self.cursor = self.cursor.saturating_add_signed(by).min(last);
    }

    /// One colour more (`by` 1) or fewer (-1), from 1 to the most the board draws;
    /// false when it cannot change.
    pub fn change_colours(&mut self, by: isize) -> bool {
        let colours = self.colours.saturating_add_signed(by).clamp(1, MAX_COLOURS);
        let changed = colours != self.colours;
        self.colours = colours;
        changed
    }

    /// A new region after the cursor's, named `R` and the first number no region has,
    /// the cursor on it; false when the map has as many regions as it may.
    pub fn add(&mut self) -> bool {
        if self.regions.len() >= MAX_DRAFT_REGIONS {
            return false;
        }
        let name = (1..)
            .map(|n| format!("R{n}"))
            .find(|name| self.regions.iter().all(|region| &region.name != name))
            .expect("BUG: one of endless names is free");
        let at = match self.regions.is_empty() {
            true => 0,
            false => self.cursor + 1,
        };
        let region = Region {
            name,
            display_name: None,
            display_name_zh: None,
            position: None,
            line: 0,
        };
        self.regions.insert(at, region);
        for border in &mut self.borders {
            for end in [&mut border.0, &mut border.1] {
                if *end >= at {
                    *end += 1;
                }
            }
        }
        self.cursor = at;
        self.place_missing();
        true
    }

    /// Gives each region without a place on the drawing one, in the map's order: the free
    /// cell of a grid nearest the region before it, so that a region added after its
    /// neighbour is drawn beside it.
    fn place_missing(&mut self) {
        for index in 0..self.regions.len() {
            if self.regions[index].position.is_some() {
                continue;
            }
            let near = (self.regions[..index].iter().rev())
                .find_map(|region| region.position)
                .unwrap_or((0, 0));
            let taken: Vec<(u16, u16)> = self.regions.iter().filter_map(|r| r.position).collect();
            self.regions[index].position = Some(free_cell_near(near, &taken));
        }
    }

    /// Deletes the region under the cursor and its borders; false when there is none.
    pub fn delete(&mut self) -> bool {
        if self.regions.is_empty() {
            return false;
        }
        let gone = self.cursor;
        self.regions.remove(gone);
        self.borders.retain(|&(a, b)| a != gone && b != gone);
        for border in &mut self.borders {
            for end in [&mut border.0, &mut border.1] {
                if *end > gone {
                    *end -= 1;
                }
            }
        }
        self.move_cursor(0);
        true
    }

    /// Names the region under the cursor `name`; its names to show go with its old name.
    pub fn rename(&mut self, name: &str) -> bool {
        let Some(region) = self.regions.get_mut(self.cursor) else {
            return false;
        };
        if region.name == name {
            return false;
        }
        region.name = name.to_string();
        region.display_name = None;
        region.display_name_zh = None;
        true
    }

    /// Makes or removes the border between the region under the cursor and `other`.
    pub fn toggle_border(&mut self, other: usize) -> bool {
        if other >= self.regions.len() || self.regions.is_empty() {
            return false;
        }
        let pair = (self.cursor.min(other), self.cursor.max(other));
        match self.borders.iter().position(|&border| border == pair) {
            Some(at) => {
                self.borders.remove(at);
            }
            None => self.borders.push(pair),
        }
        true
    }

    /// What keeps the map from being searched, the first found: the names in the
    /// map's order, then the borders.
    pub fn fault(&self) -> Option<DraftFault> {
        if self.regions.is_empty() {
            return Some(DraftFault::NoRegions);
        }
        for (index, region) in self.regions.iter().enumerate() {
            let name = region.name.clone();
            if name.is_empty() {
                return Some(DraftFault::EmptyName(index));
            }
            if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                return Some(DraftFault::NotALetter(name));
            }
            if KEYWORDS.contains(&name.as_str()) {
                return Some(DraftFault::Keyword(name));
            }
            if name.len() > MAX_NAME {
                return Some(DraftFault::TooLong(name));
            }
            if self.regions[..index].iter().any(|r| r.name == name) {
                return Some(DraftFault::Duplicate(name));
            }
        }
        self.borders
            .iter()
            .find(|(a, b)| a == b)
            .map(|&(a, _)| DraftFault::SelfBorder(self.regions[a].name.clone()))
    }

    /// The map as a map file holds it: `comment` lines, the `colours` line, a `region`
    /// line each (with its place and names to show, if it has them), then each region's
    /// borders with the regions after it.
    pub fn file_text(&self, comments: &[String]) -> String {
        let mut text: String = comments.iter().map(|line| format!("# {line}\n")).collect();
        text.push_str(&format!("colours {}\n\n", self.colours));
        for region in &self.regions {
            let mut line = format!("region {}", region.name);
            if let Some((x, y)) = region.position {
                line.push_str(&format!(" at {x} {y}"));
            }
            if let Some(name) = &region.display_name {
                line.push_str(&format!("  {name}"));
            }
            if let Some(name) = &region.display_name_zh {
                let gap = if region.display_name.is_some() {
                    " "
                } else {
                    "  "
                };
                line.push_str(&format!("{gap}| {name}"));
            }
            text.push_str(&line);
            text.push('\n');
        }
        let mut borders = String::new();
        for (a, region) in self.regions.iter().enumerate() {
            let later: Vec<&str> = self
                .neighbours(a)
                .into_iter()
                .filter(|&b| b >= a)
                .map(|b| self.regions[b].name.as_str())
                .collect();
            if !later.is_empty() {
                borders.push_str(&format!("{}: {}\n", region.name, later.join(" ")));
            }
        }
        if !borders.is_empty() {
            text.push('\n');
            text.push_str(&borders);
        }
        text
    }

    /// The map to search, read back from its file text as `solve` would read it, or why
    /// it cannot be searched.
    pub fn map(&self) -> Result<ColourMap, DraftFault> {
        if let Some(fault) = self.fault() {
            return Err(fault);
        }
        ColourMap::parse(&self.file_text(&[]))
            .map_err(|error| DraftFault::Unreadable(format!("{error}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AUSTRALIA: &str = include_str!("../../../../../assets/maps/australia.txt");

    #[test]
    fn a_file_read_and_written_again_is_the_same_map() {
        let map = ColourMap::parse(AUSTRALIA).expect("the preset reads");
        let draft = Draft::of(&map, 3);
        let again = ColourMap::parse(&draft.file_text(&["x".to_string()])).expect("reads");
        assert_eq!(again.regions().len(), 7);
        for a in 0..7 {
            assert_eq!(again.regions()[a].name, map.regions()[a].name);
            assert_eq!(
                again.regions()[a].display_name,
                map.regions()[a].display_name
            );
            assert_eq!(again.regions()[a].position, map.regions()[a].position);
            for b in 0..7 {
                assert_eq!(again.borders(a, b), map.borders(a, b), "{a} {b}");
            }
        }
        assert_eq!(again.border_count(), 9);
        assert_eq!(again.default_colours(), Some(3));
    }

    #[test]
    fn regions_are_added_renamed_and_deleted_with_their_borders() {
        let mut draft = Draft::new(3);
        assert_eq!(draft.fault(), Some(DraftFault::NoRegions));
        for _ in 0..3 {
            assert!(draft.add());
        }
        let names: Vec<&str> = draft.regions().iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["R1", "R2", "R3"]);
        draft.go_to(0);
        draft.toggle_border(2);
        draft.go_to(1);
        draft.toggle_border(2);
        assert_eq!(draft.neighbours(2), [0, 1]);
        draft.go_to(0);
        assert!(draft.rename("WA"));
        draft.go_to(1);
        assert!(draft.delete());
        assert_eq!(draft.neighbours(1), [0]);
        assert_eq!(draft.border_count(), 1);
        assert_eq!(draft.fault(), None);
        assert_eq!(
            draft.file_text(&[]),
            "colours 3\n\nregion WA at 0 0\nregion R3 at 2 0\n\nWA: R3\n"
        );
    }

    #[test]
    fn faults_are_found_before_a_search() {
        let mut draft = Draft::new(2);
        draft.add();
        draft.add();
        draft.rename("A");
        assert_eq!(draft.fault(), None);
        draft.go_to(0);
        draft.rename("A");
        assert_eq!(draft.fault(), Some(DraftFault::Duplicate("A".to_string())));
        draft.rename("B");
        draft.toggle_border(0);
        assert_eq!(draft.fault(), Some(DraftFault::SelfBorder("B".to_string())));
        draft.toggle_border(0);
        for (name, fault) in [
            ("", DraftFault::EmptyName(0)),
            ("9x", DraftFault::NotALetter("9x".to_string())),
            ("region", DraftFault::Keyword("region".to_string())),
            ("A".repeat(25).as_str(), DraftFault::TooLong("A".repeat(25))),
        ] {
            draft.rename(name);
            assert_eq!(draft.fault(), Some(fault));
            assert!(draft.map().is_err());
        }
        assert!(!draft.change_colours(-5) || draft.colours() == 1);
        assert!(!draft.change_colours(-1));
        assert!(draft.change_colours(1));
    }
}
