//! Card definitions as the engine uses them: the printed data read out of the AST's fields
//! into typed values, and the abilities kept as AST for the interpreter. A [`CardPool`] is
//! built from a checked `stccg_lang` pool; each definition carries a digest of its source
//! text, so replay can tell when a card changed since a game was recorded.

mod ability_table;
mod core_rules;
mod export;
mod guard_form;
mod lower;
mod names;
mod quadrant;
mod rulesets;
mod source;
mod static_form;

pub use ability_table::AbilityTable;
pub use core_rules::{
    CoreRules, DuplicateSeeds, HalfLeadership, InterruptOrder, RangeUsedUp, SpaceMissionCrew, Unstopping,
};
pub use guard_form::{CardSet, GuardForms, GuardTest, NameKind, SetRoot, Subject, Who};
pub use names::{including_vocabulary, NameId, Names, VocabularyId};
pub use quadrant::Quadrant;
pub use rulesets::{Ruleset, RulesetPools};
pub use source::{CardSource, SourceFile, SourceRegion};
pub use static_form::{StaticForm, StaticForms, StaticPart};

use crate::ids::DefId;
use indexmap::IndexMap;
use serde::Serialize;
use stccg_lang::ast::{Ability, Expr, Multiplier};

pub(crate) use lower::digest;
pub use lower::PoolError;
mod primitive;
pub use primitive::{EffectOp, FunctionOp, RootOp};

