//! The static layer: everything the `static` abilities of cards in play give now, computed by
//! the interpreter (`interp::static_effects`) in one pass over the cards in play
//! (`rules::statics::layer`): attribute modifiers, attributes given a value, gained skills,
//! multiplied attributes, changed affiliations and classifications, markers, affiliations made compatible, what
//! players are granted, and the forbids, nullifies and hosts the rules match against what
//! happens. The rules read it; none of them reads `static` text. It is in force at every
//! step (computed again whenever what it read changed), so it holds exactly while its
//! conditions do: a personnel who leaves the equipment's presence loses its bonus at once
//! (FAQ:583-585). Its accessors record that the layer was read (`state::reads::Rest::LAYER`),
//! so that a result kept with what it read (`kernel::KeptReads`) is kept against the layer
//! too; a field read directly is not recorded, so code whose reads are kept reads the layer
//! through the accessors.

use super::SkillEdit;
use crate::ids::{CardId, LocationId, PlayerId};
use serde::{Deserialize, Serialize};

/// The continuous effects in force, as last computed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaticLayer {
    /// Attribute modifiers: the card, the attribute, the amount.
    pub modifiers: Vec<(CardId, String, i64)>,
    /// Attributes multiplied: the card, the attribute, the factor. Multiplying applies after
    /// every addition (the published rules let the player order modifiers, FAQ:845-847;
    /// multiplying last is the order that favours the card's controller).
    pub multipliers: Vec<(CardId, String, i64)>,
    /// Attributes given a value in place of the printed one: the card, the attribute, the
    /// value (Frame of Mind: "attributes of 3-3-3" while the dilemma is on the personnel).
    /// Modifiers still add to it (the last one collected wins between two such values).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fixed: Vec<(CardId, String, i64)>,
    /// Skill changes: the card and the edit.
    pub skills: Vec<(CardId, SkillEdit)>,
    /// Affiliations cards have in place of their printed ones: the card and the affiliation
    /// (Lore's Fingernail: "All inorganics (except \[Holo\]) become \[Non\]").
    #[serde(default)]
    pub affiliations: Vec<(CardId, String)>,
    /// Classifications personnel have in place of their printed ones: the card and the
    /// classification (Scottish Setter: "That personnel's classification changes to ANIMAL").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub classifications: Vec<(CardId, String)>,
    /// Groups of personnel that share skills (`share_skills`, S:455-507): the card whose text
    /// it is and the group. The skill edits sharing gives are in `skills` once the layer is
    /// merged (`rules::statics::sharing`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shared_skills: Vec<(CardId, Vec<CardId>)>,
    /// What ships count as or may do by a static text, the ship and the permission:
    /// `grant SHIP with staffed` (Lore Returns: "While Rogue Borg aboard, ship is staffed"),
    /// `grant SHIP with initiate_battle` ("it may initiate battle").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<(CardId, String)>,
    /// Cards that are not personnel but may be beamed, each with the ship or facility whose
    /// transporters beam them (Lore Returns: "beam your Rogue Borg").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub beamable: Vec<(CardId, CardId)>,
    /// Personnel that may beam aboard a ship their player does not control, each with the
    /// ship (Open Diplomatic Relations: "Your Away Teams which have a V.I.P. may beam to and
    /// from that ship"; `grant PERSONNEL with beam_aboard on SHIP`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub boardable: Vec<(CardId, CardId)>,
    /// Affiliations a player's cards have compatible (a Treaty's `make_compatible [Fed] with
    /// [Kli]`, F:20): the player and the two affiliations.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub compatible: Vec<(PlayerId, String, String)>,
    /// Affiliations a player's cards may attempt a mission as (an Espionage's `attempt_as
    /// target with [Fed]`, M:278-280): the mission, the player, the affiliation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attempt_as: Vec<(CardId, PlayerId, String)>,
    /// Gated icons a player's cards may seed and enter play with (the Alternate Universe
    /// Door's `permit_icon [AU]`; `vocabulary gated_icon`): the player and the icon.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub permitted_icons: Vec<(PlayerId, String)>,
    /// Cards that may report for duty at a location by a card's text there (Seal Rift's
    /// `report_here`: "[AU] ships may report here"), a gated icon no bar (S:140): the
    /// location and the card.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub report_here: Vec<(LocationId, CardId)>,
    /// Cards that may report for duty where a card is present by that card's text (Sigmund
    /// Freud's `report_where_present`: "Your personnel and equipment may report where
    /// present"), a gated icon still a bar (S:406): the card present and the card reporting.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub report_where_present: Vec<(CardId, CardId)>,
    /// Cards that do not count as their card type while a static text holds (Mobile
    /// Holo-Emitter's `lose_card_type`: "While worn, does not count as an Equipment card",
    /// M:393): card text that names that type does not find them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub type_lost: Vec<CardId>,
    /// Cards converted to another card type while a static text holds (`convert CARDS to
    /// event`: Tijuana Crass's "opponent's {Data Laughing} cards are converted to Event cards
    /// to be played on the table when used"): the card and the type. The play rules read it
    /// (`rules::playing::converted`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub converted_types: Vec<(CardId, String)>,
    /// Icons a static text gives a card or takes from it while it holds, as though printed
    /// (`gain_icon`, `lose_icon`: The Mask of Korgano's "changes it from normal to [AU] icon
    /// personnel, or vice versa"): the card, the icon, gained (`true`) or lost.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub icons: Vec<(CardId, String, bool)>,
    /// Points a player needs to win beyond the rules' 100 by a static text (`raise_points_to_win`:
    /// Q's Planet's "an additional 40 points are needed for any player to win"): the player,
    /// the points, the card whose text it is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub points_to_win: Vec<(PlayerId, i64, CardId)>,
    /// What static texts grant players: the player, the grant, the card whose text it is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub grants: Vec<(PlayerId, PlayerGrant, CardId)>,
    /// The `static` statements the rules match against what happens (forbids, nullifies,
    /// hosts, plays in place of the card play), whose conditions hold.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<StaticRule>,
}

