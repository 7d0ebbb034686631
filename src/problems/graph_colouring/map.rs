//! A map to colour: its regions and which of them border each other, read from text.
//!
//! # The map format
//!
//! One statement a line; `#` starts a comment that runs to the end of the line, and blank
//! lines are skipped.
//!
//! ```text
//! # Australia's mainland states and territories, and Tasmania.
//! colours 3
//! region WA at 0 2  Western Australia | 西澳大利亚州
//! region NT at 2 1  Northern Territory
//! region SA at 2 3
//! region T
//! WA NT
//! SA: WA NT
//! ```
//!
//! - `colours M` (or `colors M`), at most once: the number of colours the map is meant
//!   for, from 1 to [`MAX_COLOURS`]. It is a default only; whoever builds the board may
//!   choose another count.
//! - `region NAME [at X Y] [DISPLAY NAME] [| CHINESE NAME]` declares a region, in the
//!   order the file-order search colours them. `NAME` starts with an ASCII letter and
//!   holds only ASCII letters, digits, `_` and `-`, at most [`MAX_NAME`] of them, so that
//!   `trace` lines stay one word a region; `region`, `colours` and `colors` are keywords,
//!   not names. `at X Y`, right after the name, places the region at column `X` and row
//!   `Y` of a drawing (whole numbers, `Y` growing downwards). The rest of the line is the
//!   name to show, any text but `#` and control characters, at most
//!   [`MAX_DISPLAY_NAME`] characters; after a `|`, the name to show in Chinese.
//! - `A B` says regions `A` and `B` share a border; `A: B C D` says `A` borders each of
//!   `B`, `C` and `D` (and `A:` alone says nothing, for a region with no neighbour).
//!   Both regions must be declared on a line above. A border may be listed more than
//!   once, in either direction: it is one border all the same. A region cannot border
//!   itself.
//!
//! A map has at least one region and at most [`MAX_REGIONS`]. LF, CRLF and a lone CR end a
//! line alike, and a byte-order mark at the start is skipped. Reading stops at the first
//! fault, a [`MapError`] that names its line.

use std::collections::HashMap;

use super::MapError;
use super::colour::MAX_COLOURS;

/// The most regions a map can have: plenty for a map to watch being coloured, and every
/// region's index fits a search slot.
pub const MAX_REGIONS: usize = 1024;

/// The longest region name, in ASCII characters.
pub const MAX_NAME: usize = 24;

/// The longest display name, in characters.
pub const MAX_DISPLAY_NAME: usize = 40;

/// The words a region cannot be named, since they start the other kinds of line.
const KEYWORDS: [&str; 3] = ["region", "colours", "colors"];

/// One region of a map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// Its name in the file, one ASCII word: what `trace` and `solve` print.
    pub name: String,
    /// The name to show in English, if the file gives one.
    pub display_name: Option<String>,
    /// The name to show in Chinese, if the file gives one.
    pub display_name_zh: Option<String>,
    /// Where to draw it: column and row of a drawing of the map as a graph.
    pub position: Option<(u16, u16)>,
    /// The line that declares it, for messages about it.
    pub line: usize,
}

/// The regions of a map and their borders, as read from a map file; it never changes
/// while a search colours it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ColourMap {
    regions: Vec<Region>,
    /// For each region, its neighbours in the order the file first names each border.
    neighbours: Vec<Vec<usize>>,
    colours: Option<usize>,
}

impl ColourMap {
    /// Reads a map in the format of the module's documentation, or says on which line
    /// and why it cannot.
    pub fn parse(text: &str) -> Result<ColourMap, MapError> {
        let mut reading = Reading::default();
        let mut last_line = 1;
        for (index, raw) in lines_of(text).enumerate() {
            let line = index + 1;
            last_line = line;
            let content = raw.split('#').next().unwrap_or_default().trim();
            if !content.is_empty() {
                reading.statement(line, content)?;
            }
        }
        if reading.map.regions.is_empty() {
            return Err(MapError::NoRegions { line: last_line });
        }
        Ok(reading.map)
    }

    /// Every region, in the file's order: region `i` of the search is `regions()[i]`.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// How many regions the map has.
    pub fn len(&self) -> usize {
        self.regions.len()
    }

    /// Whether the map has no region; a map read from a file always has one.
    pub fn is_empty(&self) -> bool {
        self.regions.is_empty()
    }

