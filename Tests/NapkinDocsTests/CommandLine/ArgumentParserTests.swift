import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks how option values are collected from the command line.
struct ArgumentParserTests {
    /// Every value of an option given several times is kept, in order, in both spellings.
    @Test func repeatedOptionKeepsEveryValueInOrder() throws {
        let parsed = try ArgumentParser.parse(
            ["--symbol-graph", "a.json", "--symbol-graph=b.json", "--strict"], for: .build)
        #expect(parsed.values("--symbol-graph") == ["a.json", "b.json"])
        #expect(parsed.flag("--strict"))
    }

    /// An option that was not given has no values, even when it has a default.
    @Test func optionNotGivenHasNoValues() throws {
        let parsed = try ArgumentParser.parse([], for: .build)
        #expect(parsed.values("--symbol-graph").isEmpty)
        #expect(parsed.values("--output").isEmpty)
        #expect(parsed["--output"] == "Site")
    }
}
