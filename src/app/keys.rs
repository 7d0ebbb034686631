//! The keys of each screen, one table a screen: each line binds key codes to actions and
//! to the words of the help and the footer, so the handler, the help and the footer
//! cannot disagree.

use ratatui::{crossterm::event::KeyCode, text::Line};

use super::{
    Theme, Words,
    squeeze::{Part, parts_width, squeeze},
};

/// What the help and the footer say of one line of a key table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Help {
    /// The keys as drawn with Unicode glyphs.
    pub keys: &'static str,
    /// The same keys in ASCII.
    pub ascii_keys: &'static str,
    /// What they do, for the help.
    pub words: Words,
    /// The line in the footer, if it is shown there.
    pub hint: Option<Hint>,
}

/// A short form of a line for the footer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The keys with Unicode glyphs.
    pub keys: &'static str,
    /// The keys in ASCII.
    pub ascii_keys: &'static str,
    /// One or two words.
    pub word: Words,
    /// 0 for a hint that always shows; hints of higher rank leave a narrow footer first.
    pub rank: u8,
}

impl Help {
    /// The keys in the glyphs the theme draws with.
    pub fn keys(&self, theme: &Theme) -> &'static str {
        theme.glyph(self.keys, self.ascii_keys)
    }

    /// This line with a footer hint of `keys` (`ascii_keys` in ASCII) and `word`; the hints
    /// of the highest `rank` leave the footer first when it is narrow (0: never).
    pub const fn hint(
        self,
        keys: &'static str,
        ascii_keys: &'static str,
        word: &'static str,
        rank: u8,
    ) -> Help {
        Help {
            hint: Some(Hint {
                keys,
                ascii_keys,
                word: Words::new(word, ""),
                rank,
            }),
            ..self
        }
    }

    /// This line with its help words in Chinese as well.
    pub const fn zh(mut self, words: &'static str) -> Help {
        self.words.zh = words;
        self
    }

    /// This line with its footer hint's word in Chinese as well.
    pub const fn hint_zh(mut self, word: &'static str) -> Help {
        if let Some(hint) = &mut self.hint {
            hint.word.zh = word;
        }
        self
    }
}

/// One line of a key table: the keys, the action each stands for, and what the help says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding<A: 'static> {
    /// Each key and its action.
    pub keys: &'static [(KeyCode, A)],
    /// The line in the help and the footer.
    pub help: Help,
}

/// The action `code` stands for in `table`, if any.
pub fn action<A: Copy>(table: &[Binding<A>], code: KeyCode) -> Option<A> {
    table
        .iter()
        .flat_map(|binding| binding.keys)
        .find(|(key, _)| *key == code)
        .map(|&(_, action)| action)
}

/// The help lines of `table`.
pub fn helps<A>(table: &[Binding<A>]) -> impl Iterator<Item = Help> + '_ {
    table.iter().map(|binding| binding.help)
}

/// A help line: `keys` (`ascii_keys` in ASCII) do what `words` say; no footer hint.
pub const fn help(keys: &'static str, ascii_keys: &'static str, words: &'static str) -> Help {
    Help {
        keys,
        ascii_keys,
        words: Words::new(words, ""),
        hint: None,
    }
}

/// A line of a key table: `keys` with their actions, described by `help`.
pub const fn bind<A>(keys: &'static [(KeyCode, A)], help: Help) -> Binding<A> {
    Binding { keys, help }
}

/// The digits, each standing for `action`.
const fn digits<A: Copy>(action: A) -> [(KeyCode, A); 10] {
    [
        (KeyCode::Char('0'), action),
        (KeyCode::Char('1'), action),
        (KeyCode::Char('2'), action),
        (KeyCode::Char('3'), action),
        (KeyCode::Char('4'), action),
        (KeyCode::Char('5'), action),
        (KeyCode::Char('6'), action),
        (KeyCode::Char('7'), action),
        (KeyCode::Char('8'), action),
        (KeyCode::Char('9'), action),
    ]
}

