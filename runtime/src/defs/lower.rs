//! Reads a checked `stccg_lang` pool into [`CardPool`] definitions.

use super::{CardDef, CardPool, MissionData};
use crate::ids::DefId;
use stccg_lang::ast::{Ability, AbilityKind, Card, Expr, ExprKind, Item, Member, Multiplier};
use stccg_lang::load::Pool;

/// Why a pool cannot be used by the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PoolError {
    /// The pool has errors; run `stccg check` to see them.
    NotClean {
        /// How many errors.
        errors: usize,
    },
    /// The stdlib declares an effect, function or root the runtime has no handler for.
    Unhandled {
        /// `effect`, `function` or `root`.
        kind: &'static str,
        /// Its name.
        name: String,
    },
    /// The core rules the engine reads are missing a setting, or have a value it has no
    /// reading for (`defs::CoreRules`); `stccg check` shows these diagnostics.
    CoreRules(Vec<stccg_lang::diag::Diagnostic>),
}

impl std::fmt::Display for PoolError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PoolError::NotClean { errors } => write!(f, "the card pool has {errors} errors; `stccg check` lists them"),
            PoolError::Unhandled { kind, name } => write!(
                f,
                "the {kind} `{name}` is declared but the runtime has no handler for it; remove the declaration or implement it"
            ),
            PoolError::CoreRules(problems) => {
                let messages: Vec<&str> = problems.iter().map(|d| d.message.as_str()).collect();
                write!(f, "the core rules cannot be read: {}", messages.join("; "))
            }
        }
    }
}

impl std::error::Error for PoolError {}

impl CardPool {
    /// Builds the engine's pool from a loaded pool, which must have no errors.
    pub fn from_lang(pool: &Pool) -> Result<CardPool, PoolError> {
        let errors = pool.diagnostics.iter().filter(|d| d.is_error()).count();
        if errors > 0 {
            return Err(PoolError::NotClean { errors });
        }
        let (effect_ops, function_ops, root_ops) = handlers(pool)?;
        let mut out = CardPool {
            effect_ops,
            function_ops,
            root_ops,
            core: super::CoreRules::read(pool).map_err(PoolError::CoreRules)?,
            ..CardPool::default()
        };
        // A keyword's rules apply to every card that names it (S:629-632).
        let mut keywords: indexmap::IndexMap<String, Vec<Ability>> = indexmap::IndexMap::new();
        let mut keyword_spans = indexmap::IndexMap::new();
        for (file, module) in &pool.modules {
            for item in &module.items {
                if let Item::Keyword(keyword) = item {
                    keyword_spans.insert(keyword.name.name.to_string(), (*file, keyword.span));
                    let abilities = keyword.members.iter().filter_map(|m| match m {
                        Member::Ability(ability) => Some((**ability).clone()),
                        _ => None,
                    });
                    keywords
                        .entry(keyword.name.name.to_string())
                        .or_default()
                        .extend(abilities);
                }
            }
        }
        for (kind, names) in &pool.symbols.vocabularies {
            for name in names.keys() {
                out.vocabulary.entry(name.clone()).or_default().push(kind.clone());
            }
        }
        for (name, (rule, _)) in &pool.symbols.rules {
            let settings = rule
                .settings
                .iter()
                .map(|s| (s.name.name.to_string(), s.value.name.to_string()));
            out.rules.insert(name.clone(), settings.collect());
        }
        for (file, card) in pool.cards() {
            let source = &pool.sources.text(file)[card.span.start()..card.span.end()];
            let id = DefId(out.defs.len() as u32);
            out.by_title.insert(card.title.name.to_string(), id);
            let mut def = lower_card(card, digest(source), &keywords);
            let named: Vec<_> = def
                .special_equipment
                .iter()
                .filter_map(|name| keyword_spans.get(name).copied())
                .collect();
            def.source = super::source::card_source(pool, file, card, &named);
            out.defs.push(def);
        }
        out.remote_triggers = out.defs.iter().any(|d| d.remote_triggers);
        let outside_orders: Vec<bool> = out.defs.iter().map(|d| uses_outside_orders(&out, d)).collect();
        for (def, outside) in out.defs.iter_mut().zip(outside_orders) {
            def.has_uses_outside_orders = outside;
        }
        out.intern_names(&pool.symbols.vocabularies);
        out.guard_forms = super::guard_form::lower_all(&out);
        out.static_forms = super::static_form::lower_all(&out);
        Ok(out)
    }
}

