/// Gives the memory of freed objects back to the system.
///
/// The articles' models are many small objects, freed together when the render stage ends.
/// glibc keeps the pages they lived on, and the index stage's large buffers (the print page,
/// the search index) cannot reuse them, so without this the build's peak memory held both.
enum MemoryPages {
    /// Returns the freed pages of the heap to the system, where the C library allows it.
    static func returnFreed() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux)
/// glibc's `malloc_trim`, which the Swift overlay of Glibc does not import.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
