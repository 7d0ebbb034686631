//! The layers import only downward: engine ← problems ← registry ← app ← cli.
//!
//! Each file under `src/` belongs to the layer of its folder (`src/registry.rs` is a layer
//! of its own); the paths it names from the crate (`crate::…`, `$crate::…`, and `super::…`
//! that climbs to the crate's root) may only reach its own layer or one below. The command
//! line may open the app (`play`), so `cli` may use `app`; the app never uses `cli`.
//! The core (engine, problems, registry) also names no crate of the terminal or the
//! command line, so that it builds as a library without them.

use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first; each may use itself and those before it.
const LAYERS: [&str; 5] = ["engine", "problems", "registry", "app", "cli"];

/// The crates only the app and the command line may name.
const EDGE_CRATES: [&str; 8] = [
    "ratatui",
    "crossterm",
    "clap",
    "clap_complete",
    "anyhow",
    "indicatif",
    "signal_hook",
    "sys_locale",
];

/// Whether a file of `layer` may use `used`.
fn may_use(layer: &str, used: &str) -> bool {
    let rank = |name: &str| LAYERS.iter().position(|&l| l == name);
    match (rank(layer), rank(used)) {
        (Some(layer), Some(used)) => used <= layer,
        // Not a layer (a macro at the crate's root, say): nothing to check.
        _ => true,
    }
}

/// The layer of the file at `path` (relative to `src/`) and its module path, or `None` for
/// the crate's root files (`lib.rs`, `main.rs`), which may use everything.
fn layer_of(path: &Path) -> Option<(String, Vec<String>)> {
    let parts: Vec<String> = path
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    let layer = parts.first()?.trim_end_matches(".rs").to_owned();
    if !LAYERS.contains(&layer.as_str()) {
        return None;
    }
    let mut module: Vec<String> = parts
        .iter()
        .map(|part| part.trim_end_matches(".rs").to_owned())
        .collect();
    if module.last().is_some_and(|last| last == "mod") {
        module.pop();
    }
    Some((layer, module))
}

