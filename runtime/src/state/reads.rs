//! What a computation read of the state's cards and places, recorded while it runs: the key
//! of one static's result in the static layer (`kernel::static_keys`), or of any result kept
//! with what it read (`kernel::KeptReads`, which compares the reads with a later state).
//! Recording is per thread and off unless a [`Recording`] is open, so the state's accessors
//! cost one flag test otherwise. The accessors that record are the only ways to the cards and places outside the
//! state's own module: [`GameState::card`](super::GameState::card) records the whole card,
//! [`GameState::place_of`](super::GameState::place_of),
//! [`GameState::controller_of`](super::GameState::controller_of),
//! [`GameState::mode_of`](super::GameState::mode_of),
//! [`GameState::target_of`](super::GameState::target_of) and
//! [`GameState::status_of`](super::GameState::status_of) one part of it ([`Part`]: a static
//! that reads where a personnel is keeps its result while the personnel is stopped),
//! [`GameState::in_place`](super::GameState::in_place) the place, and every walk over all
//! places (`cards_in_play`, `cards_placed`) records that it read them all. Code that reads one
//! field of a card reads it through the accessor of its part.

use super::Place;
use crate::ids::CardId;
use std::cell::{Cell, RefCell};

thread_local! {
    /// Whether a recording is open on this thread.
    static RECORDING: Cell<bool> = const { Cell::new(false) };
    /// What the open recording read so far.
    static READ: RefCell<Reads> = const { RefCell::new(Reads::new()) };
    /// The lists of the last recording finished, emptied and kept with their room for the
    /// next one: a recording grows its lists read by read, and most read as many as the last.
    static SPARE: RefCell<Reads> = const { RefCell::new(Reads::new()) };
}

/// The cards and places a computation read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reads {
    /// The cards whose state it read, each with the [`Part`]s of it read: in the order read
    /// while recording (a card read twice in a row once), sorted by card and each card once
    /// when finished.
    pub cards: Vec<(CardId, u8)>,
    /// The places whose lists of cards it read.
    pub places: Vec<Place>,
    /// Whether it walked every place (every card in play, or in some kind of place).
    pub all_places: bool,
    /// Whether it read the list of cards in play (`Step::in_play` and the cards with text),
    /// which is a function of the places alone.
    pub in_play: bool,
    /// The other parts of the board it read ([`Rest`] bits).
    pub rest: u8,
}

/// The parts of a card's state a recording notes when they are read, each a bit: a result
/// kept against a card's place alone stands while the card's status or counters change.
pub struct Part;

impl Part {
    /// Where the card is (`CardState::place`).
    pub const PLACE: u8 = 1;
    /// Who controls it (`CardState::controller`).
    pub const CONTROLLER: u8 = 2;
    /// Its statuses (`CardState::status`), its mode among them.
    pub const STATUS: u8 = 4;
    /// The affiliation a multi-affiliation card is in (`Status::mode`) and whether it is
    /// assimilated (`Status::assimilated`), alone: what its status says of its affiliation.
    pub const MODE: u8 = 8;
    /// The card it was played on (`CardState::target`).
    pub const TARGET: u8 = 16;
    /// Every field of its state (`GameState::card`).
    pub const ALL: u8 = u8::MAX;
}

/// The parts of the board besides its cards and places that a recording notes when they are
/// read, each a bit: a static's result is kept against those it read alone, so a change to a
/// part no static read (a use of a limited ability, a pass in a seed phase) leaves every
/// kept result standing.
pub struct Rest;

impl Rest {
    /// The phase, the active player and the turn number.
    pub const TURN: u8 = 1;
    /// The players' counters (scores, card plays).
    pub const PLAYERS: u8 = 2;
    /// The lasting effects.
    pub const LASTING: u8 = 4;
    /// The locations and the spaceline.
    pub const LOCATIONS: u8 = 8;
    /// Whether the game is over (the interpreter stops a block then).
    pub const OVER: u8 = 16;
    /// The game's bookkeeping: the uses of limited abilities, the scheduled actions brought
    /// forward, the nullified plays, the passes in a seed phase, the draw's response window,
    /// the winner and the ruleset. The kernel and the interpreter read only the skips
    /// (`GameState::brought_forward`) and the nullified plays (`Step::nullify`), and record
    /// it there; the rules read the rest, and a static that calls them is not kept at all
    /// (`Step::beyond_board`).
    pub const BOOKKEEPING: u8 = 32;
    /// The static layer in force (`GameState::statics`), read through its accessors
    /// (`state::layer`): what an ability's guard reads of the statics' modifiers, skills,
    /// affiliations, markers, grants and rules. A static's own reads of it are those of the
    /// affiliations a first pass gave, kept apart (`kernel::static_keys`).
    pub const LAYER: u8 = 64;
}

impl Reads {
    const fn new() -> Self {
        Reads {
            cards: Vec::new(),
            places: Vec::new(),
            all_places: false,
            in_play: false,
            rest: 0,
        }
    }