/// What a static text grants a player while it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerGrant {
    /// `grant PLAYER with move_around`: the player's ships move between the spaceline's ends as if they
    /// were adjacent (Where No One Has Gone Before).
    MoveAround,
    /// `grant you with extra_card_play`: one more normal card play each turn (Horga'hn).
    ExtraCardPlay,
    /// `grant you with ignore_beam_prevention`: the player ignores the beaming prevention of dilemmas,
    /// events and missions (Pattern Enhancers).
    IgnoreBeamPrevention,
    /// `grant PLAYER with hand_revealed`: the player's hand is seen by the opponent (Alien Probe).
    HandRevealed,
    /// `grant PLAYER with deck_face_up`: the player's draw deck is turned face up, its top card
    /// seen by both players (Heisenberg Compensators).
    DeckFaceUp,
    /// `grant you with ignore_attack_restrictions`: the player's forces ignore the affiliation
    /// attack restrictions of F:68 (Treaty: Federation/Romulan/Klingon).
    IgnoreAttackRestrictions,
    /// `grant PLAYER with mix_any_affiliation`: the player's cards may mix regardless of
    /// affiliation, any two affiliations compatible for them (Memory Wipe: "your opponent's
    /// cards may mix regardless of affiliation"; M:385-390, M:157-159).
    MixAnyAffiliation,
}

/// What a `static` statement the rules match against what happens does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleKind {
    /// `forbid PATTERN`: an action it matches may not happen.
    Forbid,
    /// `nullify PATTERN`: a dilemma encounter it matches is nullified (F:62).
    Nullify,
    /// `hosts CONDITION`: holograms it matches may exist where the card is (F:20).
    Hosts,
    /// `in_place_of_card_play N for CONDITION`: up to this many plays of cards it matches in
    /// place of the normal card play (Red Alert!).
    InPlaceOfCardPlay {
        /// How many plays.
        plays: u32,
    },
    /// `affect_all_players CONDITION`: the cards it matches affect all players (Mirror Image).
    AffectAllPlayers,
}

/// A `static` statement in force, found by where it is written: its card, the index of its
/// ability among the card's text abilities (`rules::statics::layer`) and of the statement in
/// the ability's body. Its pattern is matched where the rules need it, with the card's context.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaticRule {
    /// The card whose text it is.
    pub card: CardId,
    /// What it does.
    pub kind: RuleKind,
    /// The ability's index.
    pub ability: u32,
    /// The statement's index in the ability's body.
    pub statement: u32,
}

impl StaticLayer {
    /// The sum of the modifiers to one attribute of a card.
    pub fn bonus(&self, card: CardId, attribute: &str) -> i64 {
        super::reads::rest(super::reads::Rest::LAYER);
        self.modifiers
            .iter()
            .filter(|(c, a, _)| *c == card && a == attribute)
            .map(|(_, _, amount)| amount)
            .sum()
    }

    /// The value a static text gives an attribute of a card in place of its printed one.
    pub fn fixed(&self, card: CardId, attribute: &str) -> Option<i64> {
        super::reads::rest(super::reads::Rest::LAYER);
        self.fixed
            .iter()
            .rev()
            .find(|(c, a, _)| *c == card && a == attribute)
            .map(|(_, _, value)| *value)
    }

    /// The product of the factors an attribute of a card is multiplied by (1 for none).
    pub fn factor(&self, card: CardId, attribute: &str) -> i64 {
        super::reads::rest(super::reads::Rest::LAYER);
        self.multipliers
            .iter()
            .filter(|(c, a, _)| *c == card && a == attribute)
            .fold(1i64, |product, (_, _, f)| product.saturating_mul(*f))
    }

