//! The code panel in each tutorial's code: `c` cycles through every view a board has and
//! back to the pseudo-code, the line marked is the line the event runs, and the board
//! and the stack take the view's names.

use ratatui::{
    Terminal,
    backend::TestBackend,
    crossterm::event::{KeyCode, KeyEvent},
};

use crate::app::{App, Show, Start, Theme, screen_text};
use crate::engine::{Event, Search, StopAfter};
use crate::problems::{CellOrder, Permutations, QueensBoard, Shape, SudokuBoard};
use crate::registry::PROBLEMS;

const THEME: Theme = Theme::new(false, true);
const WIDTH: u16 = 120;
const HEIGHT: u16 = 40;

/// The text of the screen of the app opened on `start` after `keys` (`E` Enter).
fn screen_after(app: &mut App, keys: &str) -> Vec<String> {
    screen_sized(app, keys, WIDTH, HEIGHT)
}

/// [`screen_after`] on a screen `width` × `height`.
fn screen_sized(app: &mut App, keys: &str, width: u16, height: u16) -> Vec<String> {
    for c in keys.chars() {
        let code = match c {
            'E' => KeyCode::Enter,
            c => KeyCode::Char(c),
        };
        app.handle_key(KeyEvent::from(code));
        while app.is_animating() {
            app.tick(std::time::Instant::now());
        }
    }
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("BUG: a terminal");
    terminal
        .draw(|frame| frame.render_widget(&*app, frame.area()))
        .expect("BUG: drawing into memory");
    screen_text(terminal.backend().buffer())
        .lines()
        .map(str::to_string)
        .collect()
}

/// The panel whose top border holds `title`: its lines inside the borders and padding,
/// blanks at the end trimmed, title first.
fn panel(screen: &[String], title: &str) -> Option<Vec<String>> {
    let top = screen.iter().position(|line| line.contains(title))?;
    let chars: Vec<char> = screen[top].chars().collect();
    let at = screen[top].find(title)?;
    let title_col = screen[top][..at].chars().count();
    let left = (0..title_col).rev().find(|&x| chars[x] == '┌')?;
    let right = (title_col..chars.len()).find(|&x| chars[x] == '┐')?;
    let inside = |line: &String| -> String {
        let row: Vec<char> = line.chars().collect();
        // One blank of padding inside the border, then the marker's two columns.
        let text: String = row[left + 2..right].iter().collect();
        text.trim_end().to_string()
    };
    let mut lines = vec![title.trim().to_string()];
    for line in &screen[top + 1..] {
        if line.chars().nth(left) == Some('└') {
            break;
        }
        lines.push(inside(line));
    }
    Some(lines)
}

/// The code panel's title on `screen`: the pseudo-code's or a view's.
fn code_title(screen: &[String], titles: &[String]) -> Option<String> {
    titles
        .iter()
        .find(|title| screen.iter().any(|line| line.contains(title.as_str())))
        .cloned()
}

/// The first step (from 1) of each kind of event in a search of `start`: a placement, a
/// removal, a solution.
fn first_steps<P: Show>(start: &P, stop: StopAfter) -> Vec<(u64, Event)> {
    let mut search = Search::new(start.clone(), stop);
    let mut found: Vec<(u64, Event)> = Vec::new();
    let mut step = 0;
    while found.len() < 3 {
        let Some(event) = search.next() else { break };
        step += 1;
        let kind = std::mem::discriminant(&event);
        if found.iter().all(|(_, e)| std::mem::discriminant(e) != kind) {
            found.push((step, event));
        }
    }
    found.sort_by_key(|&(step, _)| step);
    found
}

/// For the `nth` view of `start` (from 1): at the first placement, removal and solution,
/// the marked line is the one the view says the event runs; returns a short picture for
/// the snapshot: the panel at the first of those steps, then the marked line at each, then
/// the rows of `names` under the board, each as first seen (the bit sets of sudoku show
/// only while a cell is being filled).
fn check_view<P: Show + crate::problems::Puzzle>(start: P, nth: usize, names: &[&str]) -> String {
    let view = start.code_views()[nth - 1];
    let mut app = App::new(Start::board(start.clone()), THEME);
    let mut picture = Vec::new();
    let mut rows = Vec::new();
    for (index, (step, event)) in first_steps(&start, P::STOP).into_iter().enumerate() {
        let cs = if index == 0 {
            "c".repeat(nth)
        } else {
            String::new()
        };
        let screen = screen_after(&mut app, &format!("{cs}g{step}E"));
        let code = panel(&screen, &view.title(crate::app::Lang::En))
            .expect("BUG: the view's panel is drawn");
        let marked: Vec<&String> = code.iter().filter(|l| l.starts_with('▶')).collect();
        let lines = view.lines_in(crate::app::Lang::En);
        let expected = lines[view.line(Some(event)).expect("BUG: an event")].trim();
        assert_eq!(marked.len(), 1, "{code:?}");
        assert_eq!(
            marked[0].trim_start_matches('▶').trim(),
            expected,
            "step {step}"
        );
        let kind = match event {
            Event::Place { .. } => "place",
            Event::Remove { .. } => "remove",
            Event::Solution => "solution",
        };
        if index == 0 {
            picture.extend(code.iter().cloned());
        }
        picture.push(format!("step {step}, {kind}: {expected}"));
        for name in names {
            // Inside the board's panel, under the board or beside it: from the name on.
            let right = screen[0].chars().position(|c| c == '┐').unwrap_or(0);
            let row = screen.iter().find_map(|line| {
                let board: String = line.chars().take(right).collect();
                let at = board.find(name)?;
                Some(board[at..].trim_end().to_string())
            });
            if let Some(row) = row
                && !rows.iter().any(|r: &String| r.starts_with(name))
            {
                rows.push(row);
            }
        }
    }
    assert_eq!(rows.len(), names.len(), "rows under the board: {rows:?}");
    picture.extend(rows);
    picture.join("\n")
}

