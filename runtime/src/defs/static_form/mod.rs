//! `static` abilities lowered, when the pool loads, to a small typed form the static layer
//! computes without the interpreter: the common shapes of the pool's statics. A condition
//! of the lowered guard form ([`GuardTest`]: counts of the cards present, a card face down);
//! a body of statements each of which is an attribute modifier, a skill gained or an
//! affiliation or classification given to the cards of a set ([`CardSet`]: the cards
//! present with this card, the card it plays on, every personnel, filtered), written alone
//! or as the one statement of a `for each` over the set ([`StaticPart::ForEach`]), or a rule the rules match later
//! (`forbid`, `nullify`, `hosts`, `affect_all_players`: the statement itself is the rule).
//! Anything else is not lowered and the interpreter runs it as before. The form means what
//! the interpreter does with the same text (`rules::statics` computes it and, in debug
//! builds, runs the interpreter too and compares).

mod lower;

use super::{AbilityTable, CardSet, GuardTest};
use stccg_lang::ast::AbilityKind;
use stccg_lang::check::StaticEffect;

/// A `static` ability lowered: its condition and its statements, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct StaticForm {
    /// The `while` condition, decided as an action's guard is (over no group); none means
    /// always.
    pub condition: Option<GuardTest>,
    /// The statements, one part each, in the order of the body.
    pub parts: Vec<StaticPart>,
}

/// One statement of a lowered static.
#[derive(Clone, Debug, PartialEq)]
pub enum StaticPart {
    /// `modify CARDS.X by N`, `multiply CARDS.X by N`, `set_attribute CARDS.X to N`.
    Attribute {
        /// Which of the three.
        effect: StaticEffect,
        /// The cards.
        cards: CardSet,
        /// The attribute, as written.
        attribute: String,
        /// The amount, factor or value.
        amount: i64,
    },
    /// `gain_skill CARDS with SKILL` (`with SKILL xN`: N times).
    GainSkill {
        /// The cards.
        cards: CardSet,
        /// The skill.
        skill: String,
        /// The level gained, in halves.
        halves: i64,
    },
    /// `convert CARDS to [Icon]`: the affiliation in place of the printed ones.
    Affiliation {
        /// The cards.
        cards: CardSet,
        /// The affiliation (the icon's, `Non-Aligned` for `[Non]`).
        affiliation: String,
    },
    /// `convert CARDS to CLASSIFICATION`: the classification in place of the printed one.
    Classification {
        /// The cards.
        cards: CardSet,
        /// The classification.
        classification: String,
    },
    /// `for each p in CARDS { STATEMENT }`, its one statement an effect on `p`: the
    /// statement on the cards of the set (its `cards`). As the interpreter's block, it ends
    /// the static with no result when the game is over after a card's turn of it.
    ForEach(Box<StaticPart>),
    /// A statement the rules match later (`forbid`, `nullify`, `hosts`,
    /// `affect_all_players`): in force while the static holds.
    Rule(StaticEffect),
}

/// The lowered statics of the pool, by definition and ability index (an ability of the
/// definition's own; the abilities of a `play as event` text are not lowered).
pub type StaticForms = AbilityTable<StaticForm>;

/// Lowers the statics of every definition of the pool.
pub(super) fn lower_all(pool: &super::CardPool) -> StaticForms {
    AbilityTable::build(pool, |ability| match &ability.kind {
        AbilityKind::Static { condition, body } => lower::static_form(pool, condition.as_ref(), body),
        _ => None,
    })
}