/// What a key does in the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerAction {
    /// Play or pause.
    TogglePlay,
    /// One event forward.
    StepForward,
    /// One event back.
    StepBack,
    /// Forward to the next solution.
    NextSolution,
    /// Back to the previous solution.
    PreviousSolution,
    /// Forward to the next backtrack.
    NextBacktrack,
    /// Forward to the next placement: the next picture the tutorials draw.
    NextPicture,
    /// Whether playing pauses at each solution.
    TogglePauseAtSolutions,
    /// Rows, columns and cells numbered from 0 or from 1.
    ToggleNumbering,
    /// Play faster.
    Faster,
    /// Play slower.
    Slower,
    /// Ask for a step to go to.
    GoTo,
    /// Back to step 0.
    Restart,
    /// Run to the last event.
    End,
    /// First solution only, or all.
    ToggleStop,
    /// Save the screen as `.svg` and `.txt` files.
    Screenshot,
    /// Start or stop recording the screen to a `.cast` file.
    Record,
    /// The next tutorial's code in the code panel.
    CycleCode,
    /// Show or hide the search tree panel.
    ToggleTree,
    /// Switch between English and Chinese.
    Language,
    /// Back to the menu.
    Menu,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

use KeyCode::{Backspace, Char, Down, End, Enter, Esc, Home, Left, PageDown, Right, Up};
use PlayerAction as P;

/// The player's stepping keys, in the order the help lists them; the problem's own keys
/// and [`LEAVE`] follow.
pub const PLAYER: &[Binding<PlayerAction>] = &[
    bind(
        &[(Char(' '), P::TogglePlay)],
        help("Space", "Space", "play / pause")
            .zh("播放 / 暂停")
            .hint("Space", "Space", "play", 0)
            .hint_zh("播放"),
    ),
    bind(
        &[(Right, P::StepForward), (Char('l'), P::StepForward)],
        help("→  l", "Right  l", "one step forward")
            .zh("前进一步")
            .hint("→", ">", "step", 0)
            .hint_zh("前进"),
    ),
    bind(
        &[(Left, P::StepBack), (Char('h'), P::StepBack)],
        help("←  h", "Left  h", "one step back")
            .zh("后退一步")
            .hint("←", "<", "back", 0)
            .hint_zh("后退"),
    ),
    bind(
        &[
            (Char('n'), P::NextSolution),
            (Char('N'), P::PreviousSolution),
        ],
        help("n  N", "n  N", "next / previous solution")
            .zh("下一个 / 上一个解")
            .hint("n/N", "n/N", "solution", 1)
            .hint_zh("解"),
    ),
    bind(
        &[(Char('b'), P::NextBacktrack)],
        help("b", "b", "to the next backtrack")
            .zh("跳到下一次回溯")
            .hint("b", "b", "backtrack", 1)
            .hint_zh("回溯"),
    ),
    bind(
        &[(Enter, P::NextPicture), (PageDown, P::NextPicture)],
        help(
            "Enter  PageDown",
            "Enter  PageDown",
            "to the next placement: the tutorials' next picture",
        )
        .zh("跳到下一次放置：教程里的下一张图")
        .hint("Enter", "Enter", "picture", 3)
        .hint_zh("下一图"),
    ),
    bind(
        &[
            (Char('+'), P::Faster),
            (Char('='), P::Faster),
            (Char('-'), P::Slower),
            (Char('_'), P::Slower),
        ],
        help("+ =  - _", "+ =  - _", "faster / slower")
            .zh("加快 / 减慢")
            .hint("+/-", "+/-", "speed", 2)
            .hint_zh("速度"),
    ),
    bind(
        &[(Char('g'), P::GoTo)],
        help("g", "g", "go to a step number")
            .zh("跳到第几步")
            .hint("g", "g", "go to", 2)
            .hint_zh("跳转"),
    ),
    bind(
        &[(Char('r'), P::Restart), (Home, P::Restart)],
        help("r  Home", "r  Home", "restart")
            .zh("重新开始")
            .hint("r", "r", "restart", 3)
            .hint_zh("重来"),
    ),
    bind(
        &[(End, P::End)],
        help("End", "End", "run to the end")
            .zh("一直运行到结束")
            .hint("End", "End", "end", 4)
            .hint_zh("到底"),
    ),
    bind(
        &[(Char('f'), P::ToggleStop)],
        help("f", "f", "first solution only / all solutions").zh("只找第一个解 / 找出所有解"),
    ),
    bind(
        &[(Char('a'), P::TogglePauseAtSolutions)],
        help("a", "a", "playing pauses at each solution / plays through")
            .zh("播放时在每个解处暂停 / 不暂停"),
    ),
    bind(
        &[(Char('1'), P::ToggleNumbering)],
        help("1", "1", "rows, columns and cells counted from 0 / from 1")
            .zh("行、列和格子从 0 / 从 1 开始编号"),
    ),
    bind(
        &[(Char('s'), P::Screenshot)],
        help("s", "s", "save the screen as .svg and .txt").zh("把屏幕保存为 .svg 和 .txt"),
    ),
    bind(
        &[(Char('v'), P::Record)],
        help("v", "v", "start / stop recording a .cast (video)").zh("开始 / 停止录像(.cast)"),
    ),
    bind(
        &[(Char('c'), P::CycleCode)],
        help("c", "c", "pseudo-code or a tutorial's code").zh("伪代码或教程的代码"),
    ),
    bind(
        &[(Char('L'), P::Language)],
        help("L", "L", "English / Chinese").zh("英文 / 中文"),
    ),
    bind(
        &[(Char('t'), P::ToggleTree)],
        help("t", "t", "show / hide the search tree").zh("显示 / 隐藏搜索树"),
    ),
];

