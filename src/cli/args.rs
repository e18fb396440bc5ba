//! The command line as clap reads it: one struct per subcommand, with the options shared by
//! the commands that load cards ([`PoolArgs`]) and by those that report ([`FormatArgs`]).
//! Every doc comment here is the `--help` text of its command or option.

use clap::{Args, Parser, Subcommand, ValueEnum};
use stccg_runtime::state::Ruleset;
use std::path::PathBuf;

/// Star Trek CCG First Edition, made executable: check card files written in the card
/// language, run scenarios, and play games under the rules engine.
///
/// Exit status: 0 success, 1 problems found (diagnostics, failed scenarios, a replay that
/// differs), 2 a usage error or a file that cannot be read.
#[derive(Debug, Parser)]
#[command(name = "stccg", version, propagate_version = true, max_term_width = 100)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Load the stdlib and the cards, run the lint rules, report diagnostics and a summary
    Check(CheckArgs),
    /// How far each set is scripted: cards defined against the set data, fully scripted,
    /// with text, covered by a scenario; then the missing cards
    Coverage(CoverageArgs),
    /// The errata in force under a ruleset, or one card's (or core rule's) errata and result
    Errata(ErrataArgs),
    /// Write every loaded card's definition (printed data and game text) as JSON
    Export(ExportArgs),
    /// Lay card files out canonically, naming each file rewritten
    Fmt(FmtArgs),
    /// The lint rules: list them, explain one, or check the cards as `check` does
    Lint(LintArgs),
    /// Write a new card file for a title of the set data: printed fields filled in, the game
    /// text as a comment and a `todo` for each clause, in the set's folder
    New(NewArgs),
    /// Print the syntax tree of one file: an outline, or JSON with --json
    Parse(ParseArgs),
    /// Play a game on two deck files, narrated event by event
    Play(PlayArgs),
    /// Re-run a record of `play --log` and confirm the same outcome
    Replay(ReplayArgs),
    /// Play many seeded games between two decks on all cores, and summarise them: wins,
    /// scores, game lengths, how the games ended, the seeds of any that halted
    Simulate(SimulateArgs),
    /// Run scenario files, one line each, then a summary
    Test(TestArgs),
    /// Print a shell completion script for stccg
    Completions(CompletionsArgs),
    /// Run the language server for card, errata, deck and scenario files over stdio
    /// (docs/lsp.md)
    Lsp,
}

/// Where the cards come from: the bundled pool, then each `--cards` folder on top.
#[derive(Debug, Args, Clone, Default)]
pub struct PoolArgs {
    /// A folder (or file) of cards loaded on top of the bundled pool; repeatable. A title
    /// defined again in a later folder replaces the earlier definition, with a note
    #[arg(long = "cards", value_name = "DIR")]
    pub cards: Vec<PathBuf>,
    /// Leave out the bundled pool (cards/): load only the folders given
    #[arg(long)]
    pub no_bundled: bool,
    /// Parse every card file again: do not read (nor write) the load cache of parsed files
    /// (kept in $STCCG_CACHE_DIR, else $XDG_CACHE_HOME/stccg or ~/.cache/stccg)
    #[arg(long)]
    pub no_cache: bool,
}

/// How a report is written.
#[derive(Debug, Args, Clone, Default)]
pub struct FormatArgs {
    /// Output for people or for machines
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// The same as --format json
    #[arg(long)]
    pub json: bool,
}

impl FormatArgs {
    /// Whether the report is JSON.
    pub fn is_json(&self) -> bool {
        self.json || self.format == Format::Json
    }
}

/// An output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum Format {
    /// Rendered diagnostics and summary lines
    #[default]
    Human,
    /// One JSON document
    Json,
}

