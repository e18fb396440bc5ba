//! The event log: every change of state is one serialisable event, in order. The same
//! ruleset, decks, seed and decisions give the same log, byte for byte.

use crate::ids::{CardId, LocationId, PlayerId};
use crate::state::{BattleKind, Phase, Place, StatusKind};
use serde::{Deserialize, Serialize};

/// One change of state, or one step of the timing engine worth recording.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The game started; decks were shuffled.
    GameStarted {
        /// The seed of the game's random numbers.
        seed: u64,
    },
    /// A phase began.
    PhaseBegan {
        /// The phase.
        phase: Phase,
    },
    /// A player's turn began.
    TurnBegan {
        /// Whose.
        player: PlayerId,
        /// The turn number, counting both players' turns from 1.
        number: u32,
    },
    /// A card moved from one place to another.
    Moved {
        /// The card.
        card: CardId,
        /// Where it was.
        from: Place,
        /// Where it is.
        to: Place,
    },
    /// A mission was placed on the spaceline.
    MissionPlaced {
        /// The mission card.
        card: CardId,
        /// Its location.
        location: LocationId,
    },
    /// A player passed in a seed phase or a response window.
    Passed {
        /// Who.
        player: PlayerId,
    },
    /// A card was played (its initiation).
    Played {
        /// The card.
        card: CardId,
        /// By whom.
        player: PlayerId,
    },
    /// A card's effect was nullified.
    Nullified {
        /// The card.
        card: CardId,
    },
    /// A status changed.
    Status {
        /// The card.
        card: CardId,
        /// The status.
        status: StatusKind,
        /// Whether it is now on.
        on: bool,
    },
    /// Points were scored (negative: lost).
    Scored {
        /// Who.
        player: PlayerId,
        /// How many.
        points: i64,
        /// Why.
        reason: String,
        /// The card the points are scored from (a mission solved, a dilemma overcome, a card
        /// whose text scores them), read by `when score(...)` triggers (Madred: "each time you
        /// score points from Interrogation"). Not recorded: the reason names the card, and the
        /// game's records stay as they were.
        #[serde(skip)]
        from: Option<CardId>,
    },
    /// A mission attempt began.
    AttemptBegan {
        /// Who attempts.
        player: PlayerId,
        /// Where.
        location: LocationId,
        /// The crew or Away Team.
        group: Vec<CardId>,
    },
    /// A seed card was revealed during an attempt.
    Encountered {
        /// The card.
        card: CardId,
    },
    /// A crew or Away Team has a Q-Flash (M:325): the cards of the opponent's Q-Continuum
    /// side deck are about to be drawn for it.
    QFlashed {
        /// The card whose text gave the Q-Flash (a Q-Flash doorway, the dilemma Q).
        card: CardId,
        /// The player whose crew or Away Team faces it.
        player: PlayerId,
        /// Where.
        location: LocationId,
    },
    /// A personnel was used as what it is: a feature of its counted toward requirements or
    /// conditions its crew or Away Team met (`used_as`; Juliana Tainer's "After first use as
    /// an android"). Logged only in a game where a card's text answers it.
    UsedAs {
        /// The personnel.
        card: CardId,
        /// The feature: a name of a vocabulary (`Android`) or a characteristic.
        feature: String,
    },
    /// A Q-Flash is over (M:325): every card it drew has been faced, or the attempt ended
    /// first and sent the others back.
    QFlashEnded {
        /// The mission of the attempt.
        location: LocationId,
        /// The player whose crew or Away Team faced it.
        player: PlayerId,
    },
    /// A seed card revealed during an attempt was a mis-seed: placed out of play, not
    /// encountered (M:246).
    MisSeeded {
        /// The card.
        card: CardId,
        /// Where it was seeded.
        location: LocationId,
    },
    /// A mission was solved: its points are scored (M:300); `when solve(...)` triggers answer
    /// this (Espionage: "Discard when solved (just after points are scored)").
    MissionSolved {
        /// The mission card.
        card: CardId,
        /// Where.
        location: LocationId,
        /// Who solved it.
        player: PlayerId,
        /// The crew or Away Team that solved it.
        group: Vec<CardId>,
    },
    /// Borg began scouting a location for an objective, in place of an attempt (S:97-99).
    ScoutingBegan {
        /// Who scouts.
        player: PlayerId,
        /// Where.
        location: LocationId,
        /// The crew or Away Team.
        group: Vec<CardId>,
        /// The objective that allowed it.
        objective: CardId,
    },
    /// A scouting attempt is over (S:110-112), complete or not.
    ScoutingEnded {
        /// Where.
        location: LocationId,
        /// Who scouted.
        player: PlayerId,
        /// The crew or Away Team that finished it, those still in play.
        group: Vec<CardId>,
    },
    /// Scouting of a location became complete for an objective at the end of its player's
    /// turn (S:114).
    ScoutingCompleted {
        /// Where.
        location: LocationId,
        /// Who scouted.
        player: PlayerId,
        /// The objective it is complete for (S:122).
        objective: CardId,
    },
    /// A player probed for a card (Glossary, probing; S:116): the top card of their draw
    /// deck, the probe card, was turned over for both players to see.
    Probed {
        /// Who probed.
        player: PlayerId,
        /// The card probed for (an objective).
        card: CardId,
        /// The probe card.
        probe: CardId,
    },
    /// An objective was completed (its outcome probed for: "Place on mission"), scoring its
    /// point box.
    ObjectiveCompleted {
        /// Whose.
        player: PlayerId,
        /// The objective.
        card: CardId,
        /// The location it targets, if it targets one.
        location: Option<LocationId>,
    },
    /// A mission attempt ended.
    AttemptEnded {
        /// Where.
        location: LocationId,
        /// Whether the mission was solved.
        solved: bool,
        /// Who attempted.
        player: PlayerId,
        /// The crew or Away Team that finished it, those still in play.
        group: Vec<CardId>,
    },
    /// An ability was used, as a card's program started to run.
    AbilityUsed {
        /// The card.
        card: CardId,
        /// The index of the ability on the card.
        ability: usize,
    },
    /// A moving ship flew by a location (M:443).
    ShipPassed {
        /// The ship.
        ship: CardId,
        /// The location passed.
        location: LocationId,
    },
    /// A player's draw deck was shuffled (The Juggler).
    Shuffled {
        /// Whose draw deck.
        player: PlayerId,
    },
    /// A player examined a card without revealing it (Jaglom Shrek, Long-Range Scan).
    Examined {
        /// The card looked at.
        card: CardId,
        /// Who looked.
        player: PlayerId,
    },
    /// A ship moved along the spaceline.
    ShipMoved {
        /// The ship.
        ship: CardId,
        /// From where.
        from: LocationId,
        /// To where.
        to: LocationId,
        /// RANGE used.
        range: i64,
    },
    /// A card play resolved (step 3, results): what `when play(...)` triggers answer.
    Resolved {
        /// The card.
        card: CardId,
        /// Who played it.
        player: PlayerId,
    },
    /// A personnel, ship or equipment reported for duty.
    Reported {
        /// The card.
        card: CardId,
        /// Whose.
        player: PlayerId,
    },
    /// An artifact was earned by solving a mission (M:300).
    Earned {
        /// The artifact.
        card: CardId,
        /// Who earned it.
        player: PlayerId,
        /// The location of the solved mission it was under.
        location: LocationId,
    },
    /// An action was suspended (Countermanda, Manheim's Dimensional Door: M:70, M:80).
    Suspended {
        /// The card whose play or ability is suspended.
        card: CardId,
    },
    /// A card gained a skill.
    SkillGained {
        /// The card.
        card: CardId,
        /// The skill.
        skill: String,
    },
    /// A facility or ship was commandeered (F:20, "Control of facilities"; M:121): it is now
    /// under this player's control, of this affiliation as though printed.
    Commandeered {
        /// The card.
        card: CardId,
        /// Who controls it now.
        player: PlayerId,
        /// Its affiliation now.
        affiliation: String,
    },
    /// A personnel was assimilated (Glossary, skills, S:438): it is now under this player's
    /// control, of the Borg affiliation, its classification a skill.
    Assimilated {
        /// The card.
        card: CardId,
        /// Who controls it now.
        player: PlayerId,
    },
    /// A double-sided card turned over to its other printed face (`flip`, S:579): it is now
    /// the card `to` names.
    Turned {
        /// The card.
        card: CardId,
        /// The title of the face it showed.
        from: String,
        /// The title of the face it shows now.
        to: String,
    },
    /// A multi-affiliation card was declared in, or changed to, an affiliation mode
    /// (M:473-475).
    ModeChanged {
        /// The card.
        card: CardId,
        /// The affiliation it is in now.
        affiliation: String,
    },
    /// A card's skills box lost skills (S:440, S:448, S:514).
    SkillsChanged {
        /// The card.
        card: CardId,
        /// The card whose text changed them.
        by: CardId,
    },
    /// A battle was initiated.
    BattleBegan {
        /// A ship battle or a personnel battle.
        kind: BattleKind,
        /// The attacking player.
        player: PlayerId,
        /// Where.
        location: LocationId,
        /// The card attacked: a ship or facility, or the first personnel attacked.
        card: CardId,
        /// The attacking cards.
        attackers: Vec<CardId>,
        /// The defending cards.
        defenders: Vec<CardId>,
    },
    /// A force fired on a ship or facility: its total WEAPONS against the SHIELDS.
    Fired {
        /// The card fired on.
        card: CardId,
        /// The total WEAPONS.
        weapons: i64,
        /// Its SHIELDS.
        shields: i64,
        /// Whether it was hit.
        hit: bool,
    },
    /// An engagement of a personnel battle.
    Engaged {
        /// The attacking personnel in it.
        attackers: Vec<CardId>,
        /// The defending personnel in it.
        defenders: Vec<CardId>,
        /// The attackers' STRENGTH.
        strength: i64,
        /// The defenders' STRENGTH.
        against: i64,
    },
    /// A battle ended.
    BattleEnded {
        /// The card attacked.
        card: CardId,
        /// Where.
        location: LocationId,
        /// Whether it was cancelled before it resolved.
        cancelled: bool,
        /// The personnel who died in it.
        casualties: Vec<CardId>,
    },
    /// A card played in response resolved, answering an action about `subject`.
    Answered {
        /// The card played.
        card: CardId,
        /// The subject of the action it answered.
        subject: CardId,
    },
    /// A personnel died.
    Killed {
        /// The personnel.
        card: CardId,
    },
    /// A ship or facility was destroyed, or an equipment card (or an artifact used as one),
    /// alone or with the ship or facility it was aboard.
    Destroyed {
        /// The card.
        card: CardId,
        /// The personnel aboard who died with it.
        crew: Vec<CardId>,
        /// The player directly responsible for the destruction (M:398): the one whose force
        /// fired in battle, or who controls the card text that destroyed it; none for a
        /// dilemma, or a hazard the card's own controller set off by its own action.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<PlayerId>,
    },
    /// A personnel or equipment beamed at a location (an order, M:437).
    Beamed {
        /// The card.
        card: CardId,
        /// Who beamed it.
        player: PlayerId,
        /// Where.
        location: crate::ids::LocationId,
        /// Whether it beamed to or from the planet surface.
        planet: bool,
    },
    /// The game ended.
    GameEnded {
        /// The winner, if one.
        winner: Option<PlayerId>,
        /// Why.
        reason: String,
    },
}
