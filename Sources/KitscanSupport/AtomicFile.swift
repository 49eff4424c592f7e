import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A write that failed: which file, which step, and the system's reason.
public struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file that was being written.
    public var path: String
    /// The step that failed ("create a temporary file in", "write", "rename over", …).
    public var operation: String
    public var errno: Int32

    public init(path: String, operation: String, errno: Int32) {
        self.path = path
        self.operation = operation
        self.errno = errno
    }

    /// The system's text for `errno` ("No such file or directory").
    public var reason: String { String(cString: strerror(errno)) }

    public var description: String {
        "cannot write \(path): \(operation) failed: \(reason)"
    }
}

/// The one way kitscan writes files (baseline, reports, cache): all or nothing.
package enum AtomicFile {
    /// Writes all of `data` to `fd`, retrying short and interrupted writes; 0, or the errno.
    private static func writeAll(_ data: Data, to fd: Int32) -> Int32 {
        data.withUnsafeBytes { raw -> Int32 in
            guard var p = raw.baseAddress else { return 0 }
            var left = raw.count
            while left > 0 {
                let n = Foundation.write(fd, p, left)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                p += n
                left -= n
            }
            return 0
        }
    }

    /// Writes `data` into the device or pipe at `target`, as it is.
    private static func writeThrough(_ data: Data, to target: String, path: String) throws(AtomicFileError) {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw AtomicFileError(path: path, operation: "open", errno: errno) }
        defer { close(fd) }
        let failed = writeAll(data, to: fd)
        if failed != 0 { throw AtomicFileError(path: path, operation: "write", errno: failed) }
    }

    /// Writes `data` to `path` so that readers see the old file or the new one, never a part.
    ///
    /// A temporary file (`.<name>.<pid>-<random>.tmp`) is created in the same folder, written in
    /// full, flushed to disk, given the target's permissions if the target exists, and renamed
    /// over the target; the folder is then flushed so the rename survives a crash. A symbolic
    /// link at `path` is written through (the link stays). On any failure the temporary file
    /// is removed and the target is untouched. `flushFolder: false` leaves the folder's flush
    /// to the caller, who writes many files into one folder and flushes it once (`flush(folder:)`).
    package static func write(_ data: Data, to path: String, flushFolder: Bool = true) throws(AtomicFileError) {
        let target = resolvedTarget(path)
        let folder = folderOf(target)
        let name = String(target.split(separator: "/", omittingEmptySubsequences: false).last ?? "")

        var existing = stat()
        // A device or a pipe (`--out /dev/null`, `/dev/stdout`) has no old version to keep:
        // renaming over it would replace the device with a file.
        if stat(target, &existing) == 0, [S_IFCHR, S_IFIFO].contains(existing.st_mode & S_IFMT) {
            return try writeThrough(data, to: target, path: path)
        }
        let keepMode: mode_t? = stat(target, &existing) == 0 && (existing.st_mode & S_IFMT) == S_IFREG
            ? existing.st_mode & 0o7777 : nil

        var fd: Int32 = -1
        var temp = ""
        for _ in 0..<8 {
            let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            temp = (folder == "." && !target.hasPrefix("./") ? "" : folder + "/") + ".\(name).\(getpid())-\(random).tmp"
            fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else {
            throw AtomicFileError(path: path, operation: "create a temporary file in \(folder)", errno: errno)
        }

        func fail(_ operation: String, closing: Bool = true) -> AtomicFileError {
            let code = errno
            if closing { close(fd) }
            unlink(temp)
            return AtomicFileError(path: path, operation: operation, errno: code)
        }

        if let keepMode, fchmod(fd, keepMode) != 0 { throw fail("keep the permissions of") }

        let written = writeAll(data, to: fd)
        if written != 0 {
            errno = written
            throw fail("write")
        }
        if fsync(fd) != 0 { throw fail("flush to disk") }
        if close(fd) != 0 { throw fail("close", closing: false) }
        if rename(temp, target) != 0 { throw fail("rename the temporary file over", closing: false) }

        if flushFolder { flush(folder: folder) }
    }

    /// Makes the renames in `folder` durable. Best effort: the data is already in place.
    package static func flush(folder: String) {
        let dirFD = open(folder, O_RDONLY | O_CLOEXEC)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    /// Follows a symbolic link at `path` so the link is kept and its target replaced.
    private static func resolvedTarget(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return path }
        return FileSystem.realPath(path) ?? path
    }

    private static func folderOf(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }
}
