//! The static layer, in force at every step (computed again whenever what it read changed,
//! `kernel::StaticsMemo`): each card in play (not in stasis, S:697) runs its `static`
//! abilities whose `while` condition holds, and every effect they hold is computed into
//! [`StaticLayer`] instead of applied (`interp::static_effects`, the one evaluator of
//! `static` text): the rules read the layer (`rule_effect` gives the pattern of a
//! forbid, nullify or hosts in force). Conditions are read without the layer's attribute and skill
//! effects, so those never feed each other and the result does not depend on the order of the
//! cards; only the affiliations a static changes are read by the others (a second pass). The
//! classifications a static changes are not: Military Privilege's "OFFICER ... now CIVILIAN,
//! and vice versa" selects by the printed classification, so the swap does not undo itself.
//! Several copies of a card count once on the same card unless the card is "(Cumulative.)"
//! (FAQ:831-843). An artifact in play as equipment has the abilities of its `play as
//! equipment` as its own (`defs::lower`); one in play as an event, those of its `play as
//! event`.

use super::merge::merge;
use crate::defs::CardPool;
use crate::ids::CardId;
use crate::kernel::{Board, MarksRead, StaticsInputs, StaticsMemo, Step};
use crate::state::reads::Rest;
use crate::state::{LastingKind, Place, Shared, StaticLayer, StaticRule};
use stccg_lang::ast::{Ability, AbilityKind, Effect, Member, StatementKind};

impl Step<'_> {
    /// Recomputes the static layer from the cards in play, or takes the memo's while what it
    /// was computed from is unchanged (`kernel::StaticsMemo`: the board alone when the
    /// computation read nothing else, else the whole state and the log's length). Only a
    /// computation that reached no decision and changed neither the state nor the log is
    /// kept, so taking it changes nothing; one that ran no static (every static's result was
    /// kept) read the state and changed nothing. Debug builds compute the layer again when they
    /// take the memo's, and check that the two are the same.
    pub(crate) fn refresh_statics(&mut self) {
        self.state.statics = self.static_keys.empty.clone();
        if let Some(memo) = self.statics_memo.as_ref() {
            if memo.holds_for(self.state, self.log.len()) {
                let layer = memo.layer.clone();
                if cfg!(debug_assertions) {
                    self.check_kept_layer(&layer);
                }
                self.state.statics = layer;
                return;
            }
        }
        let (log_len, asked) = (self.log.len(), self.asked);
        self.beyond_board.set(false);
        self.static_keys.begin();
        self.compute_statics();
        // Only a static run through the interpreter can change the state
        // (`kernel::static_passes::Before`): the state is compared with its copy from before
        // the first one, if one ran.
        let before = self.static_keys.before.take();
        let unchanged = self.asked == asked
            && self.log.len() == log_len
            && before.as_ref().is_none_or(|before| {
                let layer = std::mem::take(&mut self.state.statics);
                let same = *self.state == *before;
                self.state.statics = layer;
                same
            });
        // What the layer kept now was computed from this state: the state counts its writes
        // from a new stamp, the results held in it are stamped with it.
        let stamp = if unchanged {
            self.state.cards.written_mut().start()
        } else {
            0
        };
        self.static_keys.end(unchanged, stamp, self.state);
        if unchanged {
            let inputs = if self.beyond_board.get() {
                let state = before.unwrap_or_else(|| {
                    let mut state = self.state.clone();
                    state.statics = Shared::default();
                    state
                });
                StaticsInputs::Whole { state, log_len }
            } else {
                StaticsInputs::Board {
                    board: Board::of(self.state),
                    read: self.static_keys.read() | self.walk_read(),
                    marks: self.static_keys.marks().map(|(cards, places)| MarksRead {
                        since: stamp,
                        cards,
                        places,
                        in_play: self.state.in_play_stamp,
                    }),
                }
            };
            let layer = self.state.statics.clone();
            *self.statics_memo = Some(StaticsMemo { inputs, layer });
        }
    }

    /// What the walk over the cards with statics read of the board besides its cards, places
    /// and lasting effects ([`Rest`] bits), beyond its statics' own reads: the turn, when a
    /// lasting effect it asks about (a game text lost, every skill removed) or the skills the
    /// layer shares may hold until a turn starts; nothing else.
    fn walk_read(&self) -> u8 {
        let kinds = self.state.lasting.kinds();
        let turn = kinds.may_hold(LastingKind::LostFeature)
            || kinds.may_hold(LastingKind::AllSkillsRemoved)
            || !self.state.statics.shared_skills.is_empty();
        if turn {
            Rest::TURN
        } else {
            0
        }
    }

    /// The guard of the memo in debug builds: the layer computed again from this state is
    /// the one kept. The evaluation budget is left as it was, so the check changes nothing.
    fn check_kept_layer(&mut self, kept: &Shared<StaticLayer>) {
        let evaluated = self.evaluated.get();
        self.static_keys.begin();
        self.compute_statics();
        self.static_keys.end(false, 0, self.state);
        let computed = std::mem::take(&mut self.state.statics);
        self.evaluated.set(evaluated);
        assert_eq!(
            &computed, kept,
            "the static layer kept differs from the one its inputs give"
        );
    }

    /// Computes the static layer from the cards in play. Affiliations a static changes
    /// (Lore's Fingernail) are in force when the other statics' conditions are read: a second
    /// pass reads them with those affiliations (a Klingon Disruptor's "your [Kli] or [Non]
    /// personnel present" sees the android made [Non]).
    fn compute_statics(&mut self) {
        self.state.statics = self.static_keys.empty.clone();
        let layer = self.collect_statics(false);
        if layer.affiliations.is_empty() {
            self.state.statics = layer;
            return;
        }
        self.state.statics = Shared::new(StaticLayer {
            affiliations: layer.affiliations.clone(),
            ..StaticLayer::default()
        });
        self.state.statics = self.collect_statics(true);
    }

    /// The static layer the cards in play give, their conditions read with the layer in force.
    /// Each static's result is the one kept while what it read is unchanged (`keyed.rs`);
    /// when every static gives the pass what it gave last time, the layer merged then is
    /// taken whole (`kernel::StaticKeys::passes`; debug builds merge again and compare).
    /// `second_pass`: the layer in force holds the affiliations the first pass gave.
    fn collect_statics(&mut self, second_pass: bool) -> Shared<StaticLayer> {
        let in_play = self.in_play();
        let pass = usize::from(second_pass);
        let mut entries = std::mem::take(&mut self.static_keys.passes[pass].spare);
        entries.clear();
        // The cards with statics, picked by their definitions from the cards with text (kept
        // while those are the same), walked from the picker taken out of the step.
        let mut with_statics = std::mem::take(&mut self.static_keys.with_statics);
        let pool = self.pool;
        let state = &*self.state;
        let picked = with_statics.among(&self.in_play_with_text(), |card| {
            pool.def(state.def_of(card)).has_statics
        });
        // Whether a hidden agenda with statics is among the cards with text depends on its
        // face, read from its state (`Step::in_play_with_text`).
        let mut hidden = std::mem::take(&mut self.static_keys.hidden_with_statics);
        for &card in hidden.among(&in_play, |card| {
            let def = pool.def(state.def_of(card));
            def.is_hidden_agenda() && def.has_statics
        }) {
            self.static_keys.note_card(card);
        }
        self.static_keys.hidden_with_statics = hidden;
        let mut statics = Vec::new();
        for &card in picked {
            if self.static_keys.take_row(self.state, pass, card, &mut entries) {
                if cfg!(debug_assertions) {
                    self.check_kept_row(card, second_pass, &in_play, &entries);
                }
                continue;
            }
            let start = entries.len();
            let host = self.walk_card(card, second_pass, &in_play, &mut entries, &mut statics);
            self.static_keys
                .rows
                .made(pass, card, host, &mut statics, &entries[start..]);
        }
        self.static_keys.with_statics = with_statics;
        // A layer with skill-sharing read the personnel's lasting skill changes too, which the
        // entries do not show: it is merged again.
        let kept = self.static_keys.passes[pass]
            .layer_for(&entries)
            .filter(|layer| layer.shared_skills.is_empty());
        let layer = match kept {
            Some(layer) => {
                if cfg!(debug_assertions) {
                    assert_eq!(
                        *layer,
                        merge(self, &entries),
                        "the static layer taken whole differs from the one its statics give"
                    );
                }
                layer
            }
            None => Shared::new(merge(self, &entries)),
        };
        self.static_keys.passes[pass].keep(entries, layer.clone());
        layer
    }
}

