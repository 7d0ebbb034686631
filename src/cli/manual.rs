//! `backtrack man`: the manual pages, one a command and one a problem under each, made
//! from the same clap definition as `--help` so that they cannot drift from it, with what
//! clap does not know added: the player's keys (from the app's key tables and its
//! catalogue's English words), the environment the app reads and the exit statuses.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::CommandFactory;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, roman};

use super::Cli;
use crate::app::Lang;
use crate::app::Show;
use crate::app::files::staged_file::StagedFile;
use crate::app::input::keys::{self, HelpLine};
use crate::app::words::Id;
use crate::problems::Puzzle;
use crate::registry::every_problem;

/// The first line of every page, by which `man --dir` knows a file it may replace.
const MARK: &str = ".\\\" Made by `backtrack man` from the program's own command line.\n";

/// What the exit statuses mean, as `run` returns them.
const EXIT_STATUSES: &[(&str, &str)] = &[
    ("0", "Done."),
    ("1", "A puzzle without a solution."),
    (
        "2",
        "Bad input or usage: one line on standard error, error: and why.",
    ),
    (
        "3",
        "Stopped by --timeout or --max-placements: the output is what was found until \
         then, and one line on standard error, stopped: and where.",
    ),
    (
        "128 + N",
        "Signal N ended the app or a recording, the terminal restored: 130 for Ctrl-C, 143 \
         for SIGTERM.",
    ),
];

/// The variables the app reads, and what each changes.
const ENVIRONMENT: &[(&str, &str)] = &[
    (
        "BACKTRACK_LANG",
        "The app's language when --lang is not given: en, zh (also zh-CN) or zh-TW, or a \
         locale name such as zh_TW.UTF-8.",
    ),
    (
        "LC_ALL, LC_MESSAGES, LANG",
        "The first of them set and not empty gives the language when neither --lang nor \
         BACKTRACK_LANG does: a Chinese locale of Taiwan, Hong Kong or Macau (zh_TW.UTF-8), \
         or one that names Hant, is traditional Chinese, any other Chinese simplified, \
         anything else English. With none, the system's language.",
    ),
    (
        "LC_ALL, LC_CTYPE, LANG",
        "The first of them set and not empty says whether the terminal draws UTF-8: when it \
         does not name UTF-8 (LANG=C), the app draws in ASCII as with --ascii, and in \
         English. With none, ASCII on Linux and the other Unixes.",
    ),
    (
        "NO_COLOR",
        "Set and not empty: the app draws without colours, as with --no-color.",
    ),
];

/// One manual page: its file name, such as `backtrack-solve-queens.1`, and its roff.
#[derive(Clone, Debug)]
pub struct Page {
    /// The name of its file.
    pub file_name: String,
    /// The page, ready for `man -l`.
    pub roff: Vec<u8>,
}

/// Writes the top page to `out`; with `dir`, writes every page into `dir` instead (made if
/// missing) and their paths to `out`, one a line, then says on standard error how `man`
/// finds them ([`finding_them`]).
///
/// A file of a page's name is replaced only if it is a page `backtrack man` wrote (its
/// first line says so); any other file, link or folder there stops the command before
/// anything is written.
pub fn man(dir: Option<&Path>, out: &mut impl Write) -> Result<()> {
    match dir {
        None => {
            let top = commands();
            out.write_all(&page(&top, &[top.get_name()]).roff)?;
        }
        Some(dir) => {
            for path in write_pages(dir, &pages())? {
                writeln!(out, "{}", path.display())?;
            }
            out.flush()?;
            super::report::say(&finding_them(dir, std::env::var_os("HOME").as_deref()));
        }
    }
    out.flush()?;
    Ok(())
}

