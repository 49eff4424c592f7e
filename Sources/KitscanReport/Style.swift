/// ANSI colours, or plain text when disabled. Decided once per stream by the command line.
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
