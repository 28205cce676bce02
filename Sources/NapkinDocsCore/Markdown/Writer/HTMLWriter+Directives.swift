/// DocC's directives and asides as HTML that reads without scripts. Each directive is written
/// as its ``DirectiveSpec/body`` says, unless its page decided a replacement (a snippet's
/// listing); its link arguments (an image's source) are written as the page resolved them.
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

    /// Writes what comes before a directive's block: the page's replacement for it, or the
    /// opening its ``DirectiveSpec`` gives it.
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
        guard case .shown(let writeOpening) = directive.spec?.body else {
            if isDeciding { count(over: tree, (index + 1)..<end) }
            return false
        }
        newline()
        var parent: Directive?
        if case .directive(let enclosing)? = open.last?.kind { parent = enclosing }
        // The opening holds the writer while it runs; an empty one stands in meanwhile.
        var opening = DirectiveOpening(
            directive, parent: parent, at: index, in: tree, writer: HTMLWriter())
        swap(&self, &opening.writer)
        writeOpening(&opening)
        swap(&self, &opening.writer)
        guard opening.walksBlock else { return false }
        directiveClosings.append(opening.closings)
        return true
    }

    /// Writes what comes after a directive's block: the closings its opening left open.
    mutating func exitDirective() {
        closeDirective(directiveClosings.removeLast())
    }

    /// Writes `closings`, innermost (last) first, each on a line of its own.
    mutating func closeDirective(_ closings: [StaticString]) {
        for closing in closings.reversed() {
            newline()
            markup(closing)
        }
    }

    /// The destination of a directive's `position`-th link argument, as the page decided it.
    func linkDestination(_ directive: Directive, _ position: Int) -> String {
        let arguments = directive.linkArguments
        guard isDeciding else { return arguments[position].argument.value }
        return decisions.destinations[counts.links - arguments.count + position]
    }

    /// The text a page decided for a directive's `position`-th link argument, if any.
    func linkText(_ directive: Directive, _ position: Int) -> String? {
        guard isDeciding else { return nil }
        return decisions.linkTexts[counts.links - directive.linkArguments.count + position]
    }

    /// The picture a page decided for a directive's `position`-th link argument, if any.
    func decidedPicture(_ directive: Directive, _ position: Int) -> PictureSources? {
        guard isDeciding else { return nil }
        return decisions.pictures[counts.links - directive.linkArguments.count + position]
    }

    /// Writes an href for each placement.
    mutating func writeHref(_ destination: String) {
        forEachPlacement { writer, placement in
            writer.escapeHref(writer.href(destination, for: placement))
        }
    }
}