    /// The regions that border `region`, in the order the file first names each border.
    pub fn neighbours(&self, region: usize) -> &[usize] {
        &self.neighbours[region]
    }

    /// Whether regions `a` and `b` share a border.
    pub fn borders(&self, a: usize, b: usize) -> bool {
        self.neighbours[a].contains(&b)
    }

    /// How many borders the map has, each counted once.
    pub fn border_count(&self) -> usize {
        self.neighbours.iter().map(Vec::len).sum::<usize>() / 2
    }

    /// The colours count the file asks for, if it gives one.
    pub fn default_colours(&self) -> Option<usize> {
        self.colours
    }

    /// The index of the region named `name`.
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.regions.iter().position(|region| region.name == name)
    }
}

/// A map being read, with what the lines so far have declared.
#[derive(Default)]
struct Reading {
    map: ColourMap,
    index: HashMap<String, usize>,
    colours_line: Option<usize>,
}

impl Reading {
    /// Reads one line's statement, its comment and outer spaces removed.
    fn statement(&mut self, line: usize, content: &str) -> Result<(), MapError> {
        let (first, rest) = split_word(content);
        match first {
            "region" => self.region(line, rest),
            "colours" | "colors" => self.colours(line, rest),
            _ => match content.split_once(':') {
                Some((head, list)) => {
                    let a = self.known(line, head.trim(), content)?;
                    for word in list.split_whitespace() {
                        let b = self.known(line, word, content)?;
                        self.border(line, a, b)?;
                    }
                    Ok(())
                }
                None => {
                    let words: Vec<&str> = content.split_whitespace().collect();
                    let [a, b] = words[..] else {
                        return Err(MapError::BadBorder {
                            line,
                            text: content.to_string(),
                        });
                    };
                    let a = self.known(line, a, content)?;
                    let b = self.known(line, b, content)?;
                    self.border(line, a, b)
                }
            },
        }
    }

    fn colours(&mut self, line: usize, rest: &str) -> Result<(), MapError> {
        if let Some(first_line) = self.colours_line {
            return Err(MapError::ColoursTwice { line, first_line });
        }
        let count = rest
            .parse::<usize>()
            .ok()
            .filter(|count| (1..=MAX_COLOURS).contains(count))
            .ok_or_else(|| MapError::BadColours {
                line,
                text: rest.to_string(),
                max: MAX_COLOURS,
            })?;
        self.colours_line = Some(line);
        self.map.colours = Some(count);
        Ok(())
    }

    fn region(&mut self, line: usize, rest: &str) -> Result<(), MapError> {
        let (name, mut rest) = split_word(rest);
        check_name(line, name)?;
        if let Some(&first) = self.index.get(name) {
            return Err(MapError::DuplicateRegion {
                line,
                region: name.to_string(),
                first_line: self.map.regions[first].line,
            });
        }
        if self.map.regions.len() == MAX_REGIONS {
            return Err(MapError::TooManyRegions {
                line,
                limit: MAX_REGIONS,
            });
        }
        let mut position = None;
        let (word, after) = split_word(rest);
        if word == "at" {
            let (x, after) = split_word(after);
            let (y, after) = split_word(after);
            let bad = || MapError::BadPosition {
                line,
                text: format!("{x} {y}").trim().to_string(),
            };
            position = Some((x.parse().map_err(|_| bad())?, y.parse().map_err(|_| bad())?));
            rest = after;
        }
        let (english, chinese) = match rest.split_once('|') {
            Some((english, chinese)) => (english, Some(chinese)),
            None => (rest, None),
        };
        let region = Region {
            name: name.to_string(),
            display_name: display_name(line, english)?,
            display_name_zh: chinese
                .map(|c| display_name(line, c))
                .transpose()?
                .flatten(),
            position,
            line,
        };
        self.index
            .insert(region.name.clone(), self.map.regions.len());
        self.map.regions.push(region);
        self.map.neighbours.push(Vec::new());
        Ok(())
    }

    /// The index of the region `name` names on a border line.
    fn known(&self, line: usize, name: &str, content: &str) -> Result<usize, MapError> {
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(MapError::BadBorder {
                line,
                text: content.to_string(),
            });
        }
        self.index
            .get(name)
            .copied()
            .ok_or_else(|| MapError::UnknownRegion {
                line,
                region: name.to_string(),
            })
    }

    fn border(&mut self, line: usize, a: usize, b: usize) -> Result<(), MapError> {
        if a == b {
            return Err(MapError::SelfBorder {
                line,
                region: self.map.regions[a].name.clone(),
            });
        }
        if !self.map.neighbours[a].contains(&b) {
            self.map.neighbours[a].push(b);
            self.map.neighbours[b].push(a);
        }
        Ok(())
    }
}

