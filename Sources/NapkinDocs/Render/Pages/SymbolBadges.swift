import NapkinDocsCore

/// A symbol's availability and deprecation, as DocC shows them at the top of its page and
/// beside it in member lists: one badge per platform (`macOS 13.0+`, `macOS 10.15–12.0
/// Deprecated`), a `Deprecated` badge for a deprecation on every platform, and the
/// attribute's message and new name, if any, or in their place the extension file's
/// `@DeprecationSummary`.
///
/// The badges are a labelled list, so they read as one group with or without styles and with
/// JavaScript off.
enum SymbolBadges {
    /// The badges and the deprecation note of a symbol; empty without `@available`.
    /// - Parameters:
    ///   - symbol: A symbol of the catalog.
    ///   - deprecationSummary: The HTML of its extension file's `@DeprecationSummary`, which
    ///     replaces the attribute's message, if any.
    /// - Returns: The HTML.
    static func html(for symbol: APISymbol, deprecationSummary: String? = nil) -> String {
        let entries = symbol.availability.sorted {
            ($0.platform ?? "", $0.introduced ?? "") < ($1.platform ?? "", $1.introduced ?? "")
        }
        let badges = entries.compactMap { entry in
            label(entry).map { (text: $0, isDeprecation: entry.isDeprecation) }
        }
        var html = ""
        if !badges.isEmpty {
            html += "<ul class=\"availability\" aria-label=\"Availability\">"
            for badge in badges {
                let kind = badge.isDeprecation ? "badge deprecated" : "badge"
                html += "<li class=\"\(kind)\">\(HTMLEscaping.text(badge.text))</li>"
            }
            html += "</ul>\n"
        }
        if let deprecationSummary { return html + deprecationSummary }
        for entry in entries
        where entry.isDeprecation && (entry.message != nil || entry.renamed != nil) {
            html += "<p class=\"deprecation-summary\"><strong>Deprecated"
            html += entry.platform.map { " in \(HTMLEscaping.text($0))" } ?? ""
            html += ":</strong>"
            if let message = entry.message { html += " " + HTMLEscaping.text(message) }
            if let renamed = entry.renamed {
                html += " Renamed to <code>\(HTMLEscaping.text(renamed))</code>."
            }
            html += "</p>\n"
        }
        return html
    }

    /// The text of one entry's badge, or `nil` when the entry says nothing worth a badge.
    private static func label(_ entry: SymbolAvailability) -> String? {
        guard let platform = entry.platform else {
            if entry.isUnconditionallyUnavailable { return "Unavailable" }
            return entry.isUnconditionallyDeprecated ? "Deprecated" : nil
        }
        if entry.isUnconditionallyUnavailable { return "\(platform) Unavailable" }
        if let obsoleted = entry.obsoleted { return "\(platform) Obsoleted in \(obsoleted)" }
        switch (entry.introduced, entry.deprecated) {
        case (let introduced?, let deprecated?):
            return "\(platform) \(introduced)–\(deprecated) Deprecated"
        case (nil, let deprecated?):
            return "\(platform) \(deprecated) Deprecated"
        case (let introduced?, nil):
            return "\(platform) \(introduced)+"
        case (nil, nil):
            return entry.isUnconditionallyDeprecated ? "\(platform) Deprecated" : platform
        }
    }
}
