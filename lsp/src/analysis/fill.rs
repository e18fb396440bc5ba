//! The code action that fills a card's printed fields from the set data
//! (`data/<set>/cards.json`, built into `stccg_lang::set_data`): on a card whose title a set
//! prints, the fields `stccg new` would write for it (`stccg_lang::new_card::card_file`) that
//! the card lacks are added after its fields, and those it writes otherwise are replaced.
//! Fields the card has and the data does not give are left alone.

use super::actions::{Action, Edit};
use super::world::World;
use super::{FileKind, Source};
use stccg_lang::ast::{Card, Item, Member};
use stccg_lang::new_card::{built_in_cards, card_file, set_name, DataCard};
use stccg_lang::source::FileId;
use stccg_lang::span::Span;

/// The action for the card around `span`, if the set data prints its title and the card's
/// printed fields are missing or differ from the data's.
pub(crate) fn fill_printed_fields(world: &World, source: &Source<'_>, span: Span) -> Option<Action> {
    if source.kind != FileKind::Card {
        return None;
    }
    let module = world.module(source.file?);
    let card = module.items.iter().find_map(|item| match item {
        Item::Card(card) if card.span.start() <= span.start() && span.end() <= card.span.end() => Some(card),
        _ => None,
    })?;
    let record = data_record(world, source.text, card)?;
    let generated = card_file(record, &world.pool.symbols, false);
    let (parsed, _) = stccg_lang::load::parse_file(FileId(u32::MAX - 1), &generated);
    let Some(Item::Card(printed)) = parsed.items.first() else {
        return None;
    };
    let edits = edits(source.text, card, &generated, printed);
    if edits.is_empty() {
        return None;
    }
    let set = set_name(record, &world.pool.symbols).unwrap_or_else(|| record.get("set_folder").to_string());
    Some(Action {
        title: format!("fill printed fields from {set}"),
        edits,
        fixes: None,
        preferred: false,
    })
}

/// The record of the card's title; of several, the one of the set the card's `set` names.
fn data_record(world: &World, text: &str, card: &Card) -> Option<&'static DataCard> {
    let mut records = built_in_cards()
        .iter()
        .filter(|record| record.title() == card.title.name)
        .peekable();
    let first = *records.peek()?;
    let set = card
        .field("set")
        .and_then(|field| field.values.first())
        .and_then(|value| text.get(value.span.start()..value.span.end()))
        .map(stccg_lang::new_card::normalise);
    Some(
        records
            .find(|record| {
                let name = set_name(record, &world.pool.symbols).unwrap_or_default();
                set.as_deref() == Some(stccg_lang::new_card::normalise(&name).as_str())
            })
            .unwrap_or(first),
    )
}

/// The name of a field or flag member, and where it is written.
fn printed_member(member: &Member) -> Option<(&str, Span)> {
    match member {
        Member::Field(field) => Some((field.name.name.as_str(), field.span)),
        Member::Flag(flag) => Some((flag.name.as_str(), flag.span)),
        Member::Ability(_) => None,
    }
}

/// Text with its runs of white space made one space, to compare two layouts of a value.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The edits that make the card's printed fields the data's: a replacement for each field
/// written otherwise, and one insertion of the missing ones after the card's last field.
fn edits(text: &str, card: &Card, generated: &str, printed: &Card) -> Vec<Edit> {
    let mut edits = Vec::new();
    let mut missing = String::new();
    let indent = card
        .members
        .first()
        .map(|member| {
            let start = stccg_lang::errata::member_span(member).start();
            let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
            text[line_start..start].to_string()
        })
        .filter(|indent| indent.trim().is_empty())
        .unwrap_or_else(|| "  ".to_string());
    for (name, span) in printed.members.iter().filter_map(printed_member) {
        let wanted = &generated[span.start()..span.end()];
        let written = card
            .members
            .iter()
            .filter_map(printed_member)
            .find(|(written, _)| *written == name);
        match written {
            Some((_, at)) if squeezed(&text[at.start()..at.end()]) == squeezed(wanted) => {}
            Some((_, at)) => edits.push(Edit {
                span: at,
                text: wanted.to_string(),
            }),
            None => missing.push_str(&format!("{indent}{wanted}\n")),
        }
    }
    if !missing.is_empty() {
        let after = card
            .members
            .iter()
            .filter_map(printed_member)
            .map(|(_, span)| span.end())
            .max()
            .unwrap_or(card.title.span.end());
        let line_end = text[after..].find('\n').map_or(text.len(), |i| after + i + 1);
        edits.push(Edit {
            span: Span::new(line_end, line_end),
            text: missing,
        });
    }
    edits.sort_by_key(|edit| edit.span.start());
    edits
}
