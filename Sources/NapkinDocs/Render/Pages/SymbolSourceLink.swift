import Foundation
import NapkinDocsCore

/// The line that links a declaration to its source online (`--source-service`): the file's
/// name and the line, never the machine's path.
enum SymbolSourceLink {
    /// The link of a symbol's declaration, or nothing when the site has no source links.
    /// - Parameters:
    ///   - symbol: A symbol of the catalog.
    ///   - context: The shared site data, with each symbol's source URL.
    /// - Returns: The HTML paragraph, or an empty string.
    static func html(for symbol: APISymbol, in context: SiteContext) -> String {
        guard let url = context.sourceURLs[symbol.id], let file = symbol.sourceFile else {
            return ""
        }
        let name = HTMLEscaping.text((file as NSString).lastPathComponent)
        return "<p class=\"source-link\">Declared in <a href=\"\(HTMLEscaping.attribute(url))\">"
            + "<code>\(name)</code>, line \(symbol.sourceLine ?? 1)</a></p>\n"
    }
}
