#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin POSIX helpers on byte paths (file names need not be UTF-8).
package enum FileSystem {
    package static func withCString<R>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        var terminated = path
        terminated.append(0)
        return terminated.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }

    package static func lstatInfo(_ path: [UInt8]) -> stat? {
        var info = stat()
        return withCString(path) { lstat($0, &info) } == 0 ? info : nil
    }

    /// `stat` (following links), or the errno on failure.
    package static func statInfo(_ path: [UInt8]) -> Result<stat, Errno> {
        var info = stat()
        if withCString(path, { stat($0, &info) }) == 0 { return .success(info) }
        return .failure(Errno(code: errno))
    }

    package struct Errno: Error {
        package var code: Int32
    }

    package static func exists(_ path: String) -> Bool {
        lstatInfo(Array(path.utf8)) != nil
    }

    package static func isDirectory(_ path: String) -> Bool {
        if case .success(let info) = statInfo(Array(path.utf8)) { return info.st_mode & S_IFMT == S_IFDIR }
        return false
    }

    package static func isRegularFile(_ path: String) -> Bool {
        if case .success(let info) = statInfo(Array(path.utf8)) { return info.st_mode & S_IFMT == S_IFREG }
        return false
    }

    /// The folder holding `path`, or nil at `/` (purely textual).
    package static func parent(of path: String) -> String? {
        var bytes = Array(path.utf8)
        while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard bytes != [UInt8(ascii: "/")], let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        if slash == 0 { return "/" }
        return String(decoding: bytes[0..<slash], as: UTF8.self)
    }

    /// The canonical absolute path (links resolved), or nil when it does not exist.
    package static func realPath(_ path: [UInt8]) -> [UInt8]? {
        guard let resolved = withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        let length = strlen(resolved)
        return resolved.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    package static func realPath(_ path: String) -> String? {
        realPath(Array(path.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The one canonical form of an absolute path, for comparing paths: links resolved first,
    /// then each `..` taken, as the system does when it opens the path (so `link/..` is the
    /// link target's parent, not the folder holding the link); no `.`, no repeated or trailing
    /// `/`. The part that does not exist yet (a file about to be written) follows its deepest
    /// existing folder as written.
    package static func canonicalPath(_ path: String) -> String {
        if let real = realPath(path) { return real }
        guard let parent = parent(of: path) else { return path }
        let base = canonicalPath(parent)
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let name = trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let joined: String
        switch name {
        case "", ".": return base
        case "..": joined = Self.parent(of: base) ?? base
        default: joined = base == "/" ? "/" + name : base + "/" + name
        }
        return realPath(joined) ?? joined
    }

    package static func readLink(_ path: [UInt8]) -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = withCString(path) { readlink($0, &buffer, buffer.count) }
        guard count >= 0 else { return nil }
        return buffer[0..<count].map { UInt8(bitPattern: $0) }
    }

    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against the working folder, with `.` segments and repeated
    /// `/` removed (`..` is kept: the file system resolves it).
    package static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    package static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// Rendering byte paths for people.
package enum FilePathText {
    /// The path as text: valid UTF-8 as is, any other byte as `\xNN`.
    package static func display(_ bytes: [UInt8]) -> String {
        if let text = utf8(bytes) { return text }
        var result = ""
        var i = 0
        bytes.withUnsafeBufferPointer { buffer in
            while i < buffer.count {
                let (scalar, length) = UTF8Scalar.decode(buffer, at: i)
                if scalar >= 0xDC80 && scalar <= 0xDCFF && length == 1 && buffer[i] >= 0x80 {
                    let hex = String(buffer[i], radix: 16, uppercase: true)
                    result += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                } else if let value = Unicode.Scalar(scalar) {
                    result.unicodeScalars.append(value)
                }
                i += length
            }
        }
        return result
    }

    /// The bytes as a String when they are valid UTF-8, else nil.
    package static func utf8(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
    }
}
