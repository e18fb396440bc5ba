//! Lowering a scenario's board lines into a [`Board`]: titles checked against the pool,
//! names given with `as` resolved, places read. A mistake is a diagnostic on its line.

use super::model::{Scenario, SetupKind, Where};
use crate::board::Board;
use crate::defs::CardPool;
use crate::engine::Segment;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::state::{GameState, Place, Ruleset};
use stccg_lang::diag::Diagnostic;
use stccg_lang::source::FileId;
use stccg_lang::span::Span;
use std::collections::HashMap;

/// The names a board gives: cards by `as` name, missions by name to their location.
#[derive(Default, Clone, Debug)]
pub(super) struct Names {
    /// Cards by name.
    pub(super) cards: HashMap<String, CardId>,
    /// Locations by the mission's name.
    pub(super) locations: HashMap<String, LocationId>,
}

impl Names {
    /// The location a name stands for: a mission's of the board, or the one a named card
    /// forms once a text put it on the spaceline (Q's Planet inserted from a Q-Flash).
    pub(super) fn location(&self, name: &str, state: &GameState) -> Option<LocationId> {
        self.locations
            .get(name)
            .copied()
            .or_else(|| self.cards.get(name).and_then(|&card| state.location_formed_by(card)))
    }
}

fn error(file: FileId, span: Span, message: String, help: &str) -> Diagnostic {
    Diagnostic::error("scenario::board", file, span, message)
        .with_label("on this board line")
        .with_help(help.to_string())
}

/// The segment a word names.
pub(super) fn segment(word: &str) -> Option<Segment> {
    Some(match word {
        "start" => Segment::Start,
        "card_play" => Segment::CardPlay,
        "orders" => Segment::Orders,
        "end" => Segment::End,
        "draw" => Segment::Draw,
        _ => return None,
    })
}

/// Resolves a place written in a scenario, for a player.
pub(super) fn resolve(
    place: &Where,
    player: PlayerId,
    names: &Names,
    pool: &CardPool,
    state: &GameState,
) -> Result<Place, String> {
    let card = |name: &str| {
        names
            .cards
            .get(name)
            .copied()
            .or_else(|| names.locations.get(name).map(|&l| state.location(l).mission))
            .ok_or_else(|| format!("no card is named `{name}` on this board"))
    };
    let location = |name: &str| {
        names
            .locations
            .get(name)
            .copied()
            .ok_or_else(|| format!("no mission is named `{name}` on this board"))
    };
    Ok(match place {
        Where::Zone(word) => Place::of_zone(word, player).ok_or_else(|| {
            format!("`{word}` is not a zone; the zones are hand, discard (or discard_pile), draw_deck, seed_deck, out_of_play, table, set_aside, bonus_area, under_q_continuum, outside_game")
        })?,
        Where::SideDeck(title) => Place::SideDeck {
            player,
            deck: pool.find(title).ok_or_else(|| format!("\"{title}\" is not in the card pool"))?,
        },
        Where::At(name) => Place::AtLocation {
            location: location(name)?,
            player,
        },
        Where::Surface(name) => Place::Surface {
            location: location(name)?,
            player,
        },
        Where::Aboard(name) => Place::Aboard { card: card(name)? },
        Where::On(name) => Place::On { card: card(name)? },
        Where::Under(name) => Place::SeedStack {
            location: location(name)?,
        },
        Where::Atop(name) => Place::AtopMission {
            location: location(name)?,
        },
    })
}

