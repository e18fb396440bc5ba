//! Names interned when the pool loads. Every vocabulary word and every name a card's printed
//! data carries (its title, type, classification, species, gender, characteristics, special
//! equipment and icons) gets a small integer, [`NameId`]; each vocabulary a bit, so "is
//! `MEDICAL` a skill" is one hash of the word and a bit test; and each definition the sorted
//! ids of its printed names ([`super::CardDef::features`]), so "has this personnel the
//! classification, species, icon or title `MEDICAL`" is a search among a few integers, not a
//! dozen string comparisons. A name no card and no vocabulary carries has no id: nothing has
//! it.

use rustc_hash::FxHashMap;

/// An interned name of the pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NameId(u32);

/// A vocabulary of the pool (`skill`, `classification`, `icon`...), by its index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VocabularyId(u32);

/// The pool's interned names and the vocabularies each is in.
#[derive(Clone, Debug, Default)]
pub struct Names {
    /// Each name's id.
    ids: FxHashMap<Box<str>, NameId>,
    /// Each vocabulary's id.
    vocabularies: FxHashMap<Box<str>, VocabularyId>,
    /// The vocabularies each name is in, as bits: `words` words per name, the name's id
    /// giving its row.
    membership: Vec<u64>,
    /// The words of one name's row in `membership`.
    words: usize,
    /// The vocabularies of the skills a skill includes, each with its name's snake-case part
    /// (`miracle_worker` for `skills_in_miracle_worker`, [`including_vocabulary`]): a few at
    /// most, so a skill's is found among them by comparing its name, with nothing hashed.
    includes: Vec<(Box<str>, VocabularyId)>,
    /// The `skill` and `affiliation` vocabularies, found once: a requirement asks both of
    /// every name it reads (`interp::requirement`).
    skill_and_affiliation: [Option<VocabularyId>; 2],
}

/// The vocabulary that lists the skills a skill includes: `skills_in_` and the skill's name in
/// snake case (`vocabulary skills_in_miracle_worker { "Transporter Skill" }`).
pub fn including_vocabulary(skill: &str) -> String {
    let snake: String = skill.chars().map(snake_case).collect();
    format!("skills_in_{snake}")
}

/// A character of a name in snake case: a letter in lower case, a digit as it is, anything
/// else `_`.
fn snake_case(c: char) -> char {
    if c.is_ascii_alphanumeric() {
        c.to_ascii_lowercase()
    } else {
        '_'
    }
}

/// Whether `snake` is `name` in snake case ([`including_vocabulary`]), told without building
/// it: `snake` has one (ASCII) byte per character of `name`, which has at least as many bytes.
fn is_snake_case_of(snake: &str, name: &str) -> bool {
    snake.len() <= name.len() && snake.chars().eq(name.chars().map(snake_case))
}

impl Names {
    /// The names of the vocabularies given, each with its words, and then every other name
    /// `more` gives (the printed names of the cards), interned.
    pub(crate) fn new<'n>(
        vocabularies: impl Iterator<Item = (&'n str, Vec<&'n str>)>,
        more: impl Iterator<Item = &'n str>,
    ) -> Names {
        let vocabularies: Vec<(&str, Vec<&str>)> = vocabularies.collect();
        let words = vocabularies.len().div_ceil(64).max(1);
        let mut names = Names {
            words,
            ..Names::default()
        };
        for (index, (vocabulary, members)) in vocabularies.iter().enumerate() {
            names
                .vocabularies
                .insert((*vocabulary).into(), VocabularyId(index as u32));
            for member in members {
                let id = names.intern(member);
                names.membership[id.0 as usize * words + index / 64] |= 1 << (index % 64);
            }
        }
        for name in more {
            names.intern(name);
        }
        names.skill_and_affiliation = [names.vocabulary("skill"), names.vocabulary("affiliation")];
        names.includes = names
            .vocabularies
            .iter()
            .filter_map(|(vocabulary, &id)| Some((vocabulary.strip_prefix("skills_in_")?.into(), id)))
            .collect();
        names
    }

    /// Whether skill `outer` includes skill `inner` (`inner` is in `outer`'s
    /// [`including_vocabulary`]): for a skill that includes none, no name is looked up.
    pub fn includes(&self, outer: &str, inner: &str) -> bool {
        self.includes
            .iter()
            .find(|(snake, _)| is_snake_case_of(snake, outer))
            .is_some_and(|&(_, vocabulary)| self.id(inner).is_some_and(|inner| self.is_in(inner, vocabulary)))
    }

    /// The id of a name, giving it one if it has none yet.
    pub(crate) fn intern(&mut self, name: &str) -> NameId {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = NameId(self.ids.len() as u32);
        self.ids.insert(name.into(), id);
        self.membership.extend(std::iter::repeat_n(0, self.words));
        id
    }

    /// The id of a name, if the pool has it.
    pub fn id(&self, name: &str) -> Option<NameId> {
        self.ids.get(name).copied()
    }

    /// The id of a vocabulary, if the pool declares it.
    pub fn vocabulary(&self, vocabulary: &str) -> Option<VocabularyId> {
        self.vocabularies.get(vocabulary).copied()
    }

    /// The `skill` vocabulary, if the pool declares it.
    pub fn skill_vocabulary(&self) -> Option<VocabularyId> {
        self.skill_and_affiliation[0]
    }

    /// The `affiliation` vocabulary, if the pool declares it.
    pub fn affiliation_vocabulary(&self) -> Option<VocabularyId> {
        self.skill_and_affiliation[1]
    }

    /// Whether the name is a word of no vocabulary (only a printed name of some card).
    pub fn in_no_vocabulary(&self, name: NameId) -> bool {
        let row = name.0 as usize * self.words;
        self.membership[row..row + self.words].iter().all(|&word| word == 0)
    }

    /// Whether the name is a word of the vocabulary.
    pub fn is_in(&self, name: NameId, vocabulary: VocabularyId) -> bool {
        let index = vocabulary.0 as usize;
        self.membership[name.0 as usize * self.words + index / 64] & (1 << (index % 64)) != 0
    }
}