fn queens(n: usize) -> QueensBoard {
    QueensBoard::new(n).expect("BUG: a queens size")
}

fn sudoku(side: usize, digits: &str, order: CellOrder) -> SudokuBoard {
    let cells: Vec<u8> = digits.bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(side).expect("BUG: a sudoku side");
    SudokuBoard::new(shape, &cells, order).expect("BUG: a valid puzzle")
}

/// The lesson's traced 4×4 puzzle A4.
const A4_4X4: &str = "0000102004010000";
/// The solution-space tutorial's board for its MRV solver.
const MRV_9X9: &str =
    "000000012000035000000600070700000300000400800100000000000120000080000040050000600";
/// The lesson's 9×9 A1, LeetCode 37's example too.
const A1_9X9: &str =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

#[test]
fn queens_in_the_lessons_trace() {
    let picture = check_view(queens(4), 1, &["isCol", "isBia1", "isBia2"]);
    insta::assert_snapshot!(picture);
}

#[test]
fn queens_in_the_eight_queens_put_queen() {
    let picture = check_view(queens(4), 2, &["ColumnOccupied", "s1", "s2"]);
    insta::assert_snapshot!(picture);
}

#[test]
fn queens_in_the_depth_first_dfs() {
    let picture = check_view(queens(4), 3, &[]);
    insta::assert_snapshot!(picture);
}

#[test]
fn sudoku_4x4_in_the_lessons_solve() {
    let board = sudoku(4, A4_4X4, CellOrder::Row);
    let picture = check_view(board, 1, &["rowBit[", "colBit[", "blockBit["]);
    insta::assert_snapshot!(picture);
}

#[test]
fn sudoku_9x9_in_the_lessons_solve() {
    let board = sudoku(9, A1_9X9, CellOrder::Row);
    let picture = check_view(board, 1, &["rowBit[", "blockBit["]);
    insta::assert_snapshot!(picture);
}

#[test]
fn sudoku_9x9_in_leetcode_37() {
    let board = sudoku(9, A1_9X9, CellOrder::Row);
    let picture = check_view(board, 2, &["board[", "isValid"]);
    insta::assert_snapshot!(picture);
}

#[test]
fn sudoku_mrv_in_the_solution_space_solve() {
    let board = sudoku(9, MRV_9X9, CellOrder::Mrv);
    let picture = check_view(board, 1, &["CanPlace"]);
    insta::assert_snapshot!(picture);
}

#[test]
fn permutations_in_the_solution_space_solve() {
    let three = Permutations::new(3).expect("BUG: a size");
    let picture = check_view(three, 1, &["m_solution", "m_used"]);
    insta::assert_snapshot!(picture);
}

/// Every preset of every problem: `c` shows each of its board's views once, then the
/// pseudo-code again; a board no tutorial covers stays on the pseudo-code.
#[test]
fn every_problems_views_cycle_with_c_and_back_to_the_pseudo_code() {
    let pseudo = "Pseudo-code".to_string();
    let routines = [
        "trace(row)",
        "putQueen(x)",
        "dfs",
        "Solve(row, col), 4×4",
        "Solve(row, col), 9×9",
        "backtracking",
        "Solve, DecideNextPlace",
        "Solve(state)",
    ];
    let titles: Vec<String> = std::iter::once(pseudo.clone())
        .chain(routines.iter().map(|r| format!("· {r} ")))
        .collect();
    let mut seen = Vec::new();
    for entry in PROBLEMS {
        for (index, preset) in entry.presets().iter().enumerate() {
            let board = entry.open_preset(index).expect("BUG: presets open");
            let start = Start::Board {
                title: None,
                board,
                stop: Some(preset.stop),
            };
            let mut app = App::new(start, THEME);
            let first = code_title(&screen_after(&mut app, ""), &titles);
            assert_eq!(first.as_ref(), Some(&pseudo), "{}", preset.name);
            let mut shown = Vec::new();
            loop {
                let title = code_title(&screen_after(&mut app, "c"), &titles)
                    .unwrap_or_else(|| panic!("{}: no code panel", preset.name));
                if title == pseudo {
                    break;
                }
                assert!(!shown.contains(&title), "{}: {title} twice", preset.name);
                assert!(shown.len() < routines.len(), "{}", preset.name);
                shown.push(title);
            }
            seen.push((preset.name, shown.len()));
        }
    }
    let count = |name: &str| seen.iter().find(|(n, _)| *n == name).map(|&(_, c)| c);
    assert_eq!(count("queens-4"), Some(3));
    assert_eq!(count("4x4-a4"), Some(1));
    assert_eq!(count("9x9-a4"), Some(2));
    assert_eq!(count("9x9-mrv"), Some(1));
    assert_eq!(count("perms-3"), Some(1));
    let subset_sum = PROBLEMS.iter().find(|e| e.name() == "subset-sum");
    let first = subset_sum.map(|e| e.presets()[0].name);
    assert_eq!(first.and_then(count), Some(0));
}

