//! The seeds' three cell orders as they are defined, by looking at every cell and unit
//! each time: slow and plain, to check the boards that keep their sets up to date against.
//! (The `cover` order is checked against row order's solutions in its own tests.)

use proptest::prelude::*;

use super::{CellOrder, Rule, Shape, SudokuBoard, Unit};
use crate::engine::{Branch, Choices, Event, Problem, Search, StopAfter};

/// A sudoku that looks at the whole grid for every choice.
#[derive(Clone, Debug)]
struct ReferenceBoard {
    shape: Shape,
    order: CellOrder,
    cells: Vec<u8>,
    /// The rule of each filled cell, as the `singles` order's definition says.
    rules: Vec<Option<Rule>>,
}

impl ReferenceBoard {
    fn new(shape: Shape, cells: &[u8], order: CellOrder) -> Self {
        ReferenceBoard {
            shape,
            order,
            cells: cells.to_vec(),
            rules: vec![None; cells.len()],
        }
    }

    /// The cells of `unit`, in the order of its positions.
    fn members(&self, unit: Unit) -> Vec<usize> {
        let n = self.shape.side();
        (0..n * n)
            .filter(|&c| {
                let (row, col) = (c / n, c % n);
                match unit {
                    Unit::Row(r) => row == r,
                    Unit::Column(k) => col == k,
                    Unit::Box(b) => self.shape.box_of(row, col) == b,
                }
            })
            .collect()
    }

    fn units_of(&self, cell: usize) -> [Unit; 3] {
        let n = self.shape.side();
        let (row, col) = (cell / n, cell % n);
        [
            Unit::Row(row),
            Unit::Column(col),
            Unit::Box(self.shape.box_of(row, col)),
        ]
    }

    fn candidates(&self, cell: usize) -> Choices {
        let used: Vec<u8> = self
            .units_of(cell)
            .iter()
            .flat_map(|&unit| self.members(unit))
            .map(|c| self.cells[c])
            .collect();
        (1..=self.shape.side() as u8)
            .filter(|v| !used.contains(v))
            .fold(Choices::EMPTY, Choices::with)
    }

    fn empty_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.cells.len()).filter(|&c| self.cells[c] == 0)
    }

    fn fewest(&self) -> Option<usize> {
        self.empty_cells()
            .min_by_key(|&cell| self.candidates(cell).len())
    }

    /// The cells of `unit` where `value`, missing from it, could go.
    fn spots(&self, unit: Unit, value: u8) -> Option<Vec<usize>> {
        let members = self.members(unit);
        if members.iter().any(|&c| self.cells[c] == value) {
            return None;
        }
        Some(
            members
                .into_iter()
                .filter(|&c| self.cells[c] == 0 && self.candidates(c).contains(value))
                .collect(),
        )
    }

    fn every_unit(&self) -> Vec<Unit> {
        let n = self.shape.side();
        let kinds = [Unit::Row as fn(usize) -> Unit, Unit::Column, Unit::Box];
        kinds.iter().flat_map(|kind| (0..n).map(kind)).collect()
    }

    fn singles_branch(&self) -> Option<Branch> {
        let branch = |cell: usize, choices| Branch {
            slot: cell as u16,
            choices,
        };
        let cell = self.fewest()?;
        if self.candidates(cell).len() <= 1 {
            return Some(branch(cell, self.candidates(cell)));
        }
        for unit in self.every_unit() {
            for value in 1..=self.shape.side() as u8 {
                match self.spots(unit, value).as_deref() {
                    Some([]) => {
                        let first = self.members(unit).into_iter().find(|&c| self.cells[c] == 0);
                        return Some(branch(first.expect("an empty cell"), Choices::EMPTY));
                    }
                    Some(&[only]) => return Some(branch(only, Choices::EMPTY.with(value))),
                    _ => {}
                }
            }
        }
        Some(branch(cell, self.candidates(cell)))
    }

    /// Why the `singles` order put `value` in `cell`: one candidate, else the first of
    /// its units where the value had that one cell left, else a guess.
    fn rule(&self, cell: usize, value: u8) -> Rule {
        if self.candidates(cell).len() == 1 {
            return Rule::OnlyCandidate;
        }
        self.units_of(cell)
            .into_iter()
            .find(|&unit| self.spots(unit, value).is_some_and(|s| s.len() == 1))
            .map_or(Rule::Guess, Rule::OnlyCell)
    }
}

