import Foundation

/// Where a generated test file's source is on disk, and what it held when the file was
/// generated: the generated suite checks both when it runs (see ``SnippetSupport``).
public struct SnippetOrigin: Hashable, Sendable {
    /// The source's absolute path.
    public var file: String
    /// The fingerprint of the source's bytes (``SnippetSupport/fingerprint(of:)``).
    public var fingerprint: UInt64

    /// Creates an origin.
    /// - Parameters:
    ///   - file: The source's absolute path.
    ///   - fingerprint: The fingerprint of its bytes.
    public init(file: String, fingerprint: UInt64) {
        self.file = file
        self.fingerprint = fingerprint
    }

    /// The origin of the file at `url` as it is now, or `nil` when it cannot be read.
    /// - Parameter url: The source file.
    /// - Returns: Its absolute path and the fingerprint of its bytes.
    public static func of(fileAt url: URL) -> SnippetOrigin? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return SnippetOrigin(
            file: url.standardizedFileURL.path, fingerprint: SnippetSupport.fingerprint(of: data))
    }
}
