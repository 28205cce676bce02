import NapkinDocsCore

/// Where and since when a symbol is available, and whether it is deprecated, as the
/// compiler's symbol graph records its `@available` attributes.
package struct SymbolAvailability: Sendable, Hashable {
    /// The platform (`macOS`, `iOS`, …), or `nil` for every platform (`@available(*, …)`).
    package var platform: String?
    /// The version the symbol appeared in, such as `13.0`.
    package var introduced: String?
    /// The version that deprecated it.
    package var deprecated: String?
    /// The version that removed it.
    package var obsoleted: String?
    /// The attribute's message, such as `Use put(_:slot:) instead.`.
    package var message: String?
    /// The name that replaces the symbol.
    package var renamed: String?
    /// Whether it is deprecated everywhere, whatever the version.
    package var isUnconditionallyDeprecated: Bool
    /// Whether it is unavailable everywhere.
    package var isUnconditionallyUnavailable: Bool

    /// Whether this entry deprecates the symbol (on its platform, or everywhere).
    package var isDeprecation: Bool {
        isUnconditionallyDeprecated || deprecated != nil
    }

    /// Reads one entry of a symbol graph's `availability` list.
    /// - Parameter raw: The decoded entry.
    init(_ raw: SymbolGraph.Availability) {
        platform = raw.domain == "*" ? nil : raw.domain
        introduced = raw.introduced.map(Self.version)
        deprecated = raw.deprecated.map(Self.version)
        obsoleted = raw.obsoleted.map(Self.version)
        message = raw.message
        renamed = raw.renamed
        isUnconditionallyDeprecated = raw.isUnconditionallyDeprecated ?? false
        isUnconditionallyUnavailable = raw.isUnconditionallyUnavailable ?? false
    }

    /// A version as DocC writes it: major and minor always, the patch when there is one.
    private static func version(_ raw: SymbolGraph.Availability.Version) -> String {
        let base = "\(raw.major).\(raw.minor ?? 0)"
        guard let patch = raw.patch, patch != 0 else { return base }
        return base + ".\(patch)"
    }
}

extension SymbolGraph {
    /// One `@available` entry of a symbol, as the graph writes it.
    package struct Availability: Decodable, Sendable, Hashable {
        /// The platform, or `*` for all.
        package var domain: String?
        /// The version it appeared in.
        package var introduced: Version?
        /// The version that deprecated it.
        package var deprecated: Version?
        /// The version that removed it.
        package var obsoleted: Version?
        /// The attribute's message.
        package var message: String?
        /// The replacing name.
        package var renamed: String?
        /// Whether it is deprecated on every version.
        package var isUnconditionallyDeprecated: Bool?
        /// Whether it is unavailable on every version.
        package var isUnconditionallyUnavailable: Bool?

        /// A semantic version, as the graph writes it.
        package struct Version: Decodable, Sendable, Hashable {
            /// The major version.
            package var major: Int
            /// The minor version, if written.
            package var minor: Int?
            /// The patch version, if written.
            package var patch: Int?
        }
    }
}
