import NapkinDocsCore

/// What kind of declaration a symbol is, with the facts the site needs about each kind.
///
/// Built from the symbol graph's kind identifier (`swift.class`, `swift.method`, …). Unknown
/// identifiers are kept and shown under their own display name rather than dropped.
package struct SymbolKind: Sendable, Hashable {
    /// The symbol graph's kind identifier, for example `swift.init`.
    package var identifier: String
    /// The readable kind shown on pages, for example `Initializer`.
    package var displayName: String

    /// Creates a kind from the symbol graph's identifier and display name.
    /// - Parameters:
    ///   - identifier: The machine-readable kind, such as `swift.class`.
    ///   - displayName: The readable kind, such as `Class`.
    package init(identifier: String, displayName: String) {
        self.identifier = identifier
        self.displayName = displayName
    }

    /// Whether the symbol declares a nominal type (and so gets a page of its own, even nested).
    package var isType: Bool {
        Self.typeKinds.contains(identifier)
    }

    /// The default Topics group a member of this kind is listed under, as DocC names them.
    package var groupTitle: String {
        Self.groups.first { $0.identifier == identifier }?.title ?? displayName
    }

    /// The position of this kind's group among the default Topics groups (unknown kinds last).
    package var groupOrder: Int {
        Self.groups.firstIndex { $0.identifier == identifier } ?? Self.groups.count
    }

    /// The kinds that declare types, and those that stand for a type another module declares.
    private static let typeKinds = Set(
        ["swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor"]
            + ExtendedTypes.groups.map(\.identifier))

    /// The default Topics groups, in the order DocC shows them on a type's page, those of
    /// other modules' types last.
    private static let groups: [(identifier: String, title: String)] =
        [
            ("swift.init", "Initializers"),
            ("swift.enum.case", "Enumeration Cases"),
            ("swift.property", "Instance Properties"),
            ("swift.method", "Instance Methods"),
            ("swift.subscript", "Subscripts"),
            ("swift.type.property", "Type Properties"),
            ("swift.type.method", "Type Methods"),
            ("swift.type.subscript", "Type Subscripts"),
            ("swift.func.op", "Operators"),
            ("swift.associatedtype", "Associated Types"),
            ("swift.typealias", "Type Aliases"),
            ("swift.protocol", "Protocols"),
            ("swift.class", "Classes"),
            ("swift.actor", "Actors"),
            ("swift.struct", "Structures"),
            ("swift.enum", "Enumerations"),
            ("swift.func", "Functions"),
            ("swift.var", "Variables"),
            ("swift.macro", "Macros"),
        ] + ExtendedTypes.groups
}
