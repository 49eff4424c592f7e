#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file's bytes could not be read; `description` says what to do.
package enum FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    case notFound(path: String)
    case permissionDenied(path: String)
    case isDirectory(path: String)
    case notRegularFile(path: String)
    case io(path: String, code: Int32, message: String)

    package var path: String {
        switch self {
        case .notFound(let path), .permissionDenied(let path), .isDirectory(let path), .notRegularFile(let path),
             .io(let path, _, _):
            return path
        }
    }

    /// A short reason without the path, for `UnreadableFile.reason`.
    package var reason: String {
        switch self {
        case .notFound: return "no such file"
        case .permissionDenied: return "permission denied; make the file readable (chmod u+r)"
        case .isDirectory: return "is a folder, not a file"
        case .notRegularFile: return "not a regular file (device, socket or pipe)"
        case .io(_, _, let message): return "read error: \(message)"
        }
    }

    package var description: String { "\(path): \(reason)" }
}

/// Reads whole files as bytes with typed errors.
package enum FileBytes {
    /// The bytes of the file at `path` (absolute, or relative to the working folder).
    /// With `pipes`, a FIFO (`<(…)`) is read to its end too; devices never are (reading
    /// `/dev/zero` would not end).
    package static func read(path: String, pipes: Bool = false) throws(FileReadError) -> [UInt8] {
        try read(pathBytes: Array(path.utf8), pipes: pipes)
    }

    /// Same, for a path given as raw bytes (file names need not be UTF-8).
    package static func read(pathBytes: [UInt8], pipes: Bool = false) throws(FileReadError) -> [UInt8] {
        // Named only when something fails: every scanned file passes here.
        var display: String { FilePathText.display(pathBytes) }
        let fd = FileSystem.withCString(pathBytes) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw error(errno, display) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(errno, display) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw .isDirectory(path: display) }
        guard kind == S_IFREG || (pipes && kind == S_IFIFO) else { throw .notRegularFile(path: display) }
        // Read straight into the result, sized by `stat`; a file that grows meanwhile is read
        // to its end in further steps.
        var result = [UInt8]()
        var room = max(Int(info.st_size), 0) + 1
        while true {
            var failure: Int32 = 0
            var got = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
                while got < room {
                    let count = posixRead(fd, buffer.baseAddress! + got, room - got)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        break
                    }
                    if count == 0 { break }
                    got += count
                }
                initialized = got
            }
            if failure != 0 { throw error(failure, display) }
            if result.isEmpty { result = chunk } else { result += chunk }
            if got < room { break }
            room = result.count + 65536
        }
        return result
    }

    static func error(_ code: Int32, _ path: String) -> FileReadError {
        switch code {
        case ENOENT, ENOTDIR: return .notFound(path: path)
        case EACCES, EPERM: return .permissionDenied(path: path)
        case EISDIR: return .isDirectory(path: path)
        default: return .io(path: path, code: code, message: FileSystem.message(code))
        }
    }
}

/// The system `read`, out of reach of `FileBytes.read` inside the enum.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
