import Foundation

/// What the tool may assume about the terminal it writes to.
package enum Terminal {
    /// True when the file descriptor is a terminal (not a pipe or a file).
    package static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// Whether to colour a stream: only on a terminal, never with `NO_COLOR` set to
    /// anything non-empty (https://no-color.org) or with `TERM=dumb`.
    package static func colorEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}