/// The printed data and game text of one card. It serialises as `stccg export --json`
/// writes it (see [`CardPool::to_json`]).
#[derive(Clone, Debug, Serialize)]
pub struct CardDef {
    /// The title.
    pub title: String,
    /// The card type (`personnel`, `dilemma`, ...).
    pub kind: String,
    /// FNV-1a digest of the card's source text.
    pub digest: u64,
    /// A universal card (any number of copies in play).
    pub universal: bool,
    /// "(Unique.)" printed on an event, interrupt or equipment (`unique`): one copy per player
    /// in play. Personnel and ships are unique unless `universal`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unique: bool,
    /// "Affects all players": either player may use its responses and actions.
    pub affects_all_players: bool,
    /// "(Cumulative.)": the static effects of several copies add up; without it, one copy's
    /// effect on a card is counted once.
    pub cumulative: bool,
    /// "May not be nullified" (`may_not_be_nullified`: Fair Play): a `nullify` aimed at it
    /// does nothing.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub not_nullifiable: bool,
    /// Whether it has abilities a player may use from play (actions, special downloads,
    /// responses), so the engine skips cards without.
    #[serde(skip)]
    pub has_uses: bool,
    /// Whether it has an `action` used in play or a special download: what the actions open
    /// in play ask of each card (so they skip cards whose uses are responses alone).
    #[serde(skip)]
    pub has_actions_in_play: bool,
    /// Whether it has an `action` taken from a zone out of play (`action ... from
    /// discard_pile`: U.S.S. Stargazer), so a discard pile is read for actions only in a game
    /// with such a card.
    #[serde(skip)]
    pub has_pile_actions: bool,
    /// Whether it has `when` / `just after` triggers (so the engine skips cards without).
    #[serde(skip)]
    pub has_triggers: bool,
    /// Whether it has a trigger `from anywhere`, which works wherever the card is, in play or
    /// not (Mordock, M:410), so the engine looks at it out of play.
    #[serde(skip)]
    pub remote_triggers: bool,
    /// Whether it has a trigger with an `if` condition, decided as the event it answers is
    /// logged (so that pass skips cards without).
    #[serde(skip)]
    pub has_guarded_triggers: bool,
    /// Whether it has an ability a player may use from play outside his own orders: a
    /// special download, an action that suspends play, one used "once every turn" (S:532) or
    /// one that spends the normal card play (so a response window skips cards without).
    #[serde(skip)]
    pub has_uses_outside_orders: bool,
    /// Whether it has a `respond to` text (so a response window skips cards without).
    #[serde(skip)]
    pub has_responses: bool,
    /// Whether it has a `cure with` or `nullify with` text (so the check of cures skips cards
    /// without).
    #[serde(skip)]
    pub has_cures: bool,
    /// Whether it has `static` abilities, its own or those of a `play as` (so the static
    /// layer skips cards without).
    #[serde(skip)]
    pub has_statics: bool,
    /// Whether it bears the hidden agenda icon, [HA] (1E wiki, Hidden Agenda), read once when
    /// the pool loads: every listing of the cards with text asks it of each card.
    #[serde(skip)]
    pub hidden_agenda: bool,
    /// Affiliations (personnel, ships, facilities) or who may attempt (missions).
    pub affiliations: Vec<String>,
    /// The classification of a personnel.
    pub classification: Option<String>,
    /// Attributes by their rules name: INTEGRITY, CUNNING, STRENGTH, RANGE, WEAPONS, SHIELDS.
    pub attributes: IndexMap<String, i64>,
    /// Attributes printed as something other than a number (Mortal Q's CUNNING "Q", Spot's
    /// STRENGTH): each counts as zero and no card modifies it (Glossary, undefined attribute).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub undefined_attributes: Vec<String>,
    /// Skills with their multipliers.
    pub skills: Vec<(String, Multiplier)>,
    /// Species.
    pub species: Vec<String>,
    /// Gender.
    pub gender: Option<String>,
    /// Icons, without brackets (staffing icons of ships are in `staffing`).
    pub icons: Vec<String>,
    /// Characteristics.
    pub characteristics: Vec<String>,
    /// A ship's or facility's class (`class: "Outpost"`, `"Station"`).
    pub class: Option<String>,
    /// A site's level of its station (`module: promenade`, vocabulary `station_module`,
    /// S:425).
    pub module: Option<String>,
    /// A ship's staffing icons.
    pub staffing: Vec<String>,
    /// A ship's staffing requirements that are skills, with their levels (S:345: Gomtuu's
    /// Empathy x2).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub staffing_skills: Vec<(String, Multiplier)>,
    /// A ship's special equipment keywords.
    pub special_equipment: Vec<String>,
    /// Titles of the ships this personnel is the matching commander of (its `commands`
    /// field, from personnel lore, M:128-130).
    pub commands: Vec<String>,
    /// The title of the persona this personnel is a version of, when it differs from its own
    /// (its `persona` field: Galen, a version of Jean-Luc Picard).
    pub persona: Option<String>,
    /// The title of the card this one is another printing of, with the other border colour
    /// (its `same_card_as` field, M:481): the two are one card for every rule that compares
    /// titles ([`CardDef::card_title`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub same_card_as: Option<String>,
    /// The title of the card printed on this card's other face, when it is double-sided (its
    /// `other_face` field: Spacedoor and Spacedoor (back), S:579): `flip` turns the card to
    /// that face, its definition then that card's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other_face: Option<String>,
    /// Titles of the personnel that are this ship's matching commander (its `commander`
    /// field, from ship lore, M:128-130).
    pub commander: Vec<String>,
    /// Mission data, for missions.
    pub mission: Option<MissionData>,
    /// Where a dilemma or artifact seeds (`planet`, `space`, `space_planet`).
    pub seeds: Option<String>,
    /// Points a dilemma or interrupt scores, or a mission's point box.
    pub points: Option<i64>,
    /// The lives of a personnel that comes back to life when killed (Spot, S:660).
    pub lives: Option<i64>,
    /// The countdown printed as a numeric icon (`[4]`).
    pub countdown: Option<u32>,
    /// A time location (`time_location`): cards relocated to it sit on it, off the spaceline
    /// (S:597), and remember where they came from.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub time_location: bool,
    /// A ship that reports only where its own `plays on` says, never to a facility ("Must
    /// report ... at end of spaceline": I.K.S. T'Ong).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub reports_only_where_text_says: bool,
    /// A mission any crew or Away Team may attempt, whatever its affiliations (M:279).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub any_may_attempt: bool,
    /// The countdown counts down at the start of the controller's turn, not the end
    /// (`counts_down_at_start`: Temporal Rift).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub countdown_at_start: bool,
    /// The condition the countdown waits for (`counts_down_while`: Time Travel Pod).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub countdown_while: Option<Expr>,
    /// Where a facility seeds when its text says, in place of the missions matching its
    /// affiliation icons (`seeds_at`: Neutral Outpost's "Seed one at any [S] mission").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seeds_at: Option<Expr>,
    /// A doorway that opens a side deck of its title (`opens_side_deck`: Q's Tent, S:390): the
    /// most cards the side deck may hold.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side_deck_size: Option<i64>,
    /// The side deck's cards must all be different (`side_deck_different`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub side_deck_different: bool,
    /// Its owner may look through the side deck (`side_deck_examinable`, S:394).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub side_deck_examinable: bool,
    /// A doorway that opens a side deck of any number of cards with this icon
    /// (`side_deck_icon`: Q-Flash and the Q-Continuum side deck, M:325; S:392).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side_deck_icon: Option<String>,
    /// Seeded like a dilemma under a mission (`seeds_under_missions`: Q-Flash, M:325; and
    /// every card with `seeds_under`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub seeds_under_missions: bool,
    /// The missions a personnel seeds under like a dilemma, the only way it enters play
    /// (`seeds_under`: Mirasta Yale, "seeding like a dilemma under Malcor III"; the Glossary's
    /// Mirasta Yale entry): never reported, downloaded or played; under any other mission it
    /// is a mis-seed (M:250).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seeds_under: Option<Expr>,
    /// The cards of its owner's seed deck this card lets seed under the same mission, face
    /// down like an artifact (`seeds_with`, read with `target` the candidate: Cryosatellite's
    /// "up to 3 [AU] personnel here", S:208), earned with the mission while this card is there
    /// to be earned (M:252, M:300); on a facility, the ships that seed face up docked at it
    /// (Husnock Outpost).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seeds_with: Option<Expr>,
    /// How many cards `seeds_with` lets seed here (`seeds_with_up_to`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seeds_with_up_to: Option<i64>,
    /// The percentage of a facility's SHIELDS a ship docked at it adds to its own when fired
    /// at (`extends_shields`: Husnock Outpost's 25; 50 when not given, F:20).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extends_shields: Option<i64>,
    /// Artifacts of its owner that may seed under the same mission besides this one before
    /// they are mis-seeds (`more_artifacts`: "May seed one additional artifact here", M:241).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub more_artifacts: Option<i64>,
    /// Game text.
    pub abilities: Vec<Ability>,
    /// The ids of its printed names, sorted: title, type, classification, species, gender,
    /// characteristics, special equipment and icons ([`Names`]).
    #[serde(skip)]
    pub features: Vec<NameId>,
    /// The ids of its special equipment, in the order of `special_equipment` (none for a name
    /// the pool did not intern): a feature card text may take away (Darmok).
    #[serde(skip)]
    pub special_equipment_ids: Vec<Option<NameId>>,
    /// The files its text is written in, for errors met in play.
    #[serde(skip)]
    pub source: CardSource,
}

