import Foundation

/// A thing.
///
/// ```swift ignored
/// let a = 1
/// ```
public struct Thing {}
