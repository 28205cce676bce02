/// A thing.
///
/// ```swift ignored
/// let x = 1
/// ```
public struct Thing {}
