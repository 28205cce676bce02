/// HTML that the generator writes itself, such as a highlighted code listing or a symbol link,
/// kept in the document model with its link targets apart from its markup.
///
/// The targets are relative to the page the fragment was made for. Keeping them apart lets the
/// same fragment be written on that page as it is, and on `print.html` with each target made
/// relative to the site root (see ``HTMLWriter``), without reading the HTML back.
package struct HTMLFragment: Hashable, Sendable {
    /// One run of the fragment.
    package enum Piece: Hashable, Sendable {
        /// Markup written by the generator, already escaped where it holds text.
        case markup(String)
        /// The value of an `href` attribute (the quotes are markup): a target relative to the
        /// page the fragment was made for, not yet escaped.
        case href(String)
    }

    /// The runs, in order.
    package private(set) var pieces: [Piece] = []

    /// Creates an empty fragment.
    package init() {}

    /// Creates a fragment of markup alone.
    /// - Parameter markup: HTML written by the generator; nothing in it is escaped again.
    package init(markup: String) {
        append(markup: markup)
    }

    /// Appends markup, joining it to the markup before it.
    /// - Parameter markup: HTML written by the generator.
    package mutating func append(markup: String) {
        guard !markup.isEmpty else { return }
        if case .markup(var joined) = pieces.last {
            // Taken out first, the string has one owner and grows in place.
            pieces.removeLast()
            joined += markup
            pieces.append(.markup(joined))
        } else {
            pieces.append(.markup(markup))
        }
    }

    /// Appends an `href` value, relative to the fragment's page.
    /// - Parameter href: The target, not escaped.
    package mutating func append(href: String) {
        pieces.append(.href(href))
    }

    /// Appends every run of another fragment.
    /// - Parameter other: The fragment to append.
    package mutating func append(_ other: HTMLFragment) {
        for piece in other.pieces {
            switch piece {
            case .markup(let markup): append(markup: markup)
            case .href(let href): append(href: href)
            }
        }
    }

    /// The fragment as HTML on the page it was made for.
    package var html: String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .markup(let markup): result += markup
            case .href(let href): result += HTMLEscaping.attribute(href)
            }
        }
        return result
    }
}
