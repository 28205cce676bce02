import Foundation

/// The blocks that did not compile when a package adopted the snippet tests, recorded in one
/// committed file (`SnippetBaseline.txt` in the test target) so that `swift test` is green
/// from the first day and every block added or edited after it is checked.
///
/// Each line names a block by its file and a fingerprint of its code, so moving the block or
/// editing another leaves the line valid; the line number after the path is for the reader.
/// A baselined block that still fails passes its test; one that compiles fails its test until
/// its line is removed. The file is written only by `snippet-baseline`, so a block enters it
/// only when someone records the baseline again, and the diff shows it.
package struct SnippetBaseline: Hashable, Sendable {
    /// The name of the file, in the test target's folder.
    package static let fileName = "SnippetBaseline.txt"

    /// One recorded block.
    package struct Entry: Hashable, Sendable, Comparable {
        /// The block's file, as diagnostics show it (`Sources/M/M.docc/Intro.md`).
        package var path: String
        /// The fingerprint of its code (``SnippetBaseline/key(of:)``).
        package var key: String
        /// The line of its opening fence when it was recorded.
        package var line: Int

        /// Orders entries by file, then line.
        package static func < (left: Entry, right: Entry) -> Bool {
            (left.path, left.line, left.key) < (right.path, right.line, right.key)
        }
    }

    /// The recorded blocks.
    package var entries: [Entry]

    /// Creates a baseline of `entries`.
    package init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The fingerprint that names a block in the baseline: its code, trailing blanks aside.
    /// - Parameter code: The block's code, hidden lines included.
    /// - Returns: Sixteen hexadecimal digits.
    package static func key(of code: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()
        }
        let normalized = lines.map { String($0) }.joined(separator: "\n")
        let hash = SnippetSupport.fingerprint(of: normalized.utf8)
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether the block with `code` in the file at `path` is recorded.
    package func contains(path: String, code: String) -> Bool {
        let key = Self.key(of: code)
        return entries.contains { $0.path == path && $0.key == key }
    }

    /// Reads a baseline file's text; lines that are not entries are comments.
    /// - Parameter text: The file's text.
    /// - Returns: The baseline.
    package static func parse(_ text: String) -> SnippetBaseline {
        var entries: [Entry] = []
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].count == 16,
                let colon = parts[1].lastIndex(of: ":"),
                let number = Int(parts[1][parts[1].index(after: colon)...])
            else { continue }
            entries.append(
                Entry(path: String(parts[1][..<colon]), key: String(parts[0]), line: number))
        }
        return SnippetBaseline(entries: entries)
    }

    /// The file's text: a comment saying what it is, then one entry a line, sorted.
    package var text: String {
        let header = """
            # The snippet blocks that did not compile or pass when this baseline was recorded.
            # `swift test` passes while they fail, and fails once one passes: remove its line.
            # Record again: swift package --allow-writing-to-package-directory snippet-baseline

            """
        return header + entries.sorted().map { "\($0.key) \($0.path):\($0.line)\n" }.joined()
    }
}