/// The lines of `text`, a byte-order mark at its start skipped: LF, CRLF and a lone CR
/// each end a line, as the sudoku reader takes them, and an end at the very end of the text
/// starts no line of its own.
fn lines_of(text: &str) -> impl Iterator<Item = &str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rest = Some(text).filter(|text| !text.is_empty());
    std::iter::from_fn(move || {
        let current = rest?;
        match current.find(['\n', '\r']) {
            Some(end) => {
                let skip = if current[end..].starts_with("\r\n") {
                    2
                } else {
                    1
                };
                rest = Some(&current[end + skip..]).filter(|after| !after.is_empty());
                Some(&current[..end])
            }
            None => {
                rest = None;
                Some(current)
            }
        }
    })
}

/// The first whitespace-separated word of `text` and what follows it, trimmed.
fn split_word(text: &str) -> (&str, &str) {
    let text = text.trim_start();
    match text.find(char::is_whitespace) {
        Some(end) => (&text[..end], text[end..].trim()),
        None => (text, ""),
    }
}

/// Checks a region name against the format's rule.
fn check_name(line: usize, name: &str) -> Result<(), MapError> {
    let fault = |why| {
        Err(MapError::NotAName {
            line,
            text: name.to_string(),
            why,
        })
    };
    if name.is_empty() {
        return fault("a region line is `region NAME`");
    }
    if KEYWORDS.contains(&name) {
        return fault("it is a keyword of the map format");
    }
    let mut chars = name.chars();
    let starts_with_letter = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
    let rest_is_word = chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if !starts_with_letter || !rest_is_word {
        return fault(
            "a name starts with an ASCII letter and has only ASCII letters, digits, `_` and `-`",
        );
    }
    if name.len() > MAX_NAME {
        return fault("a name has at most 24 characters");
    }
    Ok(())
}

