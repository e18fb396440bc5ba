//! Abilities of cards in play used as actions: `action` texts, special downloads, and
//! `respond to` texts of cards in play other than interrupts and events (theirs are played
//! from hand in response). A card's abilities are used by its controller, or by
//! either player when it "affects all players" (Manheim's Dimensional Door), and `you` is
//! then whoever uses it. A use is an action of its own: it is initiated (its limit counted),
//! its response window opens, and it resolves when both players pass (rules-digest §3.1).
//! Actions that suspend play and special downloads may be used at any time in the play
//! phase, never in the seed phases (S:858-860); other actions only in the orders of their
//! user's own turn (S:532).

use super::uses;
use crate::event::Event;
use crate::ids::{CardId, PlayerId};
use crate::interp::{matches_action, run_block, truth, Context, Value};
use crate::kernel::Interrupt;
use crate::kernel::Step;
use crate::rules::turn::segments::context_for;
use crate::state::ActionRef;
use crate::state::Frame;
use crate::state::{Phase, Place};
use stccg_lang::ast::AbilityKind;

/// One way to use an ability of a card in play, as an option. Its text is made only when the
/// decision is shown ([`AbilityUse::label`]).
#[derive(Clone, Debug)]
pub(crate) struct AbilityUse {
    /// The card.
    pub(crate) card: CardId,
    /// The ability's index.
    pub(crate) ability: usize,
    /// The action it responds to, for a response.
    pub(crate) answering: Option<ActionRef>,
    /// Whether the player must take it before ending the turn's orders (§3.9).
    pub(crate) required: bool,
}

impl AbilityUse {
    /// The option's text: "LABEL with CARD" for an action, "special download TITLE with
    /// CARD", "use CARD to respond to SUBJECT" for a response.
    pub(crate) fn label(&self, step: &Step<'_>) -> String {
        let card = step.describe(self.card);
        match step.def(self.card).abilities.get(self.ability).map(|a| &a.kind) {
            Some(AbilityKind::SpecialDownload { card: title }) => {
                format!("special download {} with {card}", title.name)
            }
            Some(AbilityKind::Response { .. }) => {
                let subject = self.answering.as_ref().map(|action| action.subject);
                format!(
                    "use {card} to respond to {}",
                    subject.map_or_else(String::new, |s| step.describe(s))
                )
            }
            Some(AbilityKind::Action { label, .. }) => {
                format!("{} with {card}", label.as_ref().map_or("use", |l| l.name.as_str()))
            }
            _ => card,
        }
    }
}

/// Whether `player` may use the abilities of `card`. A personnel's abilities are its special
/// skills: removed with all its skills, they cannot be used (S:514).
fn may_use(step: &Step<'_>, card: CardId, player: PlayerId) -> bool {
    let state = step.state.card(card);
    step.def(card).has_uses
        && state.place.in_play()
        && !state.status.stasis
        && !state.status.disabled
        && !(step.def(card).is("personnel") && step.state.specials_removed(card))
        && (state.controller == player || step.def(card).affects_all_players)
}

/// The context an ability runs in for its user.
pub(crate) fn user_context(step: &Step<'_>, card: CardId, user: PlayerId) -> Context {
    let mut ctx = context_for(step, card);
    ctx.controller = user;
    ctx
}

/// Responses of cards in play that `player` may use against `action`.
pub(crate) fn responses(
    step: &mut Step<'_>,
    player: PlayerId,
    action: &ActionRef,
) -> Result<Vec<AbilityUse>, Interrupt> {
    let mut found = Vec::new();
    // The cards in play that may answer a window, among them those with a `respond to`.
    for card in super::answerers::in_play(step) {
        // A card without a `respond to` is skipped by its definition, before its state is read.
        if !step.def(card).has_responses || !may_use(step, card, player) || card == action.subject {
            continue;
        }
        let interrupt = step.def(card).is("interrupt");
        let event = step.def(card).is("event");
        if interrupt {
            // An interrupt's `respond to` is the card played from hand in response; once
            // played its text is spent.
            continue;
        }
        let abilities = step.text_abilities(card);
        for (index, ability) in abilities.iter().enumerate() {
            let AbilityKind::Response {
                pattern, limit, guard, ..
            } = &ability.kind
            else {
                continue;
            };
            if event && !event_uses_in_play(limit.as_ref()) {
                // An event's `respond to` without a limit is the event played from hand in
                // response (Fair Play); on the table that text is spent.
                continue;
            }
            if !uses::available(step, card, index, *limit, player) {
                continue;
            }
            let mut ctx = user_context(step, card, player);
            if !matches_action(step, &mut ctx, pattern, action)? {
                continue;
            }
            let name = binding_name(ability);
            ctx.bindings.push((name, Value::Card(action.subject)));
            if let Some(guard) = guard {
                if !truth(step, &mut ctx, guard)? {
                    continue;
                }
            }
            if use_forbidden(step, card, player)? {
                break;
            }
            found.push(AbilityUse {
                card,
                ability: index,
                answering: Some(action.clone()),
                required: false,
            });
        }
    }
    Ok(found)
}

