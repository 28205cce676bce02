import Testing

// The one hand-written file of napkin's snippet tests. The SnippetTests plugin writes the rest:
// one file per article, per napkin source file and for the README, each with a suite of its
// own (`ArticleSnippets_Articles_X_md`), and the runtime they call (`SnippetSupport.swift`),
// which these tests check as napkin's articles use it.

/// The tests of the runtime the plugin writes.
struct SnippetRuntimeTests {
    /// A `print` inside a `Task` started by an actor reaches the capture buffer of the test that
    /// started it, as articles' workers print from such tasks.
    @Test func printsFromTasksStartedInActorsAreCaptured() async throws {
        let output = try await SnippetHarness.capturing {
            await PrintingWorker().start()
            print("done")
        }
        #expect(output == "from a task 1\ndone\n")
    }

    /// The output comparison ignores trailing blanks per line and trailing empty lines, and
    /// nothing else.
    @Test func outputComparisonIgnoresOnlyTrailingWhitespace() {
        #expect(SnippetHarness.normalized("a  \nb\t\n\n") == SnippetHarness.normalized("a\nb\n"))
        #expect(SnippetHarness.normalized(" a\n") != SnippetHarness.normalized("a\n"))
        #expect(SnippetHarness.normalized("a\n\nb\n") != SnippetHarness.normalized("a\nb\n"))
    }
}

/// An actor printing from a task it starts, for the capture test.
private actor PrintingWorker {
    /// Starts a task that prints, and waits for it.
    func start() async {
        let task = Task { print("from a task", 1) }
        await task.value
    }
}
