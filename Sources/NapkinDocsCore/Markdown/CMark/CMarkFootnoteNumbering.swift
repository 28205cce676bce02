import CCmarkGFM

/// The footnote values cmark's renderer uses but the Debian library's API does not expose: a
/// definition's label and reference count, and a reference's definition and occurrence.
///
/// They are read from the node's fields, laid out as the library's own installed header
/// (`/usr/include/cmark-gfm/node.h`, 0.29.0.gfm.6) declares them. Counting references
/// in the tree instead cannot match cmark: it counts references inside definitions that no
/// reference points to, which it then drops. The layout is checked on the document node
/// against the public getters first; if it does not match, labels read empty and counts 1.
struct CMarkFootnoteNumbering {
    /// Whether the node layout of the loaded library is the one below.
    private let isLayoutKnown: Bool

    // Byte offsets in `struct cmark_node` (LP64): the positions, the type, the footnote
    // count (`ref_ix` of a reference, `def_count` of a definition), the definition a
    // reference points to, and the literal chunk (`data`, then `len`).
    private static let startLineOffset = 80
    private static let typeOffset = 100
    private static let countOffset = 112
    private static let definitionOffset = 120
    private static let literalOffset = 128
    private static let literalLengthOffset = 136

    /// Checks the layout on `document`.
    init(document: OpaquePointer) {
        let raw = UnsafeRawPointer(document)
        let positions = (0..<4).map {
            raw.load(fromByteOffset: Self.startLineOffset + 4 * $0, as: Int32.self)
        }
        isLayoutKnown =
            positions == [
                cmark_node_get_start_line(document), cmark_node_get_start_column(document),
                cmark_node_get_end_line(document), cmark_node_get_end_column(document),
            ]
            && UInt32(raw.load(fromByteOffset: Self.typeOffset, as: UInt16.self))
                == cmark_node_get_type(document).rawValue
    }

    /// The label of a definition, as written in it.
    func label(of definition: OpaquePointer) -> String {
        guard isLayoutKnown else { return "" }
        let raw = UnsafeRawPointer(definition)
        let length = Int(raw.load(fromByteOffset: Self.literalLengthOffset, as: Int32.self))
        guard length > 0,
            let data = raw.load(fromByteOffset: Self.literalOffset, as: UnsafePointer<UInt8>?.self)
        else { return "" }
        return String(decoding: UnsafeBufferPointer(start: data, count: length), as: UTF8.self)
    }

    /// How many references point to `definition` (those cmark dropped included).
    func referenceCount(of definition: OpaquePointer) -> Int { count(definition) }

    /// Which reference to its definition `reference` is (1 for the first).
    func occurrence(of reference: OpaquePointer) -> Int { count(reference) }

    /// The label of the definition `reference` points to.
    func label(ofReference reference: OpaquePointer) -> String {
        guard isLayoutKnown,
            let definition = UnsafeRawPointer(reference).load(
                fromByteOffset: Self.definitionOffset, as: OpaquePointer?.self)
        else { return "" }
        return label(of: definition)
    }

    /// The footnote count field of `node`.
    private func count(_ node: OpaquePointer) -> Int {
        guard isLayoutKnown else { return 1 }
        return Int(UnsafeRawPointer(node).load(fromByteOffset: Self.countOffset, as: Int32.self))
    }
}
