import NapkinDocsCore

extension CodeListing {
    /// The listing as a `<figure>`: a header with the caption and the mark, the scrollable
    /// code, and the verified output under it. The copy button is added by `site.js`, so
    /// readers without JavaScript see no dead button.
    package var html: String { fragment.html }

    /// The listing's HTML with the code's link targets apart (see ``HTMLFragment``).
    package var fragment: HTMLFragment {
        var output = "<figure class=\"listing\">"
        if caption != nil || mark != nil {
            output += "<figcaption class=\"listing-header\">"
            if let caption {
                output += "<span class=\"listing-caption\">\(HTMLEscaping.text(caption))</span>"
            }
            if let mark {
                let (name, label, detail) = Self.describe(mark)
                output +=
                    "<span class=\"mark mark-\(name)\" title=\"\(HTMLEscaping.attribute(detail))\">"
                output += HTMLEscaping.text(label) + "</span>"
            }
            output += "</figcaption>"
        }
        let language = HTMLEscaping.attribute(language)
        output += "<pre class=\"code\" tabindex=\"0\"><code class=\"language-\(language)\""
        if !Self.shows(copyText, highlighted: highlighted.html) {
            output += " data-copy=\"\(HTMLEscaping.attribute(copyText))\""
        }
        var result = HTMLFragment(markup: output + ">")
        result.append(highlighted)
        output = "</code></pre>"
        if let verifiedOutput {
            output += "<div class=\"listing-output\"><p class=\"output-label\">"
            output += "Output, checked by <code>swift test</code></p>"
            output += "<pre class=\"output\" tabindex=\"0\"><samp>"
            output += HTMLEscaping.text(verifiedOutput) + "</samp></pre></div>"
        }
        if !expectedDiagnostics.isEmpty {
            output += "<div class=\"listing-output\"><p class=\"output-label\">"
            output += "The compiler's diagnostics, checked by <code>swift test</code></p>"
            output += "<pre class=\"output\" tabindex=\"0\"><samp>"
            output += HTMLEscaping.text(expectedDiagnostics.joined(separator: "\n") + "\n")
            output += "</samp></pre></div>"
        }
        output += "</figure>"
        result.append(markup: output)
        return result
    }

    /// Returns the class suffix, the badge text and its longer explanation for a mark.
    /// - Parameter mark: The mark to describe.
    /// - Returns: The CSS name, the short label, and the tooltip text.
    static func describe(_ mark: SnippetOutcome) -> (name: String, label: String, detail: String) {
        switch mark {
        case .compiled:
            return ("compiled", "Compiled", "This code is compiled by swift test.")
        case .run:
            return ("run", "Runs in swift test", "This code is compiled and run by swift test.")
        case .notCompiled:
            return ("not-compiled", "Not compiled", "This code is shown only; it is not compiled.")
        case .skipped(let module):
            return (
                "skipped", "Requires \(module)",
                "Compiled only where \(module) is available, such as Apple platforms."
            )
        case .failsToCompile:
            return (
                "fails-to-compile", "Fails to compile, as it should",
                "swift test checks that the compiler rejects this code, with the diagnostics shown."
            )
        case .traps:
            return (
                "traps", "Traps, as it should",
                "swift test runs this code and checks that it stops the process with a trap."
            )
        case .throws:
            return (
                "throws", "Throws, as it should",
                "swift test runs this code and checks that it throws an error."
            )
        }
    }

    /// Tells whether highlighted HTML shows exactly `text` (see ``plainText(ofHighlighted:)``).
    ///
    /// Runs on every listing, so it reads bytes; an entity holding anything but plain ASCII
    /// (where bytes and characters would count differently) falls back to the string version.
    /// - Parameters:
    ///   - text: The text expected.
    ///   - html: Highlighted HTML.
    /// - Returns: `true` when the HTML's text is `text`.
    static func shows(_ text: String, highlighted html: String) -> Bool {
        if showsExactBytes(text, highlighted: html) { return true }
        var output: [UInt8] = []
        output.reserveCapacity(html.utf8.count)
        var inTag = false
        var entity: [UInt8] = []
        var inEntity = false
        for byte in html.utf8 {
            if inTag {
                if byte == UInt8(ascii: ">") { inTag = false }
            } else if inEntity {
                // `\r\n` is one character: leave such rare entities to the string version.
                guard byte < 0x80, byte != UInt8(ascii: "\r") else {
                    return text == plainText(ofHighlighted: html)
                }
                entity.append(byte)
                if byte == UInt8(ascii: ";") {
                    output += decode(entity: String(decoding: entity, as: UTF8.self)).utf8
                    inEntity = false
                } else if entity.count > 8 {
                    output += entity
                    inEntity = false
                }
            } else if byte == UInt8(ascii: "<") {
                inTag = true
            } else if byte == UInt8(ascii: "&") {
                entity = [byte]
                inEntity = true
            } else {
                output.append(byte)
            }
        }
        if inEntity { output += entity }
        // Equal bytes are equal strings; otherwise compare as strings, which ignore the
        // differences of Unicode normalization.
        return output.elementsEqual(text.utf8) || text == String(decoding: output, as: UTF8.self)
    }

