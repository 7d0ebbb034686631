//! Sudoku's words under test: seed 000's trace told step by step, the stack's calls, the
//! rules of the singles order, the Chinese, and the line each event runs.

use super::tests::{SEED_000_FOUR, SEED_000_NINE, sudoku};
use super::*;
use crate::app::board::test_support::{self as support, COLOR, MONO, run};
use crate::app::words::catalogued::Catalogued;
use crate::engine::StopAfter;

#[test]
fn narration_follows_seed_000_trace() {
    let mut search = Search::new(sudoku(SEED_000_FOUR, CellOrder::Row), StopAfter::First);
    let said: Vec<String> = (0..11)
        .map(|_| {
            let event = search.next().unwrap();
            SudokuBoard::narrate(&search, event, Telling::numbered(Numbering::FromZero))
        })
        .collect();
    assert_eq!(
        said,
        [
            "(0,0) = 2",
            "(0,1) = 3",
            "(0,2) = 1",
            "(0,3) = 4",
            "(1,1) has no candidate left: back to (0,3), remove 4",
            "(0,3) has no candidate left to try (4 failed): back to (0,2), remove 1",
            "(0,2) = 4",
            "(0,3) has no candidate left: back to (0,2), remove 4",
            "(0,2) has no candidate left to try (1,4 failed): back to (0,1), remove 3",
            "(0,1) has no candidate left to try (3 failed): back to (0,0), remove 2",
            "(0,0) = 3",
        ]
    );
}

#[test]
fn frames_code_and_heading() {
    let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 6);
    let board = search.problem();
    let labels: Vec<String> = search
        .frames()
        .iter()
        .map(|f| board.frame_label(f, Telling::numbered(Numbering::FromZero)))
        .collect();
    assert_eq!(
        labels,
        [
            "solve(r=0,c=0) = 2 left 2",
            "solve(r=0,c=1) = 3 left 0",
            "solve(r=0,c=2) tried 1 left 1",
        ]
    );
    let first = StopAfter::First;
    let code = board.pseudo_code(first, Lang::En);
    assert!(code[board.code_line(last, first).unwrap()].contains("clear the 3 bits"));
    let output = board.code_line(Some(Event::Solution), first).unwrap();
    assert_eq!(
        code[output].trim(),
        "if r == N: output the grid; return true"
    );
    assert!(
        code.iter()
            .any(|l| l == "      if solve(r, c+1): return true")
    );
    let all = board.pseudo_code(StopAfter::Exhaustion, Lang::En);
    assert_eq!(all[output].trim(), "if r == N: output the grid; return");
    assert_eq!(board.heading(Lang::En), "Sudoku 4×4 · row order");
    let mrv = sudoku(SEED_000_FOUR, CellOrder::Mrv);
    assert_eq!(mrv.heading(Lang::En), "Sudoku 4×4 · MRV");
    assert!(mrv.pseudo_code(first, Lang::En)[2].contains("fewest candidates"));
    assert!(
        mrv.pseudo_code(first, Lang::En)[mrv.code_line(last, first).unwrap()].contains("clear")
    );
}

#[test]
fn chinese_pseudo_code_runs_line_for_line_with_the_english() {
    for order in CellOrder::ALL {
        let board = sudoku(SEED_000_FOUR, order);
        for stop in [StopAfter::First, StopAfter::Exhaustion] {
            let en = board.pseudo_code(stop, Lang::En);
            let zh = board.pseudo_code(stop, Lang::Zh);
            support::same_lines(&en, &zh);
            let events = [
                Event::Place { slot: 0, choice: 1 },
                Event::Remove { slot: 0, choice: 1 },
                Event::Solution,
            ];
            for event in events {
                let line = board.code_line(Some(event), stop).unwrap();
                assert!(!zh[line].is_ascii(), "{order:?}: {}", zh[line]);
            }
        }
    }
}

#[test]
fn the_heading_in_chinese_names_the_order() {
    let nine = sudoku(SEED_000_NINE, CellOrder::Mrv);
    assert_eq!(nine.heading(Lang::Zh), "数独 9×9 · 最少候选数(MRV)");
}

