/// DocC's directives and asides as HTML that reads without scripts: layout directives become
/// `<div>`s a stylesheet arranges, tabs become titled sections (a script only switches them),
/// media become figures, and metadata, options and comments are left out.
///
/// A directive whose page decided a replacement (a snippet's listing) is written as that; its
/// link arguments (an image's source) are written as the page resolved them.
extension HTMLWriter {
    /// Writes an aside's opening: a labelled region with its label shown.
    mutating func enterAside(_ aside: AsideKind) {
        newline()
        markup("<aside class=\"aside aside-")
        escapeText(aside.style)
        markup("\" aria-label=\"")
        escapeText(aside.label)
        markup("\">\n<p class=\"aside-label\">")
        escapeText(aside.label)
        markup("</p>\n")
    }

    /// Writes what comes before a directive's block.
    /// - Returns: Whether its block is walked and its closing written.
    mutating func enterDirective(
        _ directive: Directive, at index: Int, in tree: MarkdownTree, open: [Frame]
    ) -> Bool {
        let end = tree.nodes[index].end
        if isDeciding, let html = decisions.directiveBlocks[counts.directives - 1] {
            newline()
            write(html)
            newline()
            count(over: tree, (index + 1)..<end)
            return false
        }
        guard !directive.isHidden, let opening = Self.openings[directive.name] else {
            if isDeciding { count(over: tree, (index + 1)..<end) }
            return false
        }
        newline()
        switch directive.name {
        case "Row":
            markup("<div class=\"directive-row columns-")
            number(Self.columnCount(of: directive, at: index, in: tree))
            markup("\">\n")
        case "Column":
            markup("<div class=\"directive-column span-")
            number(Self.span(of: directive))
            markup("\">\n")
        case "Links":
            markup("<div class=\"directive-links links-")
            escapeText(directive["visualStyle"] ?? "list")
            markup("\">\n")
        case "Tab":
            markup("<section class=\"tab\">\n<p class=\"tab-title\">")
            escapeText(directive[""] ?? "")
            markup("</p>\n")
        case "Image", "Video":
            writeMedia(directive, hasCaption: end > index + 1)
            if end == index + 1 {
                markup("</figure>\n")
                return false
            }
        case "Section", "Chapter", "Volume":
            markup("<section class=\"tutorial-section\">\n<h2>")
            escapeText(directive["title"] ?? directive["name"] ?? "")
            markup("</h2>\n")
        case "TutorialReference", "Documentation", "SampleCode", "Downloads", "Videos", "Forums",
            "XcodeRequirement":
            writeResourceLink(directive)
        case "Tutorial":
            markup("<div class=\"tutorial\">\n")
            if let time = directive["time"], !time.isEmpty {
                markup("<p class=\"tutorial-time\">Estimated time: ")
                escapeText(time)
                markup(time == "1" ? " minute</p>\n" : " minutes</p>\n")
            }
        case "Intro":
            markup("<div class=\"tutorial-intro\">\n")
            // A tutorial's page is titled with its intro's title; a table of contents is
            // titled with its own name, so its intro's title is a heading of the page.
            if case .directive(let parent)? = open.last?.kind, parent.name == "Tutorials",
                let title = directive["title"], !title.isEmpty
            {
                markup("<h2>")
                escapeText(title)
                markup("</h2>\n")
            }
        case "Steps":
            markup("<div class=\"tutorial-steps\">\n")
        case "Step":
            markup("<section class=\"tutorial-step\">\n<p class=\"step-label\">Step ")
            number(Self.stepNumber(at: index, in: tree))
            markup("</p>\n")
        case "Justification":
            markup("<details class=\"justification\">\n<summary>")
            let parent = open.last.map(\.kind)
            if case .directive(let choice)? = parent, choice["isCorrect"] == "true" {
                markup("Correct")
            } else if case .directive? = parent {
                markup("Incorrect")
            }
            markup("</summary>\n")
        default:
            opening.withUTF8Buffer { appendChecked($0) }
        }
        return true
    }

    /// Writes what comes after a directive's block.
    mutating func exitDirective(_ directive: Directive, open: [Frame]) {
        newline()
        switch directive.name {
        case "Image", "Video": markup("</figcaption>\n</figure>\n")
        case "Tab", "Section", "Chapter", "Volume", "Resources", "Assessments":
            markup("</section>\n")
        case "Step": markup("</section>\n")
        case "Justification": markup("</details>\n")
        case "TutorialReference", "Documentation", "SampleCode", "Downloads", "Videos", "Forums",
            "XcodeRequirement":
            markup("</div>\n")
        default: markup("</div>\n")
        }
    }

