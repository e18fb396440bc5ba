//! Executing orders (FAQ:115): moving ships along the spaceline (movement.rs), beaming personnel,
//! attempting missions (M:286), playing interrupts and special downloads, taking custody of a
//! captive held by a trap card (Rulebook, Capture), changing the affiliation mode of a
//! multi-affiliation card (M:475), or ending orders.
//! Stopped cards may not move, beam or attempt (S:757).

use super::segments::{check_cures, set_segment};
use crate::event::Event;
use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::playing::play::{initiate, interrupt_plays};
use crate::rules::statics::forbids_read::{none_ignored, ReadForbids};
use crate::state::{ActionRef, ActionType};
use crate::state::{Frame, Segment};
use crate::state::{LastingEffect, Place};

/// One order.
#[derive(Clone, Debug)]
enum Order {
    End,
    Move(crate::rules::movement::ships::ShipMove),
    Beam {
        card: CardId,
        to: Place,
    },
    Attempt {
        location: LocationId,
        group: Vec<CardId>,
        crew_of: Option<CardId>,
    },
    Scout(crate::rules::borg::scouting::ScoutOrder),
    Play(crate::rules::playing::play::PlayOption),
    Use(crate::rules::timing::abilities::AbilityUse),
    Attack(crate::rules::battle::AttackOrder),
    Custody(crate::rules::capture::Custody),
    Mode {
        card: CardId,
        mode: String,
    },
    Walk(crate::rules::movement::walking::Walk),
}

/// An order listed, with its label when the code that found it made one; the others (moves,
/// beams, attempts, plays, ability uses) are named from the order itself, only when the decision is
/// shown.
type Listed = (Option<String>, Order);

/// The orders segment: one order per step, until the player ends it. A step that stops at
/// the decision resumes from it with the list it built (`kernel::Rest`).
pub(crate) fn orders_segment(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let player = step.state.active;
    let orders = order_list(step, player)?;
    let count = orders.len();
    step.decide_then(
        player,
        orders,
        count,
        |step, orders| {
            let labels = orders.iter().map(|listed| label(step, listed)).collect();
            ("execute orders".into(), labels)
        },
        execute_chosen,
    )
}

/// Executes the order chosen in the list.
#[expect(
    clippy::ptr_arg,
    reason = "the kept rest calls it with the list it keeps (`kernel::Then`)"
)]
fn execute_chosen(step: &mut Step<'_>, chosen: usize, orders: &Vec<Listed>) -> Result<(), Interrupt> {
    let player = step.state.active;
    execute(step, player, orders[chosen].1.clone())
}

/// How the decision names an order.
fn label(step: &Step<'_>, (label, order): &Listed) -> String {
    if let Some(label) = label {
        return label.clone();
    }
    match order {
        Order::End => "end orders".into(),
        Order::Beam { card, to } => beam_label(step, *card, *to),
        Order::Play(play) => play.label.clone(),
        Order::Use(used) => used.label(step),
        Order::Move(chosen) => chosen.label(step),
        Order::Walk(walk) => walk.label(step),
        Order::Attempt { location, crew_of, .. } => {
            crate::rules::attempt::groups::attempt_label(step, *location, *crew_of)
        }
        _ => String::new(),
    }
}

/// How the decision names a beam order.
fn beam_label(step: &Step<'_>, card: CardId, to: Place) -> String {
    match to {
        Place::Aboard { card: host } => {
            format!("beam {} aboard {}", step.named(card), step.named(host))
        }
        Place::Surface { location, .. } => format!(
            "beam {} to the surface of {}",
            step.named(card),
            step.named(step.state.location(location).mission)
        ),
        other => format!("beam {} to {other:?}", step.named(card)),
    }
}

/// Room for the orders of a usual list at once: the list is built at every decision of the
/// segment, and growing it order by order copies it again and again.
const USUAL_ORDERS: usize = 64;