#[test]
fn the_singles_rules_are_told_in_chinese() {
    let board = sudoku(SEED_000_NINE, CellOrder::Singles);
    let tell = Telling {
        lang: Lang::Zh,
        ..Telling::default()
    };
    let mut search = Search::new(board, StopAfter::First);
    let mut said = Vec::new();
    while let Some(event) = search.next() {
        said.push(SudokuBoard::narrate(&search, event, tell));
    }
    let told = |words: &str| said.iter().filter(|s| s.contains(words)).count();
    assert!(told("能填这里") > 0, "only candidate");
    assert!(told("宫只有这一格") > 0, "only cell in a box");
    assert!(told("猜一个") > 0, "a guess");
    assert!(told("回溯到") > 0, "a removal");
    assert_eq!(said.last().unwrap(), "第 1 个解：每一格都填好了");
    let rule = said.iter().find(|s| s.contains("能填这里")).unwrap();
    assert!(
        rule.starts_with('(') && rule.contains(" = ") && rule.contains("：只有 "),
        "{rule}"
    );
}

#[test]
fn singles_narration_names_the_rule_and_forced_digits_look_different() {
    let board = sudoku(SEED_000_NINE, CellOrder::Singles);
    assert_eq!(board.heading(Lang::En), "Sudoku 9×9 · singles");
    let mut search = Search::new(board, StopAfter::First);
    let mut said = Vec::new();
    let mut lines = Vec::new();
    while let Some(event) = search.next() {
        if said.len() < 400 {
            said.push(SudokuBoard::narrate(
                &search,
                event,
                Telling::numbered(Numbering::FromZero),
            ));
            lines.push(search.problem().code_line(Some(event), StopAfter::First));
        }
    }
    // Inkala's puzzle: the first placement is a guess, the rules show up in their words.
    assert_eq!(
        said[0],
        "(7,6) = 3, a guess: no single left, fewest candidates (2)"
    );
    assert!(
        said.iter()
            .any(|s| s.ends_with("fits here") && s.contains(": only "))
    );
    assert!(
        said.iter()
            .any(|s| s.contains(" has only this cell in box "))
    );
    assert!(
        said.iter()
            .any(|s| s.contains(" has only this cell in row "))
    );
    // The pseudo-code line: the rule that chose the cell.
    let code = search.problem().pseudo_code(StopAfter::First, Lang::En);
    assert!(code[lines[0].unwrap()].contains("fewest candidates"));
    for (words, line) in said.iter().zip(&lines) {
        if words.ends_with("fits here") {
            assert!(code[line.unwrap()].contains("one candidate"), "{words}");
        }
    }
    let board = search.problem();
    let forced = (0..81).find(|&c| board.rule(c).is_some_and(Rule::is_forced));
    let guessed = (0..81).find(|&c| board.rule(c) == Some(Rule::Guess));
    let view = SudokuView::new(&search, None, SudokuOptions::default());
    for theme in [COLOR, MONO] {
        assert_ne!(
            view.value_style(forced.unwrap(), &theme),
            view.value_style(guessed.unwrap(), &theme)
        );
    }
}

