//! Checking a deck against the deck rules from a scenario: `expect deck valid` and `expect deck
//! refused "CODE", ...` with the deck file's lines (docs/scenarios.md), so a ruling about
//! building a deck (S:170-180) is a scenario like the others.

use super::check::Check;
use crate::defs::CardPool;
use stccg_lang::source::FileId;

/// The deck the text holds is refused with exactly these codes, in any order and each as
/// often as given; none given, it is accepted. The deck's own file id is not one of the
/// loader's: only the codes and messages of its diagnostics are read.
pub(super) fn check(pool: &CardPool, codes: &[String], text: &str) -> Check {
    let file = FileId(u32::MAX);
    let expected = if codes.is_empty() {
        "the deck rules accept the deck".to_string()
    } else {
        format!("the deck refused with {codes:?}")
    };
    let problems = match crate::deck::parse::parse(text, file) {
        Err(syntax) => vec![syntax],
        Ok(deck) => crate::deck::validate::validate(&deck, pool, file),
    };
    let mut found: Vec<String> = problems.iter().map(|d| d.code.to_string()).collect();
    let mut wanted = codes.to_vec();
    found.sort();
    wanted.sort();
    if found == wanted {
        return Ok(());
    }
    let messages: Vec<String> = problems.iter().map(|d| format!("{}: {}", d.code, d.message)).collect();
    let actual = if messages.is_empty() {
        "the deck rules accept the deck".to_string()
    } else {
        format!("the deck refused with {messages:?}")
    };
    Err((expected, actual))
}
