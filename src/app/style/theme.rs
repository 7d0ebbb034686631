//! Styles and glyphs, in colour or monochrome, Unicode or ASCII.

use ratatui::style::{Color, Modifier, Style};

use crate::app::words::lang::Lang;
use crate::app::words::{Id, words};
use crate::problems::Numbering;

words! {
    /// The help's line on the colours when `--theme` named them: {0} the palette's name,
    /// {1} the option.
    COLOURS_NAMED = "colours-named" (palette, option);
    /// The help's line on the colours chosen for the terminal's background: {0} the
    /// palette's name, {1} the option that overrides it.
    COLOURS_SEEN = "colours-seen" (palette, option);
    /// The help's line on the colours when the terminal did not tell its background: {0}
    /// the palette's name, {1} the option that chooses.
    COLOURS_UNSEEN = "colours-unseen" (palette, option);
    /// The dark palette's name, in the help's line on the colours.
    PALETTE_DARK = "palette-dark";
    /// The light palette's name, in the help's line on the colours.
    PALETTE_LIGHT = "palette-light";
    /// The high-contrast palette's name, in the help's line on the colours.
    PALETTE_CONTRAST = "palette-contrast";
}

/// How the app draws: with or without colour, with Unicode or ASCII glyphs.
///
/// Every state has a glyph or a modifier of its own as well as a colour, so the monochrome
/// theme shows everything the coloured one does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    ascii: bool,
    color: bool,
    lang: Lang,
    palette: Palette,
    chosen: Chosen,
    numbering: Numbering,
    /// Whether what the search does next stays off the board: a quiz asks it.
    hides_next: bool,
    /// What the terminal told of its background: high contrast on a light background
    /// takes the light palette's dark colours, a palette named for the other background
    /// paints its own, and so does every palette on a terminal that did not tell.
    told: Told,
    /// Whether the terminal draws any colour given as red, green and blue (`COLORTERM`):
    /// the light palette's own colours then replace the ANSI ones, whose values each
    /// emulator chooses.
    true_colour: bool,
}

/// What the terminal told of its background, when the app asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Told {
    /// Nobody asked: a picture, a test, a monochrome theme. The terminal's own
    /// background stays.
    Unasked,
    /// Asked, and no answer came (tmux, `TERM=dumb`): the background may be white or
    /// black, so the palette paints its own.
    Silent,
    /// The palette its background suits.
    Said(Palette),
}

/// The dark ink drawn on the yellow and cyan of the current and selected entries, and on
/// a light ground: colour 16 of the 256, the same black as colour 0 but one that a
/// terminal drawing bold in bright colours (xterm under tmux) cannot turn grey.
pub const DARK_INK: Color = Color::Indexed(16);

/// The colours `--theme` asks for: a palette by name, or `auto`, the palette that suits
/// the background the terminal says it has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum ThemeChoice {
    /// Dark colours on a light terminal, light ones on a dark terminal, as the terminal
    /// tells its background; dark ones when it does not tell.
    #[default]
    Auto,
    /// Light colours for a dark terminal.
    Dark,
    /// Dark colours for a light background, such as a white projector screen.
    Light,
    /// High contrast: the terminal's own foreground, no greys, states in bold, reverse
    /// and underline as well as in full colours.
    Contrast,
}

/// How the palette drawn was chosen, so that the help can say it: a teacher whose
/// colours do not read learns which option changes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// Named by `--theme`.
    Named,
    /// `auto`, before the terminal is asked.
    Auto,
    /// `auto`, by the background the terminal told.
    Seen,
    /// `auto`, and the terminal did not tell its background (or is no terminal).
    Unseen,
}

/// The palette that reads on a background of `rgb`: the light palette's dark colours on
/// a light background, the dark palette's light ones on a dark background.
///
/// Light is a relative luminance (sRGB weights, without the gamma curve, which moves
/// the threshold and not the order) over one half.
pub fn palette_for_background(rgb: (u8, u8, u8)) -> Palette {
    let (r, g, b) = (f32::from(rgb.0), f32::from(rgb.1), f32::from(rgb.2));
    let luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255.0;
    if luminance > 0.5 {
        Palette::Light
    } else {
        Palette::Dark
    }
}

/// The terminal's background colour as it answers OSC 11, or `None` when it does not
/// answer within a fifth of a second, is not a terminal or cannot be asked (Windows'
/// console).
///
/// It must be called before the app takes the terminal: the answer arrives on standard
/// input, where the app would read it as keys. The tests never call it.
pub fn terminal_background() -> Option<(u8, u8, u8)> {
    let mut options = terminal_colorsaurus::QueryOptions::default();
    options.timeout = std::time::Duration::from_millis(200);
    terminal_colorsaurus::background_color(options)
        .ok()
        .map(|colour| colour.scale_to_8bit())
}

