/// Raw HTML, written as it is except for GFM's tag filter: the `<` of a `title`, `textarea`,
/// `style`, `xmp`, `iframe`, `noembed`, `noframes`, `script` or `plaintext` tag (opening or
/// closing, any case) becomes `&lt;`, as cmark-gfm's `tagfilter` extension does.
extension HTMLWriter {
    /// The tag names the filter disarms, in lower case.
    private static let filteredTags: [[UInt8]] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script",
        "plaintext",
    ].map { Array($0.utf8) }

    /// Appends a raw HTML block, disarming every filtered tag in it.
    mutating func filterBlock(_ literal: String) {
        var literal = literal
        literal.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "<") {
                guard Self.isFilteredTag(bytes[index...]) else { continue }
                appendChecked(bytes[start..<index])
                markup("&lt;")
                start = index + 1
            }
            appendChecked(bytes[start...])
        }
    }

    /// Appends raw inline HTML, disarming it if it opens with a filtered tag (cmark looks only
    /// at the start of an inline HTML node).
    mutating func filterInline(_ literal: String) {
        var literal = literal
        literal.withUTF8 { bytes in
            if Self.isFilteredTag(bytes[...]) {
                markup("&lt;")
                appendChecked(bytes.dropFirst())
            } else {
                appendChecked(bytes)
            }
        }
    }

    /// Whether `tag` (starting at a `<`) opens a filtered tag: `<`, an optional `/`, the name
    /// in any case, then a space, tab, line break, `>` or `/>`.
    private static func isFilteredTag(_ tag: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard tag.count >= 3, tag.first == UInt8(ascii: "<") else { return false }
        var start = tag.startIndex + 1
        if tag[start] == UInt8(ascii: "/") { start += 1 }
        for name in filteredTags {
            let end = start + name.count
            guard end < tag.endIndex else { continue }
            var matches = true
            for offset in name.indices where Self.lowercased(tag[start + offset]) != name[offset] {
                matches = false
                break
            }
            guard matches else { continue }
            switch tag[end] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"): return true
            case UInt8(ascii: "/")
            where end + 1 < tag.endIndex && tag[end + 1] == UInt8(ascii: ">"):
                return true
            default: continue
            }
        }
        return false
    }

    /// `byte` in lower case if it is an ASCII capital letter.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
