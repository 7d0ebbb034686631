//! Permutations as the user asks for them: the name, the one size it takes, the presets.

use super::{MAX_PERMUTATION, Permutations};
use crate::engine::StopAfter;
use crate::problems::puzzle::{Custom, Input, Preset, load_sized};
use crate::problems::{Given, InputError, InputKind, Puzzle, SizeError, Takes};

/// The sizes on offer.
const SIZES: std::ops::RangeInclusive<usize> = 1..=MAX_PERMUTATION;

impl Puzzle for Permutations {
    type Spec = usize;

    const NAME: &'static str = "permutations";
    const TITLE: &'static str = "problem-permutations";
    const ABOUT: &'static str = "Permutations of 1..=N (N from 1 to 12).";

    const TAKES: &'static [Takes] = &[Takes {
        name: "n",
        value_name: "N",
        help: "How many values, from 1 to 12",
        kind: InputKind::Size,
    }];

    fn presets() -> &'static [Preset<usize>] {
        &[
            Preset {
                name: "perms-3",
                title: "preset-perms-3",
                description: "preset-perms-3-about",
                stop: StopAfter::Exhaustion,
                spec: 3,
            },
            Preset {
                name: "perms-4",
                title: "preset-perms-4",
                description: "preset-perms-4-about",
                stop: StopAfter::Exhaustion,
                spec: 4,
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
            title: "custom-permutations",
            description: "custom-permutations-about",
            sizes: SIZES,
            default: 4,
        })
    }

    fn sized(n: usize) -> Option<Self> {
        Permutations::new(n)
    }

    fn load(given: &Given, _stdin: bool) -> Result<Input<Self>, InputError> {
        load_sized(&given.text("n").unwrap_or_default(), &SIZES)
    }
}
