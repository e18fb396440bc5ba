//! Syntax trees compared without their spans: formatting moves every byte, so two trees
//! mean the same when they are equal once the byte positions are taken out.

use crate::ast::Module;
use serde_json::Value;

/// The syntax tree of a module as JSON, with every `span` field removed.
pub fn without_spans(module: &Module) -> Value {
    let mut tree = serde_json::to_value(module).expect("a syntax tree always serialises");
    strip_spans(&mut tree);
    tree
}

/// Whether two modules have the same syntax tree once spans are ignored.
pub fn same_tree(left: &Module, right: &Module) -> bool {
    without_spans(left) == without_spans(right)
}

/// Removes the `span` fields (`{start, end}` objects) of `value` and of everything inside it.
fn strip_spans(value: &mut Value) {
    match value {
        Value::Object(fields) => {
            if fields.get("span").is_some_and(is_span) {
                fields.remove("span");
            }
            fields.values_mut().for_each(strip_spans);
        }
        Value::Array(values) => values.iter_mut().for_each(strip_spans),
        _ => {}
    }
}

/// Whether a JSON value is a serialised [`Span`](crate::span::Span).
fn is_span(value: &Value) -> bool {
    value.as_object().is_some_and(|span| {
        span.len() == 2 && span.get("start").is_some_and(Value::is_u64) && span.get("end").is_some_and(Value::is_u64)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::FileId;
    use crate::syntax::parse_module;

    fn module(text: &str) -> Module {
        let (module, diagnostics) = parse_module(FileId(0), text);
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
        module
    }

    #[test]
    fn layout_does_not_matter_but_content_does() {
        let plain = module("event \"A\" {\n  plays on table\n}\n");
        let moved = module("\n\nevent   \"A\"{\n      plays  on table\n}\n");
        let other = module("event \"B\" {\n  plays on table\n}\n");
        assert!(same_tree(&plain, &moved));
        assert!(!same_tree(&plain, &other));
    }
}