#[test]
fn every_event_of_a_whole_run_marks_the_line_it_runs() {
    let row_order = |output| {
        move |_: &SudokuBoard, event| match event {
            Event::Place { .. } => "(r,c) = v; set the 3 bits",
            Event::Remove { .. } => "(r,c) = 0; clear the 3 bits",
            Event::Solution => output,
        }
    };
    let mrv = |output| {
        move |_: &SudokuBoard, event| match event {
            Event::Place { .. } => "(r,c) = v; set row, col and box bits",
            Event::Remove { .. } => "(r,c) = 0; clear the 3 bits",
            Event::Solution => output,
        }
    };
    // A placement in the singles order shows the rule that chose its cell.
    let singles = |output| {
        move |board: &SudokuBoard, event| match event {
            Event::Place { slot, .. } => match board.rule(slot as usize) {
                Some(Rule::OnlyCandidate) => "if a cell has one candidate v:",
                Some(Rule::OnlyCell(_)) => "elif a value v has one cell left in a unit:",
                Some(Rule::Guess) => "else: (r,c) = the cell with fewest candidates",
                None => "(r,c) = v; set row, col and box bits",
            },
            Event::Remove { .. } => "(r,c) = 0; clear the 3 bits",
            Event::Solution => output,
        }
    };
    for (stop, first) in [(StopAfter::First, true), (StopAfter::Exhaustion, false)] {
        let output = |all: &'static str, first_form: &'static str| {
            if first { first_form } else { all }
        };
        // Every line an event runs is met, but where a run to the first solution
        // never takes a digit back (the lines of a removal and, in MRV and singles
        // order on the 4×4, every removal: its cells are all forced).
        let check = |met: std::collections::BTreeSet<&str>, output: &str, lines: usize| {
            assert!(met.contains(output), "{met:?}");
            let taken_back = met.iter().any(|line| line.contains("clear the 3 bits"));
            assert_eq!(
                met.len() + usize::from(first && !taken_back),
                lines,
                "{met:?}"
            );
        };
        let four = sudoku(SEED_000_FOUR, CellOrder::Row);
        let solved = output(
            "if r == N: output the grid; return",
            "if r == N: output the grid; return true",
        );
        check(
            support::walk_running_lines(&four, stop, None, row_order(solved)),
            solved,
            3,
        );
        let solved = output(
            "if no cell is empty: output the grid; return",
            "if no cell is empty: output the grid; return true",
        );
        let four = sudoku(SEED_000_FOUR, CellOrder::Mrv);
        check(
            support::walk_running_lines(&four, stop, None, mrv(solved)),
            solved,
            3,
        );
        let nine = sudoku(SEED_000_NINE, CellOrder::Singles);
        check(
            support::walk_running_lines(&nine, stop, None, singles(solved)),
            solved,
            5,
        );
    }
    // Each tutorial's code that fits a board, as its page writes the lines.
    let views = [
        (
            sudoku(SEED_000_FOUR, CellOrder::Row),
            0,
            [
                "3 bits = 1; data[row][col] = num",
                "3 bits = 0; data[row][col] = 0",
                "if row == 4: answer++; Print()",
            ],
        ),
        (
            sudoku(SEED_000_NINE, CellOrder::Row),
            0,
            [
                "3 bits = 1; data[i][j] = num",
                "3 bits = 0; data[i][j] = 0",
                "Print(); return true",
            ],
        ),
        (
            sudoku(SEED_000_NINE, CellOrder::Row),
            1,
            ["board[i][j] = k", "board[i][j] = '.'", "return true"],
        ),
        (
            sudoku(SEED_000_NINE, CellOrder::Mrv),
            0,
            [
                "state.PlaceNumber(i)  // Place,",
                "state.RemoveNumber(i)  // Remove",
                "PrintBoard(); bSolved = true; return",
            ],
        ),
    ];
    for (board, nth, [place, remove, output]) in views {
        let view = board.code_views()[nth];
        let met =
            support::walk_running_lines(
                &board,
                StopAfter::First,
                Some(view),
                |_, event| match event {
                    Event::Place { .. } => place,
                    Event::Remove { .. } => remove,
                    Event::Solution => output,
                },
            );
        assert_eq!(met.len(), 3, "{}: {met:?}", view.routine);
    }
}

/// Everything the board tells of `board` in `lang`, under the pseudo-code and each
/// tutorial's code, for its first `steps` events: the heading, the solution calls, the
/// stack's calls, the log, the header and labels of the bit sets, the legend and the
/// board drawn. Also whether a removal and a solution were among the events.
fn told_in(board: &SudokuBoard, lang: Lang, steps: usize) -> (Vec<String>, bool, bool) {
    let theme = COLOR.speaking(lang);
    let mut said = vec![board.heading(lang)];
    said.extend((0..4).flat_map(|width| legend(width, &theme).into_iter().map(|(text, _)| text)));
    let (mut removed, mut solved) = (false, false);
    let views = board.code_views().into_iter().map(Some);
    for code in std::iter::once(None).chain(views) {
        let tell = Telling {
            code,
            lang,
            ..Telling::default()
        };
        said.push(board.solution_call(None, tell));
        let mut search = Search::new(board.clone(), StopAfter::Exhaustion);
        for _ in 0..steps {
            let Some(event) = search.next() else { break };
            removed |= matches!(event, Event::Remove { .. });
            solved |= event == Event::Solution;
            said.push(SudokuBoard::narrate(&search, event, tell));
            let frames = search.frames();
            said.extend(frames.iter().map(|f| search.problem().frame_label(f, tell)));
            if let Some(frame) = frames.last() {
                said.push(search.problem().solution_call(Some(frame), tell));
                let n = board.shape().side();
                let cell = frame.slot() as usize;
                let labels = Labels::new(
                    board.shape(),
                    (cell / n, cell % n),
                    code,
                    tell.numbering,
                    lang,
                );
                said.extend(labels.long.into_iter().chain(labels.short));
            }
            let view = SudokuView::new(&search, Some(event), SudokuOptions::default());
            said.extend(view.headers(tell.numbering, lang));
        }
        for pencil_marks in [false, true] {
            let buf = support::render(
                &search,
                None,
                SudokuOptions { pencil_marks },
                &theme,
                60,
                30,
            );
            said.push(crate::app::style::screen_text::screen_text(&buf));
        }
    }
    (said, removed, solved)
}

