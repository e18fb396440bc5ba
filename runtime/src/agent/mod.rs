//! Agents answer decisions: a seeded random agent for playouts, a greedy agent that plays to
//! win ([`GreedyAgent`], which reads the game as well as the decision), and a scripted agent
//! for tests. (The human agent of the terminal lives in the `stccg` command.)

mod greedy;
mod insight;
mod labels;

pub use greedy::GreedyAgent;

use crate::decision::Decision;
use crate::rng::Rng;

/// Something that answers decisions.
pub trait Agent {
    /// The index of the option chosen.
    fn decide(&mut self, decision: &Decision) -> usize;
}

/// Chooses uniformly at random, from its own seeded generator.
pub struct RandomAgent {
    rng: Rng,
}

impl RandomAgent {
    /// An agent with its own seed.
    pub fn new(seed: u64) -> Self {
        RandomAgent { rng: Rng::new(seed) }
    }
}

impl RandomAgent {
    /// The index chosen among `count` options: what [`Agent::decide`] chooses for a decision
    /// of that many options, without its labels (`Game::asked`).
    pub fn pick(&mut self, count: usize) -> usize {
        self.rng.below(count.max(1))
    }
}

impl Agent for RandomAgent {
    fn decide(&mut self, decision: &Decision) -> usize {
        self.pick(decision.options.len())
    }
}

/// Answers from a script: each entry is a piece of text the chosen option must contain, so
/// scripts read like what they do and survive a reordering of options.
pub struct ScriptedAgent {
    script: std::collections::VecDeque<String>,
}

impl ScriptedAgent {
    /// An agent that will answer with these choices, in order.
    pub fn new<I: IntoIterator<Item = S>, S: Into<String>>(script: I) -> Self {
        ScriptedAgent {
            script: script.into_iter().map(Into::into).collect(),
        }
    }

    /// How many answers are left.
    pub fn remaining(&self) -> usize {
        self.script.len()
    }
}

impl Agent for ScriptedAgent {
    fn decide(&mut self, decision: &Decision) -> usize {
        let wanted = self
            .script
            .pop_front()
            .unwrap_or_else(|| panic!("script ran out at: {decision:?}"));
        decision
            .options
            .iter()
            .position(|o| o.contains(&wanted))
            .unwrap_or_else(|| panic!("no option contains {wanted:?} in {decision:?}"))
    }
}
