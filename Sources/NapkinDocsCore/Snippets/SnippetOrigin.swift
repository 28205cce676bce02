import Foundation

/// Where a generated test file's source is on disk, and what it held when the file was
/// generated: the generated suite checks both when it runs (see ``SnippetSupport``).
package struct SnippetOrigin: Hashable, Sendable {
    /// The source's absolute path.
    package var file: String
    /// The fingerprint of the source's bytes (``SnippetSupport/fingerprint(of:)``).
    package var fingerprint: UInt64
    /// Where the suite records that the file passed (``SnippetRecords``), or `nil` for nowhere.
    package var recordFolder: String?
    /// The snippet files the source shows (`@Snippet`), whose tests are part of its own: the
    /// suite checks that each is current too, and its record lists them.
    package var includes: [Include] = []

    /// A snippet file a source shows, as it was when the tests were generated.
    package struct Include: Hashable, Sendable {
        /// Its path relative to the package (`Snippets/Lifecycle.swift`).
        package var path: String
        /// Its absolute path.
        package var file: String
        /// The fingerprint of its bytes.
        package var fingerprint: UInt64
    }

    /// Creates an origin.
    /// - Parameters:
    ///   - file: The source's absolute path.
    ///   - fingerprint: The fingerprint of its bytes.
    ///   - recordFolder: Where a passing suite records it, if anywhere.
    package init(file: String, fingerprint: UInt64, recordFolder: String? = nil) {
        self.file = file
        self.fingerprint = fingerprint
        self.recordFolder = recordFolder
    }

    /// The origin of the file at `url` as it is now, or `nil` when it cannot be read.
    /// - Parameters:
    ///   - url: The source file.
    ///   - recordFolder: Where a passing suite records it, if anywhere.
    ///   - included: The snippet files it shows, as the tests compile them.
    /// - Returns: Its absolute path and the fingerprint of its bytes, and of each snippet's.
    package static func of(
        fileAt url: URL, recordFolder: String? = nil, including included: [SnippetLibrary.File] = []
    ) -> SnippetOrigin? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        var origin = SnippetOrigin(
            file: url.standardizedFileURL.path, fingerprint: SnippetSupport.fingerprint(of: data),
            recordFolder: recordFolder)
        // The fingerprint of the text the tests were generated from: what the suite compares
        // with the file's bytes when it runs.
        origin.includes = included.map {
            Include(
                path: $0.displayPath, file: $0.url.standardizedFileURL.path,
                fingerprint: SnippetSupport.fingerprint(of: $0.text.utf8))
        }
        return origin
    }
}
