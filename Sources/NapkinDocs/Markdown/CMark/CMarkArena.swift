import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory of one document's parse: cmark's nodes, buffers and parser, bumped out of a few
/// large blocks and given back all at once when the document is converted.
///
/// cmark-gfm allocates and frees about four thousand small blocks per 20 KB document (a node,
/// a buffer, a delimiter at a time): two thirds of a build's calls to the C allocator (2.0 of
/// 3.1 million on the bench corpus), the tree's freed one by one by walking it again. Through
/// an arena, each block is a pointer bump, a free takes a block back only if it was the last
/// one handed out, and the tree is released with the arena, not walked.
///
/// cmark's allocator is three C functions with no context, so the arena in use is the calling
/// thread's: ``withCurrent(_:)`` makes it so for the duration of one parse and conversion,
/// which run on one thread from start to end. cmark's global allocator
/// (`cmark_get_arena_mem_allocator`) cannot serve: it is one arena for the whole process,
/// while two threads parse and convert at once.
final class CMarkArena {
    /// The blocks handed out so far, each freed with the arena.
    private var blocks: [UnsafeMutableRawPointer] = []
    /// Where the next allocation starts in the current block.
    private var next: UnsafeMutableRawPointer?
    /// How many bytes are left in the current block.
    private var remaining = 0
    /// The last allocation handed out, which can grow in place (cmark grows its buffers by
    /// reallocating the one it just made).
    private var last: UnsafeMutableRawPointer?

    /// The size of each block: under glibc's threshold for `mmap`, so freed blocks are reused
    /// by the next document instead of being mapped (and faulted in) again.
    private static let blockSize = 64 * 1024
    /// The bytes before each allocation that hold its size, for `realloc`; 16 keeps every
    /// allocation aligned as `malloc`'s are.
    private static let headerSize = 16

    /// cmark's allocator, whose functions use the calling thread's arena.
    ///
    /// `nonisolated(unsafe)` because a C pointer is not `Sendable`: the table it points to is
    /// written once, when the constant is made (Swift makes statics once, thread-safely), and
    /// only read after, by cmark on any thread; its functions keep no state of their own.
    nonisolated(unsafe) static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(
            to: cmark_mem(
                calloc: { count, size in
                    let (bytes, overflows) = count.multipliedReportingOverflow(by: size)
                    precondition(!overflows, "cmark asked for more memory than exists")
                    return CMarkArena.current.allocate(bytes, zeroed: true)
                },
                realloc: { block, size in CMarkArena.current.reallocate(block, to: size) },
                free: { block in block.map { CMarkArena.current.release($0) } }))
        return memory
    }()

    /// The thread-specific slot that holds the calling thread's arena during a parse.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The calling thread's arena; only cmark calls it, inside ``withCurrent(_:)``.
    private static var current: CMarkArena {
        guard let arena = pthread_getspecific(slot) else {
            preconditionFailure("cmark allocated outside CMarkArena.withCurrent")
        }
        return Unmanaged<CMarkArena>.fromOpaque(arena).takeUnretainedValue()
    }

    deinit {
        for block in blocks { free(block) }
    }

    /// Makes this arena the calling thread's while `body` runs.
    /// - Parameter body: The parse and conversion; nothing it allocates through ``memory``
    ///   may be used after it returns.
    /// - Returns: What `body` returns.
    func withCurrent<Result>(_ body: () -> Result) -> Result {
        // The thread's arena before, put back after (nothing nests parses today).
        let previous = pthread_getspecific(Self.slot)
        pthread_setspecific(Self.slot, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.slot, previous) }
        return withExtendedLifetime(self) { body() }
    }

    /// Hands out `size` bytes, zeroed if asked (as `calloc` does).
    private func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer {
        let needed = Self.headerSize + Self.rounded(size)
        if needed > remaining {
            let block = malloc(max(Self.blockSize, needed))!
            blocks.append(block)
            (next, remaining) = (block, max(Self.blockSize, needed))
        }
        let header = next!
        header.storeBytes(of: size, as: Int.self)
        let start = header + Self.headerSize
        (next, remaining, last) = (header + needed, remaining - needed, start)
        if zeroed { memset(start, 0, size) }
        return start
    }

    /// Resizes an allocation as `realloc` does: in place when it is the last one and there is
    /// room, otherwise by copying it into a new one.
    private func reallocate(
        _ block: UnsafeMutableRawPointer?, to size: Int
    ) -> UnsafeMutableRawPointer {
        guard let block else { return allocate(size, zeroed: false) }
        let header = block - Self.headerSize
        let old = header.load(as: Int.self)
        if size <= old { return block }
        let growth = Self.rounded(size) - Self.rounded(old)
        if block == last, growth <= remaining {
            header.storeBytes(of: size, as: Int.self)
            (next, remaining) = (next! + growth, remaining - growth)
            return block
        }
        let moved = allocate(size, zeroed: false)
        moved.copyMemory(from: block, byteCount: old)
        return moved
    }

    /// Takes back an allocation if it is the last one handed out (a temporary freed right
    /// after it was made); any other is freed with the arena.
    private func release(_ block: UnsafeMutableRawPointer) {
        guard block == last else { return }
        let header = block - Self.headerSize
        let size = Self.headerSize + Self.rounded(header.load(as: Int.self))
        (next, remaining, last) = (header, remaining + size, nil)
    }

    /// `size` rounded up to a multiple of 16, so that the next allocation stays aligned.
    private static func rounded(_ size: Int) -> Int {
        (size + 15) & ~15
    }
}