/// Whether the terminal draws colours given as red, green and blue, as `COLORTERM`
/// (`truecolor` or `24bit`) says; a terminal that does not say gets the ANSI colours.
pub fn terminal_true_colour() -> bool {
    true_colour_said(std::env::var("COLORTERM").ok().as_deref())
}

/// Whether `colorterm`, the value of `COLORTERM`, says the terminal has true colour.
fn true_colour_said(colorterm: Option<&str>) -> bool {
    matches!(colorterm, Some("truecolor" | "24bit"))
}

/// The colours a coloured theme draws with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Palette {
    /// Light colours for a dark terminal.
    #[default]
    Dark,
    /// Dark colours for a light background, such as a white projector screen.
    Light,
    /// High contrast: the terminal's own foreground, no greys, states in bold, reverse
    /// and underline as well as in full colours.
    Contrast,
}

impl Theme {
    /// A theme drawing with ASCII only when `ascii`, and with colours when `color`, in
    /// the dark palette.
    pub const fn new(ascii: bool, color: bool) -> Self {
        Theme {
            ascii,
            color,
            lang: Lang::En,
            palette: Palette::Dark,
            chosen: Chosen::Named,
            numbering: Numbering::FromZero,
            hides_next: false,
            told: Told::Unasked,
            true_colour: false,
        }
    }

    /// The same theme in the colours `choice` asks for: `auto` draws dark until
    /// [`suiting`](Theme::suiting) is told the terminal's background.
    pub const fn choosing(self, choice: ThemeChoice) -> Self {
        let (palette, chosen) = match choice {
            ThemeChoice::Auto => (Palette::Dark, Chosen::Auto),
            ThemeChoice::Dark => (Palette::Dark, Chosen::Named),
            ThemeChoice::Light => (Palette::Light, Chosen::Named),
            ThemeChoice::Contrast => (Palette::Contrast, Chosen::Named),
        };
        Theme {
            palette,
            chosen,
            ..self
        }
    }

    /// Whether the colours wait for the terminal's background: a coloured theme always
    /// does. `auto` chooses its palette by it, high contrast takes dark colours on a light
    /// one, and a palette named for the other background paints its own.
    pub fn asks_background(&self) -> bool {
        self.color
    }

    /// The same theme with an `auto` palette chosen for `background`, the terminal's
    /// answer (`None`: none came, and the dark palette stays, on its own ground); a
    /// palette named by `--theme` stays as it is, high contrast taking its colours for a
    /// light background where there is one.
    pub fn suiting(self, background: Option<(u8, u8, u8)>) -> Self {
        let told = match background {
            Some(rgb) => Told::Said(palette_for_background(rgb)),
            None => Told::Silent,
        };
        if self.chosen != Chosen::Auto {
            return Theme { told, ..self };
        }
        match background {
            Some(rgb) => Theme {
                palette: palette_for_background(rgb),
                chosen: Chosen::Seen,
                told,
                ..self
            },
            None => Theme {
                chosen: Chosen::Unseen,
                told,
                ..self
            },
        }
    }

    /// How the palette was chosen.
    pub const fn chosen(&self) -> Chosen {
        self.chosen
    }

    /// The help's line on the colours: which palette is drawn and how it was chosen, with
    /// the option that changes it.
    pub fn colours_note(&self) -> String {
        let palette = match self.palette {
            Palette::Dark => PALETTE_DARK,
            Palette::Light => PALETTE_LIGHT,
            Palette::Contrast => PALETTE_CONTRAST,
        }
        .get(self.lang);
        let said: Id = match self.chosen {
            Chosen::Named => COLOURS_NAMED,
            Chosen::Seen => COLOURS_SEEN,
            Chosen::Auto | Chosen::Unseen => COLOURS_UNSEEN,
        };
        said.fill(self.lang, &[&palette, &"--theme"])
    }

    /// The same theme speaking `lang`: the words of every screen, and through
    /// [`lang`](Theme::lang) those of each problem's `Show` methods, follow it. An ASCII
    /// theme speaks English whatever it is asked: Chinese cannot be drawn in ASCII.
    pub const fn speaking(self, lang: Lang) -> Self {
        let lang = if self.ascii { Lang::En } else { lang };
        Theme { lang, ..self }
    }

