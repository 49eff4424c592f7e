import Foundation

/// `.kitscan-cache/` in the workspace root: what kitscan can rebuild (the blob cache). Deleting
/// it costs only time; a `.gitignore` inside keeps it out of `git status`. Nothing a user
/// wrote or needs back is kept there (fix's backups have a folder of their own).
package enum CacheFolder {
    package static let name = ".kitscan-cache"

    package static func path(root: String) -> String {
        root + "/" + name
    }

    /// Creates the folder and its `.gitignore` if needed.
    package static func prepare(root: String) throws(AtomicFileError) {
        try prepareIgnored(path(root: root), note: "kitscan's cache: safe to delete.")
    }

    /// Creates `folder` with a `.gitignore` that keeps it out of `git status`, if needed.
    package static func prepareIgnored(_ folder: String, note: String) throws(AtomicFileError) {
        if !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw AtomicFileError(path: folder, operation: "create the folder", errno: errno)
            }
        }
        let ignore = folder + "/.gitignore"
        if !FileManager.default.fileExists(atPath: ignore) {
            try AtomicFile.write(Data("# \(note)\n*\n".utf8), to: ignore)
        }
    }
}

/// The cache files' one digest and one field escape.
package enum CacheDigest {
    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and platforms (unlike `hashValue`).
    package static func of(_ parts: [[UInt8]]) -> String {
        var hash = offsetBasis
        for part in parts { part.withUnsafeBufferPointer { mix($0, into: &hash) } }
        return hex(hash)
    }

    /// The same digest over slices (a cache line's fields, not copied out).
    package static func of(_ parts: [ArraySlice<UInt8>]) -> String {
        var hash = offsetBasis
        for part in parts { part.withUnsafeBufferPointer { mix($0, into: &hash) } }
        return hex(hash)
    }

    // Concrete, not generic over `Collection`: a generic one is not specialized for callers
    // in other modules, and then every byte went through a protocol witness (a warm review
    // spent a tenth of its time checking its cache lines that way).
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    private static func mix(_ bytes: UnsafeBufferPointer<UInt8>, into hash: inout UInt64) {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        // Each part ends as if with a 0 byte, so ("ab", "c") and ("a", "bc") differ.
        hash = hash &* prime
    }

    private static func hex(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Paths may hold tabs or newlines; `%` escapes keep one entry per line.
    package static func escape(_ path: String) -> String {
        // Bytes, not characters: every line of a cache comes through here.
        guard path.utf8.contains(where: { $0 == 0x25 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    package static func unescape(_ field: Substring) -> String {
        guard field.contains("%") else { return String(field) }
        return field.replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}
