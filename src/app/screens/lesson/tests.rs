//! The tests of reading and writing lesson files.

use super::*;

const TWO_SCENES: &str = r#"
title = { en = "Orders", zh = "顺序" }
lang = "zh"

[[scene]]
problem = "sudoku"
preset = "9x9-a4"
order = "mrv"
mode = "first"
view = "lesson"
tree = true

[[scene.stop]]
at = 1
caption = { en = "The first cell", zh = "第一个格子", zh-TW = "第一個格子" }

[[scene.stop]]
break = "place 40:7"
caption = "cell (4,4) = 7"

[[scene]]
problem = "subset-sum"
args = ["3", "34", "4", "--target", "9"]

[[scene.stop]]
at = "solution:1"
caption = "a \"subset\"\nwith two lines"

[[scene.stop]]
at = "end"
caption = "the end"
"#;

#[test]
fn a_lesson_is_read_into_its_scenes_and_stops() {
    let lesson = Lesson::parse(TWO_SCENES).expect("a good lesson");
    assert_eq!(lesson.lang, Some(Lang::Zh));
    assert_eq!(
        lesson.title.as_ref().map(|t| t.get(Lang::ZhTw)),
        Some("顺序")
    );
    let [first, second] = lesson.scenes.as_slice() else {
        panic!("two scenes: {lesson:?}");
    };
    assert_eq!(first.problem, "sudoku");
    assert_eq!(first.source, Source::Preset("9x9-a4".into()));
    assert_eq!(first.order.as_deref(), Some("mrv"));
    assert_eq!(first.mode, Some(Mode::First));
    assert_eq!(
        first.view,
        CodeShown::Tutorial(crate::problems::Tutorial::Lesson)
    );
    assert!(first.tree);
    let ats: Vec<At> = first.stops.iter().map(|stop| stop.at.clone()).collect();
    let place = "place 40:7".to_string();
    assert_eq!(ats, [At::Step(Target::Step(1)), At::Break(place)]);
    let caption = &first.stops[0].caption;
    assert_eq!(caption.get(Lang::En), "The first cell");
    assert_eq!(caption.get(Lang::ZhTw), "第一個格子");
    // A caption in one language is shown in every language.
    assert_eq!(first.stops[1].caption.get(Lang::En), "cell (4,4) = 7");
    let args = ["3", "34", "4", "--target", "9"].map(String::from).to_vec();
    assert_eq!(second.source, Source::Args(args));
    assert_eq!(second.view, CodeShown::PseudoCode);
    let ats: Vec<At> = second.stops.iter().map(|stop| stop.at.clone()).collect();
    assert_eq!(ats, [At::Step(Target::Solution(1)), At::Step(Target::End)]);
}

#[test]
fn a_lesson_written_reads_back_the_same() {
    let lesson = Lesson::parse(TWO_SCENES).expect("a good lesson");
    let text = write::write(&lesson);
    let again = Lesson::parse(&text).unwrap_or_else(|faults| panic!("{faults:?}\n{text}"));
    let without_spans = |lesson: &Lesson| {
        let mut lesson = lesson.clone();
        for scene in &mut lesson.scenes {
            scene.spans = SceneSpans::default();
        }
        lesson
    };
    assert_eq!(without_spans(&again), without_spans(&lesson));
    assert!(text.contains("break = \"place 40:7\""), "{text}");
}

#[test]
fn every_mistake_is_told_with_its_line_and_column() {
    let text = "lang = \"fr\"\n[[scene]]\nproblem = \"queens\"\nmode = \"some\"\n\
                view = \"nowhere\"\n[[scene.stop]]\ncaption = \"c\"\n\
                [[scene.stop]]\nat = \"solution:0\"\ncaption = \"c\"\n\
                [[scene.stop]]\nat = 3\nbreak = \"solution\"\ncaption = \"c\"\n";
    let faults = Lesson::parse(text).expect_err("mistakes");
    let places: Vec<(usize, usize)> = faults.iter().map(|f| (f.line, f.column)).collect();
    assert_eq!(
        places,
        [(1, 8), (4, 8), (5, 8), (6, 1), (9, 6), (13, 9)],
        "{faults:?}"
    );
    assert!(faults[3].what.contains("`at = N`"), "{}", faults[3]);
    assert!(faults[4].what.contains("numbered from 1"), "{}", faults[4]);
    assert_eq!(
        faults[0].to_string(),
        "1:8: unknown language `fr`: give en, zh or zh-TW"
    );
    // A key the format does not know is named, where it is.
    let faults = Lesson::parse("[[scene]]\nproblem = \"queens\"\nsize = 8\n").expect_err("a key");
    assert_eq!((faults[0].line, faults[0].column), (3, 1), "{faults:?}");
    assert!(faults[0].what.contains("size"), "{}", faults[0]);
    // No scene at all.
    let faults = Lesson::parse("title = \"empty\"\n").expect_err("no scene");
    assert!(faults[0].what.contains("[[scene]]"), "{}", faults[0]);
}

#[test]
fn columns_count_characters_not_bytes() {
    let fault = Fault::at("caption = \"皇后\" x", 17, "here");
    assert_eq!((fault.line, fault.column), (1, 14));
}

#[test]
fn a_stop_or_a_caption_of_the_wrong_kind_is_told_in_plain_words() {
    let lesson = "[[scene]]\nproblem = \"queens\"\nargs = [\"4\"]\n\n[[scene.stop]]\nat = -5\n";
    let faults = Lesson::parse(lesson).expect_err("-5 is no step");
    assert_eq!(
        faults[0].to_string(),
        "6:6: a stop's `at` is a step number from 0, `solution:K` (the K-th solution, from 1) \
         or `end`"
    );
    let faults = Lesson::parse("title = 3\n").expect_err("3 is no title");
    assert!(
        faults[0]
            .to_string()
            .starts_with("1:9: a caption or a title is a text in quotes"),
        "{faults:?}"
    );
    assert!(!faults[0].to_string().contains("enum"));
}

#[test]
fn columns_after_a_byte_order_mark_are_counted_as_an_editor_shows_them() {
    let faults = Lesson::parse("\u{feff}title = 3\n").expect_err("3 is no title");
    assert!(faults[0].to_string().starts_with("1:9: "), "{faults:?}");
}
