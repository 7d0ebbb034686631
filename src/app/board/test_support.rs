//! What the boards' tests share: running a search some steps, drawing it into a buffer,
//! finding symbols and styles in it, and drawing it at every size.

use ratatui::{
    buffer::{Buffer, Cell},
    layout::Rect,
};

use crate::app::{Show, Theme, screen_text};
use crate::engine::{Event, Problem, Search, StopAfter};

pub const COLOR: Theme = Theme::new(false, true);
pub const MONO: Theme = Theme::new(false, false);
pub const ASCII: Theme = Theme::new(true, true);

/// A search of `problem` after its first `steps` events, and the last of them.
pub fn run<P: Problem>(problem: P, steps: usize) -> (Search<P>, Option<Event>) {
    let mut search = Search::new(problem, StopAfter::Exhaustion);
    let mut last = None;
    for _ in 0..steps {
        last = Some(search.next().expect("BUG: the run ended early"));
    }
    (search, last)
}

/// A search of `problem` stopped on the `nth` event (from 1) that `pick` accepts.
pub fn run_to<P: Problem>(
    problem: P,
    nth: usize,
    mut pick: impl FnMut(Event) -> bool,
) -> (Search<P>, Option<Event>) {
    let mut search = Search::new(problem, StopAfter::Exhaustion);
    let mut seen = 0;
    loop {
        let event = search.next().expect("BUG: no such event in the run");
        if pick(event) {
            seen += 1;
            if seen == nth {
                return (search, Some(event));
            }
        }
    }
}

/// The board drawn into a `width` × `height` buffer.
pub fn render<P: Show>(
    search: &Search<P>,
    last: Option<Event>,
    options: P::Options,
    theme: &Theme,
    width: u16,
    height: u16,
) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    P::render_board(search, last, options, None, theme, area, &mut buf);
    buf
}

/// Where in `buf` the symbol `symbol` is, row by row.
pub fn find(buf: &Buffer, symbol: &str) -> Vec<(u16, u16)> {
    let area = buf.area;
    (area.top()..area.bottom())
        .flat_map(|y| (area.left()..area.right()).map(move |x| (x, y)))
        .filter(|&(x, y)| buf[(x, y)].symbol() == symbol)
        .collect()
}

/// Draws the board at every size up to 120×50, inside a larger buffer, and checks that
/// nothing is drawn outside the area, that the board is drawn whenever its compact size
/// fits, and that only the note is drawn when the area is narrower than that.
///
/// ASCII glyphs take as many cells as the others, so one glyph set is enough for the
/// sizes; Chinese words take two cells a glyph, so both languages are drawn.
pub fn sweep<P: Show>(search: &Search<P>, last: Option<Event>, options: P::Options) {
    for theme in [COLOR, ZH] {
        sweep_in(search, last, options, &theme);
    }
}

/// [`sweep`] in one theme.
fn sweep_in<P: Show>(search: &Search<P>, last: Option<Event>, options: P::Options, theme: &Theme) {
    let need = search.problem().board_min_size();
    let needs = crate::app::words::NEEDS.fill(theme.lang(), &[&""]);
    let needs = needs.trim();
    for width in 0..=120u16 {
        for height in 0..=50u16 {
            let outer = Rect::new(0, 0, width + 4, height + 3);
            let area = Rect::new(3, 1, width, height);
            let mut buf = Buffer::empty(outer);
            P::render_board(search, last, options, None, theme, area, &mut buf);
            for y in outer.top()..outer.bottom() {
                for x in outer.left()..outer.right() {
                    if !area.contains((x, y).into()) {
                        assert_eq!(buf[(x, y)], Cell::default(), "{width}×{height}");
                    }
                }
            }
            let drawn = screen_text(&buf);
            let lines = drawn.lines().filter(|l| !l.trim().is_empty()).count();
            if width >= need.0 && height >= need.1 {
                assert!(!drawn.contains(needs), "{width}×{height}:\n{drawn}");
                assert!(lines > 1 || need.1 <= 1, "{width}×{height}:\n{drawn}");
            } else if width < need.0 {
                assert!(lines <= 1, "{width}×{height} < {need:?}:\n{drawn}");
            }
        }
    }
}

/// Whether `cell` shows `style`: its colours where `style` sets them, and its modifiers.
pub fn styled(cell: &Cell, style: ratatui::style::Style) -> bool {
    style.fg.is_none_or(|fg| cell.fg == fg)
        && style.bg.is_none_or(|bg| cell.bg == bg)
        && cell.modifier.contains(style.add_modifier)
}

