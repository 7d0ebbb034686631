//! The maps built into the binary, each named for `--preset NAME`.

use super::{ColourMap, ColouringBoard, RegionOrder};

/// A built-in map: its names, what it shows, its text and the colours it is meant for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapPreset {
    /// The short name typed after `--preset`, such as `australia`.
    pub name: &'static str,
    /// A title for the menu.
    pub title: &'static str,
    /// The title in Chinese.
    pub title_zh: &'static str,
    /// One line saying what the map shows.
    pub description: &'static str,
    /// The description in Chinese.
    pub description_zh: &'static str,
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
        title: "Australia in 3 colours",
        title_zh: "澳大利亚地图三色着色",
        description: "The mainland states and territories of Australia and Tasmania, the \
            map colouring example of Russell and Norvig's Artificial Intelligence: A Modern \
            Approach: 18 colourings in 3 colours.",
        description_zh: "澳大利亚本土各州、领地和塔斯马尼亚，即罗素与诺维格\
            《人工智能：一种现代的方法》里的地图着色例子：三种颜色共有 18 种着色。",
        map: include_str!("../../../assets/maps/australia.txt"),
        colours: 3,
    },
    MapPreset {
        name: "china",
        title: "14 provinces of China in 3 colours",
        title_zh: "中国十四个省级行政区三色着色",
        description: "Fourteen provincial-level divisions of northern and eastern China, from \
            Inner Mongolia to Zhejiang, 12 colourings in 3 colours; a border is kept when \
            each province's official overview names the other as a neighbour.",
        description_zh: "中国北部和东部的十四个省级行政区，从内蒙古到浙江，\
            三种颜色共有 12 种着色；两省的官方省情概况都写明相邻时才算相邻。",
        map: include_str!("../../../assets/maps/china.txt"),
        colours: 3,
    },
    MapPreset {
        name: "petersen",
        title: "The Petersen graph in 3 colours",
        title_zh: "彼得森图三色着色",
        description: "Ten vertices, three neighbours each, no map of a plane: its chromatic \
            polynomial at 3 is 120, so 120 colourings in 3 colours.",
        description_zh: "十个顶点，每个三个邻居，画不成平面地图：\
            色多项式在 3 处的值是 120，三种颜色共有 120 种着色。",
        map: include_str!("../../../assets/maps/petersen.txt"),
        colours: 3,
    },
    MapPreset {
        name: "wheel",
        title: "An odd wheel in 4 colours",
        title_zh: "奇轮四色着色",
        description: "A hub inside a ring of five: the odd ring takes three colours and the \
            hub a fourth; 120 colourings in 4 colours, none in 3.",
        description_zh: "一个中心加一圈五个顶点：奇数圈要三种颜色，中心要第四种；\
            四种颜色共有 120 种着色，三种颜色没有。",
        map: include_str!("../../../assets/maps/wheel.txt"),
        colours: 4,
    },
    MapPreset {
        name: "groetzsch",
        title: "The Groetzsch graph in 3 colours: none",
        title_zh: "格罗奇图三色着色：无解",
        description: "Eleven vertices with no triangle among them, and still no colouring in \
            3 colours: the search has to try every branch to be sure.",
        description_zh: "十一个顶点，没有任何三角形，却仍然无法用三种颜色着色：\
            搜索要试遍每一个分支才能确定。",
        map: include_str!("../../../assets/maps/groetzsch.txt"),
        colours: 3,
    },
];