    /// Tells whether highlighted HTML shows exactly the bytes of `text`, comparing as it
    /// goes, without building the shown text: the usual case, since the highlighter never
    /// drops or moves a character.
    ///
    /// `false` means "not proven": anything unusual (another entity, different bytes that
    /// may still be equal text) is left to ``shows(_:highlighted:)``.
    /// - Parameters:
    ///   - text: The text expected.
    ///   - html: Highlighted HTML.
    /// - Returns: `true` when the HTML's text has the same bytes as `text`.
    static func showsExactBytes(_ text: String, highlighted html: String) -> Bool {
        var text = text
        var html = html
        return text.withUTF8 { expected in
            html.withUTF8 { bytes in
                var index = 0
                var matched = 0
                var inTag = false
                while index < bytes.count {
                    let byte = bytes[index]
                    if inTag {
                        if byte == UInt8(ascii: ">") { inTag = false }
                        index += 1
                        continue
                    }
                    if byte == UInt8(ascii: "<") {
                        inTag = true
                        index += 1
                        continue
                    }
                    var shown = byte
                    var length = 1
                    if byte == UInt8(ascii: "&") {
                        guard let (character, entityLength) = entity(in: bytes, at: index) else {
                            return false
                        }
                        (shown, length) = (character, entityLength)
                    }
                    guard matched < expected.count, expected[matched] == shown else { return false }
                    matched += 1
                    index += length
                }
                return matched == expected.count
            }
        }
    }

    /// The entities the highlighter and escaper write, as bytes, with what each shows.
    private static let entities: [(bytes: [UInt8], shows: UInt8)] = [
        (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
        (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")),
    ]

    /// Reads one of ``entities`` at `index`.
    /// - Parameters:
    ///   - bytes: HTML.
    ///   - index: The position of a `&`.
    /// - Returns: The character shown and the entity's length, or `nil` for anything else.
    private static func entity(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> (UInt8, Int)? {
        for entity in entities where index + entity.bytes.count <= bytes.count {
            if entity.bytes.indices.allSatisfy({ bytes[index + $0] == entity.bytes[$0] }) {
                return (entity.shows, entity.bytes.count)
            }
        }
        return nil
    }

    /// Recovers the text a browser shows for highlighted HTML: tags removed, entities decoded.
    /// - Parameter html: HTML made of spans, links and the entities `&amp;`, `&lt;`, `&gt;`,
    ///   `&quot;` and `&#39;`.
    /// - Returns: The plain text.
    static func plainText(ofHighlighted html: String) -> String {
        var output = ""
        output.reserveCapacity(html.utf8.count)
        var inTag = false
        var entity: String?
        for scalar in html.unicodeScalars {
            if inTag {
                if scalar == ">" { inTag = false }
            } else if var pending = entity {
                pending.unicodeScalars.append(scalar)
                if scalar == ";" {
                    output += decode(entity: pending)
                    entity = nil
                } else if pending.count > 8 {
                    output += pending
                    entity = nil
                } else {
                    entity = pending
                }
            } else if scalar == "<" {
                inTag = true
            } else if scalar == "&" {
                entity = "&"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output + (entity ?? "")
    }

    /// Decodes one of the few entities the highlighter and escaper write.
    /// - Parameter entity: The entity including `&` and `;`.
    /// - Returns: The character it stands for, or the entity unchanged when unknown.
    private static func decode(entity: String) -> String {
        switch entity {
        case "&amp;": return "&"
        case "&lt;": return "<"
        case "&gt;": return ">"
        case "&quot;": return "\""
        case "&#39;": return "'"
        default: return entity
        }
    }
}
