//! Lasting effects: "this effect, from this source, on this subject, until this time". Card
//! text that changes a card or a player for a while (`modify target.STRENGTH by -2 until
//! end_of_turn`, `forbid draw(you) until end_of_turn`, `take_control team for you until back`)
//! and the rules that hold a card in some state while a condition lasts (a ship in tow while
//! both ships are together, S:630) leave one [`Lasting`] each in the game state. What is in
//! force is read from them; one expiry pass ([`GameState::expire_lasting`]) removes those whose
//! time has come, and hands back those whose end changes the game (control going back).

use super::{GameState, HeldCondition, LastingKind, SkillChange};
use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};

/// One lasting effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lasting {
    /// What it does.
    pub effect: LastingEffect,
    /// Whom it is on.
    pub subject: Subject,
    /// The card whose text (or whose rule) made it, if any.
    pub source: Option<CardId>,
    /// How long it holds.
    pub until: Until,
}

/// Whom a lasting effect is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Subject {
    /// A card.
    Card(CardId),
    /// A player.
    Player(PlayerId),
    /// The game as a whole (a forbid about any card of a title).
    Game,
}

/// How long a lasting effect holds: every duration the card language's `until` and `while`
/// clauses can name has one here, and the checker refuses a duration the runtime cannot end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Until {
    /// In force before the start of this turn number: "until end of turn" is the start of the
    /// next turn's number, "until start of your next turn" the start of that turn (S:761).
    TurnStart(u32),
    /// Until the source's countdown expires (S:55), or the source leaves play before that
    /// (a source still being played has not left).
    CountdownExpires,
    /// While the source is in play: until it is nullified, discarded or otherwise leaves
    /// play ("Without `until`, it holds while the card whose text gave it is in play").
    SourceInPlay,
    /// While the subject card and the source are at the same location, both in play (a tow,
    /// S:630).
    Together,
    /// For the rest of the game.
    RestOfGame,
    /// While a condition holds (`while CONDITION`): the rules read it again at every step
    /// and record the verdict ([`HeldCondition::holds`]); the effect ends the first time it
    /// does not hold, and does not come back.
    While(Box<HeldCondition>),
    /// Until the next action ends: in force until an action begins after the effect was made
    /// (a frame above `depth`, the flow stack's height then, seen at the end of a step; an
    /// action with no frame of its own, a beaming, ends it as it is taken), then while that
    /// action is still on the stack. La Forge Maneuver: "if the next action is an attack
    /// against that ship".
    NextAction {
        /// The flow stack's height when the effect was made.
        depth: usize,
        /// Whether the next action has begun.
        begun: bool,
    },
}

/// What a lasting effect does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum LastingEffect {
    /// An attribute modified by an amount.
    Modify {
        /// The attribute.
        attribute: String,
        /// The amount (negative to lower it).
        amount: i64,
    },
    /// A change to the subject's skills box (S:514-522).
    Skills(SkillChange),
    /// The subject card is stopped (S:761).
    Stopped,
    /// An action forbidden: about the subject card (`forbid move(target)`), by the subject
    /// player (`forbid draw(you)`), or, the subject being the game, about any card of a
    /// title (Tox Uthat's `forbid play({Supernova})`).
    Forbid {
        /// The action type's name (`move`, `play`, `draw`, `cloak`).
        action: String,
        /// The title the action's card must have, if the forbid names a title.
        title: Option<String>,
    },
    /// Control of the subject card taken for a time: it goes back to this player when the
    /// effect ends.
    Control {
        /// Who controls it again afterwards.
        returns_to: PlayerId,
    },
    /// The crew of the subject ship owes an attempt of the mission at this location (a
    /// `must_attempt` text, S:46): paid by an attempt there.
    MustAttempt {
        /// The location.
        location: LocationId,
    },
    /// The location the subject ship's required moves head for (a `move_to_far_end` text,
    /// fixed by its first required move).
    Heading {
        /// The location.
        location: LocationId,
    },
    /// The subject ship is in tow of the source (S:630).
    Towed,
    /// The subject hologram exists where it is by the source's `hosts` text.
    Hosted,
    /// The subject ship, cloaked, may be attacked as if it were decloaked, and both players
    /// see it (La Forge Maneuver: "expose any one cloaked ship ... It is vulnerable (as if it
    /// were decloaked)").
    OpenToAttack,
    /// The subject lost one of its printed features (`game_text`, `point_box`,
    /// `affiliation_icons`: vocabulary `card_feature`).
    LostFeature {
        /// The feature.
        feature: String,
    },
    /// The subject card has a permission of the rules for a time (`grant CARDS with
    /// compatible_with_all until rest_of_game` outside a static: The Naked Truth's "compatible
    /// with your cards regardless of affiliation"), as a static text grants one while it holds.
    Granted {
        /// The permission (vocabulary `permission`).
        permission: String,
    },
    /// The subject mission is a location of another kind (`space` or `planet`).
    Converted {
        /// The kind.
        kind: String,
    },
    /// The subject player owes a duty (`owe PLAYER with "label"`, rules-digest §3.9): a
    /// required action due in the turn numbered `due`, the player's next turn when it was
    /// made, until `pay` pays it (Devidian Door: "At any time during your next turn, you must
    /// show a Devidian Door"). A duty due in a later turn may be brought forward (S:54).
    Owed {
        /// The duty's label, as the card text names it.
        label: String,
        /// The turn number it is due in.
        due: u32,
    },
}

