//! An agent that plays to win: it reports personnel and a ship (first the personnel who,
//! with its crews in play, would complete a mission's requirements; a batch of plays in place
//! of the normal card play when it holds more than one card to report), staffs the ship from its
//! facility, moves the ship to a mission its crew could solve, beams the crew down to a
//! planet they could solve, and attempts a mission only with a group that meets its
//! requirements (M:280, M:329). It seeds its dilemmas under the opponent's missions and its
//! artifacts under its own. It chooses only among the options the engine lists, weighing
//! each by what it would do ([`insight`](super::insight)); the decisions it has no view on
//! (whom a dilemma takes, a card to name) it answers at random from its own seed, so a game
//! between agents is fixed by its seeds.

use super::insight::{
    able, away_team, could_solve, count_in_play, crew, location_of_mission, mission_kinds, missions_opened_by,
    reportable_in_hand, solvable_at, staffed, waiting_at,
};
use super::labels::Choice;
use crate::decision::Decision;
use crate::engine::Game;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Step;
use crate::rng::Rng;
use crate::state::Place;

/// Plays to score: see the module's documentation.
pub struct GreedyAgent {
    rng: Rng,
    /// The cards it beamed this turn, and the turn: a card beams once a turn, so no
    /// arrangement of a crew is undone and redone within one.
    beamed: (u32, Vec<CardId>),
}

/// What an option is worth to the player deciding: the highest is taken, the first of equals.
type Worth = i64;

/// Never taken while another option is worth more (an attempt bound to fail, a ship moving
/// away from its Away Team).
const AVOID: Worth = -100;

impl GreedyAgent {
    /// An agent with its own seed (for the decisions it has no view on).
    pub fn new(seed: u64) -> Self {
        GreedyAgent {
            rng: Rng::new(seed),
            beamed: (0, Vec::new()),
        }
    }

    /// The index of the option chosen at `decision`, one of `game`'s pending decision's
    /// options (or a subset of them, in their order).
    pub fn decide(&mut self, game: &Game, decision: &Decision) -> usize {
        let count = decision.options.len();
        if count <= 1 {
            return 0;
        }
        let choices: Vec<Choice<'_>> = decision.options.iter().map(|o| Choice::read(o)).collect();
        let Some(mut worths) = game.query(|step| weigh(step, decision.player, &decision.prompt, &choices)) else {
            return self.rng.below(count);
        };
        let turn = game.state().turn_number;
        if self.beamed.0 != turn {
            self.beamed = (turn, Vec::new());
        }
        for (worth, choice) in worths.iter_mut().zip(&choices) {
            if choice.verb == "beam" && choice.card(0).is_some_and(|card| self.beamed.1.contains(&card)) {
                *worth = AVOID;
            }
        }
        let best = worths.iter().copied().max().unwrap_or(0);
        let chosen = worths.iter().position(|&w| w == best).unwrap_or(0);
        if choices[chosen].verb == "beam" {
            self.beamed.1.extend(choices[chosen].card(0));
        }
        chosen
    }
}

/// The worth of each option, or `None` for a decision the agent has no view on.
fn weigh(step: &mut Step<'_>, player: PlayerId, prompt: &str, choices: &[Choice<'_>]) -> Option<Vec<Worth>> {
    let weigh_one: fn(&mut Step<'_>, PlayerId, &Choice<'_>) -> Worth = match prompt {
        "execute orders" => order,
        "seed a dilemma or artifact, or pass" => seed_card,
        "seed a facility, or pass" | "seed a doorway, or pass" => |_, _, choice| Worth::from(choice.verb != "pass"),
        p if p.starts_with("card play") => card_play,
        // Responses are left to the opponent's turn of mind: the agent passes.
        p if p.starts_with("respond to") => |_, _, choice| Worth::from(choice.verb == "pass"),
        _ => return None,
    };
    Some(choices.iter().map(|choice| weigh_one(step, player, choice)).collect())
}

/// Seeding: a dilemma under a mission of the opponent's (who will attempt it), an artifact
/// under one of the player's own (earned by solving it, M:300).
fn seed_card(step: &mut Step<'_>, player: PlayerId, choice: &Choice<'_>) -> Worth {
    let (Some(card), Some(mission)) = (choice.card(0), choice.card(1)) else {
        return 0;
    };
    let own_mission = step.state.card(mission).owner == player;
    match (step.def(card).is("artifact"), own_mission) {
        (true, true) | (false, false) => 10,
        (true, false) => 1,
        (false, true) => -5,
    }
}

