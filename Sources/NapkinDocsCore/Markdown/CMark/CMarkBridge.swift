import CCmarkGFM
import Foundation
internal import NapkinLocking

/// The one door to cmark-gfm: parses Markdown into the Swift document model, handing out only
/// Swift values.
///
/// The door is this folder: this file parses, ``CMarkTreeConverter`` copies cmark's tree into
/// a ``MarkdownTree``, ``CMarkFootnoteNumbering`` reads the footnote fields cmark's API does
/// not expose, and ``CMarkArena`` holds a parse's memory. No other file imports cmark. Every
/// cmark pointer is created, used and freed inside one function of this file, freed in reverse
/// order with `defer` (a tree parsed in an arena is freed with the arena, which that function
/// also owns); C strings are copied into Swift strings at once.
enum CMarkBridge {
    /// The GFM extensions every document is parsed with.
    private static let extensionNames = [
        "table", "strikethrough", "autolink", "tasklist", "tagfilter",
    ]

    /// Registers the GFM extensions once per process; cmark's own guard is not thread-safe.
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Lets one parse at a time read or write cmark-gfm's global table of characters that can
    /// start an inline.
    ///
    /// Each parse adds its extensions' characters (`~`, and `:`, `w` for autolinks) before its
    /// inline pass and removes them after (`cmark_manage_extensions_special_characters`). A
    /// parse on another thread then reads `~~x~~` as text and misses bare autolinks, so two
    /// threads parsing at once may each get another tree than one thread would. The inline pass runs in `cmark_parser_finish`, which holds the lock unless
    /// ``inlinePassIsLockFree``; see ``blockPassIsLockFree`` for `cmark_parser_feed`.
    private static let parseLock = SanitizedMutex(())

    /// Whether the block pass (`cmark_parser_feed`) may run outside ``parseLock``, so that two
    /// threads parse blocks at once and only their inline passes take turns.
    ///
    /// In 0.29.0.gfm.6, Debian's, nothing the block pass calls reads or writes the character
    /// table: the table is used in `inlines.c` only, by the inline pass that `finish` runs
    /// (read in that source). Other versions are not known to keep to this, so with them the
    /// block pass holds the lock too.
    static let blockPassIsLockFree = String(cString: cmark_version_string()) == "0.29.0.gfm.6"

    /// Whether the inline pass (`cmark_parser_finish`) may run outside ``parseLock`` too: the
    /// extensions' characters stay in cmark's table for good (``CMarkSpecialCharacters``), and
    /// in this version nothing else the inline pass reads or writes is shared (read in its
    /// source, as for ``blockPassIsLockFree``).
    ///
    /// Found once, by a parse under the lock: until it is known, every inline pass takes turns.
    static let inlinePassIsLockFree: Bool = {
        _ = registration
        guard blockPassIsLockFree else { return false }
        let parser = makeParser(memory: nil)
        defer { cmark_parser_free(parser) }
        return parseLock.withLock { _ in CMarkSpecialCharacters.probe(with: parser) }
    }()

    /// Parses `source` and converts cmark's tree into the flat model.
    ///
    /// The conversion follows cmark's iterator, so nesting 10,000 deep cannot overflow the
    /// thread's stack. Only the parse itself holds the lock. Up to ``arenaLimit`` bytes of
    /// Markdown, cmark's objects live in a ``CMarkArena`` of this parse, released at once when
    /// the model is made.
    /// - Parameter source: The Markdown text.
    /// - Returns: The document's model; positions are cmark's, in the parsed text.
    static func tree(of source: String) -> MarkdownTree {
        guard source.utf8.count <= arenaLimit else { return tree(of: source, memory: nil) }
        let arena = CMarkArena()
        return arena.withCurrent { tree(of: source, memory: CMarkArena.memory) }
    }

