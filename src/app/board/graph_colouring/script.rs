//! The colouring's words: the pseudo-code, the heading, the stack's calls and the log's
//! narration.

use super::*;
use crate::problems::RegionOrder;

/// The classic `colour(region)` in both forms and every language.
pub(super) const CODE: Listing = Listing(&[
    line("colour(region):"),
    line("  if every region has a colour:").zh("  if 每个区域都已着色:"),
    line("    output the colouring; return")
        .zh("    输出这种着色; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    output the colouring; return true")
        .zh("    输出这种着色; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  for c in 0..M:"),
    line("    if no neighbour of region has c:").zh("    if region 的邻居都不是颜色 c:"),
    line("      region = c").runs(Role::Place),
    line("      colour(next region)")
        .zh("      colour(下一个区域)")
        .only(Form::All),
    line("      if colour(next region): return true")
        .zh("      if colour(下一个区域): return true")
        .only(Form::First),
    line("      region = none")
        .zh("      region = 无色")
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// A colour's name in the language of `tell`.
pub(super) fn named(colour: u8, tell: Telling) -> &'static str {
    tell.pick(colour_name(colour), colour_name_zh(colour))
}

/// The heading over the board, as [`Show::heading`] says: regions, colours, order.
pub(super) fn heading(board: &ColouringBoard, lang: Lang) -> String {
    let (regions, colours) = (board.map().len(), board.colours());
    match (lang, board.order()) {
        (Lang::En, RegionOrder::File) => {
            format!("Graph colouring: {regions} regions, {colours} colours")
        }
        (Lang::En, RegionOrder::MostConstrained) => {
            format!("Graph colouring: {regions} regions, {colours} colours · most constrained")
        }
        (Lang::Zh | Lang::ZhTw, RegionOrder::File) => {
            format!("图着色：{regions} 个区域，{colours} 种颜色")
        }
        (Lang::Zh | Lang::ZhTw, RegionOrder::MostConstrained) => {
            format!("图着色：{regions} 个区域，{colours} 种颜色 · 最受限优先")
        }
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
        label += &format!(" {} {tried}", tell.pick("tried", "试过"));
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
            tell.pick(
                format!("{name} refused at {at}: {by} is {name}"),
                format!("{at} 不能涂{name}：{by} 是{name}"),
            )
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
            tell.pick(
                format!("take {colour} off {region}: try its next colour"),
                format!("撤销 {region} 的{colour}：试下一种颜色"),
            )
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
            tell.pick(
                format!("colouring {count}: {letters}"),
                format!("第 {count} 种着色：{letters}"),
            )
        }
    }
}
