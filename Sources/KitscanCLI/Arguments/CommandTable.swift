/// One command: its spec, and how to turn parsed arguments into a run of it.
package struct CommandEntry: Sendable {
    package var spec: CommandSpec
    /// Builds the command's typed options from the parsed arguments and runs it.
    package var run: @Sendable (ParsedArguments, IO) throws(CommandFailure) -> Int32

    package init(spec: CommandSpec,
                run: @escaping @Sendable (ParsedArguments, IO) throws(CommandFailure) -> Int32) {
        self.spec = spec
        self.run = run
    }

    /// The command `spec` declares, its options read by `options` and run by `run`.
    static func command<Options>(_ spec: CommandSpec,
                                 _ options: @escaping @Sendable (ParsedArguments) throws(CommandLineError) -> Options,
                                 _ run: @escaping @Sendable (Options, IO) throws(CommandFailure) -> Int32) -> CommandEntry {
        CommandEntry(spec: spec) { parsed, io throws(CommandFailure) in
            try run(try CommandFailure.reading { () throws(CommandLineError) in try options(parsed) }, io)
        }
    }
}

/// The commands, in the order `kitscan --help` lists them.
package enum CommandTable {
    package static let all: [CommandEntry] = [
        .command(ScanCommand.spec, ScanOptions.init, ScanCommand.run),
        .command(CheckCommand.spec, CheckOptions.init, CheckCommand.run),
        .command(FixCommand.spec, FixOptionsCLI.init, FixCommand.run),
        .command(BaselineCommand.spec, BaselineOptions.init, BaselineCommand.run),
        // `report site` writes a folder of pages, not a report: the site's own run.
        .command(ReportCommand.spec, ReportOptions.init) { options, io throws(CommandFailure) in
            try options.kind == .site ? SiteCommand.run(options, io: io) : ReportCommand.run(options, io: io)
        },
        .command(DebtListCommand.spec, DebtListOptions.init, DebtListCommand.run),
        .command(HistoryCommand.spec, HistoryOptions.init, HistoryCommand.run),
        .command(AdoptionCommand.spec, AdoptionOptions.init, AdoptionCommand.run),
        .command(CatalogCommand.spec, CatalogOptions.init, CatalogCommand.run),
        .command(ReviewCommand.spec, ReviewOptions.init, ReviewCommand.run),
        .command(RulesCommand.spec, RulesOptions.init, RulesCommand.run),
        .command(InitCommand.spec, InitOptions.init, InitCommand.run),
        .command(TokensCommand.spec, TokensOptions.init, TokensCommand.run),
        .command(OutlineCommand.spec, OutlineOptions.init, OutlineCommand.run),
    ]

    package static var specs: [CommandSpec] { all.map(\.spec) }

    package static func entry(named name: String) -> CommandEntry? {
        all.first { $0.spec.name == name }
    }
}
