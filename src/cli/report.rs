//! What the command line says on standard error: one `error:` line, made safe to print.
//!
//! A message may echo an argument, a file name or a line of a file, any of which can hold
//! a newline (a forged second `error:` line) or an escape sequence (a retitled terminal),
//! so every control character is written out as an escape before it reaches the terminal.
//! A failed write to standard error is ignored: the exit status still tells what happened.

use std::borrow::Cow;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::Write;
use std::process::ExitCode;

use clap::CommandFactory;
use clap::builder::StyledStr;
use clap::error::{ContextValue, ErrorKind};

use super::Cli;

/// `text` with every control character escaped: `\n`, `\r`, `\t`, `\x1b` for the other
/// C0 controls and DEL, and `\u{…}` for C1 controls, line and paragraph separators and the
/// marks that reorder text (bidirectional overrides and isolates).
///
/// Backslashes are left alone, so escaping twice changes nothing.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut escaped = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => escaped.push_str("\\n"),
            '\r' => escaped.push_str("\\r"),
            '\t' => escaped.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\x7f' => {
                let _ = write!(escaped, "\\x{:02x}", c as u32);
            }
            c if needs_escape(c) => {
                let _ = write!(escaped, "\\u{{{:x}}}", c as u32);
            }
            c => escaped.push(c),
        }
    }
    Cow::Owned(escaped)
}

fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200e}' | '\u{200f}' | '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
        )
}

/// Writes `line` and a newline to standard error, with its control characters escaped;
/// a failed write is ignored, so a closed or full standard error cannot end the program.
pub fn say(line: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(stderr, "{}", escape_controls(line));
    let _ = stderr.flush();
}

/// `Ok` if standard output is open; an error if it was closed when the program started
/// (`backtrack trace … >&-`), so that the output is not lost behind a status saying all
/// went well.
///
/// The standard library opens `/dev/null` for a standard stream the program was started
/// without, for reading and writing; a user's own `> /dev/null` opens it for writing
/// only. Linux shows the difference in `/proc`; elsewhere every standard output counts as
/// open.
pub fn stdout_open() -> std::io::Result<()> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::MetadataExt;
        let null = std::fs::metadata("/dev/null").map(|m| m.rdev()).ok();
        let out = std::fs::metadata("/proc/self/fd/1").map(|m| m.rdev()).ok();
        let info = std::fs::read_to_string("/proc/self/fdinfo/1").unwrap_or_default();
        let read_write = info
            .lines()
            .find_map(|line| line.strip_prefix("flags:"))
            .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())
            .is_some_and(|flags| flags & 0o3 == 0o2);
        if null.is_some() && out == null && read_write {
            return Err(std::io::Error::other("standard output is closed"));
        }
    }
    Ok(())
}

/// Reports a command line clap refused and returns the exit status: `--help` and
/// `--version` print as clap writes them (status 0); every other case is one
/// `error: …; try `backtrack … --help`` line (status 2).
pub fn usage_error(error: clap::Error) -> ExitCode {
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        let printed = stdout_open()
            .and_then(|()| error.print())
            .and_then(|()| std::io::stdout().flush());
        return match printed {
            Ok(()) => ExitCode::SUCCESS,
            Err(why) => {
                say(&format!("error: cannot write the help: {why}"));
                ExitCode::from(2)
            }
        };
    }
    say(&usage_line(&error, std::env::args_os().skip(1)));
    ExitCode::from(2)
}

/// The deepest command the command line `args` (without the program name) names, as
/// its `--help` is typed (`backtrack solve queens`), and that command.
fn named_command(args: impl IntoIterator<Item = OsString>) -> (String, clap::Command) {
    let mut command = Cli::command();
    let mut path = vec![command.get_name().to_owned()];
    for arg in args {
        let Some(name) = arg.to_str() else { continue };
        if let Some(sub) = command.find_subcommand(name).cloned() {
            path.push(sub.get_name().to_owned());
            command = sub;
        }
    }
    (path.join(" "), command)
}

/// The command this process's arguments name, as typed: `backtrack solve queens`.
pub fn command_path() -> String {
    named_command(std::env::args_os().skip(1)).0
}

/// The `; try `backtrack … --help`` that ends the line of a value the user typed wrong,
/// naming the command of this process's arguments.
pub fn help_pointer() -> String {
    format!("; try `{} --help`", command_path())
}

