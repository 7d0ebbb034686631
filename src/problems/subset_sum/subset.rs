//! The state of a subset-sum search: the numbers, the target, the decisions made so far and
//! the pruning that refuses a choice.

use super::{MAX_NUMBERS, SubsetSumError};
use crate::engine::{Branch, Choices, Problem};

/// The length of the state's arrays: a power of two past [`MAX_NUMBERS`], so that an index
/// taken modulo it, which changes no index in use, needs no bounds check in the search.
const SLOTS: usize = 64;

/// The choice that takes the number into the subset.
///
/// It is 0 so that the search, which tries choices in ascending order, takes a number
/// before it skips it, as the tutorials' solver does.
pub const TAKE: u8 = 0;

/// The choice that leaves the number out of the subset: tried after [`TAKE`].
pub const SKIP: u8 = 1;

/// Why the pruning refuses a choice.
///
/// The tutorials' solver tests two bounds before each branch; a choice that fails one can
/// lead to no solution, so the search never tries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// Taking the number would carry the running sum past the target.
    PassesTarget,
    /// The numbers that would be left cannot bring the running sum up to the target: all
    /// of them from this one on (then neither choice can help), or, for a skip, those
    /// after it.
    CannotReach,
}

/// Positive numbers, a positive target, and the take-or-skip decisions made so far, from
/// the first number on.
///
/// Slot `i` is the decision about number `i`. The state keeps what the tutorials' solver
/// passes down its recursion (how many numbers are decided and the running sum) and the
/// suffix sums it computes once beforehand, so that each pruning test, each step and each
/// step back costs a few additions.
#[derive(Clone, Debug)]
pub struct SubsetSum {
    n: u8,
    decided: u8,
    target: u64,
    sum: u64,
    /// Bit `i` is set when number `i` is decided and taken.
    taken: u64,
    numbers: [u64; SLOTS],
    /// `after[i]` is the sum of the numbers after number `i`, 0 for the last: what the
    /// numbers left can add once `i` is skipped. What they can add before `i` is
    /// decided is that and number `i`, so one array serves both of the solver's sums,
    /// read at one index.
    after: [u64; SLOTS],
}

impl SubsetSum {
    /// The problem of picking from `numbers` a subset that adds up to `target`, with
    /// nothing decided yet.
    ///
    /// There must be from 1 to [`MAX_NUMBERS`] numbers, all positive, whose sum fits in a
    /// `u64`, and the target must be positive.
    pub fn new(numbers: &[u64], target: u64) -> Result<Self, SubsetSumError> {
        if numbers.is_empty() {
            return Err(SubsetSumError::NoNumbers);
        }
        if numbers.len() > MAX_NUMBERS {
            return Err(SubsetSumError::TooManyNumbers {
                count: numbers.len(),
            });
        }
        if let Some(index) = numbers.iter().position(|&a| a == 0) {
            return Err(SubsetSumError::ZeroNumber { index });
        }
        if target == 0 {
            return Err(SubsetSumError::ZeroTarget);
        }
        let n = numbers.len();
        let mut stored = [0; SLOTS];
        stored[..n].copy_from_slice(numbers);
        let mut after = [0u64; SLOTS];
        let mut total = 0u64;
        for i in (0..n).rev() {
            after[i] = total;
            total = total
                .checked_add(numbers[i])
                .ok_or(SubsetSumError::Overflow)?;
        }
        Ok(SubsetSum {
            n: n as u8,
            decided: 0,
            target,
            sum: 0,
            taken: 0,
            numbers: stored,
            after,
        })
    }

    /// How many numbers there are.
    pub fn size(&self) -> usize {
        self.n as usize
    }

    /// The numbers, in the order they are decided.
    pub fn numbers(&self) -> &[u64] {
        &self.numbers[..self.size()]
    }

    /// The sum a subset must reach.
    pub fn target(&self) -> u64 {
        self.target
    }

    /// The sum of the numbers taken so far: the solver's `sum` argument.
    pub fn sum(&self) -> u64 {
        self.sum
    }

    /// How many numbers are decided, from the first: the solver's `i`.
    pub fn decided(&self) -> usize {
        self.decided as usize
    }

    /// What was decided for number `index`: [`TAKE`], [`SKIP`], or `None` while it is
    /// still open.
    pub fn decision(&self, index: usize) -> Option<u8> {
        (index < self.decided()).then(|| if self.is_taken(index) { TAKE } else { SKIP })
    }

    /// Whether number `index` is decided and taken.
    pub fn is_taken(&self, index: usize) -> bool {
        index < self.decided() && self.taken >> index & 1 == 1
    }

