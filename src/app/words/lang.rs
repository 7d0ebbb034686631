//! The language the app speaks: English, or Chinese in simplified or traditional
//! characters for the classes that read the tutorials in Chinese.

/// A language the app draws its words in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Chinese in simplified characters, as the tutorials are written (`zh`, `zh-CN`).
    #[cfg_attr(feature = "cli", value(alias = "zh-CN", alias = "zh-Hans"))]
    Zh,
    /// Chinese in traditional characters, as read in Taiwan and Hong Kong (`zh-TW`).
    #[cfg_attr(
        feature = "cli",
        value(name = "zh-TW", alias = "zh-Hant", alias = "zh-HK")
    )]
    ZhTw,
}

impl Lang {
    /// Every language the app speaks, in the order `L` goes through them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Zh, Lang::ZhTw];

    /// Its place in [`ALL`](Lang::ALL).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The language asked for: `flag` (`--lang`), else `BACKTRACK_LANG`, else the locale
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`, first non-empty), else the system's language
    /// (Windows and macOS seldom set `LANG`); English when none says.
    pub fn detect(flag: Option<Lang>) -> Lang {
        flag.unwrap_or_else(|| {
            Lang::from_env(|name| std::env::var(name).ok(), sys_locale::get_locale)
        })
    }

    /// [`detect`](Lang::detect) without a flag, with the environment read through `var`
    /// and the system's locale, such as `zh-CN`, asked of `system` only when no variable
    /// names one.
    fn from_env(
        var: impl Fn(&str) -> Option<String>,
        system: impl FnOnce() -> Option<String>,
    ) -> Lang {
        if let Some(lang) = var("BACKTRACK_LANG").as_deref().and_then(Lang::named) {
            return lang;
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(&var)
            .find(|value| !value.is_empty());
        locale
            .or_else(system)
            .as_deref()
            .and_then(Lang::named)
            .unwrap_or_default()
    }

    /// The language a name or a locale names: `zh`, `zh_CN.UTF-8`, `zh_TW`, `en`,
    /// `en_US`…; `None` for any other. Taiwan, Hong Kong and Macau, and any name that says
    /// `Hant`, read traditional characters; every other Chinese, simplified, and so does
    /// a name that says `Hans` whatever its region.
    pub(crate) fn named(name: &str) -> Option<Lang> {
        let name = name.trim().to_ascii_lowercase().replace('_', "-");
        if name.starts_with("zh") {
            let parts: Vec<&str> = name.split(['-', '.', '@']).skip(1).collect();
            let traditional = !parts.contains(&"hans")
                && parts
                    .iter()
                    .any(|part| matches!(*part, "tw" | "hk" | "mo" | "hant"));
            Some(if traditional { Lang::ZhTw } else { Lang::Zh })
        } else if name.starts_with("en") || name == "c" || name.starts_with("c.") || name == "posix"
        {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The next language of [`ALL`](Lang::ALL), after the last the first: what the key
    /// `L` switches to.
    pub fn next(self) -> Lang {
        Lang::ALL[(self.index() + 1) % Lang::ALL.len()]
    }

    /// Its tag in the catalogue and on the command line: `en`, `zh-CN`, `zh-TW`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh-CN",
            Lang::ZhTw => "zh-TW",
        }
    }

    /// Whether it is written in Chinese characters, which an ASCII terminal cannot draw.
    pub fn is_chinese(self) -> bool {
        self != Lang::En
    }

    /// This language if a terminal that draws ASCII only (`ascii`) can show it, else
    /// English with a note saying why: Chinese never turns into broken text.
    pub fn drawable(self, ascii: bool) -> (Lang, Option<&'static str>) {
        match self {
            lang if ascii && lang.is_chinese() => (Lang::En, Some(FALLBACK_NOTE)),
            lang => (lang, None),
        }
    }
}

/// Why Chinese was asked for and English is shown.
///
/// Written here rather than in the catalogue, and in English only: it is shown exactly
/// when the terminal cannot draw Chinese, so English is the one language it can be read in.
pub const FALLBACK_NOTE: &str =
    "Chinese needs a UTF-8 terminal (not LANG=C, not --ascii): showing English";

#[cfg(test)]
mod tests {
    use super::*;

    /// The language `env` and a system whose locale is `system` ask for.
    fn detect_on(env: &[(&str, &str)], system: Option<&str>) -> Lang {
        Lang::from_env(
            |name| {
                env.iter()
                    .find(|(key, _)| *key == name)
                    .map(|(_, value)| value.to_string())
            },
            || system.map(str::to_string),
        )
    }

    fn detect(env: &[(&str, &str)]) -> Lang {
        detect_on(env, None)
    }

    #[test]
    fn the_variable_then_the_locale_decides() {
        assert_eq!(detect(&[]), Lang::En);
        assert_eq!(detect(&[("LANG", "zh_CN.UTF-8")]), Lang::Zh);
        assert_eq!(detect(&[("LANG", "zh_TW.utf8")]), Lang::ZhTw);
        assert_eq!(detect(&[("LANG", "zh_HK.UTF-8")]), Lang::ZhTw);
        assert_eq!(detect(&[("LANG", "zh_SG.UTF-8")]), Lang::Zh);
        assert_eq!(detect(&[("LANG", "zh")]), Lang::Zh);
        assert_eq!(detect(&[("BACKTRACK_LANG", "zh-TW")]), Lang::ZhTw);
        assert_eq!(detect(&[("LANG", "de_DE.UTF-8")]), Lang::En);
        let env = [
            ("LC_ALL", ""),
            ("LC_MESSAGES", "en_GB.UTF-8"),
            ("LANG", "zh_CN.UTF-8"),
        ];
        assert_eq!(detect(&env), Lang::En, "LC_MESSAGES before LANG");
        let env = [("LC_ALL", "zh_CN.UTF-8"), ("LANG", "en_US.UTF-8")];
        assert_eq!(detect(&env), Lang::Zh, "LC_ALL first");
        let env = [("BACKTRACK_LANG", "en"), ("LC_ALL", "zh_CN.UTF-8")];
        assert_eq!(detect(&env), Lang::En, "BACKTRACK_LANG before the locale");
        let env = [("BACKTRACK_LANG", "zh"), ("LANG", "C")];
        assert_eq!(detect(&env), Lang::Zh);
        let env = [("BACKTRACK_LANG", "klingon"), ("LANG", "zh_CN.UTF-8")];
        assert_eq!(
            detect(&env),
            Lang::Zh,
            "a name it does not know is passed over"
        );
    }

    #[test]
    fn the_system_locale_comes_after_every_variable() {
        // Windows and macOS name their language as `zh-CN`, `zh-Hans-CN`, `en-US`.
        assert_eq!(detect_on(&[], Some("zh-Hans-CN")), Lang::Zh);
        assert_eq!(detect_on(&[], Some("zh-CN")), Lang::Zh);
        assert_eq!(detect_on(&[], Some("zh-Hant-TW")), Lang::ZhTw);
        assert_eq!(detect_on(&[], Some("zh-Hans-HK")), Lang::Zh);
        assert_eq!(detect_on(&[], Some("en-US")), Lang::En);
        assert_eq!(detect_on(&[], Some("fr-FR")), Lang::En);
        assert_eq!(
            detect_on(&[("LANG", "en_US.UTF-8")], Some("zh-CN")),
            Lang::En
        );
        assert_eq!(detect_on(&[("LC_ALL", "C")], Some("zh-CN")), Lang::En);
        assert_eq!(
            detect_on(&[("LANG", "")], Some("zh-CN")),
            Lang::Zh,
            "empty is unset"
        );
        let env = [("BACKTRACK_LANG", "en")];
        assert_eq!(detect_on(&env, Some("zh-CN")), Lang::En);
        let env = [("BACKTRACK_LANG", "zh")];
        assert_eq!(detect_on(&env, Some("en-US")), Lang::Zh);
    }

    #[test]
    fn the_flag_wins_and_ascii_falls_back_to_english() {
        assert_eq!(Lang::detect(Some(Lang::Zh)), Lang::Zh);
        assert_eq!(Lang::Zh.drawable(false), (Lang::Zh, None));
        assert_eq!(Lang::Zh.drawable(true), (Lang::En, Some(FALLBACK_NOTE)));
        assert_eq!(Lang::En.drawable(true), (Lang::En, None));
        assert_eq!(Lang::ZhTw.drawable(true), (Lang::En, Some(FALLBACK_NOTE)));
        assert_eq!(Lang::En.next(), Lang::Zh);
        assert_eq!(Lang::Zh.next(), Lang::ZhTw);
        assert_eq!(Lang::ZhTw.next(), Lang::En);
    }
}
