//! The colouring's words: the pseudo-code, the heading, the stack's calls and the log's
//! narration.

use super::*;
use crate::problems::RegionOrder;

/// The classic `colour(region)` in both forms and every language.
pub(super) const CODE: Listing = Listing(&[
    line("colour(region):"),
    line("  if ").said(CODE_EVERY_REGION_COLOURED).then(":"),
    line("    ")
        .said(CODE_OUTPUT)
        .then("; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    ")
        .said(CODE_OUTPUT)
        .then("; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  for c in 0..M:"),
    line("    if ")
        .said_quoting(CODE_NO_NEIGHBOUR_HAS, &["region", "c"])
        .then(":"),
    line("      region = c").runs(Role::Place),
    line("      colour(")
        .said(CODE_NEXT_REGION)
        .then(")")
        .only(Form::All),
    line("      if colour(")
        .said(CODE_NEXT_REGION)
        .then("): return true")
        .only(Form::First),
    line("      region = ")
        .said(CODE_NO_COLOUR)
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// A colour's name in the language of `tell`.
pub(super) fn named(colour: u8, tell: Telling) -> &'static str {
    tell.word(COLOUR_NAMES[usize::from(colour)])
}

/// The heading over the board, as [`Show::heading`] says: regions, colours, order.
pub(super) fn heading(board: &ColouringBoard, lang: Lang) -> String {
    let (regions, colours) = (board.map().len(), board.colours());
    let heading = HEADING.fill(lang, &[&regions, &colours]);
    match board.order() {
        RegionOrder::File => heading,
        RegionOrder::MostConstrained => format!("{heading} · {}", MOST_CONSTRAINED.get(lang)),
    }
}

/// The name of region `region`.
pub(super) fn region_name(board: &ColouringBoard, region: usize) -> &str {
    &board.map().regions()[region].name
}

/// One stack frame as a call, as [`Show::frame_label`] says: `colour(SA) = red tried R,G`.
pub(super) fn frame_label(board: &ColouringBoard, frame: &Frame, tell: Telling) -> String {
    let region = region_name(board, usize::from(frame.slot()));
    let colour = frame.placed().map_or("-", |c| named(c, tell));
    let mut label = format!("colour({region}) = {colour}");
    if !frame.tried().is_empty() {
        let tried: String = frame.tried().iter().map(colour_letter).collect();
        label += &format!(" {}", tell.say(TRIED, &[&tried]));
    }
    label
}

/// The colours refused at `region` as the board stands, each with the neighbour that
/// holds it: `red refused at SA: WA is red`.
pub(super) fn refusals_told(board: &ColouringBoard, region: usize, tell: Telling) -> Vec<String> {
    let at = region_name(board, region);
    board
        .refusals(region)
        .into_iter()
        .map(|(colour, neighbour)| {
            let (name, by) = (named(colour, tell), region_name(board, neighbour));
            tell.say(REFUSED_AT, &[&name, &at, &by])
        })
        .collect()
}

/// The event in words for the log, as [`Show::narrate`] says.
pub(super) fn narrate(search: &Search<ColouringBoard>, event: Event, tell: Telling) -> String {
    let board = search.problem();
    match event {
        Event::Place { slot, choice } => {
            let region = usize::from(slot);
            let placed = format!("{} = {}", region_name(board, region), named(choice, tell));
            let refused = refusals_told(board, region, tell);
            match refused.is_empty() {
                true => placed,
                false => format!("{placed} ({})", refused.join("; ")),
            }
        }
        Event::Remove { slot, choice } => {
            let region = region_name(board, usize::from(slot));
            let colour = named(choice, tell);
            tell.say(TAKE_OFF, &[&colour, &region])
        }
        Event::Solution => {
            let count = search.counters().solutions;
            let letters: Vec<String> = board
                .map()
                .regions()
                .iter()
                .zip(board.colouring())
                .map(|(region, colour)| {
                    let letter = colour.map_or('-', colour_letter);
                    format!("{}={letter}", region.name)
                })
                .collect();
            let letters = letters.join(" ");
            tell.say(SOLUTION, &[&count, &letters])
        }
    }
}