/// How `man backtrack-play` comes to find the pages written into `dir`, in one line.
///
/// `man` looks for a page of section 1 in a folder named `man1` under each folder of its
/// path: `MANPATH` where it is set, and otherwise (man-db, as Linux has it) a
/// `share/man` beside each `bin` folder of `PATH`, which makes `~/.local/share/man` the
/// user's own when `~/.local/bin` is on `PATH`. Pages written anywhere else are found by
/// no one, so the line says where to write them or what to add to `MANPATH`; `home` is
/// the user's home folder, named as `~` in the advice.
pub fn finding_them(dir: &Path, home: Option<&std::ffi::OsStr>) -> String {
    let own = home.map(|home| Path::new(home).join(".local/share/man"));
    let manpath = dir
        .file_name()
        .filter(|name| *name == "man1")
        .and(dir.parent());
    match manpath {
        Some(parent) if Some(parent) == own.as_deref() => {
            "man backtrack-play finds these pages while ~/.local/bin is on PATH \
             (or with MANPATH=\"$HOME/.local/share/man:\")"
                .to_owned()
        }
        Some(parent) => {
            let parent = parent.display();
            format!(
                "for man backtrack-play to find these pages, add their parent folder to \
                 MANPATH: export MANPATH=\"{parent}:\" (the last : keeps the system's pages)"
            )
        }
        None => {
            let dir = dir.display();
            format!(
                "man finds pages only in a folder named man1 on its path: give --dir \
                 ~/.local/share/man/man1 (found while ~/.local/bin is on PATH), or read \
                 one as it is with man -l {dir}/backtrack-play.1"
            )
        }
    }
}

/// Every page: the top one first, then each command's before its subcommands'.
pub fn pages() -> Vec<Page> {
    let mut pages = Vec::new();
    add_pages(&commands(), &[], &mut pages);
    pages
}

/// The command line's definition with its pages' names filled in (`backtrack-solve`),
/// less the `help` subcommand, which `--help` stands for.
fn commands() -> clap::Command {
    let mut command = Cli::command().disable_help_subcommand(true);
    command.build();
    command
}

/// The pages of `command` and of its subcommands, `parents` the names of the commands it
/// is under, added to `pages`.
fn add_pages(command: &clap::Command, parents: &[&str], pages: &mut Vec<Page>) {
    let mut path = parents.to_vec();
    path.push(command.get_name());
    pages.push(page(command, &path));
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        add_pages(sub, &path, pages);
    }
}

/// The page of `command`, whose names from the top are `path` (`backtrack`, `play`,
/// `sudoku`).
fn page(command: &clap::Command, path: &[&str]) -> Page {
    // Each page's footer names the program, not the subcommand.
    let man = Man::new(command.clone()).source(format!("backtrack {}", env!("CARGO_PKG_VERSION")));
    let mut roff = MARK.as_bytes().to_vec();
    roff.extend_from_slice(preamble().as_bytes());
    let mut add = |render: &dyn Fn(&mut Vec<u8>) -> io::Result<()>| {
        let mut section = Vec::new();
        render(&mut section).expect("BUG: writing to memory cannot fail");
        roff.extend_from_slice(without_preamble(&section));
    };
    add(&|w| man.render_title(w));
    add(&|w| man.render_name_section(w));
    add(&|w| man.render_synopsis_section(w));
    add(&|w| man.render_description_section(w));
    if command.get_arguments().any(|arg| !arg.is_hide_set()) {
        add(&|w| man.render_options_section(w));
    }
    if command.get_subcommands().any(|sub| !sub.is_hide_set()) {
        add(&|w| man.render_subcommands_section(w));
    }
    let mut own = Roff::new();
    if let Some(screens) = screens_of(path) {
        keys_section(&mut own, &screens);
    }
    exit_status_section(&mut own);
    if takes_environment(path) {
        environment_section(&mut own);
    }
    add(&|w| own.to_writer(w));
    // The top page's closing words are its exit statuses, said above.
    let closing = command.get_after_help().is_some() || command.get_after_long_help().is_some();
    if closing && path.len() > 1 {
        add(&|w| man.render_extra_section(w));
    }
    if command.get_version().is_some() {
        add(&|w| man.render_version_section(w));
    }
    if command.get_author().is_some() {
        add(&|w| man.render_authors_section(w));
    }
    if path.len() > 1 {
        let mut see_also = Roff::new();
        see_also_section(&mut see_also, path);
        add(&|w| see_also.to_writer(w));
    }
    Page {
        file_name: man.get_filename(),
        roff,
    }
}

