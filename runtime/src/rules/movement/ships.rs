//! Ship movement along the spaceline (M:430-445). A ship's normal move is one action: it
//! spends RANGE by the spans of the missions it moves to or passes (M:441), then passes each
//! location between its start and its destination, one at a time, with a response window at
//! each, where an action that suspends play may interrupt it (S:858); then it arrives. Until it
//! arrives the ship stays where it began: a ship flying by a location is not at it, and cannot
//! affect or be affected by the cards there, even while play is suspended (M:443).

use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::interp::affiliation_of_icon;
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::presence::Presence;
use crate::state::Frame;
use crate::state::Place;
use crate::state::{ActionRef, ActionType};

/// A move a ship may make now.
#[derive(Clone, Debug)]
pub(crate) struct ShipMove {
    /// The ship.
    pub(crate) ship: CardId,
    /// Where it starts.
    pub(crate) from: LocationId,
    pub(crate) to: LocationId,
    pub(crate) cost: i64,
    /// The locations passed and reached, in order.
    pub(crate) path: Vec<LocationId>,
    /// Whether it goes around the spaceline, past one end to the other.
    pub(crate) around: bool,
}

impl ShipMove {
    /// How the decision names the move.
    pub(crate) fn label(&self, step: &Step<'_>) -> String {
        let way = if self.around { " around the spaceline" } else { "" };
        format!(
            "move {} to {}{way} (RANGE {})",
            step.named(self.ship),
            step.named(step.state.location(self.to).mission),
            self.cost
        )
    }
}

/// The RANGE a player's ships spend to reach each location of the spaceline from another:
/// the spans of the locations passed and reached, summed once per listing (`prefix[i]` is the
/// span of the first `i` locations), so each move's cost is a difference, not a walk.
struct Spans {
    prefix: Vec<i64>,
}

impl Spans {
    /// The spans along the spaceline as `player`'s ships move by them; with a ship, as that
    /// ship moves by them, for a spaceline where a span depends on the moving ship (FGC-47
    /// Research's `span_minus_each`).
    fn read(step: &Step<'_>, player: PlayerId, ship: Option<CardId>) -> Spans {
        let mut prefix = Vec::with_capacity(step.state.spaceline.len() + 1);
        prefix.push(0);
        for location in step.state.locations() {
            let last = prefix[prefix.len() - 1];
            prefix.push(last + step.ship_location_span(location, player, ship));
        }
        Spans { prefix }
    }

    /// The RANGE from the location at position `start` to that at `end`, the straight way
    /// (`GameState::path`): the locations after the start up to the end, either way along.
    fn straight(&self, start: usize, end: usize) -> i64 {
        if end > start {
            self.prefix[end + 1] - self.prefix[start + 1]
        } else {
            self.prefix[start] - self.prefix[end]
        }
    }

    /// The RANGE from `start` to `end` around the ends of their spaceline, the positions
    /// `line` (`GameState::path_around`).
    fn around(&self, start: usize, end: usize, line: &std::ops::Range<usize>) -> i64 {
        let (first, past) = (self.prefix[line.start], self.prefix[line.end]);
        if end > start {
            (self.prefix[start] - first) + (past - self.prefix[end])
        } else {
            (past - self.prefix[start + 1]) + (self.prefix[end + 1] - first)
        }
    }
}

/// The spans of the locations along a path, as the player's ship moves by them.
pub(crate) fn path_cost(
    step: &Step<'_>,
    player: PlayerId,
    ship: CardId,
    path: impl Iterator<Item = LocationId>,
) -> i64 {
    step.path_span(player, ship, path)
}

/// Whether a ship is fully staffed for normal movement (S:345-351, M:432): its crew able to
/// act (not stopped, not in stasis) holds at least one personnel of the ship's affiliation, and
/// its personnel compatible with the ship (S:345) supply each staffing icon, one icon per personnel (S:349), a Command icon standing in for a
/// Staff icon (S:347). A ship with no staffing icons needs one personnel of its affiliation.
/// A personnel a card lets supply several icons (Seven of Nine) is matched by a search
/// (`staffing.rs`).
/// A ship missing required crew is stalled, not stopped (S:357). A ship a static text
/// counts as staffed needs no crew (Lore Returns: "While Rogue Borg aboard, ship is staffed").
pub(crate) fn staffed(step: &Step<'_>, ship: CardId) -> bool {
    step.state.statics.marked(ship, "staffed")
        || staffed_by(step, ship, step.state.in_place(&Place::Aboard { card: ship }))
}