/// `stccg check`.
#[derive(Debug, Args, Clone, Default)]
pub struct CheckArgs {
    /// Card files or folders checked on top of the bundled pool (the same as --cards)
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
    /// How the report is written.
    #[command(flatten)]
    pub format: FormatArgs,
    /// Read the stdlib from this folder instead of the copy built in
    #[arg(long, value_name = "DIR")]
    pub stdlib: Option<PathBuf>,
}

/// `stccg lint`.
#[derive(Debug, Args)]
pub struct LintArgs {
    /// Print the lint rules: code, name, level, summary
    #[arg(long, conflicts_with = "explain")]
    pub list: bool,
    /// Print a lint rule's documentation (CODE is its code or name)
    #[arg(long, value_name = "CODE")]
    pub explain: Option<String>,
    /// Checking the cards, as `check` does.
    #[command(flatten)]
    pub check: CheckArgs,
}

/// `stccg export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Card files or folders exported on top of the bundled pool (the same as --cards)
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
    /// Accepted for older scripts: the output is JSON in any case
    #[arg(long)]
    pub json: bool,
    /// Read the stdlib from this folder instead of the copy built in
    #[arg(long, value_name = "DIR")]
    pub stdlib: Option<PathBuf>,
}

/// `stccg fmt`.
#[derive(Debug, Args)]
pub struct FmtArgs {
    /// Only these files or folders (default: the bundled cards/ and stdlib/, and each --cards)
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Rewrite nothing; exit 1 if any file would change
    #[arg(long)]
    pub check: bool,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
}

/// `stccg parse`.
#[derive(Debug, Args)]
pub struct ParseArgs {
    /// The card file
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Print the syntax tree as JSON instead of an outline
    #[arg(long)]
    pub json: bool,
}

/// `stccg coverage`.
#[derive(Debug, Args)]
pub struct CoverageArgs {
    /// Write the measures as JSON
    #[arg(long)]
    pub json: bool,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
    /// The scenarios whose `covers` count (default: tests/scenarios/)
    #[arg(long, value_name = "DIR")]
    pub scenarios: Option<PathBuf>,
    /// The set data: one folder per set holding cards.json (default: the project's data/)
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
}

/// `stccg errata`.
#[derive(Debug, Args)]
pub struct ErrataArgs {
    /// A card title or a core rule's name: show it as printed, its errata and the result
    #[arg(value_name = "CARD")]
    pub title: Option<String>,
    /// The ruleset whose errata are in force
    #[arg(long, value_name = "NAME", default_value = "glossary-current", value_parser = ruleset)]
    pub ruleset: Ruleset,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
}

/// `stccg new`.
#[derive(Debug, Args)]
pub struct NewArgs {
    /// The card's title as the set data writes it
    #[arg(value_name = "TITLE")]
    pub title: String,
    /// The set data: one folder per set holding cards.json (default: the project's data/)
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// The folder of set folders the card is written under (default: the bundled cards/)
    #[arg(long, value_name = "DIR")]
    pub into: Option<PathBuf>,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
}

/// Who answers a seat's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// The random agent.
    Random,
    /// The greedy agent, which plays to win (`stccg_runtime::agent::GreedyAgent`).
    Greedy,
    /// A person at the terminal.
    Human,
}

impl Seat {
    /// The name `--agent` takes.
    pub fn name(self) -> &'static str {
        match self {
            Seat::Random => "random",
            Seat::Greedy => "greedy",
            Seat::Human => "human",
        }
    }
}

/// `stccg play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// A deck file (cards/decks/*.deck); give two, player 1's then player 2's
    #[arg(long = "deck", value_name = "FILE")]
    pub decks: Vec<PathBuf>,
    /// The seed of the shuffles and of the random agents
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = seed)]
    pub seed: u64,
    /// Who plays a seat: `random`, `greedy` (plays to win) or `human`; the first is player
    /// 1's, the second player 2's
    #[arg(long = "agent", value_name = "AGENT", value_parser = seat)]
    pub agents: Vec<Seat>,
    /// The ruleset: glossary-current, faq-1995 or printed
    #[arg(long, value_name = "NAME", default_value = "glossary-current", value_parser = ruleset)]
    pub ruleset: Ruleset,
    /// Write the game's record (replayed by `stccg replay`)
    #[arg(long, value_name = "FILE")]
    pub log: Option<PathBuf>,
    /// Stop after this many answers
    #[arg(long, value_name = "N", default_value_t = 20_000, value_parser = max_decisions)]
    pub max_decisions: usize,
    /// Print only the turns and the choices, not the narration of each event
    #[arg(long, short)]
    pub quiet: bool,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
}

