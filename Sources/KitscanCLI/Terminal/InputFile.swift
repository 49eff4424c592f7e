import KitscanSupport
import Foundation

/// Why a file given on the command line could not be read. Messages name the path and
/// say what to do. Exit code 2.
public struct InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        case notFound
        case isDirectory
        case notRegularFile
        case permissionDenied
        case other(String)

        /// The reason for a failed `stat`/`open`/`read`.
        public init(errno code: Int32) {
            switch code {
            case ENOENT, ENOTDIR: self = .notFound
            case EACCES, EPERM: self = .permissionDenied
            case EISDIR: self = .isDirectory
            default: self = .other(String(cString: strerror(code)))
            }
        }
    }

    /// The path as the user wrote it.
    public var path: String
    public var reason: Reason
    /// The command that wanted it (for the example in the message).
    public var command: String

    public var description: String {
        switch reason {
        case .notFound:
            return "cannot read `\(path)`: no such file. Check the path (relative paths start at the current folder)."
        case .isDirectory:
            return "`\(path)` is a folder; `kitscan \(command)` reads one file. "
                + "Pass a file inside it, e.g. `kitscan \(command) \(path.hasSuffix("/") ? path : path + "/")File.swift`."
        case .notRegularFile:
            return "`\(path)` is not a regular file (a device or socket?). Pass a .swift file."
        case .permissionDenied:
            return "cannot read `\(path)`: permission denied. Check its permissions (`ls -l \(path)`)."
        case let .other(message):
            return "cannot read `\(path)`: \(message)."
        }
    }
}

/// Reads a whole file as bytes, with errors a user can act on.
public enum InputFile {
    /// Reads `path` like `read`; a file that cannot be read stops the command.
    static func readOrReport(_ path: String, io: IO, command: String) throws(CommandFailure) -> [UInt8] {
        do {
            return try read(path, io: io, command: command)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Reads `path` (resolved against `io.cwd`). Any bytes are fine; folders, devices and
    /// unreadable files are errors. Pipes (`<(…)`) are read to their end.
    public static func read(_ path: String, io: IO, command: String) throws(InputFileError) -> [UInt8] {
        do {
            return try FileBytes.read(path: io.resolve(path), pipes: true)
        } catch {
            let reason: InputFileError.Reason
            switch error {
            case .notFound: reason = .notFound
            case .isDirectory: reason = .isDirectory
            case .notRegularFile: reason = .notRegularFile
            case .permissionDenied: reason = .permissionDenied
            case .io(_, let code, _): reason = .init(errno: code)
            }
            throw InputFileError(path: path, reason: reason, command: command)
        }
    }
}
