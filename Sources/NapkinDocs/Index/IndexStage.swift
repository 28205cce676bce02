import Foundation
import NapkinDocsCore
internal import NapkinLocking

/// Stage 5, **index**: the files shared by every page.
///
/// 1. Build the search index from every page's terms (beside the next steps).
/// 2. Write the navigation script and the theme's assets.
/// 3. Write `print.html` from the articles' print sections, in reading order (in parts when
///    it would be too large: ``PrintPages``).
/// 4. Copy the articles folder's files that pages show or link to
///    (``copies(of:from:log:session:)``).
///
/// With a writer's session, the print pages and the copies are written as each is made, so
/// that memory holds one of them at a time. In: the rendered pages (which give up their search
/// terms and print sections) and the navigation. Out: the files not written yet, in no
/// particular order.
enum IndexStage {
    /// The search index, the navigation script, `print.html` and the theme's assets.
    ///
    /// The pages' search terms and print sections are moved out of `pages` (not copied), and
    /// each print section is dropped once spliced into `print.html`.
    /// - Parameters:
    ///   - pages: Every rendered page, sorted by path; left without entries and print sections.
    ///   - navigation: The site's navigation.
    ///   - siteTitle: The site's name.
    ///   - session: Where each print page is written as soon as it is made, if anywhere.
    /// - Returns: The files not written, in no particular order (the caller sorts), and how
    ///   many print pages were made.
    static func run(
        pages: inout [RenderedPage], navigation: SiteNavigation, siteTitle: String,
        session: SiteWriter.Session? = nil
    ) async -> (files: [SiteFile], printPages: Int) {
        let terms = pages.map { $0.searchTerms ?? SearchIndex.PageTerms($0.searchEntry) }
        var sections: [String: PrintSection] = [:]
        for index in pages.indices {
            pages[index].searchEntry = SearchEntry(title: "", href: "", kind: "")
            pages[index].searchTerms = nil
            if let section = pages[index].printSection {
                sections[pages[index].content.path] = section
            }
            pages[index].printSection = nil
        }
        // The search index is the largest job left: it runs beside the print page.
        async let search = SearchIndex.files(for: terms)
        var files = [
            SiteFile(
                path: NavigationScript.path,
                text: NavigationScript.javaScript(for: navigation.tree))
        ]
        files += SiteAssets.files.map { SiteFile(path: $0.path, text: $0.contents) }
        // Print pages are written by the workers that make them; without a session they are
        // kept, in no particular order, as the other files are.
        let printed = SanitizedMutex((count: 0, kept: [SiteFile]()))
        PrintPages.write(sections: &sections, navigation: navigation, siteTitle: siteTitle) {
            _, file in
            if let session { session.write(file) }
            printed.withLock { printed in
                printed.count += 1
                if session == nil { printed.kept.append(file) }
            }
        }
        let (printPages, kept) = printed.withLock { ($0.count, $0.kept) }
        files += kept
        files += await search.map { SiteFile(path: $0.path, contents: Data($0.contents)) }
        return (files, printPages)
    }

    /// The copies of the articles folder's files that pages show or link to, under
    /// `siteFolder`; a file that cannot be read is an error.
    /// - Parameters:
    ///   - paths: The files, relative to the articles folder.
    ///   - folder: The articles folder as given.
    ///   - siteFolder: Where the copies go in the site (``LocalFiles/siteFolder``).
    ///   - log: Receives a diagnostic for each file that cannot be read.
    ///   - session: Where each copy is written as soon as it is read, if anywhere.
    /// - Returns: The copies not written.
    static func copies(
        of paths: [String], from folder: String, to siteFolder: String,
        log: inout DiagnosticLog,
        session: SiteWriter.Session? = nil
    ) -> [SiteFile] {
        let root = URL(fileURLWithPath: FileTree.absolute(folder))
        var files: [SiteFile] = []
        for path in paths {
            do {
                let copy = SiteFile(
                    path: siteFolder + "/" + path,
                    contents: try Data(contentsOf: root.appending(path: path)))
                if let session { session.write(copy) } else { files.append(copy) }
            } catch {
                log.append(
                    .error(
                        "cannot read the file: \(error.localizedDescription)",
                        path: ArticleLoader.displayPath(path, in: folder)))
            }
        }
        return files
    }
}
