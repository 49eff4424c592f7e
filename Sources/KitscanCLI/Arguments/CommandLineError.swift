import KitscanSupport
/// A mistake on the command line. Each message names what was wrong and what to do,
/// and ends by pointing at the right `--help`. Exit code 2.
package enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `kitscan scna`
    case unknownCommand(String, suggestion: String?)
    /// `kitscan check --stagd`; `owner` is another command that has this option.
    case unknownOption(String, command: String, suggestion: String?, owner: String?)
    /// `--config` as the last argument, or `--config=`.
    case missingValue(option: String, valueName: String, command: String)
    /// `--strict=yes`
    case flagWithValue(option: String, command: String)
    /// `--format json --format text`
    case repeatedOption(option: String, first: String, second: String, command: String)
    /// `--format xml`
    case invalidValue(option: String, value: String, allowed: [String], command: String)
    /// `--every abc`
    case invalidNumber(option: String, value: String, command: String)
    /// `kitscan tokens` without a file.
    case missingArgument(name: String, usage: String, command: String)
    /// `kitscan tokens a.swift b.swift`
    case unexpectedArgument(String, usage: String, command: String)
    /// `kitscan report calers`
    case invalidArgument(name: String, value: String, allowed: [String], command: String)

    /// The message printed after `error: `.
    package var description: String {
        switch self {
        case let .unknownCommand(name, suggestion):
            if let suggestion {
                return "unknown command `\(name)`; did you mean `\(suggestion)`? See `kitscan --help`."
            }
            if name.contains("/") || name.hasSuffix(".swift") || name == "." {
                return "unknown command `\(name)`; to scan it, run `kitscan scan \(name)`. See `kitscan --help`."
            }
            return "unknown command `\(name)`. See `kitscan --help` for the commands."
        case let .unknownOption(option, command, suggestion, owner):
            let help = " See `\(Self.invocation(command)) --help`."
            if let suggestion {
                return "unknown option `\(option)`; did you mean `\(suggestion)`?" + help
            }
            if let owner {
                return "unknown option `\(option)` for `\(Self.invocation(command))`; it is an option of `kitscan \(owner)`." + help
            }
            return "unknown option `\(option)`." + help
        case let .missingValue(option, valueName, command):
            return "option `\(option)` needs a value: `\(option) <\(valueName)>`. See `\(Self.invocation(command)) --help`."
        case let .flagWithValue(option, command):
            return "option `\(option)` takes no value; write just `\(option)`. See `\(Self.invocation(command)) --help`."
        case let .repeatedOption(option, first, second, command):
            return "option `\(option)` is given twice (`\(first)`, then `\(second)`); give it once. See `\(Self.invocation(command)) --help`."
        case let .invalidValue(option, value, allowed, command):
            return "invalid value `\(value)` for `\(option)`;" + Self.choice(value, allowed) + " See `\(Self.invocation(command)) --help`."
        case let .invalidNumber(option, value, command):
            return "option `\(option)` needs a positive whole number, not `\(value)`. See `\(Self.invocation(command)) --help`."
        case let .missingArgument(name, usage, command):
            return "missing <\(name)>. Usage: \(usage). See `\(Self.invocation(command)) --help`."
        case let .unexpectedArgument(argument, usage, command):
            return "unexpected argument `\(argument)`. Usage: \(usage). See `\(Self.invocation(command)) --help`."
        case let .invalidArgument(name, value, allowed, command):
            return "invalid \(name) `\(value)`;" + Self.choice(value, allowed) + " See `\(Self.invocation(command)) --help`."
        }
    }

    private static func invocation(_ command: String) -> String {
        command.isEmpty ? "kitscan" : "kitscan \(command)"
    }

    private static func choice(_ value: String, _ allowed: [String]) -> String {
        let list = allowed.map { "`\($0)`" }.joined(separator: ", ")
        if let suggestion = Suggestion.closest(to: value, in: allowed) {
            return " did you mean `\(suggestion)`? Choose one of \(list)."
        }
        return " choose one of \(list)."
    }
}