/// What every rendering of roff starts with: the definitions its text relies on.
fn preamble() -> String {
    Roff::new().render()
}

/// `section` without the definitions every rendering starts with, which the page has
/// once, at its top.
fn without_preamble(section: &[u8]) -> &[u8] {
    let preamble = preamble();
    section.strip_prefix(preamble.as_bytes()).unwrap_or(section)
}

/// A part of a screen the KEYS section lists: its heading and its keys.
struct ScreenKeys {
    heading: String,
    keys: Vec<HelpLine>,
}

/// The screens whose keys the page of the command `path` lists: the menu's and the
/// player's for the top page, which opens the menu; the player's for `play` (with the
/// problem's own for a problem's page), and the script's before them for `lesson`; the
/// boards side by side for `compare`.
fn screens_of(path: &[&str]) -> Option<Vec<ScreenKeys>> {
    let screen = |heading: &str, keys: Vec<HelpLine>| ScreenKeys {
        heading: heading.to_owned(),
        keys,
    };
    let player: Vec<HelpLine> = keys::helps(keys::TRANSPORT)
        .chain(keys::helps(keys::PLAYER))
        .chain(keys::helps(keys::VIEW))
        .chain(keys::helps(keys::LEAVE))
        .collect();
    let others = || {
        vec![
            screen("While a long move runs", keys::helps(keys::BUSY).collect()),
            screen(
                "While the quiz asks (Q)",
                keys::helps(keys::QUIZ_ANSWER).collect(),
            ),
            screen(
                "In the go-to prompt (g)",
                keys::helps(keys::PROMPT).collect(),
            ),
        ]
    };
    let own_screens = || {
        own_keys()
            .into_iter()
            .filter(|(_, _, keys)| !keys.is_empty())
            .map(|(_, title, keys)| screen(&format!("In the player, {title} only"), keys))
    };
    let screens = match path {
        [_] => [
            screen("In the menu", keys::helps(keys::MENU).collect()),
            screen("In the player", player),
        ]
        .into_iter()
        .chain(own_screens())
        .chain(others())
        .collect(),
        [_, "play"] => std::iter::once(screen("In the player", player))
            .chain(own_screens())
            .chain(others())
            .collect(),
        [_, "play", problem] => {
            let own = own_keys()
                .into_iter()
                .find(|(name, _, _)| name == problem)
                .map(|(_, _, keys)| keys)
                .unwrap_or_default();
            // As the player's help lists them: its own keys before the ones that leave.
            let leave = keys::LEAVE.len();
            let mut keys = player;
            let at = keys.len() - leave;
            keys.splice(at..at, own);
            std::iter::once(screen("In the player", keys))
                .chain(others())
                .collect()
        }
        [_, "lesson"] => {
            let script = keys::helps(keys::SCRIPT).collect();
            std::iter::once(screen("In a lesson, before the player's keys", script))
                .chain(std::iter::once(screen("In the player", player)))
                .chain(own_screens())
                .chain(others())
                .collect()
        }
        [_, "compare", _] => {
            let keys = keys::helps(keys::TRANSPORT)
                .chain(keys::helps(keys::VIEW))
                .chain(keys::helps(keys::LEAVE))
                .collect();
            std::iter::once(screen("With the boards side by side", keys))
                .chain(others())
                .collect()
        }
        _ => return None,
    };
    Some(screens)
}

/// Each problem's name, title and own keys in the player, in the registry's order.
fn own_keys() -> Vec<(&'static str, &'static str, Vec<HelpLine>)> {
    macro_rules! own_keys {
        ($($board:ty),* $(,)?) => {
            vec![$((
                <$board as Puzzle>::NAME,
                Id::named(<$board as Puzzle>::TITLE).get(Lang::En),
                keys::helps(<$board as Show>::keys()).collect(),
            )),*]
        };
    }
    every_problem!(own_keys)
}