/// The printed data of a mission.
#[derive(Clone, Debug, Serialize)]
pub struct MissionData {
    /// `planet`, `space` or `dual`.
    pub kind: String,
    /// The span (M:441).
    pub span: i64,
    /// An asymmetric mission's span on its opponent's side, if the card prints one (Warped
    /// Space's "Opponent's side: Span: 1").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opponent_span: Option<i64>,
    /// The skill a span printed "X = N minus each SKILL aboard ship" counts aboard the moving
    /// ship (`span_minus_each`: FGC-47 Research's Navigation).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub span_minus_each: Option<String>,
    /// The mission requirements.
    pub requirements: Option<Expr>,
    /// The region its lore names, if any (M:261).
    pub region: Option<String>,
    /// "May insert into spaceline": seeded anywhere on its quadrant's spaceline, between two
    /// missions as well as at either end (Glossary, Space).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub inserts_into_spaceline: bool,
    /// "Seeds in any quadrant": seeded on any quadrant's spaceline, its player choosing (Nebula).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub seeds_in_any_quadrant: bool,
    /// "Counts as 1/2 card": half a mission toward the six of a seed deck (Glossary, Space).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub half_card: bool,
    /// "Limit N": at most that many copies in one deck.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deck_limit: Option<i64>,
    /// The quadrant its point box shows (M:259): whose spaceline it is seeded on.
    pub quadrant: Quadrant,
}

impl CardDef {
    /// The quadrant the card belongs to: a mission's point box (M:259), or the quadrant icon
    /// of a personnel, ship or facility (M:219-220); with neither, the Alpha Quadrant.
    pub fn native_quadrant(&self) -> Quadrant {
        match &self.mission {
            Some(mission) => mission.quadrant,
            None => self
                .icons
                .iter()
                .find_map(|i| Quadrant::from_icon(i))
                .unwrap_or_default(),
        }
    }

