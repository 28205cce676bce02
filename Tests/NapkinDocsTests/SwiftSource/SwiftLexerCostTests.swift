import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The lexer's cost grows linearly with its input, shown by counting work, not by a clock: at
/// one size and at ten times it, the bytes it reads ahead of its position (the only reading
/// that is not consumed as it goes) stay within a constant of the input's length.
struct SwiftLexerCostTests {
    /// Inputs built to make a careless lexer look ahead again and again, by name.
    static let pathological: [(name: String, piece: String)] = [
        ("backticks on one long line", "`a "),
        ("lone backticks", "`"),
        ("nested interpolations", #""\("#),
        ("raw string hashes after backslashes", "#\"\\###"),
        ("quotes inside a raw string", ##"##""#"##),
        ("hashes outside strings", "####"),
    ]

    /// Lexes `source` to its end.
    /// - Parameter source: Swift source.
    /// - Returns: The number of lexemes and of bytes read ahead.
    static func cost(of source: String) -> (lexemes: Int, readAhead: Int) {
        var lexer = SwiftLexer(source)
        var lexemes = 0
        while lexer.next() != nil { lexemes += 1 }
        return (lexemes, lexer.bytesReadAhead)
    }

    @Test(arguments: pathological.map(\.name))
    func readingAheadGrowsLinearly(name: String) throws {
        let piece = try #require(Self.pathological.first { $0.name == name }?.piece)
        let small = String(repeating: piece, count: 2_000)
        let large = String(repeating: piece, count: 20_000)
        let (smallCost, largeCost) = (Self.cost(of: small), Self.cost(of: large))
        #expect(smallCost.lexemes <= small.utf8.count && largeCost.lexemes <= large.utf8.count)
        // Each byte is read ahead at most a few times, whatever the input's size.
        #expect(smallCost.readAhead <= 4 * small.utf8.count, "\(smallCost.readAhead)")
        #expect(largeCost.readAhead <= 4 * large.utf8.count, "\(largeCost.readAhead)")
        #expect(largeCost.readAhead <= 11 * max(smallCost.readAhead, 1), "\(largeCost.readAhead)")
    }
}
