import Foundation
import NapkinDocsCore
internal import NapkinLocking

/// A file that a build sets parts of its data aside in, so that memory does not grow with the
/// site: the articles' parsed models between loading and rendering (``DocumentSpill``), and
/// their parts of the print pages until the index stage writes them (as large as all the
/// articles' HTML).
///
/// The file is made on the output's disk (never in a memory-backed `/tmp`) and unlinked at
/// once: it is never part of the site, and it goes away with the process however the build
/// ends. Workers store parts from any thread: each reserves its range under a short lock, then
/// writes there on its own.
final class SpillFile: Sendable {
    /// The open, unlinked file.
    private let descriptor: Int32
    /// Where the next stored part starts, and whether a part could not be read back.
    private let state = SanitizedMutex((end: 0, readFailed: false))

    /// Opens a new spill file in `folder`, or returns `nil` when it cannot be made (the parts
    /// then stay in memory).
    /// - Parameters:
    ///   - folder: A folder on the output's disk: the new site's temporary folder, or the one
    ///     the output is in.
    ///   - name: The file's name while it is made; the process number is added, so that two
    ///     builds beside one another never open the same file.
    init?(folder: String, name: String = ".napkin-docs-print-parts") {
        let path = (folder as NSString).appendingPathComponent(
            "\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        let opened = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard opened >= 0 else { return nil }
        unlink(path)
        descriptor = opened
    }

    deinit {
        close(descriptor)
    }

    /// Stores `bytes`, from any thread.
    /// - Parameter bytes: A part.
    /// - Returns: Where it is in the file, or `nil` when it could not be written.
    func store(_ bytes: some Collection<UInt8>) -> Range<Int>? {
        let count = bytes.count
        let start = state.withLock { state in
            defer { state.end += count }
            return state.end
        }
        let written = Array(bytes).withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var done = 0
            while done < count {
                let result = pwrite(descriptor, base + done, count - done, off_t(start + done))
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                done += result
            }
            return true
        }
        return written ? start..<(start + count) : nil
    }

    /// Whether a part could not be read back, which fails the build.
    var readFailed: Bool { state.withLock { $0.readFailed } }

    /// Appends the bytes stored at `range` to `output`; a part that cannot be read back is
    /// recorded in ``readFailed``.
    /// - Parameters:
    ///   - range: What ``store(_:)`` returned.
    ///   - output: The bytes to append to.
    func read<Output: RangeReplaceableCollection>(
        _ range: Range<Int>, into output: inout Output
    ) where Output.Element == UInt8 {
        if let bytes = bytes(at: range) { output.append(contentsOf: bytes) }
    }

    /// Reads back the bytes stored at `range`, from any thread; a part that cannot be read back
    /// is recorded in ``readFailed``.
    /// - Parameter range: What ``store(_:)`` returned.
    /// - Returns: The bytes, or `nil` when they could not be read.
    func bytes(at range: Range<Int>) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: range.count)
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var done = 0
            while done < range.count {
                let result = pread(
                    descriptor, base + done, range.count - done, off_t(range.lowerBound + done))
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                done += result
            }
            return true
        }
        guard complete else {
            state.withLock { $0.readFailed = true }
            return nil
        }
        return bytes
    }
}
