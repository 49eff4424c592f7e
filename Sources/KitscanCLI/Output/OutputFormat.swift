/// How findings are written (`--format`).
public enum OutputFormat: String, Sendable, CaseIterable {
    /// `path:line:column: warning: message [rule-id]`, which Xcode and editors understand.
    case text
    case json
    /// SARIF 2.1.0 for GitHub code scanning.
    case sarif
    /// GitHub Actions workflow annotations (`::warning file=…`).
    case github

    static let names = allCases.map(\.rawValue)

    static func parse(_ parsed: ParsedArguments) -> OutputFormat {
        // The parser has already checked the value against `names`.
        parsed.value(CommonOptions.format).flatMap(OutputFormat.init(rawValue:)) ?? .text
    }
}
