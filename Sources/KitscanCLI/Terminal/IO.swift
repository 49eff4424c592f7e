import KitscanReport
import Foundation

/// Everything a command may touch of the outside world, passed in so tests can capture
/// output and fake the environment: the two output streams, the working directory, the
/// environment variables and whether each stream is a terminal.
public struct IO: Sendable {
    public var stdout: OutputSink
    public var stderr: OutputSink
    /// Absolute path of the directory relative paths are resolved against.
    public var cwd: String
    public var environment: [String: String]
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool

    public init(stdout: OutputSink, stderr: OutputSink, cwd: String, environment: [String: String],
                stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false) {
        self.stdout = stdout
        self.stderr = stderr
        self.cwd = cwd
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// The real process: fds 1 and 2, the current directory and environment.
    public static func process() -> IO {
        IO(stdout: .fileDescriptor(1), stderr: .fileDescriptor(2),
           cwd: FileManager.default.currentDirectoryPath,
           environment: ProcessInfo.processInfo.environment,
           stdoutIsTerminal: Terminal.isTerminal(1), stderrIsTerminal: Terminal.isTerminal(2))
    }

    /// Colours for text written to stdout (off when piped, with `NO_COLOR` or `TERM=dumb`).
    public var stdoutStyle: Style {
        Style(enabled: Terminal.colorEnabled(isTerminal: stdoutIsTerminal, environment: environment))
    }

    /// Colours for text written to stderr.
    public var stderrStyle: Style {
        Style(enabled: Terminal.colorEnabled(isTerminal: stderrIsTerminal, environment: environment))
    }

    /// A path made absolute against `cwd` (absolute paths are returned as they are).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "." { return cwd }
        return cwd.hasSuffix("/") ? cwd + path : cwd + "/" + path
    }

    /// Prints `error: message` on stderr (the prefix in red on a colour terminal).
    public func printError(_ message: String) {
        stderr.line(stderrStyle.error("error:") + " " + message)
    }

    /// Prints `warning: message` on stderr.
    public func printWarning(_ message: String) {
        stderr.line(stderrStyle.warning("warning:") + " " + message)
    }

    /// A progress reporter on stderr, silent unless stderr is a terminal.
    public func progress() -> Progress {
        Progress(sink: stderr, enabled: stderrIsTerminal)
    }
}
