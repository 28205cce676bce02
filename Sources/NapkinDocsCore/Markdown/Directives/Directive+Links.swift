/// The arguments of a directive that name another page or a file: each is listed with the
/// document's links, in document order, so that the link stage resolves it (and copies the
/// file it names) like any `![…](…)` or `[…](…)`.
extension Directive {
    /// How an argument names something.
    package enum LinkRole {
        /// An image, a video or a download of the catalog, found by name.
        case media
        /// A page, an article (`doc:`) or a URL.
        case link
    }

    /// The labels whose values are links, by directive name, in the order they are listed.
    private static let linkLabels: [String: [(label: String, role: LinkRole)]] = {
        var table: [String: [(label: String, role: LinkRole)]] = [
            "Image": [("source", .media)],
            "Video": [("source", .media), ("poster", .media)],
            "PageImage": [("source", .media)],
            "CallToAction": [("url", .link), ("file", .media)],
            "TutorialReference": [("tutorial", .link)],
            "XcodeRequirement": [("destination", .link)],
        ]
        for name in ["Documentation", "SampleCode", "Downloads", "Videos", "Forums"] {
            table[name] = [("destination", .link)]
        }
        return table
    }()

    /// The arguments that are links, in the order the document lists them.
    package var linkArguments: [(argument: DirectiveArgument, role: LinkRole)] {
        guard let labels = Self.linkLabels[name] else { return [] }
        return labels.compactMap { entry in
            arguments.first { $0.label == entry.label && !$0.value.isEmpty }.map {
                ($0, entry.role)
            }
        }
    }

    /// What the table says of this directive, or `nil` for a name DocC does not know.
    var spec: DirectiveSpec? { DirectiveSpec.all[name] }

    /// Whether the directive and its block are left out of a page's body.
    var isHidden: Bool { spec?.isHidden ?? true }
}
