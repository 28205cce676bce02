import Foundation
import NapkinDocsCore

/// One file of the generated site: its path relative to the site root, and its bytes.
package struct SiteFile: Sendable, Hashable {
    /// The path relative to the site root, with `/` separators (`articles/lifecycle.html`).
    package var path: String
    /// The file's contents.
    package var contents: Data

    /// Creates a file from bytes.
    /// - Parameters:
    ///   - path: The path relative to the site root.
    ///   - contents: The bytes.
    package init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    /// Creates a file from text, written as UTF-8.
    /// - Parameters:
    ///   - path: The path relative to the site root.
    ///   - text: The text.
    package init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }
}
