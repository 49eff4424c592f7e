#if canImport(Glibc)
import Glibc
#endif

/// How kitscan asks the C allocator to treat the memory it frees.
package enum AllocatorTuning {
    /// Keeps freed heap memory for reuse instead of handing it back to the system.
    ///
    /// A scan parses file after file, and each parse frees everything it built. With
    /// glibc's defaults the top of the heap goes back to the kernel after each file and
    /// the next file faults the same pages in again: measured, a sixth of the parser's
    /// time. Up to 64 MB free at the top stays mapped; blocks under 32 MB come from the
    /// heap. Returns whether the settings took; false (and nothing done) where the C
    /// library is not glibc.
    @discardableResult
    package static func keepFreedMemory() -> Bool {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not import.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3 // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        return mallopt(trimThreshold, 64 << 20) == 1 && mallopt(mmapThreshold, 32 << 20) == 1
        #else
        return false
        #endif
    }
}
