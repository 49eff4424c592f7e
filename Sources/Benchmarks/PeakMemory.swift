#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak resident set size so far, in KiB (`getrusage`'s `ru_maxrss`:
/// KiB on Linux, bytes on macOS — normalised here).
func peakMemoryKiB() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
    return Int(usage.ru_maxrss) / 1024
    #else
    return Int(usage.ru_maxrss)
    #endif
}
