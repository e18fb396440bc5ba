//! The symbol table: every name the declarations of the loaded files define (normally the
//! stdlib's, but any file may extend a vocabulary or declare a keyword, so a new skill needs
//! no recompiling). Checks look names up here.

use crate::ast::{CardTypeDecl, Item, Module, Primitive, PrimitiveKind, RuleDecl, SchemaField};
use crate::diag::Diagnostic;
use crate::source::FileId;
use crate::span::Span;
use indexmap::IndexMap;

/// Where a name was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Declared {
    /// The file.
    pub file: FileId,
    /// The span of the name.
    pub span: Span,
}

/// A primitive with the file it was declared in.
#[derive(Clone, Debug)]
pub struct PrimitiveSymbol {
    /// The declaration.
    pub decl: Primitive,
    /// Its file.
    pub file: FileId,
}

impl PrimitiveSymbol {
    /// The parameter with this name.
    pub fn param(&self, name: &str) -> Option<&crate::ast::Param> {
        self.decl.params.iter().find(|p| p.name.name == name)
    }
}

/// What a bare name in card text can stand for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameMeaning {
    /// A vocabulary entry of these kinds (a name may be a skill and a classification).
    Vocabulary(Vec<String>),
    /// A root such as `self`, of this kind.
    Root(String),
    /// A card type, used as a condition (`interrupt`).
    CardType,
    /// A keyword such as "Tractor Beam".
    Keyword,
}

/// Every declared name.
#[derive(Default)]
pub struct Symbols {
    /// Vocabulary kind → name → declaration.
    pub vocabularies: IndexMap<String, IndexMap<String, Declared>>,
    /// Card type → its schema.
    pub card_types: IndexMap<String, (CardTypeDecl, FileId)>,
    /// Fields every card type has.
    pub common_fields: Vec<SchemaField>,
    /// Where each common field was declared.
    common_field_origins: IndexMap<String, Declared>,
    /// Effects by name.
    pub effects: IndexMap<String, PrimitiveSymbol>,
    /// Functions by name.
    pub functions: IndexMap<String, PrimitiveSymbol>,
    /// Action types by name.
    pub action_types: IndexMap<String, PrimitiveSymbol>,
    /// Roots by name, with their kind.
    pub roots: IndexMap<String, (String, Declared)>,
    /// Keywords by name.
    pub keywords: IndexMap<String, Declared>,
    /// The core rules by name, with the file of each (errata of rules patch these).
    pub rules: IndexMap<String, (RuleDecl, FileId)>,
    /// Vocabulary name → the vocabulary kinds it is in, so [`Symbols::meaning`] looks a name
    /// up once rather than once per vocabulary.
    word_kinds: IndexMap<String, Vec<String>>,
}

