/// `kitscan history`: the burn-down from git history.
public struct HistoryOptions: Sendable, Equatable {
    /// Start at this revision (nil = the first commit).
    public var since: String?
    /// Scan every Nth commit (1 = every commit).
    public var every: Int
    public var configPath: String?

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        since = parsed.value("--since")
        configPath = parsed.value("--config")
        if let text = parsed.value("--every") {
            guard let number = Int(text), number > 0 else {
                throw .invalidNumber(option: "--every", value: text, command: "history")
            }
            every = number
        } else {
            every = 1
        }
    }
}

public enum HistoryCommand {
    public static let spec = CommandSpec(
        name: "history",
        summary: "Count findings per rule over the git history (the burn-down).",
        discussion: "Walks the first-parent history of HEAD and re-scans only the file versions it has "
            + "not seen before, so running it again is quick. The counts feed `kitscan report debt`.",
        options: [
            .option("--since", value: "rev", help: "Start at this revision or date (default: the first commit)."),
            .option("--every", value: "n", help: "Count every n-th commit only (default: 1)."),
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan history --since v2.0", "The burn-down since the 2.0 tag."),
            .init("kitscan history --every 10", "A quick burn-down of a long history."),
        ])

    public static func run(_ options: HistoryOptions, io: IO) -> Int32 {
        CommandStub.notAvailable("history", io: io)
    }
}