    /// The language the words are drawn in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The same theme numbering rows, columns and cells as `numbering` says.
    pub const fn with_numbering(self, numbering: Numbering) -> Self {
        Theme { numbering, ..self }
    }

    /// How rows, columns and cells are numbered on screen.
    pub const fn numbering(&self) -> Numbering {
        self.numbering
    }

    /// The same theme drawing nothing of what the search does next, such as the cell an
    /// order fills next, while a quiz asks the class for it.
    pub const fn hiding_next(self) -> Self {
        Theme {
            hides_next: true,
            ..self
        }
    }

    /// Whether a board leaves out what the search does next: the quiz asks it.
    pub const fn hides_next(&self) -> bool {
        self.hides_next
    }

    /// The colours it draws with.
    pub const fn palette(&self) -> Palette {
        self.palette
    }

    /// The same theme in `palette`.
    pub const fn with_palette(self, palette: Palette) -> Self {
        Theme { palette, ..self }
    }

    /// The same theme on a terminal that draws colours given as red, green and blue
    /// (`true_colour`), where the light palette draws its own values rather than the
    /// terminal's ANSI red, blue and magenta.
    pub const fn with_true_colour(self, true_colour: bool) -> Self {
        Theme {
            true_colour,
            ..self
        }
    }

    /// Whether the terminal told a light background.
    fn light_ground(&self) -> bool {
        self.told == Told::Said(Palette::Light)
    }

    /// The background and text colour a palette paints wherever the app leaves the
    /// terminal's own: when the terminal told a background the palette is not made for
    /// (`--theme dark` on a white terminal), and when it did not tell at all (tmux,
    /// `TERM=dumb`), where it may be either. The palette's colours then read as on their
    /// own background. `None` when the terminal's background suits the palette, or
    /// nobody asked.
    pub fn ground(&self) -> Option<Style> {
        let dark = (Color::Black, Color::White);
        let light = (Color::White, DARK_INK);
        let (bg, fg) = match (self.color, self.palette, self.told) {
            (false, _, _) | (_, _, Told::Unasked) => return None,
            (true, Palette::Dark, Told::Said(Palette::Light)) => dark,
            (true, Palette::Light, Told::Said(Palette::Dark)) => light,
            (true, Palette::Dark | Palette::Contrast, Told::Silent) => dark,
            (true, Palette::Light, Told::Silent) => light,
            (true, _, Told::Said(_)) => return None,
        };
        Some(Style::default().bg(bg).fg(fg))
    }

    /// The ink `colour` as this theme has the terminal draw it: the light palette's red, blue and
    /// magenta (ANSI 1, 4 and 5, whose values each emulator chooses, some too light for
    /// white) as its own red, green and blue values where the terminal has true colour;
    /// any other colour, and every colour elsewhere, as it is.
    pub fn drawn(&self, colour: Color) -> Color {
        let light = match self.palette {
            Palette::Light => true,
            Palette::Contrast => self.light_ground(),
            Palette::Dark => false,
        };
        if !(self.color && self.true_colour && light) {
            return colour;
        }
        match colour {
            Color::Red => Color::Rgb(175, 0, 0),
            Color::Blue => Color::Rgb(0, 0, 175),
            Color::Magenta => Color::Rgb(135, 0, 135),
            other => other,
        }
    }

    /// The colour for `dark`, `light` or `contrast` by the palette; high contrast on a
    /// light background takes `light`.
    fn tone(&self, dark: Color, light: Color, contrast: Color) -> Color {
        match self.palette {
            Palette::Dark => dark,
            Palette::Light => light,
            Palette::Contrast if self.light_ground() => light,
            Palette::Contrast => contrast,
        }
    }

    /// Dim text, or plain text in high contrast, where nothing is grey.
    fn grey(&self) -> Style {
        match self.palette {
            Palette::Contrast => Style::default(),
            _ => Style::default().fg(self.tone(Color::DarkGray, Color::DarkGray, Color::Reset)),
        }
    }

    /// Whether glyphs are limited to ASCII.
    pub fn is_ascii(&self) -> bool {
        self.ascii
    }

    /// Whether colours are used.
    pub fn is_color(&self) -> bool {
        self.color
    }

