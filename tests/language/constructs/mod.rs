//! One parse test for each construct of the language (issue 2, item 2), one module per topic:
//! each card parses and checks clean, and the test asserts the shape of the tree it gives. This
//! module holds the helpers the topics share.

mod card_data;
mod expressions;
mod playing;
mod responses_and_actions;
mod statements;
mod triggers;

use stccg_lang::ast::*;
use stccg_lang::testing::card;

/// The kinds of the card's abilities, in order.
fn abilities(text: &str) -> Vec<AbilityKind> {
    card(text).abilities().map(|a| a.kind.clone()).collect()
}

/// The statements of the first block-bearing ability.
fn first_block(text: &str) -> Vec<StatementKind> {
    let ability = abilities(text).into_iter().next().expect("one ability");
    let body = match ability {
        AbilityKind::Encounter { body }
        | AbilityKind::OnPlay { body, .. }
        | AbilityKind::Static { body, .. }
        | AbilityKind::Action { body, .. } => body,
        other => panic!("no block in {other:?}"),
    };
    body.statements.into_iter().map(|s| s.kind).collect()
}

/// An expression as a compact string, for asserting precedence.
fn show(expr: &Expr) -> String {
    match &expr.kind {
        ExprKind::Number { value } => value.to_string(),
        ExprKind::Signed { value } => format!("{value:+}"),
        ExprKind::Text { value } => format!("{value:?}"),
        ExprKind::CardRef { title } => format!("{{{title}}}"),
        ExprKind::Icon { name } => format!("[{name}]"),
        ExprKind::Name { name } => name.to_string(),
        ExprKind::Call { callee, args } => format!("{}({})", callee.name, show_args(args)),
        ExprKind::Member { receiver, name, args } => match args {
            Some(args) => format!("{}.{}({})", show(receiver), name.name, show_args(args)),
            None => format!("{}.{}", show(receiver), name.name),
        },
        ExprKind::Count { count, term } => format!("{count} {}", show(term)),
        ExprKind::Multiplied { term, multiplier } => {
            format!("{} x{}/{}", show(term), multiplier.numerator, multiplier.denominator)
        }
        ExprKind::Not { operand } => format!("not {}", show(operand)),
        ExprKind::And { operands } => format!("({})", operands.iter().map(show).collect::<Vec<_>>().join(" and ")),
        ExprKind::Or { operands } => format!("({})", operands.iter().map(show).collect::<Vec<_>>().join(" or ")),
        ExprKind::Compare { op, left, right } => format!("{} {} {}", show(left), op.symbol(), show(right)),
        ExprKind::Arith { op, left, right } => format!("[{} {} {}]", show(left), op.symbol(), show(right)),
    }
}

/// Call arguments as a compact string, named ones as `name: value`.
fn show_args(args: &[Arg]) -> String {
    let parts: Vec<String> = args
        .iter()
        .map(|a| match &a.name {
            Some(name) => format!("{}: {}", name.name, show(&a.value)),
            None => show(&a.value),
        })
        .collect();
    parts.join(", ")
}