/// Builds the board of a scenario.
pub(super) fn build(scenario: &Scenario, pool: &CardPool, file: FileId) -> Result<(GameState, Names), Diagnostic> {
    let (name, span) = &scenario.ruleset;
    let ruleset = Ruleset::from_name(name).ok_or_else(|| {
        Diagnostic::error("scenario::ruleset", file, *span, format!("unknown ruleset `{name}`"))
            .with_label("not a ruleset")
            .with_help(format!("the rulesets are {}", Ruleset::NAMES.join(", ")))
    })?;
    let mut board = Board::new(pool, ruleset, 1);
    let mut names = Names::default();
    for line in &scenario.board {
        match &line.kind {
            SetupKind::Turn(player, number, word) => {
                let segment = segment(word).ok_or_else(|| {
                    error(
                        file,
                        line.span,
                        format!("`{word}` is not a segment of a turn"),
                        "the segments are start, card_play, orders, end, draw",
                    )
                })?;
                board.turn(*player, *number, segment);
            }
            SetupKind::SeedPhase(word, player) => {
                let phase = super::check_seed::seed_phase(word).ok_or_else(|| {
                    error(
                        file,
                        line.span,
                        format!("`{word}` is not a seed phase"),
                        "the seed phases are seed_missions, seed_dilemmas, seed_facilities",
                    )
                })?;
                board.seed_phase(phase, *player);
            }
            SetupKind::Mission(player, title, on, alias) => {
                let location = match on {
                    Some(name) => {
                        let location = *names.locations.get(name).ok_or_else(|| {
                            error(
                                file,
                                line.span,
                                format!("no mission is named `{name}` on this board"),
                                "name the mission first, with `as`",
                            )
                        })?;
                        board.stack_mission(title, *player, location)
                    }
                    None => board.mission(title, *player).map(|(location, _)| location),
                }
                .map_err(|e| {
                    error(
                        file,
                        line.span,
                        e.to_string(),
                        &title_help(pool, &e, "name a mission of the card pool"),
                    )
                })?;
                if let Some(alias) = alias {
                    names.locations.insert(alias.clone(), location);
                }
            }
            SetupKind::Score(player, points) => {
                board.score(*player, *points);
            }
            SetupKind::Stopped(name) | SetupKind::Stasis(name) => {
                let card = *names.cards.get(name).ok_or_else(|| {
                    error(
                        file,
                        line.span,
                        format!("no card is named `{name}`"),
                        "name a card with `as` first",
                    )
                })?;
                if matches!(line.kind, SetupKind::Stasis(_)) {
                    board.stasis(card);
                } else {
                    board.stop(card);
                }
            }
            SetupKind::Card(player, title, place, alias) => {
                let place = resolve(place, *player, &names, pool, board.state())
                    .map_err(|m| error(file, line.span, m, "places are written as in docs/scenarios.md"))?;
                let card = board.card(title, *player, place).map_err(|e| {
                    error(
                        file,
                        line.span,
                        e.to_string(),
                        &title_help(pool, &e, "use the card's full title"),
                    )
                })?;
                if let Some(alias) = alias {
                    names.cards.insert(alias.clone(), card);
                }
            }
        }
    }
    check_covers(scenario, file)?;
    Ok((board.build(), names))
}

/// The hint for a board line the board refused: for an unknown title, the nearest title of
/// the pool ("did you mean `Tricorder`?"), else `otherwise`.
fn title_help(pool: &crate::defs::CardPool, error: &crate::board::BoardError, otherwise: &str) -> String {
    match error {
        crate::board::BoardError::UnknownCard { title } => {
            stccg_lang::suggest::help_for(title, pool.by_title.keys().map(String::as_str))
                .unwrap_or_else(|| otherwise.to_string())
        }
        _ => otherwise.to_string(),
    }
}

/// Each card a scenario `covers` must be on its board: a scenario covers a card's text by
/// playing it out.
fn check_covers(scenario: &Scenario, file: FileId) -> Result<(), Diagnostic> {
    let on_board = |title: &str| {
        scenario.board.iter().any(|line| match &line.kind {
            SetupKind::Card(_, t, _, _) | SetupKind::Mission(_, t, _, _) => t == title,
            _ => false,
        })
    };
    match scenario.covers.iter().find(|(title, _)| !on_board(title)) {
        Some((title, span)) => Err(Diagnostic::error(
            "scenario::covers",
            file,
            *span,
            format!("the scenario covers `{title}`, which is not on its board"),
        )
        .with_label("not on the board")
        .with_help("put the card on the board (a `P1 \"Title\" ...` line) or drop it from `covers`")),
        None => Ok(()),
    }
}