/// The keys every player has last.
pub const LEAVE: &[Binding<PlayerAction>] = &[
    bind(
        &[(Esc, P::Menu), (Char('m'), P::Menu)],
        help("Esc  m", "Esc  m", "back to the menu")
            .zh("回到菜单")
            .hint("m", "m", "menu", 1)
            .hint_zh("菜单"),
    ),
    bind(
        &[(Char('?'), P::Help)],
        help("?", "?", "this help")
            .zh("本帮助")
            .hint("?", "?", "help", 0)
            .hint_zh("帮助"),
    ),
    bind(
        &[(Char('q'), P::Quit)],
        help("q  Ctrl-C", "q  Ctrl-C", "quit")
            .zh("退出")
            .hint("q", "q", "quit", 0)
            .hint_zh("退出"),
    ),
];

/// What a key does on the side-by-side comparison of cell orders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareAction {
    /// Start or stop playing every board.
    TogglePlay,
    /// One event forward on every board still searching.
    StepForward,
    /// One event back on every board that has left the start.
    StepBack,
    /// Faster play.
    Faster,
    /// Slower play.
    Slower,
    /// Every board back to step 0.
    Restart,
    /// Every board to its end, and the totals in a table.
    End,
    /// Back to the menu.
    Menu,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

/// The keys of the side-by-side comparison.
pub const COMPARE: &[Binding<CompareAction>] = &[
    bind(
        &[(Char(' '), CompareAction::TogglePlay)],
        help("Space", "Space", "play / pause every board")
            .zh("播放 / 暂停所有棋盘")
            .hint("Space", "Space", "play", 0)
            .hint_zh("播放"),
    ),
    bind(
        &[
            (Right, CompareAction::StepForward),
            (Char('l'), CompareAction::StepForward),
        ],
        help("→  l", "Right  l", "one step forward on each board")
            .zh("每个棋盘前进一步")
            .hint("→", ">", "step", 0)
            .hint_zh("前进"),
    ),
    bind(
        &[
            (Left, CompareAction::StepBack),
            (Char('h'), CompareAction::StepBack),
        ],
        help("←  h", "Left  h", "one step back on each board")
            .zh("每个棋盘后退一步")
            .hint("←", "<", "back", 0)
            .hint_zh("后退"),
    ),
    bind(
        &[
            (Char('+'), CompareAction::Faster),
            (Char('='), CompareAction::Faster),
            (Char('-'), CompareAction::Slower),
            (Char('_'), CompareAction::Slower),
        ],
        help("+ =  - _", "+ =  - _", "faster / slower")
            .zh("加快 / 减慢")
            .hint("+/-", "+/-", "speed", 2)
            .hint_zh("速度"),
    ),
    bind(
        &[
            (Char('r'), CompareAction::Restart),
            (Home, CompareAction::Restart),
        ],
        help("r  Home", "r  Home", "restart every board")
            .zh("所有棋盘重新开始")
            .hint("r", "r", "restart", 3)
            .hint_zh("重来"),
    ),
    bind(
        &[(End, CompareAction::End)],
        help("End", "End", "run all to the end: the totals in a table")
            .zh("全部运行到结束：总数列成表")
            .hint("End", "End", "end", 1)
            .hint_zh("到底"),
    ),
    bind(
        &[(Esc, CompareAction::Menu), (Char('m'), CompareAction::Menu)],
        help("Esc  m", "Esc  m", "back to the menu")
            .zh("回到菜单")
            .hint("m", "m", "menu", 1)
            .hint_zh("菜单"),
    ),
    bind(
        &[(Char('?'), CompareAction::Help)],
        help("?", "?", "this help")
            .zh("本帮助")
            .hint("?", "?", "help", 0)
            .hint_zh("帮助"),
    ),
    bind(
        &[(Char('q'), CompareAction::Quit)],
        help("q  Ctrl-C", "q  Ctrl-C", "quit")
            .zh("退出")
            .hint("q", "q", "quit", 0)
            .hint_zh("退出"),
    ),
];

