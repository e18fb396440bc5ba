//! Checks of loaded cards against the symbol table, each collecting diagnostics rather than
//! stopping at the first: the card type, its fields (`fields`), the names, calls and effects
//! of its game text (`text`), and across the pool, titles and card references (`pool`), the
//! printings one card has (`same_card`); the core rules' settings (`rules`).

mod fields;
mod other_face;
mod play_as;
mod pool;
mod rules;
mod same_card;
mod statics;
mod text;

use crate::ast::{AbilityKind, Card, Member};
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::suggest;
use crate::symbols::Symbols;

pub use pool::{check_files, check_pool, CardIndex, CardLocation, CardReference, FilesChecked};
pub use rules::check_rules;
pub use statics::StaticEffect;

/// The context one card is checked in.
pub(crate) struct CardCheck<'a> {
    pub(crate) symbols: &'a Symbols,
    pub(crate) file: FileId,
    pub(crate) diagnostics: &'a mut Vec<Diagnostic>,
    /// Card references met, for the pool check: (title, span, whether it stands in a
    /// condition on a group, where only a card that can be one of the group matches).
    pub(crate) references: &'a mut Vec<(String, crate::span::Span, bool)>,
    /// Whether the card has a countdown icon (S:55), so `until countdown_expires` ends.
    pub(crate) countdown: bool,
}

/// Checks one card: its type, its fields, and its game text.
pub(crate) fn check_card(check: &mut CardCheck<'_>, card: &Card) {
    let card_type = card.kind.name.as_str();
    if !check.symbols.card_types.contains_key(card_type) {
        let mut diagnostic = Diagnostic::error(
            "card::unknown-type",
            check.file,
            card.kind.span,
            format!("unknown card type `{card_type}`"),
        )
        .with_label("not a card type");
        let help = suggest::help_for(card_type, check.symbols.card_types.keys().map(String::as_str))
            .unwrap_or_else(|| "card types are declared in stdlib/card_types.card".to_string());
        diagnostic = diagnostic.with_help(help);
        check.diagnostics.push(diagnostic);
        return;
    }
    fields::check_fields(check, card_type, &card.members, card.title.span);
    check_members(check, &card.members);
}

/// Fields belong to the card itself; inside `play as` or a keyword they are an error.
pub(crate) fn reject_fields(check: &mut CardCheck<'_>, members: &[Member], context: &str) {
    for member in members {
        let name = match member {
            Member::Field(field) => &field.name,
            Member::Flag(flag) => flag,
            Member::Ability(_) => continue,
        };
        check.diagnostics.push(
            Diagnostic::error(
                "field::misplaced",
                check.file,
                name.span,
                format!("a field cannot stand inside {context}"),
            )
            .with_label("printed data belongs to the card")
            .with_help("move the field to the card's own body; only abilities go here"),
        );
    }
}

/// Checks the abilities among `members` (also used for `play as` and keywords).
pub(crate) fn check_members(check: &mut CardCheck<'_>, members: &[Member]) {
    for member in members {
        if let Member::Ability(ability) = member {
            if let AbilityKind::PlayAs { kind, members } = &ability.kind {
                if !check.symbols.card_types.contains_key(kind.name.as_str()) {
                    let help = suggest::help_for(&kind.name, check.symbols.card_types.keys().map(String::as_str));
                    let mut d = Diagnostic::error(
                        "card::unknown-type",
                        check.file,
                        kind.span,
                        format!("unknown card type `{}`", kind.name),
                    )
                    .with_label("a card can only play as a declared card type");
                    if let Some(help) = help {
                        d = d.with_help(help);
                    }
                    check.diagnostics.push(d);
                }
                reject_fields(check, members, "`play as`");
                play_as::check_read_abilities(check, &kind.name, members);
                check_members(check, members);
            } else {
                text::check_ability(check, ability);
                if let AbilityKind::Static { body, .. } = &ability.kind {
                    statics::check_static_body(check, body);
                }
            }
        }
    }
}
