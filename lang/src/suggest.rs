//! "Did you mean" suggestions for unknown names.
//!
//! A candidate is offered when its edit distance to the unknown name, ignoring case, is at
//! most a third of the longer name's length (and at least 1): `Geolgy` finds `Geology`, but
//! `Xyz` finds nothing in a vocabulary of skills. Case-only differences always match.

/// The closest candidate to `unknown`, if any is close enough.
pub fn did_you_mean<'a>(unknown: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let unknown_lower = unknown.to_lowercase();
    let mut best: Option<(usize, &str)> = None;
    for candidate in candidates {
        let candidate_lower = candidate.to_lowercase();
        let distance = levenshtein(&unknown_lower, &candidate_lower);
        let threshold = (unknown.chars().count().max(candidate.chars().count()) / 3).max(1);
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

/// Edit distance (insertions, deletions, substitutions) between two strings.
fn levenshtein(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        current[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != *cb);
            current[j + 1] = substitution.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
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
    }
}
