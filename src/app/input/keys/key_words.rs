//! The ids of the words only the key tables say, each a message of the catalogue: the
//! help and footer lines of the keys of the moments panel, the line editor, the quiz, a
//! lesson's script and the puzzle folder, declared beside the tables that show them.

use crate::app::words::words;

words! {
    /// The help line of the keys of breakpoints, bookmarks and the panel of moments.
    KEY_LESSON = "key-lesson";
    /// The help line of the keys that move the cursor in a line typed.
    KEY_MOVE_CURSOR = "key-move-cursor";
    /// The help line of Backspace and Delete in a line typed.
    KEY_ERASE_CHARACTER = "key-erase-character";
    /// The help line of Enter in a line typed: it takes the line.
    KEY_TAKE_TEXT = "key-take-text";
    /// The footer's word for Enter in a line typed.
    HINT_TAKE_TEXT = "hint-take-text";
    /// The help line of the panel's arrows.
    KEY_MOMENTS_CHOOSE = "key-moments-choose";
    /// The help line of the panel's Enter.
    KEY_MOMENTS_GO = "key-moments-go";
    /// The help line of the panel's Delete.
    KEY_MOMENTS_REMOVE = "key-moments-remove";
    /// The help line of the panel's Esc.
    KEY_MOMENTS_CLOSE = "key-moments-close";
    /// The help line of the letters the go-to prompt takes besides the digits.
    KEY_TYPE_TARGET = "key-type-target";
    /// The help line of Esc while the quiz asks: it ends the quiz, never the player.
    KEY_QUIZ_END = "key-quiz-end";
    /// The help line of the key that starts and ends the quiz.
    KEY_QUIZ = "key-quiz";
    /// The footer's word for the quiz key.
    HINT_QUIZ = "hint-quiz";
    /// The help line of the keys that answer a question.
    KEY_QUIZ_ANSWER = "key-quiz-answer";
    /// The help line of the key that answers "go back".
    KEY_QUIZ_BACK = "key-quiz-back";
    /// The help line of the key that skips a question.
    KEY_QUIZ_SKIP = "key-quiz-skip";
    /// The help line of the keys that move the highlight along a question's answers.
    KEY_QUIZ_CHOOSE = "key-quiz-choose";
    /// The help line of PageDown and PageUp while a lesson plays.
    KEY_SCRIPT = "key-script";
    /// The footer's word for PageDown and PageUp while a lesson plays.
    HINT_SCRIPT = "hint-script";
    /// Enter's help line in the puzzle folder.
    KEY_OPEN_FILE = "key-open-file";
    /// Enter in the editor's and the folder's footer.
    HINT_PLAY_PUZZLE = "hint-play-puzzle";
    /// `e`'s help line in the puzzle folder.
    KEY_EDIT_FILE = "key-edit-file";
    /// `e` in the puzzle folder's footer.
    HINT_EDIT = "hint-edit";
    /// `r`'s help line in the puzzle folder.
    KEY_REREAD = "key-reread";
    /// `r` in the puzzle folder's footer.
    HINT_REREAD = "hint-reread";
    /// Esc's help line in the puzzle folder.
    KEY_BACK = "key-back";
    /// Esc in the puzzle folder's footer.
    HINT_BACK_OUT = "hint-back-out";
}
