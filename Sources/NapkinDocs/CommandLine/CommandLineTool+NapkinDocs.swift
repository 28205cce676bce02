import NapkinDocsCore

extension CommandLineTool {
    /// `napkin-docs`: builds a site and checks snippets; it has `napkin-snippets`' subcommands
    /// too. A stage adds its own subcommand in one line here.
    package static let napkinDocs = CommandLineTool(
        name: "napkin-docs",
        abstract: "Builds a Swift package's documentation site and checks its Swift snippets.",
        subcommands: napkinSnippets.subcommands + [.snippets, .build, .coverage])
}
