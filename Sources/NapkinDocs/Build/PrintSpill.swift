import Foundation
internal import NapkinLocking

/// A file the articles' parts of the print pages are set aside in while the build renders, so
/// that memory does not grow with the site: at 2,000 bench files they are 78 MB of HTML, held
/// until the index stage writes the print pages.
///
/// The file is made in the new site's temporary folder (on the output's disk, never in a
/// memory-backed `/tmp`) and unlinked at once: it is never part of the site, and it goes away
/// with the process however the build ends. Workers store parts from any thread: each reserves
/// its range under a short lock, then writes there on its own.
final class PrintSpill: Sendable {
    /// The open, unlinked file.
    private let descriptor: Int32
    /// Where the next stored part starts, and whether a part could not be read back.
    private let state = SanitizedMutex((end: 0, readFailed: false))

    /// Opens a new spill file in `folder`, or returns `nil` when it cannot be made (the parts
    /// then stay in memory).
    /// - Parameter folder: The new site's temporary folder.
    init?(folder: String) {
        let path = (folder as NSString).appendingPathComponent(".napkin-docs-print-parts")
        let opened = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard opened >= 0 else { return nil }
        unlink(path)
        descriptor = opened
    }

    deinit {
        close(descriptor)
    }

    /// Stores `bytes`, from any thread.
    /// - Parameter bytes: A part's HTML.
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

    /// Whether a part could not be read back, which fails the build (``SiteWriter/commit(_:)``).
    var readFailed: Bool { state.withLock { $0.readFailed } }

    /// Appends the bytes stored at `range` to `output`; a part that cannot be read back is
    /// recorded in ``readFailed``.
    /// - Parameters:
    ///   - range: What ``store(_:)`` returned.
    ///   - output: The bytes to append to.
    func read<Output: RangeReplaceableCollection>(
        _ range: Range<Int>, into output: inout Output
    ) where Output.Element == UInt8 {
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
        if complete {
            output.append(contentsOf: bytes)
        } else {
            state.withLock { $0.readFailed = true }
        }
    }
}
