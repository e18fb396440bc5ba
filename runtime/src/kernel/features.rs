//! What a card is now, where card text changed its printed features for the rest of the game
//! (Supernova, S:833): the kind of location a mission is, and whether it still has its game
//! text, point box and affiliation icons; and the affiliation or classification a `static`
//! text gives a card while it holds (Lore's Fingernail, Scottish Setter), and whether it counts
//! as its card type (Mobile Holo-Emitter); an assimilated personnel's affiliation (Borg) and
//! the classification and gender it no longer has (`kernel::assimilation`).

use super::Step;
use crate::defs::{CardPool, NameId};
use crate::ids::CardId;
use crate::state::{LastingEffect, LastingKind};
use stccg_lang::ast::Ability;

impl<'a> Step<'a> {
    /// Whether a card lost a printed feature (`game_text`, `point_box`, `affiliation_icons`).
    pub fn lost(&self, card: CardId, feature: &str) -> bool {
        self.state.lost_feature(card, feature)
    }

    /// Whether a card has this printed name among its features (`CardDef::features`: title,
    /// card type, classification, characteristics, icons...), its card type left out while a
    /// static text says it does not count as one (Mobile Holo-Emitter's `lose_card_type`,
    /// M:393: it cannot be targeted as an Equipment card), and a piece of special equipment
    /// left out once card text took it away (`lose_feature self with "Tractor Beam"`: Darmok
    /// keeps the one of three its player chose when it reported).
    /// An icon a static text gives or takes (`gain_icon`, `lose_icon`: The Mask of Korgano) is
    /// read as though printed.
    pub fn has_feature(&self, card: CardId, name: NameId) -> bool {
        let def = self.def(card);
        let statics = &*self.state.statics;
        // The layer's changes are looked at only when some static text makes one (most
        // steps: none), before any search.
        if !statics.icons.is_empty() {
            let names = &self.pool.names;
            if let Some(gained) = statics.icon_change(card, |icon| names.id(icon) == Some(name)) {
                return gained;
            }
        }
        if def.has_feature(name) {
            if def.kind == "personnel" && self.state.assimilated(card) && self.assimilation_lost(card, name) {
                return false;
            }
            let card_type_lost = !statics.type_lost.is_empty()
                && self.pool.card_types.binary_search(&name).is_ok()
                && statics.lost_card_type(card);
            return !(card_type_lost
                || (!def.special_equipment_ids.is_empty() && self.lost_special_equipment(card, name)));
        }
        self.chose(card, name)
    }

    /// Whether an assimilated personnel's printed name is one it no longer has: its
    /// classification, become a skill (S:438), and its gender, no longer relevant (The Borg
    /// Rules Supplement, "Assimilation").
    fn assimilation_lost(&self, card: CardId, name: NameId) -> bool {
        let def = self.def(card);
        let names = &self.pool.names;
        [def.classification.as_deref(), def.gender.as_deref()]
            .into_iter()
            .flatten()
            .any(|printed| names.id(printed) == Some(name))
    }

    /// Whether card text took this piece of the card's special equipment away.
    fn lost_special_equipment(&self, card: CardId, name: NameId) -> bool {
        let def = self.def(card);
        def.special_equipment_ids
            .iter()
            .position(|&id| id == Some(name))
            .is_some_and(|index| self.lost(card, &def.special_equipment[index]))
    }

    /// Whether a personnel printed with no classification or no gender took this one as it
    /// reported, a lasting `convert` outside a static giving it as though printed (Soong-type
    /// Android: "Select classification and gender (male, female, or genderless) when
    /// reporting").
    fn chose(&self, card: CardId, name: NameId) -> bool {
        let def = self.def(card);
        if (def.classification.is_some() && def.gender.is_some()) || def.kind != "personnel" {
            return false;
        }
        if self.state.assimilated(card) {
            // The one it took is lost as a printed one would be (`assimilation_lost`).
            return false;
        }
        self.state
            .lasting_of_kind(card, LastingKind::Converted)
            .any(|l| matches!(&l.effect, LastingEffect::Converted { kind } if self.pool.names.id(kind) == Some(name)))
    }

