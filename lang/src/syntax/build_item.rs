//! Builds items (cards and declarations) from pest pairs.

use super::rules::is_keyword;
use super::{span_of, Rule};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::{Ident, Span};
use pest::iterators::{Pair, Pairs};

/// Turns the pairs of one item into AST nodes, shifting spans by the item's offset and
/// collecting the few problems only the builder can see (numbers too large, for one).
pub(crate) struct Builder<'d> {
    pub(super) file: FileId,
    pub(super) offset: usize,
    pub(super) diagnostics: &'d mut Vec<Diagnostic>,
}

impl<'d> Builder<'d> {
    /// A builder for an item that starts at `offset` in `file`.
    pub(crate) fn new(file: FileId, offset: usize, diagnostics: &'d mut Vec<Diagnostic>) -> Self {
        Builder {
            file,
            offset,
            diagnostics,
        }
    }

    pub(super) fn span(&self, pair: &Pair<'_, Rule>) -> Span {
        span_of(pair, self.offset)
    }

    pub(super) fn ident(&self, pair: &Pair<'_, Rule>) -> Ident {
        Ident::new(pair.as_str(), self.span(pair))
    }

    /// The text of a string pair, quotes removed and escapes resolved.
    pub(super) fn string(&self, pair: &Pair<'_, Rule>) -> Ident {
        let inner = pair.clone().into_inner().next().map_or("", |p| p.as_str());
        Ident::new(inner.replace("\\\"", "\"").replace("\\\\", "\\"), self.span(pair))
    }

    /// The text inside the delimiters of a card reference or an icon.
    pub(super) fn inner_text(&self, pair: &Pair<'_, Rule>) -> Ident {
        let inner = pair.clone().into_inner().next().map_or("", |p| p.as_str());
        Ident::new(inner.trim(), self.span(pair))
    }

    /// A number, or a diagnostic if it does not fit.
    pub(super) fn number(&mut self, pair: &Pair<'_, Rule>) -> i64 {
        match pair.as_str().parse::<i64>() {
            Ok(n) if n.unsigned_abs() <= 1_000_000 => n,
            _ => {
                let span = self.span(pair);
                self.diagnostics.push(
                    Diagnostic::error("syntax::number-too-large", self.file, span, "number too large")
                        .with_label("numbers on cards are at most 1000000")
                        .with_help("no card needs a number this large; check for a typing mistake"),
                );
                0
            }
        }
    }

    /// Builds one item.
    pub(crate) fn item(&mut self, pair: Pair<'_, Rule>) -> Option<Item> {
        let span = self.span(&pair);
        let mut inner = pair.into_inner();
        let docs = docs(&mut inner);
        let body = inner.next()?;
        Some(match body.as_rule() {
            Rule::card => Item::Card(self.card(body, docs, span)),
            Rule::vocabulary => Item::Vocabulary(self.vocabulary(body)),
            Rule::card_type_decl => {
                let mut parts = children(body);
                let name = self.ident(&parts.next()?);
                let schema = self.schema(parts.next()?);
                Item::CardType(CardTypeDecl {
                    name,
                    schema,
                    docs,
                    span,
                })
            }
            Rule::common_fields => Item::CommonFields(self.schema(children(body).next()?)),
            Rule::primitive => Item::Primitive(self.primitive(body, docs, span)?),
            Rule::root_decl => {
                let mut parts = children(body);
                let name = self.ident(&parts.next()?);
                let kind = self.ident(&parts.next()?);
                Item::Root(RootDecl { name, kind, docs, span })
            }
            Rule::keyword_decl => {
                let mut parts = children(body);
                let name_pair = parts.next()?;
                let name = self.name_or_string(&name_pair);
                let members = self.members(parts.next()?);
                Item::Keyword(KeywordDecl {
                    name,
                    members,
                    docs,
                    span,
                })
            }
            Rule::rule_decl => Item::Rule(self.rule_decl(body, docs, span)?),
            Rule::rule_errata => {
                let mut parts = body.into_inner();
                let errata = parts.next()?;
                let rule = parts.next()?;
                let kind = Ident::new(crate::errata::RULE_ERRATA_KIND, self.span(&errata).to(self.span(&rule)));
                let title = self.string(&parts.next()?);
                let members = self.members(parts.next()?);
                Item::Card(Card {
                    kind,
                    title,
                    members,
                    docs,
                    span,
                })
            }
            _ => return None,
        })
    }

    fn name_or_string(&self, pair: &Pair<'_, Rule>) -> Ident {
        if pair.as_rule() == Rule::string {
            self.string(pair)
        } else {
            self.ident(pair)
        }
    }

    fn card(&mut self, pair: Pair<'_, Rule>, docs: Vec<String>, span: Span) -> Card {
        let mut parts = pair.into_inner();
        let kind = self.ident(&parts.next().expect("card type"));
        let title = self.string(&parts.next().expect("card title"));
        let members = parts.next().map(|body| self.members(body)).unwrap_or_default();
        Card {
            kind,
            title,
            members,
            docs,
            span,
        }
    }