/// The card play segment: a batch of plays in place of the normal card play when the hand
/// holds more than one card to report; personnel first (those who complete a mission's
/// requirements with the crews in play before the others), a ship once there is a crew for
/// it, then equipment, facilities and other cards; ending card play is worth nothing.
fn card_play(step: &mut Step<'_>, player: PlayerId, choice: &Choice<'_>) -> Worth {
    if choice.text.ends_with("in place of the normal card play") {
        let reportable = reportable_in_hand(step, player) as Worth;
        return if reportable >= 2 { 200 + reportable } else { 5 };
    }
    match choice.verb {
        "report" => {
            let Some(card) = choice.card(0) else {
                return 0;
            };
            let def = step.def(card);
            if def.is("personnel") {
                let skills = def.skills.len() as Worth;
                100 + skills + 40 * missions_opened_by(step, player, card) as Worth
            } else if def.is("ship") {
                let ships = count_in_play(step, player, "ship");
                let personnel = count_in_play(step, player, "personnel");
                match ships {
                    0 if personnel >= 2 => 150,
                    0 => 50,
                    _ => 20,
                }
            } else {
                40
            }
        }
        "build" => 60,
        "play" => 10,
        "end" => 0,
        _ => 5,
    }
}

/// An order of the orders segment.
fn order(step: &mut Step<'_>, player: PlayerId, choice: &Choice<'_>) -> Worth {
    match choice.verb {
        "attempt" => attempt(step, player, choice),
        "move" => ship_move(step, player, choice),
        "beam" => beam(step, player, choice),
        "end" => 0,
        _ => AVOID / 10,
    }
}

/// An attempt is worth making only with a group that would solve the mission.
fn attempt(step: &mut Step<'_>, player: PlayerId, choice: &Choice<'_>) -> Worth {
    let Some(location) = choice.card(0).and_then(|m| location_of_mission(step, m)) else {
        return AVOID;
    };
    let group = match choice.card(1) {
        Some(host) => crew(step, host),
        None => away_team(step, player, location),
    };
    if could_solve(step, player, location, &group) {
        1000 + step.point_box(step.state.location(location).mission).unwrap_or(0)
    } else {
        AVOID
    }
}

/// A ship moves to a mission its crew would solve, not away from one its crew could solve
/// here (next turn, if they are stopped now) nor from its Away Team; a crew that could solve
/// nothing goes back to a facility where more personnel wait.
fn ship_move(step: &mut Step<'_>, player: PlayerId, choice: &Choice<'_>) -> Worth {
    let (Some(ship), Some(to)) = (
        choice.card(0),
        choice.card(1).and_then(|m| location_of_mission(step, m)),
    ) else {
        return AVOID;
    };
    let aboard = crew(step, ship);
    let here = step.location_of(ship);
    if let Some(here) = here {
        if solvable_at(step, player, here, true) {
            return AVOID;
        }
        if !away_team(step, player, here).is_empty() {
            return AVOID / 2;
        }
    }
    // The crew attempts a space mission aboard, a planet one as an Away Team (M:286).
    let (by_ship, by_team) = mission_kinds(step, to);
    if (by_ship || by_team) && could_solve(step, player, to, &aboard) {
        return 500 + step.point_box(step.state.location(to).mission).unwrap_or(0);
    }
    if let Some(here) = here {
        if let Some(further) = toward_solvable(step, player, here, to, &aboard) {
            return 300 + further;
        }
    }
    let waiting_there = waiting_at(step, player, to) as Worth;
    if waiting_there > 0 && here.is_none_or(|here| waiting_at(step, player, here) == 0) {
        50 + waiting_there
    } else {
        AVOID / 10
    }
}

/// A move too short to reach a mission the crew could solve, but on the way to one: how
/// far along the spaceline it goes (the further the better).
fn toward_solvable(
    step: &mut Step<'_>,
    player: PlayerId,
    here: LocationId,
    to: LocationId,
    crew: &[CardId],
) -> Option<Worth> {
    let line = step.state.spaceline.clone();
    let index = |l| line.iter().position(|&x| x == l);
    let (from, via) = (index(here)?, index(to)?);
    let beyond: Vec<_> = if via > from {
        line[via + 1..].to_vec()
    } else {
        line[..via].to_vec()
    };
    let reachable_later = beyond.into_iter().any(|l| could_solve(step, player, l, crew));
    reachable_later.then(|| from.abs_diff(via) as Worth)
}

/// Beaming: down to a planet that everyone there could solve; up from one they cannot; from
/// a facility aboard a ship, to make a crew (the ship with the most crew first).
fn beam(step: &mut Step<'_>, player: PlayerId, choice: &Choice<'_>) -> Worth {
    let (Some(card), Some(to)) = (choice.card(0), choice.card(1)) else {
        return AVOID;
    };
    let Some(here) = step.location_of(card) else {
        return AVOID;
    };
    if choice.text.contains(" to the surface of ") {
        return if solvable_at(step, player, here, false) {
            1100
        } else {
            AVOID
        };
    }
    let solvable_here = solvable_at(step, player, here, true);
    let from = step.state.card(card).place;
    let host_is_ship = step.def(to).is("ship");
    match from {
        Place::Surface { .. } if host_is_ship && !solvable_here => 150,
        Place::Aboard { card: facility } if host_is_ship && step.def(facility).is("facility") && !solvable_here => {
            let crew_size = able(step, step.state.in_place(&Place::Aboard { card: to })).len() as Worth;
            // Staffing a ship that cannot move yet comes first.
            200 + crew_size + if staffed(step, to) { 0 } else { 20 }
        }
        _ => AVOID / 5,
    }
}
