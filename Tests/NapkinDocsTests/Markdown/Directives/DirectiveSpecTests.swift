import Testing

@testable import NapkinDocsCore

/// Every directive's spec, written as a page would hold it: each one shown writes balanced
/// HTML with and without a block, and each hidden one writes nothing.
@Suite struct DirectiveSpecTests {
    /// The elements a directive's opening may open.
    static let containers = [
        "div", "section", "details", "summary", "figure", "figcaption", "p", "h2", "aside",
    ]

    /// A use of the directive `name` with each required argument given a value it allows.
    static func use(of name: String, block: Bool) throws -> String {
        let spec = try #require(DirectiveSpec.all[name])
        let arguments = spec.required.sorted().map { label in
            let value = spec.arguments[label]??.first ?? "value.png"
            return label.isEmpty ? "\"\(value)\"" : "\(label): \"\(value)\""
        }
        let call = arguments.isEmpty ? "@\(name)" : "@\(name)(\(arguments.joined(separator: ", ")))"
        return block ? call + " {\n  Inside *text*.\n}\n" : call + "\n"
    }

    /// How many elements named `tag` `html` opens, and how many it closes.
    static func openedAndClosed(_ tag: String, in html: String) -> (Int, Int) {
        let opened =
            html.components(separatedBy: "<\(tag)>").count - 1
            + html.components(separatedBy: "<\(tag) ").count - 1
        return (opened, html.components(separatedBy: "</\(tag)>").count - 1)
    }

    @Test(arguments: DirectiveSpec.all.keys.sorted())
    func everyDirectiveWritesBalancedHTML(name: String) throws {
        for block in [false, true] {
            let source = try Self.use(of: name, block: block)
            let html = MarkdownDocument(source: source, path: "T.md").renderHTML()
            for tag in Self.containers {
                let (opened, closed) = Self.openedAndClosed(tag, in: html)
                #expect(opened == closed, "\(tag) in \(source): \(html)")
            }
            if case .hidden = try #require(DirectiveSpec.all[name]).body {
                #expect(html.isEmpty, "\(source)")
            }
        }
    }

    @Test func aDirectivesLinkArgumentsComeFromItsSpec() throws {
        let document = MarkdownDocument(
            source: "@Video(poster: \"p.png\", source: \"v.mp4\")\n", path: "T.md")
        let video = try #require(document.directives.first?.directive)
        #expect(video.linkArguments.map(\.argument.label) == ["source", "poster"])
    }
}
