/// A mistake in the command line itself (exit code 64), as opposed to a problem in the content.
package struct UsageError: Error, Hashable, Sendable {
    /// The message, with user values in single quotes (`Unknown option '--outptu'`).
    package var message: String

    /// Creates a usage error.
    /// - Parameter message: The message, without the `Error: ` prefix.
    package init(_ message: String) {
        self.message = message
    }
}
