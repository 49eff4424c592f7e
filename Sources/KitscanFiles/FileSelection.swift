import KitscanSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files kitscan scans: the one home of that decision, for files on disk (the
/// walker), in git's index (`check --staged`), at a revision (`check --base`, `history`,
/// `review`) and given by name (`fix`).
///
/// A scanned file has the extension (`.swift`), sits in no hidden folder (`.git`,
/// `.build`, `.swiftpm` and every other name starting with `.`), matches an `include`
/// glob and no `exclude` glob, and is not binary. On disk the walker also skips what
/// `.gitignore` ignores; git never names an ignored file, so paths from git need no check.
public struct FileSelection: Sendable {
    public var include: [Glob]
    public var exclude: [Glob]
    /// Without the dot.
    public var fileExtension: String

    public init(include: [Glob] = [Glob("**/*.swift")], exclude: [Glob] = [], fileExtension: String = "swift") {
        self.include = include
        self.exclude = exclude
        self.fileExtension = fileExtension
    }

    /// Whether the walker enters a folder of this name at all.
    public static func entersFolder(named name: some Collection<UInt8>) -> Bool {
        name.first != UInt8(ascii: ".")
    }

    /// Whether `path` (relative to the config's folder, POSIX) is scanned, judged by its
    /// name alone.
    public func contains(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard hasExtension(bytes) else { return false }
            for component in bytes.split(separator: UInt8(ascii: "/")) where !Self.entersFolder(named: component) {
                return false
            }
            return includes(bytes) && !excludes(bytes)
        }
    }

    /// Whether a file's name ends with `.` and the extension.
    public func hasExtension(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let suffix = fileExtension.utf8
        guard name.count > suffix.count else { return false }
        return name[(name.count - suffix.count - 1)] == UInt8(ascii: ".")
            && name[(name.count - suffix.count)...].elementsEqual(suffix)
    }

    public func includes(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        include.contains { $0.matches(bytes: path) }
    }

    public func excludes(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        exclude.contains { $0.matches(bytes: path) }
    }

    /// Bytes kitscan does not scan as source: a NUL in the first 8 KiB.
    public static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0, min(buffer.count, 8192)) != nil
        }
    }
}
