import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory of one document's parse: cmark's nodes, buffers and parser, bumped out of a few
/// large blocks and given back all at once when the document is converted.
///
/// cmark-gfm allocates and frees thousands of small blocks per document (a node, a buffer, a
/// delimiter at a time), most of a build's calls to the C allocator, and frees the tree one
/// block at a time by walking it again. Through
/// an arena, each block is a pointer bump, a free takes a block back only if it was the last
/// one handed out, and the tree is released with the arena, not walked.
///
/// cmark's allocator is three C functions with no context, so the arena in use is the calling
/// thread's: ``withCurrent(_:)`` makes it so for the duration of one parse and conversion,
/// which run on one thread from start to end. cmark's global allocator
/// (`cmark_get_arena_mem_allocator`) cannot serve: it is one arena for the whole process,
/// while two threads parse and convert at once.
final class CMarkArena {
    /// The arena's blocks and where the next allocation goes.
    ///
    /// A struct behind a pointer, not the class's own properties: cmark allocates millions of
    /// times a build, and each call reaching a class instance through the thread's slot cost a
    /// retain, a release and an exclusivity check, several times the bump itself.
    private struct Blocks {
        /// The blocks handed out so far, each freed with the arena.
        var all: [UnsafeMutableRawPointer] = []
        /// Where the next allocation starts in the current block.
        var next: UnsafeMutableRawPointer?
        /// How many bytes are left in the current block.
        var remaining = 0
        /// The last allocation handed out, which can grow in place (cmark grows its buffers
        /// by reallocating the one it just made).
        var last: UnsafeMutableRawPointer?
    }

    /// This arena's blocks, which only the thread inside ``withCurrent(_:)`` touches.
    private let blocks: UnsafeMutablePointer<Blocks>

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
                    return CMarkArena.allocate(bytes, zeroed: true, in: CMarkArena.current)
                },
                realloc: { block, size in
                    CMarkArena.reallocate(block, to: size, in: CMarkArena.current)
                },
                free: { block in block.map { CMarkArena.release($0, in: CMarkArena.current) } }))
        return memory
    }()

    /// The thread-specific slot that holds the calling thread's arena during a parse.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The calling thread's blocks; only cmark calls it, inside ``withCurrent(_:)``.
    private static var current: UnsafeMutablePointer<Blocks> {
        guard let blocks = pthread_getspecific(slot) else {
            preconditionFailure("cmark allocated outside CMarkArena.withCurrent")
        }
        return blocks.assumingMemoryBound(to: Blocks.self)
    }

    /// Creates an empty arena.
    init() {
        blocks = .allocate(capacity: 1)
        blocks.initialize(to: Blocks())
    }

    deinit {
        for block in blocks.pointee.all { free(block) }
        blocks.deinitialize(count: 1)
        blocks.deallocate()
    }

    /// Makes this arena the calling thread's while `body` runs.
    /// - Parameter body: The parse and conversion; nothing it allocates through ``memory``
    ///   may be used after it returns.
    /// - Returns: What `body` returns.
    func withCurrent<Result>(_ body: () -> Result) -> Result {
        // The thread's arena before, put back after (nothing nests parses today).
        let previous = pthread_getspecific(Self.slot)
        pthread_setspecific(Self.slot, blocks)
        defer { pthread_setspecific(Self.slot, previous) }
        return withExtendedLifetime(self) { body() }
    }

    /// Hands out `size` bytes of `arena`, zeroed if asked (as `calloc` does).
    private static func allocate(
        _ size: Int, zeroed: Bool, in arena: UnsafeMutablePointer<Blocks>
    ) -> UnsafeMutableRawPointer {
        let needed = headerSize + rounded(size)
        if needed > arena.pointee.remaining {
            let block = malloc(max(blockSize, needed))!
            arena.pointee.all.append(block)
            (arena.pointee.next, arena.pointee.remaining) = (block, max(blockSize, needed))
        }
        let header = arena.pointee.next!
        header.storeBytes(of: size, as: Int.self)
        let start = header + headerSize
        arena.pointee.next = header + needed
        arena.pointee.remaining -= needed
        arena.pointee.last = start
        if zeroed { memset(start, 0, size) }
        return start
    }

    /// Resizes an allocation of `arena` as `realloc` does: in place when it is the last one
    /// and there is room, otherwise by copying it into a new one.
    private static func reallocate(
        _ block: UnsafeMutableRawPointer?, to size: Int, in arena: UnsafeMutablePointer<Blocks>
    ) -> UnsafeMutableRawPointer {
        guard let block else { return allocate(size, zeroed: false, in: arena) }
        let header = block - headerSize
        let old = header.load(as: Int.self)
        if size <= old { return block }
        let growth = rounded(size) - rounded(old)
        if block == arena.pointee.last, growth <= arena.pointee.remaining {
            header.storeBytes(of: size, as: Int.self)
            arena.pointee.next = arena.pointee.next! + growth
            arena.pointee.remaining -= growth
            return block
        }
        let moved = allocate(size, zeroed: false, in: arena)
        moved.copyMemory(from: block, byteCount: old)
        return moved
    }

    /// Takes back an allocation of `arena` if it is the last one handed out (a temporary
    /// freed right after it was made); any other is freed with the arena.
    private static func release(
        _ block: UnsafeMutableRawPointer, in arena: UnsafeMutablePointer<Blocks>
    ) {
        guard block == arena.pointee.last else { return }
        let header = block - headerSize
        let size = headerSize + rounded(header.load(as: Int.self))
        arena.pointee.next = header
        arena.pointee.remaining += size
        arena.pointee.last = nil
    }

    /// `size` rounded up to a multiple of 16, so that the next allocation stays aligned.
    private static func rounded(_ size: Int) -> Int {
        (size + 15) & ~15
    }
}
