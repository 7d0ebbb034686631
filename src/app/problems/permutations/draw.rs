//! Drawing a layout of the permutations board: the tree or the path, and the arrangement
//! with its `used` flags.

use super::*;
use crate::app::widgets::tree_layout::{depth_y_with_stem, link_y_with_stem};

impl PermutationsLayout {
    pub(super) fn draw(&self, view: &PermutationsView<'_>, theme: &Theme, canvas: &mut Canvas<'_>) {
        match self.tier {
            Tier::Tree(_) | Tier::BigTree(_) => self.draw_tree(view, theme, canvas),
            Tier::Path | Tier::Compact => self.draw_path(view, theme, canvas),
        }
        self.draw_state(view, theme, canvas);
    }

    pub(super) fn draw_tree(
        &self,
        view: &PermutationsView<'_>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let root_x = self.node_x(&[]);
        canvas.text(
            root_x,
            0,
            theme.glyph("○", "o"),
            view.node_style(&[], theme),
        );
        let mut prefix = Vec::with_capacity(self.n);
        self.draw_children(view, &mut prefix, theme, canvas);
    }

    /// Draws the children of the node `prefix`, their links to it, and their subtrees.
    pub(super) fn draw_children(
        &self,
        view: &PermutationsView<'_>,
        prefix: &mut Vec<u8>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let n = self.n;
        if prefix.len() == n {
            return;
        }
        let free: Vec<u8> = (1..=n as u8).filter(|v| !prefix.contains(v)).collect();
        let children: Vec<u8> = (free.into_iter())
            .filter(|&v| {
                prefix.push(v);
                let shows = view.shows(prefix);
                prefix.pop();
                shows
            })
            .collect();
        if children.is_empty() {
            return;
        }
        let parent_x = self.node_x(prefix);
        let (rows, stem) = (label_rows(self.tier), self.stem);
        let link_y = link_y_with_stem(prefix.len(), rows, stem);
        let node_y = depth_y_with_stem(prefix.len() + 1, rows, stem);
        let xs: Vec<u16> = children
            .iter()
            .map(|&v| {
                prefix.push(v);
                let x = self.node_x(prefix);
                prefix.pop();
                x
            })
            .collect();
        // The line joining the parent to its children: `┌──┴──┐`, or `┌──┘` while the
        // children drawn so far lie on one side of it.
        for lx in xs[0].min(parent_x)..=xs[xs.len() - 1].max(parent_x) {
            canvas.char(
                lx,
                link_y,
                link_char(lx, parent_x, &xs, theme),
                theme.border(),
            );
        }
        for (&value, &x) in children.iter().zip(&xs) {
            prefix.push(value);
            let style = view.node_style(prefix, theme);
            let path = tree_path_style(theme).remove_modifier(Modifier::UNDERLINED);
            let on_path = view.on_path(prefix);
            if on_path {
                let (from, to) = (parent_x.min(x), parent_x.max(x));
                for lx in from..=to {
                    let ch = link_char(lx, parent_x, &xs, theme);
                    canvas.char(lx, link_y, ch, path);
                }
            }
            // The stem down to the child on a tall screen.
            let stem_style = if on_path { path } else { theme.border() };
            let stem = if theme.is_ascii() { '|' } else { '│' };
            for y in link_y + 1..node_y {
                canvas.char(x, y, stem, stem_style);
            }
            if self.is_big() {
                let symbol = char::from(b'0' + value);
                block_glyph::draw(canvas, (x - 1, node_y), symbol, style, false);
            } else {
                canvas.text(x, node_y, &value.to_string(), style);
            }
            self.draw_children(view, prefix, theme, canvas);
            prefix.pop();
        }
    }

    /// Where the node `prefix` is drawn: the middle column of its digit.
    pub(super) fn node_x(&self, prefix: &[u8]) -> u16 {
        let Some(tree) = &self.tree else {
            return 0;
        };
        // A child's rank: how many of its siblings' values are smaller.
        let ranks = (0..prefix.len()).map(|i| {
            let unused = |v: &u8| !prefix[..i].contains(v);
            (1..prefix[i]).filter(unused).count()
        });
        self.tree_left + tree.centre(tree.descend(ranks))
    }