    /// Adds what `other` read.
    fn extend(&mut self, other: &Reads) {
        self.cards.extend_from_slice(&other.cards);
        self.places.extend_from_slice(&other.places);
        self.all_places |= other.all_places;
        self.in_play |= other.in_play;
        self.rest |= other.rest;
    }

    /// A copy of the lists' contents alone, sorted, each card and place once: the lists
    /// themselves, emptied, are kept for the next recording.
    fn copied_out(&mut self) -> Reads {
        let mut copy = Reads {
            cards: self.cards.clone(),
            places: self.places.clone(),
            all_places: self.all_places,
            in_play: self.in_play,
            rest: self.rest,
        };
        self.cards.clear();
        self.places.clear();
        self.all_places = false;
        self.in_play = false;
        self.rest = 0;
        copy.dedup();
        copy
    }

    /// Sorted, each card and place once (a card's parts read joined).
    fn dedup(&mut self) {
        self.cards.sort_unstable_by_key(|&(card, _)| card);
        self.cards.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                kept.1 |= later.1;
            }
            same
        });
        self.places.dedup();
    }
}

/// An open recording: every read on this thread goes into it until [`Recording::finish`].
/// A recording opened inside another keeps the outer's reads aside, and gives its own back to
/// the outer when it finishes (the outer read them too).
#[must_use = "a recording records until it is finished"]
pub struct Recording {
    /// The reads of the recording this one interrupted, if one was open.
    outer: Option<Reads>,
}

impl Recording {
    /// Opens a recording on this thread.
    pub fn start() -> Recording {
        let outer = RECORDING.get().then(|| READ.replace(SPARE.take()));
        if outer.is_none() {
            READ.set(SPARE.take());
        }
        RECORDING.set(true);
        Recording { outer }
    }

    /// Closes the recording and gives what it read (each card and place once).
    pub fn finish(self) -> Reads {
        let mut read = READ.take();
        match self.outer {
            Some(mut outer) => {
                outer.extend(&read);
                READ.set(outer);
            }
            None => RECORDING.set(false),
        }
        let copy = read.copied_out();
        SPARE.set(read);
        copy
    }
}

/// Runs `read` with recording paused: what it reads is a function of something recorded
/// already (the list of cards in play, read from the places, is recorded as such).
pub fn unrecorded<T>(read: impl FnOnce() -> T) -> T {
    let was = RECORDING.replace(false);
    let value = read();
    RECORDING.set(was);
    value
}

/// Records the read of [`Part`]s of a card's state.
#[inline]
pub(super) fn card(card: CardId, parts: u8) {
    if RECORDING.get() {
        record_card(card, parts);
    }
}

/// Records the read of a place's list of cards.
#[inline]
pub(super) fn place(place: &Place) {
    if RECORDING.get() {
        record_place(place);
    }
}

/// Records a walk over every place.
#[inline]
pub(super) fn all_places() {
    if RECORDING.get() {
        READ.with_borrow_mut(|r| r.all_places = true);
    }
}

/// Records the read of the list of cards in play.
#[inline]
pub fn in_play() {
    if RECORDING.get() {
        READ.with_borrow_mut(|r| r.in_play = true);
    }
}

/// Records the read of parts of the board besides its cards and places ([`Rest`] bits).
#[inline]
pub fn rest(parts: u8) {
    if RECORDING.get() {
        READ.with_borrow_mut(|r| r.rest |= parts);
    }
}

/// Adds a card to the open recording (out of line: the accessors test the flag inline).
#[cold]
#[inline(never)]
fn record_card(card: CardId, parts: u8) {
    READ.with_borrow_mut(|r| match r.cards.last_mut() {
        Some((last, read)) if *last == card => *read |= parts,
        _ => r.cards.push((card, parts)),
    });
}

/// Adds a place to the open recording, once.
#[cold]
#[inline(never)]
fn record_place(place: &Place) {
    READ.with_borrow_mut(|r| {
        if !r.places.contains(place) {
            r.places.push(*place);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recording_holds_what_was_read_while_it_was_open() {
        card(CardId(9), Part::ALL);
        let recording = Recording::start();
        card(CardId(3), Part::PLACE);
        card(CardId(1), Part::STATUS);
        card(CardId(3), Part::CONTROLLER);
        let inner = Recording::start();
        all_places();
        let inner = inner.finish();
        assert!(inner.all_places && inner.cards.is_empty());
        let read = recording.finish();
        assert_eq!(
            read.cards,
            vec![(CardId(1), Part::STATUS), (CardId(3), Part::PLACE | Part::CONTROLLER)]
        );
        assert!(read.all_places, "the inner recording's reads are the outer's too");
        card(CardId(4), Part::ALL);
        assert!(!RECORDING.get());
    }

    #[test]
    fn a_paused_read_is_not_recorded() {
        let recording = Recording::start();
        unrecorded(|| card(CardId(2), Part::ALL));
        in_play();
        let read = recording.finish();
        assert!(read.cards.is_empty() && read.in_play);
    }
}
