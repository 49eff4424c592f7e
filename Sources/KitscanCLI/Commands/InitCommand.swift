/// `kitscan init`: a starter configuration and pre-commit hook.
public struct InitOptions: Sendable, Equatable {
    /// Overwrite existing files.
    public var force: Bool

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        force = parsed.flag("--force")
    }
}

public enum InitCommand {
    public static let spec = CommandSpec(
        name: "init",
        summary: "Write a starter kitscan.json and a git pre-commit hook.",
        discussion: "Leaves existing files alone unless --force is given.",
        options: [
            .flag("--force", help: "Overwrite an existing kitscan.json and hook."),
        ],
        examples: [
            .init("kitscan init", "Set kitscan up in this repository."),
        ])

    public static func run(_ options: InitOptions, io: IO) -> Int32 {
        CommandStub.notAvailable("init", io: io)
    }
}