/// Whether a definition has an ability its user may use from play outside his own orders
/// ([`CardDef::has_uses_outside_orders`]): the abilities `rules::timing::abilities` offers
/// there.
fn uses_outside_orders(pool: &CardPool, def: &CardDef) -> bool {
    def.abilities.iter().any(|ability| match &ability.kind {
        AbilityKind::SpecialDownload { .. } => true,
        AbilityKind::Action {
            suspends_play,
            limit,
            body,
            ..
        } => *suspends_play || *limit == Some(stccg_lang::ast::Limit::OnceEveryTurn) || pool.spends_card_play(body),
        _ => false,
    })
}

/// The typed ids of every declared effect, function and root, each in declaration order (the
/// order of the indexes the loader resolved verbs, calls and names to); a declaration the
/// runtime has no handler for is an error.
type Handlers = (Vec<super::EffectOp>, Vec<super::FunctionOp>, Vec<super::RootOp>);

fn handlers(pool: &Pool) -> Result<Handlers, PoolError> {
    fn typed<'a, T>(
        names: impl Iterator<Item = &'a String>,
        kind: &'static str,
        from_name: impl Fn(&str) -> Option<T>,
    ) -> Result<Vec<T>, PoolError> {
        names
            .map(|name| {
                from_name(name).ok_or_else(|| PoolError::Unhandled {
                    kind,
                    name: name.to_string(),
                })
            })
            .collect()
    }
    let symbols = &pool.symbols;
    let functions = typed(symbols.functions.keys(), "function", super::FunctionOp::from_name)?;
    let roots = typed(symbols.roots.keys(), "root", super::RootOp::from_name)?;
    let effects = typed(symbols.effects.keys(), "effect", super::EffectOp::from_name)?;
    Ok((effects, functions, roots))
}

