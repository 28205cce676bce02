/// The arguments of a directive that name another page or a file (its spec's
/// ``DirectiveSpec/links``): each is listed with the document's links, in document order, so
/// that the link stage resolves it (and copies the file it names) like any `![…](…)` or
/// `[…](…)`.
extension Directive {
    /// How an argument names something.
    package enum LinkRole: Sendable {
        /// An image, a video or a download of the catalog, found by name.
        case media
        /// A page, an article (`doc:`) or a URL.
        case link
    }

    /// The arguments that are links, in the order the document lists them.
    package var linkArguments: [(argument: DirectiveArgument, role: LinkRole)] {
        guard let links = spec?.links, !links.isEmpty else { return [] }
        return links.compactMap { entry in
            arguments.first { $0.label == entry.label && !$0.value.isEmpty }.map {
                ($0, entry.role)
            }
        }
    }

    /// What napkin-docs knows of this directive, or `nil` for a name DocC does not know.
    var spec: DirectiveSpec? { DirectiveSpec.all[name] }

    /// Whether the directive and its block are left out of a page's body.
    var isHidden: Bool {
        guard case .shown? = spec?.body else { return true }
        return false
    }
}
