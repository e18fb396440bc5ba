//! Resolves the printed `+` by types, once the symbols are known. Printed cards use `+` for
//! two things: between conditions it joins them (`Geology + Honor + INTEGRITY>35`: Geology,
//! Honor and a total INTEGRITY over 35), between numbers it adds them (Ferengi Attack's
//! "total CUNNING + STRENGTH>68": the group's total CUNNING plus its total STRENGTH). The
//! parser reads every `+`/`-` chain as arithmetic ([`ExprKind::Arith`]); here a chain with
//! a condition among its terms becomes an [`ExprKind::And`], and each run of numbers in it
//! joins the comparison that follows it (`Geology + CUNNING + STRENGTH > 60` is Geology and
//! `(CUNNING + STRENGTH) > 60`). Totals are over the group (FAQ:169-173).

use super::visit_mut::{members_exprs_mut, VisitMut};
use super::{type_of, Ty};
use crate::ast::{ArithOp, Effect, Expr, ExprKind, Item, Module};
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::symbols::Symbols;

/// Resolves every `+`/`-` chain of the cards and keywords of `modules`, every effect's verb to
/// its declaration (`Effect::declaration`, the index in `Symbols::effects`), and every call,
/// method call and bare name to the function or root it names (`Expr::declaration`, the index
/// in `Symbols::functions` or `Symbols::roots`), so the runtime dispatches on them by index.
pub fn resolve_pool(modules: &mut [(FileId, Module)], symbols: &Symbols) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    for (file, module) in modules {
        for item in &mut module.items {
            let members = match item {
                Item::Card(card) => &mut card.members,
                Item::Keyword(keyword) => &mut keyword.members,
                _ => continue,
            };
            let mut resolver = Resolver {
                symbols,
                file: *file,
                diagnostics: &mut diagnostics,
            };
            members_exprs_mut(members, &mut resolver);
        }
    }
    diagnostics
}

struct Resolver<'a> {
    symbols: &'a Symbols,
    file: FileId,
    diagnostics: &'a mut Vec<Diagnostic>,
}

impl VisitMut for Resolver<'_> {
    fn expr(&mut self, expr: &mut Expr) {
        self.resolve(expr);
        declare(expr, self.symbols);
    }

    fn effect(&mut self, effect: &mut Effect) {
        effect.declaration = index(self.symbols.effects.get_index_of(effect.verb.name.as_str()));
    }
}

impl Resolver<'_> {
    fn ty(&self, expr: &Expr) -> Ty {
        type_of(expr, self.symbols, &|_| false)
    }

    fn resolve(&mut self, expr: &mut Expr) {
        match &mut expr.kind {
            ExprKind::Arith {
                op: ArithOp::Add | ArithOp::Subtract,
                ..
            } => self.plus_chain(expr),
            ExprKind::Arith { left, right, .. } | ExprKind::Compare { left, right, .. } => {
                self.resolve(left);
                self.resolve(right);
            }
            ExprKind::Call { args, .. } => args.iter_mut().for_each(|a| self.resolve(&mut a.value)),
            ExprKind::Member { receiver, args, .. } => {
                self.resolve(receiver);
                args.iter_mut().flatten().for_each(|a| self.resolve(&mut a.value));
            }
            ExprKind::Count { term, .. } | ExprKind::Multiplied { term, .. } => self.resolve(term),
            ExprKind::Not { operand } => self.resolve(operand),
            ExprKind::And { operands } | ExprKind::Or { operands } => operands.iter_mut().for_each(|o| self.resolve(o)),
            ExprKind::Number { .. }
            | ExprKind::Signed { .. }
            | ExprKind::Text { .. }
            | ExprKind::CardRef { .. }
            | ExprKind::Icon { .. }
            | ExprKind::Name { .. } => {}
        }
    }

    /// A chain `t0 op1 t1 op2 t2 ...` of `+` and `-`: a sum if no term is a condition, else a
    /// conjunction of its conditions and of the comparisons its runs of numbers join.
    fn plus_chain(&mut self, expr: &mut Expr) {
        let span = expr.span;
        let mut terms = flatten(std::mem::replace(expr, placeholder(span)));
        for (_, term) in &mut terms {
            self.resolve(term);
        }
        let is_condition = |ty: Ty| !matches!(ty, Ty::Number | Ty::Any);
        if !terms.iter().any(|(_, t)| is_condition(self.ty(t))) {
            *expr = rebuild(terms);
            return;
        }
        let mut operands = Vec::new();
        let mut run: Option<Expr> = None;
        for (op, term) in terms {
            let ty = self.ty(&term);
            if !is_condition(ty) {
                run = Some(match run.take() {
                    Some(sum) => arith(op.unwrap_or(ArithOp::Add), sum, term),
                    None => {
                        self.no_minus_between(op, &term);
                        term
                    }
                });
                continue;
            }
            match (run.take(), term) {
                (
                    Some(sum),
                    Expr {
                        kind: ExprKind::Compare { op: cmp, left, right },
                        span,
                        ..
                    },
                ) => {
                    let joined = sum.span.to(span);
                    let left = arith(op.unwrap_or(ArithOp::Add), sum, *left);
                    operands.push(Expr {
                        kind: ExprKind::Compare {
                            op: cmp,
                            left: Box::new(left),
                            right,
                        },
                        span: joined,
                        declaration: None,
                    });
                }
                (pending, term) => {
                    if let Some(sum) = pending {
                        operands.push(sum);
                    }
                    self.no_minus_between(op, &term);
                    operands.push(term);
                }
            }
        }
        operands.extend(run);
        *expr = if operands.len() == 1 {
            operands.pop().expect("one operand")
        } else {
            Expr {
                kind: ExprKind::And { operands },
                span,
                declaration: None,
            }
        };
    }

    /// `-` between conditions (or before the first number after a condition) means nothing.
    fn no_minus_between(&mut self, op: Option<ArithOp>, term: &Expr) {
        if op == Some(ArithOp::Subtract) {
            self.diagnostics.push(
                Diagnostic::error(
                    "type::minus-joins-conditions",
                    self.file,
                    term.span,
                    "`-` cannot join a condition",
                )
                .with_label("a condition stands on one side of this `-`")
                .with_help("`-` subtracts numbers (`CUNNING - 2`); join conditions with `+` or `and`"),
            );
        }
    }
}

