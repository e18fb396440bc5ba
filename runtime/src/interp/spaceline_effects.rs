//! The effects that steer ships along the spaceline: `head_for` (a ship is given a location
//! it must move toward: Incoming Message's "targets one of their facilities ... Ship must do
//! nothing but move toward it"), `move_to_heading` (the required move itself, made now),
//! `move_to_far_end` (Cytherians: the required move toward the spaceline's far end),
//! `let_go` and the value `towing(ship)`
//! (Tractor Beam, S:630); `insert_location` (a card becomes a location inserted between two
//! missions: Gaps in Normal Space); `move_location` (a location, with its cards, moves to
//! another place on the spaceline: Blade of Tkon).

use super::exprs::{clause, eval, Value};
use super::Context;
use crate::defs::{EffectOp, FunctionOp};
use crate::ids::{CardId, LocationId};
use crate::kernel::{Interrupt, Step};
use crate::state::{Lasting, LastingEffect, Location, Place, Subject, Until};
use stccg_lang::ast::Effect;

/// Runs a spaceline effect.
pub(super) fn run(step: &mut Step<'_>, ctx: &mut Context, op: EffectOp, effect: &Effect) -> Result<(), Interrupt> {
    match op {
        EffectOp::HeadFor => head_for(step, ctx, effect),
        EffectOp::MoveToHeading => subject(step, ctx, effect).and_then(|ships| {
            for ship in ships {
                step.rules().move_to_heading(step, ship)?;
            }
            Ok(())
        }),
        EffectOp::MoveToFarEnd => move_to_far_end(step, ctx, effect),
        EffectOp::LetGo => subject(step, ctx, effect).map(|ships| {
            for ship in ships {
                crate::kernel::let_go(step, ship);
            }
        }),
        EffectOp::InsertLocation => insert_location(step, ctx, effect),
        EffectOp::MoveLocation => move_location(step, ctx, effect),
        other => Err(super::effects::not_routed(step, ctx, other, effect)),
    }
}

/// The cards of the effect's subject.
fn subject(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<Vec<CardId>, Interrupt> {
    Ok(match &effect.subject {
        Some(expr) => eval(step, ctx, expr)?.cards(),
        None => Vec::new(),
    })
}

/// `head_for SHIPS to LOCATION`: the ships' required moves go toward that location (a card
/// stands for the location where it is). Nothing changes when there is no such location.
fn head_for(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let location = match clause(step, ctx, effect, "to")? {
        Some(Value::Location(location)) => Some(location),
        Some(value) => value.cards().first().and_then(|&c| step.location_of(c)),
        None => None,
    };
    let Some(location) = location else {
        return Ok(());
    };
    for ship in subject(step, ctx, effect)? {
        step.state.set_heading(ship, location, Some(ctx.this));
    }
    Ok(())
}

/// `move_to_far_end SHIPS [with around_ends]`: each ship's required move toward the
/// spaceline's far end, made now; `with around_ends` lets the way go around the spaceline's
/// ends where its player may move so (Where No One Has Gone Before).
fn move_to_far_end(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let around_ends = matches!(
        clause(step, ctx, effect, "with")?,
        Some(Value::Name(name)) if name == "around_ends"
    );
    for ship in subject(step, ctx, effect)? {
        step.rules().move_to_far_end(step, ship, around_ends)?;
    }
    Ok(())
}

/// The spaceline values: `towing(ship)`, the ships a ship tows now; `None` for other names.
pub(super) fn value(step: &Step<'_>, op: FunctionOp, subject: &Value) -> Option<Value> {
    match op {
        FunctionOp::Towing => Some(Value::Cards(match subject.clone().cards().first() {
            Some(&ship) => crate::kernel::towed_by(step, ship),
            None => Vec::new(),
        })),
        _ => None,
    }
}

/// The places between two missions on the spaceline, as the positions a location inserted
/// there would take (Gaps in Normal Space: "Insert in spaceline between two missions").
pub(super) fn gaps_between_missions(step: &Step<'_>) -> Vec<usize> {
    let is_mission = |position: usize| {
        step.state
            .at_position(position)
            .is_some_and(|l| step.def(step.state.location(l).mission).mission.is_some())
    };
    // Two missions of one quadrant's spaceline: the spacelines are not joined (S:593).
    let same_line = |position: usize| match (step.state.at_position(position - 1), step.state.at_position(position)) {
        (Some(left), Some(right)) => step.state.same_spaceline(left, right),
        _ => false,
    };
    (1..step.state.locations().count())
        .filter(|&p| is_mission(p - 1) && is_mission(p) && same_line(p))
        .collect()
}

/// `insert_location CARD as KIND with SPAN`: the card becomes a location of that kind and
/// span, inserted into the spaceline between two missions where its controller chooses
/// (Gaps in Normal Space: "Insert in spaceline between two missions as a span 4 [S]
/// location"). Nothing happens when there is no such place.
fn insert_location(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let Some(&card) = subject(step, ctx, effect)?.first() else {
        return Ok(());
    };
    let span = match clause(step, ctx, effect, "with")? {
        Some(Value::Number(span)) => span,
        _ => 1,
    };
    let kind = match clause(step, ctx, effect, "as")? {
        Some(Value::Name(icon)) if icon == "P" => "planet",
        _ => "space",
    };
    let gaps = gaps_between_missions(step);
    if gaps.is_empty() {
        return Ok(());
    }
    let name = |step: &Step<'_>, position: usize| match step.state.at_position(position) {
        Some(location) => step.describe(step.state.location(location).mission),
        None => String::new(),
    };
    let options = gaps
        .iter()
        .map(|&p| format!("between {} and {}", name(step, p - 1), name(step, p)))
        .collect();
    let prompt = format!("{}: insert it into the spaceline", step.title(ctx.this));
    let chosen = step.decide(ctx.controller, prompt, options)?;
    // The location joins the spaceline of the missions it is inserted between.
    let quadrant = step
        .state
        .at_position(gaps[chosen])
        .map(|l| step.state.location(l).quadrant)
        .unwrap_or_default();
    let mut location = Location::new(card).in_quadrant(quadrant);
    location.span = Some(span);
    let id = step.state.insert_location(gaps[chosen], location);
    step.state.add_lasting(Lasting {
        effect: LastingEffect::Converted { kind: kind.to_string() },
        subject: Subject::Card(card),
        source: Some(ctx.this),
        until: Until::RestOfGame,
    });
    if card == ctx.this {
        ctx.self_moved = true;
    }
    step.move_to(card, Place::Mission { location: id });
    Ok(())
}