impl GameState {
    /// Adds a lasting effect.
    pub fn add_lasting(&mut self, lasting: Lasting) {
        self.lasting.push(lasting);
    }

    /// The lasting effects on a card that are in force now.
    pub fn lasting_on(&self, card: CardId) -> impl Iterator<Item = &Lasting> {
        super::reads::rest(super::reads::Rest::LASTING);
        let list: &[Lasting] = if self.lasting.may_be_on(card) {
            &self.lasting
        } else {
            &[]
        };
        list.iter()
            .filter(move |l| l.subject == Subject::Card(card) && self.in_force(l))
    }

    /// The lasting effects of one kind on a card that are in force now: none, without a walk
    /// over the list, when the list holds no effect of the kind (`Lastings::kinds`). The kind is
    /// tested before the subject and whether the effect holds, so only effects of the kind
    /// have their duration read.
    pub fn lasting_of_kind(&self, card: CardId, kind: LastingKind) -> impl Iterator<Item = &Lasting> {
        super::reads::rest(super::reads::Rest::LASTING);
        let list = if self.lasting.kinds().may_hold(kind) {
            &self.lasting[..]
        } else {
            &[]
        };
        list.iter()
            .filter(move |l| l.effect.kind() == kind && l.subject == Subject::Card(card) && self.in_force(l))
    }

    /// The lasting effects on a player that are in force now.
    pub fn lasting_on_player(&self, player: PlayerId) -> impl Iterator<Item = &Lasting> {
        super::reads::rest(super::reads::Rest::LASTING);
        self.lasting
            .iter()
            .filter(move |l| l.subject == Subject::Player(player) && self.in_force(l))
    }

    /// Whether an action of this type about this card (of this title) is forbidden for a
    /// time now (the forbids on a player, `forbid draw(you)`, are read where the player draws).
    pub fn forbidden_for_a_time(&self, action: &str, card: CardId, title: &str) -> bool {
        super::reads::rest(super::reads::Rest::LASTING);
        self.lasting.iter().any(|l| {
            let LastingEffect::Forbid { action: a, title: t } = &l.effect else {
                return false;
            };
            let about = match l.subject {
                Subject::Card(c) => c == card,
                Subject::Game => t.as_deref() == Some(title),
                Subject::Player(_) => false,
            };
            a == action && about && self.in_force(l)
        })
    }