#[test]
fn a_run_in_traditional_chinese_has_no_simplified_character_and_no_english_word() {
    use crate::app::words::{english_in, simplified_in};
    let names: Vec<&str> = <SudokuBoard as Catalogued>::CODE_NAMES
        .iter()
        .copied()
        .chain(["isValid", "CanPlace", "curX", "curY"])
        .collect();
    let (mut removed, mut solved) = (false, false);
    let boards = CellOrder::ALL.into_iter().flat_map(|order| {
        [
            (sudoku(SEED_000_FOUR, order), usize::MAX),
            (sudoku(SEED_000_NINE, order), 60),
        ]
    });
    for (board, steps) in boards {
        let (said, removal, solution) = told_in(&board, Lang::ZhTw, steps);
        (removed, solved) = (removed || removal, solved || solution);
        for text in &said {
            assert_eq!(simplified_in(text), [], "{text}");
            assert_eq!(
                support::english_left(text, &names),
                [] as [&str; 0],
                "{text}"
            );
        }
        // The code's lines: only their words change, and those are traditional Chinese.
        let listings = std::iter::once(board.code_table())
            .chain(board.code_views().into_iter().map(|view| view.lines));
        for listing in listings {
            for line in listing.0 {
                let text = line.text_in(Lang::ZhTw);
                assert_eq!(simplified_in(&text), [], "{text}");
                if let Some(id) = line.said {
                    assert_eq!(english_in(id.get(Lang::ZhTw)), [] as [&str; 0], "{text}");
                    assert_ne!(text, line.text_in(Lang::En));
                }
            }
        }
        for stop in [StopAfter::First, StopAfter::Exhaustion] {
            let en = board.pseudo_code(stop, Lang::En);
            support::same_lines(&en, &board.pseudo_code(stop, Lang::ZhTw));
        }
        for view in board.code_views() {
            support::same_lines(&view.lines_in(Lang::En), &view.lines_in(Lang::ZhTw));
        }
    }
    assert!(removed && solved, "the runs met a removal and a solution");
}

#[test]
fn the_first_backtrack_reads_as_before_in_english_and_chinese() {
    let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 5);
    let board = search.problem();
    let told = |lang| {
        let tell = Telling {
            lang,
            ..Telling::numbered(Numbering::FromZero)
        };
        let frame = search.frames().last().unwrap();
        let view = SudokuView::new(&search, last, SudokuOptions::default());
        [
            board.heading(lang),
            SudokuBoard::narrate(&search, last.unwrap(), tell),
            board.frame_label(frame, tell),
            board.solution_call(Some(frame), tell),
            view.headers(Numbering::FromZero, lang)[0].clone(),
            board.pseudo_code(StopAfter::First, lang)
                [board.code_line(last, StopAfter::First).unwrap()]
            .to_string(),
        ]
    };
    assert_eq!(
        told(Lang::En),
        [
            "Sudoku 4×4 · row order",
            "(1,1) has no candidate left: back to (0,3), remove 4",
            "solve(r=0,c=3) tried 4 left 0",
            "solve(r=0,c=4): past the end, output",
            "filling (0,3): 1 candidate",
            "      (r,c) = 0; clear the 3 bits",
        ]
    );
    assert_eq!(
        told(Lang::Zh),
        [
            "数独 4×4 · 按行",
            "(1,1) 没有候选数了：回溯到 (0,3)，撤回 4",
            "solve(r=0,c=3) 试过 4 剩 0",
            "solve(r=0,c=4): 越过最后一格，输出",
            "正在填 (0,3)：1 个候选数",
            "      (r,c) = 0; 清 3 个位",
        ]
    );
    let nine = sudoku(SEED_000_NINE, CellOrder::Mrv);
    let view = nine.code_views()[0];
    let comments = |lang| view.lines_in(lang)[7..11].join("\n");
    assert_eq!(
        comments(Lang::Zh),
        "    state.PlaceNumber(i)  // 放置 Place，\n      // 再 DecideNextPlace()\n    \
         Solve(state)\n    state.RemoveNumber(i)  // 撤回 Remove"
    );
    assert_eq!(
        comments(Lang::En),
        "    state.PlaceNumber(i)  // Place,\n      // then DecideNextPlace()\n    \
         Solve(state)\n    state.RemoveNumber(i)  // Remove"
    );
}
