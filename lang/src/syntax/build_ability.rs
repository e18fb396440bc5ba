//! Builds abilities and statements from pest pairs.

use super::build_item::{children, Builder};
use super::Rule;
use crate::ast::*;
use pest::iterators::Pair;

/// The optional parts that several ability headers share.
#[derive(Default)]
struct Header {
    binding: Option<crate::span::Ident>,
    limit: Option<Limit>,
    guard: Option<Expr>,
    suspends_play: bool,
    required: bool,
    label: Option<crate::span::Ident>,
    from_zone: Option<crate::span::Ident>,
}

impl Builder<'_> {
    /// Builds one ability.
    pub(crate) fn ability(
        &mut self,
        pair: Pair<'_, Rule>,
        docs: Vec<String>,
        span: crate::span::Span,
    ) -> Option<Ability> {
        let body = pair.into_inner().next()?;
        let rule = body.as_rule();
        let parts: Vec<Pair<'_, Rule>> = children(body).collect();
        let kind = match rule {
            Rule::encounter => AbilityKind::Encounter {
                body: self.block(parts.last()?.clone()),
            },
            Rule::static_ability => {
                let condition = parts
                    .iter()
                    .find(|p| p.as_rule() == Rule::expr)
                    .map(|p| self.expr(p.clone()));
                AbilityKind::Static {
                    condition,
                    body: self.block(parts.last()?.clone()),
                }
            }
            Rule::trigger => {
                let timing = if parts[0].as_rule() == Rule::just_after {
                    TriggerTiming::JustAfter
                } else {
                    TriggerTiming::When
                };
                let pattern = self.pattern(parts.iter().find(|p| p.as_rule() == Rule::pattern)?.clone());
                let header = self.header(&parts);
                let body = self.block(parts.last()?.clone());
                AbilityKind::Trigger {
                    timing,
                    pattern,
                    binding: header.binding,
                    limit: header.limit,
                    from_zone: header.from_zone,
                    guard: header.guard,
                    body,
                }
            }
            Rule::timed_trigger => {
                let point = match parts[0].as_str() {
                    "start" => TurnPoint::Start,
                    _ => TurnPoint::End,
                };
                let turn = self.turn_spec(parts.iter().find(|p| p.as_rule() == Rule::turn_spec)?.clone());
                let header = self.header(&parts);
                let body = self.block(parts.last()?.clone());
                AbilityKind::AtTurn {
                    point,
                    turn,
                    limit: header.limit,
                    guard: header.guard,
                    body,
                }
            }
            Rule::probe => {
                let header = self.header(&parts);
                AbilityKind::Probe {
                    binding: header.binding?,
                    guard: header.guard,
                    body: self.block(parts.last()?.clone()),
                }
            }
            Rule::countdown_trigger => AbilityKind::CountdownExpires {
                body: self.block(parts.last()?.clone()),
            },
            Rule::response => {
                let pattern = self.pattern(parts.iter().find(|p| p.as_rule() == Rule::pattern)?.clone());
                let header = self.header(&parts);
                let body = self.block(parts.last()?.clone());
                AbilityKind::Response {
                    pattern,
                    binding: header.binding,
                    limit: header.limit,
                    suspends_play: header.suspends_play,
                    guard: header.guard,
                    body,
                }
            }
            Rule::action => {
                let header = self.header(&parts);
                let body = self.block(parts.last()?.clone());
                AbilityKind::Action {
                    label: header.label,
                    required: header.required,
                    limit: header.limit,
                    from_zone: header.from_zone,
                    suspends_play: header.suspends_play,
                    guard: header.guard,
                    body,
                }
            }
            Rule::on_play => {
                let header = self.header(&parts);
                AbilityKind::OnPlay {
                    limit: header.limit,
                    suspends_play: header.suspends_play,
                    guard: header.guard,
                    body: self.block(parts.last()?.clone()),
                }
            }
            Rule::plays_on => {
                let mut exprs = parts.into_iter().filter(|p| p.as_rule() == Rule::expr);
                let target = self.expr(exprs.next()?);
                let filter = exprs.next().map(|e| self.expr(e));
                AbilityKind::PlaysOn { target, filter }
            }
            Rule::play_as => {
                let kind = self.ident(&parts[0]);
                AbilityKind::PlayAs {
                    kind,
                    members: self.members(parts[1].clone()),
                }
            }
            Rule::cure | Rule::nullify_with => {
                let condition = self.expr(parts[0].clone());
                let body = parts.get(1).map(|b| self.block(b.clone()));
                if rule == Rule::cure {
                    AbilityKind::Cure { condition, body }
                } else {
                    AbilityKind::NullifyWith { condition, body }
                }
            }
            Rule::special_download => AbilityKind::SpecialDownload {
                card: self.inner_text(&parts[0]),
            },
            Rule::todo => AbilityKind::Todo {
                text: self.string(&parts[0]),
            },
            _ => return None,
        };
        Some(Ability { kind, docs, span })
    }

    fn header(&mut self, parts: &[Pair<'_, Rule>]) -> Header {
        let mut header = Header::default();
        for part in parts {
            match part.as_rule() {
                Rule::binding => header.binding = children(part.clone()).next().map(|n| self.ident(&n)),
                Rule::limit => header.limit = Some(limit(part.as_str())),
                Rule::guard => header.guard = children(part.clone()).next().map(|e| self.expr(e)),
                Rule::suspends => header.suspends_play = true,
                Rule::required => header.required = true,
                Rule::use_zone => header.from_zone = children(part.clone()).next().map(|n| self.ident(&n)),
                Rule::string => header.label = Some(self.string(part)),
                _ => {}
            }
        }
        header
    }

    fn pattern(&mut self, pair: Pair<'_, Rule>) -> Expr {
        let inner = pair.into_inner().next().expect("pattern holds a call or a name");
        self.expr(inner)
    }

    fn turn_spec(&mut self, pair: Pair<'_, Rule>) -> TurnSpec {
        let span = self.span(&pair);
        let mut parts = children(pair);
        let word = match parts.next().map(|w| w.as_str().to_string()).as_deref() {
            Some("every") => TurnWord::Every,
            Some("next") => TurnWord::Next,
            Some("this") => TurnWord::This,
            _ => TurnWord::Each,
        };
        let of = parts.find(|p| p.as_rule() == Rule::expr).map(|e| self.expr(e));
        TurnSpec { word, of, span }
    }

    /// Builds a block of statements.
    pub(crate) fn block(&mut self, pair: Pair<'_, Rule>) -> Block {
        let span = self.span(&pair);
        let statements = super::tight(pair.into_inner().filter_map(|s| self.statement(s)));
        Block { statements, span }
    }

    fn statement(&mut self, pair: Pair<'_, Rule>) -> Option<Statement> {
        let span = self.span(&pair);
        let body = pair.into_inner().next()?;
        let rule = body.as_rule();
        let parts: Vec<Pair<'_, Rule>> = children(body).collect();
        let kind = match rule {
            Rule::if_stmt => return Some(self.if_statement(parts, span)),
            Rule::unless_stmt => StatementKind::Unless {
                condition: self.expr(parts[0].clone()),
                body: self.block(parts[1].clone()),
                otherwise: parts.get(2).map(|p| self.block(p.clone())),
            },
            Rule::get_past => StatementKind::GetPast {
                condition: self.expr(parts[0].clone()),
            },
            Rule::for_each => StatementKind::ForEach {
                variable: self.ident(&parts[0]),
                over: self.expr(parts[1].clone()),
                body: self.block(parts[2].clone()),
            },
            Rule::either => StatementKind::Either {
                options: super::tight(parts.into_iter().map(|b| self.block(b))),
            },
            Rule::let_stmt => StatementKind::Let {
                name: self.ident(&parts[0]),
                value: self.expr(parts[1].clone()),
            },
            Rule::todo => StatementKind::Todo {
                text: self.string(&parts[0]),
            },
            Rule::modal => {
                let player = self.expr(parts[0].clone());
                let modality = if parts[1].as_str().starts_with("may") {
                    Modality::May
                } else {
                    Modality::Must
                };
                let statement = Box::new(self.statement(parts[2].clone())?);
                StatementKind::Modal {
                    player,
                    modality,
                    statement,
                }
            }
            Rule::effect => {
                let mut parts = parts.into_iter();
                let verb = self.ident(&parts.next()?);
                let mut subject = None;
                let mut clauses = Vec::new();
                for part in parts {
                    if part.as_rule() == Rule::clause {
                        let mut c = part.into_inner();
                        let word = self.ident(&c.next()?);
                        let value = self.expr(c.next()?);
                        clauses.push(Clause { word, value });
                    } else {
                        subject = Some(self.expr(part));
                    }
                }
                clauses.shrink_to_fit();
                StatementKind::Effect(Effect {
                    verb,
                    subject,
                    clauses,
                    declaration: None,
                })
            }
            _ => return None,
        };
        Some(Statement { kind, span })
    }

    /// `if C { } else if D { } else { }`: an `else if` becomes a block holding one `if`.
    fn if_statement(&mut self, parts: Vec<Pair<'_, Rule>>, span: crate::span::Span) -> Statement {
        let condition = self.expr(parts[0].clone());
        let then = self.block(parts[1].clone());
        let otherwise = parts.get(2).map(|p| {
            if p.as_rule() == Rule::if_stmt {
                let nested_span = self.span(p);
                let nested = self.if_statement(children(p.clone()).collect(), nested_span);
                Block {
                    statements: vec![nested],
                    span: nested_span,
                }
            } else {
                self.block(p.clone())
            }
        });
        Statement {
            kind: StatementKind::If {
                condition,
                then,
                otherwise,
            },
            span,
        }
    }
}

fn limit(text: &str) -> Limit {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        [_, "each", ..] => Limit::OnceEachTurn,
        [_, "every", ..] => Limit::OnceEveryTurn,
        [_, "per", "game"] => Limit::OncePerGame,
        _ => Limit::OncePerTurn,
    }
}