/// What a key does while a long move runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BusyAction {
    /// Stop the move where it is.
    Cancel,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

/// The keys that work while a long move runs.
pub const BUSY: &[Binding<BusyAction>] = &[
    bind(
        &[(Esc, BusyAction::Cancel), (Char(' '), BusyAction::Cancel)],
        help("Esc  Space", "Esc  Space", "cancel the move")
            .zh("取消这次移动")
            .hint("Esc", "Esc", "cancel", 0)
            .hint_zh("取消"),
    ),
    bind(
        &[(Char('?'), BusyAction::Help)],
        help("?", "?", "this help").zh("本帮助"),
    ),
    bind(
        &[(Char('q'), BusyAction::Quit)],
        help("q  Ctrl-C", "q  Ctrl-C", "quit")
            .zh("退出")
            .hint("q", "q", "quit", 0)
            .hint_zh("退出"),
    ),
];

/// What a key does in the go-to prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptAction {
    /// Add the digit typed.
    Digit,
    /// Take back the last digit.
    Erase,
    /// Go to the step typed.
    Go,
    /// Close the prompt.
    Cancel,
}

const PROMPT_DIGITS: [(KeyCode, PromptAction); 10] = digits(PromptAction::Digit);

/// The go-to prompt's keys.
pub const PROMPT: &[Binding<PromptAction>] = &[
    bind(
        &PROMPT_DIGITS,
        help("0-9", "0-9", "type the step number")
            .zh("输入步数")
            .hint("0-9", "0-9", "step", 1)
            .hint_zh("步数"),
    ),
    bind(
        &[(Backspace, PromptAction::Erase)],
        help("Backspace", "Backspace", "take back a digit").zh("删去一位数字"),
    ),
    bind(
        &[(Enter, PromptAction::Go)],
        help("Enter", "Enter", "go")
            .zh("跳转")
            .hint("Enter", "Enter", "go", 0)
            .hint_zh("跳转"),
    ),
    bind(
        &[(Esc, PromptAction::Cancel)],
        help("Esc", "Esc", "cancel")
            .zh("取消")
            .hint("Esc", "Esc", "cancel", 0)
            .hint_zh("取消"),
    ),
];

/// What a key does in the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// The entry above.
    Up,
    /// The entry below.
    Down,
    /// The first entry.
    First,
    /// The last entry.
    Last,
    /// A smaller size for a custom entry.
    Smaller,
    /// A larger size for a custom entry.
    Larger,
    /// A digit of the size of a custom entry.
    Digit,
    /// Open the chosen entry.
    Open,
    /// Open the chosen entry in each search order side by side.
    SideBySide,
    /// Switch between English and Chinese.
    Language,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

const MENU_DIGITS: [(KeyCode, MenuAction); 10] = digits(MenuAction::Digit);

