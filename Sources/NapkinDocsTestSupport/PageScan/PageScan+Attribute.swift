extension PageScan {
    /// An attribute of a start tag, as a browser's tokenizer reads it.
    struct Attribute: Equatable {
        /// The attribute's name, in lower case.
        var name: String
        /// The attribute's value, its character references decoded; empty for a bare name.
        var value: String
    }
}
