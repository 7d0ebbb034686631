//! The five tutorials the problems come from, named as a reader knows them.
//!
//! Presets, code views, the help and the README name a tutorial by its subject and, where
//! it has one, its published title; the names live here once, in English and in Chinese.

/// The English display name of a tutorial, as a string literal, so that `concat!` can put
/// it into a preset's description at compile time; [`Tutorial::name`] reads the same words.
#[macro_export]
macro_rules! tutorial_name {
    (Lesson) => {
        "the 4-queens and 4×4 sudoku lesson"
    };
    (EightQueens) => {
        "“Backtracking for the eight queens (C++)”"
    };
    (LeetCode37) => {
        "the LeetCode 37 Sudoku Solver write-up"
    };
    (DepthFirst) => {
        "“Depth-first search and backtracking (2)”"
    };
    (SolutionSpace) => {
        "the tutorial on the solution space, permutations and MRV sudoku"
    };
}

/// The Chinese display name of a tutorial, as a string literal for `concat!`, in the
/// title marks 《》 a Chinese sentence names a work with; [`Tutorial::name_zh`] reads the
/// same words without them.
#[macro_export]
macro_rules! tutorial_name_zh {
    (Lesson) => {
        "《四皇后与四宫格数独》"
    };
    (EightQueens) => {
        "《回溯算法解决八皇后问题(C++实现)》"
    };
    (LeetCode37) => {
        "《LeetCode 37 解数独》"
    };
    (DepthFirst) => {
        "《深搜与回溯(二)》"
    };
    (SolutionSpace) => {
        "《解空间、全排列与数独(最少候选数优先)》"
    };
}

/// One of the five tutorials on backtracking the app teaches from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tutorial {
    /// The lesson on 4-queens and 4×4 (and 9×9) sudoku: `trace(row)`, `Solve(row, col)`.
    Lesson,
    /// 回溯算法解决八皇后问题(C++实现): `putQueen(x)`.
    EightQueens,
    /// The LeetCode 37 (解数独) write-up: `backtracking`, `isValid`.
    LeetCode37,
    /// 深搜与回溯(二): `dfs`, `place` / `unplace`.
    DepthFirst,
    /// The one on the solution space, permutations and sudoku with the fewest candidates
    /// first: `Solve`, `CanPlace`, `Place`, `Remove`, `DecideNextPlace`.
    SolutionSpace,
}

impl Tutorial {
    /// Every tutorial, in the order the README lists them.
    pub const ALL: [Tutorial; 5] = [
        Tutorial::Lesson,
        Tutorial::EightQueens,
        Tutorial::LeetCode37,
        Tutorial::DepthFirst,
        Tutorial::SolutionSpace,
    ];

    /// Its name in English: its subject, and its title where it has one.
    pub fn name(self) -> &'static str {
        match self {
            Tutorial::Lesson => tutorial_name!(Lesson),
            Tutorial::EightQueens => tutorial_name!(EightQueens),
            Tutorial::LeetCode37 => tutorial_name!(LeetCode37),
            Tutorial::DepthFirst => tutorial_name!(DepthFirst),
            Tutorial::SolutionSpace => tutorial_name!(SolutionSpace),
        }
    }

    /// Its name in Chinese, as its readers know it: the published title where it has one.
    pub fn name_zh(self) -> &'static str {
        let marked = match self {
            Tutorial::Lesson => tutorial_name_zh!(Lesson),
            Tutorial::EightQueens => tutorial_name_zh!(EightQueens),
            Tutorial::LeetCode37 => tutorial_name_zh!(LeetCode37),
            Tutorial::DepthFirst => tutorial_name_zh!(DepthFirst),
            Tutorial::SolutionSpace => tutorial_name_zh!(SolutionSpace),
        };
        marked.trim_start_matches('《').trim_end_matches('》')
    }

    /// A few words for a narrow title, such as the code panel's.
    pub fn short(self) -> &'static str {
        match self {
            Tutorial::Lesson => "Queens & sudoku lesson",
            Tutorial::EightQueens => "Eight queens (C++)",
            Tutorial::LeetCode37 => "LeetCode 37",
            Tutorial::DepthFirst => "DFS and backtracking (2)",
            Tutorial::SolutionSpace => "Solution space",
        }
    }

    /// A few words in Chinese for a narrow title.
    pub fn short_zh(self) -> &'static str {
        match self {
            Tutorial::Lesson => "四皇后",
            Tutorial::EightQueens => "八皇后(C++)",
            Tutorial::LeetCode37 => "解数独",
            Tutorial::DepthFirst => "深搜与回溯(二)",
            Tutorial::SolutionSpace => "解空间",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_titles_are_kept_as_published() {
        assert_eq!(
            Tutorial::EightQueens.name_zh(),
            "回溯算法解决八皇后问题(C++实现)"
        );
        assert_eq!(Tutorial::DepthFirst.name_zh(), "深搜与回溯(二)");
        assert!(Tutorial::LeetCode37.name().contains("LeetCode 37"));
    }

    #[test]
    fn every_tutorial_has_its_own_names_in_both_languages() {
        let names: [fn(Tutorial) -> &'static str; 4] = [
            Tutorial::name,
            Tutorial::name_zh,
            Tutorial::short,
            Tutorial::short_zh,
        ];
        for name in names {
            let mut all: Vec<&str> = Tutorial::ALL.into_iter().map(name).collect();
            assert!(all.iter().all(|name| !name.is_empty()));
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), Tutorial::ALL.len());
        }
    }
}