    pub(super) fn draw_path(
        &self,
        view: &PermutationsView<'_>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let indent = if self.tier == Tier::Path { 2 } else { 0 };
        let mut y = 0;
        if self.tier == Tier::Path {
            let root = theme.glyph("○", "o");
            let x = canvas.text(0, 0, root, view.node_style(&[], theme));
            let start = Telling::of(theme, None).word(PERMUTATIONS_START);
            canvas.text(x, 0, &format!(" {start}"), theme.dim());
            y = 1;
        }
        let search = view.search;
        let arranged = search.problem().arranged();
        for (k, frame) in search.frames().iter().enumerate() {
            let mut x = indent * k as u16;
            if self.tier == Tier::Path {
                x = canvas.text(x, y, theme.glyph("└ ", "` "), theme.border());
            } else {
                let shown = theme.numbering().of(k);
                x = canvas.text(x, y, &format!("{shown:>2} "), theme.dim());
            }
            let (text, style) = match frame.placed() {
                Some(value) => (value.to_string(), view.node_style(&arranged[..=k], theme)),
                None => match view.last {
                    Some(Event::Remove { slot, choice }) if slot as usize == k => {
                        (choice.to_string(), theme.removed())
                    }
                    _ => ("?".to_string(), theme.dim()),
                },
            };
            x = canvas.text(x, y, &text, style);
            let (done, more) = (frame.tried().len(), frame.untried().len());
            let counts = path_counts(done as usize, more as usize, theme.lang());
            canvas.text(x + 2, y, &counts, theme.dim());
            y += 1;
        }
    }

    pub(super) fn draw_state(
        &self,
        view: &PermutationsView<'_>,
        theme: &Theme,
        canvas: &mut Canvas<'_>,
    ) {
        let state = view.search.problem();
        let n = self.n;
        let y = self.state_top();
        let compact = self.tier == Tier::Compact;
        // Block digits put the labels on their middle row and the flags under them.
        let (label_y, y) = if self.big_state {
            (y + 1, y + block_glyph::HEIGHT - 1)
        } else {
            (y, y)
        };
        let mut x = if compact {
            0
        } else {
            canvas.text(0, label_y, self.names.solution, theme.text())
        };
        if self.big_state {
            for k in 0..n {
                let (text, style) = view.slot(k, theme);
                let symbol = text
                    .chars()
                    .next()
                    .filter(|_| text.len() == 1)
                    .unwrap_or('?');
                block_glyph::draw(canvas, (x, label_y - 1), symbol, style, false);
                x += block_glyph::WIDTH + u16::from(k + 1 < n);
            }
        } else {
            x = canvas.text(x, y, "[", theme.text());
            for k in 0..n {
                if k > 0 {
                    x = canvas.text(x, y, " ", theme.text());
                }
                let (text, style) = view.slot(k, theme);
                x = canvas.text(x, y, &text, style);
            }
            x = canvas.text(x, y, "]", theme.text());
        }
        if !compact {
            let counted = arranged_words(state.arranged().len(), theme.lang());
            canvas.text(x, label_y, &counted, theme.dim());
        }
        let flags_y = if compact { y + 1 } else { y + 2 };
        let flags_x = if compact {
            let x = canvas.text(0, flags_y, self.names.used, theme.text());
            canvas.text(x, flags_y, " ", theme.text())
        } else {
            canvas.text(0, y + 1, self.names.used, theme.text());
            width_of(self.names.solution)
        };
        for value in 1..=n {
            let step_x = flags_x + self.used_step() * (value as u16 - 1);
            let right = step_x + if compact { 0 } else { digits(value) - 1 };
            if !compact {
                canvas.text(step_x, y + 1, &value.to_string(), theme.dim());
            }
            let (glyph, mut style) = if state.is_used(value) {
                (theme.glyph("■", "1"), theme.flag_on())
            } else {
                (theme.glyph("·", "0"), theme.dim())
            };
            match view.last {
                Some(Event::Place { choice, .. }) if choice as usize == value => {
                    style = style.patch(theme.current());
                }
                Some(Event::Remove { choice, .. }) if choice as usize == value => {
                    style = style.patch(theme.removed());
                }
                _ => {}
            }
            canvas.text(right, flags_y, glyph, style);
        }
    }
}