/// A view stays while it fits the board: switching sudoku's cell order drops the lesson's
/// row-order code for the pseudo-code, and the MRV code only fits MRV.
#[test]
fn a_view_that_no_longer_fits_gives_way_to_the_pseudo_code() {
    let board = sudoku(9, A1_9X9, CellOrder::Row);
    let mut app = App::new(Start::board(board), THEME);
    let titles: Vec<String> = [
        "Pseudo-code",
        "· Solve(row, col), 9×9 ",
        "· Solve, DecideNextPlace ",
    ]
    .map(String::from)
    .to_vec();
    let shown = |app: &mut App, keys: &str| code_title(&screen_after(app, keys), &titles);
    assert_eq!(shown(&mut app, "c"), Some(titles[1].clone()));
    assert_eq!(shown(&mut app, "o"), Some(titles[0].clone()), "MRV now");
    assert_eq!(shown(&mut app, "c"), Some(titles[2].clone()));
    assert_eq!(
        shown(&mut app, "o"),
        Some(titles[0].clone()),
        "row order again"
    );
}

/// With the depth-first tutorial's code shown, the log prints the board after each set and
/// reset, a row a line, as that tutorial's `log` does.
#[test]
fn the_log_follows_the_depth_first_printout() {
    let mut app = App::new(Start::board(queens(4)), THEME);
    // A log tall enough for a whole printout beside the board.
    let screen = screen_sized(&mut app, "cccg3E", 120, 60);
    let log = panel(&screen, " Log ").expect("BUG: the log is drawn");
    let printout: Vec<&str> = log.iter().map(|line| line.trim()).collect();
    let at = printout
        .iter()
        .position(|line| line.ends_with("unplace(1, 2): reset state:"))
        .expect("the reset of step 3");
    assert_eq!(
        printout[at + 1..at + 5],
        ["Q . . .", ". . x x", ". x . x", ". x x ."]
    );
}

/// Every view a board can show has its comments in Chinese: the same lines, the same
/// code, only the words after `//` changed; and Chinese shows them in the panel.
#[test]
fn every_views_comments_are_in_chinese_too() {
    let boards: Vec<Vec<&'static crate::app::CodeView>> = vec![
        queens(4).code_views(),
        queens(8).code_views(),
        sudoku(4, A4_4X4, CellOrder::Row).code_views(),
        sudoku(9, A1_9X9, CellOrder::Row).code_views(),
        sudoku(9, MRV_9X9, CellOrder::Mrv).code_views(),
        Permutations::new(3).expect("BUG: a size").code_views(),
    ];
    let mut views: Vec<&crate::app::CodeView> = Vec::new();
    for view in boards.into_iter().flatten() {
        if !views.iter().any(|seen| std::ptr::eq(*seen, view)) {
            views.push(view);
        }
    }
    assert_eq!(views.len(), 8, "every view of every problem");
    for view in views {
        let english = view.lines_in(crate::app::Lang::En);
        let chinese = view.lines_in(crate::app::Lang::Zh);
        assert_eq!(english.len(), chinese.len());
        for (en, zh) in english.iter().zip(&chinese) {
            match (en.split_once("//"), zh.split_once("//")) {
                // A line with words in it (`3 flags = true`) keeps the tutorial's code
                // around them.
                (None, None) if en != zh => {
                    assert!(!zh.is_ascii(), "{}: {zh}", view.routine);
                    let code = en.split("; ").filter(|code| zh.contains(code.trim()));
                    assert_eq!(code.count(), 1, "{en:?} / {zh:?}");
                }
                (None, None) => {}
                (Some((code, _)), Some((code_zh, comment))) => {
                    assert_eq!(code, code_zh, "the code is the tutorial's");
                    assert!(!comment.is_ascii(), "{}: {zh}", view.routine);
                }
                _ => panic!("{en:?} / {zh:?}"),
            }
        }
    }
    let chinese = THEME.speaking(crate::app::Lang::Zh);
    let mut app = App::new(Start::board(queens(8)), chinese);
    let screen = screen_after(&mut app, "ccc>").join("\n");
    assert!(
        screen.contains("// 剪枝") && screen.contains("深搜与回溯(二) · dfs"),
        "{screen}"
    );
}