/// Every order open to the player now, with its label. Each order is checked as it is found
/// (its forbids, a hologram's host) and listed only if allowed, in one list: the moves, beams
/// and battles are checked against the forbids in force read once for them all.
fn order_list(step: &mut Step<'_>, player: PlayerId) -> Result<Vec<Listed>, Interrupt> {
    let mut orders: Vec<Listed> = Vec::with_capacity(USUAL_ORDERS);
    orders.push((None, Order::End));
    let wrap = crate::rules::movement::passage::wraps(step, player)?;
    let barriers = crate::rules::movement::passage::barriers(step);
    let mut forbids = ReadForbids::read(step, none_ignored);
    let board = super::presence::Board::of(step, player);
    let (own, opposed) = (&board.own, &board.opposed);
    let mut checked = crate::rules::movement::passage::MovesChecked::default();
    for chosen in crate::rules::movement::ships::moves(step, player, wrap, own) {
        if crate::rules::movement::passage::allowed(step, &mut forbids, player, &chosen, barriers, &mut checked)? {
            // Else a card in play forbids it (Menthar Booby Trap: "it cannot move"; Q-Net).
            orders.push((None, Order::Move(chosen)));
        }
    }
    super::beams::beams(step, player, &mut forbids, &board.crewed, |card, to| {
        orders.push((None, Order::Beam { card, to }));
    })?;
    for (card, to) in super::beam_grants::granted_boardings(step, player)? {
        // A beam a static text grants aboard a ship not the player's (Open Diplomatic
        // Relations), named as any other beam order; a hologram only where it may exist.
        if crate::rules::statics::holograms::may_exist(step, card, to)? {
            orders.push((None, Order::Beam { card, to }));
        }
    }
    for walk in crate::rules::movement::walking::walks(step, player, &board.crewed) {
        orders.push((None, Order::Walk(walk)));
    }
    for (label, card, to) in crate::rules::movement::beaming::text_beams(step, player)? {
        if crate::rules::statics::holograms::may_exist(step, card, to)? {
            // Else the hologram may not exist there (Holodeck, Holo-Projectors).
            orders.push((Some(label), Order::Beam { card, to }));
        }
    }
    for found in crate::rules::attempt::groups::attempt_groups(step, player, own) {
        let (location, group, crew_of) = (found.location, found.group, found.crew_of);
        let mission = step.state.location(location).mission;
        let attempt = ActionRef::new(ActionType::Attempt, mission, player).with_group(group.clone());
        if crate::rules::statics::forbid::forbidden(step, &attempt)? {
            // A card in play forbids it ("Mission can't be attempted here").
            continue;
        }
        orders.push((
            None,
            Order::Attempt {
                location,
                group,
                crew_of,
            },
        ));
    }
    for found in crate::rules::borg::scouting::scout_orders(step, player) {
        if crate::rules::statics::forbid::forbidden(step, &found.action(step, player))? {
            // A card in play forbids it (Supernova: "unscoutable").
            continue;
        }
        orders.push((Some(found.label.clone()), Order::Scout(found)));
    }
    for (label, attack) in crate::rules::battle::attack_orders(step, player, own, opposed, &board.crewed) {
        if forbids.forbidden(step, &crate::rules::battle::action_of(&attack.battle))? {
            // A card forbids that battle (Hail: "they cannot battle each other this turn").
            continue;
        }
        orders.push((Some(label), Order::Attack(attack)));
    }
    orders.extend(
        crate::rules::capture::custody_orders(step, player)
            .into_iter()
            .map(|(label, custody)| (Some(label), Order::Custody(custody))),
    );
    orders.extend(
        crate::rules::affiliation::mode_changes(step, player)
            .into_iter()
            .map(|(label, card, mode)| (Some(label), Order::Mode { card, mode })),
    );
    for play in interrupt_plays(step, player)? {
        orders.push((None, Order::Play(play)));
    }
    for play in crate::rules::playing::hidden_agenda::activations(step, player)? {
        orders.push((None, Order::Play(play)));
    }
    owed_attempts(step, &mut orders);
    let uses = crate::rules::timing::abilities::actions(step, player, true)?;
    let battle_required = orders
        .iter()
        .any(|(_, order)| matches!(order, Order::Attack(attack) if crate::rules::battle::is_required(step, attack)));
    if battle_required || uses.iter().any(|u| u.required) {
        // §3.9: a required action must be taken before the orders end (a required battle too,
        // while one is possible).
        orders.retain(|(_, order)| !matches!(order, Order::End));
    }
    orders.extend(uses.into_iter().map(|u| (None, Order::Use(u))));
    Ok(orders)
}

/// Runs the order chosen, then the cures its result allows.
fn execute(step: &mut Step<'_>, player: PlayerId, order: Order) -> Result<(), Interrupt> {
    match order {
        Order::End => set_segment(step, Segment::End),
        Order::Move(chosen) => crate::rules::movement::ships::begin(step, player, chosen),
        Order::Walk(walk) => {
            step.state.end_awaited_next_action();
            crate::rules::movement::walking::walk(step, walk);
        }
        Order::Beam { card, to } => {
            // A beaming is an action with no frame of its own: the effects waiting for the next
            // action end as it is taken.
            step.state.end_awaited_next_action();
            crate::rules::movement::beaming::beam(step, player, card, to)
        }
        Order::Attempt { location, group, .. } => {
            for &member in &group {
                if let Place::Aboard { card: ship } = step.state.card(member).place {
                    // S:46: the attempt pays what the ship owed here.
                    step.state
                        .end_lasting(ship, |l| matches!(l.effect, LastingEffect::MustAttempt { .. }));
                }
            }
            step.emit(Event::AttemptBegan {
                player,
                location,
                group: group.clone(),
            });
            let opened_at = step.checkpoint();
            step.state.flow.push(Frame::Attempt {
                player,
                location,
                group,
                set_aside_on_top: 0,
                stage: crate::state::AttemptStage::Announced,
                opened_at,
                scouting: None,
            });
        }
        Order::Scout(scout) => crate::rules::borg::scouting::begin(step, player, scout),
        Order::Play(play) => initiate(step, player, play, None),
        Order::Use(used) => crate::rules::timing::abilities::initiate(step, player, used),
        Order::Attack(attack) => crate::rules::battle::initiate(step, attack.battle),
        Order::Custody(custody) => crate::rules::capture::take_custody(step, custody),
        Order::Mode { card, mode } => crate::rules::affiliation::set_mode(step, card, mode),
    }
    check_cures(step)
}

/// S:46: a ship that owes an attempt here, and whose crew can make it, may not move away,
/// and the orders may not end, until it is made.
fn owed_attempts(step: &Step<'_>, orders: &mut Vec<Listed>) {
    let owing: Vec<CardId> = orders
        .iter()
        .filter_map(|(_, order)| match order {
            Order::Attempt { location, group, .. } => {
                group.first().and_then(|&member| match step.state.card(member).place {
                    Place::Aboard { card: ship } if step.state.owed_attempt(ship) == Some(*location) => Some(ship),
                    _ => None,
                })
            }
            _ => None,
        })
        .collect();
    if !owing.is_empty() {
        orders.retain(|(_, order)| match order {
            Order::End => false,
            Order::Move(chosen) => !owing.contains(&chosen.ship),
            _ => true,
        });
    }
}
