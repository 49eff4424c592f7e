/// `kitscan baseline`: write the baseline from the current state.
public struct BaselineOptions: Sendable, Equatable {
    /// Allows entries to go up; the justification is required and shown in the output.
    public var raiseJustification: String?
    public var configPath: String?

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        raiseJustification = parsed.value("--raise")
        configPath = parsed.value("--config")
    }
}

public enum BaselineCommand {
    public static let spec = CommandSpec(
        name: "baseline",
        summary: "Write kitscan-baseline.json from the current findings.",
        discussion: "Writes the per-file, per-rule counts, sorted so that its diff in review shows which "
            + "files got better or worse. Written atomically: an interrupted run leaves the old file. "
            + "Without --raise, an entry that would go up is refused: fix the new findings, add an "
            + "exception comment, or raise it on purpose.",
        options: [
            .option("--raise", value: "justification",
                    help: "Allow entries to go up, saying why (shown in the output for the commit message)."),
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan baseline", "Create the baseline, or lower it to the current counts."),
            .init("kitscan baseline --raise \"legacy settings screen moved into the app\"",
                  "Accept more debt on purpose, with the reason."),
        ])

    public static func run(_ options: BaselineOptions, io: IO) -> Int32 {
        CommandStub.notAvailable("baseline", io: io)
    }
}
