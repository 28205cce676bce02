import Foundation

/// Where a generated test file's source is on disk, and what it held when the file was
/// generated: the generated suite checks both when it runs (see ``SnippetSupport``).
public struct SnippetOrigin: Hashable, Sendable {
    /// The source's absolute path.
    public var file: String
    /// The fingerprint of the source's bytes (``SnippetSupport/fingerprint(of:)``).
    public var fingerprint: UInt64
    /// Where the suite records that the file passed (``SnippetRecords``), or `nil` for nowhere.
    public var recordFolder: String?

    /// Creates an origin.
    /// - Parameters:
    ///   - file: The source's absolute path.
    ///   - fingerprint: The fingerprint of its bytes.
    ///   - recordFolder: Where a passing suite records it, if anywhere.
    public init(file: String, fingerprint: UInt64, recordFolder: String? = nil) {
        self.file = file
        self.fingerprint = fingerprint
        self.recordFolder = recordFolder
    }

    /// The origin of the file at `url` as it is now, or `nil` when it cannot be read.
    /// - Parameters:
    ///   - url: The source file.
    ///   - recordFolder: Where a passing suite records it, if anywhere.
    /// - Returns: Its absolute path and the fingerprint of its bytes.
    public static func of(fileAt url: URL, recordFolder: String? = nil) -> SnippetOrigin? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return SnippetOrigin(
            file: url.standardizedFileURL.path, fingerprint: SnippetSupport.fingerprint(of: data),
            recordFolder: recordFolder)
    }
}