    /// From the flags and the environment: ASCII when `--ascii` or the locale (LC_ALL,
    /// LC_CTYPE, LANG, first non-empty) is not UTF-8; no colour when `--no-color` or
    /// NO_COLOR is set and non-empty.
    ///
    /// Without any locale variable, Unix means the C locale, ASCII; Windows and macOS
    /// seldom set one, and their terminals draw Unicode, so the system's language (see
    /// [`Lang::detect`]) can be drawn there.
    pub fn detect(ascii_flag: bool, no_color_flag: bool) -> Theme {
        let unset_is_utf8 = cfg!(any(windows, target_os = "macos"));
        Theme::from_env(ascii_flag, no_color_flag, unset_is_utf8, |name| {
            std::env::var(name).ok()
        })
    }

    /// [`detect`](Theme::detect) with the environment read through `var`, so the rules
    /// can be checked without touching the process environment.
    fn from_env(
        ascii_flag: bool,
        no_color_flag: bool,
        unset_is_utf8: bool,
        var: impl Fn(&str) -> Option<String>,
    ) -> Theme {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"]
            .into_iter()
            .filter_map(&var)
            .find(|value| !value.is_empty())
            .map(|value| value.to_ascii_lowercase());
        let utf8 = match locale {
            Some(locale) => locale.contains("utf-8") || locale.contains("utf8"),
            None => unset_is_utf8,
        };
        let no_color = var("NO_COLOR").is_some_and(|value| !value.is_empty());
        Theme::new(ascii_flag || !utf8, !(no_color_flag || no_color))
    }

