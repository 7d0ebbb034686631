//! The player's tables: the moves along a run, the player's own keys, the views, the
//! moments panel, leaving, and the keys held while a long job runs.

use ratatui::crossterm::event::KeyCode;

use super::{Binding, CTRL_C, bind, digits, help, key_words, words};

/// What a transport key does: the moves along a run, on the player's one board and on
/// every board of the compare screen alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransportAction {
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
}

/// What a key of the player's own does, besides the transport and the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerAction {
    /// First solution only, or all.
    ToggleStop,
    /// Whether playing pauses at each solution.
    TogglePauseAtSolutions,
    /// Ask for a breakpoint's condition.
    AskBreakpoint,
    /// Forget every breakpoint.
    ClearBreakpoints,
    /// Bookmark the current step, asking for a caption.
    Bookmark,
    /// Go to the bookmark before the current step.
    PreviousBookmark,
    /// Go to the bookmark after the current step.
    NextBookmark,
    /// Show or hide the panel of bookmarks, breakpoints and solutions.
    ToggleMoments,
    /// Start the quiz, or end it.
    ToggleQuiz,
    /// Save the bookmarks and breakpoints as a lesson file.
    SaveLesson,
}

/// What a key does to how a search is shown, on the player and the compare screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewAction {
    /// Rows, columns and cells numbered from 0 or from 1.
    ToggleNumbering,
    /// Save the screen as `.svg` and `.txt` files.
    Screenshot,
    /// Start or stop recording the screen to a `.cast` file.
    Record,
    /// The next tutorial's code in the code panel.
    CycleCode,
    /// Switch between English and Chinese.
    Language,
    /// Show or hide the search tree panel.
    ToggleTree,
}

/// What a key that leaves a screen does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveAction {
    /// Back to the menu.
    Menu,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

use KeyCode::{
    Backspace, Char, Delete, Down, End, Enter, Esc, Home, Left, PageDown, PageUp, Right, Up,
};
use TransportAction as T;

/// The transport: the keys that move along a run, first in the help of the player and of
/// the compare screen.
pub const TRANSPORT: &[Binding<TransportAction>] = &[
    bind(
        &[(Char(' '), T::TogglePlay)],
        help(words::KEY_PLAY).hint(&[Char(' ')], words::HINT_PLAY, 0),
    ),
    bind(
        &[(Right, T::StepForward), (Char('l'), T::StepForward)],
        help(words::KEY_STEP_FORWARD).hint(&[Right], words::HINT_STEP, 0),
    ),
    bind(
        &[(Left, T::StepBack), (Char('h'), T::StepBack)],
        help(words::KEY_STEP_BACK).hint(&[Left], words::HINT_BACK, 0),
    ),
    bind(
        &[
            (Char('n'), T::NextSolution),
            (Char('N'), T::PreviousSolution),
        ],
        help(words::KEY_SOLUTION).hint(&[Char('n'), Char('N')], words::HINT_SOLUTION, 1),
    ),
    bind(
        &[(Char('b'), T::NextBacktrack)],
        help(words::KEY_BACKTRACK).hint(&[Char('b')], words::HINT_BACKTRACK, 1),
    ),
    bind(
        &[(Enter, T::NextPicture), (PageDown, T::NextPicture)],
        help(words::KEY_PICTURE).hint(&[Enter], words::HINT_PICTURE, 3),
    ),
    bind(
        &[
            (Char('+'), T::Faster),
            (Char('='), T::Faster),
            (Char('-'), T::Slower),
            (Char('_'), T::Slower),
        ],
        help(words::KEY_SPEED).hint(&[Char('+'), Char('-')], words::HINT_SPEED, 2),
    ),
    bind(
        &[(Char('g'), T::GoTo)],
        help(words::KEY_GO_TO).hint(&[Char('g')], words::HINT_GO_TO, 2),
    ),
    bind(
        &[(Char('r'), T::Restart), (Home, T::Restart)],
        help(words::KEY_RESTART).hint(&[Char('r')], words::HINT_RESTART, 3),
    ),
    bind(
        &[(End, T::End)],
        help(words::KEY_END).hint(&[End], words::HINT_END, 4),
    ),
];

/// The player's own keys, after the transport.
pub const PLAYER: &[Binding<PlayerAction>] = &[
    bind(
        &[(Char('f'), PlayerAction::ToggleStop)],
        help(words::KEY_STOP),
    ),
    bind(
        &[(Char('a'), PlayerAction::TogglePauseAtSolutions)],
        help(words::KEY_PAUSE_AT_SOLUTIONS),
    ),
    bind(
        &[
            (Char('x'), PlayerAction::AskBreakpoint),
            (Char('X'), PlayerAction::ClearBreakpoints),
            (Char('k'), PlayerAction::Bookmark),
            (Char('['), PlayerAction::PreviousBookmark),
            (Char(']'), PlayerAction::NextBookmark),
            (Char('K'), PlayerAction::ToggleMoments),
            (Char('W'), PlayerAction::SaveLesson),
        ],
        help(key_words::KEY_LESSON),
    ),
    bind(
        &[(Char('Q'), PlayerAction::ToggleQuiz)],
        help(key_words::KEY_QUIZ).hint(&[Char('Q')], key_words::HINT_QUIZ, 2),
    ),
];