/// [`staffed`], kept between the orders lists while the ship, the cards aboard it, the lasting
/// effects and the static layer are the same (`kernel::staffing_memo`). Only the orders list
/// asks it so: its reads are not recorded, and no kept result depends on them.
fn staffed_kept(step: &Step<'_>, ship: CardId) -> bool {
    step.in_play_memo
        .staffing
        .staffed(step.state, ship, || staffed(step, ship))
}

/// Whether these cards alone would staff the ship: its staffing icons and a matching
/// personnel, from the personnel among them able to act (not stopped, not in stasis) and
/// compatible with it (S:345-351). Abandon Ship!'s "personnel not needed for staffing" are
/// those left out of such a set (`staffing_crew`).
pub(crate) fn staffed_by(step: &Step<'_>, ship: CardId, cards: &[CardId]) -> bool {
    let mut crew: Vec<CardId> = cards
        .iter()
        .copied()
        .filter(|&c| step.def(c).is("personnel") && !step.state.card(c).status.stasis && !step.state.is_stopped(c))
        .collect();
    if crew.is_empty() {
        // No personnel able to act aboard: none of the ship's affiliation (the costlier
        // questions below need not be asked).
        return false;
    }
    let def = step.def(ship);
    // "Any compatible personnel can be used to meet a ship's listed crew requirements" (S:345):
    // a personnel not compatible with the ship supplies no icon.
    let controller = step.state.card(ship).controller;
    crew.retain(|&c| step.cards_compatible(controller, c, ship));
    // One of them of one of the ship's affiliations, the ship's read in place (not listed).
    let matching = crew
        .iter()
        .any(|&c| step.any_affiliation_icon(c, |a| step.any_affiliation_icon(ship, |of_ship| of_ship == a)));
    if !matching {
        return false;
    }
    // Skills the staffing requires besides icons (S:345: Gomtuu's Empathy x2), from the crew
    // able to staff it, in halves as requirements count them (S:448).
    let skilled = def.staffing_skills.iter().all(|(skill, level)| {
        let needed = 2 * i64::from(level.numerator) / i64::from(level.denominator.max(1));
        crate::interp::amount_in_halves(step, &crew, skill) >= needed
    });
    if !skilled {
        return false;
    }
    let needs: Vec<&str> = def.staffing.iter().map(String::as_str).collect();
    if let Some(several) = super::staffing::several_icons(step, &crew) {
        return super::staffing::meets_all(&several, &needs);
    }
    // Icons other than Staff and affiliation icons first, each taken by a personnel who has it;
    // then affiliation icons, each taken by a personnel of that affiliation (Zalkonian Vessel's
    // [NA]); then Staff, taken by a Staff icon, else by a Command icon still free.
    let mut free: Vec<(CardId, std::borrow::Cow<'_, [String]>)> = crew.iter().map(|&c| (c, step.icons_of(c))).collect();
    let mut needs = needs;
    needs.sort_by_key(|icon| (*icon == "Stf", affiliation_of_icon(icon).is_some()));
    for need in needs {
        let pick = match affiliation_of_icon(need) {
            Some(affiliation) => free
                .iter()
                .position(|&(c, _)| step.any_affiliation_icon(c, |a| a == affiliation)),
            None => free
                .iter()
                .position(|(_, icons)| icons.iter().any(|i| i == need))
                .or_else(|| {
                    (need == "Stf").then(|| free.iter().position(|(_, icons)| icons.iter().any(|i| i == "Cmd")))?
                }),
        };
        match pick {
            Some(index) => {
                free.swap_remove(index);
            }
            None => return false,
        }
    }
    true
}

/// The permission of a card that is no ship but "moves like a ship" (Calamarain): in space at
/// a location, it moves as a ship does, by its RANGE, with no staffing.
const MOVES_LIKE_A_SHIP: &str = "moves_like_a_ship";

/// The moves a player's ships may make now (each names itself, [`ShipMove::label`], only when
/// the decision is shown); with `wrap`, also the moves around the spaceline's ends, as if they
/// were adjacent, as for a ship a card grants it alone (`grant SHIP with move_around`). The
/// spans of the spaceline are read once, and a path is built only for a move within RANGE.
/// A card granted `moves_like_a_ship` moves as a ship, unstaffed. The cards are read from the
/// locations where the player has cards in space (`present`, the player's presence).
pub(crate) fn moves(step: &Step<'_>, player: PlayerId, wrap: bool, present: &Presence) -> Vec<ShipMove> {
    let mut found = Vec::new();
    let mut spans: Option<Spans> = None;
    // A span that depends on the moving ship is read for each ship; the others once.
    let per_ship = step
        .state
        .locations()
        .any(|location| step.span_skill(location).is_some());
    let moves_as_ship = |card: CardId| step.def(card).is("ship") || step.state.statics.marked(card, MOVES_LIKE_A_SHIP);
    for ship in present.in_space(step, player, moves_as_ship) {
        let Place::AtLocation {
            location: from,
            player: side,
        } = step.state.card(ship).place
        else {
            continue;
        };
        // S:689, S:691: a ship in stasis may not be moved, even by a crew not in stasis.
        // Its staffing, the costliest question, is asked last.
        let stasis = step.state.card(ship).status.stasis;
        if side != player
            || stasis
            || step.state.is_stopped(ship)
            || (step.def(ship).is("ship") && !staffed_kept(step, ship))
        {
            continue;
        }
        let left = step.attribute(ship, "RANGE") - step.state.card(ship).status.range_used;
        let around = wrap || step.state.statics.marked(ship, "move_around");
        let start = step.state.position(from);
        let own;
        let spans = if per_ship {
            own = Spans::read(step, player, Some(ship));
            &own
        } else {
            &*spans.get_or_insert_with(|| Spans::read(step, player, None))
        };
        let line = step.state.spaceline_of(from);
        for (end, to) in step.state.locations().enumerate() {
            // A ship moves along its own quadrant's spaceline only (S:593, M:452-454).
            if to == from || !step.state.same_spaceline(from, to) {
                continue;
            }
            let ways: &[bool] = if around { &[false, true] } else { &[false] };
            for &way_around in ways {
                // Off the spaceline, a ship has no path, and pays nothing (`GameState::path`).
                let cost = match (start, way_around) {
                    (None, _) => 0,
                    (Some(start), false) => spans.straight(start, end),
                    (Some(start), true) => spans.around(start, end, &line),
                };
                if cost > left {
                    continue;
                }
                let path = if way_around {
                    step.state.path_around(from, to)
                } else {
                    step.state.path(from, to)
                };
                debug_assert_eq!(
                    cost,
                    path_cost(step, player, ship, path.iter().copied()),
                    "a move's cost"
                );
                found.push(ShipMove {
                    ship,
                    from,
                    to,
                    cost,
                    path,
                    around: way_around,
                });
            }
        }
    }
    found
}

/// Starts a move: the RANGE is spent, then the ship passes the locations on its way.
pub(crate) fn begin(step: &mut Step<'_>, player: PlayerId, chosen: ShipMove) {
    step.state.card_mut(chosen.ship).status.range_used += chosen.cost;
    let mut ahead = chosen.path;
    ahead.pop();
    let opened_at = step.checkpoint();
    step.state.flow.push(Frame::Move {
        ship: chosen.ship,
        player,
        from: chosen.from,
        to: chosen.to,
        cost: chosen.cost,
        passing: None,
        ahead,
        opened_at,
    });
}

/// One step of a move: pass the next location (a response window is open while the ship
/// passes it), or arrive.
pub(crate) fn move_step(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(Frame::Move {
        ship,
        player,
        from,
        to,
        cost,
        ahead,
        ..
    }) = step.state.flow.last().cloned()
    else {
        return Ok(());
    };
    if step.state.card(ship).place != (Place::AtLocation { location: from, player }) {
        // It left play, or was moved, before it could go on (Borg Ship destroyed in battle).
        step.state.flow.pop();
        return Ok(());
    }
    if let Some(&next) = ahead.first() {
        if let Some(Frame::Move { passing, ahead, .. }) = step.state.flow.last_mut() {
            *passing = Some(next);
            ahead.remove(0);
        }
        step.emit(Event::ShipPassed { ship, location: next });
        step.open_window(ActionRef::new(ActionType::Move, ship, player));
        return Ok(());
    }
    step.state.flow.pop();
    step.move_to(ship, Place::AtLocation { location: to, player });
    // Where it last arrived by moving, and the arrival before this one (Subspace Warp Rift:
    // "ships that move to here are damaged if they move again on same turn").
    let turn = step.state.turn_number;
    let status = &mut step.state.card_mut(ship).status;
    status.arrived_before = status.arrived.take();
    status.arrived = Some((to, turn));
    crate::kernel::bring_along(step, ship, from, to);
    step.emit(Event::ShipMoved {
        ship,
        from,
        to,
        range: cost,
    });
    // The core rule "Range": the glossary's ship that uses up its RANGE is not stopped
    // (S:768); the 1995 answers stop it (FAQ:265, rules-digest C2).
    let used_up = step.attribute(ship, "RANGE") <= step.state.card(ship).status.range_used;
    if used_up && step.pool().core.range_used_up == crate::defs::RangeUsedUp::StopsShip {
        let until = step.state.turn_number + 1;
        step.stop_until(ship, until);
    }
    // Arriving may meet a cure ("(if on ship) by docking": REM Fatigue).
    crate::rules::turn::segments::check_cures(step)
}
