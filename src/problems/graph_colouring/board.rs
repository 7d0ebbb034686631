//! The map being coloured: each region's colour and, for each region, the colours its
//! coloured neighbours hold.

use std::sync::Arc;

use super::colour::{MAX_COLOURS, colour_name};
use super::{ColourMap, RegionOrder};
use crate::engine::{Branch, Choices, Problem};
use crate::problems::Notation;
use crate::problems::notation::join;

/// A map being coloured with `m` colours, region by region, so that no two neighbours
/// share a colour.
///
/// A slot is a region's index in the file; a choice is a colour from 0 to `m - 1`, tried
/// in ascending order. For each region the board keeps how many coloured neighbours hold
/// each colour, so the colours a region may take are read off at once, and colouring or
/// uncolouring a region only touches its neighbours' counts: nothing is copied while the
/// search runs. The map itself is shared between a board and its copies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColouringBoard {
    map: Arc<ColourMap>,
    order: RegionOrder,
    /// Every colour of the board, bits 0 to `m - 1`.
    palette: Choices,
    colour_of: Vec<Option<u8>>,
    /// For each region and colour: how many coloured neighbours hold that colour.
    held: Vec<[u16; MAX_COLOURS]>,
    /// For each region: the colours some coloured neighbour holds, the bits of `held`
    /// that are not zero.
    taken: Vec<Choices>,
    uncoloured_neighbours: Vec<u16>,
    coloured: usize,
}

impl ColouringBoard {
    /// An uncoloured board of `map` in `colours` colours, searched in `order`; `None`
    /// unless `colours` is from 1 to [`MAX_COLOURS`](super::MAX_COLOURS).
    pub fn new(
        map: impl Into<Arc<ColourMap>>,
        colours: usize,
        order: RegionOrder,
    ) -> Option<ColouringBoard> {
        if !(1..=MAX_COLOURS).contains(&colours) {
            return None;
        }
        let map = map.into();
        let regions = map.len();
        let uncoloured_neighbours = (0..regions)
            .map(|region| {
                u16::try_from(map.neighbours(region).len())
                    .expect("BUG: a map holds no more regions than a slot can name")
            })
            .collect();
        Some(ColouringBoard {
            palette: Choices::from_bits((1 << colours) - 1),
            order,
            colour_of: vec![None; regions],
            held: vec![[0; MAX_COLOURS]; regions],
            taken: vec![Choices::EMPTY; regions],
            uncoloured_neighbours,
            coloured: 0,
            map,
        })
    }

    /// The map being coloured.
    pub fn map(&self) -> &ColourMap {
        &self.map
    }

    /// How many colours the board has.
    pub fn colours(&self) -> usize {
        self.palette.len() as usize
    }

    /// The order regions are coloured in.
    pub fn order(&self) -> RegionOrder {
        self.order
    }

    /// The same map and colours, uncoloured, to be searched in `order` instead.
    pub fn reordered(&self, order: RegionOrder) -> ColouringBoard {
        ColouringBoard::new(Arc::clone(&self.map), self.colours(), order)
            .expect("BUG: a colours count accepted once is refused")
    }

    /// The colour of `region`, if it has one.
    pub fn colour_of(&self, region: usize) -> Option<u8> {
        self.colour_of[region]
    }

    /// Every region's colour, in the file's order.
    pub fn colouring(&self) -> &[Option<u8>] {
        &self.colour_of
    }

    /// How many regions have a colour.
    pub fn coloured_count(&self) -> usize {
        self.coloured
    }

    /// Whether every region has a colour.
    pub fn is_complete(&self) -> bool {
        self.coloured == self.map.len()
    }

    /// The region the search colours next, `None` when every region has a colour: the
    /// current region of a view.
    pub fn next_region(&self) -> Option<usize> {
        self.order.next_region(self)
    }

    /// The colours no coloured neighbour of `region` holds.
    pub fn free_colours(&self, region: usize) -> Choices {
        self.palette.minus(self.taken[region])
    }

    /// How many neighbours of `region` have no colour yet.
    pub fn uncoloured_neighbours(&self, region: usize) -> usize {
        usize::from(self.uncoloured_neighbours[region])
    }

