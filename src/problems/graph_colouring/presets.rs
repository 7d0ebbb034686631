//! The maps built into the binary, each named for `--preset NAME`.

use super::{ColourMap, ColouringBoard, RegionOrder};

/// A built-in map: its names, what it shows, its text and the colours it is meant for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapPreset {
    /// The short name typed after `--preset`, such as `australia`.
    pub name: &'static str,
    /// The id of its title for the menu in the app's message catalogue.
    pub title: &'static str,
    /// The id of the line saying what the map shows.
    pub description: &'static str,
    /// The map file's text, in the format of [`ColourMap::parse`].
    pub map: &'static str,
    /// The colours it is coloured with; its file's `colours` line says the same.
    pub colours: usize,
}

impl MapPreset {
    /// The preset's map, read.
    ///
    /// # Panics
    ///
    /// Never for a preset of [`PRESETS`]: a test reads each of them.
    pub fn map(&self) -> ColourMap {
        ColourMap::parse(self.map).expect("BUG: a built-in map does not read")
    }

    /// An uncoloured board of the preset's map in its colours, searched in `order`.
    pub fn board(&self, order: RegionOrder) -> ColouringBoard {
        ColouringBoard::new(self.map(), self.colours, order)
            .expect("BUG: a built-in map's colours count is out of range")
    }

    /// The preset named `name`.
    pub fn named(name: &str) -> Option<&'static MapPreset> {
        PRESETS.iter().find(|preset| preset.name == name)
    }
}

/// Every built-in map, in the order a menu lists them: the textbook's map first, then a
/// real map, then graphs that show what the count of colours can and cannot do.
pub const PRESETS: [MapPreset; 5] = [
    MapPreset {
        name: "australia",
        title: "preset-australia",
        description: "preset-australia-about",
        map: include_str!("../../../assets/maps/australia.txt"),
        colours: 3,
    },
    MapPreset {
        name: "china",
        title: "preset-china",
        description: "preset-china-about",
        map: include_str!("../../../assets/maps/china.txt"),
        colours: 3,
    },
    MapPreset {
        name: "petersen",
        title: "preset-petersen",
        description: "preset-petersen-about",
        map: include_str!("../../../assets/maps/petersen.txt"),
        colours: 3,
    },
    MapPreset {
        name: "wheel",
        title: "preset-wheel",
        description: "preset-wheel-about",
        map: include_str!("../../../assets/maps/wheel.txt"),
        colours: 4,
    },
    MapPreset {
        name: "groetzsch",
        title: "preset-groetzsch",
        description: "preset-groetzsch-about",
        map: include_str!("../../../assets/maps/groetzsch.txt"),
        colours: 3,
    },
];
