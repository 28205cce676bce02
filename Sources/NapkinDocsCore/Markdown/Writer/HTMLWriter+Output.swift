/// The writer's primitives, which append to its output, or to both of its outputs when it
/// writes one walk for two placements (an article's page and its part of `print.html`).
///
/// The two outputs differ only inside the values that depend on the placement (links and
/// ids), which ``forEachPlacement(_:)`` writes once for each; so both always end with the
/// same byte, and ``newline()`` reads the first.
extension HTMLWriter {
    /// Which outputs the primitives append to.
    enum Writing {
        /// Both (the only output, when there is one).
        case both
        /// ``output`` alone.
        case first
        /// ``secondOutput`` alone.
        case second
    }

    /// Writes a value that depends on the placement once for each placement, each into its
    /// own output.
    /// - Parameter body: Writes the value for the placement it is given.
    mutating func forEachPlacement(_ body: (inout HTMLWriter, HTMLPlacement) -> Void) {
        guard let second = secondPlacement else {
            body(&self, placement)
            return
        }
        writing = .first
        body(&self, placement)
        writing = .second
        body(&self, second)
        writing = .both
    }

    /// A link as `placement` spells it.
    mutating func href(_ link: String, for placement: HTMLPlacement) -> String {
        guard placement.pageFolder != nil else { return link }
        if let known = rebased[link] { return known }
        let made = placement.href(link)
        rebased[link] = made
        return made
    }

    /// Appends HTML the generator wrote, with each of its links spelled for the placement.
    mutating func write(_ fragment: HTMLFragment) {
        for piece in fragment.pieces {
            switch piece {
            case .markup(let html): appendChecked(html.utf8)
            case .href(let link):
                forEachPlacement { writer, placement in
                    writer.appendChecked(
                        HTMLEscaping.attribute(writer.href(link, for: placement)).utf8)
                }
            }
        }
    }

    /// Appends markup written by the writer itself.
    /// - Parameter text: A literal; no value of the document ever comes here.
    mutating func markup(_ text: StaticString) {
        text.withUTF8Buffer { appendChecked($0) }
    }

    /// Appends a decimal number.
    mutating func number(_ value: Int) {
        appendChecked(String(value).utf8)
    }

    /// Starts a new line unless the output is empty or already ends one (cmark's `cr`).
    mutating func newline() {
        if let last = output.last, last != UInt8(ascii: "\n") {
            appendChecked(CollectionOfOne(UInt8(ascii: "\n")))
        }
    }

    /// Appends bytes that were escaped or filtered by the caller.
    mutating func appendChecked<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        if writing != .second { output.append(contentsOf: bytes) }
        if writing != .first, secondPlacement != nil { secondOutput.append(contentsOf: bytes) }
    }
}
