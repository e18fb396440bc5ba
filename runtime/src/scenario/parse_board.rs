//! Reading the board of a scenario: its setup lines (turn, phase, missions, cards and where
//! they are, scores, stopped and in-stasis cards).

use super::model::{Setup, SetupKind, Where};
use super::parse::{children, player, span, text_of, Rule};
use pest::iterators::Pair;

/// Where a setup line or an expectation places a card.
pub(super) fn read_where(pair: Pair<'_, Rule>) -> Where {
    let inner = pair.into_inner().next().expect("a place");
    let rule = inner.as_rule();
    let value = children(inner).into_iter().next().map(text_of).unwrap_or_default();
    match rule {
        Rule::in_zone => Where::Zone(value),
        Rule::in_side_deck => Where::SideDeck(value),
        Rule::at_location => Where::At(value),
        Rule::on_surface => Where::Surface(value),
        Rule::aboard => Where::Aboard(value),
        Rule::on_card => Where::On(value),
        Rule::under => Where::Under(value),
        _ => Where::Atop(value),
    }
}

fn alias(pair: Option<Pair<'_, Rule>>) -> Option<String> {
    pair.and_then(|p| children(p).into_iter().next()).map(text_of)
}

/// One setup line of the board.
pub(super) fn read_setup(pair: Pair<'_, Rule>) -> Setup {
    let at = span(&pair);
    let line = pair.into_inner().next().expect("a setup line");
    let rule = line.as_rule();
    let mut parts = children(line).into_iter();
    let kind = match rule {
        Rule::turn => {
            let who = player(parts.next().expect("player"));
            let number = parts.next().map_or(1, |p| p.as_str().parse().unwrap_or(1));
            SetupKind::Turn(who, number, parts.next().map(text_of).unwrap_or_default())
        }
        Rule::seed_phase => {
            let word = text_of(parts.next().expect("phase"));
            SetupKind::SeedPhase(word, player(parts.next().expect("player")))
        }
        Rule::mission => {
            let who = player(parts.next().expect("player"));
            let title = text_of(parts.next().expect("title"));
            let mut rest: Vec<_> = parts.collect();
            let on = rest
                .iter()
                .position(|p| p.as_rule() == Rule::stacked_on)
                .map(|i| rest.remove(i))
                .and_then(|p| children(p).into_iter().next())
                .map(text_of);
            SetupKind::Mission(who, title, on, alias(rest.pop()))
        }
        Rule::score => {
            let who = player(parts.next().expect("player"));
            SetupKind::Score(who, parts.next().map_or(0, |p| p.as_str().parse().unwrap_or(0)))
        }
        Rule::stop_setup => SetupKind::Stopped(parts.next().map(text_of).unwrap_or_default()),
        Rule::stasis_setup => SetupKind::Stasis(parts.next().map(text_of).unwrap_or_default()),
        _ => {
            let who = player(parts.next().expect("player"));
            let title = text_of(parts.next().expect("title"));
            let place = read_where(parts.next().expect("where"));
            SetupKind::Card(who, title, place, alias(parts.next()))
        }
    };
    Setup { kind, span: at }
}
