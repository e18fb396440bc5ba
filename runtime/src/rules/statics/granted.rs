//! What cards in play grant a player's other cards by their `static` text, read from the
//! text like attribute bonuses (static_bonus.rs): affiliations made compatible
//! (`make_compatible [Fed] with [Kli]`, the Treaties) and affiliation icons a mission may be
//! attempted with (`attempt_as target with [Fed]`, the Espionage events). A card in stasis or
//! disabled grants nothing.

use crate::ids::{CardId, PlayerId};
use crate::interp::affiliation_of_icon;
use crate::kernel::Step;
use crate::state::Place;
use stccg_lang::ast::{AbilityKind, Effect, Expr, ExprKind, StatementKind};

impl Step<'_> {
    /// The `static` statements with this verb of the cards in play that `player` controls.
    fn granting(&self, player: PlayerId, verb: &str) -> Vec<(CardId, Effect)> {
        self.granting_among(self.in_play_with_text(), player, verb)
    }

    /// The `static` statements with this verb of those of `cards` that `player` controls.
    fn granting_among(&self, cards: Vec<CardId>, player: PlayerId, verb: &str) -> Vec<(CardId, Effect)> {
        let mut found = Vec::new();
        for card in cards {
            let state = self.state.card(card);
            if state.controller != player || state.status.stasis || state.status.disabled {
                continue;
            }
            for ability in &self.def(card).abilities {
                let AbilityKind::Static { condition: None, body } = &ability.kind else {
                    continue;
                };
                for statement in &body.statements {
                    if let StatementKind::Effect(effect) = &statement.kind {
                        if effect.verb.name == verb {
                            found.push((card, effect.clone()));
                        }
                    }
                }
            }
        }
        found
    }

    /// Whether `player`'s cards of affiliations `a` and `b` are compatible: the same
    /// affiliation, either Non-Aligned (F:20), or a card in play makes them so (a Treaty).
    pub(crate) fn compatible(&self, player: PlayerId, a: &str, b: &str) -> bool {
        if a == b || a == "Non-Aligned" || b == "Non-Aligned" {
            return true;
        }
        self.granting(player, "make_compatible").iter().any(|(_, effect)| {
            let first = effect.subject.as_ref().and_then(affiliation_named);
            let second = with_clause(effect).and_then(affiliation_named);
            match (first, second) {
                (Some(x), Some(y)) => (x == a && y == b) || (x == b && y == a),
                _ => false,
            }
        })
    }

    /// Whether some affiliation of one list is compatible with some of the other, for `player`.
    pub(crate) fn any_compatible(&self, player: PlayerId, ours: &[String], theirs: &[String]) -> bool {
        ours.iter()
            .any(|a| theirs.iter().any(|b| self.compatible(player, a, b)))
    }

    /// The affiliations `player`'s cards may attempt this mission as, beyond its own icons:
    /// those of the cards played on it with `attempt_as target with [X]`.
    pub(crate) fn attempt_affiliations(&self, player: PlayerId, mission: CardId) -> Vec<String> {
        // Only a card played on the mission grants it: the others need no looking at.
        let mut on_mission = self.state.in_place(&Place::On { card: mission }).to_vec();
        on_mission.sort_unstable();
        self.granting_among(on_mission, player, "attempt_as")
            .iter()
            .filter(|(card, effect)| {
                self.state.card(*card).place == (Place::On { card: mission })
                    && effect
                        .subject
                        .as_ref()
                        .is_some_and(|s| matches!(&s.kind, ExprKind::Name { name } if name == "target"))
            })
            .filter_map(|(_, effect)| with_clause(effect).and_then(affiliation_named))
            .map(str::to_string)
            .collect()
    }
}

/// The value of an effect's `with` clause.
fn with_clause(effect: &Effect) -> Option<&Expr> {
    effect.clauses.iter().find(|c| c.word.name == "with").map(|c| &c.value)
}

/// The affiliation an icon (`[Fed]`) or a name (`Federation`) stands for.
fn affiliation_named(expr: &Expr) -> Option<&str> {
    match &expr.kind {
        ExprKind::Icon { name } => affiliation_of_icon(name),
        ExprKind::Name { name } => affiliation_of_icon(name).or(Some(name.as_str())),
        _ => None,
    }
}
