import NapkinDocsCore

/// The resolution of each link of one document, by where the link starts, each distinct
/// resolution held once.
///
/// Every article's links wait resolved from the resolve stage to their page's rendering, so
/// they are held for the whole site at once. An article links to the same few places many
/// times, and a resolution (a page's path, a title) is far larger than a link's number: Node's
/// documentation ten times over has a million links, whose resolutions, held per link, were a
/// third of the build's peak memory.
package struct ResolvedLinks: Sendable {
    /// Each distinct resolution, once.
    private var resolutions: [LinkResolution] = []
    /// The number in ``resolutions`` of each link's resolution, by where the link starts.
    private var numbers: [SourceLocation: Int32] = [:]

    /// Creates an empty set.
    package init() {}

    /// The resolution of the link that starts at `location`, if it was resolved.
    /// - Parameter location: Where the link starts.
    package subscript(location: SourceLocation) -> LinkResolution? {
        numbers[location].map { resolutions[Int($0)] }
    }

    /// Makes room for `count` links.
    /// - Parameter count: How many links the document has.
    mutating func reserveCapacity(_ count: Int) {
        numbers.reserveCapacity(count)
    }

    /// Stores a resolution that no link of the document has yet.
    /// - Parameter resolution: The resolution.
    /// - Returns: Its number, for ``record(_:at:)``.
    mutating func add(_ resolution: LinkResolution) -> Int32 {
        resolutions.append(resolution)
        return Int32(resolutions.count - 1)
    }

    /// Copies the resolutions to an array of their own size, once every link is recorded: they
    /// wait for the page's rendering, and a grown array keeps up to twice their room.
    mutating func shrinkToFit() {
        resolutions = resolutions.withUnsafeBufferPointer(Array.init)
    }

    /// Records that the link at `location` has the resolution numbered `number`.
    /// - Parameters:
    ///   - number: What ``add(_:)`` returned.
    ///   - location: Where the link starts.
    mutating func record(_ number: Int32, at location: SourceLocation) {
        numbers[location] = number
    }
}
