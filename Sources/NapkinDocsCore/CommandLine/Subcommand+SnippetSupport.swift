import Foundation

extension Subcommand {
    /// `napkin-docs snippet-support`: writes the runtime the generated snippet tests call
    /// (``SnippetSupport``); the `SnippetTests` build plugin runs it once per test target.
    package static let snippetSupport = Subcommand(
        name: "snippet-support",
        abstract: "Writes the Swift runtime that the generated snippet tests call.",
        options: [
            CommandOption(
                "--output", valueName: "path", help: "The Swift file to write.", isRequired: true)
        ]
    ) { arguments, io in
        writeIfChanged(Data(SnippetSupport.source.utf8), to: arguments["--output"]!, io: io)
    }
}
