//! `cargo bench -p stccg-tests --bench lsp`: the language server's answer to an edit, the
//! figure of BENCHMARKS.md. The analysis of the bundled pool is loaded once; each iteration
//! changes one card file (its text alternates between two versions, so every edit is a real
//! change) and takes the diagnostics of every file the edit touched, as the server publishes
//! them.
//!
//! - `lsp/edit_card`: a card no other card names (Beverly Crusher): that file alone is checked.
//! - `lsp/edit_named_card`: a card other cards name in their text (Q's Tent): the file and
//!   the files naming it are checked.
//! - `lsp/edit_errata`: an errata file, which changes what a card reads: the card it patches
//!   and the files naming it are checked, the stages over the whole pool run again.
//! - `lsp/edit_stdlib`: a primitive's declaration in the stdlib: the files writing its name
//!   are checked, the stages over the whole pool run again.

use criterion::Criterion;
use stccg_lsp::analysis::{Analysis, WorldConfig};
use stccg_tests::workspace_root;
use std::hint::black_box;

/// Benchmarks edits of the file at `relative` (from the workspace), alternating its text
/// with `edit` applied to it.
fn bench_edit(c: &mut Criterion, analysis: &mut Analysis, id: &str, relative: &str, edit: fn(&str) -> String) {
    let path = workspace_root().join(relative).canonicalize().expect("the file exists");
    let name = path.display().to_string();
    let original = std::fs::read_to_string(&path).expect("readable");
    let changed = edit(&original);
    assert_ne!(original, changed, "the edit changes the file");
    let mut flip = false;
    c.bench_function(id, |b| {
        b.iter(|| {
            flip = !flip;
            let text = if flip { &changed } else { &original };
            let touched = analysis.set_text(&name, text);
            for file in &touched {
                black_box(analysis.diagnostics(file).expect("a file of the analysis"));
            }
        })
    });
    analysis.set_text(&name, &original);
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    let mut analysis = Analysis::new(&WorldConfig::for_roots(&[workspace_root()]));
    bench_edit(
        &mut criterion,
        &mut analysis,
        "lsp/edit_card",
        "cards/premiere/beverly_crusher.card",
        |text| text.replace("integrity: 8", "integrity: 9"),
    );
    bench_edit(
        &mut criterion,
        &mut analysis,
        "lsp/edit_named_card",
        "cards/q_continuum/q_s_tent.card",
        |text| format!("{text}\n// an edit\n"),
    );
    bench_edit(
        &mut criterion,
        &mut analysis,
        "lsp/edit_errata",
        "cards/errata/alien_abduction.errata",
        |text| text.replace("1995-02-11", "1995-02-12"),
    );
    bench_edit(
        &mut criterion,
        &mut analysis,
        "lsp/edit_stdlib",
        "stdlib/primitives.card",
        |text| text.replace("/// Places cards in stasis", "/// Puts cards in stasis"),
    );
    criterion.final_summary();
}
