//! Layers of a pool: each path given to the loader is one, read in order. A card whose title
//! an earlier layer already defines replaces that definition, so a folder of one's own cards
//! can add to the bundled pool and change a card of it without copying the pool. Within one
//! layer, two cards of one title stay an error (`pool::duplicate-title`).

use crate::ast::{Item, Module};
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Span;
use std::collections::HashMap;

/// Removes each card that a later layer defines again, and returns a note for each: at the
/// definition kept, pointing to the one replaced. `layers` holds the layer of each module.
pub(super) fn replace_earlier_definitions(modules: &mut [(FileId, Module)], layers: &[usize]) -> Vec<Diagnostic> {
    // The last layer defining each title, and where.
    let mut last: HashMap<&str, (usize, FileId, Span)> = HashMap::new();
    for ((file, module), &layer) in modules.iter().zip(layers) {
        for item in &module.items {
            if let Item::Card(card) = item {
                let entry = last
                    .entry(card.title.name.as_str())
                    .or_insert((layer, *file, card.title.span));
                if layer > entry.0 {
                    *entry = (layer, *file, card.title.span);
                }
            }
        }
    }
    let mut notes = Vec::new();
    let mut removals: Vec<(usize, usize)> = Vec::new();
    for (module_index, ((file, module), &layer)) in modules.iter().zip(layers).enumerate() {
        for (item_index, item) in module.items.iter().enumerate() {
            let Item::Card(card) = item else { continue };
            let Some(&(kept_layer, kept_file, kept_span)) = last.get(card.title.name.as_str()) else {
                continue;
            };
            if kept_layer > layer {
                removals.push((module_index, item_index));
                notes.push(
                    Diagnostic::note(
                        "pool::replaced-card",
                        kept_file,
                        kept_span,
                        format!("this card replaces the earlier \"{}\"", card.title.name),
                    )
                    .with_label("defined again in a later folder")
                    .with_secondary(*file, card.title.span, "replaced definition")
                    .with_help(
                        "a later --cards folder replaces a title of an earlier one; rename the card to add it beside",
                    ),
                );
            }
        }
    }
    for (module_index, item_index) in removals.into_iter().rev() {
        modules[module_index].1.items.remove(item_index);
    }
    notes
}
