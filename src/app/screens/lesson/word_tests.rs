//! The tests of a lesson's breakpoints in the teacher's words: read on the scene's board
//! as the player's prompt reads them, in every language, told with their place in the
//! file when wrong, and written back in a form that reads the same.

use std::path::Path;

use super::open::{self, Opened};
use super::*;
use crate::engine::Condition;

/// A lesson of one scene, `scene` its lines (the problem and its puzzle) and `view` its
/// view, with a `break` stop for each of `breaks`, in order.
fn lesson_with(scene: &str, view: &str, breaks: &[&str]) -> String {
    let mut text = format!("lang = \"zh\"\n\n[[scene]]\n{scene}\nview = \"{view}\"\n");
    for condition in breaks {
        let quoted = toml::Value::String((*condition).to_owned()).to_string();
        text += &format!("\n[[scene.stop]]\nbreak = {quoted}\ncaption = \"停\"\n");
    }
    text
}

/// Each stop of the one scene of `text` as read on its board, or why it is none.
fn read_on_board(text: &str) -> Vec<Result<At<Condition>, String>> {
    let lesson = Lesson::parse(text).unwrap_or_else(|faults| panic!("{faults:?}\n{text}"));
    let Opened { stops, .. } = open::open_scene(&lesson.scenes[0], Path::new("."))
        .unwrap_or_else(|(_, why)| panic!("{why}\n{text}"));
    (stops.into_iter())
        .map(|stop| stop.map_err(|(_, why)| why))
        .collect()
}

const EIGHT_QUEENS: &str = "problem = \"queens\"\nargs = [\"8\"]";
const SUDOKU_A4: &str = "problem = \"sudoku\"\npreset = \"9x9-a4\"";
const AUSTRALIA: &str = "problem = \"graph-colouring\"\npreset = \"australia\"";

#[test]
fn a_break_is_read_in_every_language_as_the_prompt_reads_it() {
    let queen = Ok(At::Break(Condition::Place { slot: 5, choice: 3 }));
    let forms = [
        "place 5:3",
        "row5=3",
        "Row 5 = 3",
        "行5=3",
        "行 5 = 3",
        "列5=3",
        "行５＝３",
    ];
    let text = lesson_with(EIGHT_QUEENS, "pseudo-code", &forms);
    assert_eq!(read_on_board(&text), vec![queen; forms.len()]);
    // Cell (4,4) of the 9×9 A4 is the engine's slot 40.
    let cell = Ok(At::Break(Condition::Place {
        slot: 40,
        choice: 7,
    }));
    let forms = ["place 40:7", "cell(4,4)=7", "格(4,4)=7", "格（4，4）＝7"];
    let text = lesson_with(SUDOKU_A4, "pseudo-code", &forms);
    assert_eq!(read_on_board(&text), vec![cell; forms.len()]);
    // A region by its name in the map, a colour in any language's name for it.
    let forms = ["SA=red", "region SA = red", "SA=红", "区域 SA=红", "SA=紅"];
    let text = lesson_with(AUSTRALIA, "pseudo-code", &forms);
    let read = read_on_board(&text);
    assert!(
        matches!(read[0], Ok(At::Break(Condition::Place { .. }))),
        "{read:?}"
    );
    assert!(read.iter().all(|stop| *stop == read[0]), "{read:?}");
}

#[test]
fn a_break_counts_places_as_the_scenes_code_does() {
    // The lesson's tables count from 1, the pseudo-code from 0: the first queen of each.
    let first = Ok(At::Break(Condition::Place { slot: 0, choice: 0 }));
    let text = lesson_with(EIGHT_QUEENS, "lesson", &["行1=1"]);
    let from_one = read_on_board(&text);
    let text = lesson_with(EIGHT_QUEENS, "pseudo-code", &["行0=0"]);
    assert_eq!(read_on_board(&text), [first]);
    assert_eq!(from_one, read_on_board(&text));
}

#[test]
fn a_break_the_board_refuses_is_told_at_its_string() {
    let text = lesson_with(EIGHT_QUEENS, "pseudo-code", &["depth=2", "行9=3", "皇后5"]);
    let lesson = Lesson::parse(&text).expect("read: only the board judges the words");
    let (faults, _) = open::check(&lesson, &text, Path::new("."));
    // The line of the break that holds `written`; its string starts at column 9.
    let line = |written: &str| {
        let at = text.lines().position(|line| line.contains(written));
        at.expect("a break") + 1
    };
    let told: Vec<String> = faults.iter().map(Fault::to_string).collect();
    assert_eq!(
        told,
        [
            format!(
                "{}:9: row 9 is beyond this board: it has 0 to 7",
                line("行9=3")
            ),
            format!(
                "{}:9: `皇后5` is not a condition: type rowR=C, {}",
                line("皇后5"),
                crate::engine::FORMS
            ),
        ]
    );
}

#[test]
fn a_lesson_with_breaks_in_words_writes_back_the_same() {
    let forms = ["行5=3", "row 2 = 0", "列5=3", "unwind>=2", "place 7:7"];
    let text = lesson_with(EIGHT_QUEENS, "lesson", &forms);
    let lesson = Lesson::parse(&text).expect("a good lesson");
    let written = write::write(&lesson);
    assert!(written.contains("break = \"行5=3\""), "{written}");
    let again = Lesson::parse(&written).unwrap_or_else(|faults| panic!("{faults:?}\n{written}"));
    let stops = |lesson: &Lesson| {
        (lesson.scenes.iter())
            .flat_map(|scene| scene.stops.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(stops(&again), stops(&lesson));
    assert_eq!(read_on_board(&written), read_on_board(&text));
}
