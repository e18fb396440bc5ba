//! Answers to requests: each reads its parameters, asks the analysis, and converts the
//! answer. An unknown method, unreadable parameters or a file the analysis does not hold is
//! an error response; so is a panic, caught here so that one bad request cannot end the
//! session.

use super::convert::name_of;
use super::{Server, TokenKind};
use crate::analysis::{CompletionKind, OutlineKind};
use lsp_server::{ErrorCode, Request, Response};
use lsp_types::request::{
    CodeActionRequest, Completion, DocumentSymbolRequest, Formatting, GotoDefinition, HoverRequest, References,
    Request as _, SemanticTokensFullRequest,
};
use lsp_types::{
    CodeAction, CodeActionOrCommand, CompletionItem, CompletionItemKind, CompletionTextEdit, DocumentSymbol,
    Documentation, GotoDefinitionResponse, MarkupContent, MarkupKind, SemanticToken, SemanticTokens, SymbolKind,
    TextEdit, WorkspaceEdit,
};
use serde_json::Value;
use std::collections::HashMap;

/// Why a request could not be answered.
struct Failure {
    code: ErrorCode,
    message: String,
}

impl Failure {
    fn params(error: serde_json::Error) -> Failure {
        Failure {
            code: ErrorCode::InvalidParams,
            message: error.to_string(),
        }
    }
}

impl From<crate::analysis::UnknownFile> for Failure {
    fn from(error: crate::analysis::UnknownFile) -> Failure {
        Failure {
            code: ErrorCode::InvalidParams,
            message: error.to_string(),
        }
    }
}

/// The response to a request.
pub(super) fn answer(server: &mut Server<'_>, request: Request) -> Response {
    let id = request.id.clone();
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| dispatch(server, request)));
    match outcome {
        Ok(Ok(value)) => Response::new_ok(id, value),
        Ok(Err(failure)) => Response::new_err(id, failure.code as i32, failure.message),
        Err(_) => Response::new_err(
            id,
            ErrorCode::InternalError as i32,
            "the request failed inside the server".into(),
        ),
    }
}

fn dispatch(server: &mut Server<'_>, request: Request) -> Result<Value, Failure> {
    let params = request.params;
    let value = match request.method.as_str() {
        HoverRequest::METHOD => hover(server, serde_json::from_value(params).map_err(Failure::params)?)?,
        Completion::METHOD => complete(server, serde_json::from_value(params).map_err(Failure::params)?)?,
        GotoDefinition::METHOD => definition(server, serde_json::from_value(params).map_err(Failure::params)?)?,
        References::METHOD => references(server, serde_json::from_value(params).map_err(Failure::params)?)?,
        Formatting::METHOD => format(server, serde_json::from_value(params).map_err(Failure::params)?)?,
        DocumentSymbolRequest::METHOD => symbols(server, serde_json::from_value(params).map_err(Failure::params)?)?,
        SemanticTokensFullRequest::METHOD => tokens(server, serde_json::from_value(params).map_err(Failure::params)?)?,
        CodeActionRequest::METHOD => actions(server, serde_json::from_value(params).map_err(Failure::params)?)?,
        method => {
            return Err(Failure {
                code: ErrorCode::MethodNotFound,
                message: format!("the server does not answer `{method}`"),
            })
        }
    };
    Ok(value)
}

fn to_value(value: impl serde::Serialize) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

fn hover(server: &Server<'_>, params: lsp_types::HoverParams) -> Result<Value, Failure> {
    let at = params.text_document_position_params;
    let name = name_of(&at.text_document.uri);
    let offset = server.convert.offset(&server.analysis, &name, at.position)?;
    let Some(hover) = server.analysis.hover(&name, offset)? else {
        return Ok(Value::Null);
    };
    let text = server.analysis.text(&name)?;
    Ok(to_value(lsp_types::Hover {
        contents: lsp_types::HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: hover.markdown,
        }),
        range: Some(server.convert.range(text, hover.span)),
    }))
}

fn complete(server: &Server<'_>, params: lsp_types::CompletionParams) -> Result<Value, Failure> {
    let at = params.text_document_position;
    let name = name_of(&at.text_document.uri);
    let offset = server.convert.offset(&server.analysis, &name, at.position)?;
    let text = server.analysis.text(&name)?;
    let items: Vec<CompletionItem> = server
        .analysis
        .completions(&name, offset)?
        .into_iter()
        .map(|c| CompletionItem {
            kind: Some(completion_kind(c.kind)),
            detail: c.detail,
            documentation: c.documentation.filter(|d| !d.is_empty()).map(|value| {
                Documentation::MarkupContent(MarkupContent {
                    kind: MarkupKind::Markdown,
                    value,
                })
            }),
            text_edit: Some(CompletionTextEdit::Edit(TextEdit::new(
                server.convert.range(text, c.replace),
                c.insert,
            ))),
            label: c.label,
            ..Default::default()
        })
        .collect();
    Ok(to_value(items))
}

fn completion_kind(kind: CompletionKind) -> CompletionItemKind {
    match kind {
        CompletionKind::Card => CompletionItemKind::CLASS,
        CompletionKind::Field => CompletionItemKind::FIELD,
        CompletionKind::Vocabulary => CompletionItemKind::ENUM_MEMBER,
        CompletionKind::Effect => CompletionItemKind::FUNCTION,
        CompletionKind::Function | CompletionKind::ActionType => CompletionItemKind::METHOD,
        CompletionKind::Root => CompletionItemKind::VARIABLE,
        CompletionKind::Keyword | CompletionKind::Syntax => CompletionItemKind::KEYWORD,
        CompletionKind::CardType => CompletionItemKind::STRUCT,
    }
}

