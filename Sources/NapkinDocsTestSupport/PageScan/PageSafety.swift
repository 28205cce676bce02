import Foundation

/// What must hold on every page of every site, whatever its Markdown and options, read with
/// ``PageScan`` (a reading of HTML that follows the standard, independent of the generator):
/// no event-handler attribute, no embedding element, no script but the site's own files, and
/// no URL with a script-running scheme.
enum PageSafety {
    /// The schemes whose URLs run code or carry a document of their own.
    static let dangerousSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// The attributes a browser reads as a URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "data", "background", "cite",
        "longdesc", "xlink:href", "codebase", "manifest", "ping", "srcset",
    ]

    /// The elements that embed another document or a plugin.
    static let embeddingElements: Set<String> = [
        "iframe", "frame", "frameset", "object", "embed", "applet", "portal", "base",
    ]

    /// The opening tag of a script of the site's own: a relative `.js` file, deferred.
    static let ownScript = #"^<script src="[^"/:]*(/[^"/:]+)*\.js" defer>$"#

    /// The problems of one page, each as a sentence; empty when the page is safe.
    /// - Parameter html: The page.
    /// - Returns: What is wrong, in the order found.
    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        for tag in PageScan.startTags(in: html) {
            if embeddingElements.contains(tag.name) { problems.append("a <\(tag.name)> element") }
            for attribute in tag.attributes {
                if attribute.name.hasPrefix("on") {
                    problems.append(
                        "the event-handler attribute \(attribute.name) on <\(tag.name)>")
                }
                guard urlAttributes.contains(attribute.name) else { continue }
                // srcset holds comma-separated candidates, each a URL and a descriptor.
                let urls =
                    attribute.name == "srcset"
                    ? attribute.value.split(separator: ",").map {
                        String($0.trimmingCharacters(in: .whitespaces).prefix { !$0.isWhitespace })
                    } : [attribute.value]
                for url in urls {
                    if let scheme = PageScan.scheme(ofURL: url), dangerousSchemes.contains(scheme) {
                        problems.append("the \(scheme): URL '\(url)' in \(attribute.name)")
                    }
                }
            }
        }
        for script in PageScan.openingTags(named: "script", in: html)
        where script.range(of: ownScript, options: .regularExpression) == nil {
            problems.append("the script \(script)")
        }
        return problems
    }
}