    /// The opening of each directive shown as a plain container.
    private static let openings: [String: StaticString] = [
        "Row": "",
        "Column": "",
        "TabNavigator": "<div class=\"tab-navigator\">\n",
        "Tab": "",
        "Links": "",
        "Small": "<div class=\"directive-small\">\n",
        "Image": "",
        "Video": "",
        "DeprecationSummary":
            "<div class=\"aside aside-warning\" role=\"note\" aria-label=\"Deprecated\">\n<p class=\"aside-label\">Deprecated</p>\n",
        "Tutorials": "<div class=\"tutorials\">\n",
        "Intro": "",
        "Volume": "",
        "Chapter": "",
        "TutorialReference": "",
        "Resources": "<section class=\"tutorial-resources\">\n<h2>Resources</h2>\n",
        "Documentation": "",
        "SampleCode": "",
        "Downloads": "",
        "Videos": "",
        "Forums": "",
        "Tutorial": "",
        "Article": "<div class=\"tutorial-article\">\n",
        "XcodeRequirement": "",
        "Section": "",
        "ContentAndMedia": "<div class=\"content-and-media\">\n",
        "Stack": "<div class=\"directive-stack\">\n",
        "Steps": "",
        "Step": "",
        "Code": "<div class=\"tutorial-code\">\n",
        "Snippet": "<div class=\"directive-snippet\">\n",
        "Assessments": "<section class=\"assessments\">\n<h2>Check Your Understanding</h2>\n",
        "MultipleChoice": "<div class=\"multiple-choice\">\n",
        "Choice": "<div class=\"choice\">\n",
        "Justification": "",
    ]

    /// How many grid columns a `@Column` spans: its `size`, 1 to 12 (1 when not given).
    private static func span(of column: Directive) -> Int {
        min(max(Int(column["size"] ?? "") ?? 1, 1), 12)
    }

    /// How many grid columns a `@Row` has: its `numberOfColumns`, or else the spans of its
    /// columns added up (1 to 12).
    private static func columnCount(of row: Directive, at index: Int, in tree: MarkdownTree) -> Int
    {
        if let given = Int(row["numberOfColumns"] ?? "") { return min(max(given, 1), 12) }
        var total = 0
        for child in tree.children(of: index) {
            if case .directive(let column) = tree.nodes[child].kind, column.name == "Column" {
                total += span(of: column)
            }
        }
        return min(max(total, 1), 12)
    }

    /// The number of the `@Step` at `index` among the steps of its `@Steps`, from 1: the
    /// steps are numbered in their labels, since Markdown may stand between them, where an
    /// `<ol>` could not hold it.
    private static func stepNumber(at index: Int, in tree: MarkdownTree) -> Int {
        var parent = index - 1
        while parent > 0, tree.nodes[parent].end <= index { parent -= 1 }
        var number = 0
        for child in tree.children(of: parent) where child <= index {
            if case .directive(let step) = tree.nodes[child].kind, step.name == "Step" {
                number += 1
            }
        }
        return max(number, 1)
    }

    /// The destination of a directive's `position`-th link argument, as the page decided it.
    private func linkDestination(_ directive: Directive, _ position: Int) -> String {
        let arguments = directive.linkArguments
        guard isDeciding else { return arguments[position].argument.value }
        return decisions.destinations[counts.links - arguments.count + position]
    }

    /// The text a page decided for a directive's `position`-th link argument, if any.
    private func linkText(_ directive: Directive, _ position: Int) -> String? {
        guard isDeciding else { return nil }
        return decisions.linkTexts[counts.links - directive.linkArguments.count + position]
    }

    /// Writes an `@Image` or `@Video` as a figure; its block, if any, is the caption.
    private mutating func writeMedia(_ directive: Directive, hasCaption: Bool) {
        let arguments = directive.linkArguments
        let alt = directive["alt"] ?? ""
        markup("<figure class=\"directive-media\">")
        guard let sourcePosition = arguments.firstIndex(where: { $0.argument.label == "source" })
        else { return }
        let source = linkDestination(directive, sourcePosition)
        if directive.name == "Image" {
            let picture =
                isDeciding
                ? decisions.pictures[counts.links - arguments.count + sourcePosition] : nil
            if let picture {
                writePicture(picture, alt: alt)
            } else {
                markup("<img src=\"")
                writeHref(source)
                markup("\" alt=\"")
                escapeText(alt)
                markup("\" />")
            }
        } else {
            markup("<video controls=\"\" preload=\"metadata\" src=\"")
            writeHref(source)
            if let poster = arguments.firstIndex(where: { $0.argument.label == "poster" }) {
                markup("\" poster=\"")
                writeHref(linkDestination(directive, poster))
            }
            if !alt.isEmpty {
                markup("\" aria-label=\"")
                escapeText(alt)
            }
            markup("\"><a href=\"")
            writeHref(source)
            markup("\">")
            escapeText(alt.isEmpty ? "Download the video" : alt)
            markup("</a></video>")
        }
        if hasCaption { markup("\n<figcaption>\n") } else { markup("\n") }
    }

    /// Writes a tutorial's link to another page or a resource: its title, then its block.
    private mutating func writeResourceLink(_ directive: Directive) {
        markup("<div class=\"tutorial-resource\">\n<p class=\"resource-title\"><a href=\"")
        writeHref(directive.linkArguments.isEmpty ? "" : linkDestination(directive, 0))
        markup("\">")
        let title: String
        switch directive.name {
        case "TutorialReference":
            title =
                linkText(directive, 0)
                ?? directive["tutorial"].map { String($0.dropFirst($0.hasPrefix("doc:") ? 4 : 0)) }
                ?? ""
        case "SampleCode": title = "Sample Code"
        case "XcodeRequirement": title = directive["title"] ?? "Xcode"
        default: title = directive.name
        }
        escapeText(title)
        markup("</a></p>\n")
    }

    /// Writes an href for each placement.
    private mutating func writeHref(_ destination: String) {
        forEachPlacement { writer, placement in
            writer.escapeHref(writer.href(destination, for: placement))
        }
    }
}
