//! Actions as the timing engine sees them: what a response window is open on, what a
//! trigger or a response pattern is matched against, and what a `forbid` may stop. An
//! action has a type (the `action_type`s of `stdlib/primitives.card`), a subject card, the
//! player taking it, and the cards taking it (a crew or Away Team).

use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};

/// The types of action the engine opens windows on and reports to triggers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionType {
    /// A card is played (its initiation).
    Play,
    /// A mission attempt is announced (M:288).
    Attempt,
    /// Borg scouting of a location is announced in place of an attempt (S:97-99); a `forbid
    /// scout(...)` stops it (Supernova: "unscoutable").
    Scout,
    /// A seed card is encountered in an attempt.
    Encounter,
    /// The solve sub-action of an attempt (F:26, S:543).
    Solve,
    /// A card's ability is used (an action, a special download, a response from play).
    Use,
    /// A personnel, ship or equipment reports for duty.
    Report,
    /// An artifact is earned.
    Earn,
    /// A card is discarded.
    Discarded,
    /// A ship moves.
    Move,
    /// A moving ship flies by a location without stopping there (M:443); its group holds the
    /// mission of that location.
    FlyBy,
    /// A player draws a card.
    Draw,
    /// A crew or Away Team finishes a mission attempt, solved or not (Mission Debriefing).
    FinishAttempt,
    /// A battle is initiated: the subject is the card attacked, the group the attackers.
    Battle,
    /// A battle is over: the subject is the card attacked, the group those who died in it.
    FinishBattle,
    /// A personnel battle's engagements are fought, its winner not yet determined (S:790-791):
    /// the subject is the card attacked, the group the stunned and mortally wounded.
    Engaged,
    /// A personnel dies.
    Killed,
    /// A personnel is targeted to die, before it dies: the group is every personnel targeted
    /// with it (Genetronic Replicator, `rules::losses::death`).
    Die,
    /// A personnel selected at random is targeted to die, before it dies (S:250, S:532): the
    /// group is every personnel targeted with it (Security Sacrifice, `rules::losses::selection`).
    SelectedToDie,
    /// A personnel selected at random is to be captured, before the capture (Wolf).
    SelectedToBeCaptured,
    /// A personnel is captured: the player taking it is the captor. A `forbid` of it keeps
    /// the personnel from being captured (Secret Agent Julian Bashir, S:155).
    Captured,
    /// A ship or facility is destroyed; the group is the crew that died with it.
    Destroyed,
    /// A ship or facility is being destroyed, its crew (the group) not yet lost with it
    /// (Escape Pod, `rules::losses::rescue`).
    Destroy,
    /// A ship cloaks (Tachyon Detection Grid forbids it).
    Cloak,
    /// A moving ship crosses the gap to the right of a location (the wrap-around gap, for
    /// the rightmost one); its group holds the mission of that location (Q-Net).
    Cross,
    /// A card is nullified (Red Alert!: "When nullified, ...").
    Nullified,
    /// A captive is freed by a card that releases or rescues it (Rulebook, Capture).
    Released,
    /// A facility or ship is commandeered (F:20, "Control of facilities"): the player taking
    /// it is its new controller ("If commandeered by any personnel who is not [Baj] or [Fed],
    /// flip card over": Deep Space 9).
    Commandeered,
    /// A card's skills box loses skills by a card's text (`lose_skill`: S:440, S:448, S:514);
    /// Reflection Therapy's "(discard if skill lost)".
    LostSkill,
    /// A personnel or equipment beams; the group holds the mission when it beams to or from
    /// the planet surface.
    Beam,
    /// A crew or Away Team has a Q-Flash (M:325): the subject is the card that gave it, the
    /// group the crew or Away Team ("until any Q-Flash": Into the Breach).
    QFlash,
    /// A Q-Flash is over, every card it drew faced or the attempt ended (M:325): the subject is
    /// the mission, the group the crew or Away Team if the attempt goes on ("after this Q-Flash
    /// ends": Aldebaran Serpent).
    FinishQFlash,
    /// A card enters play: it arrives in play from a place out of play (reported, played,
    /// downloaded, seeded, a dilemma entering play from under a mission): "just entered play"
    /// (Sense the Borg, S:272).
    EnterPlay,
    /// A player scores points (M:300): the subject is the card they are scored from
    /// (Madred: "each time you score points from Interrogation"); points lost are not scored.
    Score,
    /// A personnel is used as what it is: a feature of its (a species, a characteristic, a
    /// skill...) counted toward requirements or conditions its crew or Away Team met
    /// (`interp::features_used`); the subject is the personnel ("After first use as an
    /// android": Juliana Tainer).
    UsedAs,
    /// The game is ending (a player reached victory, a draw deck ran out, a card's text ended
    /// it): the texts that answer it run before the result stands (Devidian Door's "or at
    /// game end, if sooner"); the subject is the card whose text answers.
    GameEnd,
}