fn definition(server: &Server<'_>, params: lsp_types::GotoDefinitionParams) -> Result<Value, Failure> {
    let at = params.text_document_position_params;
    let name = name_of(&at.text_document.uri);
    let offset = server.convert.offset(&server.analysis, &name, at.position)?;
    let locations: Vec<lsp_types::Location> = server
        .analysis
        .definition(&name, offset)?
        .iter()
        .filter_map(|l| server.convert.location(&server.analysis, l))
        .collect();
    Ok(to_value(GotoDefinitionResponse::Array(locations)))
}

fn references(server: &Server<'_>, params: lsp_types::ReferenceParams) -> Result<Value, Failure> {
    let at = params.text_document_position;
    let name = name_of(&at.text_document.uri);
    let offset = server.convert.offset(&server.analysis, &name, at.position)?;
    let locations: Vec<lsp_types::Location> = server
        .analysis
        .references(&name, offset)?
        .iter()
        .filter_map(|l| server.convert.location(&server.analysis, l))
        .collect();
    Ok(to_value(locations))
}

fn format(server: &Server<'_>, params: lsp_types::DocumentFormattingParams) -> Result<Value, Failure> {
    let name = name_of(&params.text_document.uri);
    let text = server.analysis.text(&name)?;
    let Some(formatted) = server.analysis.format(&name)? else {
        return Ok(to_value(Vec::<TextEdit>::new()));
    };
    let whole = server.convert.range(text, stccg_lang::span::Span::new(0, text.len()));
    Ok(to_value(vec![TextEdit::new(whole, formatted)]))
}

fn symbols(server: &Server<'_>, params: lsp_types::DocumentSymbolParams) -> Result<Value, Failure> {
    let name = name_of(&params.text_document.uri);
    let text = server.analysis.text(&name)?;
    let outline = server.analysis.outline(&name)?;
    fn convert(server: &Server<'_>, text: &str, entry: crate::analysis::Outline) -> DocumentSymbol {
        let kind = match entry.kind {
            OutlineKind::Card => SymbolKind::CLASS,
            OutlineKind::Erratum => SymbolKind::INTERFACE,
            OutlineKind::Ability => SymbolKind::METHOD,
            OutlineKind::Vocabulary => SymbolKind::ENUM,
            OutlineKind::CardType => SymbolKind::STRUCT,
            OutlineKind::Primitive => SymbolKind::FUNCTION,
            OutlineKind::Root => SymbolKind::VARIABLE,
            OutlineKind::Keyword => SymbolKind::KEY,
            OutlineKind::Rule => SymbolKind::OBJECT,
        };
        let children: Vec<DocumentSymbol> = entry.children.into_iter().map(|c| convert(server, text, c)).collect();
        #[allow(deprecated)] // `deprecated` is a field the protocol still requires.
        DocumentSymbol {
            name: entry.name,
            detail: entry.detail,
            kind,
            tags: None,
            deprecated: None,
            range: server.convert.range(text, entry.span),
            selection_range: server.convert.range(text, entry.name_span),
            children: (!children.is_empty()).then_some(children),
        }
    }
    let symbols: Vec<DocumentSymbol> = outline.into_iter().map(|e| convert(server, text, e)).collect();
    Ok(to_value(symbols))
}

fn tokens(server: &Server<'_>, params: lsp_types::SemanticTokensParams) -> Result<Value, Failure> {
    let name = name_of(&params.text_document.uri);
    let text = server.analysis.text(&name)?;
    let mut data = Vec::new();
    let (mut line, mut column) = (0, 0);
    let range_of = server.convert.ranges(text);
    for token in server.analysis.tokens(&name)? {
        let range = range_of(token.span);
        if range.start.line != range.end.line {
            continue;
        }
        let delta_line = range.start.line.saturating_sub(line);
        let delta_start = if delta_line == 0 {
            range.start.character.saturating_sub(column)
        } else {
            range.start.character
        };
        data.push(SemanticToken {
            delta_line,
            delta_start,
            length: range.end.character.saturating_sub(range.start.character),
            token_type: TokenKind::ALL.iter().position(|k| *k == token.kind).unwrap_or(0) as u32,
            token_modifiers_bitset: 0,
        });
        (line, column) = (range.start.line, range.start.character);
    }
    Ok(to_value(SemanticTokens { result_id: None, data }))
}

fn actions(server: &Server<'_>, params: lsp_types::CodeActionParams) -> Result<Value, Failure> {
    let uri = params.text_document.uri;
    let name = name_of(&uri);
    let text = server.analysis.text(&name)?;
    let span = server.convert.span(text, params.range);
    let actions: Vec<CodeActionOrCommand> = server
        .analysis
        .actions(&name, span)?
        .into_iter()
        .map(|action| {
            let edits = action
                .edits
                .iter()
                .map(|e| TextEdit::new(server.convert.range(text, e.span), e.text.clone()))
                .collect();
            let diagnostics = action
                .fixes
                .as_ref()
                .map(|fixes| vec![server.convert.diagnostic(&server.analysis, text, fixes)]);
            CodeActionOrCommand::CodeAction(CodeAction {
                title: action.title,
                kind: Some(lsp_types::CodeActionKind::QUICKFIX),
                diagnostics,
                edit: Some(WorkspaceEdit {
                    changes: Some(HashMap::from([(uri.clone(), edits)])),
                    ..Default::default()
                }),
                is_preferred: Some(action.preferred),
                ..Default::default()
            })
        })
        .collect();
    Ok(to_value(actions))
}
