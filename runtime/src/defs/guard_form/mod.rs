//! Conditions of card text lowered, when the pool loads, to a small typed form the engine
//! decides without the interpreter: the common shapes of action guards (`action ... if`) and
//! of `plays on` filters. A count of the cards of a set (the cards at this location, aboard
//! or played on this card, the ships it tows) kept by card tests (a type, a skill, a
//! condition word, a controller), compared with a number; a set meeting a test; whether a
//! card is stopped. Anything else is not lowered and the interpreter decides it as before.
//! The form means what the interpreter does with the same text (`rules::guards` decides it
//! and, in debug builds, asks the interpreter again and compares).

pub(super) mod lower;

use super::AbilityTable;
use stccg_lang::ast::{AbilityKind, CompareOp};

/// A lowered condition, decided over a group of cards as the interpreter's `truth_over`
/// decides its text: the group is the one card a `.where(...)` or a `plays on` filter tests,
/// or the able members of a set a `.meets(...)` tests.
#[derive(Clone, Debug, PartialEq)]
pub enum GuardTest {
    /// Every operand holds (`X and Y`).
    All(Vec<GuardTest>),
    /// Some operand holds (`X or Y`).
    Any(Vec<GuardTest>),
    /// The operand does not hold (`not X`).
    Not(Box<GuardTest>),
    /// The group has a named quality at least `halves` halves (`ship`, `ENGINEER`, `2
    /// SECURITY`, `[Kli]`, `in_tow`): a requirement as the interpreter's `meets_count`
    /// reads a bare name.
    Named {
        /// The name.
        name: String,
        /// Twice the count required.
        halves: i64,
        /// What the name was found to be when the pool loaded.
        kind: NameKind,
    },
    /// The group is not empty and each of its cards is controlled by the player
    /// (`controlled_by(you)`).
    ControlledBy(Who),
    /// The group holds the card (`self` as a condition: `.except(self)`).
    Is(Subject),
    /// Whether the subject card is a ship docked at a facility (`docked(target)`).
    Docked(Subject),
    /// The number of cards of a set compared with a number (`count(X) > 0`, `X.count == 0`).
    Count {
        /// The set counted.
        set: CardSet,
        /// The comparison.
        op: CompareOp,
        /// The number compared with.
        value: i64,
    },
    /// Whether the subject card is stopped (`stopped(self)`).
    Stopped(Subject),
    /// Whether the subject card is face down (`face_down(self)`).
    FaceDown(Subject),
    /// Some card of the group has the classification, as the layer gives it
    /// (`classified_as(ENGINEER)`).
    ClassifiedAs(String),
    /// The able cards of a set meet a test as a group (`self.meets(not in_tow)`).
    Meets {
        /// The set.
        set: CardSet,
        /// The test.
        test: Box<GuardTest>,
    },
}

/// What a name in a lowered test stands for, told when the pool loaded, so that deciding it
/// asks only what can make it hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    /// A card type in no vocabulary ([`super::CardPool::card_type`]): a card meets it by having
    /// it among its features, as a `plays on ship` search already reads it.
    CardType(super::NameId),
    /// A name no card prints and no vocabulary holds (`in_tow`, `exposed`): a card meets it
    /// only as a condition word of the interpreter, if it is one.
    Unprinted,
    /// A name some card prints that is a word of no vocabulary, no card type and, written bare,
    /// no root of the language (a keyword such as `"Tractor Beam"`, a title such as
    /// `{Wormhole}`): not a skill, affiliation, icon, classification, mission kind or condition
    /// word, so a card meets it only by having it among its features, as a card type.
    Printed(super::NameId),
    /// Anything else (a skill, an icon, a classification), with the name's id: the
    /// interpreter's whole reading.
    Other(super::NameId),
}

/// A player a lowered test names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// `you`: the player the text runs for.
    You,
    /// `opponent`: the other player.
    Opponent,
}

/// A card a lowered test names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// `self`: the card whose text it is.
    This,
    /// `target`: the card it plays on (none: no card).
    Target,
}

/// A set of cards: a root, then filters in order.
#[derive(Clone, Debug, PartialEq)]
pub struct CardSet {
    /// Where the cards come from.
    pub root: SetRoot,
    /// `.where(test)` (kept when it holds) and `.except(test)` (kept when it does not).
    pub filters: Vec<(bool, GuardTest)>,
}

/// Where the cards of a [`CardSet`] come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetRoot {
    /// The card itself (`self`, `target`).
    Card(Subject),
    /// `cards_at(here)`: the cards at the location the text runs at.
    CardsAtHere,
    /// `cards_at(location(X))`: the cards at the card's location.
    CardsAtLocationOf(Subject),
    /// `aboard(X)`: the cards aboard the card.
    Aboard(Subject),
    /// `played_on(X)`: the cards played on the card.
    PlayedOn(Subject),
    /// `towing(X)`: the ships the card tows.
    Towing(Subject),
    /// `present_with(X)`: the cards present with the card.
    PresentWith(Subject),
    /// `all_personnel`: every personnel in play.
    AllPersonnel,
    /// `cards_in_play(you)`, `cards_in_play(opponent)`: the cards in play the player
    /// controls; `cards_in_play(each_player)` (`None`): every card in play.
    InPlay(Option<Who>),
    /// `hand(you)`, `hand(opponent)`: the cards in the player's hand.
    Hand(Who),
    /// `mission`: the mission at the location the text runs at (a `plays on` filter: the
    /// location of the card played on).
    Mission,
}

impl GuardTest {
    /// Whether the test reads the group it is decided over (a name, a controller or a card
    /// as a condition outside any set): an action guard that does is left to the
    /// interpreter, whose default group is the personnel present.
    pub fn reads_group(&self) -> bool {
        match self {
            GuardTest::Docked(_) => false,
            GuardTest::All(tests) | GuardTest::Any(tests) => tests.iter().any(GuardTest::reads_group),
            GuardTest::Not(test) => test.reads_group(),
            GuardTest::Named { .. } | GuardTest::ControlledBy(_) | GuardTest::Is(_) | GuardTest::ClassifiedAs(_) => {
                true
            }
            GuardTest::Count { .. } | GuardTest::Stopped(_) | GuardTest::FaceDown(_) | GuardTest::Meets { .. } => false,
        }
    }
}

/// The lowered conditions of the pool's abilities, by definition and ability index: the
/// guard of an action or of a card's play (`on play if`), when it reads no group, a
/// `plays on` filter, and the condition of a `cure with` or `nullify with`.
pub type GuardForms = AbilityTable<GuardTest>;

/// Lowers the conditions of every definition of the pool.
pub(super) fn lower_all(pool: &super::CardPool) -> GuardForms {
    AbilityTable::build(pool, |ability| match &ability.kind {
        AbilityKind::Action { guard: Some(guard), .. } | AbilityKind::OnPlay { guard: Some(guard), .. } => {
            lower::test(pool, guard).filter(|test| !test.reads_group())
        }
        AbilityKind::PlaysOn {
            filter: Some(filter), ..
        } => lower::test(pool, filter),
        // Decided over the personnel present with the card, whatever the test reads.
        AbilityKind::Cure { condition, .. } | AbilityKind::NullifyWith { condition, .. } => {
            lower::test(pool, condition)
        }
        _ => None,
    })
}
