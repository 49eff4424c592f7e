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
        parsed.value("--format").flatMap(OutputFormat.init(rawValue:)) ?? .text
    }
}

/// Options shared by several commands, so their spelling and help stay identical.
enum CommonOptions {
    static let config = OptionSpec.option(
        "--config", value: "file",
        help: "The configuration file (default: kitscan.json found by walking up from the current folder).")
    static let format = OptionSpec.option(
        "--format", value: "format",
        help: "How to write findings: text (path:line:column: warning: … [rule], default), json, sarif "
            + "(GitHub code scanning) or github (workflow annotations).",
        allowed: OutputFormat.names)
}

/// What commands that are not built yet answer.
enum CommandStub {
    static func notAvailable(_ command: String, io: IO) -> Int32 {
        io.printError("`kitscan \(command)` is not available in this build yet. "
            + "`kitscan tokens` and `kitscan outline` are; see `kitscan --help`.")
        return ExitCode.failure
    }
}
