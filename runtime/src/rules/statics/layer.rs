//! The static layer, recomputed at every step: each card in play (not in stasis, S:697)
//! runs its `static` abilities whose `while` condition holds, and the attribute and skill
//! effects they name are collected into [`StaticLayer`] instead of applied
//! (`interp::static_effects`). Conditions are read without the layer's attribute and skill
//! effects, so those never feed each other and the result does not depend on the order of the
//! cards; only the affiliations a static changes are read by the others (a second pass).
//! Several copies of a card count once on the same card unless the card is "(Cumulative.)"
//! (FAQ:831-843). An artifact in play as equipment has the abilities of its `play as
//! equipment` as its own (`defs::lower`); one in play as an event, those of its `play as
//! event`.

use crate::defs::CardPool;
use crate::ids::CardId;
use crate::interp::{run_block, truth};
use crate::kernel::Step;
use crate::rules::playing::interrupts::played_as;
use crate::rules::turn::segments::context_for;
use crate::state::{Place, StaticLayer};
use stccg_lang::ast::{Ability, AbilityKind};

impl Step<'_> {
    /// Recomputes the static layer from the cards in play, or takes the memo's when the state
    /// and log are those it was computed from. Only a computation that reached no decision
    /// and changed neither the state nor the log is kept, so taking it changes nothing.
    pub(crate) fn refresh_statics(&mut self) {
        self.state.statics = StaticLayer::default();
        if let Some(memo) = self.statics_memo.as_ref() {
            if memo.log_len == self.log.len() && memo.state == *self.state {
                self.state.statics = memo.layer.clone();
                return;
            }
        }
        let (state, log_len, asked) = (self.state.clone(), self.log.len(), self.asked);
        self.compute_statics();
        let unchanged = self.asked == asked && self.log.len() == log_len && {
            let layer = std::mem::take(&mut self.state.statics);
            let same = *self.state == state;
            self.state.statics = layer;
            same
        };
        if unchanged {
            let layer = self.state.statics.clone();
            *self.statics_memo = Some(crate::kernel::StaticsMemo { state, log_len, layer });
        }
    }

    /// Computes the static layer from the cards in play. Affiliations a static changes
    /// (Lore's Fingernail) are in force when the other statics' conditions are read: a second
    /// pass reads them with those affiliations (a Klingon Disruptor's "your [Kli] or [Non]
    /// personnel present" sees the android made [Non]).
    fn compute_statics(&mut self) {
        self.state.statics = StaticLayer::default();
        let layer = self.collect_statics();
        if layer.affiliations.is_empty() {
            self.state.statics = layer;
            return;
        }
        self.state.statics = StaticLayer {
            affiliations: layer.affiliations,
            ..StaticLayer::default()
        };
        self.state.statics = self.collect_statics();
    }

    /// The static layer the cards in play give, their conditions read with the layer in force.
    fn collect_statics(&mut self) -> StaticLayer {
        let mut layer = StaticLayer::default();
        let mut counted: Vec<(String, usize, CardId)> = Vec::new();
        for card in self.in_play_with_text() {
            if self.in_stasis_or_on_it(card) {
                continue;
            }
            // The definition is borrowed from the pool (not the step), so the step can run
            // the abilities without copying them.
            let pool: &CardPool = self.pool;
            let def = pool.def(self.state.card(card).def);
            let as_event = if def.is("artifact")
                && matches!(self.state.card(card).place, Place::On { .. } | Place::Table { .. })
            {
                played_as(def, "event").unwrap_or_default()
            } else {
                Vec::new()
            };
            let abilities: Vec<&Ability> = def.abilities.iter().chain(&as_event).collect();
            if !abilities.iter().any(|a| matches!(a.kind, AbilityKind::Static { .. })) {
                continue;
            }
            let (title, cumulative) = (def.title.clone(), def.cumulative);
            for (index, ability) in abilities.iter().enumerate() {
                let AbilityKind::Static { condition, body } = &ability.kind else {
                    continue;
                };
                let mut ctx = context_for(self, card);
                ctx.layer = Some(StaticLayer::default());
                if let Some(condition) = condition {
                    if !matches!(truth(self, &mut ctx, condition), Ok(true)) {
                        continue;
                    }
                }
                if run_block(self, &mut ctx, body).is_err() {
                    continue;
                }
                let got = ctx.layer.take().unwrap_or_default();
                let fresh = |affected: CardId| {
                    if cumulative {
                        return true;
                    }
                    let key = (title.clone(), index, affected);
                    !counted.contains(&key)
                };
                let affected: Vec<CardId> = got
                    .modifiers
                    .iter()
                    .map(|m| m.0)
                    .chain(got.multipliers.iter().map(|m| m.0))
                    .chain(got.skills.iter().map(|s| s.0))
                    .collect();
                let mut kept: Vec<CardId> = Vec::new();
                for a in affected {
                    if !kept.contains(&a) && fresh(a) {
                        kept.push(a);
                    }
                }
                layer
                    .modifiers
                    .extend(got.modifiers.into_iter().filter(|m| kept.contains(&m.0)));
                layer
                    .multipliers
                    .extend(got.multipliers.into_iter().filter(|m| kept.contains(&m.0)));
                layer
                    .skills
                    .extend(got.skills.into_iter().filter(|s| kept.contains(&s.0)));
                counted.extend(kept.into_iter().map(|a| (title.clone(), index, a)));
                layer.affiliations.extend(got.affiliations);
                layer.fixed.extend(got.fixed);
                layer.markers.extend(got.markers);
                layer.beamable.extend(got.beamable);
            }
        }
        layer
    }
}
