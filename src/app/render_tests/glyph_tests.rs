//! The characters of every screen: nothing but ASCII in ASCII mode, no wide glyph split,
//! no English word on a Chinese screen but the names of code, and traditional characters
//! only on a traditional one.

use super::*;

/// Where in `buf` a cell holds something other than ASCII, with the row it is on.
fn non_ascii(buf: &Buffer) -> Option<String> {
    let area = buf.area;
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if !buf[(x, y)].symbol().is_ascii() {
                let row: String = (area.left()..area.right())
                    .map(|x| buf[(x, y)].symbol())
                    .collect();
                return Some(format!("({x},{y}) {:?} in {row}", buf[(x, y)].symbol()));
            }
        }
    }
    None
}

#[test]
fn ascii_mode_draws_nothing_but_ascii_on_any_screen() {
    // Each start with whether its search is too large to reach a solution or its end here.
    let starts = [
        ("menu", Start::Menu, false),
        ("queens 4", queens(4), false),
        ("queens 8", queens(8), false),
        ("queens 64", queens(64), true),
        ("permutations 3", permutations(3), false),
        ("permutations 6", permutations(6), false),
        ("permutations 12", permutations(12), true),
        ("seed 000 A4", seed_000_a4(), false),
        ("hardest", hardest(), false),
        ("hardest MRV", hardest_mrv(), false),
        ("subset sum", subset_sum(), false),
        ("subset sum 5", subset_sum_5(), false),
        ("empty 16", empty_sudoku(16), true),
        ("empty 25", empty_sudoku(25), true),
        ("australia", australia(), false),
        ("china", Start::board(map("china")), false),
        ("compare seed 000 A4", compare_seed_000_a4(), false),
        ("compare australia", compare_australia(), false),
    ];
    // Each start after: nothing, a few steps, a backtrack, a solution (or the end of the
    // menu's list), the help, the go-to prompt, pencil marks; then the too-small screen.
    let keys = [
        "",
        ">>>>>>>",
        "b",
        "n",
        "Z",
        "?",
        "g12",
        "p>>",
        "jjjjjjjjjjjjjjjjjjjjjj",
        "L?",
        "Lg12",
    ];
    let sizes = [
        (250, 70),
        (200, 60),
        (120, 40),
        (80, 24),
        (60, 20),
        (40, 10),
    ];
    for options in [ASCII_MONO, Theme::new(true, true)] {
        for (name, start, large) in &starts {
            for keys in keys {
                if *large && (keys == "n" || keys == "Z") {
                    continue;
                }
                let app = app_after(start.clone(), options, keys);
                for (width, height) in sizes {
                    let buf = draw(&app, width, height);
                    if let Some(found) = non_ascii(&buf) {
                        panic!("{name} after {keys:?} at {width}×{height}: {found}");
                    }
                }
            }
        }
    }
    // A long move under way: the busy status line and footer.
    let mut busy = App::new(queens(64), ASCII_MONO);
    busy.handle_key(KeyEvent::from(KeyCode::End));
    assert!(busy.is_animating(), "64-queens does not end in one frame");
    for (width, height) in sizes {
        let buf = draw(&busy, width, height);
        assert_eq!(non_ascii(&buf), None, "busy at {width}×{height}");
    }
}

/// The wide glyph of `buf` that crosses the right edge or has something drawn over its
/// second cell, if any.
fn split_wide_glyph(buf: &Buffer) -> Option<String> {
    let area = buf.area;
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let symbol = buf[(x, y)].symbol();
            if crate::app::widgets::text::width_of(symbol) < 2 {
                continue;
            }
            let row: String = (area.left()..area.right())
                .map(|x| buf[(x, y)].symbol())
                .collect();
            if x + 1 >= area.right() {
                return Some(format!("{symbol:?} at ({x},{y}) crosses the edge: {row}"));
            }
            let next = buf[(x + 1, y)].symbol();
            if next != " " {
                return Some(format!("{symbol:?} at ({x},{y}) under {next:?}: {row}"));
            }
        }
    }
    None
}