/// The menu's keys.
pub const MENU: &[Binding<MenuAction>] = &[
    bind(
        &[
            (Up, MenuAction::Up),
            (Down, MenuAction::Down),
            (Char('k'), MenuAction::Up),
            (Char('j'), MenuAction::Down),
        ],
        help("↑  ↓  k  j", "Up  Down  k  j", "choose")
            .zh("选择")
            .hint("↑↓", "Up/Down", "choose", 0)
            .hint_zh("选择"),
    ),
    bind(
        &[(Home, MenuAction::First), (End, MenuAction::Last)],
        help("Home  End", "Home  End", "first / last entry").zh("第一项 / 最后一项"),
    ),
    bind(
        &[
            (Left, MenuAction::Smaller),
            (Right, MenuAction::Larger),
            (Char('h'), MenuAction::Smaller),
            (Char('l'), MenuAction::Larger),
        ],
        help(
            "←  →  h  l",
            "Left  Right  h  l",
            "change N (custom entries)",
        )
        .zh("改变 N(任意大小的条目)")
        .hint("←→", "Left/Right", "N", 1)
        .hint_zh("N"),
    ),
    bind(
        &MENU_DIGITS,
        help("0-9", "0-9", "type N (custom entries)").zh("输入 N(任意大小的条目)"),
    ),
    bind(
        &[(Enter, MenuAction::Open)],
        help("Enter", "Enter", "open")
            .zh("打开")
            .hint("Enter", "Enter", "open", 0)
            .hint_zh("打开"),
    ),
    bind(
        &[(Char('L'), MenuAction::Language)],
        help("L", "L", "English / Chinese")
            .zh("英文 / 中文")
            .hint("L", "L", "language", 1)
            .hint_zh("语言"),
    ),
    bind(
        &[(Char('o'), MenuAction::SideBySide)],
        help("o", "o", "sudoku: cell orders side by side").zh("数独：各种填格顺序并排比较"),
    ),
    bind(
        &[(Char('?'), MenuAction::Help)],
        help("?", "?", "this help")
            .zh("本帮助")
            .hint("?", "?", "help", 0)
            .hint_zh("帮助"),
    ),
    bind(
        &[(Char('q'), MenuAction::Quit)],
        help("q  Ctrl-C", "q  Ctrl-C", "quit")
            .zh("退出")
            .hint("q", "q", "quit", 0)
            .hint_zh("退出"),
    ),
];

/// The footer hints of `helps` as parts of a line, `gap` between hints, to be squeezed
/// to a width.
fn hints(helps: &[Help], gap: &str, theme: &Theme) -> Vec<Part> {
    let mut parts = Vec::new();
    for hint in helps.iter().filter_map(|help| help.hint) {
        let gap = if parts.is_empty() { "" } else { gap };
        let keys = theme.glyph(hint.keys, hint.ascii_keys);
        parts.push(Part::new(format!("{gap}{keys}"), theme.key(), hint.rank));
        // The word goes with its keys: same rank, and dropped together below.
        let word = hint.word.get(theme.lang());
        parts.push(Part::new(format!(" {word}"), theme.dim(), hint.rank));
    }
    parts
}

/// The footer: the hints of `helps` that fit in `width`, the least needed left out.
///
/// A footer that does not fit first closes up its gaps to one blank (the keys' colour
/// still sets them apart), so that a narrow screen keeps more of its keys.
pub fn footer(helps: impl IntoIterator<Item = Help>, theme: &Theme, width: u16) -> Line<'static> {
    let helps: Vec<Help> = helps.into_iter().collect();
    let mut parts = hints(&helps, "  ", theme);
    if parts_width(&parts) > usize::from(width) {
        parts = hints(&helps, " ", theme);
    }
    // Drop whole hints (keys and word), least needed first, until the line fits.
    while parts_width(&parts) > usize::from(width) {
        let Some(index) = parts
            .chunks(2)
            .enumerate()
            .filter(|(_, pair)| pair[0].rank > 0)
            .max_by_key(|&(index, pair)| (pair[0].rank, index))
            .map(|(index, _)| index)
        else {
            break;
        };
        parts.drain(2 * index..2 * index + 2);
        if let Some(first) = parts.first_mut() {
            first.text = first.text.trim_start().to_string();
        }
    }
    squeeze(parts, width)
}

