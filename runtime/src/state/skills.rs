//! A personnel's skills box as the game sees it: the printed skills, then the changes card
//! text made to them, in order (S:434-450, S:514-522). A regular skill is held at a level
//! counted in halves (`x1/2` is one half, `x1` two, `x3` six). Adding a skill already in the
//! box raises its level; a new one goes to the end of the box (S:516). Losing the
//! first-listed skill leaves its slot blank: the second does not slide up (S:440). Removing
//! all skills removes the regular and the special ones (S:514). An assimilated personnel's
//! classification goes first, or raises the level of that skill (S:438). A skill may include another:
//! `vocabulary skills_in_miracle_worker { "Transporter Skill" }` says Miracle Worker includes
//! Transporter Skill (M:196).

use super::{GameState, LastingEffect};
use crate::defs::{CardDef, CardPool};
use crate::ids::CardId;
use serde::{Deserialize, Serialize};

/// One change card text made to a skills box.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SkillChange {
    /// Adds a regular skill at a level in halves, or raises its level (S:516, S:520).
    Add {
        /// The skill.
        skill: String,
        /// The level added, in halves.
        halves: i64,
    },
    /// Loses a skill: every level of it, its slot left blank (S:448).
    Lose {
        /// The skill.
        skill: String,
    },
    /// Loses the first-listed skill: its slot is blank from now on (S:440).
    LoseFirst,
    /// Removes every skill, regular and special (S:514).
    RemoveAll,
    /// An assimilated personnel's classification becomes its first-listed skill, unless that
    /// personnel type is already a skill, whose level then goes up by one (S:438, S:440).
    FromClassification {
        /// The classification.
        skill: String,
    },
}

/// A change with the card whose text made it and how long it holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillEdit {
    /// What changes.
    pub change: SkillChange,
    /// The card whose text made it.
    pub source: CardId,
    /// In force before the start of this turn number; `None` while the source is in play.
    pub until: Option<u32>,
}

/// One slot of a skills box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A skill lost from the box: "no skill" (S:440).
    Blank,
    /// A regular skill at a level in halves.
    Skill(String, i64),
}

/// A skills box: its slots in order, and whether the special skills were removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkillBox {
    /// The regular skills, in the order of the box.
    pub slots: Vec<Slot>,
    /// The special skills (the personnel's game text) are removed (S:514).
    pub specials_removed: bool,
}

impl SkillBox {
    /// The box of a card: its printed skills, then each edit in force, in order.
    pub fn of<'a>(def: &CardDef, edits: impl IntoIterator<Item = &'a SkillChange>) -> SkillBox {
        let mut slots: Vec<Slot> = def
            .skills
            .iter()
            .map(|(name, m)| {
                Slot::Skill(
                    name.clone(),
                    i64::from(m.numerator) * 2 / i64::from(m.denominator.max(1)),
                )
            })
            .collect();
        let mut specials_removed = false;
        for change in edits {
            match change {
                SkillChange::Add { skill, halves } => {
                    match slots.iter_mut().find(|s| matches!(s, Slot::Skill(n, _) if n == skill)) {
                        Some(Slot::Skill(_, level)) => *level += halves,
                        _ => slots.push(Slot::Skill(skill.clone(), *halves)),
                    }
                }
                SkillChange::Lose { skill } => {
                    for slot in &mut slots {
                        if matches!(slot, Slot::Skill(n, _) if n == skill) {
                            *slot = Slot::Blank;
                        }
                    }
                }
                SkillChange::LoseFirst => {
                    if let Some(first) = slots.first_mut() {
                        *first = Slot::Blank;
                    }
                }
                SkillChange::RemoveAll => {
                    slots.clear();
                    specials_removed = true;
                }
                SkillChange::FromClassification { skill } => {
                    match slots.iter_mut().find(|s| matches!(s, Slot::Skill(n, _) if n == skill)) {
                        Some(Slot::Skill(_, level)) => *level += 2,
                        _ => slots.insert(0, Slot::Skill(skill.clone(), 2)),
                    }
                }
            }
        }
        SkillBox {
            slots,
            specials_removed,
        }
    }

    /// The level of a skill, in halves, counting the skills that include it (M:196).
    pub fn halves(&self, pool: &CardPool, skill: &str) -> i64 {
        self.slots
            .iter()
            .map(|slot| match slot {
                Slot::Skill(name, level) if name == skill || includes(pool, name, skill) => *level,
                _ => 0,
            })
            .sum()
    }

    /// The regular skills as printed text: `Geology x3, Archaeology`, a blank slot as `-`.
    pub fn text(&self) -> String {
        let slots: Vec<String> = self
            .slots
            .iter()
            .map(|slot| match slot {
                Slot::Blank => "-".to_string(),
                Slot::Skill(name, 2) => name.clone(),
                Slot::Skill(name, 1) => format!("{name} x1/2"),
                Slot::Skill(name, level) if level % 2 == 0 => format!("{name} x{}", level / 2),
                Slot::Skill(name, level) => format!("{name} x{level}/2"),
            })
            .collect();
        slots.join(", ")
    }
}

/// Whether skill `outer` includes skill `inner`: `inner` is in the vocabulary
/// `skills_in_<outer in snake case>` (found when the pool loaded, for a skill it has).
pub fn includes(pool: &CardPool, outer: &str, inner: &str) -> bool {
    pool.names.includes(outer, inner)
}

impl GameState {
    /// A card's skills box now: the lasting changes in force, in the order they were made,
    /// then those of the static layer.
    pub fn skill_box(&self, pool: &CardPool, card: CardId) -> SkillBox {
        let lasting = self.lasting_on(card).filter_map(|l| match &l.effect {
            LastingEffect::Skills(change) => Some(change),
            _ => None,
        });
        let statics = self.statics.edits(card).map(|edit: &SkillEdit| &edit.change);
        SkillBox::of(pool.def(self.def_of(card)), lasting.chain(statics))
    }

    /// The level of a skill on a card now, in halves, as its [`GameState::skill_box`]'s
    /// [`SkillBox::halves`] counts it: read from the printed box alone, with nothing built or
    /// copied, when no lasting change nor static edit touches the card's skills.
    pub fn skill_halves(&self, pool: &CardPool, card: CardId, skill: &str) -> i64 {
        let edited = self
            .lasting_on(card)
            .any(|l| matches!(&l.effect, LastingEffect::Skills(_)))
            || self.statics.edits(card).next().is_some();
        if edited {
            return self.skill_box(pool, card).halves(pool, skill);
        }
        let printed = pool
            .def(self.def_of(card))
            .skills
            .iter()
            .filter(|(name, _)| name == skill || includes(pool, name, skill))
            .map(|(_, m)| i64::from(m.numerator) * 2 / i64::from(m.denominator.max(1)))
            .sum();
        debug_assert_eq!(printed, self.skill_box(pool, card).halves(pool, skill));
        printed
    }

    /// Whether the card's special skills are removed, as its [`GameState::skill_box`] says
    /// (`SkillBox::specials_removed`: some change removes all its skills), without building
    /// the box.
    pub fn specials_removed(&self, card: CardId) -> bool {
        let removes_all = |change: &SkillChange| matches!(change, SkillChange::RemoveAll);
        self.lasting_on(card)
            .any(|l| matches!(&l.effect, LastingEffect::Skills(change) if removes_all(change)))
            || self.statics.edits(card).any(|edit| removes_all(&edit.change))
    }
}
