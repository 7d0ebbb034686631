//! Subset sum as the user asks for it: the name, the numbers and target it takes, the
//! presets.

use super::{MAX_NUMBERS, SubsetSum};
use crate::engine::StopAfter;
use crate::problems::puzzle::{Custom, Input, Preset, Title, find_preset, parse_size};
use crate::problems::{Given, InputError, InputKind, NumberError, Puzzle, Takes};

/// What a subset-sum preset holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubsetSpec {
    /// The numbers, in the order they are decided.
    pub numbers: &'static [u64],
    /// The sum to reach.
    pub target: u64,
}

/// How many numbers the menu's entry of any size offers.
const SIZES: std::ops::RangeInclusive<usize> = 1..=30;

/// The presets: a classic example, a tree small enough to draw whole, and one with no
/// answer, which the search can only show by trying everything the pruning leaves.
const PRESETS: &[Preset<SubsetSpec>] = &[
    Preset {
        name: "subset-9",
        title: "preset-subset-9",
        description: "preset-subset-9-about",
        stop: StopAfter::Exhaustion,
        spec: SubsetSpec {
            numbers: &[3, 34, 4, 12, 5, 2],
            target: 9,
        },
    },
    Preset {
        name: "subset-5",
        title: "preset-subset-5",
        description: "preset-subset-5-about",
        stop: StopAfter::Exhaustion,
        spec: SubsetSpec {
            numbers: &[1, 2, 3, 4, 5],
            target: 7,
        },
    },
    Preset {
        name: "subset-none",
        title: "preset-subset-none",
        description: "preset-subset-none-about",
        stop: StopAfter::Exhaustion,
        spec: SubsetSpec {
            numbers: &[2, 4, 6, 8],
            target: 5,
        },
    },
];

impl Puzzle for SubsetSum {
    type Spec = SubsetSpec;

    const NAME: &'static str = "subset-sum";
    const TITLE: &'static str = "problem-subset-sum";
    const ABOUT: &'static str = "Which of some positive numbers add up to a target (--target T).";

    const TAKES: &'static [Takes] = &[
        Takes {
            name: "numbers",
            value_name: "NUMBER",
            help: "The positive numbers, in the order they are decided",
            kind: InputKind::Numbers,
        },
        Takes {
            name: "target",
            value_name: "T",
            help: "The sum to reach",
            kind: InputKind::Number,
        },
        Takes {
            name: "preset",
            value_name: "NAME",
            help: "A built-in puzzle (see `backtrack presets`)",
            kind: InputKind::Preset,
        },
    ];

    fn presets() -> &'static [Preset<SubsetSpec>] {
        PRESETS
    }

    fn from_spec(spec: &SubsetSpec) -> Result<Self, InputError> {
        Ok(SubsetSum::new(spec.numbers, spec.target)?)
    }

    fn custom() -> Option<Custom> {
        Some(Custom {
            title: "custom-subset-sum",
            description: "custom-subset-sum-about",
            sizes: SIZES,
            default: 6,
        })
    }

    fn sized(n: usize) -> Option<Self> {
        if !SIZES.contains(&n) {
            return None;
        }
        let numbers: Vec<u64> = (1..=n as u64).collect();
        let target = (numbers.iter().sum::<u64>() / 2).max(1);
        SubsetSum::new(&numbers, target).ok()
    }

    fn load(given: &Given, _stdin: bool) -> Result<Input<Self>, InputError> {
        if let Some(name) = given.text("preset") {
            let preset = find_preset(PRESETS, &name).ok_or(InputError::UnknownPreset(name))?;
            let board = Self::from_spec(&preset.spec)?;
            let input = Input::one(Self::NAME, Some(Title::Preset(preset.title)), board);
            return Ok(input.stopping(Some(preset.stop)));
        }
        let number = |text: &str, what: &'static str| -> Result<u64, NumberError> {
            match text.trim().parse::<u64>() {
                Ok(value) if value > 0 => Ok(value),
                _ => Err(NumberError {
                    problem: Self::NAME,
                    what,
                    text: text.to_owned(),
                }),
            }
        };
        let numbers = given
            .texts("numbers")
            .iter()
            .map(|text| number(text, "each number"))
            .collect::<Result<Vec<u64>, _>>()?;
        let target = number(&given.text("target").unwrap_or_default(), "the target")?;
        // The count is checked here too, so that every size error reads the same way.
        parse_size(&numbers.len().to_string(), Self::NAME, &(1..=MAX_NUMBERS))?;
        let board = SubsetSum::new(&numbers, target)?;
        Ok(Input::one(Self::NAME, None, board))
    }
}
