//! The ids of a lesson's words on screen, each a message of the catalogue: the caption
//! bar's heading and what the status line says of the script (the script's keys are the
//! key tables', `input/keys/key_words.rs`).

use crate::app::words::words;

words! {
    /// The caption bar's heading: {0} the scene, {1} how many scenes, {2} the stop shown
    /// (0 before the first), {3} how many stops the scene has.
    LESSON_PLACE = "lesson-place" (scene, scenes, stop, stops);
    /// The caption bar before the scene's first stop is shown.
    LESSON_BEFORE_FIRST = "lesson-before-first";
    /// The caption bar once the keys moved off the stop shown: {0} the step now, {1} the
    /// stop's number, {2} its step. Its caption shows only at its step.
    LESSON_OFF_STOP = "lesson-off-stop" (step, stop, at);
    /// The status line when PageDown is pressed at the lesson's last stop.
    LESSON_OVER = "lesson-over";
    /// The status line when PageUp is pressed before the lesson's first stop.
    LESSON_START = "lesson-start";
    /// The status line when the run has no step for a stop: {0} the stop's number, {1}
    /// why, in English as the search says it.
    LESSON_STOP_MISSED = "lesson-stop-missed" (stop, why);
    /// The status line when a scene's board cannot be opened: {0} the scene's number,
    /// {1} why, in English as the reader says it.
    LESSON_SCENE_FAILED = "lesson-scene-failed" (scene, why);
    /// The status line when a lesson is saved: {0} the file, {1} how many stops it has.
    LESSON_SAVED = "lesson-saved" (file, stops);
    /// The status line when W finds no bookmark and no breakpoint to save.
    LESSON_NOTHING_TO_SAVE = "lesson-nothing-to-save";
    /// The status line when W is pressed on a screen that cannot name its puzzle in a
    /// lesson (the compare screen).
    LESSON_NO_ORIGIN = "lesson-no-origin";
}
