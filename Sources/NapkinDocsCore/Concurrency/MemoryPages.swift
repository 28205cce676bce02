/// Gives the memory of freed objects back to the system.
///
/// The articles' models are many small objects, freed together when the render stage ends.
/// glibc keeps the pages they lived on, and the index stage's large buffers (the print page,
/// the search index) cannot reuse them, so without this the build's peak memory held both.
package enum MemoryPages {
    /// Returns the freed pages of the heap to the system, where the C library allows it.
    package static func returnFreed() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }
}

extension MemoryPages {
    /// The largest block the heap hands out from its own pages once
    /// ``keepFreedPagesForReuse()`` has run; a larger one is mapped on its own, as glibc does
    /// for any block over 128 KB by default.
    static let largestHeapBlock: Int32 = 32 << 20

    /// How much free memory the top of a heap may hold before glibc gives it back by itself,
    /// once ``keepFreedPagesForReuse()`` has run (``returnFreed()`` still gives it back).
    static let trimmedAbove: Int32 = 256 << 20

    /// Lets the C library keep the pages of freed blocks for the next ones, instead of giving
    /// them back to the system at once and faulting fresh zeroed pages in again.
    ///
    /// A build makes and frees large buffers all along (each page's HTML, each part set aside),
    /// on several threads: glibc mapped each large one on its own and trimmed each thread's
    /// heap as soon as its top was free, so the same pages were faulted in again and again, for
    /// a few megabytes less peak memory. The command-line build calls it once, before it
    /// starts.
    package static func keepFreedPagesForReuse() {
        #if os(Linux)
        // glibc's `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` (`malloc.h`); setting either
        // also stops glibc from moving them by itself.
        _ = glibcMallopt(-3, largestHeapBlock)
        _ = glibcMallopt(-1, trimmedAbove)
        #endif
    }
}

#if os(Linux)
/// glibc's `mallopt`, which the Swift overlay of Glibc does not import.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32

/// glibc's `malloc_trim`, which the Swift overlay of Glibc does not import.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
