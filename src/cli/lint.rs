//! `stccg lint`: the lint rule registry. `--list` prints every rule, `--explain CODE` one
//! rule's documentation; without either it checks the pool as `stccg check` does.

use stccg_lang::lint::{find_rule, registry};
use std::io::Write;

/// Runs `stccg lint`.
pub(crate) fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write, colour: bool) -> Result<u8, String> {
    let json = match args.iter().position(|a| a == "--format") {
        Some(i) => match args.get(i + 1).map(String::as_str) {
            Some("json") => true,
            Some("human") => false,
            other => return Err(format!("--format takes `human` or `json`, not {other:?}")),
        },
        None => args.iter().any(|a| a == "--json"),
    };
    let io = |e: std::io::Error| e.to_string();
    if args.iter().any(|a| a == "--list") {
        if json {
            let rules: Vec<_> = registry()
                .iter()
                .map(|r| serde_json::json!({"code": r.code, "name": r.name, "level": r.level, "summary": r.summary}))
                .collect();
            let text = serde_json::to_string_pretty(&rules).map_err(|e| e.to_string())?;
            writeln!(out, "{text}").map_err(io)?;
        } else {
            let width = registry().iter().map(|r| r.name.len()).max().unwrap_or(0);
            for rule in registry() {
                writeln!(
                    out,
                    "{}  {:width$}  {:5}  {}",
                    rule.code,
                    rule.name,
                    rule.level.as_str(),
                    rule.summary
                )
                .map_err(io)?;
            }
        }
        return Ok(0);
    }
    if let Some(i) = args.iter().position(|a| a == "--explain") {
        let code = args.get(i + 1).ok_or("--explain needs a rule's code or name")?;
        let rule = find_rule(code).ok_or_else(|| format!("no lint rule `{code}`; `stccg lint --list` prints them"))?;
        if json {
            let doc = serde_json::json!({
                "code": rule.code, "name": rule.name, "level": rule.level,
                "summary": rule.summary, "doc": rule.doc(),
            });
            let text = serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())?;
            writeln!(out, "{text}").map_err(io)?;
        } else {
            write!(out, "{}", rule.doc()).map_err(io)?;
            writeln!(out, "\nDefault level: {}.", rule.level.as_str()).map_err(io)?;
        }
        return Ok(0);
    }
    super::check::run(args, out, err, colour)
}