/// A display name from its text: `None` when there is none.
fn display_name(line: usize, text: &str) -> Result<Option<String>, MapError> {
    let text = text.trim();
    let fault = |why| {
        Err(MapError::NotAName {
            line,
            text: text.to_string(),
            why,
        })
    };
    if text.chars().any(char::is_control) || text.contains('|') {
        return fault("a display name has no control characters and one `|` at most");
    }
    if text.chars().count() > MAX_DISPLAY_NAME {
        return fault("a display name has at most 40 characters");
    }
    Ok((!text.is_empty()).then(|| text.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
# Australia's mainland states and territories, and Tasmania.
colours 3
region WA at 0 2  Western Australia | 西澳大利亚州
region NT at 2 1  Northern Territory
region SA at 2 3
region T
WA NT
SA: WA NT
NT WA   # again, the other way round: still one border
";

    #[test]
    fn reads_the_documented_sample() {
        let map = ColourMap::parse(SAMPLE).unwrap();
        let names: Vec<&str> = map.regions().iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["WA", "NT", "SA", "T"]);
        assert_eq!(map.default_colours(), Some(3));
        let wa = &map.regions()[0];
        assert_eq!(wa.display_name.as_deref(), Some("Western Australia"));
        assert_eq!(wa.display_name_zh.as_deref(), Some("西澳大利亚州"));
        assert_eq!(wa.position, Some((0, 2)));
        assert_eq!(map.regions()[2].display_name, None);
        assert_eq!(map.regions()[3].position, None);
        assert_eq!(map.neighbours(0), [1, 2]);
        assert_eq!(map.neighbours(2), [0, 1]);
        assert_eq!(map.neighbours(3), [] as [usize; 0]);
        assert_eq!(map.border_count(), 3);
        assert!(map.borders(1, 2) && !map.borders(0, 3));
        assert_eq!(map.index_of("SA"), Some(2));
    }

    #[test]
    fn line_ends_of_every_kind_count_alike() {
        let lines: Vec<&str> = lines_of("\u{feff}a\r\nb\rc\n\nd\n").collect();
        assert_eq!(lines, ["a", "b", "c", "", "d"]);
        assert_eq!(lines_of("").count(), 0);
        assert_eq!(lines_of("x").collect::<Vec<_>>(), ["x"]);
        let error = ColourMap::parse("\u{feff}region A\rregion B\r\nA C\n").unwrap_err();
        assert_eq!(error.line(), 3);
    }

    #[test]
    fn colours_line_is_optional_and_spelled_either_way() {
        let map = ColourMap::parse("region A\nregion B\nA B\n").unwrap();
        assert_eq!(map.default_colours(), None);
        let map = ColourMap::parse("colors 4\nregion A\n").unwrap();
        assert_eq!(map.default_colours(), Some(4));
    }

    #[test]
    fn a_list_with_nothing_after_its_colon_says_nothing() {
        let map = ColourMap::parse("region A\nA:\n").unwrap();
        assert!(map.neighbours(0).is_empty());
    }

    fn fault(text: &str) -> (usize, String) {
        let error = ColourMap::parse(text).unwrap_err();
        (error.line(), error.to_string())
    }

    #[test]
    fn each_fault_names_its_line() {
        assert_eq!(
            fault("region A\nregion B\nA C\n"),
            (
                3,
                "`C` is not a region declared above (write `region C` before its borders)"
                    .to_string()
            )
        );
        assert_eq!(
            fault("region A\nA: A\n"),
            (2, "region `A` cannot border itself".to_string())
        );
        assert_eq!(
            fault("region A\n\nregion A\n"),
            (3, "region `A` is already declared on line 1".to_string())
        );
        assert_eq!(
            fault("region 1A\n").1,
            "`1A` is not a region name: a name starts with an ASCII letter and has only \
             ASCII letters, digits, `_` and `-`"
        );
        assert_eq!(
            fault("# nothing\n\n"),
            (
                2,
                "no regions: declare each with a line `region NAME`".to_string()
            )
        );
        assert_eq!(fault("").0, 1);
        assert_eq!(
            fault("region A\nregion B\nA B A\n"),
            (
                3,
                "`A B A` is not a line of a map: expected `region NAME`, `colours M`, a \
                 border `A B` or a list `A: B C`"
                    .to_string()
            )
        );
        assert_eq!(
            fault("region A at 1\n"),
            (
                1,
                "`1` is not a position: expected `at X Y`, two whole numbers from 0 to 65535"
                    .to_string()
            )
        );
        assert_eq!(
            fault("colours 9\nregion A\n"),
            (
                1,
                "`9` is not a colours count: expected a number from 1 to 8".to_string()
            )
        );
        assert_eq!(
            fault("region A at\n"),
            (
                1,
                "`at` needs a position: two whole numbers from 0 to 65535".to_string()
            )
        );
        assert_eq!(
            fault("colours\n"),
            (1, "`colours` needs a number from 1 to 8".to_string())
        );
        assert_eq!(
            fault("colours 3\ncolours 3\n"),
            (
                2,
                "the colours count is already given on line 1".to_string()
            )
        );
    }

    #[test]
    fn names_follow_the_rule() {
        assert!(ColourMap::parse("region NSW_2-b\n").is_ok());
        for bad in [
            "region\n",
            "region region\n",
            "region colours\n",
            "region _A\n",
            "region 北京\n",
            "region A.B\n",
            "region ABCDEFGHIJKLMNOPQRSTUVWXY\n",
            "region A Tab\there\n",
            "region A x | y | z\n",
        ] {
            assert!(
                matches!(
                    ColourMap::parse(bad),
                    Err(MapError::NotAName { line: 1, .. })
                ),
                "{bad:?}"
            );
        }
        let long = format!("region A {}\n", "长".repeat(41));
        assert!(matches!(
            ColourMap::parse(&long),
            Err(MapError::NotAName { .. })
        ));
        let fits = format!("region A {}\n", "长".repeat(40));
        assert!(ColourMap::parse(&fits).is_ok());
    }

    #[test]
    fn at_most_the_limit_of_regions() {
        let mut text: String = (0..MAX_REGIONS).map(|i| format!("region R{i}\n")).collect();
        assert_eq!(ColourMap::parse(&text).unwrap().len(), MAX_REGIONS);
        text.push_str("region One_too_many\n");
        assert_eq!(
            fault(&text),
            (
                MAX_REGIONS + 1,
                "too many regions: a map has at most 1024".to_string()
            )
        );
    }
}
