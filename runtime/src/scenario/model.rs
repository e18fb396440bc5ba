//! A scenario as read from its file: the header, the board lines and the steps, each with the
//! span it was written at, so a failure points at its line.

use crate::ids::PlayerId;
use stccg_lang::span::Span;

/// A whole scenario.
#[derive(Clone, Debug, PartialEq)]
pub struct Scenario {
    /// The ruling id: `GM-10`.
    pub id: String,
    /// What it checks.
    pub title: String,
    /// The rules lines its expectations come from: `M:70`, or `card` for the covered cards'
    /// own text.
    pub cites: Vec<String>,
    /// The cards whose game text it exercises (`covers "Title", ...`), each with its span;
    /// `stccg coverage` counts them.
    pub covers: Vec<(String, Span)>,
    /// The ruleset name.
    pub ruleset: (String, Span),
    /// The board, line by line.
    pub board: Vec<Setup>,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The header's first line, where a scenario without an expectation is reported.
    pub header: Span,
}

/// Where a card is put or expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Where {
    /// A zone word of a player: `in hand`.
    Zone(String),
    /// `in side_deck "Q's Tent"`.
    SideDeck(String),
    /// `at NAME`: on a player's side of a location.
    At(String),
    /// `on surface of NAME`.
    Surface(String),
    /// `aboard NAME`.
    Aboard(String),
    /// `on NAME`: played on a card.
    On(String),
    /// `under NAME`: the seed stack of a mission.
    Under(String),
    /// `atop NAME`.
    Atop(String),
}

/// One line of the board.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupKind {
    /// Whose turn, its number and segment word.
    Turn(PlayerId, u32, String),
    /// A seed phase by its word, and who seeds next.
    SeedPhase(String, PlayerId),
    /// A mission at the right end of the spaceline, or stacked on a named one: owner, title,
    /// the mission it is stacked on, its name.
    Mission(PlayerId, String, Option<String>, Option<String>),
    /// A score.
    Score(PlayerId, i64),
    /// A named card is stopped.
    Stopped(String),
    /// A named card is in stasis.
    Stasis(String),
    /// A card somewhere.
    Card(PlayerId, String, Where, Option<String>),
}

/// A board line with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// What it sets.
    pub kind: SetupKind,
    /// Where it is written.
    pub span: Span,
}

/// What a step expects.
#[derive(Clone, Debug, PartialEq)]
pub enum Expectation {
    /// The card plays on the stack, bottom first: (title, player).
    Stack(Vec<(String, PlayerId)>),
    /// A named card is there (of a player, for zones).
    Place(String, Where, Option<PlayerId>),
    /// A named card is not there: `expect not buruk at nebula`.
    Elsewhere(String, Where, Option<PlayerId>),
    /// An option containing the text is (or is not) offered to the player now.
    Offered(bool, PlayerId, String),
    /// The player decides now, and the prompt contains the text.
    Pending(PlayerId, String),
    /// A player's score.
    Score(PlayerId, i64),
    /// A mission is (or is not) solved, by the player if given.
    Solved(bool, String, Option<PlayerId>),
    /// `[not] scouted name [by P1]`: scouting of the mission's location complete (S:114).
    Scouted(bool, String, Option<PlayerId>),
    /// A named card is (or is not) stopped.
    Stopped(bool, String),
    /// A named card is (or is not) in a status: `damaged`, `disabled`, `quarantined`,
    /// `in_stasis`.
    Status(bool, String, String),
    /// The log has (or has not) an event of this kind, about the named card if given.
    Event(bool, String, Option<String>),
    /// Choosing the text is refused: no option contains it.
    Refused(PlayerId, String),
    /// A named card has (or has not) the skill, at any level.
    Skill(bool, String, String),
    /// A named card's skills box, as text: `Geology x3, Archaeology`.
    Skills(String, String),
    /// A named card's attribute has this value.
    Attribute(String, String, i64),
    /// The phase, by its word.
    Phase(String),
    /// The cards under a named mission, the one encountered first first.
    Seeds(String, Vec<String>),
    /// The spaceline's locations left to right: a title and how many cards form it; with a
    /// quadrant, only those of that quadrant's spaceline (S:593).
    Spaceline(Option<crate::defs::Quadrant>, Vec<(String, usize)>),
    /// A named personnel's classification is this one, as static texts left it.
    Classification(String, String),
    /// A named card's countdown has this count left.
    Countdown(String, u32),
    /// A named card's affiliation icons now, in order (a commandeered facility's, M:121).
    Affiliation(String, Vec<String>),
    /// Who controls a named card now.
    Controller(String, PlayerId),
    /// The face a named double-sided card shows now, by title (`other_face`, S:579).
    Face(String, String),
    /// A named station's sites, left to right (S:425), by title.
    Sites(String, Vec<String>),
    /// The game is over and this player won (`None`: no winner).
    Winner(Option<PlayerId>),
    /// Whose turn it is, and its number.
    Turn(PlayerId, u32),
    /// Whether the player may see a named card's face now (hidden information).
    Visible(bool, String, PlayerId),
    /// How many cards are seeded under a named mission (both players may count them).
    SeedCards(String, usize),
    /// The plays of these titles resolved in this order.
    Resolved(Vec<String>),
    /// The player decides now among this many options (those containing the text, if given).
    Options(PlayerId, usize, Option<String>),
    /// The deck rules refuse this deck file's text with exactly these diagnostic codes (none:
    /// they accept it).
    Deck(Vec<String>, String),
}

/// One step.
#[derive(Clone, Debug, PartialEq)]
pub enum StepKind {
    /// The player chooses the option containing the text.
    Choose(PlayerId, String),
    /// An expectation.
    Expect(Expectation),
}

/// A step with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// What it does.
    pub kind: StepKind,
    /// Where it is written.
    pub span: Span,
}
