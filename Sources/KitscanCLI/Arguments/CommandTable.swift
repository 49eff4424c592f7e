/// One command: its spec, and how to turn parsed arguments into a run of it.
public struct CommandEntry: Sendable {
    public var spec: CommandSpec
    /// Builds the command's typed options from the parsed arguments and runs it.
    public var run: @Sendable (ParsedArguments, IO) throws(CommandLineError) -> Int32

    public init(spec: CommandSpec,
                run: @escaping @Sendable (ParsedArguments, IO) throws(CommandLineError) -> Int32) {
        self.spec = spec
        self.run = run
    }
}

/// The commands, in the order `kitscan --help` lists them.
public enum CommandTable {
    public static let all: [CommandEntry] = [
        CommandEntry(spec: ScanCommand.spec) { parsed, io throws(CommandLineError) in
            ScanCommand.run(try ScanOptions(parsed), io: io)
        },
        CommandEntry(spec: CheckCommand.spec) { parsed, io throws(CommandLineError) in
            CheckCommand.run(try CheckOptions(parsed), io: io)
        },
        CommandEntry(spec: FixCommand.spec) { parsed, io throws(CommandLineError) in
            FixCommand.run(try FixOptionsCLI(parsed), io: io)
        },
        CommandEntry(spec: BaselineCommand.spec) { parsed, io throws(CommandLineError) in
            BaselineCommand.run(try BaselineOptions(parsed), io: io)
        },
        CommandEntry(spec: ReportCommand.spec) { parsed, io throws(CommandLineError) in
            ReportCommand.run(try ReportOptions(parsed), io: io)
        },
        CommandEntry(spec: DebtListCommand.spec) { parsed, io throws(CommandLineError) in
            DebtListCommand.run(try DebtListOptions(parsed), io: io)
        },
        CommandEntry(spec: HistoryCommand.spec) { parsed, io throws(CommandLineError) in
            HistoryCommand.run(try HistoryOptions(parsed), io: io)
        },
        CommandEntry(spec: ReviewCommand.spec) { parsed, io throws(CommandLineError) in
            ReviewCommand.run(try ReviewOptions(parsed), io: io)
        },
        CommandEntry(spec: RulesCommand.spec) { parsed, io throws(CommandLineError) in
            RulesCommand.run(try RulesOptions(parsed), io: io)
        },
        CommandEntry(spec: InitCommand.spec) { parsed, io throws(CommandLineError) in
            InitCommand.run(try InitOptions(parsed), io: io)
        },
        CommandEntry(spec: TokensCommand.spec) { parsed, io throws(CommandLineError) in
            TokensCommand.run(try TokensOptions(parsed), io: io)
        },
        CommandEntry(spec: OutlineCommand.spec) { parsed, io throws(CommandLineError) in
            OutlineCommand.run(try OutlineOptions(parsed), io: io)
        },
    ]

    public static var specs: [CommandSpec] { all.map(\.spec) }

    public static func entry(named name: String) -> CommandEntry? {
        all.first { $0.spec.name == name }
    }
}
