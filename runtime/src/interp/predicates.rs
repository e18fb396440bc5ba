//! Predicates: the stdlib functions that decide a condition over a group (`present`,
//! `meets`, `stopped`, ...).

use super::exprs::{default_group, eval, mismatch, Value};
use super::requirement::{able, amount_in_halves, atom_name};
use super::Context;
use crate::defs::FunctionOp;
use crate::ids::CardId;
use crate::kernel::{Interrupt, Step};
use stccg_lang::ast::{Arg, Expr};

/// A function that decides a condition over a group.
pub(super) fn predicate(
    step: &mut Step<'_>,
    ctx: &mut Context,
    name: &str,
    args: &[Arg],
    group: &[CardId],
    expr: &Expr,
) -> Result<bool, Interrupt> {
    let first = args.first().map(|a| &a.value);
    match (step.pool().function_op(expr), first) {
        (Some(FunctionOp::Present), Some(condition)) => {
            let present = default_group(step, ctx);
            super::exprs::truth_over_group(step, ctx, condition, &present)
        }
        (Some(FunctionOp::Meets), Some(subject)) => {
            let cards = eval(step, ctx, subject)?.cards();
            let condition = args
                .get(1)
                .map(|a| &a.value)
                .ok_or_else(|| mismatch(step, ctx, expr, "a condition"))?;
            super::exprs::truth_over_group(step, ctx, condition, &able(step, &cards))
        }
        (Some(FunctionOp::SeededAt), Some(location)) => {
            let location = match eval(step, ctx, location)? {
                Value::Location(location) => Some(location),
                other => other.cards().first().and_then(|&c| step.location_of(c)),
            };
            Ok(location.is_some_and(|location| {
                !group.is_empty()
                    && group
                        .iter()
                        .all(|&c| step.state.place_of(c) == crate::state::Place::SeedStack { location })
            }))
        }
        (Some(FunctionOp::Among), Some(cards)) => {
            let cards = eval(step, ctx, cards)?.cards();
            Ok(!group.is_empty() && group.iter().all(|c| cards.contains(c)))
        }
        (Some(FunctionOp::ControlledBy), Some(player)) => {
            let player = eval(step, ctx, player)?.player(ctx.controller);
            Ok(!group.is_empty() && group.iter().all(|&c| Some(step.state.controller_of(c)) == player))
        }
        (Some(FunctionOp::CaptiveOf), Some(player)) => {
            let Some(player) = eval(step, ctx, player)?.player(ctx.controller) else {
                return Ok(false);
            };
            Ok(!group.is_empty() && group.iter().all(|&c| step.state.status_of(c).captive == Some(player)))
        }
        (Some(FunctionOp::InMode), Some(mode)) => {
            let mode = atom_name(mode).unwrap_or_default().to_string();
            Ok(!group.is_empty() && group.iter().all(|&c| step.state.mode_of(c) == Some(mode.as_str())))
        }
        (Some(FunctionOp::ClassifiedAs), Some(class)) => {
            let class = atom_name(class).unwrap_or_default().to_string();
            Ok(group.iter().any(|&c| step.classification(c) == Some(class.as_str())))
        }
        (Some(FunctionOp::ClassIs), Some(class)) => {
            let class = atom_name(class).unwrap_or_default().to_string();
            Ok(!group.is_empty()
                && group.iter().all(|&c| {
                    step.def(c)
                        .class
                        .as_deref()
                        .is_some_and(|box_text| class_is(box_text, &class))
                }))
        }
        (Some(FunctionOp::TitleHas), Some(phrase)) => {
            let phrase = atom_name(phrase).unwrap_or_default().to_string();
            Ok(group.iter().any(|&c| title_has(&step.def(c).title, &phrase)))
        }
        (Some(FunctionOp::OfType), Some(kind)) => {
            let kind = match eval(step, ctx, kind)? {
                Value::Name(kind) => kind,
                _ => return Err(mismatch(step, ctx, expr, "a card type")),
            };
            Ok(!group.is_empty() && group.iter().all(|&c| step.def(c).kind == kind))
        }
        (Some(FunctionOp::MovedToThisTurn), Some(ship)) => {
            // The latest arrival (judged before a move: Tetryon Field) or the one before it
            // (judged just after a move: Subspace Warp Rift), at the location, this turn.
            let ships = eval(step, ctx, ship)?.cards();
            let location = match args.get(1).map(|a| eval(step, ctx, &a.value)).transpose()? {
                Some(Value::Location(location)) => location,
                _ => return Err(mismatch(step, ctx, expr, "a location")),
            };
            let turn = step.state.turn();
            Ok(ships.iter().any(|&s| {
                let status = &step.state.status_of(s);
                [status.arrived, status.arrived_before].contains(&Some((location, turn)))
            }))
        }
        (Some(FunctionOp::AtHeading), Some(ship)) => {
            let ships = eval(step, ctx, ship)?.cards();
            Ok(ships.iter().any(|&s| {
                let heading = step.state.heading(s);
                heading.is_some() && step.location_of(s) == heading
            }))
        }
        (Some(FunctionOp::AdjacentTo), Some(location)) => {
            let Value::Location(location) = eval(step, ctx, location)? else {
                return Ok(false);
            };
            Ok(!group.is_empty()
                && group
                    .iter()
                    .all(|&c| step.location_of(c).is_some_and(|l| step.state.adjacent(l, location))))
        }
        (Some(FunctionOp::AtMission), Some(condition)) => {
            // Each card is at a spaceline location whose mission meets the condition.
            if group.is_empty() {
                return Ok(false);
            }
            for &card in group {
                let Some(location) = step.location_of(card) else {
                    return Ok(false);
                };
                let mission = step.state.location(location).mission;
                // `here` in the condition is that location.
                let outer = ctx.location.replace(location);
                let met = super::exprs::truth_over(step, ctx, condition, &[mission]);
                ctx.location = outer;
                if !met? {
                    return Ok(false);
                }
            }
            Ok(true)
        }
        (Some(FunctionOp::CouldPlayOn), Some(card)) => {
            let Some(&played) = eval(step, ctx, card)?.cards().first() else {
                return Ok(false);
            };
            if group.is_empty() {
                return Ok(false);
            }
            for &candidate in group {
                if !super::hosting::could_play_on(step, played, candidate)? {
                    return Ok(false);
                }
            }
            Ok(true)
        }
        (Some(FunctionOp::CompatibleWith), Some(card)) => {
            let Some(&other) = eval(step, ctx, card)?.cards().first() else {
                return Ok(false);
            };
            Ok(!group.is_empty()
                && group
                    .iter()
                    .all(|&c| step.cards_compatible(step.state.card(c).controller, c, other)))
        }
        (Some(FunctionOp::CopyOf), Some(card)) => {
            let cards = eval(step, ctx, card)?.cards();
            let titles: Vec<&str> = cards.iter().map(|&c| step.def(c).card_title()).collect();
            Ok(group.iter().any(|&c| titles.contains(&step.def(c).card_title())))
        }
        _ => match eval(step, ctx, expr)? {
            Value::Bool(b) => Ok(b),
            Value::Cards(cards) => Ok(!cards.is_empty()),
            Value::Card(_) => Ok(true),
            Value::Number(n) => Ok(n != 0),
            // A name a function gives (`affiliation_of(ship)`, `title_of(card)`): the cards meet it.
            Value::Name(given) => Ok(amount_in_halves(step, group, &given) > 0),
            _ => Ok(amount_in_halves(step, group, name) > 0),
        },
    }
}

