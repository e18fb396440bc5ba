//! Builds expressions from pest pairs. Operator chains are folded iteratively.

use super::build_item::Builder;
use super::Rule;
use crate::ast::*;
use pest::iterators::Pair;

impl Builder<'_> {
    /// Builds an expression from any expression-level pair.
    pub(crate) fn expr(&mut self, pair: Pair<'_, Rule>) -> Expr {
        let span = self.span(&pair);
        match pair.as_rule() {
            Rule::paren => {
                let inner = pair.into_inner().next().expect("wrapper rules hold one expression");
                let mut expr = self.expr(inner);
                if expr.span != span {
                    // Keep the parentheses in the span of a parenthesised expression.
                    expr.span = span;
                }
                expr
            }
            Rule::expr | Rule::and_expr => {
                let is_or = pair.as_rule() == Rule::expr;
                let operands: Vec<Expr> = super::tight(
                    pair.into_inner()
                        .filter(|p| !matches!(p.as_rule(), Rule::or_op | Rule::and_op))
                        .map(|p| self.expr(p)),
                );
                if operands.len() == 1 {
                    let mut operand = operands.into_iter().next().expect("one operand");
                    if is_or {
                        // A whole expression spans what its rule matched, as a lone operand
                        // of `or` may not (the blanks after it).
                        operand.span = span;
                    }
                    return operand;
                }
                let kind = if is_or {
                    ExprKind::Or { operands }
                } else {
                    ExprKind::And { operands }
                };
                Expr {
                    kind,
                    span,
                    declaration: None,
                }
            }
            Rule::plus_expr | Rule::product => {
                // Folded from the left: `A + B - C` is `(A + B) - C`.
                let mut parts = pair.into_inner();
                let mut expr = self.expr(parts.next().expect("first term"));
                while let (Some(op), Some(right)) = (parts.next(), parts.next()) {
                    let op = match op.as_str() {
                        "+" => ArithOp::Add,
                        "-" => ArithOp::Subtract,
                        _ => ArithOp::Multiply,
                    };
                    let right = self.expr(right);
                    let span = expr.span.to(right.span);
                    expr = Expr {
                        kind: ExprKind::Arith {
                            op,
                            left: Box::new(expr),
                            right: Box::new(right),
                        },
                        span,
                        declaration: None,
                    };
                }
                expr
            }
            Rule::not_expr => {
                let parts: Vec<Pair<'_, Rule>> = pair.into_inner().collect();
                let (nots, rest) = parts.split_at(parts.len() - 1);
                let mut expr = self.expr(rest[0].clone());
                for not in nots.iter().rev() {
                    let not_span = self.span(not).to(expr.span);
                    expr = Expr {
                        kind: ExprKind::Not {
                            operand: Box::new(expr),
                        },
                        span: not_span,
                        declaration: None,
                    };
                }
                expr
            }
            Rule::cmp_expr => {
                let mut parts = pair.into_inner();
                let left = self.expr(parts.next().expect("left side"));
                let Some(op) = parts.next() else { return left };
                let right = self.expr(parts.next().expect("right side"));
                let op = match op.as_str() {
                    ">" => CompareOp::Greater,
                    ">=" => CompareOp::GreaterEqual,
                    "<" => CompareOp::Less,
                    "<=" => CompareOp::LessEqual,
                    "==" => CompareOp::Equal,
                    _ => CompareOp::NotEqual,
                };
                Expr {
                    kind: ExprKind::Compare {
                        op,
                        left: Box::new(left),
                        right: Box::new(right),
                    },
                    span,
                    declaration: None,
                }
            }
            Rule::counted => {
                let mut parts = pair.into_inner();
                let count_pair = parts.next().expect("count");
                let count = self.number(&count_pair).clamp(0, i64::from(u32::MAX)) as u32;
                let term = self.expr(parts.next().expect("counted term"));
                Expr {
                    kind: ExprKind::Count {
                        count,
                        term: Box::new(term),
                    },
                    span,
                    declaration: None,
                }
            }
            Rule::multiplied => {
                let mut parts = pair.into_inner();
                let mut term = self.expr(parts.next().expect("multiplied term"));
                let Some(multiplier) = parts.next() else {
                    // A term without a multiplier spans what its rule matched (the blanks
                    // after it, which pest's optional multiplier skipped, included).
                    term.span = span;
                    return term;
                };
                let multiplier = parse_multiplier(multiplier.as_str());
                Expr {
                    kind: ExprKind::Multiplied {
                        term: Box::new(term),
                        multiplier,
                    },
                    span,
                    declaration: None,
                }
            }
            Rule::postfix => {
                let mut parts = pair.into_inner();
                let primary = parts.next().expect("primary");
                let primary_span = self.span(&primary);
                let mut expr = self.expr(primary);
                // A term spans what its rule matched (a call's, for one).
                expr.span = primary_span;
                for member in parts {
                    let member_span = self.span(&member);
                    let mut m = member.into_inner();
                    let name = self.ident(&m.next().expect("member name"));
                    let args = m.next().map(|a| self.args(a));
                    let span = expr.span.to(member_span);
                    expr = Expr {
                        kind: ExprKind::Member {
                            receiver: Box::new(expr),
                            name,
                            args,
                        },
                        span,
                        declaration: None,
                    };
                }
                expr
            }
            Rule::call => {
                let mut parts = pair.into_inner();
                let callee = parts.next().expect("callee");
                let Some(args) = parts.next() else {
                    return Expr::new(
                        ExprKind::Name {
                            name: callee.as_str().into(),
                        },
                        span,
                    );
                };
                let callee = self.ident(&callee);
                let args = self.args(args);
                Expr {
                    kind: ExprKind::Call { callee, args },
                    span,
                    declaration: None,
                }
            }
            Rule::signed => Expr {
                kind: ExprKind::Signed {
                    value: self.number(&pair),
                },
                span,
                declaration: None,
            },
            Rule::integer => Expr {
                kind: ExprKind::Number {
                    value: self.number(&pair),
                },
                span,
                declaration: None,
            },
            Rule::string => Expr {
                kind: ExprKind::Text {
                    value: self.string(&pair).name,
                },
                span,
                declaration: None,
            },
            Rule::card_ref => Expr {
                kind: ExprKind::CardRef {
                    title: self.inner_text(&pair).name,
                },
                span,
                declaration: None,
            },
            Rule::icon => Expr {
                kind: ExprKind::Icon {
                    name: self.inner_text(&pair).name,
                },
                span,
                declaration: None,
            },
            _ => Expr {
                kind: ExprKind::Name {
                    name: pair.as_str().into(),
                },
                span,
                declaration: None,
            },
        }
    }

    /// The arguments of a call.
    fn args(&mut self, pair: Pair<'_, Rule>) -> Vec<Arg> {
        super::tight(pair.into_inner().map(|arg| {
            let mut parts = arg.into_inner();
            let first = parts.next().expect("argument");
            if first.as_rule() == Rule::arg_name {
                let name = Some(self.ident(&first));
                let value = self.expr(parts.next().expect("argument value"));
                Arg { name, value }
            } else {
                Arg {
                    name: None,
                    value: self.expr(first),
                }
            }
        }))
    }
}

/// `x2` → 2/1, `x1/2` → 1/2.
fn parse_multiplier(text: &str) -> Multiplier {
    let digits = text.trim_start_matches('x');
    let (numerator, denominator) = digits.split_once('/').unwrap_or((digits, "1"));
    Multiplier {
        numerator: numerator.parse().unwrap_or(u32::MAX),
        denominator: denominator.parse().unwrap_or(1).max(1),
    }
}
