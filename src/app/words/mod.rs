//! The ids of the app's own words, each a message of the catalogue
//! (`assets/i18n/`, one shared file a language, and each problem's own files in its view
//! folder), named once here so that the code cannot name a message that is not there: a
//! test holds this table against every file.
//!
//! The key tables (`keys/`) name their help and footer words here too. Each board's
//! words are declared the same way in its view folder's `words.rs` (the pseudo-code's
//! lines name theirs with [`CodeLine::said`](super::CodeLine::said)), and reach the
//! language through the [`Telling`](super::Telling) or the [`Theme`](super::Theme) they
//! are told or drawn with. The problems name
//! their presets', their own and their tutorials' words by id, as plain keys (the core
//! knows nothing of the app), each made an [`Id`] with [`Id::named`].

pub(crate) mod catalogue;
pub mod catalogued;
pub mod lang;

use std::fmt::Display;
use std::sync::OnceLock;

pub use super::words::catalogue::Id;
use super::words::lang::Lang;
use crate::problems::Title;
#[cfg(test)]
use catalogued::Catalogued;

/// Something to say on the status line, or a preset's title over the board, kept so
/// that switching the language shows it in the new one: a message of the catalogue with
/// its values, rendered in a language when it is first drawn in it.
#[derive(Clone, Debug)]
pub struct Message {
    said: Said,
    /// What it reads in each language of [`Lang::ALL`], once drawn in it.
    rendered: [OnceLock<String>; Lang::ALL.len()],
}

/// What a [`Message`] says, before it is rendered in a language.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Said {
    /// A message of the catalogue with its values, in the order of its names.
    Catalogue(Id, Vec<String>),
    /// Text given in each language, in the order of [`Lang::ALL`].
    Given(Vec<String>),
}

impl PartialEq for Message {
    fn eq(&self, other: &Message) -> bool {
        self.said == other.said
    }
}

impl Eq for Message {}

impl Message {
    fn of(said: Said) -> Message {
        Message {
            said,
            rendered: Default::default(),
        }
    }

    /// The message `id` with `values`, given in the order of its names.
    pub fn new(id: Id, values: &[&dyn Display]) -> Message {
        let values = values.iter().map(ToString::to_string).collect();
        Message::of(Said::Catalogue(id, values))
    }

    /// What `render` writes in each language: for a message whose values are words
    /// themselves, such as a tutorial's name, each filled in the message's language.
    pub fn in_each_language(render: impl Fn(Lang) -> String) -> Message {
        Message::of(Said::Given(Lang::ALL.map(render).to_vec()))
    }

    /// Words the same in every language, such as a file's name, a user's own `--title`
    /// or a problem's own message for now: shown as they are.
    pub fn english(text: String) -> Message {
        Message::of(Said::Given(vec![text; Lang::ALL.len()]))
    }

    /// The title of boards read from the command line: a preset's title in the
    /// language drawn, a file's name as it is.
    pub fn title(title: &Title) -> Message {
        match title {
            Title::Preset(id) => Message::new(Id::named(id), &[]),
            Title::File(name) => Message::english(name.clone()),
        }
    }

    /// The message in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        let index = lang.index();
        self.rendered[index].get_or_init(|| match &self.said {
            Said::Catalogue(id, values) => super::words::catalogue::render(lang, *id, values),
            Said::Given(given) => given[index].clone(),
        })
    }
}

