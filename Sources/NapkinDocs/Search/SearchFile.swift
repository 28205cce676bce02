import NapkinDocsCore

/// One file of the search index: the head (``SearchFormat/headPath``) or one of its shards.
public struct SearchFile: Sendable, Hashable {
    /// The path relative to the site root, with `/` separators (`search/terms-3.js`).
    public var path: String
    /// The script, as UTF-8.
    public var contents: [UInt8]

    /// Creates a file of the search index.
    /// - Parameters:
    ///   - path: The path relative to the site root.
    ///   - contents: The script as UTF-8.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}