/// FNV-1a, 64 bits: a stable digest of a card's text across runs and machines.
pub(crate) fn digest(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn lower_card(card: &Card, digest: u64, keywords: &indexmap::IndexMap<String, Vec<Ability>>) -> CardDef {
    let values = |name: &str| card.field(name).map(|f| f.values.as_slice()).unwrap_or(&[]);
    let number = |name: &str| match values(name).first().map(|e| &e.kind) {
        Some(ExprKind::Number { value }) => Some(*value),
        _ => None,
    };
    let mut attributes = indexmap::IndexMap::new();
    let mut undefined_attributes = Vec::new();
    for (field, attribute) in [
        ("integrity", "INTEGRITY"),
        ("cunning", "CUNNING"),
        ("strength", "STRENGTH"),
        ("range", "RANGE"),
        ("weapons", "WEAPONS"),
        ("shields", "SHIELDS"),
    ] {
        if let Some(value) = number(field) {
            attributes.insert(attribute.to_string(), value);
        } else if matches!(values(field).first().map(|e| &e.kind), Some(ExprKind::Name { name }) if name.as_str() == stccg_lang::ast::UNDEFINED_ATTRIBUTE)
        {
            undefined_attributes.push(attribute.to_string());
        }
    }
    let icons: Vec<String> = names(values("icons"));
    let countdown = icons.iter().find_map(|i| i.parse::<u32>().ok());
    let flag = |name: &str| {
        card.members
            .iter()
            .any(|m| matches!(m, Member::Flag(f) if f.name == name))
    };
    // A Q-mission (Q's Planet) is a mission once on the spaceline: its printed data reads as
    // one's (docs/rules.md, card-type-q-mission).
    let is_mission = card.kind.name == "mission" || card.kind.name == "q_mission";
    let mission = is_mission.then(|| MissionData {
        kind: names(values("kind"))
            .into_iter()
            .next()
            .unwrap_or_else(|| "planet".into()),
        span: number("span").unwrap_or(1),
        opponent_span: number("opponent_span"),
        span_minus_each: names(values("span_minus_each")).into_iter().next(),
        requirements: values("requirements").first().cloned(),
        region: names(values("region")).into_iter().next(),
        inserts_into_spaceline: flag("inserts_into_spaceline"),
        seeds_in_any_quadrant: flag("seeds_in_any_quadrant"),
        half_card: flag("half_card"),
        deck_limit: number("deck_limit"),
        quadrant: names(values("quadrant"))
            .first()
            .and_then(|q| super::Quadrant::from_name(q))
            .unwrap_or_default(),
    });
    let mut abilities = Vec::new();
    for member in &card.members {
        if let Member::Ability(ability) = member {
            abilities.push((**ability).clone());
        }
    }
    // "Use as Equipment" (M:300): in play, the artifact is equipment with these abilities.
    // Played as an event, it is on the table and its event text's triggers watch the game
    // (Tox Uthat: "Discard if used to play Supernova"); that text's statics are read by the
    // static layer from the `play as event` itself.
    let as_equipment: Vec<Ability> = abilities
        .iter()
        .filter_map(|a| match &a.kind {
            AbilityKind::PlayAs { kind, members } if kind.name == "equipment" || kind.name == "event" => {
                Some((kind.name == "event", members))
            }
            _ => None,
        })
        .flat_map(|(event, members)| members.iter().map(move |m| (event, m)))
        .filter_map(|(event, m)| match m {
            Member::Ability(ability) if !event || matches!(ability.kind, AbilityKind::Trigger { .. }) => {
                Some((**ability).clone())
            }
            _ => None,
        })
        .collect();
    abilities.extend(as_equipment);
    // A ship's special equipment: its `special_equipment` field, and the keywords its
    // characteristics name, where the set data lists the equipment a ship's text names
    // (Darmok: "choose Tractor Beam OR Holodeck OR Particle Scattering Device", S:629-632).
    let mut special_equipment = names(values("special_equipment"));
    if card.kind.name == "ship" {
        for name in names(values("characteristics")) {
            if keywords.contains_key(&name) && !special_equipment.contains(&name) {
                special_equipment.push(name);
            }
        }
    }
    for name in &special_equipment {
        abilities.extend(keywords.get(name).into_iter().flatten().cloned());
    }
    CardDef {
        title: card.title.name.to_string(),
        kind: card.kind.name.to_string(),
        digest,
        universal: flag("universal"),
        unique: flag("unique"),
        affects_all_players: flag("affects_all_players"),
        cumulative: flag("cumulative"),
        not_nullifiable: flag("may_not_be_nullified"),
        has_uses: abilities.iter().any(|a| {
            matches!(
                a.kind,
                stccg_lang::ast::AbilityKind::Action { .. }
                    | stccg_lang::ast::AbilityKind::SpecialDownload { .. }
                    | stccg_lang::ast::AbilityKind::Response { .. }
            )
        }),
        has_actions_in_play: abilities.iter().any(|a| {
            matches!(
                a.kind,
                stccg_lang::ast::AbilityKind::Action { from_zone: None, .. }
                    | stccg_lang::ast::AbilityKind::SpecialDownload { .. }
            )
        }),
        has_pile_actions: abilities
            .iter()
            .any(|a| matches!(a.kind, stccg_lang::ast::AbilityKind::Action { from_zone: Some(_), .. })),
        has_triggers: abilities
            .iter()
            .any(|a| matches!(a.kind, stccg_lang::ast::AbilityKind::Trigger { .. })),
        remote_triggers: abilities
            .iter()
            .any(|a| matches!(a.kind, stccg_lang::ast::AbilityKind::Trigger { from_zone: Some(_), .. })),
        // Read once the pool's effects are known (`uses_outside_orders`).
        has_uses_outside_orders: false,
        has_guarded_triggers: abilities
            .iter()
            .any(|a| matches!(a.kind, stccg_lang::ast::AbilityKind::Trigger { guard: Some(_), .. })),
        has_responses: abilities
            .iter()
            .any(|a| matches!(a.kind, stccg_lang::ast::AbilityKind::Response { .. })),
        has_cures: abilities.iter().any(|a| {
            matches!(
                a.kind,
                stccg_lang::ast::AbilityKind::Cure { .. } | stccg_lang::ast::AbilityKind::NullifyWith { .. }
            )
        }),
        has_statics: has_statics(&abilities),
        hidden_agenda: icons.iter().any(|icon| icon == "HA"),
        affiliations: names(if card.kind.name == "mission" {
            values("attempted_by")
        } else {
            values("affiliation")
        }),
        classification: names(values("classification")).into_iter().next(),
        attributes,
        undefined_attributes,
        skills: values("skills").iter().filter_map(skill).collect(),
        species: names(values("species")),
        gender: names(values("gender")).into_iter().next(),
        icons,
        characteristics: names(values("characteristics")),
        class: names(values("class")).into_iter().next(),
        module: names(values("module")).into_iter().next(),
        staffing: names(values("staffing")),
        staffing_skills: values("staffing_skills").iter().filter_map(skill).collect(),
        special_equipment,
        commands: titles(values("commands")),
        persona: titles(values("persona")).into_iter().next(),
        same_card_as: titles(values("same_card_as")).into_iter().next(),
        other_face: titles(values("other_face")).into_iter().next(),
        commander: titles(values("commander")),
        features: Vec::new(),
        special_equipment_ids: Vec::new(),
        mission,
        seeds: names(values("seeds")).into_iter().next(),
        points: number("points"),
        lives: number("lives"),
        countdown,
        time_location: flag("time_location"),
        reports_only_where_text_says: flag("reports_only_where_text_says"),
        any_may_attempt: flag("any_may_attempt"),
        countdown_at_start: flag("counts_down_at_start"),
        countdown_while: values("counts_down_while").first().cloned(),
        seeds_at: values("seeds_at").first().cloned(),
        side_deck_size: number("opens_side_deck"),
        side_deck_different: flag("side_deck_different"),
        side_deck_examinable: flag("side_deck_examinable"),
        side_deck_icon: names(values("side_deck_icon")).into_iter().next(),
        seeds_under_missions: flag("seeds_under_missions") || !values("seeds_under").is_empty(),
        seeds_under: values("seeds_under").first().cloned(),
        seeds_with: values("seeds_with").first().cloned(),
        seeds_with_up_to: number("seeds_with_up_to"),
        extends_shields: number("extends_shields"),
        more_artifacts: number("more_artifacts"),
        abilities,
        source: Default::default(),
    }
}

/// The names among field values (bare names, quoted names and icons).
/// Whether a card's abilities (as lowered) hold a `static`: one of their own, or one of a
/// `play as event` text, which the static layer reads while the card is in play as an event.
fn has_statics(abilities: &[Ability]) -> bool {
    let is_static = |a: &Ability| matches!(a.kind, AbilityKind::Static { .. });
    abilities.iter().any(|a| match &a.kind {
        AbilityKind::PlayAs { kind, members } if kind.name == "event" => members
            .iter()
            .any(|m| matches!(m, Member::Ability(ability) if is_static(ability))),
        _ => is_static(a),
    })
}

fn names(values: &[Expr]) -> Vec<String> {
    values
        .iter()
        .filter_map(|value| match &value.kind {
            ExprKind::Name { name } | ExprKind::Text { value: name } | ExprKind::Icon { name } => {
                Some(name.to_string())
            }
            _ => None,
        })
        .collect()
}

/// The titles among `{Title}` card references.
fn titles(values: &[Expr]) -> Vec<String> {
    values
        .iter()
        .filter_map(|value| match &value.kind {
            ExprKind::CardRef { title } => Some(title.to_string()),
            _ => None,
        })
        .collect()
}

/// A skill entry: a name, with a multiplier if written.
fn skill(value: &Expr) -> Option<(String, Multiplier)> {
    let one = Multiplier {
        numerator: 1,
        denominator: 1,
    };
    match &value.kind {
        ExprKind::Name { name } | ExprKind::Text { value: name } => Some((name.to_string(), one)),
        ExprKind::Multiplied { term, multiplier } => skill(term).map(|(name, _)| (name, *multiplier)),
        _ => None,
    }
}