/// Declares each message of the catalogue as a constant [`Id`] with the names of its
/// values, and `ALL` listing every one of them for the module's tests.
///
/// Every module whose words come from the catalogue declares its ids with it (the app's
/// own here, a board's in its view folder's `words.rs`): the catalogue's tests find
/// every such block in the sources and hold each id against every language's file.
macro_rules! words {
    ($($(#[doc = $doc:literal])* $name:ident = $key:literal $(($($arg:ident),*))?;)*) => {
        $(
            $(#[doc = $doc])*
            pub const $name: $crate::app::words::Id =
                $crate::app::words::Id::new($key, &[$($(stringify!($arg)),*)?]);
        )*
        /// Every message the module names, with its constant's name, for the tests that
        /// hold the catalogue against the code.
        #[cfg(test)]
        #[allow(dead_code)]
        pub const ALL: &[(&str, $crate::app::words::Id)] = &[$((stringify!($name), $name)),*];
    };
}
#[allow(unused_imports)]
pub(crate) use words;

words! {
    /// The menu's line under the app's name.
    TAGLINE = "tagline";
    /// The title of the menu's list.
    PRESETS = "presets";
    /// Under the chosen entry's details.
    ENTER_OPENS = "enter-opens";
    /// The menu's entry of any size cannot make a board: {0} the problem, {1} the size.
    NO_SIZE = "no-size" (problem, size);
    /// The menu's group of the lessons built in, and the title of one without its own.
    LESSONS = "lessons";
    /// What a built-in lesson in the menu is: {0} its scenes, {1} its stops.
    LESSON_ABOUT = "lesson-about" (scenes, stops);
    /// A preset that cannot be read: {0} why.
    CANNOT_OPEN = "cannot-open" (why);
    /// A description of a preset that cannot be read: {0} it, {1} why.
    CANNOT_BE_OPENED = "cannot-be-opened" (description, why);
    /// A line of `backtrack presets` after the names typed: {0} the preset's title, {1}
    /// what it shows.
    PRESET_LINE = "preset-line" (title, description);
    /// Entries out of view on the list's frame: {0} an arrow, {1} how many.
    MORE = "more" (arrow, count);
    /// The help's title.
    KEYS = "keys";
    /// Under the help.
    ANY_KEY_CLOSES = "any-key-closes";
    /// Under the help when it is longer than the screen.
    HELP_SCROLLS = "help-scrolls";
    /// The first line of the too-small notice.
    TOO_SMALL = "too-small";
    /// {0} the size needed, {1} the size there is.
    NEED_HAVE = "need-have" (need, have);
    /// The last line of the too-small notice.
    ENLARGE = "enlarge";
    /// Where a board is too small to draw: {0} the size it needs.
    BOARD_NEEDS = "board-needs" (size);
    /// [`BOARD_NEEDS`] where that does not fit: {0} the size.
    NEEDS = "needs" (size);
    /// The go-to prompt, before the digits typed.
    GO_TO_STEP = "go-to-step";
    /// The status line when the go-to prompt's text is no step: {0} what was typed.
    GO_TO_REFUSED = "go-to-refused" (text);
    /// The code panel's title for the pseudo-code, and what `c` says on coming back to it.
    PSEUDO_CODE = "pseudo-code";
    /// The stack panel's title: {0} the number of frames.
    CALL_STACK = "call-stack" (frames);
    /// The counters panel's title.
    COUNTERS = "counters";
    /// An exported picture's title: {0} the heading, {1} the step.
    PICTURE_TITLE = "picture-title" (heading, step);
    /// The log panel's title.
    LOG = "log";
    /// The log panel's title while a long move runs.
    LOG_WAITING = "log-waiting";
    /// Space at the end of the run.
    END_RESTARTS = "end-restarts";
    /// The run is over: {0} its steps.
    END_OF_RUN = "end-of-run" (steps);
    /// A step back at step 0.
    AT_START = "at-start";
    /// `N` before the first solution.
    NO_EARLIER = "no-earlier";
    /// `N` gave up looking back: {0} how far it looked.
    NO_SOLUTION_WITHIN = "no-solution-within" (steps);
    /// `c` shows a tutorial's code: {0} the tutorial.
    CODE_OF = "code-of" (tutorial);
    /// `c` on a board no tutorial's code covers.
    NO_TUTORIAL_CODE = "no-tutorial-code";
    /// `c` back at the pseudo-code.
    PSEUDO_CODE_SHOWN = "pseudo-code-shown";
    /// The help's line of a board's key that shows its tree ahead of the search, dim.
    KEY_TREE_AHEAD = "key-tree-ahead";
    /// The status line after a board's whole tree is shown: {0} the key that hides it.
    TREE_AHEAD_SHOWN = "tree-ahead-shown" (key);
    /// The status line after a board's tree is back to what the search reached: {0} the
    /// key that shows the rest.
    TREE_AHEAD_HIDDEN = "tree-ahead-hidden" (key);
    /// `f` to the first solution.
    FIRST_ONLY = "first-only";
    /// `f` to every solution.
    ALL_SOLUTIONS = "all-solutions";
    /// A long move cancelled: {0} the step.
    STOPPED_AT = "stopped-at" (step);
    /// `n` past the last solution: {0} the last step.
    NO_MORE_SOLUTIONS = "no-more-solutions" (step);
    /// `b` past the last backtrack: {0} the last step.
    NO_MORE_BACKTRACKS = "no-more-backtracks" (step);
    /// The end of a run that stops at its first solution: {0} its step.
    STOPPED_AT_FIRST = "stopped-at-first" (step);
    /// Playing paused at solution {0}.
    PAUSED_AT_SOLUTION = "paused-at-solution" (solution);
    /// `1` switched the numbering.
    COUNTING_FROM_ZERO = "counting-from-zero";
    /// `1` switched the numbering.
    COUNTING_FROM_ONE = "counting-from-one";
    /// `a` on.
    PAUSES_AT_SOLUTIONS = "pauses-at-solutions";
    /// `a` off.
    RUNS_THROUGH_SOLUTIONS = "runs-through-solutions";
    /// Every board of a comparison has finished.
    EVERY_BOARD_DONE = "every-board-done";
    /// `o` in the menu on a preset with one search order.
    ONE_ORDER_ONLY = "one-order-only";
    /// Enter found no placement after the current step; the run ends at step {0}.
    NO_MORE_PLACEMENTS = "no-more-placements" (step);
    /// Enter stopped by the step limit {0}.
    NO_PLACEMENT_UP_TO = "no-placement-up-to" (step);
    /// `n` stopped by the step limit {0}.
    NO_SOLUTION_UP_TO = "no-solution-up-to" (step);
    /// `b` stopped by the step limit {0}.
    NO_BACKTRACK_UP_TO = "no-backtrack-up-to" (step);
    /// A long move stopped by the step limit {0}.
    STEP_LIMIT = "step-limit" (step);
    /// `s` saved the screen: {0} and {1} the files.
    SAVED_SCREEN = "saved-screen" (svg, txt);
    /// `s` failed: {0} why.
    NOT_SAVED = "not-saved" (why);
    /// A puzzle left (to the menu, or the screen it was opened from) whose state could
    /// not be written to the state file: {0} why.
    STATE_NOT_SAVED = "state-not-saved" (why);
    /// `v` saved a recording of one frame: {0} the file.
    SAVED_ONE_FRAME = "saved-one-frame" (file);
    /// `v` saved a recording: {0} the file, {1} its frames.
    SAVED_FRAMES = "saved-frames" (file, frames);
    /// `v` could not save: {0} why.
    RECORDING_LOST = "recording-lost" (why);
    /// `v` started: {0} the file.
    RECORDING_TO = "recording-to" (file);
    /// `v` could not start: {0} why.
    CANNOT_RECORD = "cannot-record" (why);
    /// A recording that failed on the way: {0} why.
    RECORDING_STOPPED = "recording-stopped" (why);
    /// `L` switched the language.
    SPEAKING = "speaking";
    /// The mark of step 0, before any event.
    EVENT_START = "event-start";
    /// The mark of a place event.
    EVENT_PLACE = "event-place";
    /// The mark of a place event that puts the second of two branches down: subset
    /// sum's skip of a number.
    EVENT_SKIP = "event-skip";
    /// The mark of a remove event.
    EVENT_REMOVE = "event-remove";
    /// The mark of a solution event.
    EVENT_SOLUTION = "event-solution";
    /// The status line's step: {0} the step.
    STATUS_STEP = "status-step" (step);
    /// The status line's solutions found: {0} how many.
    STATUS_SOLUTIONS = "status-solutions" (count);
    /// The status line's backtracks: {0} how many.
    STATUS_BACKTRACKS = "status-backtracks" (count);
    /// The status line's depth: {0} the depth.
    STATUS_DEPTH = "status-depth" (depth);
    /// The mode of a search through every solution; its first word stays on a narrow row.
    MODE_ALL = "mode-all";
    /// The mode of a search that stops at its first solution; its first word stays on a
    /// narrow row.
    MODE_FIRST = "mode-first";
    /// The status line while waiting for a key.
    PAUSED = "paused";
    /// The status line while playing by itself.
    PLAYING = "playing";
    /// The fastest speed.
    SPEED_MAX = "speed-max";
    /// A speed: {0} steps a second, such as `5` or `10k`.
    SPEED_PER_SECOND = "speed-per-second" (speed);
    /// A number of steps a second that is a whole number of thousands: {0} how many.
    SPEED_THOUSANDS = "speed-thousands" (count);
    /// A number of steps a second that is a whole number of ten thousands: {0} how many.
    SPEED_TEN_THOUSANDS = "speed-ten-thousands" (count);
    /// A number of steps a second that is a whole number of millions: {0} how many.
    SPEED_MILLIONS = "speed-millions" (count);
    /// A long move under way.
    LOOKING_FOR_SOLUTION = "looking-for-solution";
    /// A long move under way.
    LOOKING_FOR_BACKTRACK = "looking-for-backtrack";
    /// A long move under way.
    LOOKING_FOR_PLACEMENT = "looking-for-placement";
    /// A long move under way.
    RUNNING_TO_END = "running-to-end";
    /// A long move under way: {0} the step it goes to.
    GOING_TO_STEP = "going-to-step" (step);
    /// How far a long move has got: {0} the events it has looked at.
    EVENTS_SO_FAR = "events-so-far" (events);
    /// Beside the keys of a long move: {0} the step it stops at.
    STOPS_BY_ITSELF = "stops-by-itself" (step);
    /// The counters panel's labels.
    COUNT_STEP = "count-step";
    /// The counters panel's labels.
    COUNT_PLACEMENTS = "count-placements";
    /// The counters panel's labels.
    COUNT_BACKTRACKS = "count-backtracks";
    /// The counters panel's labels.
    COUNT_SOLUTIONS = "count-solutions";
    /// The counters panel's labels.
    COUNT_DEPTH = "count-depth";
    /// The counters panel's labels.
    COUNT_MAX_DEPTH = "count-max-depth";
    /// The counters panel's step once the run's length is known: {0} the step, {1} the
    /// length.
    STEP_OF = "step-of" (step, length);
    /// The units a count too long for the counters panel is shortened in, smallest
    /// first, each [`COUNT_UNIT_SIZE`] times the one before.
    COUNT_UNITS = "count-units";
    /// How many times each unit of [`COUNT_UNITS`] is the one before: 1000 in English,
    /// 10000 in Chinese.
    COUNT_UNIT_SIZE = "count-unit-size";
    /// The call stack's first row when frames are out of view: {0} an arrow, {1} how many.
    MORE_ABOVE = "more-above" (arrow, count);
    /// The mark in the corner while the screen is recorded.
    RECORDING_MARK = "recording-mark";
    /// A finished board's title on the compare screen: {0} its order, {1} a tick.
    LANE_DONE = "lane-done" (order, tick);
    /// Under a finished board that found one solution.
    DONE_ONE_SOLUTION = "done-one-solution";
    /// Under a finished board: {0} its solutions.
    DONE_SOLUTIONS = "done-solutions" (count);
    /// Under a board still searching: {0} its solutions, {1} its depth.
    LANE_SOLUTIONS_DEPTH = "lane-solutions-depth" (solutions, depth);
    /// Under a board: the label of its placements.
    LANE_PLACEMENTS = "lane-placements";
    /// Under a board: the label of its removals.
    LANE_REMOVALS = "lane-removals";
    /// The compare screen's totals table: its title.
    TOTALS = "totals";
    /// The totals table's first column.
    TOTALS_ORDER = "totals-order";
    /// The totals table's column of placements.
    TOTALS_PLACEMENTS = "totals-placements";
    /// The totals table's column of removals.
    TOTALS_REMOVALS = "totals-removals";
    /// The totals table's column of solutions.
    TOTALS_SOLUTIONS = "totals-solutions";
    /// The totals table's column of the deepest depth.
    TOTALS_MAX_DEPTH = "totals-max-depth";
    /// The compare screen's heading: {0} the puzzle's heading.
    COMPARED = "compared" (heading);
    /// `t` on the compare screen, whose boards are too narrow for the tree beside them.
    TREE_NEEDS_ONE_BOARD = "tree-needs-one-board";
    /// `c` on the compare screen: `$codes` the code each board is told in, left to right.
    CODES_OF = "codes-of" (codes);
    /// The search tree panel's title.
    SEARCH_TREE = "search-tree";
    /// A folded node of the tree: its choices tried.
    TREE_TRIED = "tree-tried";
    /// A folded node of the tree, and the depth table's column: its choices still to try.
    TREE_TO_TRY = "tree-to-try";
    /// The depth table's header, narrow form, each column.
    DEPTH_D = "depth-d";
    /// The depth table's narrow column of nodes visited.
    DEPTH_SEEN = "depth-seen";
    /// The depth table's narrow column of choices pruned.
    DEPTH_CUT = "depth-cut";
    /// The depth table's narrow column of choices left.
    DEPTH_LEFT = "depth-left";
    /// The depth table's narrow column of the unpruned tree.
    DEPTH_OF = "depth-of";
    /// The depth table's column of depths.
    DEPTH = "depth";
    /// The depth table's column of the choice on the path.
    DEPTH_CHOICE = "depth-choice";
    /// The depth table's column of nodes visited.
    DEPTH_VISITED = "depth-visited";
    /// The depth table's column of choices pruned.
    DEPTH_PRUNED = "depth-pruned";
    /// The depth table's column of the unpruned tree's nodes.
    DEPTH_UNPRUNED = "depth-unpruned";
    // The key tables: each line's words in the help, and its word in the footer.
    /// Space's help line.
    KEY_PLAY = "key-play";
    /// Space in the footer.
    HINT_PLAY = "hint-play";
    /// →'s help line.
    KEY_STEP_FORWARD = "key-step-forward";
    /// → in the footer.
    HINT_STEP = "hint-step";
    /// ←'s help line.
    KEY_STEP_BACK = "key-step-back";
    /// ← in the footer.
    HINT_BACK = "hint-back";
    /// `n` and `N`'s help line.
    KEY_SOLUTION = "key-solution";
    /// `n` and `N` in the footer.
    HINT_SOLUTION = "hint-solution";
    /// `b`'s help line.
    KEY_BACKTRACK = "key-backtrack";
    /// `b` in the footer.
    HINT_BACKTRACK = "hint-backtrack";
    /// Enter's help line in the player.
    KEY_PICTURE = "key-picture";
    /// Enter in the player's footer.
    HINT_PICTURE = "hint-picture";
    /// `+` and `-`'s help line.
    KEY_SPEED = "key-speed";
    /// `+` and `-` in the footer.
    HINT_SPEED = "hint-speed";
    /// `g`'s help line.
    KEY_GO_TO = "key-go-to";
    /// `g` in the footer.
    HINT_GO_TO = "hint-go-to";
    /// `r`'s help line.
    KEY_RESTART = "key-restart";
    /// `r` in the footer.
    HINT_RESTART = "hint-restart";
    /// End's help line.
    KEY_END = "key-end";
    /// End in the footer.
    HINT_END = "hint-end";
    /// `f`'s help line.
    KEY_STOP = "key-stop";
    /// `a`'s help line.
    KEY_PAUSE_AT_SOLUTIONS = "key-pause-at-solutions";
    /// `1`'s help line.
    KEY_NUMBERING = "key-numbering";
    /// `s`'s help line.
    KEY_SCREENSHOT = "key-screenshot";
    /// `v`'s help line.
    KEY_RECORD = "key-record";
    /// `c`'s help line.
    KEY_CODE = "key-code";
    /// `L`'s help line.
    KEY_LANGUAGE = "key-language";
    /// `L` in the menu's footer.
    HINT_LANGUAGE = "hint-language";
    /// `t`'s help line.
    KEY_TREE = "key-tree";
    /// Esc and `m`'s help line.
    KEY_MENU = "key-menu";
    /// `m` in the footer.
    HINT_MENU = "hint-menu";
    /// `?`'s help line.
    KEY_HELP = "key-help";
    /// `?` in the footer.
    HINT_HELP = "hint-help";
    /// `q`'s help line.
    KEY_QUIT = "key-quit";
    /// `q` in the footer.
    HINT_QUIT = "hint-quit";
    /// Esc's help line while a long move runs.
    KEY_CANCEL_MOVE = "key-cancel-move";
    /// Esc in the footer of a long move and of the go-to prompt.
    HINT_CANCEL = "hint-cancel";
    /// The digits' help line in the go-to prompt.
    KEY_TYPE_STEP = "key-type-step";
    /// The digits in the go-to prompt's footer.
    HINT_STEP_NUMBER = "hint-step-number";
    /// Backspace's help line in the go-to prompt.
    KEY_ERASE = "key-erase";
    /// Enter's help line in the go-to prompt.
    KEY_GO = "key-go";
    /// Enter in the go-to prompt's footer.
    HINT_GO = "hint-go";
    /// Esc's help line in the go-to prompt.
    KEY_CANCEL = "key-cancel";
    /// The arrows' help line in the menu.
    KEY_CHOOSE = "key-choose";
    /// ↑ and ↓ in the menu's footer.
    HINT_CHOOSE = "hint-choose";
    /// Home and End's help line in the menu.
    KEY_FIRST_LAST = "key-first-last";
    /// ← and →'s help line in the menu.
    KEY_CHANGE_SIZE = "key-change-size";
    /// ← and → in the menu's footer: the size's letter, the same in every language.
    HINT_SIZE = "hint-size";
    /// The digits' help line in the menu.
    KEY_TYPE_SIZE = "key-type-size";
    /// Enter's help line in the menu.
    KEY_OPEN = "key-open";
    /// Enter in the menu's footer.
    HINT_OPEN = "hint-open";
    /// `o`'s help line in the menu.
    KEY_SIDE_BY_SIDE = "key-side-by-side";
}

/// The compare screen's totals table's header, a column each.
pub const TOTALS_HEADER: [Id; 5] = [
    TOTALS_ORDER,
    TOTALS_PLACEMENTS,
    TOTALS_REMOVALS,
    TOTALS_SOLUTIONS,
    TOTALS_MAX_DEPTH,
];

/// Latin words any Chinese text may keep: key names, file types, the name of a tutorial's
/// site, the command line's options that the help and the status line name (`--theme`,
/// `--fresh`) and the words a step is typed with (`solution:K`, `end`). A problem's own
/// (the names of its methods and of its code) are its [`Catalogued::KEPT`].
#[cfg(test)]
pub(super) const KEPT: &[&str] = &[
    "Enter",
    "Esc",
    "Space",
    "Home",
    "End",
    "PageDown",
    "PageUp",
    "Backspace",
    "Ctrl",
    "Shift",
    "svg",
    "txt",
    "cast",
    "LeetCode",
    "Up",
    "Down",
    "Left",
    "Right",
    "theme",
    "fresh",
    "solution",
    "end",
];

/// The [`Catalogued::KEPT`] of each board type it is given.
#[cfg(test)]
macro_rules! kept_of {
    ($($board:ty),* $(,)?) => {
        &[$(<$board as Catalogued>::KEPT),*]
    };
}

/// Every problem's own kept words, in the registry's order.
#[cfg(test)]
static PROBLEMS_KEPT: &[&[&str]] = crate::registry::every_problem!(kept_of);

/// The Latin words of `zh` that are neither one letter nor kept: in [`KEPT`] or in any
/// problem's [`Catalogued::KEPT`].
#[cfg(test)]
pub(crate) fn english_in(zh: &str) -> Vec<&str> {
    let kept =
        |word: &&str| KEPT.contains(word) || PROBLEMS_KEPT.iter().any(|own| own.contains(word));
    zh.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| word.len() > 1 && !kept(word))
        .collect()
}

/// Characters written only in simplified Chinese: each has a different traditional
/// form (`个` 個, `数` 數), and none is used as it is in traditional text. `后` and `余`
/// are left out: traditional text writes `皇后` and `余` too.
#[cfg(test)]
const SIMPLIFIED_ONLY: &str = "万与东丢两个为亚从们优会伪体关内写决况减几击删动区单却变叶号国图处够\
    头实宫对将层帧帮并应开张当录径择数无时显暂条来标栈树样没涂满点独现画盘码确种笔简红级线组终\
    经结给继续维绿编罗蓝计记设访试话语误说请诺调踪转轮较输达过运还这进连适选邻里铅销错键长闭问间\
    隐难顶项顺预领题颜马黄";

/// Messages written the same in every language: the letter that stands for a size.
#[cfg(test)]
pub(crate) const SAME_IN_EVERY_LANGUAGE: &[&str] = &["hint-size"];

/// The characters of `text` that traditional Chinese does not write.
#[cfg(test)]
pub(crate) fn simplified_in(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| SIMPLIFIED_ONLY.contains(c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_constant_names_its_own_message() {
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
        assert_eq!(english_in("按 Enter 打开 queens"), ["queens"]);
    }
}