    /// The largest source parsed in an arena. An arena keeps what cmark frees during the parse
    /// until the end (about twice the source's size again), so a larger document is parsed with the system's allocator, whose peak is lower.
    static let arenaLimit = 1 << 20

    /// Parses `source` with the allocator `memory` and converts cmark's tree.
    private static func tree(
        of source: String, memory: UnsafeMutablePointer<cmark_mem>?
    ) -> MarkdownTree {
        withParsedTree(source, memory: memory) { document, _ in
            var converter = CMarkTreeConverter(
                footnotes: CMarkFootnoteNumbering(document: document))
            // Room for about one node per 16 bytes of Markdown, made at once, instead of growing
            // the array by copying it as it fills.
            return converter.convert(document, capacity: source.utf8.count / 16 + 8)
        }
    }

    /// Parses `source` and renders it with cmark's own HTML renderer, with the generator's
    /// options and extensions and no change to the tree: the reference ``HTMLWriter`` is
    /// checked against. Only the tests, the fuzzer and the writer's benchmark call it; it
    /// stays here because this folder is the only one that calls cmark.
    /// - Parameter source: The Markdown text.
    /// - Returns: cmark's HTML.
    static func cmarkHTML(of source: String) -> String {
        withParsedTree(source) { document, parser in
            guard
                let rendered = cmark_render_html(
                    document, CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE | CMARK_OPT_SMART,
                    cmark_parser_get_syntax_extensions(parser))
            else { return "" }
            defer { cmark_get_default_mem_allocator().pointee.free(rendered) }
            return String(cString: rendered)
        }
    }

    /// Parses `source` and hands the tree to `body`, freeing every cmark object afterwards.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - memory: The allocator of the parse: the system's, or an arena's (see
    ///     ``CMarkArena``), in which case the arena frees the tree, not a walk over it.
    ///   - body: Reads the tree; the document and parser live only during it.
    /// - Returns: What `body` returns.
    private static func withParsedTree<Result>(
        _ source: String, memory: UnsafeMutablePointer<cmark_mem>? = nil,
        _ body: (_ document: OpaquePointer, _ parser: OpaquePointer) -> Result
    ) -> Result {
        _ = registration
        let parser = makeParser(memory: memory)
        defer { cmark_parser_free(parser) }
        let address = UInt(bitPattern: parse(source, with: parser))
        let document = OpaquePointer(bitPattern: address)!
        defer { if memory == nil { cmark_node_free(document) } }
        return body(document, parser)
    }

    /// Creates a parser with the GFM extensions attached; freeing it frees its extension list.
    /// - Parameter memory: The allocator of the parser and its nodes; `nil` for the system's.
    /// - Returns: A parser the caller frees with `cmark_parser_free`.
    private static func makeParser(memory: UnsafeMutablePointer<cmark_mem>?) -> OpaquePointer {
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | CMARK_OPT_SMART
        let parser =
            memory.map { cmark_parser_new_with_mem(options, $0) } ?? cmark_parser_new(options)
        guard let parser else { preconditionFailure("cmark could not make a parser") }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        return parser
    }

    /// Feeds `source` to `parser` and returns the document node, which the caller frees; each
    /// pass holds ``parseLock`` as ``blockPassIsLockFree`` and ``inlinePassIsLockFree`` say.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - parser: A parser from ``makeParser()``.
    /// - Returns: The root node.
    private static func parse(_ source: String, with parser: OpaquePointer) -> OpaquePointer {
        var text = source
        let feed = {
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters in
                    cmark_parser_feed(parser, characters.baseAddress, characters.count)
                }
            }
        }
        if blockPassIsLockFree { feed() } else { parseLock.withLock { _ in feed() } }
        if inlinePassIsLockFree { return cmark_parser_finish(parser) }
        // The address crosses the lock, which hands out only `Sendable` values.
        let address = parseLock.withLock { _ in UInt(bitPattern: cmark_parser_finish(parser)) }
        return OpaquePointer(bitPattern: address)!
    }
}