/// `move_location CARD`: the location the card forms (a mission), with every card there,
/// moves to another place on the spaceline its controller chooses, between two locations or at
/// either end, not where it is (Blade of Tkon: "relocate one planet location, and all cards
/// there, to a different place on the spaceline"). The cards there keep the location's id, so
/// they go with it. Nothing happens for a card that forms no location on the spaceline.
fn move_location(step: &mut Step<'_>, ctx: &mut Context, effect: &Effect) -> Result<(), Interrupt> {
    let Some(&card) = subject(step, ctx, effect)?.first() else {
        return Ok(());
    };
    let Some(id) = step.state.location_formed_by(card) else {
        return Ok(());
    };
    let Some(from) = step.state.position(id) else {
        return Ok(());
    };
    // The places of its quadrant's spaceline without it (locations never move between
    // quadrants: M:259, S:593): before the first of the others, between two, after the last;
    // the one it leaves is not a different place.
    let start = step.state.spaceline_of(id).start;
    let others: Vec<LocationId> = step
        .state
        .locations()
        .filter(|&l| l != id && step.state.same_spaceline(l, id))
        .collect();
    let places: Vec<usize> = (0..=others.len()).filter(|&p| p != from - start).collect();
    if places.is_empty() {
        return Ok(());
    }
    let name = |l: LocationId| step.describe(step.state.location(l).mission);
    let options = places
        .iter()
        .map(|&p| match (p.checked_sub(1).map(|i| others[i]), others.get(p)) {
            (None, Some(&right)) => format!("at the left end, before {}", name(right)),
            (Some(left), None) => format!("at the right end, after {}", name(left)),
            (Some(left), Some(&right)) => format!("between {} and {}", name(left), name(right)),
            (None, None) => String::new(),
        })
        .collect();
    let prompt = format!(
        "{}: move {} along the spaceline",
        step.title(ctx.this),
        step.describe(card)
    );
    let chosen = step.decide(ctx.controller, prompt, options)?;
    step.state.move_location(id, start + places[chosen]);
    Ok(())
}