/// The KEYS section: each screen's keys, in ASCII, and what they do in English.
fn keys_section(roff: &mut Roff, screens: &[ScreenKeys]) {
    roff.control("SH", ["KEYS"]);
    for screen in screens {
        roff.control("SS", [screen.heading.as_str()]);
        for line in &screen.keys {
            roff.control("TP", []);
            roff.text([bold(line.keys.ascii.as_str())]);
            roff.text([roman(line.words.get(Lang::En))]);
        }
    }
}

/// The EXIT STATUS section.
fn exit_status_section(roff: &mut Roff) {
    roff.control("SH", ["EXIT STATUS"]);
    for (status, meaning) in EXIT_STATUSES {
        roff.control("TP", []);
        roff.text([bold(*status)]);
        roff.text([roman(*meaning)]);
    }
}

/// Whether the command `path` reads the environment: the commands that draw, and
/// `presets`, whose titles follow the language.
fn takes_environment(path: &[&str]) -> bool {
    match path {
        [_] => true,
        [_, command, ..] => matches!(
            *command,
            "play" | "lesson" | "export" | "record" | "compare" | "presets"
        ),
        [] => false,
    }
}

/// The ENVIRONMENT section.
fn environment_section(roff: &mut Roff) {
    roff.control("SH", ["ENVIRONMENT"]);
    for (names, meaning) in ENVIRONMENT {
        roff.control("TP", []);
        roff.text([bold(*names)]);
        roff.text([roman(*meaning)]);
    }
}

/// The SEE ALSO section of the page of `path`: the pages of the commands it is under,
/// nearest first.
fn see_also_section(roff: &mut Roff, path: &[&str]) {
    roff.control("SH", ["SEE ALSO"]);
    let mut inline = Vec::new();
    for depth in (1..path.len()).rev() {
        if !inline.is_empty() {
            inline.push(roman(", "));
        }
        inline.push(bold(path[..depth].join("-")));
        inline.push(roman("(1)"));
    }
    roff.text(inline);
}

/// What `write_pages` does with a page's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PageLanding {
    /// No file has it.
    New,
    /// A page `backtrack man` wrote has it, to be replaced.
    Ours,
}

/// Writes `pages` into `dir`, made if missing, and returns their paths; refuses, before
/// writing any, if a name is taken by anything but a page `backtrack man` wrote.
fn write_pages(dir: &Path, pages: &[Page]) -> Result<Vec<PathBuf>> {
    fs::create_dir_all(dir).with_context(|| format!("cannot make the folder {}", dir.display()))?;
    let mut landings = Vec::with_capacity(pages.len());
    for page in pages {
        let path = dir.join(&page.file_name);
        let landing = landing(&path)?;
        landings.push((path, landing));
    }
    let mut written = Vec::with_capacity(pages.len());
    for (page, (path, landing)) in pages.iter().zip(landings) {
        let mut file = StagedFile::create_new(&path)?;
        file.write_all(&page.roff)
            .with_context(|| format!("cannot write {}", path.display()))?;
        match landing {
            PageLanding::Ours => {
                file.commit()?;
            }
            PageLanding::New => {
                if file.commit_new(&path)?.is_some() {
                    bail!(
                        "{}: appeared while the pages were written; not replaced",
                        path.display()
                    );
                }
            }
        }
        written.push(path);
    }
    Ok(written)
}