/// Every screen in Chinese, at the sizes a class uses and at odd ones where a cut falls
/// mid-glyph: no wide glyph is split at a border or an edge, and Chinese is drawn.
#[test]
fn chinese_screens_never_split_a_wide_glyph() {
    let starts = [
        ("menu", Start::Menu),
        ("8 queens", queens(8)),
        ("sudoku A4", seed_000_a4()),
        ("permutations 3", permutations(3)),
        ("subset sum", subset_sum()),
        ("australia", australia()),
        ("compare sudoku A4", compare_seed_000_a4()),
        ("compare australia", compare_australia()),
    ];
    // The check finds a glyph with a border drawn over its second half.
    let mut split = Buffer::empty(ratatui::layout::Rect::new(0, 0, 4, 1));
    split.set_string(0, 0, "中", ratatui::style::Style::default());
    assert_eq!(split_wide_glyph(&split), None);
    split[(1, 0)].set_symbol("│");
    assert!(split_wide_glyph(&split).is_some());
    split.set_string(3, 0, "中", ratatui::style::Style::default());
    let keys = [
        "",
        ">>>>>>>",
        "n",
        "?",
        "g12",
        "c",
        "cc>>",
        "jjjjjjjjjjjjjjjjjjjjjj",
        "j?",
    ];
    let sizes = [
        (200, 60),
        (120, 36),
        (80, 24),
        (81, 25),
        (63, 21),
        (49, 13),
        (47, 11),
        (30, 8),
        (7, 3),
    ];
    for (name, start) in &starts {
        for keys in keys {
            let app = app_after(start.clone(), CHINESE, keys);
            for (width, height) in sizes {
                let buf = draw(&app, width, height);
                if let Some(found) = split_wide_glyph(&buf) {
                    panic!("{name} after {keys:?} at {width}×{height}: {found}");
                }
                let text = screen_text(&buf);
                assert!(
                    width < 30
                        || text
                            .chars()
                            .any(|c| crate::app::widgets::text::width_of(&c.to_string()) == 2),
                    "{name} after {keys:?} at {width}×{height}: no Chinese\n{text}"
                );
            }
        }
    }
}

/// The Latin words the Chinese screens may show: the names of the code they quote (the
/// pseudo-code's and each tutorial's, in every order and form), which stay as written.
fn code_names() -> std::collections::BTreeSet<String> {
    use crate::app::Show;
    use crate::engine::StopAfter;
    fn of<P: Show>(board: &P, names: &mut std::collections::BTreeSet<String>) {
        let mut texts = Vec::new();
        for stop in [StopAfter::First, StopAfter::Exhaustion] {
            texts.push(board.pseudo_code(stop, Lang::Zh).join("\n"));
        }
        for view in board.code_views() {
            texts.push(view.lines_in(Lang::Zh).join("\n"));
        }
        for text in &texts {
            names.extend(
                crate::app::words::english_in(text)
                    .into_iter()
                    .map(String::from),
            );
        }
    }
    // The app's own name, as the menu's first line writes it.
    let mut names = std::collections::BTreeSet::from(["backtrack".to_string()]);
    // The keys' names the footer writes, which the help box over it may cut as well.
    names.extend(crate::app::words::KEPT.iter().map(|key| key.to_string()));
    of(&QueensBoard::new(8).expect("a size"), &mut names);
    of(&Permutations::new(3).expect("a size"), &mut names);
    of(&SubsetSum::new(&[3, 4, 5], 9).expect("numbers"), &mut names);
    // A map's region names are the map's own, as a file writes them; the orders are
    // named as the command line types them, over each board of the compare screen.
    for name in ["australia", "china"] {
        let map = map(name);
        of(&map, &mut names);
        for region in map.map().regions() {
            names.insert(region.name.clone());
        }
        names.extend(
            map.in_every_order()
                .iter()
                .map(|b| b.order_name().to_string()),
        );
    }
    for order in CellOrder::ALL {
        names.insert(order.name().to_string());
    }
    for side in [4, 9] {
        for order in CellOrder::ALL {
            let shape = Shape::for_side(side).expect("a side");
            let board = SudokuBoard::new(shape, &vec![0; side * side], order).expect("empty");
            of(&board, &mut names);
        }
    }
    names
}

