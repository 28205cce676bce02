import Foundation

/// The records `swift test` leaves of the documentation files whose snippet tests passed: one
/// file per source in the record folder, written by the generated suite when the source was
/// current and every run block in it passed, and removed when not (``SnippetSupport``).
///
/// A site build given the folder (`napkin-docs build --verified-by`) marks code blocks
/// compiled and run only when every documentation file has a record of its current bytes, so a
/// page never claims more than the last test run showed.
public struct SnippetRecords: Sendable {
    /// The folder name the `SnippetTests` plugin uses, inside the package's `.build`.
    public static let defaultFolder = ".build/snippet-records"

    /// The record folder.
    public var folder: URL

    /// Reads records from `folder`.
    /// - Parameter folder: The record folder.
    public init(folder: URL) {
        self.folder = folder
    }

    /// The name of the record of the source at `path` (the runtime writes the same name).
    /// - Parameter path: The source's path relative to the package (`Articles/X.md`).
    /// - Returns: The record's file name.
    public static func recordName(for path: String) -> String {
        path.replacingOccurrences(of: "/", with: "__") + ".passed"
    }

    /// The sources among `files` that have no record of passing as they are now.
    /// - Parameter files: The documentation files, with their paths relative to the package.
    /// - Returns: Their paths, in order.
    public func unverified(_ files: [(url: URL, path: String)]) -> [String] {
        files.compactMap { file in
            let record = folder.appending(path: Self.recordName(for: file.path))
            guard let text = try? String(contentsOf: record, encoding: .utf8),
                let origin = SnippetOrigin.of(fileAt: file.url),
                text == "\(origin.fingerprint) \(file.path)\n"
            else { return file.path }
            return nil
        }
    }
}
