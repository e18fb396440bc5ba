//! Card definitions as JSON, in the shape a JSON-based engine would store them: one object
//! per card with its printed data and its game text as a tree. Source positions (spans) are
//! left out, and a name that had only a position (an identifier) is written as its string.

use super::{CardDef, CardPool};
use serde_json::{Map, Value};

impl CardPool {
    /// Every definition as JSON, in the pool's order.
    pub fn to_json(&self) -> Vec<Value> {
        self.defs.iter().map(CardDef::to_json).collect()
    }

    /// The pool as one JSON document: an array with one card per line.
    pub fn to_json_text(&self) -> String {
        let lines: Vec<String> = self.to_json().iter().map(Value::to_string).collect();
        format!("[\n{}\n]\n", lines.join(",\n"))
    }
}

impl CardDef {
    /// The definition as JSON, without source positions.
    pub fn to_json(&self) -> Value {
        // CardDef holds plain data and AST nodes: serialising it cannot fail.
        let value = serde_json::to_value(self).unwrap_or(Value::Null);
        without_spans(value)
    }
}

/// Drops every `span` key; an object left with only a `name` (an identifier) becomes that
/// name.
fn without_spans(value: Value) -> Value {
    match value {
        Value::Array(items) => Value::Array(items.into_iter().map(without_spans).collect()),
        Value::Object(fields) => {
            let mut kept = Map::new();
            for (key, field) in fields {
                if key != "span" {
                    kept.insert(key, without_spans(field));
                }
            }
            if kept.len() == 1 && kept.contains_key("name") {
                return kept.remove("name").unwrap_or(Value::Null);
            }
            Value::Object(kept)
        }
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::without_spans;
    use serde_json::json;

    #[test]
    fn spans_are_dropped_and_identifiers_become_strings() {
        let value = json!({
            "kind": {"name": "dilemma", "span": {"start": 0, "end": 7}},
            "expr": {"expr": "number", "value": 3, "span": {"start": 1, "end": 2}}
        });
        assert_eq!(
            without_spans(value),
            json!({"kind": "dilemma", "expr": {"expr": "number", "value": 3}})
        );
    }
}
