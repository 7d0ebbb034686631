//! The app's own words, each in every language it speaks, in one table.
//!
//! A message with values in it is a template: `{0}`, `{1}`… stand for the values, so
//! that each language puts them where its grammar wants. The key tables
//! (`keys.rs`) carry their help words in both languages beside the keys; the problems'
//! own words come through their `Show` methods, which reach the language through the
//! [`Theme`](super::Theme) they are drawn with.

use std::fmt::Display;

use super::lang::Lang;

/// Words in English and in Chinese.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// In English.
    pub en: &'static str,
    /// In Chinese; empty where nobody has written it yet, and then English is shown.
    pub zh: &'static str,
}

impl Words {
    /// The same words in both languages.
    pub const fn new(en: &'static str, zh: &'static str) -> Words {
        Words { en, zh }
    }

    /// The words in `lang`, or in English where that language has none.
    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Zh if !self.zh.is_empty() => self.zh,
            _ => self.en,
        }
    }

    /// The template in `lang` with `{0}`, `{1}`… replaced by `values`.
    pub fn fill(self, lang: Lang, values: &[&dyn Display]) -> String {
        let mut text = self.get(lang).to_string();
        for (index, value) in values.iter().enumerate() {
            text = text.replace(&format!("{{{index}}}"), &value.to_string());
        }
        text
    }
}

/// Something to say on the status line, or a preset's title over the board, kept in every
/// language so that switching the language shows it in the new one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    en: String,
    zh: String,
}

impl Message {
    /// The template `words` filled with `values`, in every language.
    pub fn new(words: Words, values: &[&dyn Display]) -> Message {
        Message {
            en: words.fill(Lang::En, values),
            zh: words.fill(Lang::Zh, values),
        }
    }

    /// The template `words` filled with `en` in English and `zh` in Chinese: for values
    /// that are words themselves, such as a tutorial's name.
    pub fn translated(words: Words, en: &[&dyn Display], zh: &[&dyn Display]) -> Message {
        Message {
            en: words.fill(Lang::En, en),
            zh: words.fill(Lang::Zh, zh),
        }
    }

    /// Words given in each language, such as a preset's title and `title_zh`; English
    /// where the Chinese is empty.
    pub fn both(en: &str, zh: &str) -> Message {
        let zh = if zh.is_empty() { en } else { zh };
        Message {
            en: en.to_string(),
            zh: zh.to_string(),
        }
    }

    /// Words written in English only (a problem's own message, for now): shown as they
    /// are in every language.
    pub fn english(text: String) -> Message {
        Message {
            zh: text.clone(),
            en: text,
        }
    }

    /// The message in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Zh => &self.zh,
        }
    }
}

