//! The core rules a ruleset may read differently (stdlib/rules.card: `rule "Range" { used_up:
//! range_used_up = not_stopped }`), read once when the pool loads into one typed value,
//! [`CoreRules`]. Every setting the engine reads must be declared with one of the values the
//! engine knows: a missing rule or setting, or a value the engine has no reading for, is a
//! diagnostic then, never a silent default in the middle of a game.

use stccg_lang::diag::Diagnostic;
use stccg_lang::load::Pool;
use stccg_lang::source::FileId;
use stccg_lang::span::Span;

/// Declares one setting's values as an enum, with the names the stdlib gives them.
macro_rules! setting {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $word:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            /// The values, as the stdlib names them.
            pub const WORDS: &'static [&'static str] = &[$($word),+];

            /// The value a stdlib word names.
            fn from_word(word: &str) -> Option<Self> {
                match word {
                    $($word => Some($name::$variant),)+
                    _ => None,
                }
            }
        }
    };
}

setting!(
    /// The order interrupts resolve in, one played before another resolves.
    InterruptOrder {
        /// The last played first (M:70).
        LastPlayedFirst = "last_played_first",
        /// The first played first (FAQ:295).
        FirstPlayedFirst = "first_played_first",
    }
);

setting!(
    /// What becomes of a seed card revealed where a copy of it was seeded.
    DuplicateSeeds {
        /// The later copies are mis-seeds (M:240-246, S:206).
        MisseedLaterCopies = "misseed_later_copies",
        /// Every copy is discarded.
        DiscardEveryCopy = "discard_every_copy",
    }
);

setting!(
    /// Whether a card text may unstop a stopped card.
    Unstopping {
        /// It may (S:761).
        Allowed = "allowed",
        /// Nothing unstops a stopped card (FAQ:356-358).
        Never = "never",
    }
);

setting!(
    /// What becomes of a ship that uses up its RANGE.
    RangeUsedUp {
        /// It is not stopped (S:768).
        NotStopped = "not_stopped",
        /// It stops.
        StopsShip = "stops_ship",
    }
);

setting!(
    /// Whether a personnel with Leadership x1/2 counts as a leader in battle.
    HalfLeadership {
        /// It does not; two halves together do (S:448).
        NotALeader = "not_a_leader",
        /// It does.
        ALeader = "a_leader",
    }
);

setting!(
    /// Whose crew may attempt a space mission.
    SpaceMissionCrew {
        /// The crew of one undocked ship (M:286, F:20).
        UndockedShipCrew = "undocked_ship_crew",
        /// A ship's or an outpost's crew.
        ShipOrOutpostCrew = "ship_or_outpost_crew",
    }
);

/// The core rules' settings in force in a pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoreRules {
    /// `rule "Interrupt order" { order }`.
    pub interrupt_order: InterruptOrder,
    /// `rule "Duplicate seeds" { duplicates }`.
    pub duplicate_seeds: DuplicateSeeds,
    /// `rule "Stopped cards" { unstop }`.
    pub unstopping: Unstopping,
    /// `rule "Range" { used_up }`.
    pub range_used_up: RangeUsedUp,
    /// `rule "Leadership in battle" { half }`.
    pub half_leadership: HalfLeadership,
    /// `rule "Space mission attempts" { crew }`.
    pub space_mission_crew: SpaceMissionCrew,
}

impl Default for CoreRules {
    /// The current glossary's readings, as stdlib/rules.card declares them.
    fn default() -> Self {
        CoreRules {
            interrupt_order: InterruptOrder::LastPlayedFirst,
            duplicate_seeds: DuplicateSeeds::MisseedLaterCopies,
            unstopping: Unstopping::Allowed,
            range_used_up: RangeUsedUp::NotStopped,
            half_leadership: HalfLeadership::NotALeader,
            space_mission_crew: SpaceMissionCrew::UndockedShipCrew,
        }
    }
}

impl CoreRules {
    /// Reads the settings of a loaded pool's rules (errata applied); a diagnostic for each
    /// rule or setting the engine reads that is missing, or whose value it has no reading for.
    pub fn read(pool: &Pool) -> Result<CoreRules, Vec<Diagnostic>> {
        let mut reader = Reader {
            pool,
            problems: Vec::new(),
        };
        let rules = (
            reader.setting(
                "Interrupt order",
                "order",
                InterruptOrder::WORDS,
                InterruptOrder::from_word,
            ),
            reader.setting(
                "Duplicate seeds",
                "duplicates",
                DuplicateSeeds::WORDS,
                DuplicateSeeds::from_word,
            ),
            reader.setting("Stopped cards", "unstop", Unstopping::WORDS, Unstopping::from_word),
            reader.setting("Range", "used_up", RangeUsedUp::WORDS, RangeUsedUp::from_word),
            reader.setting(
                "Leadership in battle",
                "half",
                HalfLeadership::WORDS,
                HalfLeadership::from_word,
            ),
            reader.setting(
                "Space mission attempts",
                "crew",
                SpaceMissionCrew::WORDS,
                SpaceMissionCrew::from_word,
            ),
        );
        match (reader.problems.is_empty(), rules) {
            (true, (Some(a), Some(b), Some(c), Some(d), Some(e), Some(f))) => Ok(CoreRules {
                interrupt_order: a,
                duplicate_seeds: b,
                unstopping: c,
                range_used_up: d,
                half_leadership: e,
                space_mission_crew: f,
            }),
            _ => Err(reader.problems),
        }
    }
}

/// Reads settings out of a pool, collecting what is wrong.
struct Reader<'p> {
    pool: &'p Pool,
    problems: Vec<Diagnostic>,
}

impl Reader<'_> {
    /// One setting's value.
    fn setting<T>(&mut self, rule: &str, setting: &str, words: &[&str], read: fn(&str) -> Option<T>) -> Option<T> {
        let Some((declared, file)) = self.pool.symbols.rules.get(rule) else {
            let (file, span) = self.rules_file();
            self.problems.push(
                Diagnostic::error(
                    "rule::missing",
                    file,
                    span,
                    format!("the core rule \"{rule}\" is not declared"),
                )
                .with_label("the engine reads this rule")
                .with_help(format!(
                    "declare `rule \"{rule}\" {{ {setting}: VOCABULARY = VALUE }}` in stdlib/rules.card"
                )),
            );
            return None;
        };
        let Some(found) = declared.settings.iter().find(|s| s.name.name == setting) else {
            self.problems.push(
                Diagnostic::error(
                    "rule::missing-setting",
                    *file,
                    declared.name.span,
                    format!("the core rule \"{rule}\" has no setting `{setting}`"),
                )
                .with_label(format!("the engine reads this rule's `{setting}`"))
                .with_help(format!(
                    "declare `{setting}: VOCABULARY = VALUE`, its value one of {}",
                    words.join(", ")
                )),
            );
            return None;
        };
        let value = read(&found.value.name);
        if value.is_none() {
            self.problems.push(
                Diagnostic::error(
                    "rule::unknown-reading",
                    *file,
                    found.value.span,
                    format!("the engine has no reading of `{setting}` = `{}`", found.value.name),
                )
                .with_label("no such reading")
                .with_help(format!("the engine reads {}", words.join(", "))),
            );
        }
        value
    }

    /// Where a missing rule belongs: the file of the rules declared, else the first file.
    fn rules_file(&self) -> (FileId, Span) {
        let file = self
            .pool
            .symbols
            .rules
            .values()
            .next()
            .map_or(FileId(0), |(_, file)| *file);
        (file, Span::new(0, 0))
    }
}