/// Whether a card forbids the use of this card's text now, in play or for a time (`forbid
/// use(CARDS) until TIME`: Howard Heirloom Candle "prevents {Anya} or {Salia} from morphing
/// this turn", their morphing being the use of their text): none of its abilities is offered.
/// Read only for a card with an ability to offer.
fn use_forbidden(step: &mut Step<'_>, card: CardId, player: PlayerId) -> Result<bool, Interrupt> {
    let using = ActionRef::new(crate::state::ActionType::Use, card, player);
    crate::rules::statics::forbid::forbidden(step, &using)
}

/// Whether an event's `respond to` with this limit is an ability of the event while it is in
/// play, not the event played from hand: a text used "once per turn" (or each turn, every turn,
/// per game) is used again and again, which only a card in play can do ("While in play, once
/// per turn that Klingon may nullify ...": I Am Not a Merry Man!; S:527, S:532). Without a
/// limit it is the event's own play in response (Fair Play, F:26).
pub(crate) fn event_uses_in_play(limit: Option<&stccg_lang::ast::Limit>) -> bool {
    limit.is_some()
}

/// The name a response or trigger binds the action's subject to.
pub(crate) fn binding_name(ability: &stccg_lang::ast::Ability) -> String {
    let binding = match &ability.kind {
        AbilityKind::Response { binding, .. } | AbilityKind::Trigger { binding, .. } => binding.as_ref(),
        _ => None,
    };
    binding.map_or("it".to_string(), |b| b.name.to_string())
}

/// Binds the action's subject under the ability's binding name (`it` unless it names one),
/// then reads its guard: whether a trigger or response that matched an action answers it.
pub(crate) fn bind_and_guard(
    step: &mut Step<'_>,
    ctx: &mut Context,
    ability: &stccg_lang::ast::Ability,
    subject: CardId,
    guard: Option<&stccg_lang::ast::Expr>,
) -> Result<bool, Interrupt> {
    ctx.bindings.push((binding_name(ability), Value::Card(subject)));
    match guard {
        Some(guard) => truth(step, ctx, guard),
        None => Ok(true),
    }
}

/// The actions `player` may take with cards in play now, and with the cards of his discard
/// pile whose text is an action taken from there (`action ... from discard_pile`: "may be
/// taken from discard pile to hand"). In the orders of the player's own turn every action is
/// open; elsewhere in the play phase only those that suspend play.
pub(crate) fn actions(step: &mut Step<'_>, player: PlayerId, own_orders: bool) -> Result<Vec<AbilityUse>, Interrupt> {
    let mut found = Vec::new();
    if step.state.phase != Phase::Play {
        return Ok(found);
    }
    // The cards in play are read through the shared list (what a guard reads changes no
    // card's place or status), the pile's into a list of their own, read only in a game with a
    // card that has an action taken from there.
    // In the orders every card in play with text is read; elsewhere only those that may
    // answer a window, of which those with an action offered outside the orders.
    let (with_text, answering);
    let in_play: &[CardId] = if own_orders {
        with_text = step.in_play_with_text();
        &with_text
    } else {
        answering = super::answerers::in_play(step);
        &answering
    };
    if cfg!(debug_assertions) && !own_orders {
        skipped_offer_nothing(step, player)?;
    }
    let from_pile: Vec<CardId> = if game_has_pile_actions(step) {
        step.state
            .in_place(&Place::Discard { player })
            .iter()
            .copied()
            .filter(|&card| step.def(card).has_pile_actions)
            .collect()
    } else {
        Vec::new()
    };
    for &card in in_play.iter() {
        if !step.def(card).has_actions_in_play {
            // Its definition has no action used in play (responses alone, or none).
            continue;
        }
        if !own_orders && !step.def(card).has_uses_outside_orders {
            // Nothing of this card is offered outside its user's orders (told by its
            // definition, before its state is read).
            continue;
        }
        if !may_use(step, card, player) {
            continue;
        }
        let before = found.len();
        card_actions(step, player, own_orders, card, false, &mut found)?;
        if found.len() > before && use_forbidden(step, card, player)? {
            found.truncate(before);
        }
    }
    for card in from_pile {
        card_actions(step, player, own_orders, card, true, &mut found)?;
    }
    Ok(found)
}

