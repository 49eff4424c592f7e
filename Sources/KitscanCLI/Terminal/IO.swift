import KitscanReport
import KitscanSupport
import Foundation

/// Everything a command may touch of the outside world, passed in so tests can capture
/// output and fake the environment: the two output streams, the working directory, the
/// environment variables and whether each stream is a terminal.
package struct IO: Sendable {
    package var stdout: OutputSink
    package var stderr: OutputSink
    /// Absolute path of the directory relative paths are resolved against.
    package var cwd: String
    package var environment: [String: String]
    package var stdoutIsTerminal: Bool
    package var stderrIsTerminal: Bool

    package init(stdout: OutputSink, stderr: OutputSink, cwd: String, environment: [String: String],
                stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false) {
        self.stdout = stdout
        self.stderr = stderr
        self.cwd = cwd
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// The real process: fds 1 and 2, the current directory and environment.
    package static func process() -> IO {
        IO(stdout: .fileDescriptor(1), stderr: .fileDescriptor(2),
           cwd: FileManager.default.currentDirectoryPath,
           environment: ProcessInfo.processInfo.environment,
           stdoutIsTerminal: Terminal.isTerminal(1), stderrIsTerminal: Terminal.isTerminal(2))
    }

    /// Colours for text written to stdout (off when piped, with `NO_COLOR` or `TERM=dumb`).
    package var stdoutStyle: Style {
        Style(enabled: Terminal.colorEnabled(isTerminal: stdoutIsTerminal, environment: environment))
    }

    /// Colours for text written to stderr.
    package var stderrStyle: Style {
        Style(enabled: Terminal.colorEnabled(isTerminal: stderrIsTerminal, environment: environment))
    }

    /// A path made absolute against `cwd` (absolute paths are returned as they are).
    package func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "." { return cwd }
        return cwd.hasSuffix("/") ? cwd + path : cwd + "/" + path
    }

    /// Prints `error: message` on stderr (the prefix in red on a colour terminal).
    package func printError(_ message: String) {
        stderr.line(stderrStyle.error("error:") + " " + message)
    }

    /// Prints `warning: message` on stderr.
    package func printWarning(_ message: String) {
        stderr.line(stderrStyle.warning("warning:") + " " + message)
    }

    /// A progress reporter on stderr, silent unless stderr is a terminal.
    package func progress() -> Progress {
        Progress(sink: stderr, enabled: stderrIsTerminal)
    }
}

extension IO {
    /// Writes `text` atomically to `path` (from the working folder): a file a command was asked to write.
    func writeFile(_ text: String, to path: String) throws(CommandFailure) {
        do {
            try AtomicFile.write(Data(text.utf8), to: resolve(path))
        } catch {
            throw CommandFailure("cannot write \(path): \(error.description). Check that its folder exists and can be written.")
        }
    }
}
