//! One card's share of a pass of the static layer: its statics looked at, each giving its
//! result (`keyed.rs`) as an entry of the pass, with whether the card is inert or suspended.
//! The layer's walk (`layer.rs`) takes a card's row kept from the last walk instead while
//! nothing it depends on was written to (`kernel::StaticKeys::take_row`); debug builds walk
//! the card again then and check that the two agree.

use super::keyed::StaticText;
use super::layer::{skills_all_removed, static_abilities};
use crate::ids::CardId;
use crate::kernel::{PassEntry, Step};
use crate::state::Place;
use stccg_lang::ast::AbilityKind;

impl Step<'_> {
    /// Adds to `entries` what `card`'s statics give the pass (`second_pass`: the layer in
    /// force holds the first pass's affiliations; `in_play`: the cards in play). Returns the
    /// card it is on or aboard, if any; the indexes of the statics looked at are put in
    /// `statics`.
    pub(super) fn walk_card(
        &mut self,
        card: CardId,
        second_pass: bool,
        in_play: &[CardId],
        entries: &mut Vec<PassEntry>,
        statics: &mut Vec<u32>,
    ) -> Option<CardId> {
        // The walk reads the card's state and that of the card it is on or aboard.
        self.static_keys.note_card(card);
        let host = match self.state.place_of(card) {
            Place::On { card: host } | Place::Aboard { card: host } => Some(host),
            _ => None,
        };
        if let Some(host) = host {
            self.static_keys.note_card(host);
        }
        // A card in stasis does nothing; one on or aboard a card in stasis is suspended,
        // "unless its game text affects a player or other cards not in stasis" (S:697): its
        // grants and its forbids, nullifies and hosts, which affect players and actions,
        // hold; its modifiers and markers do not (`merge.rs`).
        if self.state.status_of(card).stasis || skills_all_removed(self, card) {
            return host;
        }
        let suspended = self.in_stasis_or_on_it(card);
        // The definition is borrowed from the pool (not the step), so the step can run the
        // abilities without copying them.
        let abilities = static_abilities(self, card);
        // A disabled card, or one whose game text is lost, forbids, nullifies, hosts and
        // grants nothing.
        let inert = self.state.status_of(card).disabled || self.lost(card, "game_text");
        for (index, ability) in abilities.enumerate() {
            let AbilityKind::Static { condition, body } = &ability.kind else {
                continue;
            };
            statics.push(index as u32);
            let text = StaticText {
                card,
                index,
                condition: condition.as_ref(),
                body,
            };
            if let Some(result) = self.static_result(text, second_pass, in_play) {
                entries.push(PassEntry {
                    card,
                    index: index as u32,
                    inert,
                    suspended,
                    result,
                });
            }
        }
        host
    }

    /// The guard of the rows kept, in debug builds: the card walked again gives the entries
    /// its row gave (the last of `entries`). The evaluation budget is left as it was.
    pub(super) fn check_kept_row(
        &mut self,
        card: CardId,
        second_pass: bool,
        in_play: &[CardId],
        entries: &[PassEntry],
    ) {
        let evaluated = self.evaluated.get();
        let mut walked = Vec::new();
        self.walk_card(card, second_pass, in_play, &mut walked, &mut Vec::new());
        self.evaluated.set(evaluated);
        let taken = &entries[entries.len() - walked.len().min(entries.len())..];
        let taken_of_card = entries.iter().rev().take_while(|entry| entry.card == card).count();
        assert!(
            walked.len() == taken_of_card && walked == taken,
            "the row kept for {card:?} differs from the card walked again"
        );
    }
}
