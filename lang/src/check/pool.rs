//! Checks across the whole pool: each card checked against the symbol table, titles unique,
//! and every `{Title}` reference naming a card of the pool.

use super::{check_card, check_members, reject_fields, CardCheck};
use crate::ast::{AbilityKind, Card, ExprKind, Item, Member, Module};
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Span;
use crate::suggest;
use crate::symbols::Symbols;
use indexmap::IndexMap;

/// Where a card is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardLocation {
    /// The file.
    pub file: FileId,
    /// The index of the card among the file's items.
    pub item: usize,
    /// The span of its title.
    pub title: Span,
}

/// Every card of the pool by title, in load order.
pub type CardIndex = IndexMap<String, CardLocation>;

/// A `{Title}` reference to a card, met in card text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardReference {
    /// The file it is written in.
    pub file: FileId,
    /// The title it names.
    pub title: String,
    /// Where, braces included.
    pub span: Span,
}

/// What [`check_files`] found.
pub struct FilesChecked {
    /// The pool's cards by title (the first definition of a title wins), over every file.
    pub index: CardIndex,
    /// The diagnostics of the files checked.
    pub diagnostics: Vec<Diagnostic>,
    /// The card references written in the files checked.
    pub references: Vec<CardReference>,
}

/// Whether a card has a countdown icon (`[1]` to `[9]` in its `icons`, S:55).
fn has_countdown(card: &crate::ast::Card) -> bool {
    card.field("icons").is_some_and(|icons| {
        icons
            .values
            .iter()
            .any(|v| matches!(&v.kind, crate::ast::ExprKind::Icon { name } if name.chars().all(|c| c.is_ascii_digit())))
    })
}

/// Checks every card of `modules` and the references between them. Returns the index of
/// cards by title (the first definition of a title wins) and the diagnostics.
pub fn check_pool(modules: &[(FileId, Module)], symbols: &Symbols) -> (CardIndex, Vec<Diagnostic>) {
    let checked = check_files(modules, symbols, |_| true);
    (checked.index, checked.diagnostics)
}

/// Checks the cards and keywords of the files of `modules` that `only` accepts, against the
/// titles of all of `modules` (a tool re-checking what an edit touched, such as the language
/// server). A duplicate title is reported in the file of its later definition.
pub fn check_files(modules: &[(FileId, Module)], symbols: &Symbols, only: impl Fn(FileId) -> bool) -> FilesChecked {
    let mut diagnostics = Vec::new();
    let mut index = CardIndex::new();
    let mut references: Vec<(FileId, String, Span, bool)> = Vec::new();
    for (file, module) in modules {
        if !only(*file) {
            for (item_index, item) in module.items.iter().enumerate() {
                if let Item::Card(card) = item {
                    index.entry(card.title.name.to_string()).or_insert(CardLocation {
                        file: *file,
                        item: item_index,
                        title: card.title.span,
                    });
                }
            }
            continue;
        }
        for (item_index, item) in module.items.iter().enumerate() {
            let mut file_references = Vec::new();
            let mut check = CardCheck {
                symbols,
                file: *file,
                diagnostics: &mut diagnostics,
                references: &mut file_references,
                countdown: match item {
                    Item::Card(card) => has_countdown(card),
                    _ => false,
                },
            };
            match item {
                Item::Card(card) => {
                    check_card(&mut check, card);
                    let here = CardLocation {
                        file: *file,
                        item: item_index,
                        title: card.title.span,
                    };
                    if let Some(first) = index.get(card.title.name.as_str()) {
                        diagnostics.push(
                            Diagnostic::error(
                                "pool::duplicate-title",
                                *file,
                                card.title.span,
                                format!("two cards are titled \"{}\"", card.title.name),
                            )
                            .with_label("defined again here")
                            .with_secondary(first.file, first.title, "first defined here")
                            .with_help(
                                "a title names one card; remove one definition, or use an errata file to change a card",
                            ),
                        );
                    } else {
                        index.insert(card.title.name.to_string(), here);
                    }
                }
                Item::Keyword(keyword) => {
                    reject_fields(&mut check, &keyword.members, "a keyword");
                    check_members(&mut check, &keyword.members);
                }
                _ => {}
            }
            references.extend(
                file_references
                    .into_iter()
                    .map(|(title, span, in_group)| (*file, title, span, in_group)),
            );
        }
    }
    for (file, title, span, in_group) in &references {
        let (file, span) = (*file, *span);
        if let Some(found) = index.get(title) {
            if *in_group {
                if let Some(diagnostic) = never_in_group(modules, found, title, file, span) {
                    diagnostics.push(diagnostic);
                }
            }
        } else if !crate::set_data::is_printed_title(title) {
            // A title a set prints but no card file scripts yet is lint rule L024's warning.
            let known = index.keys().map(String::as_str);
            let printed = crate::set_data::printed_titles().iter().map(String::as_str);
            let help = suggest::help_for(title, known.chain(printed))
                .unwrap_or_else(|| "no set prints a card of this title; check its spelling".to_string());
            diagnostics.push(
                Diagnostic::error(
                    "pool::unknown-card",
                    file,
                    span,
                    format!("no card is titled \"{title}\""),
                )
                .with_label("unknown card")
                .with_help(help),
            );
        }
    }
    for (field, code, problem) in [
        (
            "same_card_as",
            "pool::same-card",
            super::same_card::problem as NamedCardProblem,
        ),
        ("other_face", "pool::other-face", super::other_face::problem),
    ] {
        diagnostics.extend(check_named_cards(modules, &index, &only, (field, code), problem));
    }
    let references = references
        .into_iter()
        .map(|(file, title, span, _)| CardReference { file, title, span })
        .collect();
    FilesChecked {
        index,
        diagnostics,
        references,
    }
}

