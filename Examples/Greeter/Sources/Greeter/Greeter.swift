/// Greets people by name, in the tone it was made with.
///
/// ```swift run
/// let greeter = Greeter(tone: .warm)
/// print(greeter.greeting(for: "Ada"))
/// ```
///
/// ```output
/// Hello, Ada! Lovely to see you.
/// ```
public struct Greeter: Sendable {
    /// How a greeting sounds.
    public enum Tone: Sendable {
        /// A short greeting.
        case plain
        /// A greeting with a kind word after it.
        case warm
    }

    /// The tone of every greeting this greeter makes.
    public let tone: Tone

    /// Creates a greeter.
    /// - Parameter tone: The tone of its greetings.
    public init(tone: Tone = .plain) {
        self.tone = tone
    }

    /// The greeting for one person.
    /// - Parameter name: The person's name.
    /// - Returns: The greeting.
    public func greeting(for name: String) -> String {
        switch tone {
        case .plain: "Hello, \(name)."
        case .warm: "Hello, \(name)! Lovely to see you."
        }
    }
}