/// Debug builds: the actions of the cards in play skipped outside the orders (their
/// definitions offer nothing there), read anyway: none is offered.
fn skipped_offer_nothing(step: &mut Step<'_>, player: PlayerId) -> Result<(), Interrupt> {
    let evaluated = step.evaluated.get();
    let mut none = Vec::new();
    let in_play = crate::state::reads::unrecorded(|| step.in_play_with_text());
    for &card in in_play.iter() {
        let def = step.def(card);
        if def.has_actions_in_play && !def.has_uses_outside_orders && may_use(step, card, player) {
            card_actions(step, player, false, card, false, &mut none)?;
        }
    }
    step.evaluated.set(evaluated);
    assert!(none.is_empty(), "an action skipped outside the orders is offered there");
    Ok(())
}

/// Whether one of the game's cards has an action taken from a discard pile (U.S.S.
/// Stargazer): read once for the game, as its cards are only ever added to.
fn game_has_pile_actions(step: &Step<'_>) -> bool {
    let cards = step.state.cards.len();
    step.in_play_memo.with_pile_actions(cards, || {
        (0..cards as u32).any(|index| step.def(CardId(index)).has_pile_actions)
    })
}

/// The actions `player` may take with one card ([`actions`]): in play, or in his discard
/// pile (`in_pile`), where only its actions taken from there are open.
fn card_actions(
    step: &mut Step<'_>,
    player: PlayerId,
    own_orders: bool,
    card: CardId,
    in_pile: bool,
    found: &mut Vec<AbilityUse>,
) -> Result<(), Interrupt> {
    let abilities = step.text_abilities(card);
    for (index, ability) in abilities.iter().enumerate() {
        if pending(step, card, index) {
            // A use waiting to resolve is not started again.
            continue;
        }
        if in_pile != matches!(&ability.kind, AbilityKind::Action { from_zone: Some(_), .. }) {
            // An action taken from the discard pile is not taken in play, and the
            // pile offers no other text.
            continue;
        }
        match &ability.kind {
            AbilityKind::Action {
                required,
                limit,
                suspends_play,
                guard,
                body,
                ..
            } => {
                // An action whose text spends the normal card play (`use_card_play`: "may
                // build", "in place of your normal card play") is taken in its player's card
                // play segment, not in the orders (FAQ:115), and not while plays made in place of
                // the normal card play (Red Alert!) are under way: they replace it, so it is
                // not there to spend (S:581: Spacedoor's one ship "even if you have Red Alert!").
                let offered = if step.pool().spends_card_play(body) {
                    step.rules().in_card_play(step, player) && step.state.players[player.index()].batch.is_none()
                } else {
                    own_orders || *suspends_play || uses::outside_orders(step, *limit, player)
                };
                if !offered || !uses::available(step, card, index, *limit, player) {
                    continue;
                }
                if let Some(guard) = guard {
                    let mut ctx = user_context(step, card, player);
                    if !crate::rules::guards::guard_holds(step, &mut ctx, Some(index), guard)? {
                        continue;
                    }
                }
                found.push(AbilityUse {
                    card,
                    ability: index,
                    answering: None,
                    required: *required && limit.is_some() && own_orders,
                });
            }
            AbilityKind::SpecialDownload { card: title } => {
                let deck = step.state.in_place(&Place::DrawDeck { player });
                if deck.iter().any(|&c| step.def(c).card_title() == title.name) {
                    found.push(AbilityUse {
                        card,
                        ability: index,
                        answering: None,
                        required: false,
                    });
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// Whether a use of this ability is on the flow stack, waiting to resolve.
fn pending(step: &Step<'_>, card: CardId, index: usize) -> bool {
    step.state
        .flow
        .iter()
        .any(|f| matches!(f, Frame::Ability { card: c, ability, .. } if *c == card && *ability == index))
}

/// Initiates a use: its limit is counted and its response window opens above whatever it
/// interrupts (S:858).
pub(crate) fn initiate(step: &mut Step<'_>, user: PlayerId, chosen: AbilityUse) {
    let limit = match &step.def(chosen.card).abilities[chosen.ability].kind {
        AbilityKind::Action { limit, .. } | AbilityKind::Response { limit, .. } => *limit,
        _ => None,
    };
    uses::record(step, chosen.card, chosen.ability, limit, user);
    let suspends = matches!(
        &step.def(chosen.card).abilities[chosen.ability].kind,
        AbilityKind::SpecialDownload { .. }
            | AbilityKind::Action {
                suspends_play: true,
                ..
            }
    );
    if let Some(action) = step.state.flow.last().and_then(Frame::action).filter(|_| suspends) {
        // S:858: it suspends the action in progress, which resumes after it; with no action
        // in progress it suspends nothing (S:860).
        step.emit(Event::Suspended { card: action.subject });
    }
    let opened_at = step.checkpoint();
    step.state.flow.push(Frame::Ability {
        card: chosen.card,
        ability: chosen.ability,
        user,
        answering: chosen.answering,
        responder: user.other(),
        passes: 0,
        opened_at,
    });
}

/// Resolves the use on top of the flow: its text runs (step 3, results).
pub(crate) fn resolve(step: &mut Step<'_>) -> Result<(), Interrupt> {
    let Some(Frame::Ability {
        card,
        ability,
        user,
        answering,
        ..
    }) = step.state.flow.pop()
    else {
        return Ok(());
    };
    let abilities = &step.def(card).abilities;
    let Some(ability_def) = abilities.get(ability) else {
        return Ok(());
    };
    step.emit(Event::AbilityUsed { card, ability });
    let mut ctx = user_context(step, card, user);
    match &ability_def.kind {
        AbilityKind::Response { body, .. } => {
            if let Some(answering) = answering {
                ctx.bindings
                    .push((binding_name(ability_def), Value::Card(answering.subject)));
            }
            run_block(step, &mut ctx, body)
        }
        AbilityKind::Action { body, .. } => run_block(step, &mut ctx, body),
        AbilityKind::SpecialDownload { card: title } => special_download(step, card, user, &title.name),
        _ => Ok(()),
    }
}

/// A special download: the named card comes from the draw deck into play where the card
/// that downloads it is (personnel and equipment), else into the hand; the deck is then
/// shuffled. A multi-affiliation card downloaded into play is declared in a mode as it
/// enters (M:473).
fn special_download(step: &mut Step<'_>, source: CardId, player: PlayerId, title: &str) -> Result<(), Interrupt> {
    let deck = step.state.in_place(&Place::DrawDeck { player });
    let Some(&card) = deck.iter().find(|&&c| step.def(c).card_title() == title) else {
        return Ok(());
    };
    let place = step.state.card(source).place;
    let destination = match (step.def(card).kind.as_str(), place) {
        ("personnel" | "equipment", place @ (Place::Aboard { .. } | Place::Surface { .. })) => place,
        _ => Place::Hand { player },
    };
    // A gated card ([AU]) enters play only through an open doorway, by a download too
    // (docs/rules.md, alternate-universe-icon): it stays in the deck.
    if destination.in_play() && (step.gated(player, card) || step.def(card).seeds_under.is_some()) {
        return Ok(());
    }
    step.move_to(card, destination);
    if destination.in_play() {
        step.emit(Event::Reported { card, player });
        crate::rules::affiliation::declare(step, player, card)?;
    }
    step.shuffle_deck(player);
    Ok(())
}
