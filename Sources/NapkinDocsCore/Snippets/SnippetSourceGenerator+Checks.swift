extension SnippetSourceGenerator {
    /// The modules that exist on Apple platforms only: a block importing one, guarded or not,
    /// is checked only where the module exists, as with `requires=`.
    static let platformModules: Set<Substring> = [
        "AppKit", "Cocoa", "Combine", "CoreData", "CoreGraphics", "CoreImage", "CoreLocation",
        "MapKit", "SwiftData", "SwiftUI", "TVUIKit", "UIKit", "WatchKit",
        "WidgetKit",
    ]

    /// Whether the page's compiled blocks are each checked on their own at test time, rather
    /// than compiled into the test target: a page with no run block and no `@Snippet` file,
    /// whose code the tests never run.
    static func checksBlocksAlone(_ file: SnippetFile) -> Bool {
        !file.snippets.contains { $0.mode == .run } && file.included.isEmpty
    }

    /// The Apple-only module `code` imports, guarded or not, if any: such a block is compiled
    /// only where the module exists, as with `requires=`.
    static func platformModule(importedBy code: String) -> String? {
        let imported = TopLevelCode.split(code).items.filter { $0.keyword == "import" }
        return imported.compactMap(\.name).first { platformModules.contains($0) }.map(String.init)
    }

    /// What a checked page's record counts: the blocks whose pass it waits for, those that
    /// cannot compile as written, and those the baseline lists.
    struct CheckedBlocks {
        /// The identifiers of the blocks whose pass the page's record waits for.
        var identifiers: [String] = []
        /// How many blocks cannot compile as written.
        var notCompilable = 0
        /// The baseline keys of the blocks the baseline lists.
        var baselined: [String] = []
    }
}
