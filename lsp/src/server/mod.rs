//! The protocol: the handshake (capabilities, the position encoding, the workspace's
//! folders), then one message at a time: the editor's file notifications update the
//! analysis and publish the diagnostics of the files they touch; each request is answered
//! by `requests`. A request for a file the server does not hold, or with parameters it
//! cannot read, gets an error response; a panic inside a handler, which would be a bug,
//! becomes an error response too and the server goes on.

mod convert;
mod requests;

use crate::analysis::{Analysis, TokenKind, WorldConfig};
use crate::position::Encoding;
use convert::{name_of, uri_of, Convert};
use lsp_server::{Connection, Message, Notification};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, Notification as _, PublishDiagnostics,
};
use lsp_types::{
    InitializeParams, OneOf, PositionEncodingKind, SemanticTokenType, SemanticTokensFullOptions, SemanticTokensLegend,
    SemanticTokensOptions, ServerCapabilities, TextDocumentSyncCapability, TextDocumentSyncKind,
};
use std::collections::HashMap;
use std::path::PathBuf;

/// Runs the server on standard input and output until the editor shuts it down.
pub fn run_stdio() -> Result<(), String> {
    let (connection, io_threads) = Connection::stdio();
    let outcome = run(&connection);
    // The writer thread ends when the connection's sender is gone: drop it before waiting.
    drop(connection);
    outcome?;
    io_threads.join().map_err(|e| e.to_string())
}

/// Runs the server on a connection (stdio, or an in-memory one for tests).
pub fn run(connection: &Connection) -> Result<(), String> {
    let (id, params) = connection.initialize_start().map_err(|e| e.to_string())?;
    let params: InitializeParams = serde_json::from_value(params).map_err(|e| e.to_string())?;
    let encoding = negotiate(&params);
    let result = serde_json::json!({
        "capabilities": capabilities(encoding),
        "serverInfo": { "name": "stccg-lsp", "version": env!("CARGO_PKG_VERSION") },
    });
    connection.initialize_finish(id, result).map_err(|e| e.to_string())?;
    let mut server = Server {
        analysis: Analysis::new(&WorldConfig::for_roots(&roots(&params))),
        convert: Convert { encoding },
        uris: HashMap::new(),
        connection,
    };
    for message in &connection.receiver {
        match message {
            Message::Request(request) => {
                if connection.handle_shutdown(&request).map_err(|e| e.to_string())? {
                    return Ok(());
                }
                let response = requests::answer(&mut server, request);
                server.send(response.into());
            }
            Message::Notification(notification) => server.notify(notification),
            Message::Response(_) => {}
        }
    }
    Ok(())
}

/// UTF-8 when the editor offers it (no conversion), else UTF-16, the protocol's default.
fn negotiate(params: &InitializeParams) -> Encoding {
    let offered = params
        .capabilities
        .general
        .as_ref()
        .and_then(|general| general.position_encodings.as_ref());
    match offered {
        Some(kinds) if kinds.contains(&PositionEncodingKind::UTF8) => Encoding::Utf8,
        _ => Encoding::Utf16,
    }
}

/// The workspace's folders: its workspace folders, else its root, else the current folder.
fn roots(params: &InitializeParams) -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = params
        .workspace_folders
        .iter()
        .flatten()
        .filter_map(|folder| folder.uri.to_file_path().ok())
        .collect();
    #[allow(deprecated)] // The root URI is what older clients send.
    if roots.is_empty() {
        roots.extend(params.root_uri.as_ref().and_then(|uri| uri.to_file_path().ok()));
    }
    if roots.is_empty() {
        roots.extend(std::env::current_dir().ok());
    }
    roots
}

/// What the server can do.
fn capabilities(encoding: Encoding) -> ServerCapabilities {
    let legend = SemanticTokensLegend {
        token_types: TokenKind::ALL.iter().map(|kind| token_type(*kind)).collect(),
        token_modifiers: Vec::new(),
    };
    ServerCapabilities {
        position_encoding: Some(match encoding {
            Encoding::Utf8 => PositionEncodingKind::UTF8,
            Encoding::Utf16 => PositionEncodingKind::UTF16,
        }),
        text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
        hover_provider: Some(lsp_types::HoverProviderCapability::Simple(true)),
        completion_provider: Some(lsp_types::CompletionOptions {
            trigger_characters: Some(vec!["{".into(), "[".into(), ".".into(), "\"".into(), ":".into()]),
            ..Default::default()
        }),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        document_formatting_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        code_action_provider: Some(lsp_types::CodeActionProviderCapability::Simple(true)),
        semantic_tokens_provider: Some(
            SemanticTokensOptions {
                legend,
                full: Some(SemanticTokensFullOptions::Bool(true)),
                ..Default::default()
            }
            .into(),
        ),
        ..Default::default()
    }
}