    /// `unicode` normally, `ascii` in ASCII mode.
    pub fn glyph(&self, unicode: &'static str, ascii: &'static str) -> &'static str {
        if self.ascii { ascii } else { unicode }
    }

    fn pick(&self, color: Style, mono: Style) -> Style {
        if self.color { color } else { mono }
    }

    /// Plain text.
    pub fn text(&self) -> Style {
        Style::default()
    }

    /// Things in the background: visited nodes, hints, empty flags.
    pub fn dim(&self) -> Style {
        self.pick(self.grey(), Style::default().add_modifier(Modifier::DIM))
    }

    /// A node or choice the search has been through and left: dim, and in colour also
    /// italic, so that it differs from one not reached yet by more than its colour.
    pub fn visited(&self) -> Style {
        self.pick(
            self.grey().add_modifier(Modifier::ITALIC),
            Style::default().add_modifier(Modifier::DIM),
        )
    }

    /// Titles and headings.
    pub fn accent(&self) -> Style {
        self.pick(
            Style::default()
                .fg(self.tone(Color::Cyan, Color::Blue, Color::Cyan))
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::BOLD),
        )
    }

    /// A sudoku given: bold in the terminal's own foreground, so that it shows on a light
    /// background as on a dark one, never mistaken for a placed digit.
    pub fn given(&self) -> Style {
        Style::default().add_modifier(Modifier::BOLD)
    }

    /// A value the search has placed: coloured, and italic, so that it differs from a
    /// given by more than its colour.
    pub fn placed(&self) -> Style {
        self.pick(
            Style::default()
                .fg(self.tone(Color::LightBlue, Color::Blue, Color::LightBlue))
                .add_modifier(Modifier::ITALIC),
            Style::default().add_modifier(Modifier::ITALIC),
        )
    }

    /// The slot being filled, and the current line or node.
    pub fn current(&self) -> Style {
        self.pick(
            Style::default()
                .fg(DARK_INK)
                .bg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD),
        )
    }

    /// A value taken back on this step.
    pub fn removed(&self) -> Style {
        self.pick(
            Style::default()
                .fg(self.tone(Color::LightRed, Color::Red, Color::LightRed))
                .add_modifier(Modifier::CROSSED_OUT | Modifier::BOLD),
            Style::default().add_modifier(Modifier::CROSSED_OUT | Modifier::UNDERLINED),
        )
    }

    /// A completed solution. On a light background a fixed dark green: the terminals'
    /// own green is too light to read on white and on a light square.
    pub fn solution(&self) -> Style {
        self.pick(
            Style::default()
                .fg(self.tone(Color::LightGreen, Color::Indexed(22), Color::LightGreen))
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            Style::default().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
        )
    }

    /// A cell under attack or a choice refused.
    pub fn attacked(&self) -> Style {
        self.pick(
            Style::default().fg(self.tone(Color::Red, Color::Red, Color::LightRed)),
            Style::default().add_modifier(Modifier::DIM),
        )
    }

    /// A flag that is set in an occupancy array or bit set.
    pub fn flag_on(&self) -> Style {
        self.pick(
            Style::default()
                .fg(self.tone(Color::LightYellow, Color::Magenta, Color::LightYellow))
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::BOLD),
        )
    }

    /// The chosen entry of a list.
    pub fn selected(&self) -> Style {
        self.pick(
            Style::default().fg(DARK_INK).bg(Color::Cyan),
            Style::default().add_modifier(Modifier::REVERSED),
        )
    }

    /// A key in the footer or the help.
    pub fn key(&self) -> Style {
        self.pick(
            Style::default()
                .fg(self.tone(Color::Yellow, Color::Magenta, Color::Yellow))
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::BOLD),
        )
    }

    /// A square of a large chess board, shaded as a board is: `dark` for the squares
    /// whose row and column add up to an odd number. Monochrome leaves squares plain.
    ///
    /// A fixed background comes with a fixed foreground that reads on it, so that a mark
    /// drawn in plain text never takes the terminal's own colour (black on a dark grey
    /// square on a light terminal).
    pub fn square(&self, dark: bool) -> Style {
        let (shade, ink) = match (self.palette, dark) {
            (Palette::Dark, false) => (Color::Indexed(236), Some(Color::Indexed(255))),
            (Palette::Dark, true) => (Color::Indexed(239), Some(Color::Indexed(255))),
            (Palette::Light, false) => (Color::Indexed(255), Some(Color::Indexed(232))),
            (Palette::Light, true) => (Color::Indexed(250), Some(Color::Indexed(232))),
            (Palette::Contrast, false) => (Color::Reset, None),
            (Palette::Contrast, true) if self.light_ground() => {
                (Color::Indexed(250), Some(Color::Indexed(232)))
            }
            (Palette::Contrast, true) => (Color::Indexed(238), Some(Color::Indexed(231))),
        };
        let style = Style::default().bg(shade);
        let style = match ink {
            Some(ink) => style.fg(ink),
            None => style,
        };
        self.pick(style, Style::default())
    }

    /// A quiet mark on a shaded square (tried, attacked, free): a grey that stands out
    /// from both shades of the palette's squares, where [`dim`](Theme::dim)'s grey would
    /// sink into them.
    pub fn quiet_on_square(&self) -> Style {
        let grey = match self.palette {
            Palette::Dark => Color::Indexed(249),
            Palette::Light => Color::Indexed(240),
            Palette::Contrast if self.light_ground() => Color::Indexed(232),
            Palette::Contrast => Color::Indexed(231),
        };
        self.pick(
            Style::default().fg(grey),
            Style::default().add_modifier(Modifier::DIM),
        )
    }

    /// A red mark on a shaded square (refused, taken off): a red that reads on both
    /// shades of the palette's squares, where the terminal's own red sinks into the dark
    /// ones. High contrast keeps its light red, its squares being the terminal's own.
    pub fn red_on_square(&self) -> Style {
        let red = match self.palette {
            Palette::Dark => Color::Indexed(210),
            Palette::Light => Color::Indexed(124),
            Palette::Contrast if self.light_ground() => Color::Indexed(124),
            Palette::Contrast => Color::Indexed(210),
        };
        self.pick(Style::default().fg(red), Style::default())
    }

    /// `style` for a mark drawn over `under`, a fixed background the app painted (a
    /// board's square, the cell being filled): its colour swapped for one of the same
    /// meaning that reads there, where the terminal's own grey, blue, red or green would
    /// sink into it (blue on a dark grey square, grey on the yellow of the current cell).
    pub fn ink_on(&self, style: Style, under: Style) -> Style {
        let (Some(bg), Some(fg)) = (under.bg, style.fg) else {
            return style;
        };
        if !self.color || bg == Color::Reset {
            return style;
        }
        let current = self.current().bg == Some(bg);
        let ink = match fg {
            Color::Red | Color::LightRed | Color::Indexed(124 | 210) if current => {
                Color::Indexed(124)
            }
            Color::Red | Color::LightRed => return style.patch(self.red_on_square()),
            Color::DarkGray | Color::Gray if current => Color::Indexed(236),
            Color::DarkGray | Color::Gray => return style.patch(self.quiet_on_square()),
            Color::Blue | Color::LightBlue if current => Color::Indexed(18),
            Color::Blue | Color::LightBlue => {
                self.tone(Color::Indexed(117), Color::Blue, Color::Indexed(117))
            }
            Color::Green | Color::LightGreen | Color::Indexed(22) if current => Color::Indexed(22),
            _ => return style,
        };
        style.fg(ink)
    }

    /// Frames, borders and box lines.
    pub fn border(&self) -> Style {
        self.pick(
            Style::default().fg(self.tone(Color::Gray, Color::DarkGray, Color::Reset)),
            Style::default(),
        )
    }
}

#[cfg(test)]
#[path = "theme_tests.rs"]
mod tests;
