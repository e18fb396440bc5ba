//! The command line as clap reads it: `--help` on every command (and a help text on every
//! option), `--version`, shell completions, and usage errors that say what is wrong and point
//! to `--help` instead of printing the whole usage (status 2).

use super::run;
use clap::CommandFactory;
use stccg::cli::args::Cli;

#[test]
fn every_command_has_help_and_every_option_a_help_text() {
    let command = Cli::command();
    let names: Vec<String> = command.get_subcommands().map(|c| c.get_name().to_string()).collect();
    for expected in [
        "check",
        "coverage",
        "errata",
        "export",
        "fmt",
        "lint",
        "new",
        "parse",
        "play",
        "replay",
        "simulate",
        "test",
        "completions",
    ] {
        assert!(names.iter().any(|n| n == expected), "no `{expected}` in {names:?}");
    }
    for sub in command.get_subcommands() {
        let name = sub.get_name();
        let (status, out, err) = run(&[name, "--help"]);
        assert_eq!(status, 0, "{name} --help: {err}");
        assert!(out.contains(&format!("Usage: stccg {name}")), "{name} --help: {out}");
        assert!(sub.get_about().is_some(), "{name} has no summary");
        for arg in sub.get_arguments() {
            assert!(
                arg.get_help().is_some(),
                "{name}: the option {} has no help text",
                arg.get_id()
            );
        }
    }
    let (status, out, _) = run(&["--help"]);
    assert_eq!(status, 0);
    assert!(out.contains("Exit status: 0 success, 1 problems found"), "{out}");
}

#[test]
fn version_and_completions() {
    let (status, out, _) = run(&["--version"]);
    assert_eq!(status, 0);
    assert_eq!(out.trim(), format!("stccg {}", env!("CARGO_PKG_VERSION")));
    for shell in ["bash", "zsh", "fish"] {
        let (status, out, err) = run(&["completions", shell]);
        assert_eq!(status, 0, "{err}");
        for word in ["stccg", "play", "deck", "no-bundled"] {
            assert!(out.contains(word), "{shell}: no {word}");
        }
    }
    assert_eq!(run(&["completions", "tcsh"]).0, 2);
}

#[test]
fn a_usage_error_says_what_is_wrong_and_points_to_help() {
    let cases: [(&[&str], &str); 4] = [
        (&["play", "--frobnicate"], "unexpected argument '--frobnicate'"),
        (
            &["check", "--format", "xml"],
            "invalid value 'xml' for '--format <FORMAT>'",
        ),
        (&["frobnicate"], "unrecognized subcommand 'frobnicate'"),
        (&["errata", "Countermandaa"], "did you mean `Countermanda`?"),
    ];
    for (args, message) in cases {
        let (status, out, err) = run(args);
        assert_eq!(status, 2, "{args:?}: {out}{err}");
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(err.contains("try '") && err.contains("--help'"), "{args:?}: {err}");
        assert!(!err.contains("Usage:"), "no usage block: {err}");
        assert!(err.lines().count() < 8, "a short message: {err}");
    }
    // No command at all: the help, and status 2.
    let (status, _, err) = run(&[]);
    assert_eq!(status, 2);
    assert!(err.contains("Commands:"), "{err}");
}

#[test]
fn no_color_and_a_terminal_decide_the_colours() {
    // `colour_wanted` is what main passes on: colour only on a terminal, never with NO_COLOR
    // set to a non-empty value (no-color.org). The environment is the process's, so both
    // cases are checked in one test.
    assert!(!stccg::cli::colour_wanted(false));
    if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
        assert!(!stccg::cli::colour_wanted(true));
    } else {
        assert!(stccg::cli::colour_wanted(true));
    }
}