/// The text of `source` without its comments (doc comments too), so that prose naming a
/// path is not read as a use of it.
fn without_comments(source: &str) -> String {
    source
        .lines()
        .map(|line| match line.find("//") {
            Some(start) => &line[..start],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every module of the crate's root that `source`, the text of a file at `module`, names:
/// `crate::x`, `$crate::x`, `crate::{x, y::z}`, and `super::…::x` when the supers climb to
/// the root.
fn crate_paths(source: &str, module: &[String]) -> Vec<String> {
    let code = without_comments(source);
    let mut used = Vec::new();
    let bytes = code.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    for (at, _) in code.match_indices("crate::") {
        if at > 0 && is_ident(bytes[at - 1]) {
            continue;
        }
        used.extend(heads(&code[at + "crate::".len()..]));
    }
    for (at, _) in code.match_indices("super::") {
        if at > 0 && (is_ident(bytes[at - 1]) || bytes[at - 1] == b':') {
            continue;
        }
        let mut rest = &code[at..];
        let mut depth = module.len();
        while let Some(after) = rest.strip_prefix("super::") {
            depth = depth.saturating_sub(1);
            rest = after;
        }
        if depth == 0 {
            used.extend(heads(rest));
        }
    }
    used
}

/// The first segment of the path that starts `text`, or of each path in a `{…}` group.
fn heads(text: &str) -> Vec<String> {
    let ident = |text: &str| -> String {
        text.trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let Some(group) = text.strip_prefix('{') else {
        return vec![ident(text)];
    };
    let mut names = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                names.push(ident(&group[start..i]));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                names.push(ident(&group[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    names
}

/// The edge crates `source` names as the root of a path.
fn edge_crates(source: &str) -> Vec<&'static str> {
    let code = without_comments(source);
    EDGE_CRATES
        .into_iter()
        .filter(|name| {
            code.match_indices(&format!("{name}::")).any(|(at, _)| {
                let before = code[..at].chars().next_back();
                !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
            })
        })
        .collect()
}

/// What is wrong with the file at `path` (relative to `src/`) holding `source`: one line
/// per path that goes up a layer, or per edge crate named by the core.
fn faults(path: &Path, source: &str) -> Vec<String> {
    let Some((layer, module)) = layer_of(path) else {
        return Vec::new();
    };
    let mut faults: Vec<String> = crate_paths(source, &module)
        .into_iter()
        .filter(|used| !may_use(&layer, used))
        .map(|used| format!("src/{}: {layer} uses {used}", path.display()))
        .collect();
    if ["engine", "problems", "registry"].contains(&layer.as_str()) {
        faults.extend(
            edge_crates(source)
                .into_iter()
                .map(|name| format!("src/{}: the core names {name}", path.display())),
        );
    }
    faults.sort();
    faults.dedup();
    faults
}

/// Every `.rs` file under `dir`, relative to `root`.
fn rust_files(root: &Path, dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/ can be read") {
        let path = entry.expect("src/ can be read").path();
        if path.is_dir() {
            rust_files(root, &path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path.strip_prefix(root).expect("under src/").to_path_buf());
        }
    }
}

#[test]
fn every_layer_imports_only_downward() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &src, &mut files);
    files.sort();
    let checked = files.iter().filter(|path| layer_of(path).is_some()).count();
    assert!(checked > 50, "only {checked} files found under src/");
    let faults: Vec<String> = files
        .iter()
        .flat_map(|path| {
            let source = fs::read_to_string(src.join(path)).expect("a source file reads");
            faults(path, &source)
        })
        .collect();
    assert!(
        faults.is_empty(),
        "imports against the layers:\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_check_sees_an_upward_import_in_every_form() {
    let problem = Path::new("problems/notation.rs");
    for source in [
        "use crate::app::Show;",
        "use crate::{engine::Problem, app::Show};",
        "use crate::{\n    app::{Show, Theme},\n    engine::Problem,\n};",
        "fn f() { crate::cli::run(); }",
        "use super::super::app::Show;",
    ] {
        let faults = faults(problem, source);
        assert!(
            faults
                .iter()
                .any(|fault| fault.ends_with("problems uses app")
                    || fault.ends_with("problems uses cli")),
            "{source:?} gives {faults:?}"
        );
    }
    let sudoku = Path::new("problems/sudoku/puzzle.rs");
    assert_eq!(
        faults(sudoku, "use super::super::super::registry::PROBLEMS;"),
        ["src/problems/sudoku/puzzle.rs: problems uses registry"]
    );
    let engine = Path::new("engine/search/walk.rs");
    assert_eq!(
        faults(engine, "use crate::problems::QueensBoard;"),
        ["src/engine/search/walk.rs: engine uses problems"]
    );
    let registry = Path::new("registry.rs");
    assert_eq!(
        faults(registry, "use crate::cli::Output;\nuse anyhow::Result;"),
        [
            "src/registry.rs: registry uses cli",
            "src/registry.rs: the core names anyhow"
        ]
    );
    let app = Path::new("app/menu.rs");
    assert_eq!(
        faults(app, "use crate::cli::Cli;"),
        ["src/app/menu.rs: app uses cli"]
    );
}

#[test]
fn the_check_lets_downward_imports_and_prose_pass() {
    let cases = [
        ("cli/play.rs", "use crate::app::{self, Start};"),
        ("app/menu.rs", "use crate::registry::{self, Ready};"),
        ("registry.rs", "$crate::problems::QueensBoard,"),
        ("problems/sudoku/puzzle.rs", "use super::super::Puzzle;"),
        ("problems/queens/board.rs", "crate::tutorial_name!(Lesson)"),
        (
            "problems/puzzle.rs",
            "/// The registry (`crate::registry`) lists it.",
        ),
        ("problems/puzzle.rs", "// the app (`crate::app`) draws it"),
        ("lib.rs", "pub mod app;"),
    ];
    for (path, source) in cases {
        assert_eq!(
            faults(Path::new(path), source),
            Vec::<String>::new(),
            "{source}"
        );
    }
}
