//! What cards in play grant a player's other cards, as the static layer holds it
//! (`interp::static_effects` computes it): affiliations made compatible (`make_compatible
//! [Fed] with [Kli]`, the Treaties) and affiliation icons a mission may be attempted with
//! (`attempt_as target with [Fed]`, the Espionage events). A card in stasis or disabled
//! grants nothing (`layer.rs`).

use crate::ids::{CardId, PlayerId};
use crate::kernel::Step;

impl Step<'_> {
    /// Whether `player`'s cards of affiliations `a` and `b` are compatible: the same
    /// affiliation, either Non-Aligned (F:20), or a card in play makes them so (a Treaty), or
    /// lets the player's cards mix regardless of affiliation (Memory Wipe, M:385-390).
    pub(crate) fn compatible(&self, player: PlayerId, a: &str, b: &str) -> bool {
        a == b
            || a == "Non-Aligned"
            || b == "Non-Aligned"
            || self.state.statics.made_compatible(player, a, b)
            || (self.state.statics).grants(player, crate::state::PlayerGrant::MixAnyAffiliation)
    }

    /// Whether a card is compatible with its controller's other cards whatever the
    /// affiliations: a static text grants it `compatible_with_all` (Brainwash; the Glossary's
    /// Brainwash entry: "removes all affiliation based restrictions on using the Brainwashed
    /// personnel as your own"), or a text granted it that for a time (The Naked Truth).
    pub(crate) fn compatible_with_all(&self, card: CardId) -> bool {
        self.state.statics.marked(card, "compatible_with_all")
            || self.state.granted_for_a_time(card, "compatible_with_all")
    }

    /// Whether two of `player`'s cards are compatible: either is compatible with all, or some
    /// affiliation of one is compatible with some of the other's.
    pub(crate) fn cards_compatible(&self, player: PlayerId, a: CardId, b: CardId) -> bool {
        self.compatible_to(player, &self.compatibility_of(a), b)
    }

    /// One card's side of compatibility, read once to be checked against many cards (a
    /// personnel against a ship and each of its crew).
    pub(crate) fn compatibility_of(&self, card: CardId) -> Compatibility {
        if self.compatible_with_all(card) {
            return Compatibility::WithAll;
        }
        Compatibility::Icons(self.affiliation_icons(card))
    }

    /// Whether a card whose side is `side` is compatible with `other`, for `player`: as
    /// [`Step::cards_compatible`] of the two.
    pub(crate) fn compatible_to(&self, player: PlayerId, side: &Compatibility, other: CardId) -> bool {
        match side {
            Compatibility::WithAll => true,
            Compatibility::Icons(icons) => {
                self.compatible_with_all(other)
                    || self.any_affiliation_icon(other, |theirs| {
                        icons.iter().any(|ours| self.compatible(player, ours, theirs))
                    })
            }
        }
    }

    /// Whether some affiliation of one list is compatible with some of the other, for `player`.
    pub(crate) fn any_compatible(&self, player: PlayerId, ours: &[String], theirs: &[String]) -> bool {
        ours.iter()
            .any(|a| theirs.iter().any(|b| self.compatible(player, a, b)))
    }

    /// Whether `player` may not seed or put `card` into play: it bears a gated icon (one of
    /// `vocabulary gated_icon`, the Glossary's Alternate Universe icon: "[AU]" cards enter
    /// play only through an open doorway) and no card of the player's in play permits that
    /// icon (`permit_icon`). Cards already in play or seeded are not affected.
    pub(crate) fn gated(&self, player: PlayerId, card: CardId) -> bool {
        self.def(card).icons.iter().any(|icon| {
            self.pool.is_in(icon, "gated_icon")
                && !self
                    .state
                    .statics
                    .permitted_icons
                    .iter()
                    .any(|(p, permitted)| *p == player && permitted == icon)
        })
    }

    /// The affiliations `player`'s cards may attempt this mission as, beyond its own icons:
    /// those a card's `attempt_as` gives it.
    pub(crate) fn attempt_affiliations(&self, player: PlayerId, mission: CardId) -> Vec<String> {
        self.state
            .statics
            .attempt_as
            .iter()
            .filter(|(m, p, _)| *m == mission && *p == player)
            .map(|(_, _, affiliation)| affiliation.clone())
            .collect()
    }
}

/// A card's side of a compatibility check ([`Step::compatibility_of`]).
pub(crate) enum Compatibility {
    /// The card is compatible with all (`compatible_with_all`).
    WithAll,
    /// The card's affiliation icons.
    Icons(Vec<String>),
}
