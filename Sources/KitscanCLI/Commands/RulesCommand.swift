/// `kitscan rules [id]`: list the rules, or explain one.
public struct RulesOptions: Sendable, Equatable {
    /// The rule to explain; nil lists them all.
    public var id: String?
    /// Run the rules against the examples in this folder.
    public var testDirectory: String?
    public var configPath: String?

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        id = parsed.positionals.first
        testDirectory = parsed.value("--test")
        configPath = parsed.value("--config")
    }
}

public enum RulesCommand {
    public static let spec = CommandSpec(
        name: "rules",
        summary: "List the rules, or explain one with its examples.",
        discussion: "Without an id: every rule with its severity, whether it is on, and its one-line "
            + "message. With an id: its rationale, parameters (as configured) and examples that trigger "
            + "and that do not.",
        arguments: [
            ArgumentSpec("id", arity: .optional, help: "A rule id, e.g. raw-colour."),
        ],
        options: [
            .option("--test", value: "dir",
                    help: "Check that the examples in <dir> trigger (or not) as they say; exit 1 if one "
                        + "does not."),
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan rules", "List the rules."),
            .init("kitscan rules small-font", "Explain small-font, with its examples."),
            .init("kitscan rules --test Rules/", "Test the rules against their examples."),
        ])

    public static func run(_ options: RulesOptions, io: IO) -> Int32 {
        CommandStub.notAvailable("rules", io: io)
    }
}
