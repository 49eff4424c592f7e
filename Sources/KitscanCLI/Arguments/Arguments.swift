import KitscanSupport
/// A command line, parsed against a `CommandSpec`: flags, option values and positionals.
/// The per-command option structs (`ScanOptions` …) are built from this.
public struct ParsedArguments: Sendable, Equatable {
    /// The command name (`scan`).
    public var command: String
    /// Flags that were given (`--strict`).
    public var flags: Set<String>
    /// Option values in the order given (`--format` -> `["json"]`).
    public var options: [String: [String]]
    /// Positional arguments, in order (everything after `--` included).
    public var positionals: [String]
    /// `-h` or `--help` appeared (before `--`).
    public var helpRequested: Bool

    public init(command: String, flags: Set<String> = [], options: [String: [String]] = [:],
                positionals: [String] = [], helpRequested: Bool = false) {
        self.command = command
        self.flags = flags
        self.options = options
        self.positionals = positionals
        self.helpRequested = helpRequested
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    /// The (last) value of an option, or nil when not given.
    public func value(_ name: String) -> String? { options[name]?.last }
    public func values(_ name: String) -> [String] { options[name] ?? [] }
    /// The same, by the option's declaration: each option's name is written once, in its spec.
    public func flag(_ option: OptionSpec) -> Bool { flag(option.name) }
    public func value(_ option: OptionSpec) -> String? { value(option.name) }
    public func values(_ option: OptionSpec) -> [String] { values(option.name) }
    /// A `choice` option's value as its enum (the parser has checked it is one of the cases).
    public func value<Choice: RawRepresentable>(_ option: OptionSpec, as _: Choice.Type) -> Choice?
        where Choice.RawValue == String {
        value(option).flatMap(Choice.init(rawValue:))
    }
    public func values<Choice: RawRepresentable>(_ option: OptionSpec, as _: Choice.Type) -> [Choice]
        where Choice.RawValue == String {
        values(option).compactMap(Choice.init(rawValue:))
    }
}

/// The hand-written argument parser: `--flag`, `--option value`, `--option=value`,
/// repeated options, `--` ending options, `-h`/`--help` anywhere.
public enum ArgumentParser {
    /// Parses the arguments that follow the command name. When `-h`/`--help` appears
    /// (before `--`), returns with `helpRequested` set and validates nothing else.
    /// `otherCommands` lets an unknown option point at the command that has it.
    public static func parse(_ arguments: [String], for spec: CommandSpec,
                             otherCommands: [CommandSpec] = []) throws(CommandLineError) -> ParsedArguments {
        var parsed = ParsedArguments(command: spec.name)
        if arguments.prefix(while: { $0 != "--" }).contains(where: isHelp) {
            parsed.helpRequested = true
            return parsed
        }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !looksLikeOption(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.option(named: name) else {
                throw unknownOption(name, spec: spec, otherCommands: otherCommands)
            }
            if option.isFlag {
                if inlineValue != nil { throw .flagWithValue(option: name, command: spec.name) }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count && !looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                value = ""
            }
            if value.isEmpty {
                throw .missingValue(option: name, valueName: option.valueName ?? "value", command: spec.name)
            }
            if !option.allowedValues.isEmpty && !option.allowedValues.contains(value) {
                throw .invalidValue(option: name, value: value, allowed: option.allowedValues, command: spec.name)
            }
            if let first = parsed.options[name]?.first, !option.repeatable {
                throw .repeatedOption(option: name, first: first, second: value, command: spec.name)
            }
            parsed.options[name, default: []].append(value)
        }
        try checkPositionals(parsed.positionals, spec: spec)
        return parsed
    }

    static func isHelp(_ argument: String) -> Bool {
        argument == "-h" || argument == "--help"
    }

    /// `-x`, `--x`, `--`; not `-` (stdin by convention) and not negative numbers.
    static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument != "-" else { return false }
        let rest = argument.utf8.dropFirst()
        if let first = rest.first, first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") { return false }
        return true
    }

    private static func unknownOption(_ name: String, spec: CommandSpec,
                                      otherCommands: [CommandSpec]) -> CommandLineError {
        let names = spec.options.map(\.name) + ["--help"]
        let suggestion = Suggestion.closest(to: name, in: names)
        let owner = otherCommands.first { $0.name != spec.name && $0.option(named: name) != nil }?.name
        return .unknownOption(name, command: spec.name, suggestion: suggestion, owner: owner)
    }

    private static func checkPositionals(_ positionals: [String], spec: CommandSpec) throws(CommandLineError) {
        var index = 0
        for argument in spec.arguments {
            switch argument.arity {
            case .required:
                guard index < positionals.count else {
                    throw .missingArgument(name: argument.name, usage: spec.usage, command: spec.name)
                }
                try checkAllowed(positionals[index], argument, spec)
                index += 1
            case .optional:
                if index < positionals.count {
                    try checkAllowed(positionals[index], argument, spec)
                    index += 1
                }
            case .repeated:
                while index < positionals.count {
                    try checkAllowed(positionals[index], argument, spec)
                    index += 1
                }
            }
        }
        if index < positionals.count {
            throw .unexpectedArgument(positionals[index], usage: spec.usage, command: spec.name)
        }
    }

    private static func checkAllowed(_ value: String, _ argument: ArgumentSpec,
                                     _ spec: CommandSpec) throws(CommandLineError) {
        if !argument.allowedValues.isEmpty && !argument.allowedValues.contains(value) {
            throw .invalidArgument(name: argument.name, value: value, allowed: argument.allowedValues,
                                   command: spec.name)
        }
    }
}
