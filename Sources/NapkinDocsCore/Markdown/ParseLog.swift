internal import NapkinLocking

/// How many times each source has been parsed in this process, by its diagnostic path.
///
/// A build parses each article, doc comment and README once, and every stage after reads the
/// model; the tests read this log to show it. It stays in the library because only the parse
/// itself can count parses. Counting costs one short lock per parse, beside
/// the parse lock every parse takes anyway, and the log holds one number per distinct path.
enum ParseLog {
    /// The counts, by path.
    private static let counts = SanitizedMutex<[String: Int]>([:])

    /// Notes one parse of the source at `path`.
    /// - Parameter path: The source's path as shown in diagnostics.
    static func record(_ path: String) {
        counts.withLock { $0[path, default: 0] += 1 }
    }

    /// How many times the source at `path` has been parsed.
    /// - Parameter path: The source's path as shown in diagnostics.
    /// - Returns: The count, 0 if never.
    static func count(of path: String) -> Int {
        counts.withLock { $0[path] ?? 0 }
    }
}