/// Whether `path` is free or holds a page `backtrack man` wrote; an error naming it if it
/// holds anything else.
fn landing(path: &Path) -> Result<PageLanding> {
    let refused = |what: &str| {
        anyhow::anyhow!(
            "{}: {what}; not replaced, and no page written (remove it, or give another --dir)",
            path.display()
        )
    };
    match fs::symlink_metadata(path) {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(PageLanding::New),
        Err(error) => Err(error).with_context(|| format!("cannot read {}", path.display())),
        Ok(found) if found.is_symlink() => Err(refused("is a symbolic link")),
        Ok(found) if !found.is_file() => Err(refused("is not a regular file")),
        Ok(_) => {
            let mut start = Vec::with_capacity(MARK.len());
            fs::File::open(path)
                .and_then(|file| file.take(MARK.len() as u64).read_to_end(&mut start))
                .with_context(|| format!("cannot read {}", path.display()))?;
            if start == MARK.as_bytes() {
                Ok(PageLanding::Ours)
            } else {
                Err(refused("is not a page `backtrack man` wrote"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_note_says_how_man_finds_the_pages_wherever_they_went() {
        let home = Some(std::ffi::OsStr::new("/home/teacher"));
        let own = finding_them(Path::new("/home/teacher/.local/share/man/man1"), home);
        assert!(own.contains("while ~/.local/bin is on PATH"), "{own}");
        let shared = finding_them(Path::new("/srv/class/man/man1"), home);
        assert!(
            shared.contains("export MANPATH=\"/srv/class/man:\""),
            "{shared}"
        );
        let elsewhere = finding_them(Path::new("pages"), home);
        assert!(
            elsewhere.contains("--dir ~/.local/share/man/man1")
                && elsewhere.contains("man -l pages/backtrack-play.1"),
            "{elsewhere}"
        );
        // Without a home folder, the user's own folder is not told apart.
        let homeless = finding_them(Path::new("/home/teacher/.local/share/man/man1"), None);
        assert!(homeless.contains("MANPATH=\"/home/teacher/.local/share/man:\""));
    }

    fn page_named<'a>(pages: &'a [Page], name: &str) -> &'a str {
        let page = pages
            .iter()
            .find(|page| page.file_name == name)
            .unwrap_or_else(|| panic!("no page {name}"));
        std::str::from_utf8(&page.roff).expect("UTF-8")
    }

    #[test]
    fn every_page_starts_with_its_mark_and_has_the_definitions_once() {
        let pages = pages();
        assert_eq!(pages[0].file_name, "backtrack.1");
        for page in &pages {
            let text = std::str::from_utf8(&page.roff).expect("UTF-8");
            assert!(text.starts_with(MARK), "{}", page.file_name);
            assert_eq!(text.matches(".ds Aq").count(), 2, "{}", page.file_name);
            assert_eq!(text.matches("\n.TH ").count(), 1, "{}", page.file_name);
        }
    }

    #[test]
    fn the_keys_are_the_tables_and_the_catalogues_english() {
        let pages = pages();
        let top = page_named(&pages, "backtrack.1");
        let play = keys::helps(keys::TRANSPORT).next().expect("a key");
        assert_eq!(play.keys.ascii, "Space");
        assert!(top.contains(&format!(
            ".TP\n\\fBSpace\\fR\n{}\n",
            play.words.get(Lang::En)
        )));
        assert!(top.contains(".SS \"In the menu\""), "{top}");
        assert!(top.contains(".SS \"In the player, Sudoku only\""), "{top}");
        let queens = page_named(&pages, "backtrack-play-queens.1");
        assert!(!queens.contains("Sudoku only"), "{queens}");
        assert!(!queens.contains("In the menu"), "{queens}");
    }

    #[test]
    fn only_the_pages_of_what_reads_the_environment_say_it() {
        let pages = pages();
        for (name, says) in [
            ("backtrack.1", true),
            ("backtrack-export-queens.1", true),
            ("backtrack-presets.1", true),
            ("backtrack-solve-queens.1", false),
            ("backtrack-completions.1", false),
        ] {
            let page = page_named(&pages, name);
            assert_eq!(page.contains(".SH ENVIRONMENT"), says, "{name}");
        }
        let see_also = page_named(&pages, "backtrack-solve-queens.1");
        assert!(
            see_also.ends_with(
                ".SH \"SEE ALSO\"\n\\fBbacktrack\\-solve\\fR(1), \\fBbacktrack\\fR(1)\n"
            )
        );
    }
}
