//! The rule procedures the interpreter needs that are more than a plain change of the state:
//! a death that a card may replace, a destruction, a battle, a required move, a card played as
//! if it were the normal card play, a forbid read from the cards in play... The kernel declares
//! them; the rules layer implements them (`rules::RuleBook`), and a [`Step`] carries the
//! implementation, so card text reaches them without the interpreter naming the rules.

use crate::ids::{CardId, LocationId, PlayerId};
use crate::kernel::{Interrupt, Step};
use crate::state::{ActionRef, Battle};

/// The RANGE a landing or a taking off spends, as the card allowing it says (Glossary, "landed
/// ships": none unless the card says so).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeCost {
    /// None.
    Free,
    /// The ship's whole RANGE, all of it unused this turn ("using full RANGE").
    Full,
    /// This much.
    Amount(i64),
}

/// A ship's normal movement off the spaceline (M:433), [`Rules::transfer_ship`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShipTransfer {
    /// Sets down on the planet at its location.
    Land(RangeCost),
    /// A landed ship goes back into space at its location.
    TakeOff(RangeCost),
    /// Goes aboard this carrier ship at its location.
    Load(CardId),
    /// A carried ship goes back into space at its carrier's location.
    Launch,
}

/// The rule procedures card text calls, implemented by the rules layer.
pub trait Rules: Sync {
    /// A personnel targeted to die is spared when a card answers its death (M:134 for
    /// replacements); the cards targeted with it are `doomed`; `at_random` when the text that
    /// kills it selected it at random (S:250), so that "randomly selected to die" answers it
    /// too. Whether it was.
    fn spared(&self, step: &mut Step<'_>, card: CardId, doomed: &[CardId], at_random: bool) -> Result<bool, Interrupt>;

    /// A personnel selected at random to be captured (S:250) is spared when an interrupt
    /// answers the selection (Wolf); the cards captured with it are `group`. Whether it was.
    fn spared_from_capture(&self, step: &mut Step<'_>, card: CardId, group: &[CardId]) -> Result<bool, Interrupt>;

    /// Destroys a ship or facility, its crew lost with it unless rescued, `by` the player
    /// directly responsible if any (M:398); the cards that died.
    fn destroy(&self, step: &mut Step<'_>, card: CardId, by: Option<PlayerId>) -> Result<Vec<CardId>, Interrupt>;

    /// Initiates a battle: it is logged and its initiation window opens above it.
    fn initiate_battle(&self, step: &mut Step<'_>, battle: Battle);

    /// Cancels the battle in progress.
    fn cancel_battle(&self, step: &mut Step<'_>);

    /// The cards still in play of `player`'s side of the current or last battle.
    fn combatants(&self, step: &Step<'_>, player: PlayerId) -> Vec<CardId>;

    /// Who died in the last battle.
    fn casualties(&self, step: &Step<'_>) -> Vec<CardId>;

    /// Whether a text of one of the game's cards answers actions of this type (a trigger
    /// naming it): an action nobody may answer need not be logged (`used_as`).
    fn answered_in_game(&self, step: &Step<'_>, kind: crate::state::ActionType) -> bool;

    /// The cards still in play of the winning (`won`) or losing side of the last battle.
    fn battle_side(&self, step: &Step<'_>, won: bool) -> Vec<CardId>;

    /// Whether `player` attacked in the last battle, or defended and fired back.
    fn retaliated(&self, step: &Step<'_>, player: PlayerId) -> bool;

    /// Beams `card` by card text (Near-Warp Transport, Emergency Transporter Armbands, a
    /// dilemma's beam): such a text overcomes no obstacle to beaming, so a stopped card, or a
    /// beam a card in play forbids, does not happen (the Glossary's `beaming` entry). The beam
    /// is logged like a beam order's; whether it happened.
    fn beam_by_text(&self, step: &mut Step<'_>, card: CardId, to: crate::state::Place) -> Result<bool, Interrupt>;

    /// Whether a ship is staffed now: its crew meets its staffing icons (S:345-351), or a card
    /// counts it as staffed.
    fn staffed(&self, step: &Step<'_>, ship: CardId) -> bool;

    /// Whether these cards alone would staff the ship (its staffing icons and a matching
    /// personnel among them), whoever is aboard it now.
    fn staffed_by(&self, step: &Step<'_>, ship: CardId, crew: &[CardId]) -> bool;

    /// `player`'s `crew` faces the next dilemma under the mission at `location`, outside a
    /// mission attempt (Nebula: "your ship here encounters next seed card").
    fn face_next_dilemma(
        &self,
        step: &mut Step<'_>,
        player: PlayerId,
        location: LocationId,
        crew: Vec<CardId>,
    ) -> Result<(), Interrupt>;

    /// How many times `player` beamed at `location` this turn.
    fn beams_this_turn(&self, step: &Step<'_>, location: LocationId, player: PlayerId) -> i64;

    /// The normal card plays `player` has left this turn.
    fn plays_left(&self, step: &Step<'_>, player: PlayerId) -> u32;

    /// Whether `card` is being played as its player's normal card play.
    fn is_normal_play(&self, step: &Step<'_>, card: CardId) -> bool;

    /// Whether it is the start of `player`'s turn, before its card play.
    fn at_turn_start(&self, step: &Step<'_>, player: PlayerId) -> bool;

    /// Spends one of `player`'s normal card plays this turn on a card's text that is used "in
    /// place of your normal card play" (FAQ:115): whether one was left to spend.
    fn use_card_play(&self, step: &mut Step<'_>, player: PlayerId) -> bool;

    /// Whether it is `player`'s card play segment, where a normal card play may be made.
    fn in_card_play(&self, step: &Step<'_>, player: PlayerId) -> bool;

    /// Undoes a card play in progress: the card goes back, and a normal play is not spent.
    fn cancel_play(&self, step: &mut Step<'_>, card: CardId);

    /// A required move toward the ship's heading.
    fn move_to_heading(&self, step: &mut Step<'_>, ship: CardId) -> Result<(), Interrupt>;

    /// A ship's normal movement off the spaceline that a card allows (M:433): it lands or takes
    /// off, or is loaded aboard a carrier or launched. Whether it did (a ship the movement's
    /// rules do not let go stays where it is).
    fn transfer_ship(&self, step: &mut Step<'_>, ship: CardId, transfer: ShipTransfer) -> bool;

    /// A required move to the far end of the spaceline (`around_ends`: past an end, on).
    fn move_to_far_end(&self, step: &mut Step<'_>, ship: CardId, around_ends: bool) -> Result<(), Interrupt>;

    /// Whether a card in play, or a timed forbid, forbids the action.
    fn forbidden(&self, step: &mut Step<'_>, action: &ActionRef) -> Result<bool, Interrupt>;

    /// `player` plays `card` from hand as if it were the normal card play; with `at`, only a
    /// play that goes to that location.
    fn play_as_if_normal(
        &self,
        step: &mut Step<'_>,
        player: PlayerId,
        card: CardId,
        at: Option<LocationId>,
    ) -> Result<(), Interrupt>;

    /// Up to `most` of `candidates` in `player`'s hand report aboard `ship` as its crew, each as
    /// it could report there on its own (a ship reporting with its crew).
    fn report_crew(
        &self,
        step: &mut Step<'_>,
        player: PlayerId,
        candidates: &[CardId],
        ship: CardId,
        most: usize,
    ) -> Result<(), Interrupt>;

    /// An event was just logged: the triggers that may answer it decide their `if` conditions
    /// on the board as it is now, before the rest of the action changes it.
    fn event_logged(&self, step: &mut Step<'_>);

    /// Card text just changed what the static layer reads (a skills box): the layer is
    /// computed again, so the ability's next sentence reads the card as this one left it.
    fn statics_changed(&self, step: &mut Step<'_>);

    /// Brings one action scheduled for `player`'s next turn forward to now (`source` names
    /// the card that does it, for the log).
    fn bring_forward(&self, step: &mut Step<'_>, player: PlayerId, source: &str) -> Result<(), Interrupt>;

    /// `player` completes `objective`: its point box is scored and the artifacts of the
    /// location it targets may be acquired (S:108).
    fn complete_objective(&self, step: &mut Step<'_>, player: PlayerId, objective: CardId) -> Result<(), Interrupt>;

    /// `acquirer` acquires `artifacts` for its controller, as artifacts are earned (M:300).
    fn acquire(&self, step: &mut Step<'_>, acquirer: CardId, artifacts: &[CardId]) -> Result<(), Interrupt>;

    /// The game is ending: the texts of cards in play that answer its end (`when game_end`)
    /// run now, before the result stands.
    fn game_ending(&self, step: &mut Step<'_>);
}
