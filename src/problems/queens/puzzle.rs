//! N-Queens as the user asks for it: its name, the one size it takes, its presets.

use super::{MAX_QUEENS, QueensBoard};
use crate::engine::StopAfter;
use crate::problems::puzzle::{Custom, Input, Preset, load_sized};
use crate::problems::{Given, InputError, InputKind, Puzzle, SizeError, Takes};

/// The sizes on offer.
const SIZES: std::ops::RangeInclusive<usize> = 1..=MAX_QUEENS;

impl Puzzle for QueensBoard {
    type Spec = usize;

    const NAME: &'static str = "queens";
    const TITLE: &'static str = "problem-queens";
    const ABOUT: &'static str = "N-Queens on an N×N board (N from 1 to 64).";

    const TAKES: &'static [Takes] = &[Takes {
        name: "n",
        value_name: "N",
        help: "The board side, from 1 to 64",
        kind: InputKind::Size,
    }];

    fn presets() -> &'static [Preset<usize>] {
        &[
            Preset {
                name: "queens-4",
                title: "preset-queens-4",
                description: "preset-queens-4-about",
                stop: StopAfter::Exhaustion,
                spec: 4,
            },
            Preset {
                name: "queens-8",
                title: "preset-queens-8",
                description: "preset-queens-8-about",
                stop: StopAfter::Exhaustion,
                spec: 8,
            },
        ]
    }

    fn from_spec(&n: &usize) -> Result<Self, InputError> {
        Self::sized(n).ok_or_else(|| {
            SizeError {
                problem: Self::NAME,
                text: n.to_string(),
                sizes: SIZES,
            }
            .into()
        })
    }

    fn custom() -> Option<Custom> {
        Some(Custom {
            title: "custom-queens",
            description: "custom-queens-about",
            sizes: SIZES,
            default: 8,
        })
    }

    fn sized(n: usize) -> Option<Self> {
        QueensBoard::new(n)
    }

    fn load(given: &Given, _stdin: bool) -> Result<Input<Self>, InputError> {
        load_sized(&given.text("n").unwrap_or_default(), &SIZES)
    }
}
