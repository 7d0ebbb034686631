//! How the tree's nodes and the arrangement look as the search stands, and the legend.

use super::*;

/// The arrangement as seed 004 pictures a node: `[1 3 _ _]`.
pub(super) fn arrangement_text(state: &Permutations) -> String {
    let slots: Vec<String> = (0..state.size())
        .map(|k| {
            state
                .arranged()
                .get(k)
                .map_or("_".to_string(), u8::to_string)
        })
        .collect();
    format!("[{}]", slots.join(" "))
}

/// The key to the tree's nodes, as styled pieces of one line.
pub(super) fn legend(theme: &Theme) -> Pieces {
    let tell = Telling::of(theme, None);
    let words = |id, after| (format!(" {}{after}", tell.word(id)), theme.dim());
    vec![
        ("3".to_string(), theme.current()),
        words(PERMUTATIONS_LEGEND_HERE, "  "),
        ("3".to_string(), tree_path_style(theme)),
        words(PERMUTATIONS_LEGEND_ON_PATH, "  "),
        ("3".to_string(), theme.visited()),
        words(PERMUTATIONS_LEGEND_DONE, "  "),
        ("3".to_string(), theme.removed()),
        words(PERMUTATIONS_LEGEND_TAKEN_BACK, ""),
    ]
}

/// The siblings of a node on the path: those done before it and those still to come.
pub(super) fn path_counts(done: usize, more: usize, lang: Lang) -> String {
    PERMUTATIONS_PATH_COUNTS.fill(lang, &[&done, &more])
}

/// The search as the board shows it.
pub(super) struct PermutationsView<'a> {
    pub(super) search: &'a Search<Permutations>,
    pub(super) last: Option<Event>,
    /// The tree ahead of the search is drawn, dim (the key `u`); else only the nodes
    /// the search has reached.
    pub(super) ahead: bool,
}

impl PermutationsView<'_> {
    pub(super) fn arranged(&self) -> &[u8] {
        self.search.problem().arranged()
    }

    /// The tree's marks as the search stands.
    pub(super) fn marks(&self) -> TreeMarks<'_> {
        TreeMarks {
            frames: self.search.frames(),
            path: self.arranged(),
            last: self.last,
        }
    }

    pub(super) fn on_path(&self, prefix: &[u8]) -> bool {
        self.marks().on_path(prefix)
    }

    pub(super) fn node_style(&self, prefix: &[u8], theme: &Theme) -> Style {
        match self.marks().reached(prefix) {
            true => self.marks().style(prefix, false, theme),
            false => theme.dim(),
        }
    }

    /// Whether the node `prefix` is drawn: reached by the search, or ahead of it while
    /// the tree ahead is shown.
    pub(super) fn shows(&self, prefix: &[u8]) -> bool {
        self.ahead || self.marks().reached(prefix)
    }

    /// What slot `k` of the arrangement shows, and how.
    pub(super) fn slot(&self, k: usize, theme: &Theme) -> (String, Style) {
        let arranged = self.arranged();
        if let Some(&value) = arranged.get(k) {
            let style = match self.last {
                Some(Event::Solution) => theme.solution(),
                Some(Event::Place { slot, .. }) if slot as usize == k => theme.current(),
                _ => theme.text().add_modifier(Modifier::BOLD),
            };
            return (value.to_string(), style);
        }
        match self.last {
            Some(Event::Remove { slot, choice }) if slot as usize == k => {
                (choice.to_string(), theme.removed())
            }
            _ => ("_".to_string(), theme.dim()),
        }
    }
}
