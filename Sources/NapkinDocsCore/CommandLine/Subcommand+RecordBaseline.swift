import Foundation

extension Subcommand {
    /// `napkin-docs record-baseline`: writes a test target's snippet baseline from the blocks
    /// its last `swift test` found failing; the `snippet-baseline` command plugin runs it after
    /// running the snippet tests.
    package static let recordBaseline = Subcommand(
        name: "record-baseline",
        abstract:
            "Writes a test target's snippet baseline from the blocks its tests found failing.",
        options: [
            CommandOption(
                "--records", valueName: "dir", help: "The snippet tests' record folder.",
                isRequired: true),
            CommandOption(
                "--module", valueName: "name", help: "The test target whose blocks to record.",
                isRequired: true),
            CommandOption(
                "--output", valueName: "path",
                help: "The baseline file to write (removed when no block fails).",
                isRequired: true),
        ]
    ) { arguments, io in
        let folder = URL(fileURLWithPath: arguments["--records"]!)
            .appending(path: "failing").appending(path: arguments["--module"]!)
        let files =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil)) ?? []
        var baseline = SnippetBaseline()
        for file in files where file.pathExtension == "txt" {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            baseline.entries += SnippetBaseline.parse(text).entries
        }
        let output = arguments["--output"]!
        guard !baseline.entries.isEmpty else {
            try? FileManager.default.removeItem(atPath: output)
            io.print(
                "\(arguments["--module"]!): every snippet block passes; no baseline at \(output)")
            return 0
        }
        let status = writeIfChanged(Data(baseline.text.utf8), to: output, io: io)
        let count = baseline.entries.count
        io.print(
            "\(arguments["--module"]!): \(count) failing block\(count == 1 ? "" : "s") recorded in \(output)"
        )
        return status
    }
}