    /// The title the rules know the card by: the card it is another printing of, when it is
    /// one (`same_card_as`, M:481: a card with one border colour is a copy of the card of the
    /// same title with the other), else its own. Uniqueness, duplicates and the cards that
    /// name a title compare this.
    pub fn card_title(&self) -> &str {
        self.same_card_as.as_deref().unwrap_or(&self.title)
    }

    /// Whether the card bears the hidden agenda icon, [HA] (1E wiki, Hidden Agenda).
    pub fn is_hidden_agenda(&self) -> bool {
        self.hidden_agenda
    }

    /// Whether the card is of this type.
    pub fn is(&self, kind: &str) -> bool {
        self.kind == kind
    }

    /// Whether the card is a doorway that opens a side deck (S:390): of a number of cards
    /// (Q's Tent) or of the cards of an icon (Q-Flash).
    pub fn opens_side_deck(&self) -> bool {
        self.side_deck_size.is_some() || self.side_deck_icon.is_some()
    }

    /// Whether the card is of one of these types.
    pub fn is_one_of(&self, kinds: &[&str]) -> bool {
        kinds.contains(&self.kind.as_str())
    }

    /// Whether one of its printed names (title, type, classification, species, gender,
    /// characteristics, special equipment, icons) is this one.
    pub fn has_feature(&self, name: NameId) -> bool {
        self.features.binary_search(&name).is_ok()
    }

    /// Its printed names, as [`CardDef::features`] holds them interned: a card printed in two
    /// border colours answers to the title of the other printing as well (M:481).
    fn printed_names(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.title.as_str())
            .chain(self.same_card_as.as_deref())
            .chain(std::iter::once(self.kind.as_str()))
            .chain(self.classification.as_deref())
            .chain(self.species.iter().map(String::as_str))
            .chain(self.gender.as_deref())
            .chain(self.characteristics.iter().map(String::as_str))
            .chain(self.special_equipment.iter().map(String::as_str))
            .chain(self.icons.iter().map(String::as_str))
            // A mission meets the name of its region ("except a Bajor Region location", Nor).
            .chain(self.mission.as_ref().and_then(|m| m.region.as_deref()))
    }

    /// Whether an attribute is printed as something other than a number (undefined).
    pub fn undefined_attribute(&self, name: &str) -> bool {
        self.undefined_attributes.iter().any(|a| a == name)
    }

    /// An attribute's printed value (0 if it has none, or an undefined one).
    pub fn attribute(&self, name: &str) -> i64 {
        self.attributes.get(name).copied().unwrap_or(0)
    }
}

/// Every card definition of a pool, and the vocabulary the interpreter reads names with.
#[derive(Clone, Debug, Default)]
pub struct CardPool {
    /// The definitions.
    pub defs: Vec<CardDef>,
    /// Definitions by title.
    pub by_title: IndexMap<String, DefId>,
    /// For each vocabulary name, the vocabularies it is in (`MEDICAL` → classification, skill).
    pub vocabulary: IndexMap<String, Vec<String>>,
    /// The vocabulary's words and the cards' printed names, interned.
    pub names: Names,
    /// The ids of the card types the definitions are of (`personnel`, `ship`, ...), sorted:
    /// a name among them and in no vocabulary stands for the cards of that type, so a search
    /// for it may skip cards without the feature ([`CardPool::card_type`]).
    pub card_types: Vec<NameId>,
    /// The card types of the definitions as named, each once, in alphabetical order: the
    /// options of `name_card_type`, listed once when the pool loads.
    pub type_names: Vec<String>,
    /// The core rules as declared (`rule` declarations of the stdlib, with the errata of the
    /// pool's ruleset applied): rule → setting → value. Replay digests them; the engine reads
    /// [`CardPool::core`].
    pub rules: IndexMap<String, IndexMap<String, String>>,
    /// The effect each declared effect is, by the index of its declaration in the pool's
    /// symbol table: a verb resolved when the pool loaded (`Effect::declaration`) finds its
    /// [`EffectOp`] here.
    pub effect_ops: Vec<EffectOp>,
    /// The function each declared function is, by the index of its declaration: a call or
    /// method call resolved when the pool loaded (`Expr::declaration`) finds its
    /// [`FunctionOp`] here.
    pub function_ops: Vec<FunctionOp>,
    /// The root each declared root is, by the index of its declaration: a bare name resolved
    /// when the pool loaded (`Expr::declaration`) finds its [`RootOp`] here.
    pub root_ops: Vec<RootOp>,
    /// The core rules' settings, read and validated when the pool loaded.
    pub core: CoreRules,
    /// The action guards and `plays on` filters lowered to a typed form when the pool
    /// loaded ([`GuardForms`]), decided without the interpreter.
    pub guard_forms: GuardForms,
    /// The `static` abilities of the common shapes lowered to a typed form when the pool
    /// loaded ([`StaticForms`]), computed without the interpreter.
    pub static_forms: StaticForms,
    /// Whether some definition has a trigger `from anywhere` (Mordock): only then does the
    /// engine look at the cards out of play for triggers.
    pub remote_triggers: bool,
}

