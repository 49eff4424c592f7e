/// What a command accepts and how its `--help` reads. The argument parser works from
/// this, so the help text and the accepted syntax never disagree.
public struct CommandSpec: Sendable {
    /// The word after `kitscan` (`scan`, `check` …).
    public var name: String
    /// One line, shown in `kitscan --help` and at the top of the command's help.
    public var summary: String
    /// A paragraph or two under the summary, or empty.
    public var discussion: String
    public var arguments: [ArgumentSpec]
    public var options: [OptionSpec]
    public var examples: [Example]

    public init(name: String, summary: String, discussion: String = "", arguments: [ArgumentSpec] = [],
                options: [OptionSpec] = [], examples: [Example] = []) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
    }

    /// A command line shown under EXAMPLES, with what it does.
    public struct Example: Sendable {
        public var command: String
        public var explanation: String

        public init(_ command: String, _ explanation: String) {
            self.command = command
            self.explanation = explanation
        }
    }

    /// `kitscan scan [--format <format>] [--strict] [<paths> ...]`
    public var usage: String {
        usageParts.joined(separator: " ")
    }

    /// The words of `usage`, each option or argument one word (so wrapping never splits one).
    public var usageParts: [String] {
        var parts = ["kitscan", name]
        // A required choice (`callers|debt`) reads best right after the command name.
        let leading = arguments.prefix { $0.arity == .required && !$0.allowedValues.isEmpty }
        parts += leading.map(\.usage)
        parts += options.map { "[\($0.usage)]" }
        parts += arguments.dropFirst(leading.count).map(\.usage)
        return parts
    }

    /// The option spelled `name` (`--format`), if any.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// `kitscan scan` — how messages refer to the command.
    public var invocation: String { "kitscan \(name)" }
}

/// A `--flag` or an `--option <value>`.
public struct OptionSpec: Sendable {
    /// With the dashes: `--format`.
    public var name: String
    /// The placeholder for its value (`format`, `file`); nil for a flag.
    public var valueName: String?
    public var help: String
    /// May be given more than once (values are collected in order).
    public var repeatable: Bool
    /// When not empty, the only accepted values.
    public var allowedValues: [String]

    /// A flag: present or not.
    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, repeatable: false, allowedValues: [])
    }

    /// An option taking a value.
    public static func option(_ name: String, value: String, help: String, allowed: [String] = [],
                              repeatable: Bool = false) -> OptionSpec {
        OptionSpec(name: name, valueName: value, help: help, repeatable: repeatable, allowedValues: allowed)
    }

    /// An option whose value is one of `Choice`'s cases: the accepted values, the help and
    /// the parsed value (`ParsedArguments.value(_:as:)`) all come from the one enum.
    public static func choice<Choice: CaseIterable & RawRepresentable>(
        _ name: String, value: String, of _: Choice.Type, help: String, repeatable: Bool = false
    ) -> OptionSpec where Choice.RawValue == String {
        option(name, value: value, help: help, allowed: Choice.allCases.map(\.rawValue), repeatable: repeatable)
    }

    public var isFlag: Bool { valueName == nil }

    /// `--format <format>` or `--strict`.
    public var usage: String {
        guard let valueName else { return name }
        return "\(name) <\(valueName)>"
    }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    public enum Arity: Sendable, Equatable {
        /// Exactly one.
        case required
        /// Zero or one.
        case optional
        /// Zero or more (only as the last argument).
        case repeated
    }

    public var name: String
    public var help: String
    public var arity: Arity
    /// When not empty, the only accepted values (shown as `callers|debt`).
    public var allowedValues: [String]

    public init(_ name: String, arity: Arity, help: String, allowed: [String] = []) {
        self.name = name
        self.help = help
        self.arity = arity
        self.allowedValues = allowed
    }

    /// `<file>`, `[<id>]`, `[<paths> ...]`, `callers|debt`.
    public var usage: String {
        let word = allowedValues.isEmpty ? "<\(name)>" : allowedValues.joined(separator: "|")
        switch arity {
        case .required: return word
        case .optional: return "[\(word)]"
        case .repeated: return "[\(word) ...]"
        }
    }
}