    /// The affiliation a card has in place of its printed ones, if a static text changed it
    /// (the last one collected wins).
    pub fn affiliation(&self, card: CardId) -> Option<&str> {
        super::reads::rest(super::reads::Rest::LAYER);
        self.affiliations
            .iter()
            .rev()
            .find(|(c, _)| *c == card)
            .map(|(_, a)| a.as_str())
    }

    /// Whether a static text says this card does not count as its card type
    /// (`lose_card_type`: Mobile Holo-Emitter, M:393). With no such text in force nothing is
    /// read: the text starts to hold only as its card moves (worn: placed on its wearer), which
    /// every reading that found the card by its place sees.
    pub fn lost_card_type(&self, card: CardId) -> bool {
        if self.type_lost.is_empty() {
            return false;
        }
        super::reads::rest(super::reads::Rest::LAYER);
        self.type_lost.contains(&card)
    }

    /// The card type a static text converted this card to (`convert CARDS to event`), the
    /// last one collected winning; `None` when no text converts it.
    pub fn converted_type(&self, card: CardId) -> Option<&str> {
        if self.converted_types.is_empty() {
            return None;
        }
        super::reads::rest(super::reads::Rest::LAYER);
        (self.converted_types.iter().rev())
            .find(|(c, _)| *c == card)
            .map(|(_, kind)| kind.as_str())
    }

    /// Whether a static text gives a card an icon (`Some(true)`) or takes it away
    /// (`Some(false)`), the last one collected winning, `is_icon` telling the icon; `None` when
    /// no text changes it. As for [`StaticLayer::lost_card_type`], nothing is read while no
    /// such text is in force.
    pub fn icon_change(&self, card: CardId, is_icon: impl Fn(&str) -> bool) -> Option<bool> {
        if self.icons.is_empty() {
            return None;
        }
        super::reads::rest(super::reads::Rest::LAYER);
        self.icons
            .iter()
            .rev()
            .find(|(c, icon, _)| *c == card && is_icon(icon))
            .map(|&(_, _, gained)| gained)
    }

    /// The icons static texts give a card (`true`) or take from it, in the order collected.
    pub fn icons_changed(&self, card: CardId) -> Vec<(&str, bool)> {
        if self.icons.is_empty() {
            return Vec::new();
        }
        super::reads::rest(super::reads::Rest::LAYER);
        self.icons
            .iter()
            .filter(|(c, _, _)| *c == card)
            .map(|(_, icon, gained)| (icon.as_str(), *gained))
            .collect()
    }

    /// The classification a card has in place of its printed one, if a static text changed it
    /// (the last one collected wins).
    pub fn classification(&self, card: CardId) -> Option<&str> {
        super::reads::rest(super::reads::Rest::LAYER);
        self.classifications
            .iter()
            .rev()
            .find(|(c, _)| *c == card)
            .map(|(_, class)| class.as_str())
    }

    /// Whether a static text marks a card with this permission (`grant SHIP with staffed`).
    pub fn marked(&self, card: CardId, verb: &str) -> bool {
        super::reads::rest(super::reads::Rest::LAYER);
        self.markers.iter().any(|(c, v)| *c == card && v == verb)
    }

    /// Whether `player`'s cards of affiliations `a` and `b` are made compatible by a static.
    pub fn made_compatible(&self, player: PlayerId, a: &str, b: &str) -> bool {
        super::reads::rest(super::reads::Rest::LAYER);
        self.compatible
            .iter()
            .any(|(p, x, y)| *p == player && ((x == a && y == b) || (x == b && y == a)))
    }

    /// The cards whose static text grants `player` this.
    pub fn granted(&self, player: PlayerId, grant: PlayerGrant) -> impl Iterator<Item = CardId> + '_ {
        super::reads::rest(super::reads::Rest::LAYER);
        self.grants
            .iter()
            .filter(move |(p, g, _)| *p == player && *g == grant)
            .map(|(_, _, card)| *card)
    }

    /// Whether some card's static text grants `player` this (the rule it loosens reads it).
    pub fn grants(&self, player: PlayerId, grant: PlayerGrant) -> bool {
        super::reads::rest(super::reads::Rest::LAYER);
        self.granted(player, grant).next().is_some()
    }

    /// The statements of this kind in force.
    pub fn rules_of(&self, matches: impl Fn(RuleKind) -> bool) -> impl Iterator<Item = &StaticRule> {
        super::reads::rest(super::reads::Rest::LAYER);
        self.rules.iter().filter(move |r| matches(r.kind))
    }

    /// The skill edits the layer makes to a card.
    pub fn edits(&self, card: CardId) -> impl Iterator<Item = &SkillEdit> {
        super::reads::rest(super::reads::Rest::LAYER);
        self.skills.iter().filter(move |(c, _)| *c == card).map(|(_, e)| e)
    }
}
