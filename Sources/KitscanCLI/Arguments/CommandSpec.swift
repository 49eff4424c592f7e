/// What a command accepts and how its `--help` reads. The argument parser works from
/// this, so the help text and the accepted syntax never disagree.
package struct CommandSpec: Sendable {
    /// The word after `kitscan` (`scan`, `check` …).
    package var name: String
    /// One line, shown in `kitscan --help` and at the top of the command's help.
    package var summary: String
    /// A paragraph or two under the summary, or empty.
    package var discussion: String
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]
    package var examples: [Example]

    package init(name: String, summary: String, discussion: String = "", arguments: [ArgumentSpec] = [],
                options: [OptionSpec] = [], examples: [Example] = []) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
    }

    /// A command line shown under EXAMPLES, with what it does.
    package struct Example: Sendable {
        package var command: String
        package var explanation: String

        package init(_ command: String, _ explanation: String) {
            self.command = command
            self.explanation = explanation
        }
    }

    /// `kitscan scan [--format <format>] [--strict] [<paths> ...]`
    package var usage: String {
        usageParts.joined(separator: " ")
    }

    /// The words of `usage`, each option or argument one word (so wrapping never splits one).
    package var usageParts: [String] {
        var parts = ["kitscan", name]
        // A required choice (`callers|debt`) reads best right after the command name.
        let leading = arguments.prefix { $0.arity == .required && !$0.allowedValues.isEmpty }
        parts += leading.map(\.usage)
        parts += options.map { "[\($0.usage)]" }
        parts += arguments.dropFirst(leading.count).map(\.usage)
        return parts
    }

    /// The option spelled `name` (`--format`), if any.
    package func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// `kitscan scan` — how messages refer to the command.
    package var invocation: String { "kitscan \(name)" }
}

/// A `--flag` or an `--option <value>`.
package struct OptionSpec: Sendable {
    /// With the dashes: `--format`.
    package var name: String
    /// The placeholder for its value (`format`, `file`); nil for a flag.
    package var valueName: String?
    package var help: String
    /// May be given more than once (values are collected in order).
    package var repeatable: Bool
    /// When not empty, the only accepted values.
    package var allowedValues: [String]

    /// A flag: present or not.
    package static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, repeatable: false, allowedValues: [])
    }

    /// An option taking a value.
    package static func option(_ name: String, value: String, help: String, allowed: [String] = [],
                              repeatable: Bool = false) -> OptionSpec {
        OptionSpec(name: name, valueName: value, help: help, repeatable: repeatable, allowedValues: allowed)
    }

    /// An option whose value is one of `Choice`'s cases: the accepted values, the help and
    /// the parsed value (`ParsedArguments.value(_:as:)`) all come from the one enum.
    package static func choice<Choice: CaseIterable & RawRepresentable>(
        _ name: String, value: String, of _: Choice.Type, help: String, repeatable: Bool = false
    ) -> OptionSpec where Choice.RawValue == String {
        option(name, value: value, help: help, allowed: Choice.allCases.map(\.rawValue), repeatable: repeatable)
    }

    package var isFlag: Bool { valueName == nil }

    /// `--format <format>` or `--strict`.
    package var usage: String {
        guard let valueName else { return name }
        return "\(name) <\(valueName)>"
    }
}

/// A positional argument.
package struct ArgumentSpec: Sendable {
    package enum Arity: Sendable, Equatable {
        /// Exactly one.
        case required
        /// Zero or one.
        case optional
        /// Zero or more (only as the last argument).
        case repeated
    }

    package var name: String
    package var help: String
    package var arity: Arity
    /// When not empty, the only accepted values (shown as `callers|debt`).
    package var allowedValues: [String]

    package init(_ name: String, arity: Arity, help: String, allowed: [String] = []) {
        self.name = name
        self.help = help
        self.arity = arity
        self.allowedValues = allowed
    }

    /// `<file>`, `[<id>]`, `[<paths> ...]`, `callers|debt`.
    package var usage: String {
        let word = allowedValues.isEmpty ? "<\(name)>" : allowedValues.joined(separator: "|")
        switch arity {
        case .required: return word
        case .optional: return "[\(word)]"
        case .repeated: return "[\(word) ...]"
        }
    }
}