/// Whether a title holds the words of `phrase` in a row, each a whole word ("with X in title",
/// where X may be several words: `title_has("Devron System")` matches "Devron System Rescue",
/// not "System Devron"; "Soong's" is not the word "Soong"). Punctuation at a word's edges is
/// ignored on both sides, so "Dr." is the word "Dr".
pub(crate) fn title_has(title: &str, phrase: &str) -> bool {
    let words = |text: &str| -> Vec<String> {
        text.split_whitespace()
            .map(|w| w.trim_matches(|ch: char| !ch.is_alphanumeric()).to_string())
            .filter(|w| !w.is_empty())
            .collect()
    };
    let (title, phrase) = (words(title), words(phrase));
    !phrase.is_empty() && title.windows(phrase.len()).any(|run| run == phrase.as_slice())
}

/// Whether a ship's or facility's class box names this class: "D'deridex-class ship" is
/// `class_is("D'deridex")`, matching the box "D'deridex Class" (the word "Class" printed in the
/// box may be left out), case aside, and nothing else: "Type VI Shuttlecraft" is not
/// `class_is("Shuttlecraft")`.
pub(crate) fn class_is(class_box: &str, class: &str) -> bool {
    let bare = |text: &str| -> String {
        let text = text.trim();
        let lowered = text.to_lowercase();
        match lowered.strip_suffix(" class") {
            Some(stem) => stem.trim_end().to_string(),
            None => lowered,
        }
    };
    !class.trim().is_empty() && bare(class_box) == bare(class)
}

#[cfg(test)]
mod tests {
    use super::{class_is, title_has};

    #[test]
    fn class_is_reads_the_class_box_with_or_without_the_word_class() {
        assert!(class_is("D'deridex Class", "D'deridex"));
        assert!(class_is("D'deridex Class", "D'deridex Class"));
        assert!(class_is("Outpost", "Outpost"));
        assert!(!class_is("D'deridex Class", "D'deridex Advanced"));
        assert!(!class_is("K'vort Class", "D'deridex"));
        assert!(!class_is("Type VI Shuttlecraft", "Shuttlecraft"));
        assert!(!class_is("Galaxy Class", ""));
    }

    #[test]
    fn a_phrase_of_several_words_matches_those_words_in_a_row() {
        assert!(title_has("Dr. Soong", "Dr. Soong"));
        assert!(title_has("Devron System Rescue", "Devron System"));
        assert!(!title_has("System Devron", "Devron System"));
        assert!(!title_has("Dr. Soong's Lab", "Dr. Soong"));
        assert!(title_has("Treaty: Federation/Klingon", "Treaty"));
        assert!(!title_has("Q's Tent", "Q"));
        assert!(!title_has("Anything", ""));
    }
}