/// The abilities of a card in play that its statics are among, in the order the layer numbers
/// them: its own, then, for an artifact in play as an event, those of its `play as event`.
pub(super) fn static_abilities<'a>(step: &Step<'a>, card: CardId) -> impl Iterator<Item = &'a Ability> + Clone + 'a {
    let pool: &'a CardPool = step.pool;
    let def = pool.def(step.state.def_of(card));
    let as_event = def.is("artifact") && matches!(step.state.place_of(card), Place::On { .. } | Place::Table { .. });
    let played_as_event = def
        .abilities
        .iter()
        .filter(move |_| as_event)
        .find_map(|a| match &a.kind {
            AbilityKind::PlayAs { kind, members } if kind.name == "event" => Some(members),
            _ => None,
        });
    def.abilities
        .iter()
        .chain(played_as_event.into_iter().flatten().filter_map(|m| match m {
            Member::Ability(ability) => Some(&**ability),
            _ => None,
        }))
}

/// The effect a rule of the static layer stands for, as written: the pattern, condition or
/// count the rules read when something happens.
pub(crate) fn rule_effect<'a>(step: &Step<'a>, rule: &StaticRule) -> Option<&'a Effect> {
    // The card's own abilities come first among its statics' abilities: an index among them
    // needs no look at a `play as event`.
    let pool: &'a CardPool = step.pool;
    let own = &pool.def(step.state.def_of(rule.card)).abilities;
    let ability = match own.get(rule.ability as usize) {
        Some(ability) => ability,
        None => static_abilities(step, rule.card).nth(rule.ability as usize)?,
    };
    let AbilityKind::Static { body, .. } = &ability.kind else {
        return None;
    };
    match &body.statements.get(rule.statement as usize)?.kind {
        StatementKind::Effect(effect) => Some(effect),
        _ => None,
    }
}

/// Whether all of a personnel's skills were removed (Frame of Mind, Brain Drain). A
/// personnel's game text is its skills box, its special skills included, and removing all
/// skills removes those too (S:514): its static text then does nothing, Major Rakal's
/// Federation-mode adjustments with it (M:45: they are a special skill).
pub(super) fn skills_all_removed(step: &Step<'_>, card: CardId) -> bool {
    // The lasting effects first: in most games none removes every skill, and the list is
    // then not walked.
    step.state
        .lasting_of_kind(card, LastingKind::AllSkillsRemoved)
        .next()
        .is_some()
        && step.def(card).is("personnel")
}
