import NapkinDocsCore
import NapkinLocking

@testable import NapkinDocs

extension PrintPages {
    /// The print pages of `sections`, each section dropped once written, all at once (the
    /// build hands each to the writer as soon as it is made).
    /// - Parameters:
    ///   - sections: The articles' print sections, by page path; left empty.
    ///   - navigation: The site's navigation, for the reading order.
    ///   - siteTitle: The site's name.
    ///   - partLimit: The most article HTML one page holds (``partLimit`` but in tests).
    /// - Returns: `print.html`, and the parts when there is more than one.
    static func files(
        sections: inout [String: PrintSection], navigation: SiteNavigation, siteTitle: String,
        partLimit: Int = partLimit
    ) -> [SiteFile] {
        // The package's lock, whose hand-offs the thread sanitizer sees (it does not see the
        // standard library's Mutex's, and reported the workers' appends as a race).
        let files = SanitizedMutex<[(position: Int, file: SiteFile)]>([])
        write(
            sections: &sections, navigation: navigation, siteTitle: siteTitle,
            partLimit: partLimit
        ) { position, file in files.withLock { $0.append((position, file)) } }
        return files.withLock { $0 }.sorted { $0.position < $1.position }.map(\.file)
    }
}