/// The one line for a usage error of the command line `args` (without the program name).
fn usage_line(error: &clap::Error, args: impl IntoIterator<Item = OsString>) -> String {
    let (path, command) = named_command(args);
    let what = if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let names: Vec<&str> = command
            .get_subcommands()
            .map(|sub| sub.get_name())
            .filter(|&name| name != "help")
            .collect();
        format!("`{path}` needs one of: {}", names.join(", "))
    } else {
        with_controls_escaped(clap_message(&error.render().to_string()), error)
    };
    format!("error: {what}; try `{path} --help`")
}

/// `message` with each argument clap echoes in it written as typed, its control
/// characters escaped: clap's rendering drops escape sequences, so `--bogus\x1b[2J` would
/// read as `--bogus`, the name of another argument.
fn with_controls_escaped(mut message: String, error: &clap::Error) -> String {
    for (_, value) in error.context() {
        let typed: Vec<&str> = match value {
            ContextValue::String(text) => vec![text.as_str()],
            ContextValue::Strings(texts) => texts.iter().map(String::as_str).collect(),
            _ => Vec::new(),
        };
        for text in typed
            .into_iter()
            .filter(|text| text.chars().any(needs_escape))
        {
            let shown = StyledStr::from(text.to_string()).to_string();
            if !shown.is_empty() {
                message = message.replace(&shown, &escape_controls(text));
            }
        }
    }
    message
}

/// The message of a rendered clap error, on one line: its own text and tips, without the
/// usage and the "for more information" lines that follow them.
fn clap_message(rendered: &str) -> String {
    let mut text = rendered.strip_prefix("error: ").unwrap_or(rendered);
    for tail in ["\n\nFor more information", "\n\nUsage:"] {
        if let Some(end) = text.rfind(tail) {
            text = &text[..end];
        }
    }
    // clap indents what continues its message (the missing arguments, the possible
    // values, the tips); a newline of an echoed argument is escaped instead.
    text.trim_end()
        .replace("\n\n  tip: ", "; tip: ")
        .replace("\n  ", " ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[test]
    fn controls_are_escaped_and_plain_text_is_borrowed() {
        assert!(matches!(escape_controls("queens: 8 ♛"), Cow::Borrowed(_)));
        assert_eq!(escape_controls("x\nerror: forged"), "x\\nerror: forged");
        assert_eq!(
            escape_controls("\u{1b}]2;title\u{7}a\u{2028}b\u{85}\u{202e}"),
            "\\x1b]2;title\\x07a\\u{2028}b\\u{85}\\u{202e}"
        );
        let once = escape_controls("a\tb\\n\r");
        assert_eq!(once, "a\\tb\\n\\r");
        assert_eq!(escape_controls(&once), once);
    }

    fn line_for(args: &[&str]) -> String {
        let error = Cli::try_parse_from(std::iter::once("backtrack").chain(args.iter().copied()))
            .expect_err("a usage error");
        usage_line(&error, args.iter().map(OsString::from))
    }

    #[test]
    fn each_class_of_usage_error_is_one_line_pointing_to_help() {
        // A command missing its problem lists the registry's, in its order.
        let problems: Vec<&str> = crate::registry::PROBLEMS
            .iter()
            .map(|entry| entry.name())
            .collect();
        let needs_one = format!(
            "error: `backtrack solve` needs one of: {}; try `backtrack solve --help`",
            problems.join(", ")
        );
        let cases = [
            (&["solve"][..], needs_one.as_str()),
            (
                &["solve", "queens", "8", "--zzz"],
                "error: unexpected argument '--zzz' found; tip: to pass '--zzz' as a \
                 value, use '-- --zzz'; try `backtrack solve queens --help`",
            ),
            (
                &["solve", "queens", "8", "--format", "xml"],
                "error: invalid value 'xml' for '--format <FORMAT>' [possible values: \
                 board, line]; try `backtrack solve queens --help`",
            ),
            (
                &["solve", "queens", "8", "--all", "--limit", "2"],
                "error: the argument '--all' cannot be used with '--limit <K>'; try \
                 `backtrack solve queens --help`",
            ),
            (
                &["solve", "queens"],
                "error: the following required arguments were not provided: <N>; try \
                 `backtrack solve queens --help`",
            ),
        ];
        for (args, expected) in cases {
            assert_eq!(line_for(args), expected, "{args:?}");
        }
    }

    #[test]
    fn an_argument_clap_echoes_keeps_its_control_characters_escaped() {
        let line = line_for(&["solve", "queens", "8", "--bogus\u{1b}[2J"]);
        assert!(
            line.starts_with("error: unexpected argument '--bogus\\x1b[2J' found"),
            "{line}"
        );
        let line = line_for(&["solve", "queens", "8", "--format", "x\u{1b}]0;t\u{7}"]);
        assert!(line.contains("'x\\x1b]0;t\\x07'"), "{line}");
    }
}
