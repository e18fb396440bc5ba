//! Seeded mutations of an input's bytes: the kinds of damage that found the crashes of issue
//! 19 (a line pushed past column 65,535, text cut short, tokens of the language in the
//! wrong place, bytes that are not UTF-8, numbers far out of range, deep nesting), plus
//! splices between two inputs of the same kind. Each mutant is a function of its seed.

use stccg_runtime::rng::Rng;

/// Tokens of the card, deck, scenario and record languages, and troublesome text.
const TOKENS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "\"",
    ",",
    ":",
    ".",
    "\n",
    " ",
    "//",
    "/*",
    "when ",
    "just after ",
    "static ",
    "action ",
    "on play ",
    "encounter ",
    "if ",
    "else ",
    "unless ",
    "for each ",
    "either ",
    "let ",
    "todo ",
    "discard ",
    "self",
    "it",
    "target",
    "kill ",
    "modify ",
    "by +",
    "until ",
    "once per game",
    "-1",
    "0",
    "99999999999999999999",
    "18446744073709551616",
    "x2",
    "and ",
    "or ",
    "not ",
    "present(",
    "cards_in_play(you)",
    "{Tricorder}",
    "[Cmd]",
    "personnel ",
    "dilemma ",
    "mission ",
    "missions\n",
    "seed deck\n",
    "draw deck\n",
    "board\n",
    "end\n",
    "choose P1 ",
    "expect ",
    "P1 ",
    "P2 ",
    "\"Tricorder\"",
    "null",
    "true",
    "[]",
    "{}",
    "\"answers\"",
    "\u{0}",
    "\u{feff}",
    "\u{202e}",
    "é",
    "\t",
    "\r\n",
];

/// A mutant of `input`, with `other` (another input of the kind) to splice from.
pub(crate) fn mutate(input: &[u8], other: &[u8], seed: u64) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    let mut bytes = input.to_vec();
    let rounds = 1 + rng.below(3);
    for _ in 0..rounds {
        bytes = once(bytes, other, &mut rng);
    }
    bytes
}

/// One mutation.
fn once(mut bytes: Vec<u8>, other: &[u8], rng: &mut Rng) -> Vec<u8> {
    let len = bytes.len();
    let at = rng.below(len + 1);
    match rng.below(12) {
        // Delete a range.
        0 if len > 0 => {
            let end = (at + 1 + rng.below(64)).min(len);
            bytes.drain(at.min(len - 1)..end);
        }
        // Insert a token.
        1 | 2 => {
            let token = TOKENS[rng.below(TOKENS.len())];
            bytes.splice(at..at, token.bytes());
        }
        // Duplicate a range.
        3 if len > 0 => {
            let start = rng.below(len);
            let end = (start + 1 + rng.below(200)).min(len);
            let copy = bytes[start..end].to_vec();
            bytes.splice(at..at, copy);
        }
        // Cut the input short.
        4 => bytes.truncate(at),
        // A byte that is not UTF-8, or any byte.
        5 if len > 0 => bytes[at.min(len - 1)] = [0xff, 0xc3, 0x80, 0x00][rng.below(4)],
        // Push a line past column 65,535 (from its start, as `fixtures/min_col65536.*` do: a
        // name cut in two by 65,536 spaces would test the search for a suggestion instead).
        6 => {
            let start = bytes[..at].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            let spaces = 65_536 + rng.below(100);
            bytes.splice(start..start, std::iter::repeat_n(b' ', spaces));
        }
        // A huge or negative number in place of a digit.
        7 => {
            if let Some(digit) = bytes.iter().skip(at).position(u8::is_ascii_digit) {
                let number = ["0", "-7", "4294967296", "9223372036854775808", "1e9"][rng.below(5)];
                bytes.splice(at + digit..at + digit + 1, number.bytes());
            }
        }
        // Deep nesting.
        8 => {
            let depth = 1 + rng.below(300);
            let open = [b'(', b'{', b'['][rng.below(3)];
            bytes.splice(at..at, std::iter::repeat_n(open, depth));
        }
        // Splice in a range of another input of the kind.
        9 if !other.is_empty() => {
            let start = rng.below(other.len());
            let end = (start + 1 + rng.below(400)).min(other.len());
            bytes.splice(at..at, other[start..end].iter().copied());
        }
        // Swap two lines.
        10 => {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let mut lines: Vec<&str> = text.split('\n').collect();
            if lines.len() > 1 {
                let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
                lines.swap(a, b);
                bytes = lines.join("\n").into_bytes();
            }
        }
        // Repeat a line many times (long inputs).
        _ => {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let lines: Vec<&str> = text.split('\n').collect();
            let line = lines[rng.below(lines.len())];
            let times = 2 + rng.below(200);
            let block = format!("{line}\n").repeat(times);
            bytes.splice(at..at, block.into_bytes());
        }
    }
    bytes
}

/// A mutant of a replay record that stays JSON: answers changed, dropped or added, a digest
/// removed or changed, another seed, ruleset or card, an outcome field changed.
pub(crate) fn mutate_record(input: &[u8], seed: u64) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    let Ok(mut record) = serde_json::from_slice::<serde_json::Value>(input) else {
        return input.to_vec();
    };
    for _ in 0..1 + rng.below(3) {
        match rng.below(8) {
            0 => {
                if let Some(answers) = record["answers"].as_array_mut() {
                    if !answers.is_empty() {
                        let at = rng.below(answers.len());
                        answers[at] = (rng.below(6) as u64).into();
                    }
                }
            }
            1 => {
                if let Some(answers) = record["answers"].as_array_mut() {
                    let keep = rng.below(answers.len() + 1);
                    answers.truncate(keep);
                }
            }
            2 => {
                if let Some(answers) = record["answers"].as_array_mut() {
                    answers.extend((0..rng.below(50)).map(|_| serde_json::Value::from(rng.below(4) as u64)));
                }
            }
            3 => {
                if let Some(digests) = record["digests"].as_object_mut() {
                    let keys: Vec<String> = digests.keys().cloned().collect();
                    if !keys.is_empty() {
                        let key = &keys[rng.below(keys.len())];
                        match rng.below(2) {
                            0 => digests.remove(key),
                            _ => digests.insert(key.clone(), (rng.next_u64() >> 1).into()),
                        };
                    }
                }
            }
            4 => record["setup"]["seed"] = (rng.next_u64() >> 1).into(),
            5 => {
                let rulesets = ["glossary-current", "faq-1995", "printed", "no-such-ruleset", ""];
                record["setup"]["ruleset"] = rulesets[rng.below(rulesets.len())].into();
            }
            6 => {
                if let Some(cards) = record["setup"]["decks"][rng.below(2)]["cards"].as_array_mut() {
                    if !cards.is_empty() {
                        let (a, b) = (rng.below(cards.len()), rng.below(cards.len()));
                        cards[a] = cards[b].clone();
                    }
                }
            }
            _ => {
                let fields = ["phase", "turn", "winner", "events", "log_digest"];
                let field = fields[rng.below(fields.len())];
                record["outcome"][field] = match field {
                    "phase" => "over".into(),
                    _ => (rng.below(3) as u64).into(),
                };
            }
        }
    }
    serde_json::to_vec_pretty(&record).unwrap_or_else(|_| input.to_vec())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_mutant_is_a_function_of_its_seed() {
        let input = b"event \"A\" {\n  plays on table\n}\n";
        assert_eq!(super::mutate(input, b"x", 7), super::mutate(input, b"x", 7));
        let differ = (0..20).any(|seed| super::mutate(input, b"x", seed) != input.to_vec());
        assert!(differ, "mutations change the input");
    }
}
