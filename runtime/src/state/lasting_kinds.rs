//! [`LastingKind`] and [`LastingKinds`]: the kinds of lasting effect a state's list holds,
//! read from the list by [`super::Lastings::kinds`], so that a read asking for a kind the game
//! has none of (a feature lost, every skill removed: none in most games) answers without
//! walking the list.

use super::{Lasting, LastingEffect, SkillChange};

/// The kind of a lasting effect: its variant, a change to the skills box told apart from the
/// removal of every skill (S:514), which the static layer asks about for every card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastingKind {
    /// An attribute modified.
    Modify,
    /// A skill added or lost.
    Skills,
    /// Every skill removed (`SkillChange::RemoveAll`).
    AllSkillsRemoved,
    /// A card stopped.
    Stopped,
    /// An action forbidden.
    Forbid,
    /// Control taken for a time.
    Control,
    /// An attempt owed.
    MustAttempt,
    /// A ship's heading.
    Heading,
    /// A ship in tow.
    Towed,
    /// A hologram hosted.
    Hosted,
    /// A printed feature lost.
    LostFeature,
    /// A mission converted, or a classification taken.
    Converted,
    /// A duty owed.
    Owed,
    /// A cloaked ship open to attack.
    OpenToAttack,
    /// A permission granted for a time.
    Granted,
}

impl LastingEffect {
    /// The effect's kind.
    pub fn kind(&self) -> LastingKind {
        match self {
            LastingEffect::Modify { .. } => LastingKind::Modify,
            LastingEffect::Skills(SkillChange::RemoveAll) => LastingKind::AllSkillsRemoved,
            LastingEffect::Skills(_) => LastingKind::Skills,
            LastingEffect::Stopped => LastingKind::Stopped,
            LastingEffect::Forbid { .. } => LastingKind::Forbid,
            LastingEffect::Control { .. } => LastingKind::Control,
            LastingEffect::MustAttempt { .. } => LastingKind::MustAttempt,
            LastingEffect::Heading { .. } => LastingKind::Heading,
            LastingEffect::Towed => LastingKind::Towed,
            LastingEffect::Hosted => LastingKind::Hosted,
            LastingEffect::LostFeature { .. } => LastingKind::LostFeature,
            LastingEffect::Converted { .. } => LastingKind::Converted,
            LastingEffect::Owed { .. } => LastingKind::Owed,
            LastingEffect::OpenToAttack => LastingKind::OpenToAttack,
            LastingEffect::Granted { .. } => LastingKind::Granted,
        }
    }
}

/// The kinds of lasting effect a list holds, one bit each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastingKinds(u16);

impl LastingKinds {
    /// No kind: the mark of an empty list.
    pub const NONE: LastingKinds = LastingKinds(0);

    /// The kinds a list holds, exactly.
    pub fn of(list: &[Lasting]) -> LastingKinds {
        list.iter()
            .fold(LastingKinds::NONE, |kinds, lasting| kinds.with(lasting.effect.kind()))
    }

    /// These kinds and one more.
    pub fn with(self, kind: LastingKind) -> LastingKinds {
        LastingKinds(self.0 | bit(kind))
    }

    /// Whether the list holds effects of this kind.
    #[inline]
    pub fn may_hold(self, kind: LastingKind) -> bool {
        self.0 & bit(kind) != 0
    }
}

/// The bit of a kind.
#[inline]
fn bit(kind: LastingKind) -> u16 {
    1 << kind as u16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::CardId;
    use crate::state::{Subject, Until};

    fn lasting(effect: LastingEffect) -> Lasting {
        Lasting {
            effect,
            subject: Subject::Card(CardId(1)),
            source: None,
            until: Until::RestOfGame,
        }
    }

    #[test]
    fn a_list_is_marked_with_the_kinds_it_holds_and_no_other() {
        let list = [
            lasting(LastingEffect::Stopped),
            lasting(LastingEffect::Skills(SkillChange::RemoveAll)),
        ];
        let kinds = LastingKinds::of(&list);
        assert!(kinds.may_hold(LastingKind::Stopped));
        assert!(kinds.may_hold(LastingKind::AllSkillsRemoved));
        assert!(!kinds.may_hold(LastingKind::Skills));
        assert!(!kinds.may_hold(LastingKind::LostFeature));
        assert!(kinds.with(LastingKind::LostFeature).may_hold(LastingKind::LostFeature));
    }
}
