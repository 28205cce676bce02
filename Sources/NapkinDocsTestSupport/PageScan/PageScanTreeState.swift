/// Follows as much of the HTML standard's tree construction as the tokenizer needs: whether a
/// start tag is handled as HTML (then `<style>`, `<title>` and the like switch the tokenizer to
/// raw text) or in foreign content (SVG or MathML, where they do not, and where `<![CDATA[`
/// opens a CDATA section).
///
/// It keeps a stack of open elements, pushed by start tags and popped by end tags, and applies
/// the standard's rules for foreign content: its integration points, and the HTML start tags
/// that break out of it (`<svg><p>`). It does not model implied end tags, foster parenting,
/// `<template>` or `<select>` (where the tree builder ignores some tags, `<svg>` among them),
/// so markup built to exploit those can still be read differently from a browser.
struct PageScanTreeState {
    /// The open elements, innermost last: name, namespace (`html`, `svg` or `math`), and
    /// whether the element is an HTML integration point.
    private var open: [(name: String, namespace: String, isIntegrationPoint: Bool)] = []

    /// HTML elements that have no end tag, so are never open.
    private static let voidElements: Set<String> = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img",
        "input", "keygen", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// The start tags that leave foreign content (and `font` with `color`, `face` or `size`).
    private static let breakouts: Set<String> = [
        "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em",
        "embed", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing",
        "menu", "meta", "nobr", "ol", "p", "pre", "ruby", "s", "small", "span", "strong",
        "strike", "sub", "sup", "table", "tt", "u", "ul", "var",
    ]

    /// MathML's text integration points, whose children are HTML.
    private static let mathTextIntegrationPoints: Set<String> = ["mi", "mo", "mn", "ms", "mtext"]

    /// Whether the current node is an SVG or MathML element, where `<![CDATA[` opens a CDATA
    /// section instead of a bogus comment.
    var isInForeignContent: Bool {
        guard let current = open.last else { return false }
        return current.namespace != "html"
    }

    /// Handles a start tag as the tree builder would.
    /// - Parameters:
    ///   - tag: The tag.
    ///   - selfClosing: Whether it ended in `/>`.
    /// - Returns: Whether it was handled as HTML, so that a `<script>`, `<style>` or
    ///   `<textarea>` switches the tokenizer to its raw text state.
    mutating func startTag(_ tag: PageScan.Tag, selfClosing: Bool) -> Bool {
        if let current = open.last, current.namespace != "html",
            !handlesAsHTML(tag, in: current)
        {
            if Self.breakouts.contains(tag.name) || (tag.name == "font" && isPresentational(tag)) {
                repeat {
                    open.removeLast()
                } while open.last.map { $0.namespace != "html" && !isIntegration($0) } ?? false
                return startTag(tag, selfClosing: selfClosing)
            }
            if !selfClosing { push(tag, namespace: current.namespace) }
            return false
        }
        if tag.name == "svg" || tag.name == "math" {
            if !selfClosing { push(tag, namespace: tag.name) }
            return false
        }
        if !Self.voidElements.contains(tag.name) { push(tag, namespace: "html") }
        return true
    }

    /// Handles an end tag as the tree builder would: pops the innermost open element of that
    /// name and every element inside it; in foreign content, `</p>` and `</br>` break out.
    /// - Parameter name: The tag's name, in lower case.
    mutating func endTag(named name: String) {
        if let current = open.last, current.namespace != "html", name == "p" || name == "br" {
            while let last = open.last, last.namespace != "html", !isIntegration(last) {
                open.removeLast()
            }
        }
        if let index = open.lastIndex(where: { $0.name == name }) {
            open.removeSubrange(index...)
        }
    }

    /// Whether a start tag in foreign content under `current` is handled by the HTML rules.
    /// - Parameters:
    ///   - tag: The tag.
    ///   - current: The current node, an SVG or MathML element.
    /// - Returns: `true` under an integration point (with the standard's exceptions).
    private func handlesAsHTML(
        _ tag: PageScan.Tag, in current: (name: String, namespace: String, isIntegrationPoint: Bool)
    ) -> Bool {
        if current.namespace == "math", Self.mathTextIntegrationPoints.contains(current.name) {
            return tag.name != "mglyph" && tag.name != "malignmark"
        }
        if current.namespace == "math", current.name == "annotation-xml", tag.name == "svg" {
            return true
        }
        return current.isIntegrationPoint
    }

    /// Whether an open element is an integration point, where foreign content pauses.
    /// - Parameter element: An open element.
    /// - Returns: `true` for HTML integration points and MathML text integration points.
    private func isIntegration(
        _ element: (name: String, namespace: String, isIntegrationPoint: Bool)
    ) -> Bool {
        element.isIntegrationPoint
            || (element.namespace == "math"
                && Self.mathTextIntegrationPoints.contains(element.name))
    }

    /// Whether a `font` tag has one of the attributes that make it leave foreign content.
    /// - Parameter tag: A `font` tag.
    /// - Returns: `true` when it has `color`, `face` or `size`.
    private func isPresentational(_ tag: PageScan.Tag) -> Bool {
        tag.attributes.contains { ["color", "face", "size"].contains($0.name) }
    }

    /// Opens an element for `tag` in `namespace`.
    /// - Parameters:
    ///   - tag: The start tag.
    ///   - namespace: `html`, `svg` or `math`.
    private mutating func push(_ tag: PageScan.Tag, namespace: String) {
        let encoding = tag.attributes.first { $0.name == "encoding" }?.value.lowercased()
        let isIntegrationPoint =
            switch namespace {
            case "svg": ["foreignobject", "desc", "title"].contains(tag.name)
            case "math":
                tag.name == "annotation-xml"
                    && (encoding == "text/html" || encoding == "application/xhtml+xml")
            default: false
            }
        open.append((tag.name, namespace, isIntegrationPoint))
    }
}
