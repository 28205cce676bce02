/// The HTML standard's tokenizer (WHATWG HTML, "Tokenization"), reduced to what the page scan
/// needs: it follows every state that decides where a tag starts and ends, and reports start
/// tags with their attributes; it keeps no text, comments or doctypes.
///
/// 1. The input is preprocessed as the standard says: CR LF and lone CR become LF.
/// 2. The states run one character at a time; a state that "reconsumes" leaves `index` alone.
/// 3. Each start tag is given to ``PageScanTreeState``, which says, as the tree builder would,
///    whether a `<script>`, `<style>`, `<title>` (…) switches the tokenizer to script data,
///    RAWTEXT, RCDATA or PLAINTEXT until its appropriate end tag.
struct PageScanTokenizer {
    /// A tokenizer state; the names are the standard's.
    enum State {
        case data, rcdata, rawtext, plaintext
        case scriptData, scriptEscaped, scriptEscapedDash, scriptEscapedDashDash
        case scriptDoubleEscaped, scriptDoubleEscapedDash, scriptDoubleEscapedDashDash
        case tagOpen, endTagOpen, tagName, selfClosingStartTag
        case beforeAttributeName, attributeName, afterAttributeName, beforeAttributeValue
        case attributeValueDoubleQuoted, attributeValueSingleQuoted, attributeValueUnquoted
        case afterAttributeValueQuoted
        case markupDeclarationOpen, bogusComment, cdataSection
        case commentStart, commentStartDash, comment, commentEndDash, commentEnd, commentEndBang
    }

    /// The page after preprocessing.
    let input: [Unicode.Scalar]
    /// For each character of `input`, its index in `original`.
    private let origin: [Int]
    /// The page as given, for the tags' source texts.
    private let original: [Unicode.Scalar]
    /// The current state.
    var state = State.data
    /// The index in `input` of the next character.
    var index = 0
    /// What the tree builder would make of the tags so far.
    var tree = PageScanTreeState()
    /// The name of the element whose raw text is being read, for its appropriate end tag.
    var rawTextName = ""
    /// Where the current tag's `<` is.
    var tagStart = 0
    /// Whether the current tag is an end tag.
    var isEndTag = false
    /// Whether the current tag ended in `/>`.
    var isSelfClosing = false
    /// The current tag's name so far.
    var name: [Unicode.Scalar] = []
    /// The current tag's attributes so far, the last one still being read.
    var attributes: [(name: [Unicode.Scalar], value: [Unicode.Scalar])] = []
    /// The start tags read, each with its text from `<` to `>`.
    private(set) var tags: [(tag: PageScan.Tag, source: String)] = []

    /// Prepares to read `html`.
    /// - Parameter html: A page.
    init(_ html: String) {
        original = Array(html.unicodeScalars)
        var input: [Unicode.Scalar] = []
        var origin: [Int] = []
        input.reserveCapacity(original.count)
        origin.reserveCapacity(original.count)
        for (position, scalar) in original.enumerated() {
            if scalar == "\n", position > 0, original[position - 1] == "\r" { continue }
            input.append(scalar == "\r" ? "\n" : scalar)
            origin.append(position)
        }
        self.input = input
        self.origin = origin
    }

    /// Reads the whole page; an unfinished tag at its end is dropped, as the standard says.
    mutating func run() {
        while index < input.count {
            let scalar = input[index]
            switch state {
            case .data:
                if scalar == "<" {
                    tagStart = index
                    state = .tagOpen
                }
                index += 1
            case .rcdata, .rawtext: rawText(scalar)
            case .plaintext: index = input.count
            case .scriptData, .scriptEscaped, .scriptEscapedDash, .scriptEscapedDashDash,
                .scriptDoubleEscaped, .scriptDoubleEscapedDash, .scriptDoubleEscapedDashDash:
                scriptData(scalar)
            case .tagOpen, .endTagOpen, .tagName, .selfClosingStartTag: tag(scalar)
            case .beforeAttributeName, .attributeName, .afterAttributeName,
                .beforeAttributeValue:
                attribute(scalar)
            case .attributeValueDoubleQuoted, .attributeValueSingleQuoted,
                .attributeValueUnquoted, .afterAttributeValueQuoted:
                attributeValue(scalar)
            case .markupDeclarationOpen, .bogusComment, .cdataSection, .commentStart,
                .commentStartDash, .comment, .commentEndDash, .commentEnd, .commentEndBang:
                markupDeclaration(scalar)
            }
        }
    }

    /// The tag open, end tag open, tag name and self-closing start tag states.
    /// - Parameter scalar: The next character.
    private mutating func tag(_ scalar: Unicode.Scalar) {
        switch (state, scalar) {
        case (.tagOpen, "!"): consume(into: .markupDeclarationOpen)
        case (.tagOpen, "/"): consume(into: .endTagOpen)
        case (.tagOpen, "?"): state = .bogusComment
        case (.tagOpen, _), (.endTagOpen, _):
            if Self.isASCIIAlpha(scalar) {
                startTag(isEnd: state == .endTagOpen)
            } else if state == .tagOpen {
                state = .data
            } else {
                // `</>` is dropped; `</ …>` and the like are bogus comments.
                if scalar == ">" { consume(into: .data) } else { state = .bogusComment }
            }
        case (.tagName, _) where Self.isWhitespace(scalar): consume(into: .beforeAttributeName)
        case (.tagName, "/"): consume(into: .selfClosingStartTag)
        case (.tagName, ">"): emit()
        case (.tagName, _):
            name.append(Self.lowercased(scalar))
            index += 1
        case (.selfClosingStartTag, ">"):
            isSelfClosing = true
            emit()
        default:
            // A `/` not before `>` only separates attributes: `<a/onclick=x>`.
            state = .beforeAttributeName
        }
    }

