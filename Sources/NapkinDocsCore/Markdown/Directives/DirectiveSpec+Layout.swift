/// The directives that arrange or show content in any page: grids, tabs, link lists, small
/// print, media, snippets and deprecation notes. Each is a container a stylesheet arranges, so
/// the page reads without scripts (a script only switches tabs).
extension DirectiveSpec {
    /// `@Image`, whose source is resolved (and copied) by the link stage.
    static let image = DirectiveSpec(
        "Image", ["source": anyValue, "alt": anyValue, "deviceFrame": anyValue],
        required: ["source"], links: [("source", .media)],
        body: .shown { $0.openMedia() })

    /// `@Links`, whose page lists its block's links as cards.
    package static let links = DirectiveSpec(
        "Links", ["visualStyle": ["list", "compactGrid", "detailedGrid"]],
        required: ["visualStyle"],
        body: .shown {
            $0.open(.div, class: "directive-links links-" + ($0.directive["visualStyle"] ?? "list"))
        })

    /// `@Snippet`, whose page shows the snippet file's code in its place.
    package static let snippet = DirectiveSpec(
        "Snippet", ["path": anyValue, "slice": anyValue], required: ["path"],
        body: .shown { $0.open(.div, class: "directive-snippet") })

    /// `@DeprecationSummary`, which a symbol page lifts into its header.
    package static let deprecationSummary = DirectiveSpec(
        "DeprecationSummary",
        body: .shown {
            $0.open(
                .div, class: "aside aside-warning",
                attributes: " role=\"note\" aria-label=\"Deprecated\"")
            $0.element(.p, class: "aside-label", text: "Deprecated")
        })

    /// `@Column`, one cell of a `@Row`'s grid.
    static let column = DirectiveSpec(
        "Column", ["size": anyValue], parents: ["Row"],
        body: .shown {
            $0.open(.div, class: "directive-column span-\(columnSpan(of: $0.directive))")
        })

    /// The layout and media directives.
    static let layout: [DirectiveSpec] = [
        DirectiveSpec(
            "Row", ["numberOfColumns": anyValue],
            body: .shown { $0.open(.div, class: "directive-row columns-\($0.rowColumnCount)") }),
        column,
        DirectiveSpec("TabNavigator", body: .shown { $0.open(.div, class: "tab-navigator") }),
        DirectiveSpec(
            "Tab", ["": anyValue], required: [""], parents: ["TabNavigator"],
            body: .shown {
                $0.open(.section, class: "tab")
                $0.element(.p, class: "tab-title", text: $0.directive[""] ?? "")
            }),
        links,
        DirectiveSpec("Small", body: .shown { $0.open(.div, class: "directive-small") }),
        image,
        DirectiveSpec(
            "Video",
            [
                "source": anyValue, "poster": anyValue, "alt": anyValue, "deviceFrame": anyValue,
                "autoplays": anyValue, "loops": anyValue, "muted": anyValue,
            ], required: ["source"], links: [("source", .media), ("poster", .media)],
            body: .shown { $0.openMedia() }),
        snippet,
        deprecationSummary,
    ]

    /// How many grid columns a `@Column` spans: its `size`, 1 to 12 (1 when not given).
    static func columnSpan(of column: Directive) -> Int {
        min(max(Int(column["size"] ?? "") ?? 1, 1), 12)
    }
}

extension DirectiveOpening {
    /// How many grid columns the `@Row` being opened has: its `numberOfColumns`, or else the
    /// spans of its columns added up (1 to 12).
    fileprivate var rowColumnCount: Int {
        if let given = Int(directive["numberOfColumns"] ?? "") { return min(max(given, 1), 12) }
        var total = 0
        for child in tree.children(of: index) {
            if case .directive(let column) = tree.nodes[child].kind,
                DirectiveSpec.column.describes(column)
            {
                total += DirectiveSpec.columnSpan(of: column)
            }
        }
        return min(max(total, 1), 12)
    }
}