    /// The members of a card body.
    pub(super) fn members(&mut self, body: Pair<'_, Rule>) -> Vec<Member> {
        super::tight(body.into_inner().filter_map(|member| self.member(member)))
    }

    fn member(&mut self, pair: Pair<'_, Rule>) -> Option<Member> {
        let span = self.span(&pair);
        let mut inner = pair.into_inner();
        let docs = docs(&mut inner);
        let body = inner.next()?;
        Some(match body.as_rule() {
            Rule::field => {
                let mut parts = children(body);
                let name = self.ident(&parts.next()?);
                let values = super::tight(parts.next()?.into_inner().map(|e| self.expr(e)));
                Member::Field(Field { name, values, span })
            }
            Rule::flag => Member::Flag(self.ident(&body)),
            Rule::ability => Member::Ability(Box::new(self.ability(body, docs, span)?)),
            _ => return None,
        })
    }

    fn vocabulary(&mut self, pair: Pair<'_, Rule>) -> Vocabulary {
        let span = self.span(&pair);
        let mut parts = children(pair);
        let kind = self.ident(&parts.next().expect("vocabulary kind"));
        let entries = parts
            .filter(|p| p.as_rule() == Rule::vocab_entry)
            .filter_map(|entry| {
                let mut inner = entry.into_inner();
                let docs = docs(&mut inner);
                let value = inner.next()?;
                let name = match value.as_rule() {
                    Rule::string => self.string(&value),
                    Rule::icon => self.inner_text(&value),
                    _ => self.ident(&value),
                };
                Some(VocabEntry { name, docs })
            })
            .collect();
        Vocabulary { kind, entries, span }
    }

    fn schema(&mut self, pair: Pair<'_, Rule>) -> Schema {
        let span = self.span(&pair);
        let fields = super::tight(pair.into_inner().filter_map(|f| self.schema_field(f)));
        Schema { fields, span }
    }

    fn schema_field(&mut self, pair: Pair<'_, Rule>) -> Option<SchemaField> {
        let span = self.span(&pair);
        let mut inner = pair.into_inner();
        let docs = docs(&mut inner);
        let name = self.ident(&inner.next()?);
        let kind = self.ident(&inner.next()?);
        let mut multiplicity = Multiplicity::One;
        let mut range = None;
        for part in inner {
            match part.as_rule() {
                Rule::multiplicity => {
                    multiplicity = match part.as_str() {
                        "?" => Multiplicity::Optional,
                        "*" => Multiplicity::Many,
                        _ => Multiplicity::OneOrMore,
                    }
                }
                Rule::range => {
                    let bounds: Vec<Pair<'_, Rule>> = part.into_inner().collect();
                    range = Some((self.number(&bounds[0]), self.number(&bounds[1])));
                }
                _ => {}
            }
        }
        Some(SchemaField {
            name,
            kind,
            multiplicity,
            range,
            docs,
            span,
        })
    }

    fn primitive(&mut self, pair: Pair<'_, Rule>, docs: Vec<String>, span: Span) -> Option<Primitive> {
        let mut inner = pair.into_inner();
        let kind = match inner.next()?.into_inner().next()?.as_rule() {
            Rule::kw_effect => PrimitiveKind::Effect,
            Rule::kw_function => PrimitiveKind::Function,
            _ => PrimitiveKind::ActionType,
        };
        let name = self.ident(&inner.next()?);
        let mut params = Vec::new();
        let mut returns = None;
        for part in inner {
            match part.as_rule() {
                Rule::param => {
                    let mut p = part.into_inner();
                    let name = self.ident(&p.next()?);
                    let kind = self.ident(&p.next()?);
                    let optional = p.next().is_some();
                    params.push(Param { name, kind, optional });
                }
                Rule::name => returns = Some(self.ident(&part)),
                _ => {}
            }
        }
        Some(Primitive {
            kind,
            name,
            params,
            returns,
            docs,
            span,
        })
    }
}

/// Takes the leading `doc` pairs off an item or member, as text lines.
pub(super) fn docs(inner: &mut Pairs<'_, Rule>) -> Vec<String> {
    let mut lines = Vec::new();
    while inner.peek().is_some_and(|p| p.as_rule() == Rule::doc) {
        let doc = inner.next().expect("peeked");
        let text = doc.into_inner().next().map_or("", |t| t.as_str());
        lines.push(text.strip_prefix(' ').unwrap_or(text).to_string());
    }
    lines.shrink_to_fit();
    lines
}

/// The children of a pair, without keyword tokens.
pub(super) fn children(pair: Pair<'_, Rule>) -> impl Iterator<Item = Pair<'_, Rule>> {
    pair.into_inner().filter(|p| !is_keyword(p.as_rule()))
}
