//! Top-level items: cards and the standard library's declarations.

use super::{Ability, Expr};
use crate::span::{Ident, Span};
use borsh::{BorshDeserialize, BorshSerialize};
use serde::{Deserialize, Serialize};

/// The items of one file, in order.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Module {
    /// The items that parsed.
    pub items: Vec<Item>,
}

/// A top-level item.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(tag = "item", rename_all = "snake_case")]
pub enum Item {
    /// A card definition.
    Card(Card),
    /// A vocabulary of names (skills, icons, ...).
    Vocabulary(Vocabulary),
    /// The schema of a card type.
    CardType(CardTypeDecl),
    /// Fields every card type has.
    CommonFields(Schema),
    /// A primitive effect, function or action type.
    Primitive(Primitive),
    /// A name every card's text may use.
    Root(RootDecl),
    /// Shared rules named by cards, such as a ship's special equipment.
    Keyword(KeywordDecl),
    /// A core rule of the game with its settings, patchable by errata.
    Rule(RuleDecl),
}

impl Item {
    /// The span of the whole item.
    pub fn span(&self) -> Span {
        match self {
            Item::Card(card) => card.span,
            Item::Vocabulary(v) => v.span,
            Item::CardType(t) => t.span,
            Item::CommonFields(s) => s.span,
            Item::Primitive(p) => p.span,
            Item::Root(r) => r.span,
            Item::Keyword(k) => k.span,
            Item::Rule(r) => r.span,
        }
    }
}

/// A card: `personnel "Hannah Bates" { ... }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Card {
    /// The card type as written (`personnel`, `dilemma`, ...).
    pub kind: Ident,
    /// The card's title.
    pub title: Ident,
    /// Fields and abilities in order.
    pub members: Vec<Member>,
    /// Documentation lines before the card.
    pub docs: Vec<String>,
    /// The whole card.
    pub span: Span,
}

impl Card {
    /// The fields of the card, in order.
    pub fn fields(&self) -> impl Iterator<Item = &Field> {
        self.members.iter().filter_map(|m| match m {
            Member::Field(f) => Some(f),
            _ => None,
        })
    }

    /// The first field with this name.
    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields().find(|f| f.name.name == name)
    }

    /// The abilities of the card, in order.
    pub fn abilities(&self) -> impl Iterator<Item = &Ability> {
        self.members.iter().filter_map(|m| match m {
            Member::Ability(a) => Some(&**a),
            _ => None,
        })
    }
}

/// One member of a card body.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(tag = "member", rename_all = "snake_case")]
pub enum Member {
    /// A printed-data field.
    Field(Field),
    /// A field with no value, such as `universal`.
    Flag(Ident),
    /// Game text.
    Ability(Box<Ability>),
}

/// A printed-data field: `skills: Diplomacy x2, Leadership`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Field {
    /// The field's name.
    pub name: Ident,
    /// Its values, one expression each.
    pub values: Vec<Expr>,
    /// The whole field.
    pub span: Span,
}

/// `vocabulary skill { Acquisition, "Computer Skill" }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Vocabulary {
    /// What kind of names these are (`skill`, `icon`, ...).
    pub kind: Ident,
    /// The names.
    pub entries: Vec<VocabEntry>,
    /// The whole declaration.
    pub span: Span,
}

/// One name in a vocabulary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct VocabEntry {
    /// The name (for icons, the text inside the brackets).
    pub name: Ident,
    /// Documentation lines.
    pub docs: Vec<String>,
}

/// `card_type personnel { ... }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct CardTypeDecl {
    /// The card type's name.
    pub name: Ident,
    /// Its fields.
    pub schema: Schema,
    /// Documentation lines.
    pub docs: Vec<String>,
    /// The whole declaration.
    pub span: Span,
}

/// A list of field declarations.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Schema {
    /// The fields.
    pub fields: Vec<SchemaField>,
    /// The whole schema.
    pub span: Span,
}

/// `integrity: number 1..15`, `skills: skill*`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct SchemaField {
    /// The field's name.
    pub name: Ident,
    /// The kind of its values: `number`, `text`, `flag`, `card`, `condition`, or a vocabulary.
    pub kind: Ident,
    /// How many values it takes.
    pub multiplicity: Multiplicity,
    /// For numbers, the inclusive range allowed.
    pub range: Option<(i64, i64)>,
    /// Documentation lines.
    pub docs: Vec<String>,
    /// The whole declaration.
    pub span: Span,
}

/// How many values a field takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(rename_all = "snake_case")]
pub enum Multiplicity {
    /// Exactly one, and the field is required.
    One,
    /// At most one; the field may be left out.
    Optional,
    /// Any number; the field may be left out.
    Many,
    /// One or more; the field is required.
    OneOrMore,
}

/// A primitive the runtime implements: `effect kill(subject: cards)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Primitive {
    /// Effect, function or action type.
    pub kind: PrimitiveKind,
    /// Its name.
    pub name: Ident,
    /// Its parameters; one named `subject` is written without its name.
    pub params: Vec<Param>,
    /// For functions, the kind of the result.
    pub returns: Option<Ident>,
    /// Documentation lines.
    pub docs: Vec<String>,
    /// The whole declaration.
    pub span: Span,
}

/// What a primitive is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
#[serde(rename_all = "snake_case")]
pub enum PrimitiveKind {
    /// A verb of a statement: `kill`, `discard`.
    Effect,
    /// A value or selector: `present(...)`, `.highest(CUNNING)`.
    Function,
    /// An action that triggers and responses match: `play(...)`, `solve(...)`.
    ActionType,
}

/// A parameter of a primitive.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct Param {
    /// Its name (the clause word for effects).
    pub name: Ident,
    /// The kind of value it takes.
    pub kind: Ident,
    /// Whether it may be left out.
    pub optional: bool,
}

/// `root self: card`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct RootDecl {
    /// The name.
    pub name: Ident,
    /// The kind of value it names.
    pub kind: Ident,
    /// Documentation lines.
    pub docs: Vec<String>,
    /// The whole declaration.
    pub span: Span,
}

/// `keyword "Tractor Beam" { ... }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct KeywordDecl {
    /// The keyword.
    pub name: Ident,
    /// Its rules.
    pub members: Vec<Member>,
    /// Documentation lines.
    pub docs: Vec<String>,
    /// The whole declaration.
    pub span: Span,
}

/// `rule "Interrupt order" { order: interrupt_order = last_played_first }`: a core rule of the
/// game, whose settings the engine reads and errata may change.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct RuleDecl {
    /// The rule's name.
    pub name: Ident,
    /// Its settings, in order.
    pub settings: Vec<RuleSetting>,
    /// Documentation lines.
    pub docs: Vec<String>,
    /// The whole declaration.
    pub span: Span,
}

/// One setting of a rule: `order: interrupt_order = last_played_first`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, BorshSerialize, BorshDeserialize)]
pub struct RuleSetting {
    /// The setting's name.
    pub name: Ident,
    /// The vocabulary its values come from.
    pub kind: Ident,
    /// The value in force.
    pub value: Ident,
    /// Documentation lines.
    pub docs: Vec<String>,
    /// The whole setting.
    pub span: Span,
}

impl RuleDecl {
    /// The setting of this name.
    pub fn setting(&self, name: &str) -> Option<&RuleSetting> {
        self.settings.iter().find(|s| s.name.name == name)
    }
}
