import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore
@testable import NapkinDocsTestSupport

extension PageSafety {
    /// Expects every HTML page of a built site to be safe.
    /// - Parameters:
    ///   - output: The built site.
    ///   - name: The case's name, for messages.
    ///   - sourceLocation: Where the check is, for its issues.
    /// - Throws: When the site cannot be read.
    static func expectSafePages(
        in output: URL, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let pages = FileTree.entries(below: output.path).filter { $0.path.hasSuffix(".html") }
        #expect(!pages.isEmpty, "\(name): no page written", sourceLocation: sourceLocation)
        for page in pages {
            let problems = problems(in: SiteFixture.page(page.path, in: output))
            #expect(
                problems.isEmpty, "\(name): \(page.path) has \(problems)",
                sourceLocation: sourceLocation)
        }
    }
}