/// Declares each message as a constant [`Words`], and [`ALL`] listing every one of them.
macro_rules! words {
    ($($(#[doc = $doc:literal])* $name:ident = $en:literal, $zh:literal;)*) => {
        $(
            $(#[doc = $doc])*
            pub const $name: Words = Words::new($en, $zh);
        )*
        /// Every message of the table with its name, for the tests that walk it.
        #[cfg(test)]
        pub const ALL: &[(&str, Words)] = &[$((stringify!($name), $name)),*];
    };
}

words! {
    /// The menu's line under the app's name.
    TAGLINE = "watch a backtracking search, one step at a time", "一步一步地看回溯搜索";
    /// The title of the menu's list.
    PRESETS = "Presets", "预设";
    /// Under the chosen entry's details.
    ENTER_OPENS = "Enter opens", "按 Enter 打开";
    /// The menu's entry of any size cannot make a board: {0} the problem, {1} the size.
    NO_SIZE = "no {0} of size {1}", "没有大小为 {1} 的{0}";
    /// A preset that cannot be read: {0} why.
    CANNOT_OPEN = "cannot open this preset: {0}", "无法打开这个预设：{0}";
    /// A description of a preset that cannot be read: {0} it, {1} why.
    CANNOT_BE_OPENED = "{0} (cannot be opened: {1})", "{0}(无法打开：{1})";
    /// Entries out of view on the list's frame: {0} an arrow, {1} how many.
    MORE = "{0} {1} more", "{0} 还有 {1} 项";
    /// The help's title.
    KEYS = "Keys", "按键";
    /// Under the help.
    ANY_KEY_CLOSES = "any key closes", "按任意键关闭";
    /// The first line of the too-small notice.
    TOO_SMALL = "Terminal too small", "终端窗口太小";
    /// {0} the size needed, {1} the size there is.
    NEED_HAVE = "need {0}, have {1}", "需要 {0}，现有 {1}";
    /// The last line of the too-small notice.
    ENLARGE = "enlarge it, or q to quit", "请放大窗口，或按 q 退出";
    /// The go-to prompt, before the digits typed.
    GO_TO_STEP = "go to step ", "跳到第几步：";
    /// The code panel's title for the pseudo-code, and what `c` says on coming back to it.
    PSEUDO_CODE = "Pseudo-code", "伪代码";
    /// The stack panel's title: {0} the number of frames.
    CALL_STACK = "Call stack ({0})", "调用栈({0})";
    /// The counters panel's title.
    COUNTERS = "Counters", "计数";
    /// A sudoku's order key: {0} the new cell order.
    ORDER_RESTARTED = "cell order {0}: restarted", "填格顺序 {0}：已重新开始";
    /// A sudoku's `p` on.
    PENCIL_MARKS = "pencil marks: every candidate of each empty cell, where the cells have room",
        "铅笔标记：每个空格的全部候选数(格子够大时显示)";
    /// A sudoku's `p` off.
    CANDIDATE_COUNTS = "candidate counts: how many values each empty cell can take",
        "候选数个数：每个空格还能填几个数";
    /// An exported picture's title: {0} the heading, {1} the step.
    PICTURE_TITLE = "{0} · step {1}", "{0} · 第 {1} 步";
    /// The log panel's title.
    LOG = "Log", "日志";
    /// The log panel's title while a long move runs.
    LOG_WAITING = "Log (resumes after the move)", "日志(本次移动结束后继续)";
    /// Space at the end of the run.
    END_RESTARTS = "end of the run: r restarts", "运行结束：按 r 重新开始";
    /// The run is over: {0} its steps.
    END_OF_RUN = "end of the run: {0} steps", "运行结束：共 {0} 步";
    /// A step back at step 0.
    AT_START = "at the start", "已经在开头";
    /// `N` before the first solution.
    NO_EARLIER = "no earlier solution", "前面没有解";
    /// `N` gave up looking back: {0} how far it looked.
    NO_SOLUTION_WITHIN = "no solution within the last {0} steps", "最近 {0} 步内没有解";
    /// `c` shows a tutorial's code: {0} the tutorial.
    CODE_OF = "code of {0}", "{0}的代码";
    /// `c` on a board no tutorial's code covers.
    NO_TUTORIAL_CODE =
        "no tutorial writes this board's code: pseudo-code", "没有教程写这个棋盘的代码：显示伪代码";
    /// `c` back at the pseudo-code.
    PSEUDO_CODE_SHOWN = "pseudo-code", "伪代码";
    /// `f` to the first solution.
    FIRST_ONLY = "first solution only: restarted", "只找第一个解：已重新开始";
    /// `f` to every solution.
    ALL_SOLUTIONS = "all solutions: restarted", "找出所有解：已重新开始";
    /// A long move cancelled: {0} the step.
    STOPPED_AT = "stopped at step {0}", "停在第 {0} 步";
    /// `n` past the last solution: {0} the last step.
    NO_MORE_SOLUTIONS =
        "no more solutions: the run ends at step {0}", "没有更多的解：运行在第 {0} 步结束";
    /// `b` past the last backtrack: {0} the last step.
    NO_MORE_BACKTRACKS =
        "no more backtracks: the run ends at step {0}", "没有更多的回溯：运行在第 {0} 步结束";
    /// The end of a run that stops at its first solution: {0} its step.
    STOPPED_AT_FIRST = "the run stopped at the first solution (step {0}): f finds all",
        "运行停在第一个解（第 {0} 步）：按 f 找出所有解";
    /// Playing paused at solution {0}.
    PAUSED_AT_SOLUTION = "solution {0}: paused (Space plays on, a plays through)",
        "第 {0} 个解：已暂停（Space 继续播放，a 不再在解处暂停）";
    /// `1` switched the numbering.
    COUNTING_FROM_ZERO = "rows, columns and cells counting from 0", "行、列和格子从 0 开始编号";
    /// `1` switched the numbering.
    COUNTING_FROM_ONE = "rows, columns and cells counting from 1", "行、列和格子从 1 开始编号";
    /// `a` on.
    PAUSES_AT_SOLUTIONS = "playing pauses at each solution", "播放时在每个解处暂停";
    /// `a` off.
    RUNS_THROUGH_SOLUTIONS = "playing runs through solutions", "播放时不在解处暂停";
    /// Every board of a comparison has finished.
    EVERY_BOARD_DONE = "every board has finished", "每个棋盘都已完成";
    /// `o` in the menu on a preset with one search order.
    ONE_ORDER_ONLY = "only a sudoku preset has several cell orders", "只有数独预设有多种填格顺序";
    /// Enter found no placement after the current step; the run ends at step {0}.
    NO_MORE_PLACEMENTS =
        "no more placements: the run ends at step {0}", "没有更多的放置：运行在第 {0} 步结束";
    /// Enter stopped by the step limit {0}.
    NO_PLACEMENT_UP_TO = "no placement up to step {0}, the step limit: stopped there",
        "到步数上限第 {0} 步还没有放置：停在那里";
    /// `n` stopped by the step limit {0}.
    NO_SOLUTION_UP_TO = "no solution up to step {0}, the step limit: stopped there",
        "到步数上限第 {0} 步还没有解：停在那里";
    /// `b` stopped by the step limit {0}.
    NO_BACKTRACK_UP_TO = "no backtrack up to step {0}, the step limit: stopped there",
        "到步数上限第 {0} 步还没有回溯：停在那里";
    /// A long move stopped by the step limit {0}.
    STEP_LIMIT = "stopped at the step limit, {0}: the run goes on beyond",
        "停在步数上限 {0}：运行还没有结束";
    /// `s` saved the screen: {0} and {1} the files.
    SAVED_SCREEN = "saved {0} and {1}", "已保存 {0} 和 {1}";
    /// `s` failed: {0} why.
    NOT_SAVED = "not saved: {0}", "未保存：{0}";
    /// `v` saved a recording of one frame: {0} the file.
    SAVED_ONE_FRAME = "saved {0} (1 frame)", "已保存 {0}(1 帧)";
    /// `v` saved a recording: {0} the file, {1} its frames.
    SAVED_FRAMES = "saved {0} ({1} frames)", "已保存 {0}({1} 帧)";
    /// `v` could not save: {0} why.
    RECORDING_LOST = "recording lost: {0}", "录像丢失：{0}";
    /// `v` started: {0} the file.
    RECORDING_TO = "recording to {0} (v stops)", "正在录像到 {0}(按 v 停止)";
    /// `v` could not start: {0} why.
    CANNOT_RECORD = "cannot record: {0}", "无法录像：{0}";
    /// A recording that failed on the way: {0} why.
    RECORDING_STOPPED = "recording stopped: {0}", "录像已停止：{0}";
    /// `L` switched the language.
    SPEAKING = "English", "中文";
    /// The mark of step 0, before any event.
    EVENT_START = "start", "开始";
    /// The mark of a place event.
    EVENT_PLACE = "place", "放置";
    /// The mark of a remove event.
    EVENT_REMOVE = "remove", "撤回";
    /// The mark of a solution event.
    EVENT_SOLUTION = "solution", "解";
    /// The status line's step: {0} the step.
    STATUS_STEP = "step {0}", "步数 {0}";
    /// The status line's solutions found: {0} how many.
    STATUS_SOLUTIONS = "solutions {0}", "解 {0}";
    /// The status line's backtracks: {0} how many.
    STATUS_BACKTRACKS = "backtracks {0}", "回溯 {0}";
    /// The status line's depth: {0} the depth.
    STATUS_DEPTH = "depth {0}", "深度 {0}";
    /// The mode of a search through every solution; its first word stays on a narrow row.
    MODE_ALL = "all solutions", "所有解";
    /// The mode of a search that stops at its first solution; its first word stays on a
    /// narrow row.
    MODE_FIRST = "first solution", "第一个解";
    /// The status line while waiting for a key.
    PAUSED = "paused", "已暂停";
    /// The status line while playing by itself.
    PLAYING = "playing", "播放中";
    /// The fastest speed.
    SPEED_MAX = "max", "最快";
    /// A speed: {0} steps a second, such as `5` or `10k`.
    SPEED_PER_SECOND = "{0}/s", "{0}步/秒";
    /// A long move under way.
    LOOKING_FOR_SOLUTION = "looking for the next solution", "正在找下一个解";
    /// A long move under way.
    LOOKING_FOR_BACKTRACK = "looking for the next backtrack", "正在找下一次回溯";
    /// A long move under way.
    LOOKING_FOR_PLACEMENT = "looking for the next placement", "正在找下一次放置";
    /// A long move under way.
    RUNNING_TO_END = "running to the end", "正在运行到结尾";
    /// A long move under way: {0} the step it goes to.
    GOING_TO_STEP = "going to step {0}", "正在跳到第 {0} 步";
    /// How far a long move has got: {0} the events it has looked at.
    EVENTS_SO_FAR = "{0} events", "已看 {0} 个事件";
    /// Beside the keys of a long move: {0} the step it stops at.
    STOPS_BY_ITSELF = "stops by itself at step {0}", "到第 {0} 步自动停止";
    /// The counters panel's labels.
    COUNT_STEP = "step", "步数";
    /// The counters panel's labels.
    COUNT_PLACEMENTS = "placements", "放置";
    /// The counters panel's labels.
    COUNT_BACKTRACKS = "backtracks", "回溯";
    /// The counters panel's labels.
    COUNT_SOLUTIONS = "solutions", "解";
    /// The counters panel's labels.
    COUNT_DEPTH = "depth", "深度";
    /// The counters panel's labels.
    COUNT_MAX_DEPTH = "max depth", "最大深度";
    /// The counters panel's step once the run's length is known: {0} the step, {1} the
    /// length.
    STEP_OF = "{0} of {1}", "{0}，共 {1}";
    /// The call stack's first row when frames are out of view: {0} an arrow, {1} how many.
    MORE_ABOVE = "{0} {1} more above", "{0} 上面还有 {1} 层";
    /// The mark in the corner while the screen is recorded.
    RECORDING_MARK = "REC", "录制中";
    /// A finished board's title on the compare screen: {0} its order, {1} a tick.
    LANE_DONE = " {0} {1} done ", " {0} {1} 完成 ";
    /// Under a finished board that found one solution.
    DONE_ONE_SOLUTION = "done: 1 solution", "完成：1 个解";
    /// Under a finished board: {0} its solutions.
    DONE_SOLUTIONS = "done: {0} solutions", "完成：{0} 个解";
    /// Under a board still searching: {0} its solutions, {1} its depth.
    LANE_SOLUTIONS_DEPTH = "solutions {0}  depth {1}", "解 {0}  深度 {1}";
    /// Under a board: the label of its placements.
    LANE_PLACEMENTS = "placements", "放置";
    /// Under a board: the label of its removals.
    LANE_REMOVALS = "removals", "撤回";
    /// The compare screen's totals table: its title.
    TOTALS = "Totals", "合计";
    /// The totals table's first column.
    TOTALS_ORDER = "order", "顺序";
    /// The totals table's column of placements.
    TOTALS_PLACEMENTS = "placements", "放置";
    /// The totals table's column of removals.
    TOTALS_REMOVALS = "removals", "撤回";
    /// The totals table's column of solutions.
    TOTALS_SOLUTIONS = "solutions", "解";
    /// The totals table's column of the deepest depth.
    TOTALS_MAX_DEPTH = "max depth", "最大深度";
    /// The compare screen's heading: {0} the puzzle's heading.
    COMPARED = "{0} compared", "{0} · 对比";
    /// `t` on the compare screen, whose boards are too narrow for the tree beside them.
    TREE_NEEDS_ONE_BOARD = "the search tree needs a board of its own: m, then Enter opens one",
        "搜索树需要单独的一个棋盘：按 m，再按 Enter 打开";
    /// `c` on the compare screen: {0} the code each board is told in, left to right.
    CODES_OF = "code: {0}", "代码：{0}";
    /// The search tree panel's title.
    SEARCH_TREE = "Search tree", "搜索树";
    /// A folded node of the tree: its choices tried.
    TREE_TRIED = "tried", "已试";
    /// A folded node of the tree, and the depth table's column: its choices still to try.
    TREE_TO_TRY = "to try", "待试";
    /// The depth table's header, narrow form, each column.
    DEPTH_D = "d", "层";
    /// The depth table's narrow column of nodes visited.
    DEPTH_SEEN = "seen", "已访";
    /// The depth table's narrow column of choices pruned.
    DEPTH_CUT = "cut", "剪枝";
    /// The depth table's narrow column of choices left.
    DEPTH_LEFT = "left", "待试";
    /// The depth table's narrow column of the unpruned tree.
    DEPTH_OF = "of", "全树";
    /// The depth table's column of depths.
    DEPTH = "depth", "深度";
    /// The depth table's column of the choice on the path.
    DEPTH_CHOICE = "choice", "选择";
    /// The depth table's column of nodes visited.
    DEPTH_VISITED = "visited", "已访问";
    /// The depth table's column of choices pruned.
    DEPTH_PRUNED = "pruned", "被剪枝";
    /// The depth table's column of the unpruned tree's nodes.
    DEPTH_UNPRUNED = "unpruned", "不剪枝时";
}

/// The compare screen's totals table's header, a column each.
pub const TOTALS_HEADER: [Words; 5] = [
    TOTALS_ORDER,
    TOTALS_PLACEMENTS,
    TOTALS_REMOVALS,
    TOTALS_SOLUTIONS,
    TOTALS_MAX_DEPTH,
];

/// Latin words a Chinese text may keep: key names, file types and names of code.
#[cfg(test)]
const KEPT: &[&str] = &[
    "Enter",
    "Esc",
    "Space",
    "Home",
    "End",
    "PageDown",
    "Backspace",
    "Ctrl",
    "svg",
    "txt",
    "cast",
    "MRV",
    "Solve",
    "LeetCode",
    "Up",
    "Down",
    "Left",
    "Right",
];

/// The Latin words of `zh` that are neither one letter nor in [`KEPT`].
#[cfg(test)]
pub(crate) fn english_in(zh: &str) -> Vec<&str> {
    zh.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| word.len() > 1 && !KEPT.contains(word))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `{n}` placeholders of a template, sorted.
    fn placeholders(text: &str) -> Vec<&str> {
        let mut found: Vec<&str> = text
            .match_indices('{')
            .filter_map(|(at, _)| text[at..].find('}').map(|end| &text[at..=at + end]))
            .collect();
        found.sort_unstable();
        found
    }

    #[test]
    fn every_message_has_both_languages_with_the_same_values() {
        for (name, words) in ALL {
            assert!(!words.en.trim().is_empty(), "{name}: no English");
            assert!(!words.zh.trim().is_empty(), "{name}: no Chinese");
            assert_ne!(words.en, words.zh, "{name}: the Chinese is the English");
            assert!(!words.zh.is_ascii(), "{name}: {}", words.zh);
            assert_eq!(english_in(words.zh), Vec::<&str>::new(), "{name}");
            assert_eq!(placeholders(words.en), placeholders(words.zh), "{name}");
        }
        let mut names: Vec<&str> = ALL.iter().map(|(name, _)| *name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
    }

    #[test]
    fn templates_put_each_value_where_the_language_wants_it() {
        assert_eq!(
            NO_SIZE.fill(Lang::En, &[&"N-Queens", &70]),
            "no N-Queens of size 70"
        );
        assert_eq!(
            NO_SIZE.fill(Lang::Zh, &[&"N 皇后", &70]),
            "没有大小为 70 的N 皇后"
        );
        let message = Message::new(END_OF_RUN, &[&"4,204"]);
        assert_eq!(message.get(Lang::En), "end of the run: 4,204 steps");
        assert_eq!(message.get(Lang::Zh), "运行结束：共 4,204 步");
        assert_eq!(Words::new("order", "").get(Lang::Zh), "order");
        assert_eq!(english_in("按 Enter 打开 queens"), ["queens"]);
    }
}
