extension PrintRebaser {
    /// The changes that rebase one article body: each replaces a run of its bytes (possibly
    /// empty, to insert) with one of a few replacements.
    struct Edits: Sendable {
        /// One change.
        struct Edit: Sendable {
            /// Where the replaced bytes start in the body.
            var start: Int
            /// How many bytes are replaced.
            var length: Int
            /// The index of the new bytes in ``Edits/replacements``.
            var replacement: Int
        }

        /// The distinct new bytes: the anchor prefix first, then each rebased link.
        var replacements: [[UInt8]]
        /// The changes, in the order of the bytes they change.
        var edits: [Edit] = []
        /// How many bytes longer the body is once changed.
        private(set) var growth = 0

        /// Adds a change after the previous ones.
        /// - Parameters:
        ///   - start: Where the replaced bytes start.
        ///   - length: How many bytes are replaced.
        ///   - replacement: The index of the new bytes.
        mutating func add(at start: Int, replacing length: Int, with replacement: Int) {
            edits.append(Edit(start: start, length: length, replacement: replacement))
            growth += replacements[replacement].count - length
        }

        /// Appends `body` with the changes made.
        /// - Parameters:
        ///   - body: The bytes the changes were found in.
        ///   - output: Where the rebased bytes go.
        func apply<Output: RangeReplaceableCollection>(
            to body: UnsafeBufferPointer<UInt8>, appendingTo output: inout Output
        ) where Output.Element == UInt8 {
            var copied = 0
            for edit in edits {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: body[copied..<edit.start]))
                output.append(contentsOf: replacements[edit.replacement])
                copied = edit.start + edit.length
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: body[copied...]))
        }
    }
}
