//! The five tutorials the problems come from, named as a reader knows them.
//!
//! Presets, code views, the help and the README name a tutorial by its subject and, where
//! it has one, its published title. Its names are messages of the app's catalogue, written
//! there once in each language; here each tutorial names their ids.

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

    /// The id of its name: its subject, and its title where it has one; in Chinese, the
    /// published title its readers know it by. The presets' descriptions name it too.
    pub fn name(self) -> &'static str {
        match self {
            Tutorial::Lesson => "tutorial-lesson",
            Tutorial::EightQueens => "tutorial-eight-queens",
            Tutorial::LeetCode37 => "tutorial-leetcode-37",
            Tutorial::DepthFirst => "tutorial-depth-first",
            Tutorial::SolutionSpace => "tutorial-solution-space",
        }
    }

    /// The id of a few words naming it in a narrow title, such as the code panel's.
    pub fn short(self) -> &'static str {
        match self {
            Tutorial::Lesson => "tutorial-lesson-short",
            Tutorial::EightQueens => "tutorial-eight-queens-short",
            Tutorial::LeetCode37 => "tutorial-leetcode-37-short",
            Tutorial::DepthFirst => "tutorial-depth-first-short",
            Tutorial::SolutionSpace => "tutorial-solution-space-short",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tutorial_names_its_own_messages() {
        let mut all: Vec<&str> = Tutorial::ALL
            .into_iter()
            .flat_map(|tutorial| [tutorial.name(), tutorial.short()])
            .collect();
        assert!(all.iter().all(|id| id.starts_with("tutorial-")));
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 2 * Tutorial::ALL.len());
    }
}