    /// Whether a lasting effect holds now (one the expiry pass has not removed yet may have
    /// ended already).
    pub fn in_force(&self, lasting: &Lasting) -> bool {
        let source_in_play = || lasting.source.is_some_and(|s| self.place_of(s).in_play());
        match &lasting.until {
            Until::TurnStart(turn) => {
                super::reads::rest(super::reads::Rest::TURN);
                *turn > self.turn_number
            }
            Until::RestOfGame => true,
            Until::SourceInPlay => source_in_play(),
            Until::CountdownExpires => lasting.source.is_some_and(|s| {
                // A card being played (set aside) has not come into play yet: its countdown is
                // still to run.
                let place = self.place_of(s);
                let present = place.in_play() || matches!(place, super::Place::SetAside { .. });
                present && self.card(s).countdown != Some(0)
            }),
            Until::While(held) => held.holds,
            Until::NextAction { depth, begun } => {
                super::reads::rest(super::reads::Rest::BOOKKEEPING);
                !*begun || self.flow.len() > *depth
            }
            Until::Together => match (lasting.subject, lasting.source) {
                (Subject::Card(card), Some(source)) => {
                    source_in_play()
                        && self.place_of(card).in_play()
                        && self.location_of(card).is_some()
                        && self.location_of(card) == self.location_of(source)
                }
                _ => false,
            },
        }
    }

    /// The one expiry pass: removes every lasting effect that no longer holds and returns
    /// them, in the order they were made, for the engine to undo what needs undoing (control
    /// going back).
    pub fn expire_lasting(&mut self) -> Vec<Lasting> {
        self.see_next_actions_begin();
        if self.lasting.iter().all(|l| self.in_force(l)) {
            return Vec::new();
        }
        let (kept, ended): (Vec<Lasting>, Vec<Lasting>) = std::mem::take(&mut **self.lasting)
            .into_iter()
            .partition(|l| self.in_force(l));
        **self.lasting = kept;
        ended
    }

    /// Marks the effects "until the next action" whose next action has begun: an action frame
    /// stands above the height the flow stack had when they were made. The list is copied (it
    /// is shared with the snapshots) only when one is marked.
    fn see_next_actions_begin(&mut self) {
        let height = self.flow.len();
        let waiting = |l: &Lasting| matches!(l.until, Until::NextAction { depth, begun: false } if height > depth);
        if self.lasting.iter().any(waiting) {
            for lasting in self.lasting.iter_mut() {
                if let Until::NextAction { depth, begun } = &mut lasting.until {
                    if height > *depth {
                        *begun = true;
                    }
                }
            }
        }
    }

    /// An action with no frame of its own is taken (a beaming): the effects "until the next
    /// action" that were waiting for it end. The list is copied only when one ends.
    pub fn end_awaited_next_action(&mut self) {
        let awaited = |l: &Lasting| matches!(l.until, Until::NextAction { begun: false, .. });
        if self.lasting.iter().any(awaited) {
            self.lasting.retain(|l| !awaited(l));
        }
    }

    /// Removes the lasting effects on a card that match.
    /// The list is copied (it is shared with the snapshots) only when one matches.
    pub fn end_lasting(&mut self, card: CardId, which: impl Fn(&Lasting) -> bool) {
        let ends = |l: &Lasting| l.subject == Subject::Card(card) && which(l);
        if self.lasting.iter().any(ends) {
            self.lasting.retain(|l| !ends(l));
        }
    }

    /// The location of a card: where it is on the spaceline, or where the card it is aboard
    /// or on is.
    pub fn location_of(&self, card: CardId) -> Option<LocationId> {
        self.location_of_place(self.place_of(card))
    }

    /// The location of a place: a place on the spaceline, or the location of the card a place
    /// aboard or on a card is of.
    pub fn location_of_place(&self, place: super::Place) -> Option<LocationId> {
        use super::Place;
        match place {
            Place::Mission { location }
            | Place::SeedStack { location }
            | Place::AtopMission { location }
            | Place::AtLocation { location, .. }
            | Place::Surface { location, .. } => Some(location),
            Place::Aboard { card: host } | Place::On { card: host } => self.location_of(host),
            _ => None,
        }
    }

    /// The sum of the lasting modifiers to one attribute of a card.
    pub fn lasting_bonus(&self, card: CardId, attribute: &str) -> i64 {
        self.lasting_of_kind(card, LastingKind::Modify)
            .filter_map(|l| match &l.effect {
                LastingEffect::Modify { attribute: a, amount } if a == attribute => Some(*amount),
                _ => None,
            })
            .sum()
    }

    /// Puts one lasting effect of a card's in place of those `which` picks out of its effects
    /// (a new heading in place of the old).
    pub fn replace_lasting(&mut self, card: CardId, which: impl Fn(&LastingEffect) -> bool, with: Lasting) {
        self.end_lasting(card, |l| which(&l.effect));
        self.add_lasting(with);
    }

