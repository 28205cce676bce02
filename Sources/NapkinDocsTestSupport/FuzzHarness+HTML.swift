@testable import NapkinDocs
@testable import NapkinDocsCore

/// The guarantees every page keeps whatever Markdown it was written from (with raw HTML allowed,
/// all but unique ids and escaped attribute text, which are then the author's).
///
/// The check reads the page as a browser's tokenizer would, in a simplified way: comments and
/// the text of `<script>` and `<style>` are skipped, and every other `<` followed by a letter
/// opens a tag whose attributes are read. cmark escapes every `<` of text as `&lt;`, so each tag
/// found is one that the generator wrote (or let through).
extension FuzzHarness {
    /// Tags no page may hold, even with raw HTML allowed: they embed a document or a plugin.
    static let forbiddenTags: Set<String> = [
        "iframe", "object", "embed", "frame", "frameset", "base", "applet", "portal",
    ]
    /// Attributes whose value a browser follows as a URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "xlink:href", "srcset",
    ]
    /// The only scripts a page loads: the site's own files.
    static let siteScripts = [
        NavigationScript.path, SiteAssets.scriptPath, SiteAssets.searchScriptPath,
    ]

    /// Lists the broken guarantees of one page or page fragment.
    /// - Parameters:
    ///   - html: The HTML.
    ///   - path: The page's path, for the messages.
    ///   - readsByStandard: Whether to read the page with ``PageSafety`` too (the standard's
    ///     reading is thorough but slow; the fuzzer spends it on the pages the input reaches).
    /// - Returns: One message per broken guarantee.
    static func pageViolations(
        _ html: String, path: String, readsByStandard: Bool = true
    ) -> [String] {
        let bytes = Array(html.utf8)
        var violations: [String] = []
        // Anchors must be unique on a page, or links and the on-this-page list go astray
        // (headings that slug alike get `-2`, `-3`, …).
        var ids: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts(bytes, at: index, with: "<!--") {
                index = find("-->", in: bytes, from: index + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            guard index + 1 < bytes.count, isLetter(bytes[index + 1]) else {
                index += 1
                continue
            }
            let tag = readTag(bytes, from: index + 1)
            guard let end = tag.end else {
                violations.append("\(path): unterminated <\(tag.name) tag")
                break
            }
            violations += tagViolations(tag.name, attributes: tag.attributes, path: path)
            for attribute in tag.attributes where attribute.name == "id" {
                if !ids.insert(attribute.value).inserted {
                    violations.append("\(path): two elements have the id '\(attribute.value)'")
                }
            }
            index = end
            if tag.name == "script" || tag.name == "style" {
                // Their text is not markup; skip to the closing tag.
                index = find("</\(tag.name)", in: bytes, from: index) ?? bytes.count
            }
        }
        // The standard's reading of the page, independent of this quick scan and of the generator.
        if readsByStandard {
            violations += PageSafety.problems(in: html).map { "\(path): \($0)" }
        }
        return violations
    }

    /// Checks one tag and its attributes.
    private static func tagViolations(
        _ name: String, attributes: [(name: String, value: String)], path: String
    ) -> [String] {
        var violations: [String] = []
        if forbiddenTags.contains(name) {
            violations.append("\(path): an author's <\(name)> tag reached the page")
        }
        if name == "script" {
            let source = attributes.first { $0.name == "src" }?.value ?? ""
            if !siteScripts.contains(where: { source.hasSuffix($0) }) {
                violations.append("\(path): a script that is not the site's own: src='\(source)'")
            }
        }
        for attribute in attributes {
            if attribute.name.hasPrefix("on") {
                violations.append(
                    "\(path): event handler attribute '\(attribute.name)' on <\(name)>")
            }
            if attribute.value.utf8.contains(UInt8(ascii: "<")) {
                violations.append(
                    "\(path): unescaped '<' in the \(attribute.name) attribute of <\(name)>")
            }
            // The scheme as a browser reads it (``PageScan``), not as the generator's own filter
            // does: the fuzzer must not judge with the code it tests.
            if urlAttributes.contains(attribute.name),
                let scheme = PageScan.scheme(ofURL: PageScan.decoded(attribute.value)),
                PageSafety.dangerousSchemes.contains(scheme)
            {
                violations.append(
                    "\(path): blocked URL scheme in \(attribute.name)='\(attribute.value)' on <\(name)>"
                )
            }
        }
        return violations
    }

    /// Reads a tag's name and attributes, starting just after its `<`.
    /// - Returns: The lower-cased name, the attributes (values undecoded), and the index just
    ///   after the closing `>` (`nil` when the text ends first).
    private static func readTag(
        _ bytes: [UInt8], from start: Int
    ) -> (name: String, attributes: [(name: String, value: String)], end: Int?) {
        var index = start
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
            bytes[index] != UInt8(ascii: "/")
        {
            index += 1
        }
        let name = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
        var attributes: [(name: String, value: String)] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return (name, attributes, index + 1) }
            if isSpace(byte) || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
            {
                index += 1
            }
            let attribute = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            var value = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                let valueStart: Int
                let valueEnd: Int
                if index < bytes.count,
                    bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
                {
                    let quote = bytes[index]
                    valueStart = index + 1
                    valueEnd = bytes[valueStart...].firstIndex(of: quote) ?? bytes.count
                    index = min(valueEnd + 1, bytes.count)
                } else {
                    valueStart = index
                    while index < bytes.count, !isSpace(bytes[index]),
                        bytes[index] != UInt8(ascii: ">")
                    {
                        index += 1
                    }
                    valueEnd = index
                }
                value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            }
            attributes.append((attribute, value))
        }
        return (name, attributes, nil)
    }

    /// Whether `bytes` holds `text` at `index`.
    private static func starts(_ bytes: [UInt8], at index: Int, with text: String) -> Bool {
        let count = text.utf8.count
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].elementsEqual(text.utf8)
    }

    /// The index of the first `text` at or after `start`, compared without letter case.
    private static func find(_ text: String, in bytes: [UInt8], from start: Int) -> Int? {
        let needle = Array(text.lowercased().utf8)
        guard !needle.isEmpty, start + needle.count <= bytes.count else { return nil }
        for index in start...(bytes.count - needle.count) {
            var matches = true
            for offset in needle.indices where lowercased(bytes[index + offset]) != needle[offset] {
                matches = false
                break
            }
            if matches { return index }
        }
        return nil
    }

    /// An ASCII letter lower-cased; any other byte as it is.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Whether `byte` is an ASCII letter.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased(byte))
    }

    /// Whether `byte` is HTML white space.
    private static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0C, 0x0D: true
        default: false
        }
    }
}