    /// The icons a card bears now: its printed icons, with those a static text gives it
    /// (`gain_icon`) and without those it takes away (`lose_icon`: The Mask of Korgano),
    /// borrowed from the pool while no such text is in force.
    pub fn icons_of(&self, card: CardId) -> std::borrow::Cow<'a, [String]> {
        let pool: &'a CardPool = self.pool;
        let printed = pool.def(self.state.def_of(card)).icons.as_slice();
        let changes = self.state.statics.icons_changed(card);
        if changes.is_empty() {
            return std::borrow::Cow::Borrowed(printed);
        }
        let mut icons: Vec<String> = printed.to_vec();
        for (icon, gained) in changes {
            icons.retain(|i| i != icon);
            if gained {
                icons.push(icon.to_string());
            }
        }
        std::borrow::Cow::Owned(icons)
    }

    /// The abilities of a card's game text in play: none once it lost its game text. They
    /// are borrowed from the pool, not from the step, so the step stays free to change.
    pub fn text_abilities(&self, card: CardId) -> &'a [Ability] {
        if self.lost(card, "game_text") {
            return &[];
        }
        let pool: &'a CardPool = self.pool;
        &pool.def(self.state.def_of(card)).abilities
    }

    /// The kind of location a mission is (`planet`, `space`, `dual`), as converted.
    pub fn mission_kind(&self, card: CardId) -> Option<String> {
        self.mission_kind_str(card).map(str::to_string)
    }

    /// [`mission_kind`](Step::mission_kind), borrowed rather than copied.
    pub fn mission_kind_str(&self, card: CardId) -> Option<&str> {
        if let Some(kind) = self.state.converted_kind(card) {
            return Some(kind);
        }
        self.def(card).mission.as_ref().map(|m| m.kind.as_str())
    }

    /// A mission's point box (a dilemma's bonus points): none once it is lost; the printed
    /// points with the modifiers card text put on `POINTS`, for a time or while a static
    /// holds ("If mission not done yet, reduce its points": Destroy Radioactive Garbage Scow).
    /// A mission's point value is never reduced below zero, and one without a point box has
    /// none to change (M:271).
    pub fn point_box(&self, card: CardId) -> Option<i64> {
        if self.lost(card, "point_box") {
            return None;
        }
        let printed = self.def(card).points?;
        let modified = printed + self.state.lasting_bonus(card, "POINTS") + self.state.statics.bonus(card, "POINTS");
        Some(if self.def(card).mission.is_some() {
            modified.max(0)
        } else {
            modified
        })
    }

    /// The span a player's ships move by at a location: the one a card other than a mission
    /// gave the location (Gaps in Normal Space), else its mission's printed span, or, for the
    /// player who does not own an asymmetric mission, the span printed on the opponent's side
    /// (Warped Space: "Opponent's side: Span: 1"; M:441), with the modifiers card text puts on
    /// the mission's `SPAN` (Space).
    pub fn location_span(&self, location: crate::ids::LocationId, player: crate::ids::PlayerId) -> i64 {
        let location = self.state.location(location);
        if let Some(span) = location.span {
            return span;
        }
        let Some(mission) = self.def(location.mission).mission.as_ref() else {
            return 1;
        };
        let printed = match mission.opponent_span {
            Some(span) if self.state.owner_of(location.mission) != player => span,
            _ => mission.span,
        };
        printed + self.span_modifiers(location.mission)
    }

    /// What card text adds to a mission's span, for a time or while a static holds (Space:
    /// "X = 3 + Number of adjacent [Univ] locations" is `modify self.SPAN by ...`).
    pub fn span_modifiers(&self, mission: CardId) -> i64 {
        self.state.lasting_bonus(mission, "SPAN") + self.state.statics.bonus(mission, "SPAN")
    }

    /// A personnel's classification: the one a `static` text gives it in place of the printed
    /// one (`convert p to ANIMAL`, Scottish Setter), else the printed one (S:434), else the one
    /// it took as it reported.
    pub fn classification(&self, card: CardId) -> Option<&str> {
        if self.def(card).kind == "personnel" && self.state.assimilated(card) {
            // Become a skill (S:438): Borg personnel have no classification.
            return None;
        }
        if let Some(class) = self.state.statics.classification(card) {
            return Some(class);
        }
        if let Some(printed) = self.def(card).classification.as_deref() {
            return Some(printed);
        }
        // Printed with none, the one it took as it reported (Soong-type Android).
        self.state
            .lasting_of_kind(card, LastingKind::Converted)
            .filter_map(|l| match &l.effect {
                LastingEffect::Converted { kind } if self.pool.is_in(kind, "classification") => Some(kind.as_str()),
                _ => None,
            })
            .last()
    }

    /// A card's affiliation icons (a mission's) or affiliations: none once lost; the one a
    /// `static` text gives it in place of the printed ones (`convert p to [Non]`, Lore's
    /// Fingernail); an assimilated personnel's, Borg (`kernel::assimilation`); a
    /// multi-affiliation card's current mode (M:473-475).
    pub fn affiliation_icons(&self, card: CardId) -> Vec<String> {
        let mut icons = Vec::new();
        self.any_affiliation_icon(card, |icon| {
            icons.push(icon.to_string());
            false
        });
        icons
    }

    /// Whether `which` picks one of the card's [`affiliation_icons`](Step::affiliation_icons),
    /// read in their order without listing them.
    pub fn any_affiliation_icon(&self, card: CardId, mut which: impl FnMut(&str) -> bool) -> bool {
        if self.lost(card, "affiliation_icons") {
            return false;
        }
        if let Some(affiliation) = self.state.statics.affiliation(card) {
            return which(affiliation);
        }
        if self.state.assimilated(card) {
            // Borg whatever its mode, which it keeps (M:479).
            return which(super::assimilation::ASSIMILATED_AFFILIATION);
        }
        if let Some(mode) = self.state.mode_of(card) {
            // A multi-affiliation card has one affiliation at a time (M:475).
            return which(mode);
        }
        self.def(card).affiliations.iter().any(|a| which(a))
    }
}