/// The terms of a left-folded `+`/`-` chain, each with the operator before it.
fn flatten(mut expr: Expr) -> Vec<(Option<ArithOp>, Expr)> {
    let mut reversed = Vec::new();
    loop {
        match expr.kind {
            ExprKind::Arith {
                op: op @ (ArithOp::Add | ArithOp::Subtract),
                left,
                right,
            } => {
                reversed.push((Some(op), *right));
                expr = *left;
            }
            kind => {
                reversed.push((
                    None,
                    Expr {
                        kind,
                        span: expr.span,
                        declaration: None,
                    },
                ));
                break;
            }
        }
    }
    reversed.reverse();
    reversed
}

/// The chain folded from the left again.
fn rebuild(terms: Vec<(Option<ArithOp>, Expr)>) -> Expr {
    let mut terms = terms.into_iter();
    let (_, mut expr) = terms.next().expect("a chain has a first term");
    for (op, term) in terms {
        expr = arith(op.unwrap_or(ArithOp::Add), expr, term);
    }
    expr
}

fn arith(op: ArithOp, left: Expr, right: Expr) -> Expr {
    Expr {
        span: left.span.to(right.span),
        kind: ExprKind::Arith {
            op,
            left: Box::new(left),
            right: Box::new(right),
        },
        declaration: None,
    }
}

fn placeholder(span: crate::span::Span) -> Expr {
    Expr {
        kind: ExprKind::Number { value: 0 },
        span,
        declaration: None,
    }
}

/// A declaration's index as a syntax node holds it (`u32`: a pool declares far fewer).
fn index(found: Option<usize>) -> Option<u32> {
    found.and_then(|i| u32::try_from(i).ok())
}

/// Resolves the calls, method calls and bare names of `expr` and of every expression inside it
/// to the functions and roots they name.
fn declare(expr: &mut Expr, symbols: &Symbols) {
    match &mut expr.kind {
        ExprKind::Call { callee, args } => {
            expr.declaration = index(symbols.functions.get_index_of(callee.name.as_str()));
            args.iter_mut().for_each(|a| declare(&mut a.value, symbols));
        }
        ExprKind::Member { receiver, name, args } => {
            expr.declaration = index(symbols.functions.get_index_of(name.name.as_str()));
            declare(receiver, symbols);
            args.iter_mut().flatten().for_each(|a| declare(&mut a.value, symbols));
        }
        ExprKind::Name { name } => expr.declaration = index(symbols.roots.get_index_of(name.as_str())),
        ExprKind::Arith { left, right, .. } | ExprKind::Compare { left, right, .. } => {
            declare(left, symbols);
            declare(right, symbols);
        }
        ExprKind::Count { term, .. } | ExprKind::Multiplied { term, .. } => declare(term, symbols),
        ExprKind::Not { operand } => declare(operand, symbols),
        ExprKind::And { operands } | ExprKind::Or { operands } => operands.iter_mut().for_each(|o| declare(o, symbols)),
        ExprKind::Number { .. }
        | ExprKind::Signed { .. }
        | ExprKind::Text { .. }
        | ExprKind::CardRef { .. }
        | ExprKind::Icon { .. } => {}
    }
}
