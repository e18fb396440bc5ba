//! `stccg lsp` as an editor starts it: a process speaking the protocol over stdio. The test
//! builds the command (a no-op when it is built), starts it in the workspace, and plays a
//! session: initialize, open a card file with an error, receive its diagnostics, hover,
//! complete, ask about a file it does not hold, shut down and exit.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

/// The `stccg` binary of this build's profile, built first if needed.
fn stccg_binary() -> PathBuf {
    let test = std::env::current_exe().expect("the test knows its own path");
    // target/PROFILE/deps/lsp-HASH → target/PROFILE/stccg
    let profile_dir = test
        .parent()
        .and_then(|deps| deps.parent())
        .expect("tests run from target/PROFILE/deps");
    let release = profile_dir.ends_with("release");
    let mut build = Command::new(env!("CARGO"));
    build
        .current_dir(stccg_tests::workspace_root())
        .args(["build", "--quiet", "--bin", "stccg"]);
    if release {
        build.arg("--release");
    }
    let status = build.status().expect("cargo runs");
    assert!(status.success(), "building stccg failed");
    profile_dir.join(format!("stccg{}", std::env::consts::EXE_SUFFIX))
}

/// A session with a running server.
struct Session {
    child: Child,
    stdin: ChildStdin,
    messages: Receiver<Value>,
    next_id: i64,
}

impl Session {
    fn start() -> Session {
        let mut child = Command::new(stccg_binary())
            .arg("lsp")
            .current_dir(stccg_tests::workspace_root())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("stccg lsp starts");
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (sender, messages) = channel();
        std::thread::spawn(move || read_messages(stdout, &sender));
        Session {
            child,
            stdin,
            messages,
            next_id: 1,
        }
    }

    fn send(&mut self, message: &Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).expect("the server reads");
        self.stdin.flush().expect("the server reads");
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    /// Sends a request and waits for its response (skipping notifications).
    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        loop {
            let message = self.next();
            if message["id"] == json!(id) {
                return message;
            }
        }
    }

    /// The next message from the server, within a minute (the pool loads first).
    fn next(&self) -> Value {
        self.messages
            .recv_timeout(Duration::from_secs(60))
            .expect("the server answers within a minute")
    }
}

/// Reads framed messages from the server until its output closes.
fn read_messages(stdout: ChildStdout, sender: &std::sync::mpsc::Sender<Value>) {
    let mut reader = BufReader::new(stdout);
    loop {
        let mut length = None;
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).unwrap_or(0) == 0 {
                return;
            }
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(value) = line.strip_prefix("Content-Length: ") {
                length = value.parse::<usize>().ok();
            }
        }
        let Some(length) = length else { return };
        let mut body = vec![0; length];
        if reader.read_exact(&mut body).is_err() {
            return;
        }
        let Ok(message) = serde_json::from_slice(&body) else {
            return;
        };
        if sender.send(message).is_err() {
            return;
        }
    }
}

#[test]
fn a_session_over_stdio_diagnoses_hovers_completes_and_shuts_down() {
    let mut session = Session::start();
    let root = stccg_tests::workspace_root().canonicalize().expect("workspace exists");
    let root_uri = format!("file://{}", root.display());
    let initialized = session.request(
        "initialize",
        json!({ "processId": null, "rootUri": root_uri, "capabilities": {} }),
    );
    let capabilities = &initialized["result"]["capabilities"];
    assert_eq!(capabilities["hoverProvider"], json!(true));
    assert_eq!(capabilities["positionEncoding"], json!("utf-16"));
    session.notify("initialized", json!({}));

    // A new card whose skill is misspelt (the vocabulary of stdlib/vocabulary.card has Geology).
    let uri = format!("{root_uri}/cards/lsp_stdio_test_card.card");
    let text = "personnel \"Stdio Test Scientist\" {\n  set: Premiere\n  number: 999\n  rarity: C\n  \
                affiliation: Federation\n  classification: SCIENCE\n  integrity: 6\n  cunning: 7\n  \
                strength: 4\n  skills: Geolgy\n  species: Human\n  gender: female\n}\n";
    session.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": uri, "languageId": "stccg", "version": 1, "text": text } }),
    );
    let diagnostics = loop {
        let message = session.next();
        if message["method"] == json!("textDocument/publishDiagnostics") && message["params"]["uri"] == json!(uri) {
            break message["params"]["diagnostics"].clone();
        }
    };
    let diagnostics = diagnostics.as_array().expect("a list");
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert_eq!(diagnostics[0]["severity"], json!(1));
    assert_eq!(diagnostics[0]["range"]["start"], json!({ "line": 9, "character": 10 }));
    assert!(diagnostics[0]["message"]
        .as_str()
        .unwrap_or("")
        .contains("did you mean `Geology`?"));

    // Hover on `Human`, a species of the stdlib's vocabulary.
    let hover = session.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": 10, "character": 12 } }),
    );
    let contents = hover["result"]["contents"]["value"].as_str().expect("markdown");
    assert!(contents.contains("**species** `Human`"), "{contents}");

    // Completion of the field value `Feder` offers the affiliation.
    let completion = session.request(
        "textDocument/completion",
        json!({ "textDocument": { "uri": uri }, "position": { "line": 4, "character": 18 } }),
    );
    let labels: Vec<&str> = completion["result"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|item| item["label"].as_str())
        .collect();
    assert_eq!(labels, ["Federation"]);

    // A file the server does not hold is an error response, and the server goes on.
    let unknown = session.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": "file:///nowhere/x.card" }, "position": { "line": 0, "character": 0 } }),
    );
    assert!(unknown["error"]["message"]
        .as_str()
        .unwrap_or("")
        .contains("no open or loaded file"));

    let shutdown = session.request("shutdown", json!(null));
    assert_eq!(shutdown["result"], json!(null));
    session.notify("exit", json!(null));
    let status = session.child.wait().expect("the server exits");
    assert!(status.success());
}