    /// The before attribute name, attribute name, after attribute name and before attribute
    /// value states.
    /// - Parameter scalar: The next character.
    private mutating func attribute(_ scalar: Unicode.Scalar) {
        let space = Self.isWhitespace(scalar)
        switch (state, scalar) {
        case (.beforeAttributeName, _) where space, (.afterAttributeName, _) where space,
            (.beforeAttributeValue, _) where space:
            index += 1
        case (.beforeAttributeName, "/"), (.beforeAttributeName, ">"):
            state = .afterAttributeName
        case (.beforeAttributeName, "="):
            // A name may start with `=`: `<a =x>` has an attribute named `=x`.
            attributes.append((["="], []))
            consume(into: .attributeName)
        case (.beforeAttributeName, _):
            attributes.append(([], []))
            state = .attributeName
        case (.attributeName, _) where space, (.attributeName, "/"), (.attributeName, ">"):
            state = .afterAttributeName
        case (.attributeName, "="), (.afterAttributeName, "="):
            consume(into: .beforeAttributeValue)
        case (.attributeName, _):
            attributes[attributes.count - 1].name.append(Self.lowercased(scalar))
            index += 1
        case (.afterAttributeName, "/"): consume(into: .selfClosingStartTag)
        case (.afterAttributeName, ">"), (.beforeAttributeValue, ">"): emit()
        case (.afterAttributeName, _):
            attributes.append(([], []))
            state = .attributeName
        case (.beforeAttributeValue, "\""): consume(into: .attributeValueDoubleQuoted)
        case (.beforeAttributeValue, "'"): consume(into: .attributeValueSingleQuoted)
        default: state = .attributeValueUnquoted
        }
    }

    /// The attribute value (double-quoted, single-quoted, unquoted) and after attribute value
    /// (quoted) states; references in values are decoded as the standard says.
    /// - Parameter scalar: The next character.
    private mutating func attributeValue(_ scalar: Unicode.Scalar) {
        switch (state, scalar) {
        case (.attributeValueDoubleQuoted, "\""), (.attributeValueSingleQuoted, "'"):
            consume(into: .afterAttributeValueQuoted)
        case (.attributeValueUnquoted, _) where Self.isWhitespace(scalar):
            consume(into: .beforeAttributeName)
        case (.attributeValueUnquoted, ">"): emit()
        case (.afterAttributeValueQuoted, _) where Self.isWhitespace(scalar):
            consume(into: .beforeAttributeName)
        case (.afterAttributeValueQuoted, "/"): consume(into: .selfClosingStartTag)
        case (.afterAttributeValueQuoted, ">"): emit()
        case (.afterAttributeValueQuoted, _):
            // `<a title="x"onclick=y>`: a missing space still starts a new attribute.
            state = .beforeAttributeName
        case (_, "&"):
            let (decoded, next) = PageScanReferences.reference(
                in: input, at: index, inAttribute: true)
            attributes[attributes.count - 1].value.append(contentsOf: decoded)
            index = next
        default:
            attributes[attributes.count - 1].value.append(scalar == "\0" ? "\u{FFFD}" : scalar)
            index += 1
        }
    }

    /// Starts a tag at the letter at `index` (reconsumed in the tag name state).
    /// - Parameter isEnd: Whether it is an end tag.
    mutating func startTag(isEnd: Bool) {
        isEndTag = isEnd
        isSelfClosing = false
        name = []
        attributes = []
        state = .tagName
    }

    /// Emits the current tag at its `>`: a start tag is recorded and given to the tree, which
    /// may switch the tokenizer to a raw text state; an end tag only closes elements.
    private mutating func emit() {
        let tagName = Self.string(name)
        state = .data
        defer { index += 1 }
        guard !isEndTag else {
            tree.endTag(named: tagName)
            return
        }
        var seen: Set<String> = []
        var kept: [PageScan.Attribute] = []
        // The standard drops an attribute whose name the tag already has.
        for (name, value) in attributes where seen.insert(Self.string(name)).inserted {
            kept.append(PageScan.Attribute(name: Self.string(name), value: Self.string(value)))
        }
        let tag = PageScan.Tag(name: tagName, attributes: kept)
        let source = original[origin[tagStart]...origin[index]]
        tags.append((tag, Self.string(source)))
        guard tree.startTag(tag, selfClosing: isSelfClosing) else { return }
        rawTextName = tagName
        switch tagName {
        case "script": state = .scriptData
        // With scripting on, as in a browser, `<noscript>` holds raw text.
        case "style", "xmp", "iframe", "noembed", "noframes", "noscript": state = .rawtext
        case "title", "textarea": state = .rcdata
        case "plaintext": state = .plaintext
        default: break
        }
    }

    /// Makes a string of characters.
    /// - Parameter scalars: The characters.
    /// - Returns: The string.
    static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Consumes the current character and moves to `next`.
    /// - Parameter next: The next state.
    mutating func consume(into next: State) {
        index += 1
        state = next
    }
}