/// The card types a crew or Away Team holds: personnel, and the equipment that joins them
/// (M:300; S:763 speaks of "any Equipment cards in that Away Team or crew"), artifacts used
/// as equipment included (M:300).
const GROUP_MEMBER_TYPES: [&str; 2] = ["personnel", "equipment"];

/// A card named in a condition on a group (a mission's requirements, a dilemma's
/// conditions, `present(...)`) that no group can hold: it can never match there.
fn never_in_group(
    modules: &[(FileId, Module)],
    found: &CardLocation,
    title: &str,
    file: FileId,
    span: Span,
) -> Option<Diagnostic> {
    let (_, module) = modules.iter().find(|(f, _)| *f == found.file)?;
    let Some(Item::Card(card)) = module.items.get(found.item) else {
        return None;
    };
    let kind = card.kind.name.as_str();
    let plays_as_member = card.members.iter().any(|member| {
        matches!(member, Member::Ability(ability)
            if matches!(&ability.kind, AbilityKind::PlayAs { kind, .. } if GROUP_MEMBER_TYPES.contains(&kind.name.as_str())))
    });
    if GROUP_MEMBER_TYPES.contains(&kind) || plays_as_member {
        return None;
    }
    Some(
        Diagnostic::error(
            "type::card-never-matches",
            file,
            span,
            format!(
                "\"{title}\" is {} {kind}, never one of a crew or Away Team",
                article(kind)
            ),
        )
        .with_label("a condition on a group matches its personnel and equipment only")
        .with_secondary(
            found.file,
            found.title,
            format!("defined here as {} {kind}", article(kind)),
        )
        .with_help(format!(
            "to ask whether the card is in play write `in_play({{{title}}})`; to match cards by title \
             one at a time, `.where({{{title}}})`"
        )),
    )
}

/// "a" or "an" before a card type.
fn article(kind: &str) -> &'static str {
    if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// What is wrong with a card and the card one of its fields names: a label and a hint.
pub(crate) type NamedCardProblem = fn(&Card, &Card) -> Option<(&'static str, &'static str)>;

/// Checks a field that names other cards of the pool (`same_card_as`, `other_face`): each
/// `{Title}` that `field` of a card of `modules` accepted by `only` names is read with the
/// card (an unknown title is `pool::unknown-card`'s), and what `problem` finds wrong with the
/// pair, a label and a hint, is an error `code` at the name.
pub(crate) fn check_named_cards(
    modules: &[(FileId, Module)],
    index: &CardIndex,
    only: &impl Fn(FileId) -> bool,
    (field, code): (&str, &'static str),
    problem: NamedCardProblem,
) -> Vec<Diagnostic> {
    let card_at = |title: &str| -> Option<&Card> {
        let found = index.get(title)?;
        let (_, module) = modules.iter().find(|(f, _)| *f == found.file)?;
        match module.items.get(found.item) {
            Some(Item::Card(card)) => Some(card),
            _ => None,
        }
    };
    let mut diagnostics = Vec::new();
    for (file, module) in modules.iter().filter(|(file, _)| only(*file)) {
        for item in &module.items {
            let Item::Card(card) = item else { continue };
            let Some(values) = card.field(field).map(|f| &f.values) else {
                continue;
            };
            for value in values {
                let ExprKind::CardRef { title } = &value.kind else {
                    continue;
                };
                let Some((label, help)) = card_at(title).and_then(|named| problem(card, named)) else {
                    continue;
                };
                diagnostics.push(
                    Diagnostic::error(
                        code,
                        *file,
                        value.span,
                        format!("`{field}` of \"{}\" {label}", card.title.name),
                    )
                    .with_label(label)
                    .with_help(help),
                );
            }
        }
    }
    diagnostics
}