impl Problem for ReferenceBoard {
    fn branch(&self) -> Option<Branch> {
        let cell = match self.order {
            CellOrder::Row => self.empty_cells().next()?,
            CellOrder::Mrv => self.fewest()?,
            CellOrder::Singles => return self.singles_branch(),
            CellOrder::Cover => unreachable!("BUG: the reference has the seeds' orders only"),
        };
        Some(Branch {
            slot: cell as u16,
            choices: self.candidates(cell),
        })
    }

    fn apply(&mut self, slot: u16, choice: u8) {
        let cell = slot as usize;
        if self.order == CellOrder::Singles {
            self.rules[cell] = Some(self.rule(cell, choice));
        }
        self.cells[cell] = choice;
    }

    fn undo(&mut self, slot: u16, _choice: u8) {
        self.cells[slot as usize] = 0;
        self.rules[slot as usize] = None;
    }

    fn max_depth(&self) -> usize {
        self.cells.iter().filter(|&&v| v == 0).count()
    }
}

/// Runs both boards side by side for up to `steps` events: the same events, the same
/// cells and, in the `singles` order, the same rule for every placement.
fn same_run(board: SudokuBoard, steps: usize) -> Result<(), TestCaseError> {
    let reference = ReferenceBoard::new(board.shape(), board.cells(), board.order());
    let mut fast = Search::new(board, StopAfter::Exhaustion);
    let mut slow = Search::new(reference, StopAfter::Exhaustion);
    for step in 0..steps {
        let event = fast.next();
        prop_assert_eq!(event, slow.next(), "event {}", step);
        prop_assert_eq!(fast.problem().cells(), &slow.problem().cells[..]);
        if let Some(Event::Place { slot, .. }) = event {
            let cell = slot as usize;
            prop_assert_eq!(fast.problem().rule(cell), slow.problem().rules[cell]);
        }
        if event.is_none() {
            break;
        }
    }
    Ok(())
}

/// Givens put down one at a time, each only where it clashes with none before it.
fn puzzle() -> impl Strategy<Value = (Shape, Vec<u8>)> {
    prop_oneof![Just(4), Just(6), Just(9)].prop_flat_map(|side| {
        let shape = Shape::for_side(side).expect("a sudoku side");
        let cells = shape.cells();
        proptest::collection::vec((0..cells, 1..=side as u8), 0..=cells).prop_map(move |tries| {
            let mut cells = vec![0; shape.cells()];
            for (cell, value) in tries {
                let before = cells[cell];
                cells[cell] = value;
                if SudokuBoard::new(shape, &cells, CellOrder::Row).is_err() {
                    cells[cell] = before;
                }
            }
            (shape, cells)
        })
    })
}

/// A copy of a search made part way goes on as the search itself does, also when it
/// takes back values placed before it was made.
fn copy_goes_on_alike(board: SudokuBoard, before: usize) -> Result<(), TestCaseError> {
    let mut search = Search::new(board, StopAfter::Exhaustion);
    for _ in 0..before {
        search.next();
    }
    let mut copy = search.clone();
    for step in 0..before * 4 {
        let event = search.next();
        prop_assert_eq!(event, copy.next(), "event {} after the copy", step);
        prop_assert_eq!(search.problem(), copy.problem());
        if event.is_none() {
            break;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_copy_of_a_search_goes_on_alike((shape, cells) in puzzle(), before in 1..200usize) {
        for order in CellOrder::ALL {
            let board = SudokuBoard::new(shape, &cells, order).expect("givens that do not clash");
            copy_goes_on_alike(board, before)?;
        }
    }

    #[test]
    fn every_order_makes_the_events_its_definition_makes((shape, cells) in puzzle()) {
        for order in [CellOrder::Row, CellOrder::Mrv, CellOrder::Singles] {
            let board = SudokuBoard::new(shape, &cells, order).expect("givens that do not clash");
            same_run(board, 400)?;
        }
    }
}
