/// One command: its spec, and how to turn parsed arguments into a run of it.
public struct CommandEntry: Sendable {
    public var spec: CommandSpec
    /// Builds the command's typed options from the parsed arguments and runs it.
    public var run: @Sendable (ParsedArguments, IO) throws(CommandFailure) -> Int32

    public init(spec: CommandSpec,
                run: @escaping @Sendable (ParsedArguments, IO) throws(CommandFailure) -> Int32) {
        self.spec = spec
        self.run = run
    }
}

/// The commands, in the order `kitscan --help` lists them.
public enum CommandTable {
    public static let all: [CommandEntry] = [
        CommandEntry(spec: ScanCommand.spec) { parsed, io throws(CommandFailure) in
            try ScanCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try ScanOptions(parsed) }, io: io)
        },
        CommandEntry(spec: CheckCommand.spec) { parsed, io throws(CommandFailure) in
            try CheckCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try CheckOptions(parsed) }, io: io)
        },
        CommandEntry(spec: FixCommand.spec) { parsed, io throws(CommandFailure) in
            try FixCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try FixOptionsCLI(parsed) }, io: io)
        },
        CommandEntry(spec: BaselineCommand.spec) { parsed, io throws(CommandFailure) in
            try BaselineCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try BaselineOptions(parsed) }, io: io)
        },
        CommandEntry(spec: ReportCommand.spec) { parsed, io throws(CommandFailure) in
            try ReportCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try ReportOptions(parsed) }, io: io)
        },
        CommandEntry(spec: HistoryCommand.spec) { parsed, io throws(CommandFailure) in
            try HistoryCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try HistoryOptions(parsed) }, io: io)
        },
        CommandEntry(spec: ReviewCommand.spec) { parsed, io throws(CommandFailure) in
            try ReviewCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try ReviewOptions(parsed) }, io: io)
        },
        CommandEntry(spec: RulesCommand.spec) { parsed, io throws(CommandFailure) in
            try RulesCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try RulesOptions(parsed) }, io: io)
        },
        CommandEntry(spec: InitCommand.spec) { parsed, io throws(CommandFailure) in
            try InitCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try InitOptions(parsed) }, io: io)
        },
        CommandEntry(spec: TokensCommand.spec) { parsed, io throws(CommandFailure) in
            try TokensCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try TokensOptions(parsed) }, io: io)
        },
        CommandEntry(spec: OutlineCommand.spec) { parsed, io throws(CommandFailure) in
            try OutlineCommand.run(try CommandFailure.reading { () throws(CommandLineError) in try OutlineOptions(parsed) }, io: io)
        },
    ]

    public static var specs: [CommandSpec] { all.map(\.spec) }

    public static func entry(named name: String) -> CommandEntry? {
        all.first { $0.spec.name == name }
    }
}