/// The colour theme speaking Chinese.
pub const ZH: Theme = Theme::new(false, true).speaking(crate::app::Lang::Zh);

/// The Latin words of a Chinese text that are neither in `english_in`'s kept words nor
/// among `names`, the names of code it quotes (`trace`, `isCol`, `return`…).
pub fn english_left<'a>(zh: &'a str, names: &[&str]) -> Vec<&'a str> {
    crate::app::words::english_in(zh)
        .into_iter()
        .filter(|word| !names.contains(word))
        .collect()
}

/// Checks that the Chinese pseudo-code `zh` is the English `en` line for line: as many
/// lines, each indented alike and keeping only Latin words of its English line (the
/// code's names), so that the line an event runs is the same in both.
pub fn same_lines(en: &[impl AsRef<str>], zh: &[impl AsRef<str>]) {
    let en: Vec<&str> = en.iter().map(AsRef::as_ref).collect();
    let zh: Vec<&str> = zh.iter().map(AsRef::as_ref).collect();
    assert_eq!(en.len(), zh.len(), "{en:#?}\n{zh:#?}");
    let indent = |line: &str| line.len() - line.trim_start().len();
    for (en, zh) in en.iter().zip(&zh) {
        assert_eq!(indent(en), indent(zh), "{en} / {zh}");
        for word in crate::app::words::english_in(zh) {
            assert!(en.contains(word), "{zh}: {word} is not in {en}");
        }
    }
}

/// The pseudo-code's names in English, or `view`'s.
pub fn told(code: crate::app::Code) -> crate::app::Telling {
    crate::app::Telling {
        code,
        ..crate::app::Telling::default()
    }
}

/// Walks a run of `problem` in Chinese, at most `max_events` events of a search stopping
/// as `stop` says, under the pseudo-code and under each of its tutorial views, and checks
/// that no English word is left in its heading, its solution call, its pseudo-code, any
/// narration or any frame label, but those the board [`keeps`](crate::app::words::catalogued::Catalogued::keeps).
pub fn no_english_in_a_run<P: Show + Clone>(problem: &P, stop: StopAfter, max_events: usize) {
    use crate::app::{Lang, Telling};
    let views = problem.code_views();
    for code in std::iter::once(None).chain(views.into_iter().map(Some)) {
        let tell = Telling {
            code,
            numbering: crate::problems::Numbering::FromOne,
            lang: Lang::Zh,
        };
        let mut said = vec![problem.heading(Lang::Zh), problem.solution_call(None, tell)];
        for stop in [StopAfter::First, StopAfter::Exhaustion] {
            said.extend(
                problem
                    .pseudo_code(stop, Lang::Zh)
                    .iter()
                    .map(|l| l.to_string()),
            );
        }
        let mut search = Search::new(problem.clone(), stop);
        for _ in 0..max_events {
            let Some(event) = search.next() else { break };
            said.push(P::narrate(&search, event, tell));
            let frames = search.frames().iter();
            said.extend(frames.map(|frame| problem.frame_label(frame, tell)));
            if let Some(frame) = search.frames().last() {
                said.push(problem.solution_call(Some(frame), tell));
            }
        }
        for text in &said {
            let left: Vec<&str> = crate::app::words::english_in(text)
                .into_iter()
                .filter(|word| !problem.keeps(word))
                .collect();
            assert!(left.is_empty(), "{text}: {left:?}");
        }
    }
}

/// Walks a whole search of `problem` stopping as `stop` says and checks, at every event,
/// that the running line of `code` (the pseudo-code, or a tutorial's view) reads as
/// `expected` says for that event on the board it left; returns the lines met, so that a
/// test can check the walk ran each of them.
pub fn walk_running_lines<P: Show + Clone>(
    problem: &P,
    stop: StopAfter,
    code: crate::app::Code,
    expected: impl Fn(&P, Event) -> &'static str,
) -> std::collections::BTreeSet<&'static str> {
    use crate::app::Lang;
    let mut search = Search::new(problem.clone(), stop);
    let mut met = std::collections::BTreeSet::new();
    while let Some(event) = search.next() {
        let board = search.problem();
        let running = match code {
            Some(view) => {
                let lines = view.lines_in(Lang::En);
                lines[view.line(Some(event)).expect("BUG: an event runs a line")].to_string()
            }
            None => {
                let lines = board.pseudo_code(stop, Lang::En);
                lines[board
                    .code_line(Some(event), stop)
                    .expect("BUG: an event runs a line")]
                .to_string()
            }
        };
        let want = expected(board, event);
        assert_eq!(
            running.trim(),
            want,
            "{event:?} after {:?}",
            search.counters()
        );
        met.insert(want);
    }
    met
}

