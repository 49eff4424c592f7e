import Foundation

/// What the tool may assume about the terminal it writes to.
public enum Terminal {
    /// True when the file descriptor is a terminal (not a pipe or a file).
    public static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// Whether to colour a stream: only on a terminal, never with `NO_COLOR` set to
    /// anything non-empty (https://no-color.org) or with `TERM=dumb`.
    public static func colorEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}

/// ANSI colours, or plain text when disabled. Decided once per stream (see `IO`).
public struct Style: Sendable, Equatable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    public func error(_ text: String) -> String { wrap(text, "1;31") }
    public func warning(_ text: String) -> String { wrap(text, "1;33") }
    public func success(_ text: String) -> String { wrap(text, "32") }
    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
