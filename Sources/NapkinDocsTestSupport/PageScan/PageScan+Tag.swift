extension PageScan {
    /// A start tag as a browser's tokenizer reads it.
    struct Tag: Equatable {
        /// The element's name, in lower case.
        var name: String
        /// The attributes in order, without the duplicates the standard drops.
        var attributes: [Attribute]
    }
}
