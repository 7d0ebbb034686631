//! A problem's own fault in what the user gave, carried by shared code that names no
//! problem: the problem's error type, boxed, and whether it is about a value typed on the
//! command line or about a file.

use std::error::Error;
use std::fmt;
use std::sync::Arc;

/// A problem's own error, boxed behind one type so that [`InputError`](super::InputError)
/// has one variant for every problem, and a new problem brings its errors in its folder.
///
/// Its message is the boxed error's, after the problem's name and `: ` when the problem
/// asked for it ([`named`](Self::named)). A file's fault keeps whatever place it names (a
/// line, a column) in its own type: [`downcast_ref`](Self::downcast_ref) gives a caller
/// that branches on it the typed error back. Two are equal when they read the same.
#[derive(Clone)]
pub struct ProblemError {
    /// The problem's error.
    error: Arc<dyn Error + Send + Sync>,
    /// The problem's name, said before the message, if it asked for it.
    problem: Option<&'static str>,
    /// Whether the error is about a value typed on the command line.
    typed: bool,
}

impl ProblemError {
    /// A fault of a file, standard input or a preset's text: its message says where.
    pub fn in_file(error: impl Error + Send + Sync + 'static) -> Self {
        ProblemError {
            error: Arc::new(error),
            problem: None,
            typed: false,
        }
    }

    /// A fault of a value typed on the command line (a number, a name of an order), whose
    /// line the command line points to the command's `--help`.
    pub fn typed(error: impl Error + Send + Sync + 'static) -> Self {
        ProblemError {
            typed: true,
            ..ProblemError::in_file(error)
        }
    }

    /// The same error, its message said after `problem` and `: `, for an error type whose
    /// own message does not name its problem.
    pub fn named(self, problem: &'static str) -> Self {
        ProblemError {
            problem: Some(problem),
            ..self
        }
    }

    /// Whether the error is about a value typed on the command line rather than a file.
    pub fn is_typed(&self) -> bool {
        self.typed
    }

    /// The problem's error as its own type, if it is an `E`.
    pub fn downcast_ref<E: Error + 'static>(&self) -> Option<&E> {
        let error: &(dyn Error + 'static) = &*self.error;
        error.downcast_ref::<E>()
    }
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(problem) = self.problem {
            write!(f, "{problem}: ")?;
        }
        self.error.fmt(f)
    }
}

impl fmt::Debug for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ProblemError")
            .field("error", &self.error)
            .field("problem", &self.problem)
            .field("typed", &self.typed)
            .finish()
    }
}

/// Equal when they read the same and are about the same kind of input.
impl PartialEq for ProblemError {
    fn eq(&self, other: &Self) -> bool {
        self.typed == other.typed && self.to_string() == other.to_string()
    }
}

impl Eq for ProblemError {}

impl Error for ProblemError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        Some(&*self.error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fault at a line and a column of a file, as a problem of grids may have.
    #[derive(Debug, PartialEq)]
    struct AtColumn {
        line: usize,
        column: usize,
    }

    impl fmt::Display for AtColumn {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "grid.txt:{}:{}: not a square", self.line, self.column)
        }
    }

    impl Error for AtColumn {}

    #[test]
    fn the_problem_s_error_is_told_and_given_back() {
        let error = ProblemError::in_file(AtColumn { line: 3, column: 7 });
        assert_eq!(error.to_string(), "grid.txt:3:7: not a square");
        assert!(!error.is_typed());
        let typed = error.downcast_ref::<AtColumn>().expect("its own type");
        assert_eq!((typed.line, typed.column), (3, 7));
        assert!(error.downcast_ref::<fmt::Error>().is_none());
        let named = ProblemError::typed(AtColumn { line: 1, column: 2 }).named("grid");
        assert_eq!(named.to_string(), "grid: grid.txt:1:2: not a square");
        assert!(named.is_typed());
        assert_eq!(error.clone(), error);
        assert_ne!(error, named);
    }
}
