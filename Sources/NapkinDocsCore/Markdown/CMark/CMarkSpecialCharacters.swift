import CCmarkGFM
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the characters of the generator's GFM extensions in cmark-gfm's global table of
/// characters that can start an inline, for good, so that inline passes on many threads need
/// not take turns.
///
/// Each inline pass adds its parser's extension characters to that table (`~` for
/// strikethrough, `:` and `w` for autolinks) and takes them away again at its end, through
/// `cmark_manage_extensions_special_characters`: a pass that ends while another runs takes
/// them from under it (``CMarkBridge`` explains what that breaks). Every parser the generator
/// makes attaches the same extensions, so nothing needs them taken away.
///
/// cmark-gfm's inline pass calls that function through the dynamic linker, and a definition in
/// the program comes first: the function below, which has the same C name, stands in for it.
/// While ``isFixed`` is false it does what cmark's own does (found with `dlsym`); once the
/// characters are added for good it does nothing. Where the linker does not let a program's
/// definition stand in (Apple's platforms bind a library's calls to its own functions),
/// ``probe(with:)`` finds that cmark never called ours, and the inline passes keep taking turns.
///
/// In a program that also parses with cmark-gfm and other extensions, those parses would see
/// these three characters in the table too (each text run ends before them, as if an
/// extension could start there): the generator's command-line tool has no such parses.
enum CMarkSpecialCharacters {
    /// The signature of `cmark_manage_extensions_special_characters`.
    typealias Manage = @convention(c) (OpaquePointer?, Int32) -> Void

    /// cmark-gfm's own function, the next definition after ours; `nil` if there is none.
    static let cmarkManage: Manage? = {
        // `RTLD_NEXT`, which Swift does not import: the next object after the caller's.
        let next = UnsafeMutableRawPointer(bitPattern: -1)
        guard let symbol = dlsym(next, "cmark_manage_extensions_special_characters") else {
            return nil
        }
        return unsafeBitCast(symbol, to: Manage.self)
    }()

    /// Whether cmark-gfm has called the function below since the process began.
    static let wasCalled = Atomic<Bool>(false)

    /// Whether the extension characters are in the table for good, so that the function
    /// below does nothing.
    static let isFixed = Atomic<Bool>(false)

    /// Finds whether cmark-gfm calls the function below, and if it does, adds the characters
    /// of `parser`'s extensions to the table for good. The caller holds the lock every inline
    /// pass holds until this returns true, and passes a parser with the generator's
    /// extensions.
    /// - Parameter parser: A new parser with the generator's extensions, not yet fed.
    /// - Returns: Whether the characters are now fixed, so inline passes may run at once.
    static func probe(with parser: OpaquePointer) -> Bool {
        guard let cmarkManage else { return false }
        var text = "x"
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                cmark_parser_feed(parser, characters.baseAddress, characters.count)
            }
        }
        // Freed with the parser's allocator, the system's.
        cmark_node_free(cmark_parser_finish(parser))
        guard wasCalled.load(ordering: .relaxed) else { return false }
        cmarkManage(parser, 1)
        isFixed.store(true, ordering: .releasing)
        return true
    }
}

/// Stands in for cmark-gfm's `cmark_manage_extensions_special_characters`; see
/// ``CMarkSpecialCharacters``.
///
/// `package`, not `internal`: an internal function of a module built whole is hidden from the
/// dynamic linker, which then never lets it stand in.
/// - Parameters:
///   - parser: The parser whose extensions' characters are added or taken away.
///   - add: Nonzero to add them, zero to take them away.
@_cdecl("cmark_manage_extensions_special_characters")
package func napkinManageSpecialCharacters(_ parser: OpaquePointer?, _ add: Int32) {
    CMarkSpecialCharacters.wasCalled.store(true, ordering: .relaxed)
    if CMarkSpecialCharacters.isFixed.load(ordering: .acquiring) { return }
    CMarkSpecialCharacters.cmarkManage?(parser, add)
}
