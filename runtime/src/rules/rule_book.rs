//! The rules layer's side of the kernel's [`Rules`]: each procedure card text calls, done by
//! the rules area that holds it.

use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::{Interrupt, Rules, Step};
use crate::rules::battle;
use crate::rules::losses::{death, selection};
use crate::rules::movement::beaming;
use crate::rules::movement::required_move;
use crate::rules::playing::card_play;
use crate::rules::playing::play;
use crate::rules::statics::forbid;
use crate::rules::turn::schedule;
use crate::state::{ActionRef, ActionType, Battle};

/// The rules of the game as the kernel's [`Rules`].
pub(crate) struct RuleBook;

/// The one rule book every step carries.
pub(crate) static RULES: RuleBook = RuleBook;

impl Rules for RuleBook {
    fn spared(&self, step: &mut Step<'_>, card: CardId, doomed: &[CardId], at_random: bool) -> Result<bool, Interrupt> {
        if at_random && selection::answered(step, card, ActionType::SelectedToDie, doomed)? {
            return Ok(true);
        }
        death::spared(step, card, doomed)
    }

    fn spared_from_capture(&self, step: &mut Step<'_>, card: CardId, group: &[CardId]) -> Result<bool, Interrupt> {
        selection::answered(step, card, ActionType::SelectedToBeCaptured, group)
    }

    fn destroy(&self, step: &mut Step<'_>, card: CardId, by: Option<PlayerId>) -> Result<Vec<CardId>, Interrupt> {
        battle::destroy(step, card, by)
    }

    fn initiate_battle(&self, step: &mut Step<'_>, one: Battle) {
        battle::initiate(step, one);
    }

    fn cancel_battle(&self, step: &mut Step<'_>) {
        battle::cancel(step);
    }

    fn combatants(&self, step: &Step<'_>, player: PlayerId) -> Vec<CardId> {
        battle::combatants(step, player)
    }

    fn casualties(&self, step: &Step<'_>) -> Vec<CardId> {
        battle::casualties(step)
    }

    fn answered_in_game(&self, step: &Step<'_>, kind: crate::state::ActionType) -> bool {
        let game = crate::rules::timing::window_answers::of_game(step);
        game.by_card.iter().any(|answers| answers.triggers.has(kind))
    }

    fn battle_side(&self, step: &Step<'_>, won: bool) -> Vec<CardId> {
        battle::side_of_outcome(step, won)
    }

    fn retaliated(&self, step: &Step<'_>, player: PlayerId) -> bool {
        battle::retaliated(step, player)
    }

    fn beam_by_text(&self, step: &mut Step<'_>, card: CardId, to: crate::state::Place) -> Result<bool, Interrupt> {
        beaming::beam_by_text(step, card, to)
    }

    fn staffed(&self, step: &Step<'_>, ship: CardId) -> bool {
        crate::rules::movement::ships::staffed(step, ship)
    }

    fn staffed_by(&self, step: &Step<'_>, ship: CardId, crew: &[CardId]) -> bool {
        crate::rules::movement::ships::staffed_by(step, ship, crew)
    }

    fn face_next_dilemma(
        &self,
        step: &mut Step<'_>,
        player: PlayerId,
        location: LocationId,
        crew: Vec<CardId>,
    ) -> Result<(), Interrupt> {
        crate::rules::attempt::face_next::face_next_dilemma(step, player, location, crew)
    }

    fn beams_this_turn(&self, step: &Step<'_>, location: LocationId, player: PlayerId) -> i64 {
        beaming::beams_this_turn(step, location, player)
    }

    fn plays_left(&self, step: &Step<'_>, player: PlayerId) -> u32 {
        card_play::plays_left(step, player)
    }

    fn is_normal_play(&self, step: &Step<'_>, card: CardId) -> bool {
        card_play::is_normal_play(step, card)
    }

    fn at_turn_start(&self, step: &Step<'_>, player: PlayerId) -> bool {
        card_play::at_turn_start(step, player)
    }

    fn use_card_play(&self, step: &mut Step<'_>, player: PlayerId) -> bool {
        card_play::use_card_play(step, player)
    }

    fn in_card_play(&self, step: &Step<'_>, player: PlayerId) -> bool {
        card_play::in_card_play(step, player)
    }

    fn cancel_play(&self, step: &mut Step<'_>, card: CardId) {
        card_play::cancel_play(step, card);
    }

    fn move_to_heading(&self, step: &mut Step<'_>, ship: CardId) -> Result<(), Interrupt> {
        required_move::move_to_heading(step, ship)
    }

    fn transfer_ship(&self, step: &mut Step<'_>, ship: CardId, transfer: crate::kernel::ShipTransfer) -> bool {
        crate::rules::movement::landing::transfer(step, ship, transfer)
    }

    fn move_to_far_end(&self, step: &mut Step<'_>, ship: CardId, around_ends: bool) -> Result<(), Interrupt> {
        required_move::move_to_far_end(step, ship, around_ends)
    }

    fn forbidden(&self, step: &mut Step<'_>, action: &ActionRef) -> Result<bool, Interrupt> {
        forbid::forbidden(step, action)
    }

    fn play_as_if_normal(
        &self,
        step: &mut Step<'_>,
        player: PlayerId,
        card: CardId,
        at: Option<LocationId>,
    ) -> Result<(), Interrupt> {
        play::play_as_if_normal(step, player, card, at)
    }

    fn report_crew(
        &self,
        step: &mut Step<'_>,
        player: PlayerId,
        candidates: &[CardId],
        ship: CardId,
        most: usize,
    ) -> Result<(), Interrupt> {
        crate::rules::playing::crew::report_crew(step, player, candidates, ship, most)
    }

    fn bring_forward(&self, step: &mut Step<'_>, player: PlayerId, source: &str) -> Result<(), Interrupt> {
        schedule::bring_forward(step, player, source)
    }

    fn event_logged(&self, step: &mut Step<'_>) {
        crate::rules::timing::guards_at_event::decide(step);
    }

    fn statics_changed(&self, step: &mut Step<'_>) {
        step.refresh_statics();
    }

    fn complete_objective(&self, step: &mut Step<'_>, player: PlayerId, objective: CardId) -> Result<(), Interrupt> {
        crate::rules::objectives::complete(step, player, objective)
    }

    fn acquire(&self, step: &mut Step<'_>, acquirer: CardId, artifacts: &[CardId]) -> Result<(), Interrupt> {
        let player = step.state.card(acquirer).controller;
        let location = step.location_of(acquirer);
        let group = vec![acquirer];
        crate::rules::attempt::earn_artifacts(step, player, location, &group, artifacts);
        Ok(())
    }

    fn game_ending(&self, step: &mut Step<'_>) {
        crate::rules::turn::game_end::run(step);
    }
}