/// The protocol's name for a token kind (standard types, so every theme colours them).
pub(crate) fn token_type(kind: TokenKind) -> SemanticTokenType {
    match kind {
        TokenKind::Comment | TokenKind::Doc => SemanticTokenType::COMMENT,
        TokenKind::Text => SemanticTokenType::STRING,
        TokenKind::Number => SemanticTokenType::NUMBER,
        TokenKind::Keyword => SemanticTokenType::KEYWORD,
        TokenKind::CardRef => SemanticTokenType::CLASS,
        TokenKind::Icon => SemanticTokenType::ENUM,
        TokenKind::Effect => SemanticTokenType::FUNCTION,
        TokenKind::Function => SemanticTokenType::METHOD,
        TokenKind::Root => SemanticTokenType::VARIABLE,
        TokenKind::Vocabulary => SemanticTokenType::ENUM_MEMBER,
        TokenKind::CardType => SemanticTokenType::TYPE,
        TokenKind::Field => SemanticTokenType::PROPERTY,
    }
}

/// The server's state between messages.
pub(crate) struct Server<'a> {
    /// The analysis of the workspace.
    pub(crate) analysis: Analysis,
    /// Positions and URIs.
    pub(crate) convert: Convert,
    /// The URI each open file was opened under, by name.
    uris: HashMap<String, lsp_types::Url>,
    connection: &'a Connection,
}

impl Server<'_> {
    fn send(&self, message: Message) {
        // The editor has gone when its end of the channel is closed; the loop then ends.
        let _ = self.connection.sender.send(message);
    }

    /// Handles a notification of the editor's files.
    fn notify(&mut self, notification: Notification) {
        let touched = match notification.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let Ok(params) = serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(notification.params)
                else {
                    return;
                };
                let name = name_of(&params.text_document.uri);
                self.uris.insert(name.clone(), params.text_document.uri);
                self.analysis.set_text(&name, &params.text_document.text)
            }
            DidChangeTextDocument::METHOD => {
                let Ok(params) = serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(notification.params)
                else {
                    return;
                };
                let name = name_of(&params.text_document.uri);
                // Full synchronisation: the last change holds the whole text.
                let Some(change) = params.content_changes.into_iter().last() else {
                    return;
                };
                self.analysis.set_text(&name, &change.text)
            }
            DidCloseTextDocument::METHOD => {
                let Ok(params) = serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(notification.params)
                else {
                    return;
                };
                let name = name_of(&params.text_document.uri);
                self.uris.remove(&name);
                let mut touched = self.analysis.close(&name);
                if !touched.contains(&name) {
                    self.publish_empty(&params.text_document.uri);
                }
                touched.retain(|n| n != &name);
                touched
            }
            _ => return,
        };
        for name in touched {
            self.publish(&name);
        }
    }

    /// Publishes the diagnostics of a file.
    fn publish(&self, name: &str) {
        let Some(uri) = self.uris.get(name).cloned().or_else(|| uri_of(name)) else {
            return;
        };
        let (Ok(text), Ok(diagnostics)) = (self.analysis.text(name), self.analysis.diagnostics(name)) else {
            return;
        };
        let diagnostics = diagnostics
            .iter()
            .map(|d| self.convert.diagnostic(&self.analysis, text, d))
            .collect();
        let params = lsp_types::PublishDiagnosticsParams::new(uri, diagnostics, None);
        self.send(Notification::new(PublishDiagnostics::METHOD.to_string(), params).into());
    }

    /// Clears the diagnostics of a file the server no longer holds.
    fn publish_empty(&self, uri: &lsp_types::Url) {
        let params = lsp_types::PublishDiagnosticsParams::new(uri.clone(), Vec::new(), None);
        self.send(Notification::new(PublishDiagnostics::METHOD.to_string(), params).into());
    }
}
