#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The peak resident set size so far, in KiB (`getrusage`'s `ru_maxrss`: KiB on Linux,
/// bytes on macOS — normalised here), of this process or, with `children`, of the largest
/// child waited for.
func peakMemoryKiB(children: Bool = false) -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    let who = __rusage_who_t((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue)
    #else
    let who = children ? RUSAGE_CHILDREN : RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
    return Int(usage.ru_maxrss) / 1024
    #else
    return Int(usage.ru_maxrss)
    #endif
}
