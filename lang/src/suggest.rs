//! "Did you mean" suggestions for unknown names.
//!
//! A candidate is offered when its edit distance (a swap of two neighbouring characters
//! counts as one edit) to the unknown name, ignoring case, is at
//! most a third of the longer name's length (and at least 1): `Geolgy` finds `Geology`, but
//! `Xyz` finds nothing in a vocabulary of skills. Case-only differences always match.
//!
//! The distance is at least the difference of the two lengths, so a candidate whose length
//! is too far from the unknown name's is passed over before any distance is computed: a
//! name far longer than every known name (a 100 KB title) costs one pass over its text.

/// The closest candidate to `unknown`, if any is close enough.
pub fn did_you_mean<'a>(unknown: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let unknown_lower = unknown.to_lowercase();
    let unknown_chars = unknown.chars().count();
    let unknown_lower_chars = unknown_lower.chars().count();
    let mut best: Option<(usize, &str)> = None;
    for candidate in candidates {
        let threshold = (unknown_chars.max(candidate.chars().count()) / 3).max(1);
        let candidate_lower = candidate.to_lowercase();
        if unknown_lower_chars.abs_diff(candidate_lower.chars().count()) > threshold {
            continue;
        }
        let distance = edit_distance(&unknown_lower, &candidate_lower);
        if distance <= threshold && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, c)| c)
}

/// The help text for an unknown name: "did you mean `X`?", or nothing.
pub fn help_for<'a>(unknown: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    did_you_mean(unknown, candidates).map(|c| format!("did you mean `{c}`?"))
}

/// Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring
/// characters as one edit each (optimal string alignment), so `plya` is one edit from `play`.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * width];
    for i in 0..=a.len() {
        d[i * width] = i;
    }
    for (j, cell) in d.iter_mut().enumerate().take(width) {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[(i - 1) * width + j] + 1)
                .min(d[i * width + j - 1] + 1)
                .min(d[(i - 1) * width + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[(i - 2) * width + j - 2] + 1);
            }
            d[i * width + j] = best;
        }
    }
    d[a.len() * width + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_misses_are_found_and_far_ones_are_not() {
        let skills = ["Geology", "Honor", "Computer Skill", "Diplomacy"];
        assert_eq!(did_you_mean("Geolgy", skills), Some("Geology"));
        assert_eq!(did_you_mean("computer skill", skills), Some("Computer Skill"));
        assert_eq!(did_you_mean("Xyz", skills), None);
        assert_eq!(did_you_mean("Diplomcy", skills), Some("Diplomacy"));
        assert_eq!(did_you_mean("plya", ["play", "solve"]), Some("play"));
    }

    #[test]
    fn a_name_far_longer_than_every_candidate_is_not_compared() {
        let long = "Geology".repeat(100_000);
        let started = std::time::Instant::now();
        assert_eq!(did_you_mean(&long, ["Geology", "Honor"]), None);
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
    }
}
