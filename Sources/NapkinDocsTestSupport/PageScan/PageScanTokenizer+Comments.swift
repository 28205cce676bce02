extension PageScanTokenizer {
    /// The markup declaration open, bogus comment, CDATA section and comment states.
    ///
    /// A `<!DOCTYPE …>` is read as a bogus comment: like one, it ends at the first `>`, even
    /// inside its quoted identifiers. `<![CDATA[` opens a CDATA section (ended by `]]>`) only
    /// in foreign content (SVG, MathML); elsewhere it is a bogus comment ended by the first
    /// `>`, as in browsers.
    /// - Parameter scalar: The next character.
    mutating func markupDeclaration(_ scalar: Unicode.Scalar) {
        switch (state, scalar) {
        case (.markupDeclarationOpen, _):
            if matches("--", at: index) {
                index += 2
                state = .commentStart
            } else if tree.isInForeignContent, matches("[CDATA[", at: index) {
                index += 7
                state = .cdataSection
            } else {
                state = .bogusComment
            }
        case (.bogusComment, ">"): consume(into: .data)
        case (.bogusComment, _): index += 1
        case (.cdataSection, _):
            if matches("]]>", at: index) {
                index += 3
                state = .data
            } else {
                index += 1
            }
        // `<!-->` and `<!--->` are whole (empty) comments.
        case (.commentStart, ">"), (.commentStartDash, ">"): consume(into: .data)
        case (.commentStart, "-"): consume(into: .commentStartDash)
        case (.commentStartDash, "-"): consume(into: .commentEnd)
        case (.commentStart, _), (.commentStartDash, _): state = .comment
        // The comment less-than sign states only report nested comments: `<!--` inside a
        // comment ends nothing, and its dashes count as the dashes below.
        case (.comment, "-"): consume(into: .commentEndDash)
        case (.comment, _): index += 1
        case (.commentEndDash, "-"), (.commentEnd, "-"): consume(into: .commentEnd)
        case (.commentEndDash, _): state = .comment
        // `-->` and `--!>` both end a comment.
        case (.commentEnd, ">"), (.commentEndBang, ">"): consume(into: .data)
        case (.commentEnd, "!"): consume(into: .commentEndBang)
        case (.commentEndBang, "-"): consume(into: .commentEndDash)
        default: state = .comment
        }
    }
}