impl Symbols {
    /// Collects the declarations of `modules`; a name declared twice is a diagnostic.
    pub fn collect<'a>(modules: impl IntoIterator<Item = (FileId, &'a Module)>) -> (Symbols, Vec<Diagnostic>) {
        let mut symbols = Symbols::default();
        let mut diagnostics = Vec::new();
        for (file, module) in modules {
            for item in &module.items {
                symbols.declare(file, item, &mut diagnostics);
            }
        }
        (symbols, diagnostics)
    }

    fn declare(&mut self, file: FileId, item: &Item, diagnostics: &mut Vec<Diagnostic>) {
        match item {
            Item::Vocabulary(vocabulary) => {
                let names = self.vocabularies.entry(vocabulary.kind.name.to_string()).or_default();
                for entry in &vocabulary.entries {
                    let here = Declared {
                        file,
                        span: entry.name.span,
                    };
                    if let Some(first) = names.get(entry.name.name.as_str()) {
                        diagnostics.push(duplicate(
                            &format!("{} `{}`", vocabulary.kind.name, entry.name.name),
                            here,
                            *first,
                        ));
                    } else {
                        names.insert(entry.name.name.to_string(), here);
                        let kinds = self.word_kinds.entry(entry.name.name.to_string()).or_default();
                        if !kinds.iter().any(|k| *k == vocabulary.kind.name) {
                            kinds.push(vocabulary.kind.name.to_string());
                        }
                    }
                }
            }
            Item::CardType(decl) => {
                let mut names: IndexMap<&str, Span> = IndexMap::new();
                for field in &decl.schema.fields {
                    if let Some(first) = names.insert(&field.name.name, field.name.span) {
                        let what = format!("field `{}` of `{}`", field.name.name, decl.name.name);
                        let here = Declared {
                            file,
                            span: field.name.span,
                        };
                        diagnostics.push(duplicate(&what, here, Declared { file, span: first }));
                    }
                }
                let here = Declared {
                    file,
                    span: decl.name.span,
                };
                if let Some((first, first_file)) = self.card_types.get(decl.name.name.as_str()) {
                    let first = Declared {
                        file: *first_file,
                        span: first.name.span,
                    };
                    diagnostics.push(duplicate(&format!("card type `{}`", decl.name.name), here, first));
                } else {
                    self.card_types.insert(decl.name.name.to_string(), (decl.clone(), file));
                }
            }
            Item::CommonFields(schema) => {
                for field in &schema.fields {
                    let here = Declared {
                        file,
                        span: field.name.span,
                    };
                    if let Some(first) = self.common_field_origins.get(field.name.name.as_str()) {
                        diagnostics.push(duplicate(&format!("common field `{}`", field.name.name), here, *first));
                    } else {
                        self.common_field_origins.insert(field.name.name.to_string(), here);
                        self.common_fields.push(field.clone());
                    }
                }
            }
            Item::Primitive(primitive) => {
                let table = match primitive.kind {
                    PrimitiveKind::Effect => &mut self.effects,
                    PrimitiveKind::Function => &mut self.functions,
                    PrimitiveKind::ActionType => &mut self.action_types,
                };
                let here = Declared {
                    file,
                    span: primitive.name.span,
                };
                if let Some(first) = table.get(primitive.name.name.as_str()) {
                    let first = Declared {
                        file: first.file,
                        span: first.decl.name.span,
                    };
                    diagnostics.push(duplicate(&format!("primitive `{}`", primitive.name.name), here, first));
                } else {
                    table.insert(
                        primitive.name.name.to_string(),
                        PrimitiveSymbol {
                            decl: primitive.clone(),
                            file,
                        },
                    );
                }
            }
            Item::Root(root) => {
                let here = Declared {
                    file,
                    span: root.name.span,
                };
                if let Some((_, first)) = self.roots.get(root.name.name.as_str()) {
                    diagnostics.push(duplicate(&format!("root `{}`", root.name.name), here, *first));
                } else {
                    self.roots
                        .insert(root.name.name.to_string(), (root.kind.name.to_string(), here));
                }
            }
            Item::Keyword(keyword) => {
                let here = Declared {
                    file,
                    span: keyword.name.span,
                };
                if let Some(first) = self.keywords.get(keyword.name.name.as_str()) {
                    diagnostics.push(duplicate(&format!("keyword `{}`", keyword.name.name), here, *first));
                } else {
                    self.keywords.insert(keyword.name.name.to_string(), here);
                }
            }
            Item::Rule(rule) => {
                let here = Declared {
                    file,
                    span: rule.name.span,
                };
                if let Some((first, first_file)) = self.rules.get(rule.name.name.as_str()) {
                    let first = Declared {
                        file: *first_file,
                        span: first.name.span,
                    };
                    diagnostics.push(duplicate(&format!("rule \"{}\"", rule.name.name), here, first));
                } else {
                    self.rules.insert(rule.name.name.to_string(), (rule.clone(), file));
                }
            }
            Item::Card(_) => {}
        }
    }

    /// Whether `name` is in the vocabulary `kind`.
    pub fn in_vocabulary(&self, kind: &str, name: &str) -> bool {
        self.vocabularies
            .get(kind)
            .is_some_and(|names| names.contains_key(name))
    }

    /// What a bare name stands for, if anything (bound variables are the checker's business).
    pub fn meaning(&self, name: &str) -> Option<NameMeaning> {
        if let Some((kind, _)) = self.roots.get(name) {
            return Some(NameMeaning::Root(kind.clone()));
        }
        if let Some(kinds) = self.word_kinds.get(name) {
            // In the order the vocabularies were first declared.
            let mut kinds = kinds.clone();
            kinds.sort_by_key(|kind| self.vocabularies.get_index_of(kind.as_str()));
            return Some(NameMeaning::Vocabulary(kinds));
        }
        if self.card_types.contains_key(name) {
            return Some(NameMeaning::CardType);
        }
        if self.keywords.contains_key(name) {
            return Some(NameMeaning::Keyword);
        }
        None
    }

    /// Every name a bare name could have meant, for "did you mean".
    pub fn bare_names(&self) -> impl Iterator<Item = &str> {
        self.roots
            .keys()
            .chain(self.vocabularies.values().flat_map(|names| names.keys()))
            .chain(self.card_types.keys())
            .chain(self.keywords.keys())
            .map(String::as_str)
    }

    /// The schema field `name` of card type `card_type`, including the common fields.
    pub fn field(&self, card_type: &str, name: &str) -> Option<&SchemaField> {
        self.card_types
            .get(card_type)
            .and_then(|(decl, _)| decl.schema.fields.iter().find(|f| f.name.name == name))
            .or_else(|| self.common_fields.iter().find(|f| f.name.name == name))
    }

    /// Every field a card of this type may have.
    pub fn fields_of<'a>(&'a self, card_type: &str) -> impl Iterator<Item = &'a SchemaField> {
        self.card_types
            .get(card_type)
            .into_iter()
            .flat_map(|(decl, _)| decl.schema.fields.iter())
            .chain(self.common_fields.iter())
    }
}

fn duplicate(what: &str, here: Declared, first: Declared) -> Diagnostic {
    Diagnostic::error(
        "name::declared-twice",
        here.file,
        here.span,
        format!("{what} is declared twice"),
    )
    .with_label("declared again here")
    .with_secondary(first.file, first.span, "first declared here")
    .with_help("remove one of the declarations")
}
