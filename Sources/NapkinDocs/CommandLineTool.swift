import Foundation

/// The `napkin-docs` command line: parses arguments and runs a subcommand.
public enum CommandLineTool {
    /// Runs `napkin-docs` with `arguments` (without the program name) and returns its exit code.
    public static func run(arguments: [String]) async -> Int32 {
        guard arguments.first == "extract-snippets", let index = arguments.firstIndex(of: "--output")
        else { return 64 }
        // Placeholder until the extractor lands: an empty generated file.
        FileManager.default.createFile(atPath: arguments[index + 1], contents: Data())
        return 0
    }
}
