//! One static's share of the layer: taken from what the game kept (`kernel::StaticKeys`)
//! while the cards and places it read are unchanged, else run (from its lowered form when it
//! has one, `lowered.rs`, else by the interpreter) with its reads recorded (`state::reads`),
//! and kept with them. Debug builds run a static again when
//! its kept result is taken, and check that the two are the same.

use crate::ids::CardId;
use crate::interp::{run_statement, truth, Context};
use crate::kernel::{Interrupt, Step};
use crate::rules::turn::segments::context_for;
use crate::state::reads::{unrecorded, Recording};
use crate::state::{Shared, StaticLayer};
use stccg_lang::ast::{Block, Expr};

/// A `static` ability of a card in play: the card, the ability's index among the card's text
/// abilities, its condition and its body.
#[derive(Clone, Copy)]
pub(super) struct StaticText<'t> {
    /// The card whose text it is.
    pub(super) card: CardId,
    /// The ability's index (`layer::static_abilities`).
    pub(super) index: usize,
    /// The `while` condition; none means always.
    pub(super) condition: Option<&'t Expr>,
    /// The statements.
    pub(super) body: &'t Block,
}

impl Step<'_> {
    /// What a static gives the layer now: `None` when its condition does not hold or its
    /// body fails. The result is the one kept while what the static read is unchanged
    /// (`in_play`: the cards in play now; `second_pass`: the layer's pass, whose in-force
    /// affiliations are compared too); a result computed is offered to be kept (the
    /// computation of the layer keeps it if it changed nothing).
    pub(super) fn static_result(
        &mut self,
        text: StaticText<'_>,
        second_pass: bool,
        in_play: &[CardId],
    ) -> Option<Shared<StaticLayer>> {
        let key = (text.card, text.index as u32, second_pass);
        if let Some(kept) = self.static_keys.get(self.state, key, in_play) {
            let result = kept.result.clone();
            if cfg!(debug_assertions) {
                self.check_kept_static(text, &result);
            }
            return result;
        }
        let recording = Recording::start();
        let beyond_before = self.beyond_board.replace(false);
        let result = self.run_static(text).map(Shared::new);
        let reads = recording.finish();
        let beyond = self.beyond_board.replace(beyond_before || self.beyond_board.get());
        if !beyond {
            self.static_keys.record(self.state, key, reads, in_play, result.clone());
        }
        result
    }

    /// Runs a static's condition and body into a layer of its own: from its lowered form
    /// when it has one (`lowered.rs`; debug builds run the interpreter too and check that the
    /// two agree), else through the interpreter.
    fn run_static(&mut self, text: StaticText<'_>) -> Option<StaticLayer> {
        let pool = self.pool;
        let form = pool.static_forms.get(self.state.def_of(text.card), text.index);
        let Some(form) = form else {
            return self.interpret_static(text);
        };
        let ctx = context_for(self, text.card);
        let lowered = super::lowered::run(self, &ctx, form, text.index);
        if cfg!(debug_assertions) {
            self.check_lowered_static(text, lowered.as_ref());
        }
        lowered
    }

    /// Runs a static's condition and body through the interpreter. The interpreter is the
    /// one way a static can change the state (a lowered static reads the step alone), so the
    /// state is copied before the first one runs (`kernel::static_passes::Before`).
    fn interpret_static(&mut self, text: StaticText<'_>) -> Option<StaticLayer> {
        self.static_keys.before.copy(self.state);
        let mut ctx = context_for(self, text.card);
        ctx.layer = Some(Box::default());
        if let Some(condition) = text.condition {
            if !matches!(truth(self, &mut ctx, condition), Ok(true)) {
                return None;
            }
        }
        run_static_body(self, &mut ctx, text.index, text.body).ok()?;
        Some(ctx.layer.take().map(|layer| *layer).unwrap_or_default())
    }

    /// The guard of the lowered statics in debug builds: the interpreter, run on the same
    /// state with its reads unrecorded and the evaluation budget given back, gives what the
    /// lowered form gave.
    fn check_lowered_static(&mut self, text: StaticText<'_>, lowered: Option<&StaticLayer>) {
        let evaluated = self.evaluated.get();
        let beyond = self.beyond_board.get();
        let interpreted = unrecorded(|| self.interpret_static(text));
        self.evaluated.set(evaluated);
        self.beyond_board.set(beyond);
        assert_eq!(
            lowered,
            interpreted.as_ref(),
            "the lowered static {} of {} gives otherwise than its text",
            text.index,
            self.def(text.card).title
        );
    }

    /// The guard of the kept results in debug builds: the static run again gives the result
    /// kept. The evaluation budget is left as it was, so the check changes nothing.
    fn check_kept_static(&mut self, text: StaticText<'_>, kept: &Option<Shared<StaticLayer>>) {
        let evaluated = self.evaluated.get();
        let computed = self.run_static(text);
        self.evaluated.set(evaluated);
        assert_eq!(
            computed.as_ref(),
            kept.as_deref(),
            "the result kept for static {} of {:?} differs from the one its reads give",
            text.index,
            text.card
        );
    }
}

/// Runs a static's body into `ctx.layer`, one statement at a time, so that each rule it
/// records (`forbid`, `nullify`, `hosts`, `in_place_of_card_play`, which the checker keeps at
/// the top of the body) knows where it is written.
fn run_static_body(step: &mut Step<'_>, ctx: &mut Context, ability: usize, body: &Block) -> Result<(), Interrupt> {
    for (index, statement) in body.statements.iter().enumerate() {
        let before = ctx.layer.as_ref().map_or(0, |l| l.rules.len());
        run_statement(step, ctx, statement)?;
        if let Some(layer) = ctx.layer.as_mut() {
            for rule in &mut layer.rules[before..] {
                rule.ability = ability as u32;
                rule.statement = index as u32;
            }
        }
    }
    Ok(())
}