    /// The taken numbers, in order.
    pub fn taken(&self) -> impl Iterator<Item = u64> + '_ {
        self.numbers()
            .iter()
            .enumerate()
            .filter(|&(i, _)| self.is_taken(i))
            .map(|(_, &a)| a)
    }

    /// The sum of the numbers from `index` to the end (0 past the end): what they can
    /// still add if every one of them is taken.
    ///
    /// The solver computes these once before it starts, so its "cannot reach" tests cost
    /// one addition.
    pub fn rest(&self, index: usize) -> u64 {
        if index < self.size() {
            self.numbers[index] + self.after[index]
        } else {
            0
        }
    }

    /// What the numbers not decided yet can still add: [`rest`](Self::rest) at the first
    /// open number.
    pub fn left(&self) -> u64 {
        self.rest(self.decided())
    }

    /// The sum of all the numbers.
    pub fn total(&self) -> u64 {
        self.rest(0)
    }

    /// The running sum just before number `slot` was decided: the taken numbers before
    /// it. For `slot` at or past [`decided`](Self::decided) it is the running sum now.
    pub fn sum_before(&self, slot: usize) -> u64 {
        if slot >= self.decided() {
            return self.sum;
        }
        let mut bits = self.taken & ((1u64 << slot) - 1);
        let mut sum = 0;
        while bits != 0 {
            sum += self.numbers[bits.trailing_zeros() as usize];
            bits &= bits - 1;
        }
        sum
    }

    /// Whether the pruning refuses `choice` for number `slot` when the numbers taken
    /// before it add up to `sum`, and why; `None` when the choice is allowed, and for a
    /// slot past the last number or a choice that is neither [`TAKE`] nor [`SKIP`].
    ///
    /// These are the solver's three tests: if `sum` and every number left fall short of
    /// the target, both choices are refused; else taking is refused when it would pass
    /// the target, and skipping when the numbers after this one fall short. Together they
    /// let only subsets that hit the target be completed.
    pub fn refusal_at(&self, slot: usize, sum: u64, choice: u8) -> Option<Refusal> {
        if slot >= self.size() {
            return None;
        }
        if sum.saturating_add(self.rest(slot)) < self.target {
            return matches!(choice, TAKE | SKIP).then_some(Refusal::CannotReach);
        }
        match choice {
            TAKE => (sum.saturating_add(self.numbers[slot]) > self.target)
                .then_some(Refusal::PassesTarget),
            SKIP => {
                (sum.saturating_add(self.after[slot]) < self.target).then_some(Refusal::CannotReach)
            }
            _ => None,
        }
    }

    /// Whether the pruning refuses (or refused) `choice` for number `slot` on the current
    /// path, and why: [`refusal_at`](Self::refusal_at) with the running sum the search
    /// had when it came to that number.
    pub fn refusal(&self, slot: usize, choice: u8) -> Option<Refusal> {
        self.refusal_at(slot, self.sum_before(slot), choice)
    }
}

impl SubsetSum {
    /// The choices the pruning leaves for number `slot` (below [`size`](Self::size)) with
    /// the running sum as it is: [`refusal_at`](Self::refusal_at)'s three tests, each
    /// made once, as the search asks at every step.
    #[inline]
    fn allowed(&self, slot: usize) -> Choices {
        let slot = slot % SLOTS;
        // No addition here can overflow: `sum` and the numbers it is added to are
        // distinct numbers of the list, whose total fits in a `u64`.
        let taking = self.sum + self.numbers[slot];
        let skipping = self.sum + self.after[slot];
        if taking + self.after[slot] < self.target {
            return Choices::EMPTY;
        }
        let take = taking <= self.target;
        let skip = skipping >= self.target;
        Choices::from_bits(u64::from(take) << TAKE | u64::from(skip) << SKIP)
    }
}

/// Two states are equal when they have the same numbers, target and decisions; what an
/// undone decision used to be does not count.
impl PartialEq for SubsetSum {
    fn eq(&self, other: &Self) -> bool {
        self.numbers() == other.numbers()
            && self.target == other.target
            && self.decided == other.decided
            && self.sum == other.sum
            && self.taken == other.taken
    }
}

impl Eq for SubsetSum {}

impl Problem for SubsetSum {
    #[inline]
    fn branch(&self) -> Option<Branch> {
        let slot = self.decided();
        (slot < self.size()).then(|| Branch {
            slot: slot as u16,
            choices: self.allowed(slot),
        })
    }

    #[inline]
    fn apply(&mut self, slot: u16, choice: u8) {
        debug_assert_eq!(slot, self.decided as u16);
        if choice == TAKE {
            self.sum += self.numbers[slot as usize % SLOTS];
            self.taken |= 1 << slot;
        }
        self.decided += 1;
    }

    #[inline]
    fn undo(&mut self, slot: u16, choice: u8) {
        debug_assert_eq!(slot + 1, self.decided as u16);
        self.decided -= 1;
        if choice == TAKE {
            self.sum -= self.numbers[slot as usize % SLOTS];
            self.taken &= !(1 << slot);
        }
    }

    fn max_depth(&self) -> usize {
        self.size()
    }

    fn choice_range(&self, _slot: u16) -> Choices {
        Choices::EMPTY.with(TAKE).with(SKIP)
    }

    fn slot_text(
        &self,
        slot: u16,
        choice: u8,
        _first: u16,
        wording: &crate::engine::Wording,
    ) -> String {
        self.decision_text(slot, choice, wording)
    }

    fn read_slot(
        &self,
        text: &str,
        _first: u16,
        wordings: &[crate::engine::Wording],
    ) -> crate::problems::slot_text::Read {
        self.read_decision(text, wordings)
    }

    const SLOT_FORM: Option<&'static str> = Some(Self::FORM);
}
