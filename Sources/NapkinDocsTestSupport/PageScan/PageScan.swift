/// Reads generated HTML the way a browser does, by the WHATWG HTML standard's tokenizer, for
/// what the hardening tests look at: start tags and their attributes (values decoded), and the
/// schemes of URLs as the URL standard reads them. Nothing here comes from the generator, so
/// the tests do not judge its output with its own code.
///
/// 1. ``PageScanTokenizer`` runs the tokenizer's states over the page (``PageScanTreeState``
///    tells it when the tree builder would switch it to raw text).
/// 2. ``PageScanReferences`` decodes character references, with the full named table.
/// 3. ``scheme(ofURL:)`` reads a decoded URL's scheme.
enum PageScan {
    /// Every start tag of `html`, in order, as a browser's tokenizer reads them.
    /// - Parameter html: A page.
    /// - Returns: The tags; end tags, comments, doctypes and the contents of raw text elements
    ///   (`<script>`, `<style>`, `<title>`, `<textarea>`, …) are not tags.
    static func startTags(in html: String) -> [Tag] {
        scannedTags(in: html).map(\.tag)
    }

    /// The opening tags (`<name …>`, whole) of every element called `name`.
    /// - Parameters:
    ///   - name: An element name, in lower case.
    ///   - html: A page.
    /// - Returns: Each tag's text, from `<` to `>`, as written.
    static func openingTags(named name: String, in html: String) -> [String] {
        scannedTags(in: html).filter { $0.tag.name == name }.map(\.source)
    }

    /// The values of the attributes called one of `names`, in every start tag of `html`.
    /// - Parameters:
    ///   - names: Attribute names, in lower case.
    ///   - html: A page.
    /// - Returns: The values, their character references decoded.
    static func attributeValues(named names: Set<String>, in html: String) -> [String] {
        startTags(in: html).flatMap(\.attributes).filter { names.contains($0.name) }.map(\.value)
    }

    /// The names of every attribute of every start tag of `html`, in lower case.
    /// - Parameter html: A page.
    /// - Returns: The names, in order, repeated as often as they appear.
    static func attributeNames(in html: String) -> [String] {
        startTags(in: html).flatMap(\.attributes).map(\.name)
    }

    /// Decodes the character references of text, as the tokenizer does in the data state.
    /// - Parameter text: Text as written.
    /// - Returns: The text with every reference decoded.
    static func decodedText(_ text: String) -> String {
        PageScanReferences.decode(text, inAttribute: false)
    }

    /// Decodes the character references of an attribute value, as the tokenizer does inside a
    /// tag (a legacy name without its `;`, followed by `=` or a letter or digit, stays).
    /// - Parameter value: An attribute value as written.
    /// - Returns: The decoded value.
    /// - Note: The values ``attributeValues(named:in:)`` returns are decoded already.
    static func decoded(_ value: String) -> String {
        PageScanReferences.decode(value, inAttribute: true)
    }

    /// The scheme of a URL, as the URL standard's basic URL parser reads it: leading and
    /// trailing C0 controls and spaces are stripped, every tab, LF and CR removed, and a scheme
    /// is an ASCII letter, then letters, digits, `+`, `-` or `.`, up to a `:`.
    /// - Parameter value: A URL, its character references decoded.
    /// - Returns: The scheme in lower case, or `nil` for a relative URL.
    static func scheme(ofURL value: String) -> String? {
        let isControlOrSpace: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 }
        var scalars = Substring(value).unicodeScalars
        while let first = scalars.first, isControlOrSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, isControlOrSpace(last) { scalars.removeLast() }
        var scheme = String.UnicodeScalarView()
        for scalar in scalars where !["\t", "\n", "\r"].contains(scalar) {
            switch scalar {
            case ":": return scheme.isEmpty ? nil : String(scheme).lowercased()
            case "a"..."z", "A"..."Z": scheme.append(scalar)
            case "0"..."9", "+", "-", ".":
                guard !scheme.isEmpty else { return nil }
                scheme.append(scalar)
            default: return nil
            }
        }
        return nil
    }

    /// Every start tag of `html` with its source text.
    /// - Parameter html: A page.
    /// - Returns: The tags in order.
    private static func scannedTags(in html: String) -> [(tag: Tag, source: String)] {
        var tokenizer = PageScanTokenizer(html)
        tokenizer.run()
        return tokenizer.tags
    }
}