/// The code `board` shows in traditional Chinese, the pseudo-code's forms and each
/// tutorial's, checked line for line against the English: only the code stays Latin.
pub fn code_in_traditional_chinese<P: Show>(board: &P) -> Vec<String> {
    use crate::app::Lang;
    let (en, tw) = (Lang::En, Lang::ZhTw);
    let mut code = Vec::new();
    for stop in [StopAfter::First, StopAfter::Exhaustion] {
        same_lines(&board.pseudo_code(stop, en), &board.pseudo_code(stop, tw));
        code.extend(board.pseudo_code(stop, tw).into_iter().map(String::from));
    }
    for view in board.code_views() {
        same_lines(&view.lines_in(en), &view.lines_in(tw));
        code.extend(view.lines_in(tw).into_iter().map(String::from));
    }
    code
}

/// Everything else `board` says in traditional Chinese over its first `steps` events,
/// under the pseudo-code and under each tutorial's code: the heading, the board drawn in
/// `area` with its legend, the narration and the stack.
pub fn said_in_traditional_chinese<P: Show + Clone>(
    board: &P,
    steps: usize,
    area: Rect,
) -> Vec<String> {
    use crate::app::{Lang, Telling};
    use crate::problems::Numbering;
    let lang = Lang::ZhTw;
    let mut said = vec![board.heading(lang)];
    let theme = COLOR.speaking(lang);
    for code in std::iter::once(None).chain(board.code_views().into_iter().map(Some)) {
        let tell = Telling {
            code,
            numbering: Numbering::FromOne,
            lang,
        };
        said.push(board.solution_call(None, tell));
        let mut search = Search::new(board.clone(), StopAfter::Exhaustion);
        for _ in 0..steps {
            let event = search.next().expect("BUG: the run ended early");
            said.push(P::narrate(&search, event, tell));
            let frames = search.frames().iter();
            said.extend(frames.map(|frame| board.frame_label(frame, tell)));
            let mut buf = Buffer::empty(area);
            P::render_board(
                &search,
                Some(event),
                P::Options::default(),
                code,
                &theme,
                area,
                &mut buf,
            );
            said.push(screen_text(&buf));
        }
    }
    said
}

/// What `start` says in `lang` over a run up to its first solution and two backtracks
/// after it: the heading, the pseudo-code in both forms, every code view, the stack's
/// labels, the narration and the board drawn at each of the `sizes` of its state.
pub fn said_over_a_run<P: Show + Clone>(
    start: &P,
    lang: crate::app::Lang,
    sizes: impl Fn(&P) -> Vec<(u16, u16)>,
) -> Vec<String> {
    use crate::app::Telling;
    use crate::problems::Numbering;
    let tell = Telling {
        lang,
        ..Telling::numbered(Numbering::FromOne)
    };
    let theme = Theme::new(false, true).speaking(lang);
    let mut said = vec![start.heading(lang), start.solution_call(None, tell)];
    for stop in [StopAfter::First, StopAfter::Exhaustion] {
        said.extend(start.pseudo_code(stop, lang).iter().map(|l| l.to_string()));
    }
    for view in start.code_views() {
        said.push(view.title(lang));
        said.extend(view.lines_in(lang).iter().map(|l| l.to_string()));
    }
    let mut search = Search::new(start.clone(), StopAfter::Exhaustion);
    let (mut solutions, mut backtracks_after) = (0, 0);
    while backtracks_after < 2 {
        let Some(event) = search.next() else { break };
        let last = Some(event);
        said.push(P::narrate(&search, event, tell));
        let state = search.problem();
        said.extend(search.frames().iter().map(|f| state.frame_label(f, tell)));
        match event {
            Event::Solution => solutions += 1,
            Event::Remove { .. } if solutions > 0 => backtracks_after += 1,
            _ => {}
        }
        for (w, h) in sizes(state) {
            said.push(screen_text(&render(
                &search,
                last,
                P::Options::default(),
                &theme,
                w,
                h,
            )));
        }
    }
    assert!(solutions > 0 && backtracks_after > 0, "{said:#?}");
    said
}

/// What the breakpoint prompt says, in each language of [`Lang::ALL`](crate::app::Lang),
/// of `text` typed on `board` counted from 1, which it must refuse.
pub fn refusal_in_each_language<P: Problem>(board: &P, text: &str) -> [String; 3] {
    let error = crate::engine::Condition::read(text, board, 1).expect_err("refused");
    let message =
        crate::app::screens::player::moments::refusal(error, board).expect("something to say");
    crate::app::Lang::ALL.map(|lang| message.get(lang).to_string())
}