/// How a key is written in the help, in Unicode and in ASCII, for checking that the help
/// names every key a table binds.
pub fn key_names(code: KeyCode) -> [String; 2] {
    let same = |name: &str| [name.to_string(), name.to_string()];
    match code {
        Char(' ') => same("Space"),
        Char(c) if c.is_ascii_digit() => same("0-9"),
        Char(c) => same(&c.to_string()),
        Left => ["←".to_string(), "Left".to_string()],
        Right => ["→".to_string(), "Right".to_string()],
        Up => ["↑".to_string(), "Up".to_string()],
        Down => ["↓".to_string(), "Down".to_string()],
        other => same(&format!("{other:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_help() -> Vec<Help> {
        let mut all: Vec<Help> = helps(PLAYER).chain(helps(LEAVE)).collect();
        all.extend(helps(BUSY));
        all.extend(helps(PROMPT));
        all.extend(helps(MENU));
        all
    }

    #[test]
    fn ascii_tables_are_ascii() {
        for help in every_help() {
            assert!(help.ascii_keys.is_ascii(), "{}", help.ascii_keys);
            assert!(help.words.en.is_ascii(), "{}", help.words.en);
            if let Some(hint) = help.hint {
                assert!(hint.ascii_keys.is_ascii() && hint.word.en.is_ascii());
            }
        }
        let theme = Theme::new(true, false);
        let line = footer(helps(PLAYER), &theme, 200).to_string();
        assert!(line.is_ascii(), "{line}");
        assert!(
            line.starts_with("Space play  > step  < back  n/N solution"),
            "{line}"
        );
    }

    #[test]
    fn every_line_of_every_table_is_in_both_languages() {
        for help in every_help() {
            let words = [Some(help.words), help.hint.map(|hint| hint.word)];
            for words in words.into_iter().flatten() {
                assert!(!words.en.is_empty() && !words.zh.is_empty(), "{words:?}");
                assert!(!words.zh.is_ascii() || words.zh == "N");
                let english = crate::app::words::english_in(words.zh);
                assert!(english.is_empty(), "{words:?}: {english:?}");
            }
        }
        let chinese = Theme::new(false, true).speaking(crate::app::Lang::Zh);
        let line = footer(helps(MENU), &chinese, 80).to_string();
        assert_eq!(line, "↑↓ 选择  ←→ N  Enter 打开  L 语言  ? 帮助  q 退出");
    }

    /// Every key of `table` is written in its own help line, in both glyph sets, and no
    /// key is bound twice.
    fn named_once<A: Copy + std::fmt::Debug>(table: &[Binding<A>]) {
        let mut seen = Vec::new();
        for binding in table {
            for &(code, action) in binding.keys {
                let [unicode, ascii] = key_names(code);
                // A digit bound alone is named as itself, not as the range `0-9`.
                let alone = match code {
                    Char(c) if c.is_ascii_digit() => binding.help.keys == c.to_string(),
                    _ => false,
                };
                assert!(
                    alone
                        || binding.help.keys.contains(&unicode)
                            && binding.help.ascii_keys.contains(&ascii),
                    "{code:?} ({action:?}) is not in the help line {:?}",
                    binding.help
                );
                assert!(!seen.contains(&code), "{code:?} bound twice");
                seen.push(code);
            }
        }
    }

    #[test]
    fn every_bound_key_is_in_its_help_line() {
        named_once(&[PLAYER, LEAVE].concat());
        named_once(BUSY);
        named_once(PROMPT);
        named_once(MENU);
    }

    #[test]
    fn lookup_finds_the_action() {
        assert_eq!(action(PLAYER, Char('=')), Some(P::Faster));
        assert_eq!(action(PLAYER, Char('N')), Some(P::PreviousSolution));
        assert_eq!(action(PLAYER, Char('z')), None);
        assert_eq!(action(PROMPT, Char('7')), Some(PromptAction::Digit));
    }

    #[test]
    fn a_narrow_footer_keeps_the_needed_keys() {
        let theme = Theme::new(false, true);
        let sudoku = [
            help("o", "o", "order").hint("o", "o", "order", 3),
            help("p", "p", "pencil").hint("p", "p", "pencil", 1),
        ];
        let all = || {
            helps(PLAYER)
                .chain(sudoku.iter().copied())
                .chain(helps(LEAVE))
        };
        let wide = footer(all(), &theme, 200).to_string();
        assert_eq!(
            wide,
            "Space play  → step  ← back  n/N solution  b backtrack  Enter picture  +/- speed  \
             g go to  r restart  End end  o order  p pencil  m menu  ? help  q quit"
        );
        let eighty = footer(all(), &theme, 80).to_string();
        // The gaps close up before any key goes.
        assert_eq!(
            eighty,
            "Space play → step ← back n/N solution b backtrack p pencil m menu ? help q quit"
        );
        assert!(eighty.chars().count() <= 80);
        let narrow = footer(all(), &theme, 30).to_string();
        assert_eq!(narrow, "Space play → step ← back ? help q quit");
    }
}
