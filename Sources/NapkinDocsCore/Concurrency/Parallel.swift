import Dispatch
import Foundation
internal import NapkinLocking
import Synchronization

/// The one way the generator spreads work over the cores, used by every stage that runs in
/// parallel: parsing, link resolution, page rendering and the search index.
package enum Parallel {
    /// The number of workers: one per core, at least one.
    package static let workerCount = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Runs `work` for every index of `0..<count` on every core and returns the results in
    /// index order, so the output never depends on scheduling.
    ///
    /// Each worker takes the next index as soon as it is free, so a worker that the machine
    /// slows down, or that gets the costly items, holds no one up. The call returns when every
    /// item is done; with one item or one core, the work runs on the caller's thread.
    /// - Parameters:
    ///   - count: The number of items.
    ///   - work: Computes the result of one item from its index.
    /// - Returns: The results, the one of index `i` at position `i`.
    package static func map<Result: Sendable>(
        _ count: Int, _ work: @Sendable (Int) -> Result
    ) -> [Result] {
        let workers = min(workerCount, count)
        guard workers > 1 else { return (0..<count).map(work) }
        let next = Atomic<Int>(0)
        let shares = SanitizedMutex<[[(index: Int, result: Result)]]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var share: [(index: Int, result: Result)] = []
            while case let index = next.wrappingAdd(1, ordering: .relaxed).oldValue, index < count {
                share.append((index, work(index)))
            }
            shares.withLock { $0.append(share) }
        }
        var slots = [Result?](repeating: nil, count: count)
        shares.withLock { all in
            for share in all {
                for (index, result) in share { slots[index] = result }
            }
        }
        return slots.compactMap { $0 }
    }

    /// Runs `work` on every element of `items` on every core and returns the results in the
    /// order of `items`, as ``map(_:_:)`` does for indices.
    /// - Parameters:
    ///   - items: The items.
    ///   - work: Computes the result of one item.
    /// - Returns: The results, in the order of `items`.
    package static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ work: @Sendable (Item) -> Result
    ) -> [Result] {
        map(items.count) { work(items[$0]) }
    }
}
