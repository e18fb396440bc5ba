//! What a `play as TYPE` text may hold: the runtime reads a card played as an event or an
//! interrupt through a fixed set of its abilities (an event's play, its statics and `when`
//! triggers while it is on the table; an interrupt's play and responses), so any other kind of
//! ability there would load and never run. Such an ability is an error at load time, pointing
//! at the card's top level where it works.

use crate::ast::{AbilityKind, Member};
use crate::diag::Diagnostic;

use super::CardCheck;

/// The kinds of ability one way of playing a card reads from its `play as` text.
struct ReadKinds {
    /// Whether an ability of this kind is read.
    reads: fn(&AbilityKind) -> bool,
    /// The kinds read, named for the diagnostic.
    named: &'static str,
}

/// What a card played as `kind` reads from its `play as` text; `None` for a way of playing
/// that reads every ability (a card used as equipment has them all while in play, M:300).
fn read_kinds(kind: &str) -> Option<ReadKinds> {
    match kind {
        "event" => Some(ReadKinds {
            reads: |k| {
                matches!(
                    k,
                    AbilityKind::PlaysOn { .. }
                        | AbilityKind::OnPlay { .. }
                        | AbilityKind::Static { .. }
                        | AbilityKind::Trigger { .. }
                )
            },
            named: "`plays on`, `on play`, `static` and `when` triggers",
        }),
        "interrupt" => Some(ReadKinds {
            reads: |k| {
                matches!(
                    k,
                    AbilityKind::PlaysOn { .. } | AbilityKind::OnPlay { .. } | AbilityKind::Response { .. }
                )
            },
            named: "`plays on`, `on play` and `respond to`",
        }),
        _ => None,
    }
}

/// Reports each ability of a `play as kind` text that playing the card that way never reads.
pub(crate) fn check_read_abilities(check: &mut CardCheck<'_>, kind: &str, members: &[Member]) {
    let Some(ReadKinds { reads, named }) = read_kinds(kind) else {
        return;
    };
    let abilities = members.iter().filter_map(|m| match m {
        Member::Ability(ability) => Some(ability),
        _ => None,
    });
    for ability in abilities.filter(|a| !reads(&a.kind)) {
        check.diagnostics.push(
            Diagnostic::error(
                "card::unread-in-play-as",
                check.file,
                ability.span,
                format!("a card played as {kind} never runs this ability"),
            )
            .with_label(format!("`play as {kind}` reads only {named}"))
            .with_help(
                "move the ability to the card's top level, where it works while the card is in play \
                 (a turn trigger such as `at end of this turn` included)",
            ),
        );
    }
}
