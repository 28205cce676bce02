import Foundation

/// The records `swift test` leaves of the documentation files whose snippet tests passed: one
/// file per source in the record folder, written by the generated suite when the source was
/// current and every run block in it passed, and removed when not (``SnippetSupport``).
///
/// A site build given the folder (`napkin-docs build --verified-by`) marks code blocks
/// compiled and run only when every documentation file has a record of its current bytes, so a
/// page never claims more than the last test run showed.
package struct SnippetRecords: Sendable {
    /// The folder name the `SnippetTests` plugin uses, inside the package's `.build`.
    package static let defaultFolder = ".build/snippet-records"

    /// The record folder.
    package var folder: URL

    /// Reads records from `folder`.
    /// - Parameter folder: The record folder.
    package init(folder: URL) {
        self.folder = folder
    }

    /// The name of the record of the source at `path` (the runtime writes the same name).
    /// - Parameter path: The source's path relative to the package (`Articles/X.md`).
    /// - Returns: The record's file name.
    package static func recordName(for path: String) -> String {
        path.replacingOccurrences(of: "/", with: "__") + ".passed"
    }

    /// The start of a record's line naming a block the baseline lists, by its key.
    package static let baselinedPrefix = "baselined "

    /// The baseline keys the records of `files` name: blocks whose tests pass while they
    /// fail, which the site shows without a mark.
    /// - Parameter files: The documentation files, with their paths relative to the package.
    /// - Returns: The keys.
    package func baselinedBlocks(_ files: [(url: URL, path: String)]) -> Set<String> {
        var keys: Set<String> = []
        for file in files {
            let record = folder.appending(path: Self.recordName(for: file.path))
            guard let text = try? String(contentsOf: record, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix(Self.baselinedPrefix) {
                keys.insert(String(line.dropFirst(Self.baselinedPrefix.count)))
            }
        }
        return keys
    }

    /// The sources among `files` that have no record of passing as they are now, with the
    /// snippet files they show (each record's later lines) as they are now too.
    /// - Parameters:
    ///   - files: The documentation files, with their paths relative to the package.
    ///   - packageRoot: The folder the shown snippet files' paths are relative to; without it,
    ///     a record that lists any is not accepted.
    /// - Returns: Their paths, in order.
    package func unverified(
        _ files: [(url: URL, path: String)], packageRoot: URL? = nil
    ) -> [String] {
        files.compactMap { file in
            let record = folder.appending(path: Self.recordName(for: file.path))
            guard let text = try? String(contentsOf: record, encoding: .utf8),
                let origin = SnippetOrigin.of(fileAt: file.url)
            else { return file.path }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.hasPrefix(Self.baselinedPrefix)
            }
            guard lines.last == "", lines.removeFirst() == "\(origin.fingerprint) \(file.path)"
            else { return file.path }
            let shown = lines.dropLast().allSatisfy { line in
                guard let packageRoot, let space = line.firstIndex(of: " ") else { return false }
                let path = String(line[line.index(after: space)...])
                let current = SnippetOrigin.of(fileAt: packageRoot.appending(path: path))
                return current.map { "\($0.fingerprint)" } == String(line[..<space])
            }
            return shown ? nil : file.path
        }
    }
}