/// What a key does while the quiz asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizAction {
    /// Type a key of an answer.
    Type,
    /// Answer that the search goes back.
    Back,
    /// Take the answer typed, when a longer one starts the same.
    Commit,
    /// Forget the last key typed.
    Erase,
    /// Show the answer without scoring, and step.
    Skip,
    /// Highlight the answer before the one highlighted.
    Previous,
    /// Highlight the answer after the one highlighted.
    Next,
    /// End the quiz: Esc leaves the question, never the player.
    End,
}

/// The digits of an answer, Enter to take one that a longer answer starts like, and
/// Backspace to forget the last digit.
const QUIZ_TYPING: [(KeyCode, QuizAction); 12] = {
    let digits = digits(QuizAction::Type);
    let mut keys = [(Enter, QuizAction::Commit); 12];
    let mut index = 0;
    while index < digits.len() {
        keys[index] = digits[index];
        index += 1;
    }
    keys[11] = (Backspace, QuizAction::Erase);
    keys
};

/// The keys that answer the question open, which come first while it is; a letter that
/// names an answer (a colour, a large sudoku's digit) answers too.
pub const QUIZ_ANSWER: &[Binding<QuizAction>] = &[
    bind(&QUIZ_TYPING, help(key_words::KEY_QUIZ_ANSWER)),
    bind(
        &[(Char('<'), QuizAction::Back)],
        help(key_words::KEY_QUIZ_BACK),
    ),
    bind(&[(Right, QuizAction::Skip)], help(key_words::KEY_QUIZ_SKIP)),
    bind(
        &[(Up, QuizAction::Previous), (Down, QuizAction::Next)],
        help(key_words::KEY_QUIZ_CHOOSE),
    ),
    bind(&[(Esc, QuizAction::End)], help(key_words::KEY_QUIZ_END)),
];

/// What a key does while the panel of bookmarks, breakpoints and solutions is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MomentsAction {
    /// The line above.
    Up,
    /// The line below.
    Down,
    /// Go to the step of the line chosen.
    Go,
    /// Forget the bookmark or the breakpoint chosen.
    Remove,
    /// Hide the panel.
    Close,
}

/// The keys of the panel of bookmarks, breakpoints and solutions, which come before all
/// others while it is shown.
pub const MOMENTS: &[Binding<MomentsAction>] = &[
    bind(
        &[(Up, MomentsAction::Up), (Down, MomentsAction::Down)],
        help(key_words::KEY_MOMENTS_CHOOSE),
    ),
    bind(
        &[(Enter, MomentsAction::Go)],
        help(key_words::KEY_MOMENTS_GO).hint(&[Enter], words::HINT_GO, 0),
    ),
    bind(
        &[
            (Delete, MomentsAction::Remove),
            (Backspace, MomentsAction::Remove),
        ],
        help(key_words::KEY_MOMENTS_REMOVE),
    ),
    bind(
        &[(Esc, MomentsAction::Close)],
        help(key_words::KEY_MOMENTS_CLOSE),
    ),
];

/// How the search is shown: the keys the player and the compare screen share after the
/// transport.
pub const VIEW: &[Binding<ViewAction>] = &[
    bind(
        &[(Char('1'), ViewAction::ToggleNumbering)],
        help(words::KEY_NUMBERING),
    ),
    bind(
        &[(Char('s'), ViewAction::Screenshot)],
        help(words::KEY_SCREENSHOT),
    ),
    bind(&[(Char('v'), ViewAction::Record)], help(words::KEY_RECORD)),
    bind(&[(Char('c'), ViewAction::CycleCode)], help(words::KEY_CODE)),
    bind(
        &[(Char('L'), ViewAction::Language)],
        help(words::KEY_LANGUAGE),
    ),
    bind(
        &[(Char('t'), ViewAction::ToggleTree)],
        help(words::KEY_TREE),
    ),
];

/// The keys every screen of a search has last.
pub const LEAVE: &[Binding<LeaveAction>] = &[
    bind(
        &[(Esc, LeaveAction::Menu), (Char('m'), LeaveAction::Menu)],
        help(words::KEY_MENU).hint(&[Char('m')], words::HINT_MENU, 1),
    ),
    bind(
        &[(Char('?'), LeaveAction::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
    bind(
        &[(Char('q'), LeaveAction::Quit)],
        help(words::KEY_QUIT)
            .also(&[CTRL_C])
            .hint(&[Char('q')], words::HINT_QUIT, 0),
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
        help(words::KEY_CANCEL_MOVE).hint(&[Esc], words::HINT_CANCEL, 0),
    ),
    bind(&[(Char('?'), BusyAction::Help)], help(words::KEY_HELP)),
    bind(
        &[(Char('q'), BusyAction::Quit)],
        help(words::KEY_QUIT)
            .also(&[CTRL_C])
            .hint(&[Char('q')], words::HINT_QUIT, 0),
    ),
];

/// What a key of a lesson's script does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScriptAction {
    /// The next stop, or the next scene's first: back to the script after exploring.
    Next,
    /// The stop before the last one shown, or the previous scene's last.
    Previous,
}

/// The keys of a lesson's script, first in the player's help while a lesson plays: the
/// keys a presenter's remote sends. PageDown leaves the transport's line meanwhile.
pub const SCRIPT: &[Binding<ScriptAction>] = &[bind(
    &[
        (PageDown, ScriptAction::Next),
        (PageUp, ScriptAction::Previous),
    ],
    help(key_words::KEY_SCRIPT).hint(&[PageDown, PageUp], key_words::HINT_SCRIPT, 0),
)];
