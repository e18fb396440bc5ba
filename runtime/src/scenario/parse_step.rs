//! Reading the steps of a scenario: a player's choice, or an expectation about the game.

use super::model::{Expectation, Step, StepKind};
use super::parse::{children, player, span, text_of, Rule};
use super::parse_board::read_where;
use crate::ids::PlayerId;
use pest::iterators::Pair;

/// One step: a choice or an expectation.
pub(super) fn read_step(pair: Pair<'_, Rule>) -> Step {
    let at = span(&pair);
    let inner = pair.into_inner().next().expect("a step");
    let kind = match inner.as_rule() {
        Rule::choose => {
            let mut parts = children(inner).into_iter();
            let who = player(parts.next().expect("player"));
            StepKind::Choose(who, text_of(parts.next().expect("text")))
        }
        _ => {
            let expectation = children(inner).into_iter().next().expect("an expectation");
            StepKind::Expect(read_expectation(
                expectation.into_inner().next().expect("an expectation"),
            ))
        }
    };
    Step { kind, span: at }
}

fn read_expectation(pair: Pair<'_, Rule>) -> Expectation {
    let rule = pair.as_rule();
    if rule == Rule::expect_stack {
        let entries = children(pair)
            .into_iter()
            .filter(|p| p.as_rule() == Rule::stack_entry)
            .map(|entry| {
                let mut parts = entry.into_inner();
                let title = text_of(parts.next().expect("title"));
                (title, player(parts.next().expect("player")))
            })
            .collect();
        return Expectation::Stack(entries);
    }
    if rule == Rule::expect_place {
        let mut parts = children(pair).into_iter().peekable();
        let negated = parts.next_if(|p| p.as_rule() == Rule::negation).is_some();
        let name = text_of(parts.next().expect("name"));
        let place = read_where(parts.next().expect("where"));
        let owner = parts.next().map(player);
        return if negated {
            Expectation::Elsewhere(name, place, owner)
        } else {
            Expectation::Place(name, place, owner)
        };
    }
    if rule == Rule::expect_deck {
        let mut codes = Vec::new();
        let mut text = String::new();
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::string => codes.push(text_of(part)),
                Rule::deck_text => text = part.as_str().to_string(),
                _ => {}
            }
        }
        return Expectation::Deck(codes, text);
    }
    if let Some(expectation) = super::parse_seed::read(&pair) {
        return expectation;
    }
    if let Some(expectation) = read_view(&pair) {
        return expectation;
    }
    if let Some(expectation) = super::parse_station::read(&pair) {
        return expectation;
    }
    let negated = pair.clone().into_inner().any(|p| p.as_rule() == Rule::negation);
    let no = pair.clone().into_inner().any(|p| p.as_rule() == Rule::kw_no);
    let parts: Vec<Pair<'_, Rule>> = children(pair)
        .into_iter()
        .filter(|p| p.as_rule() != Rule::negation)
        .collect();
    let mut it = parts.into_iter();
    let mut next_text = || it.next().map(text_of).unwrap_or_default();
    match rule {
        Rule::expect_offered => {
            let who = next_text();
            Expectation::Offered(!negated, to_player(&who), next_text())
        }
        Rule::expect_pending => {
            let who = next_text();
            Expectation::Pending(to_player(&who), next_text())
        }
        Rule::expect_score => {
            let who = next_text();
            Expectation::Score(to_player(&who), next_text().parse().unwrap_or(0))
        }
        Rule::expect_solved => {
            let name = next_text();
            let by = Some(next_text()).filter(|s| !s.is_empty()).map(|s| to_player(&s));
            Expectation::Solved(!negated, name, by)
        }
        Rule::expect_scouted => {
            let name = next_text();
            let by = Some(next_text()).filter(|s| !s.is_empty()).map(|s| to_player(&s));
            Expectation::Scouted(!negated, name, by)
        }
        Rule::expect_stopped => Expectation::Stopped(!negated, next_text()),
        Rule::expect_status => {
            let status = next_text();
            Expectation::Status(!negated, status, next_text())
        }
        Rule::expect_event => {
            let kind = next_text();
            let about = Some(next_text()).filter(|s| !s.is_empty());
            Expectation::Event(!no, kind, about)
        }
        Rule::expect_refused => {
            let who = next_text();
            Expectation::Refused(to_player(&who), next_text())
        }
        Rule::expect_skill => {
            let name = next_text();
            Expectation::Skill(!negated, name, next_text())
        }
        Rule::expect_skills => {
            let name = next_text();
            Expectation::Skills(name, next_text())
        }
        Rule::expect_classification => {
            let name = next_text();
            Expectation::Classification(name, next_text())
        }
        Rule::expect_countdown => {
            let name = next_text();
            Expectation::Countdown(name, next_text().parse().unwrap_or(0))
        }
        _ => {
            let name = next_text();
            let attribute = next_text();
            Expectation::Attribute(name, attribute, next_text().parse().unwrap_or(0))
        }
    }
}

/// The expectations about what players see and decide: `visible`/`hidden`, `seed_cards`,
/// `resolved`, `options`.
fn read_view(pair: &Pair<'_, Rule>) -> Option<Expectation> {
    let rule = pair.as_rule();
    let mut inner = pair.clone().into_inner();
    Some(match rule {
        Rule::expect_visible => {
            let seen = inner.next().is_some_and(|k| k.as_rule() == Rule::kw_visible);
            let parts = children(pair.clone());
            Expectation::Visible(seen, text_of(parts[0].clone()), player(parts[1].clone()))
        }
        Rule::expect_seed_cards => {
            let parts = children(pair.clone());
            Expectation::SeedCards(text_of(parts[0].clone()), parts[1].as_str().parse().unwrap_or(0))
        }
        Rule::expect_winner => {
            let winner = inner.find(|p| p.as_rule() == Rule::player).map(player);
            Expectation::Winner(winner)
        }
        Rule::expect_turn => {
            let parts = children(pair.clone());
            Expectation::Turn(player(parts[0].clone()), parts[1].as_str().parse().unwrap_or(0))
        }
        Rule::expect_resolved => Expectation::Resolved(children(pair.clone()).into_iter().map(text_of).collect()),
        Rule::expect_options => {
            let parts = children(pair.clone());
            let containing = parts.get(2).cloned().map(text_of);
            Expectation::Options(
                player(parts[0].clone()),
                parts[1].as_str().parse().unwrap_or(0),
                containing,
            )
        }
        _ => return None,
    })
}

fn to_player(text: &str) -> PlayerId {
    if text == "P2" {
        PlayerId(1)
    } else {
        PlayerId(0)
    }
}