/// `stccg replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The record `stccg play --log` wrote
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Print the narration of the game's events as it is replayed
    #[arg(long)]
    pub narrate: bool,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
}

/// `stccg simulate`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// A deck file (cards/decks/*.deck); give two, player 1's then player 2's
    #[arg(long = "deck", value_name = "FILE")]
    pub decks: Vec<PathBuf>,
    /// How many games: game i plays with seed S+i
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = whole("--games"))]
    pub games: u64,
    /// The seed S of the first game
    #[arg(long, value_name = "S", default_value_t = 0, value_parser = seed)]
    pub seed: u64,
    /// How many games at once (default: one per core); the summary is the same for any
    #[arg(long, value_name = "T", value_parser = whole("--threads"))]
    pub threads: Option<u64>,
    /// Who plays: `random` or `greedy`; once for both players, or twice (player 1's, then
    /// player 2's)
    #[arg(long = "agent", value_name = "AGENT", value_parser = bot)]
    pub agents: Vec<Seat>,
    /// The ruleset: glossary-current, faq-1995 or printed
    #[arg(long, value_name = "NAME", default_value = "glossary-current", value_parser = ruleset)]
    pub ruleset: Ruleset,
    /// Stop a game after this many answers (it counts as stopped at the cap)
    #[arg(long, value_name = "N", default_value_t = 20_000, value_parser = max_decisions)]
    pub max_decisions: usize,
    /// How the summary is written.
    #[command(flatten)]
    pub format: FormatArgs,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
}

/// `stccg test`.
#[derive(Debug, Args)]
pub struct TestArgs {
    /// Scenario files or folders (default: tests/scenarios/)
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Where the cards come from.
    #[command(flatten)]
    pub pool: PoolArgs,
}

/// `stccg completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: clap_complete::Shell,
}

/// `--ruleset NAME`.
fn ruleset(name: &str) -> Result<Ruleset, String> {
    Ruleset::from_name(name).ok_or_else(|| {
        format!(
            "unknown ruleset `{name}`; the rulesets are {}",
            Ruleset::NAMES.join(", ")
        )
    })
}

/// `--agent random|greedy|human`.
fn seat(name: &str) -> Result<Seat, String> {
    match name {
        "random" => Ok(Seat::Random),
        "greedy" => Ok(Seat::Greedy),
        "human" => Ok(Seat::Human),
        other => Err(format!("--agent takes `random`, `greedy` or `human`, not `{other}`")),
    }
}

/// `--agent random|greedy`: the agents that play without a person.
fn bot(name: &str) -> Result<Seat, String> {
    match name {
        "random" => Ok(Seat::Random),
        "greedy" => Ok(Seat::Greedy),
        other => Err(format!("--agent takes `random` or `greedy`, not `{other}`")),
    }
}

/// A count of at least one, named by its option in the message.
fn whole(option: &'static str) -> impl Fn(&str) -> Result<u64, String> + Clone {
    move |text| match text.parse::<u64>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!("{option} takes a whole number of at least 1, not `{text}`")),
    }
}

/// `--seed N`.
fn seed(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("--seed takes a whole number, not `{text}`"))
}

/// `--max-decisions N`.
fn max_decisions(text: &str) -> Result<usize, String> {
    text.parse()
        .map_err(|_| format!("--max-decisions takes a whole number, not `{text}`"))
}
