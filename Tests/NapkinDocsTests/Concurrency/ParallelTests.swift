import Foundation
import NapkinLocking
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks ``Parallel``, the one way the generator runs work on every core.
struct ParallelTests {
    /// Results come back in index order even when early items finish last.
    @Test func resultsKeepTheOrderOfTheItemsWhateverTheScheduling() {
        let results = Parallel.map(40) { index in
            if index < 4 { Thread.sleep(forTimeInterval: 0.01) }
            return index * index
        }
        #expect(results == (0..<40).map { $0 * $0 })
    }

    /// Every index is worked on exactly once, with more items than workers.
    @Test func everyItemIsWorkedOnExactlyOnce() {
        let seen = SanitizedMutex<[Int: Int]>([:])
        let count = Parallel.workerCount * 50 + 3
        _ = Parallel.map(count) { index in seen.withLock { $0[index, default: 0] += 1 } }
        #expect(
            seen.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 1) }))
    }

    /// No items give no results, and one item runs on the caller's thread.
    @Test func emptyAndSingleInputs() {
        #expect(Parallel.map(0) { $0 }.isEmpty)
        #expect(Parallel.map(["only"]) { $0.uppercased() } == ["ONLY"])
    }

    /// Optional results stay in place: a `nil` result is not dropped.
    @Test func optionalResultsAreKeptInPlace() {
        let results = Parallel.map(9) { index in index.isMultiple(of: 3) ? nil : index }
        #expect(results == (0..<9).map { $0.isMultiple(of: 3) ? nil : $0 })
    }
}
