/// How a GFM table column is aligned, from the colons of its delimiter row.
package enum TableAlignment: Hashable, Sendable {
    /// No colon: no `align` attribute.
    case none
    /// `:---`.
    case left
    /// `:---:`.
    case center
    /// `---:`.
    case right
}
