//! `compare` for any problem of the registry that declares orders to compare, each
//! compiled for its own problem: the problem's comparison read from its subcommand's
//! arguments, then searched or drawn side by side.

use std::io::Write;
use std::marker::PhantomData;

use anyhow::Result;
use clap::FromArgMatches;

use super::Outcome;
use super::args::{CompareArgs, Compared};
use super::compare;
use crate::app::{Orders, Theme};
use crate::problems::Puzzle;
use crate::registry::every_problem;

/// The comparison of one problem, for its subcommand of `compare`.
trait Compares: Sync {
    /// The problem's name, its subcommand's.
    fn name(&self) -> &'static str;
    /// Reads the comparison from `compared`'s arguments and runs it, printing to `out`.
    fn compare(&self, compared: &Compared, theme: Theme, out: &mut dyn Write) -> Result<Outcome>;
}

/// The [`Compares`] of the problem whose board is `P`.
struct Comparer<P>(PhantomData<fn() -> P>);

impl<P: Puzzle + Orders> Compares for Comparer<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn compare(
        &self,
        compared: &Compared,
        theme: Theme,
        mut out: &mut dyn Write,
    ) -> Result<Outcome> {
        let comparison = CompareArgs::<P>::from_arg_matches(&compared.matches)?;
        compare::compare(&comparison, theme, &mut out)
    }
}

/// The [`Compares`] of each board type it is given.
macro_rules! comparers {
    ($($board:ty),* $(,)?) => {
        &[$(&Comparer::<$board>(PhantomData)),*]
    };
}

/// Every problem's comparison, in the registry's order.
static COMPARERS: &[&dyn Compares] = every_problem!(comparers);

/// Runs `compare` on the problem `compared` names, as its arguments ask.
pub fn compare(compared: &Compared, theme: Theme, out: &mut dyn Write) -> Result<Outcome> {
    COMPARERS
        .iter()
        .find(|comparer| comparer.name() == compared.name)
        .expect("BUG: every problem of the registry can be compared")
        .compare(compared, theme, out)
}
