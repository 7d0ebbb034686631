//! How a breakpoint names a region painted: `REGION=COLOUR`, the region by its name in the
//! map, the colour by its name in any of the screen's languages.

use super::ColouringBoard;
use super::colour::colour_name;
use crate::engine::{BoardPart, Wording};
use crate::problems::slot_text::{Read, after_any, named, raw};

/// A region of the map.
const REGION: BoardPart = BoardPart::new("region", "board-part-region");

/// A colour of the map.
const COLOUR: BoardPart = BoardPart::new("colour", "board-part-colour");

impl ColouringBoard {
    /// The form of a placement, as the help of the breakpoints shows it.
    pub(super) const FORM: &'static str = "REGION=COLOUR";

    /// `REGION=COLOUR`: the region `slot`, by its name in the map, painted the colour
    /// `choice`, by its name in `wording`; the engine's own text for a region or colour
    /// the board does not have.
    pub(super) fn paint_text(&self, slot: u16, choice: u8, wording: &Wording) -> String {
        let regions = self.map().regions();
        match (
            regions.get(usize::from(slot)),
            usize::from(choice) < self.colours(),
        ) {
            (Some(region), true) => {
                format!("{}={}", region.name, wording.word(colour_name(choice)))
            }
            _ => raw(slot, choice),
        }
    }

    /// Reads [`paint_text`](Self::paint_text)'s form: a text whose left side is a region,
    /// or no word of the engine's own forms.
    pub(super) fn read_paint(&self, text: &str, wordings: &[Wording]) -> Read {
        let (region, colour) = text.split_once('=')?;
        let regions = self.map().regions();
        let names = regions.iter().map(|region| region.name.as_str());
        let is_region = |text: &str| names.clone().any(|name| name.eq_ignore_ascii_case(text));
        // `region SA=red`, the region named as such, is `SA=red`.
        let region = match after_any(region, "region", wordings) {
            Some(named) if !is_region(region) && is_region(named) => named,
            _ => region,
        };
        let is_region = is_region(region);
        let engines = ["depth", "placement", "unwind>"];
        if !is_region && engines.iter().any(|word| word.eq_ignore_ascii_case(region)) {
            return None;
        }
        // A colour by its name in any language; an error lists them in the first's.
        let shown = wordings.first().cloned().unwrap_or_default();
        let colours = (0..self.colours() as u8).map(|c| shown.word(colour_name(c)));
        let by_name = (0..self.colours() as u8).position(|c| {
            (Wording::each(colour_name(c), wordings).iter())
                .any(|name| name.eq_ignore_ascii_case(colour))
        });
        Some((|| {
            let region = named(region, REGION, names)?;
            let colour = match by_name {
                Some(colour) => colour,
                None => named(colour, COLOUR, colours)?,
            };
            Ok((region as u16, colour as u8))
        })())
    }
}