/// Every Chinese screen a class sees, at the three sizes a class uses: the menu, each
/// problem at its start, mid-search and at a solution, the help, the go-to prompt and the
/// too-small notice show no English word but the names of the code they quote.
#[test]
fn chinese_screens_have_no_english_word_but_code_names() {
    // Simplified and traditional alike; the traditional ones with no simplified character.
    let names = code_names();
    let starts = [
        ("menu", Start::Menu),
        ("4 queens", queens(4)),
        ("8 queens", queens(8)),
        ("sudoku A4", seed_000_a4()),
        ("sudoku 9×9", hardest()),
        ("permutations 3", permutations(3)),
        ("subset sum", subset_sum()),
        ("subset sum of 5", subset_sum_5()),
        ("australia", australia()),
        ("china", Start::board(map("china"))),
        ("compare sudoku A4", compare_seed_000_a4()),
        ("compare australia", compare_australia()),
    ];
    let keys = ["", ">>>>>>>", "n", "?", "g12", "Z", "t>>>", "c>>"];
    for ((name, start), theme) in starts.iter().flat_map(|s| [(s, CHINESE), (s, TRADITIONAL)]) {
        for keys in keys {
            let app = app_after(start.clone(), theme, keys);
            for (width, height) in [(80, 24), (120, 36), (200, 60), (40, 10)] {
                let text = screen_text(&draw(&app, width, height));
                if theme.lang() == Lang::ZhTw {
                    let simplified = crate::app::words::simplified_in(&text);
                    assert!(
                        simplified.is_empty(),
                        "{name} after {keys:?} at {width}×{height}: {simplified:?}\n{text}"
                    );
                }
                let english: Vec<&str> = crate::app::words::english_in(&text)
                    .into_iter()
                    // A name cut by the help box over it, or by the panel's edge, is the
                    // start or the end of a name.
                    .filter(|word| {
                        !names
                            .iter()
                            .any(|name| name.starts_with(word) || name.ends_with(word))
                    })
                    .collect();
                assert!(
                    english.is_empty(),
                    "{name} after {keys:?} at {width}×{height}: {english:?}\n{text}"
                );
            }
        }
    }
}

/// The menu in traditional Chinese at the three sizes a class uses, each entry chosen in
/// turn: the menu's own words (the problems, the presets' titles and descriptions with the
/// tutorials they name, the entries of any size, the footer) show no character that only
/// simplified Chinese writes and no English word. The preview under the description is
/// the board's, and left to the boards' own tests.
#[test]
fn the_traditional_menu_writes_traditional_characters_only() {
    use crate::app::words::{Id, english_in, simplified_in};
    let lang = Lang::ZhTw;
    let mut app = App::new(Start::Menu, Theme::new(false, true).speaking(lang));
    // Each entry's description, in the menu's order.
    let mut descriptions = Vec::new();
    for problem in crate::registry::PROBLEMS {
        for preset in problem.presets() {
            descriptions.push(Id::named(preset.description).get(lang).to_string());
        }
        if let Some(custom) = problem.custom() {
            let id = Id::new(custom.description, &["max"]);
            descriptions.push(id.fill(lang, &[custom.sizes.end()]));
        }
    }
    for (entry, description) in descriptions.iter().enumerate() {
        for (width, height) in [(80, 24), (120, 36), (200, 60)] {
            let text = screen_text(&draw(&app, width, height));
            // The list, the details' frame and title, and the footer: the rows of the
            // description and under it are the list's only, the left of `││`. The
            // description, drawn there, is read whole, as its lines may cut a word.
            let lines = crate::app::widgets::text::wrap(description, usize::from(width - 44));
            let rows: Vec<&str> = text.lines().collect();
            for (row, line) in rows[2..].iter().zip(&lines) {
                assert!(row.contains(line.trim_end()), "{line}\n{text}");
            }
            let mut own: Vec<&str> = rows
                .iter()
                .enumerate()
                .map(|(y, row)| match y >= 2 && y + 2 < rows.len() {
                    true => row.split("││").next().unwrap_or(row),
                    false => row,
                })
                .collect();
            own.push(description);
            let own = own.join("\n");
            let simplified = simplified_in(&own);
            let english: Vec<&str> = english_in(&own)
                .into_iter()
                .filter(|word| *word != "backtrack")
                .collect();
            assert!(
                simplified.is_empty() && english.is_empty(),
                "entry {entry} at {width}×{height}: {simplified:?} {english:?}\n{own}"
            );
        }
        app.handle_key(KeyEvent::from(KeyCode::Down));
    }
}