impl ActionType {
    /// Every action type, in the order of their declaration: `ALL[kind as usize] == kind`
    /// (checked when compiled), so a set of types is a bit per type.
    pub const ALL: [ActionType; 36] = [
        ActionType::Play,
        ActionType::Attempt,
        ActionType::Scout,
        ActionType::Encounter,
        ActionType::Solve,
        ActionType::Use,
        ActionType::Report,
        ActionType::Earn,
        ActionType::Discarded,
        ActionType::Move,
        ActionType::FlyBy,
        ActionType::Draw,
        ActionType::FinishAttempt,
        ActionType::Battle,
        ActionType::FinishBattle,
        ActionType::Engaged,
        ActionType::Killed,
        ActionType::Die,
        ActionType::SelectedToDie,
        ActionType::SelectedToBeCaptured,
        ActionType::Captured,
        ActionType::Destroyed,
        ActionType::Destroy,
        ActionType::Cloak,
        ActionType::Cross,
        ActionType::Nullified,
        ActionType::Released,
        ActionType::Commandeered,
        ActionType::LostSkill,
        ActionType::Beam,
        ActionType::QFlash,
        ActionType::FinishQFlash,
        ActionType::EnterPlay,
        ActionType::Score,
        ActionType::UsedAs,
        ActionType::GameEnd,
    ];

    /// The action type patterns name so (`play`), if one is.
    pub fn named(name: &str) -> Option<ActionType> {
        ActionType::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The name patterns use: `play(...)`, `solve(...)`.
    pub fn name(self) -> &'static str {
        match self {
            ActionType::Play => "play",
            ActionType::Attempt => "attempt",
            ActionType::Scout => "scout",
            ActionType::Encounter => "encounter",
            ActionType::Solve => "solve",
            ActionType::Use => "use",
            ActionType::Report => "report",
            ActionType::Earn => "earn",
            ActionType::Discarded => "discarded",
            ActionType::Move => "move",
            ActionType::FlyBy => "fly_by",
            ActionType::Draw => "draw",
            ActionType::FinishAttempt => "finish_attempt",
            ActionType::Battle => "battle",
            ActionType::FinishBattle => "finish_battle",
            ActionType::Engaged => "engaged",
            ActionType::Killed => "killed",
            ActionType::Die => "die",
            ActionType::SelectedToDie => "selected_to_die",
            ActionType::SelectedToBeCaptured => "selected_to_be_captured",
            ActionType::Captured => "captured",
            ActionType::Destroyed => "destroyed",
            ActionType::Destroy => "destroy",
            ActionType::Cloak => "cloak",
            ActionType::Cross => "cross",
            ActionType::Nullified => "nullified",
            ActionType::Released => "released",
            ActionType::Commandeered => "commandeered",
            ActionType::LostSkill => "lost_skill",
            ActionType::Beam => "beam",
            ActionType::QFlash => "q_flash",
            ActionType::FinishQFlash => "finish_q_flash",
            ActionType::EnterPlay => "enter_play",
            ActionType::Score => "score",
            ActionType::UsedAs => "used_as",
            ActionType::GameEnd => "game_end",
        }
    }
}

/// `ActionType::ALL` lists every type once, each at the index of its discriminant.
const _: () = {
    assert!(ActionType::ALL.len() == ActionType::GameEnd as usize + 1);
    let mut index = 0;
    while index < ActionType::ALL.len() {
        assert!(ActionType::ALL[index] as usize == index);
        index += 1;
    }
};

/// One action: its type, its subject, who takes it and with which cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionRef {
    /// The type.
    pub kind: ActionType,
    /// The card it is about: the card played, the mission attempted or solved, the dilemma
    /// encountered, the card whose ability is used.
    pub subject: CardId,
    /// The player taking it.
    pub by: PlayerId,
    /// The cards taking it: the crew or Away Team of an attempt.
    pub group: Vec<CardId>,
    /// Where it happens, for an action whose subject is off the spaceline: the location
    /// whose mission was solved when an artifact is earned (M:38).
    #[serde(default)]
    pub location: Option<LocationId>,
    /// Whether the action is over: a window on it is the one just after it, where
    /// interrupts that play "just after" it are played from hand (`rules::timing::after_window`).
    #[serde(default)]
    pub after: bool,
    /// The feature a personnel was used as (`used_as`: `Android`), read by the pattern's
    /// `feature:`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feature: Option<String>,
}

impl ActionRef {
    /// An action with no group.
    pub fn new(kind: ActionType, subject: CardId, by: PlayerId) -> Self {
        ActionRef {
            kind,
            subject,
            by,
            group: Vec::new(),
            location: None,
            after: false,
            feature: None,
        }
    }

    /// The same action, using this feature of its subject (`used_as`).
    pub fn with_feature(mut self, feature: &str) -> Self {
        self.feature = Some(feature.to_string());
        self
    }

    /// The same action taken by these cards.
    pub fn with_group(mut self, group: Vec<CardId>) -> Self {
        self.group = group;
        self
    }

    /// The same action, happening at this location.
    pub fn at(mut self, location: LocationId) -> Self {
        self.location = Some(location);
        self
    }
}