impl CardPool {
    /// The definition of an id.
    pub fn def(&self, id: DefId) -> &CardDef {
        &self.defs[id.index()]
    }

    /// The definition with this title.
    pub fn find(&self, title: &str) -> Option<DefId> {
        self.by_title.get(title).copied()
    }

    /// The value of a setting of a core rule as declared, if it is (the engine reads the
    /// typed [`CardPool::core`]).
    pub fn rule(&self, rule: &str, setting: &str) -> Option<&str> {
        self.rules.get(rule)?.get(setting).map(String::as_str)
    }

    /// The effect a verb resolved to when the pool loaded.
    pub fn effect_op(&self, effect: &stccg_lang::ast::Effect) -> Option<EffectOp> {
        self.effect_ops.get(effect.declaration? as usize).copied()
    }

    /// Whether an action's text spends the normal card play: a `use_card_play` among its
    /// statements ("may build", "in place of your normal card play", FAQ:115).
    pub fn spends_card_play(&self, body: &stccg_lang::ast::Block) -> bool {
        body.statements.iter().any(|statement| {
            matches!(&statement.kind, stccg_lang::ast::StatementKind::Effect(effect)
                if self.effect_op(effect) == Some(EffectOp::UseCardPlay))
        })
    }

    /// The function a call or method call resolved to when the pool loaded.
    pub fn function_op(&self, call: &stccg_lang::ast::Expr) -> Option<FunctionOp> {
        self.function_ops.get(call.declaration? as usize).copied()
    }

    /// The root a bare name resolved to when the pool loaded.
    pub fn root_op(&self, name: &stccg_lang::ast::Expr) -> Option<RootOp> {
        self.root_ops.get(name.declaration? as usize).copied()
    }

    /// Whether `name` is in vocabulary `kind`.
    pub fn is_in(&self, name: &str, kind: &str) -> bool {
        let names = &self.names;
        names
            .id(name)
            .zip(names.vocabulary(kind))
            .is_some_and(|(name, kind)| names.is_in(name, kind))
    }

    /// The id of `name` if it is the type of some definition of the pool and a word of no
    /// vocabulary (not a skill, affiliation, icon or mission kind): then a card meets it as a
    /// requirement only by having it among its [`CardDef::features`].
    pub fn card_type(&self, name: &str) -> Option<NameId> {
        let id = self.names.id(name)?;
        (self.card_types.binary_search(&id).is_ok() && self.names.in_no_vocabulary(id)).then_some(id)
    }

    /// Interns the vocabularies' words and the definitions' printed names, and gives each
    /// definition its [`CardDef::features`].
    fn intern_names(&mut self, vocabularies: &IndexMap<String, IndexMap<String, impl Sized>>) {
        let words = vocabularies
            .iter()
            .map(|(kind, words)| (kind.as_str(), words.keys().map(String::as_str).collect()));
        let printed = self.defs.iter().flat_map(CardDef::printed_names);
        let names = Names::new(words, printed);
        for def in &mut self.defs {
            let mut features: Vec<NameId> = def.printed_names().filter_map(|n| names.id(n)).collect();
            features.sort_unstable();
            features.dedup();
            def.features = features;
            def.special_equipment_ids = def.special_equipment.iter().map(|e| names.id(e)).collect();
        }
        let mut card_types: Vec<NameId> = self.defs.iter().filter_map(|def| names.id(&def.kind)).collect();
        card_types.sort_unstable();
        card_types.dedup();
        self.card_types = card_types;
        let mut type_names: Vec<String> = self.defs.iter().map(|def| def.kind.clone()).collect();
        type_names.sort_unstable();
        type_names.dedup();
        self.type_names = type_names;
        self.names = names;
    }
}