    /// The colours `region` cannot take, each with the first neighbour (in the file's
    /// order of its borders) that holds it: what a view shows as "tried and refused".
    pub fn refusals(&self, region: usize) -> Vec<(u8, usize)> {
        self.taken[region]
            .iter()
            .map(|colour| {
                let neighbour = self
                    .map
                    .neighbours(region)
                    .iter()
                    .copied()
                    .find(|&n| self.colour_of[n] == Some(colour))
                    .expect("BUG: a colour counted as held with no neighbour holding it");
                (colour, neighbour)
            })
            .collect()
    }
}

impl Problem for ColouringBoard {
    #[inline]
    fn branch(&self) -> Option<Branch> {
        let region = self.next_region()?;
        Some(Branch {
            slot: region as u16,
            choices: self.free_colours(region),
        })
    }

    #[inline]
    fn apply(&mut self, slot: u16, choice: u8) {
        let region = usize::from(slot);
        debug_assert_eq!(
            self.colour_of[region], None,
            "BUG: colouring a coloured region"
        );
        debug_assert!(self.free_colours(region).contains(choice));
        self.colour_of[region] = Some(choice);
        self.coloured += 1;
        let colour = usize::from(choice);
        for &neighbour in self.map.neighbours(region) {
            self.held[neighbour][colour] += 1;
            self.taken[neighbour] = self.taken[neighbour].with(choice);
            self.uncoloured_neighbours[neighbour] -= 1;
        }
    }

    #[inline]
    fn undo(&mut self, slot: u16, choice: u8) {
        let region = usize::from(slot);
        debug_assert_eq!(
            self.colour_of[region],
            Some(choice),
            "BUG: undoing a colour not there"
        );
        self.colour_of[region] = None;
        self.coloured -= 1;
        let colour = usize::from(choice);
        for &neighbour in self.map.neighbours(region) {
            self.held[neighbour][colour] -= 1;
            if self.held[neighbour][colour] == 0 {
                self.taken[neighbour] = self.taken[neighbour].without(choice);
            }
            self.uncoloured_neighbours[neighbour] += 1;
        }
    }

    fn max_depth(&self) -> usize {
        self.map.len()
    }

    fn choice_range(&self, _slot: u16) -> Choices {
        self.palette
    }

    fn slot_text(
        &self,
        slot: u16,
        choice: u8,
        _first: u16,
        wording: &crate::engine::Wording,
    ) -> String {
        self.paint_text(slot, choice, wording)
    }

    fn read_slot(
        &self,
        text: &str,
        _first: u16,
        wordings: &[crate::engine::Wording],
    ) -> crate::problems::slot_text::Read {
        self.read_paint(text, wordings)
    }

    const SLOT_FORM: Option<&'static str> = Some(Self::FORM);
}

/// Regions by their names in the file, colours by their English names, `-` for none.
impl Notation for ColouringBoard {
    /// Every region in the file's order: `WA=red NT=green SA=- …`.
    fn line(&self) -> String {
        join(
            self.map
                .regions()
                .iter()
                .zip(&self.colour_of)
                .map(|(region, colour)| format!("{}={}", region.name, named(*colour))),
        )
    }

    /// One region a line in the file's order: its name, its colour and its neighbours.
    fn board(&self) -> String {
        let regions = self.map.regions();
        let name_width = regions.iter().map(|r| r.name.len()).max().unwrap_or(0);
        let colour_width = (0..self.colours() as u8)
            .map(|c| colour_name(c).len())
            .max()
            .unwrap_or(0);
        let mut text = String::new();
        for (index, region) in regions.iter().enumerate() {
            let neighbours = join(
                self.map
                    .neighbours(index)
                    .iter()
                    .map(|&n| regions[n].name.as_str()),
            );
            let next_to = if neighbours.is_empty() {
                String::new()
            } else {
                format!("next to {neighbours}")
            };
            let line = format!(
                "{:name_width$}  {:colour_width$}  {next_to}",
                region.name,
                named(self.colour_of[index])
            );
            text.push_str(line.trim_end());
            text.push('\n');
        }
        text
    }

    /// `REGION COLOUR`, such as `WA red`.
    fn trace_args(&self, slot: u16, choice: u8) -> String {
        format!(
            "{} {}",
            self.map.regions()[usize::from(slot)].name,
            colour_name(choice)
        )
    }
}

