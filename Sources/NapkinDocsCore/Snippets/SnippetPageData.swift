import Foundation

/// The data file of a page whose blocks are only type-checked: its blocks and the check of its
/// source, which the runtime's `SnippetPage` reads when the tests run.
///
/// The page's Swift file names this file and holds no block, so an edit to the page's code
/// rewrites this file alone and the build compiles no Swift for it. The keys are the names of
/// the runtime's properties (`SnippetBlock`, `SnippetSourceIsCurrent`), which decode them.
struct SnippetPageData: Encodable, Equatable {
    /// The check that the page is current, and the record of its pass; `nil` for none.
    var source: Source?
    /// The blocks to type-check, in page order.
    var blocks: [Block] = []

    /// The path of the data file of the page whose Swift file is at `swiftFile`; the Swift
    /// file computes the same path from its `#filePath` (``swiftFileSuffix``).
    static func path(besideSwiftFile swiftFile: String) -> String {
        swiftFile + swiftFileSuffix
    }

    /// What the data file's name adds to its Swift file's name.
    static let swiftFileSuffix = ".json"

    /// The check of the page's source (the runtime's `SnippetSourceIsCurrent`).
    struct Source: Encodable, Equatable {
        /// The page as diagnostics name it.
        var path: String
        /// The page's absolute path when the data was written.
        var file: String
        /// The fingerprint of the page's bytes then.
        var fingerprint: UInt64
        /// The identifiers of the blocks whose pass the page's record waits for.
        var runs: [String]
        /// Where the pass is recorded, if anywhere.
        var recordFolder: String?
        /// How many blocks cannot compile as written.
        var notCompilable: Int
        /// The baseline keys of the blocks the baseline lists.
        var baselined: [String]
    }

    /// One block to type-check (the runtime's `SnippetBlock`).
    struct Block: Encodable, Equatable {
        /// The block in the test's report (`Page.md:42`).
        var name: String
        /// The line of its fence.
        var fence: Int
        /// What the compiler checks: the block under a `#sourceLocation` of its page, and the
        /// context it reaches.
        var source: String
        /// The page as the compiler's messages name it.
        var path: String
        /// The block's lines in the page.
        var lines: ClosedRange<Int>
        /// How many columns the page's line has before the generated line's first.
        var columnShift: Int
        /// Whether the block is a package manifest.
        var manifest: Bool
        /// The block in the page's record (`path:line`).
        var identifier: String
        /// The block's key in the baseline.
        var key: String
        /// The baseline's file, when the baseline lists the block.
        var baselineFile: String?
        /// For a `compile-fail` block, the diagnostics the compiler must print.
        var expectedFailure: [String]?
        /// The module the block needs (`requires=`, or an Apple-only import): where the test
        /// target cannot import it, the block is left out.
        var requiredModule: String?
    }

    /// The file's text: JSON with sorted keys, so that the same page gives the same bytes.
    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers, optionals and arrays always encode.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
