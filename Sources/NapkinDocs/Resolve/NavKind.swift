import NapkinDocsCore

/// What a sidebar entry is, shown as a small lettered badge before its name (`C` for a class,
/// `M` for a method, `Ar` for an article), as DocC's navigator shows a kind icon.
///
/// The badge's letters and a readable name go together, so a reader who cannot tell colours
/// apart, or hears the page, still learns the kind.
package struct NavKind: Sendable, Hashable {
    /// The badge's text: one to three letters.
    package var code: String
    /// The kind in words, for assistive technology and tooltips (`"Instance method"`).
    package var name: String

    /// Creates a kind.
    /// - Parameters:
    ///   - code: The badge's letters.
    ///   - name: The kind in words.
    package init(code: String, name: String) {
        self.code = code
        self.name = name
    }

    /// An article's kind.
    package static let article = NavKind(code: "Ar", name: "Article")
    /// A tutorial's kind (a table of contents or one tutorial).
    package static let tutorial = NavKind(code: "Tu", name: "Tutorial")
    /// A module's page, in a site of several modules.
    package static let module = NavKind(code: "Md", name: "Module")
    /// The kind of a symbol whose kind the table below does not name.
    package static let otherSymbol = NavKind(code: "Sy", name: "Symbol")

    /// The kind of a symbol.
    /// - Parameter kind: The symbol's kind.
    /// - Returns: Its badge: one per kind, with the instance and type forms of a member sharing
    ///   one, as DocC's icons do.
    package static func symbol(_ kind: SymbolKind) -> NavKind {
        byIdentifier[kind.identifier] ?? otherSymbol
    }

    /// Every kind an entry can have, in a fixed order (the legend `navigation.js` carries).
    package static let all: [NavKind] =
        [article, tutorial, module] + symbolKinds.map { NavKind(code: $0.code, name: $0.name) }
        + [otherSymbol]

    /// The symbol kinds' badges, and the symbol graph kinds each stands for.
    private static let symbolKinds: [(code: String, name: String, identifiers: [String])] = [
        ("C", "Class", ["swift.class"]),
        ("S", "Structure", ["swift.struct"]),
        ("E", "Enumeration", ["swift.enum"]),
        ("Pr", "Protocol", ["swift.protocol"]),
        ("Ac", "Actor", ["swift.actor"]),
        ("Ca", "Enumeration case", ["swift.enum.case"]),
        ("I", "Initializer", ["swift.init"]),
        ("D", "Deinitializer", ["swift.deinit"]),
        ("P", "Property", ["swift.property", "swift.type.property"]),
        ("M", "Method", ["swift.method", "swift.type.method"]),
        ("Sb", "Subscript", ["swift.subscript", "swift.type.subscript"]),
        ("Op", "Operator", ["swift.func.op"]),
        ("F", "Function", ["swift.func"]),
        ("V", "Variable", ["swift.var"]),
        ("T", "Type alias", ["swift.typealias"]),
        ("At", "Associated type", ["swift.associatedtype"]),
        ("Mc", "Macro", ["swift.macro"]),
        ("Mo", "Extended module", [ExtendedTypes.moduleKind.identifier]),
        (
            "Ex", "Extended type",
            [ExtendedTypes.unknownTypeKind.identifier]
                + ExtendedTypes.typeKinds.values.map(\.identifier).sorted()
        ),
    ]

    /// The badge of each symbol graph kind.
    private static let byIdentifier: [String: NavKind] = Dictionary(
        symbolKinds.flatMap { entry in
            entry.identifiers.map { ($0, NavKind(code: entry.code, name: entry.name)) }
        }
    ) { first, _ in first }
}