/// A colour's name, `-` for none.
fn named(colour: Option<u8>) -> &'static str {
    colour.map_or("-", colour_name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, Search, StopAfter};

    /// A triangle `A B C` with a tail `D` off `C`.
    const TRIANGLE_WITH_TAIL: &str = "region A\nregion B\nregion C\nregion D\nA: B C\nB C\nC D\n";

    fn board(text: &str, colours: usize, order: RegionOrder) -> ColouringBoard {
        ColouringBoard::new(ColourMap::parse(text).unwrap(), colours, order).unwrap()
    }

    #[test]
    fn colours_count_from_one_to_eight() {
        let map = Arc::new(ColourMap::parse("region A\n").unwrap());
        assert!(ColouringBoard::new(Arc::clone(&map), 0, RegionOrder::File).is_none());
        assert!(ColouringBoard::new(Arc::clone(&map), 9, RegionOrder::File).is_none());
        assert!(ColouringBoard::new(map, 8, RegionOrder::File).is_some());
    }

    #[test]
    fn a_coloured_neighbour_refuses_its_colour_and_is_named() {
        let mut board = board(TRIANGLE_WITH_TAIL, 3, RegionOrder::File);
        assert_eq!(board.choice_range(0), Choices::from_bits(0b111));
        board.apply(0, 0);
        board.apply(1, 1);
        let branch = board.branch().unwrap();
        assert_eq!(branch.slot, 2);
        assert_eq!(branch.choices.iter().collect::<Vec<_>>(), [2]);
        assert_eq!(board.refusals(2), [(0, 0), (1, 1)]);
        assert_eq!(board.refusals(3), []);
        assert_eq!(board.uncoloured_neighbours(2), 1);
        board.undo(1, 1);
        assert_eq!(board.refusals(2), [(0, 0)]);
        assert_eq!(board.free_colours(2).iter().collect::<Vec<_>>(), [1, 2]);
        assert_eq!(board.uncoloured_neighbours(2), 2);
    }

    #[test]
    fn the_colour_stays_refused_while_one_neighbour_still_holds_it() {
        // `C` between `A` and `B`, both red: red leaves `C` only when both are gone.
        let mut board = board(
            "region A\nregion B\nregion C\nC: A B\n",
            2,
            RegionOrder::File,
        );
        board.apply(0, 0);
        board.apply(1, 0);
        assert_eq!(board.refusals(2), [(0, 0)]);
        board.undo(1, 0);
        assert_eq!(board.refusals(2), [(0, 0)]);
        board.undo(0, 0);
        assert_eq!(board.refusals(2), []);
        assert_eq!(
            board,
            self::board(
                "region A\nregion B\nregion C\nC: A B\n",
                2,
                RegionOrder::File
            )
        );
    }

    #[test]
    fn most_constrained_goes_to_fewest_colours_then_most_uncoloured_neighbours() {
        let mut board = board(TRIANGLE_WITH_TAIL, 3, RegionOrder::MostConstrained);
        // All have three colours; C has the most uncoloured neighbours (A, B, D).
        assert_eq!(board.next_region(), Some(2));
        board.apply(2, 0);
        // A, B and D have two colours left; A and B have one uncoloured neighbour each,
        // D none: A comes first in the file.
        assert_eq!(board.next_region(), Some(0));
        board.apply(0, 1);
        // B has one colour left.
        assert_eq!(board.next_region(), Some(1));
        assert_eq!(board.reordered(RegionOrder::File).next_region(), Some(0));
    }

    #[test]
    fn notation_names_regions_and_colours() {
        let mut search = Search::new(
            board(TRIANGLE_WITH_TAIL, 3, RegionOrder::File),
            StopAfter::First,
        );
        let events: Vec<Event> = search.by_ref().collect();
        assert_eq!(events[0], Event::Place { slot: 0, choice: 0 });
        let board = search.problem();
        assert_eq!(board.line(), "A=red B=green C=blue D=red");
        assert_eq!(
            board.board(),
            "A  red    next to B C\n\
             B  green  next to A C\n\
             C  blue   next to A B D\n\
             D  red    next to C\n"
        );
        assert_eq!(board.trace_args(2, 2), "C blue");
        let empty = board.reordered(RegionOrder::File);
        assert_eq!(empty.line(), "A=- B=- C=- D=-");
    }
}
