import NapkinDocsCore

/// One file of the search index: the head (``SearchFormat/headPath``) or one of its shards.
package struct SearchFile: Sendable, Hashable {
    /// The path relative to the site root, with `/` separators (`search/terms-3.js`).
    package var path: String
    /// The script, as UTF-8.
    package var contents: [UInt8]

    /// Creates a file of the search index.
    /// - Parameters:
    ///   - path: The path relative to the site root.
    ///   - contents: The script as UTF-8.
    package init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}
