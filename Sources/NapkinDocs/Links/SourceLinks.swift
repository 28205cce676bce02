import Foundation
import NapkinDocsCore

/// Where a symbol's declaration can be read online: the repository's web view of the file, at
/// the declaration's line (`docc`'s `--source-service`, `--source-service-base-url` and
/// `--checkout-path`).
///
/// A declaration's file is made relative to the checkout and appended to the base URL; the
/// line is added as each service spells it. A file outside the checkout gets no link.
package struct SourceLinks: Sendable, Hashable {
    /// A web front end to a repository.
    package enum Service: String, Sendable, Hashable, CaseIterable {
        /// GitHub: `…/blob/main/Sources/A.swift#L12`.
        case github
        /// GitLab: `…/-/blob/main/Sources/A.swift#L12`.
        case gitlab
        /// Bitbucket: `…/src/main/Sources/A.swift#lines-12`.
        case bitbucket

        /// The URL fragment that names one line.
        func fragment(line: Int) -> String {
            switch self {
            case .github, .gitlab: "#L\(line)"
            case .bitbucket: "#lines-\(line)"
            }
        }
    }

    /// The service that shows the repository.
    package var service: Service
    /// The URL of the checked-out revision's root, such as
    /// `https://github.com/owner/repo/blob/main`.
    package var baseURL: String
    /// The local folder the repository is checked out in, absolute.
    package var checkoutPath: String

    /// Creates source links.
    /// - Parameters:
    ///   - service: The repository's web front end.
    ///   - baseURL: The URL of the revision's root (a trailing `/` is dropped).
    ///   - checkoutPath: The local checkout, absolute or relative to `folder`.
    ///   - folder: The folder a relative checkout path starts from.
    package init(service: Service, baseURL: String, checkoutPath: String, relativeTo folder: String)
    {
        self.service = service
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        let absolute =
            checkoutPath.hasPrefix("/")
            ? checkoutPath : (folder as NSString).appendingPathComponent(checkoutPath)
        self.checkoutPath = (absolute as NSString).standardizingPath
    }

    /// The URL of a line of a file.
    /// - Parameters:
    ///   - file: The file's absolute path.
    ///   - line: The 1-based line.
    /// - Returns: The URL, or `nil` when the file is outside the checkout.
    package func url(file: String, line: Int) -> String? {
        let root = checkoutPath.hasSuffix("/") ? checkoutPath : checkoutPath + "/"
        let path = (file as NSString).standardizingPath
        guard path.hasPrefix(root) else { return nil }
        let relative = String(path.dropFirst(root.count))
        let encoded =
            relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
        return baseURL + "/" + encoded + service.fragment(line: line)
    }
}
