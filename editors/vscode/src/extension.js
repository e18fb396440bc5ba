// The client: starts `stccg lsp` (the command named by the setting `stccg.server.path`) for
// card, errata, deck and scenario files and speaks the protocol with it over stdio.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("stccg").get("server.path", "stccg");
  const serverOptions = { command, args: ["lsp"], transport: TransportKind.stdio };
  const clientOptions = {
    documentSelector: [
      { scheme: "file", language: "stccg" },
      { scheme: "file", language: "stccg-deck" },
      { scheme: "file", language: "stccg-scenario" },
    ],
  };
  client = new LanguageClient("stccg", "stccg language server", serverOptions, clientOptions);
  context.subscriptions.push(client);
  client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