    /// The location a ship's required moves head for, if a text fixed one.
    pub fn heading(&self, ship: CardId) -> Option<LocationId> {
        self.lasting_on(ship).find_map(|l| match l.effect {
            LastingEffect::Heading { location } => Some(location),
            _ => None,
        })
    }

    /// Fixes the location a ship's required moves head for (for the rest of the game, or
    /// until another text fixes another), by the text of `source` if any.
    pub fn set_heading(&mut self, ship: CardId, location: LocationId, source: Option<CardId>) {
        let heading = Lasting {
            effect: LastingEffect::Heading { location },
            subject: Subject::Card(ship),
            source,
            until: Until::RestOfGame,
        };
        self.replace_lasting(ship, |e| matches!(e, LastingEffect::Heading { .. }), heading);
    }

    /// The location whose mission a ship's crew owes an attempt of (S:46), if any.
    pub fn owed_attempt(&self, ship: CardId) -> Option<LocationId> {
        self.lasting_on(ship).find_map(|l| match l.effect {
            LastingEffect::MustAttempt { location } => Some(location),
            _ => None,
        })
    }

    /// The ship towing this ship (S:630), if a tow holds now.
    pub fn tower_of(&self, ship: CardId) -> Option<CardId> {
        self.lasting_source(ship, |e| matches!(e, LastingEffect::Towed))
    }

    /// The card whose `hosts` text a hologram exists by, as last recorded.
    pub fn host_of(&self, card: CardId) -> Option<CardId> {
        self.lasting_source(card, |e| matches!(e, LastingEffect::Hosted))
    }

    /// The kind of location a mission converted to (`space`, `planet`), the latest in force.
    pub fn converted_kind(&self, card: CardId) -> Option<&str> {
        self.lasting_of_kind(card, LastingKind::Converted)
            .filter_map(|l| match &l.effect {
                LastingEffect::Converted { kind } => Some(kind.as_str()),
                _ => None,
            })
            .last()
    }

    /// Whether a ship's cloak keeps it from being attacked and seen (FAQ:755-765, S:372): it
    /// is cloaked, and no text opens it to attack for a time (La Forge Maneuver).
    pub fn hidden_by_cloak(&self, ship: CardId) -> bool {
        self.status_of(ship).cloaked && !self.has_lasting(ship, |e| matches!(e, LastingEffect::OpenToAttack))
    }

    /// Whether a card has a permission granted for a time (`LastingEffect::Granted`).
    pub fn granted_for_a_time(&self, card: CardId, permission: &str) -> bool {
        self.lasting_of_kind(card, LastingKind::Granted)
            .any(|l| matches!(&l.effect, LastingEffect::Granted { permission: p } if p == permission))
    }

    /// Whether a card lost a printed feature (`game_text`, `point_box`, `affiliation_icons`).
    pub fn lost_feature(&self, card: CardId, feature: &str) -> bool {
        self.lasting_of_kind(card, LastingKind::LostFeature)
            .any(|l| matches!(&l.effect, LastingEffect::LostFeature { feature: f } if f == feature))
    }

    /// The source of the first lasting effect on a card that `which` picks out of its effect.
    pub fn lasting_source(&self, card: CardId, which: impl Fn(&LastingEffect) -> bool) -> Option<CardId> {
        self.lasting_matching(card, which).and_then(|l| l.source)
    }

    /// Whether a lasting effect on a card is one `which` picks out.
    pub fn has_lasting(&self, card: CardId, which: impl Fn(&LastingEffect) -> bool) -> bool {
        self.lasting_matching(card, which).is_some()
    }

    /// The first lasting effect on a card in force now that `which` picks out of its effect.
    /// Whether an effect is in force is asked of those picked alone (the others cannot be the
    /// answer, so what their `until` reads is not read).
    fn lasting_matching(&self, card: CardId, which: impl Fn(&LastingEffect) -> bool) -> Option<&Lasting> {
        super::reads::rest(super::reads::Rest::LASTING);
        if !self.lasting.may_be_on(card) {
            return None;
        }
        self.lasting
            .iter()
            .find(|l| l.subject == Subject::Card(card) && which(&l.effect) && self.in_force(l))
    }
}
