//! The assimilation of a personnel (Glossary, skills, S:438-440, S:455; The Borg Rules
//! Supplement, "Assimilation"; M:479). Only card text assimilates a personnel (Major Rakal's
//! Romulan Review #46: the rules give the results, not a way to do it); what it does:
//!
//! - the personnel comes under the assimilating player's control, of the Borg affiliation
//!   in place of its printed icons, so it joins his collective and hives (`Step::hive`);
//! - its classification becomes its first-listed skill, or raises that skill's level by one
//!   when the personnel type is already a skill (S:438); it has no classification after
//!   (S:440: "its former classification"), as Borg personnel have none;
//! - its name, species, icons and restriction box stay relevant, its gender does not (The
//!   Borg Rules Supplement, 1E wiki);
//! - a multi-affiliation personnel keeps its mode for the features that depend on it, and
//!   may still change it (M:479), its affiliation staying Borg.
//!
//! The Glossary's own "assimilation – personnel" entry is not in the rules files nor in the
//! pages corpus's excerpts: what it may add (a subcommand icon, being a drone) is not built
//! (GAPS.md).

use super::Step;
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::state::{Lasting, LastingEffect, SkillChange, Subject, Until};

/// The affiliation an assimilated personnel has (Glossary, collective: a player's [Borg]
/// affiliation cards in play).
pub(super) const ASSIMILATED_AFFILIATION: &str = "Borg";

impl Step<'_> {
    /// Assimilates a personnel for `player` (see the module): control, the Borg affiliation,
    /// the classification made a skill. One already assimilated only changes hands.
    pub fn assimilate(&mut self, card: CardId, player: PlayerId) {
        if self.state.controller_of(card) != player {
            self.give_control(card, player);
        }
        if self.state.assimilated(card) {
            return;
        }
        // The classification it has now (one a static text gave it, or chosen as it reported)
        // is the one that becomes a skill.
        if let Some(classification) = self.classification(card).map(str::to_string) {
            // Its own change, the card the source: it holds while the personnel is in play, in
            // order with the other changes to its skills box (a first-listed skill lost before
            // is blank after the classification, S:440).
            self.state.add_lasting(Lasting {
                effect: LastingEffect::Skills(SkillChange::FromClassification { skill: classification }),
                subject: Subject::Card(card),
                source: Some(card),
                until: Until::SourceInPlay,
            });
        }
        self.state.card_mut(card).status.assimilated = true;
        self.emit(Event::Assimilated { card, player });
        let rules = self.rules;
        rules.statics_changed(self);
    }
}
