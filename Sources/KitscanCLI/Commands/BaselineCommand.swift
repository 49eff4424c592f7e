import KitscanRatchet

/// `kitscan baseline`: write the baseline from the current state.
public struct BaselineOptions: Sendable, Equatable {
    /// Allows entries to go up; the justification is required and shown in the output.
    public var raiseJustification: String?
    public var configPath: String?

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        raiseJustification = parsed.value(BaselineCommand.raise)
        configPath = parsed.value(CommonOptions.config)
    }
}

public enum BaselineCommand {
    static let raise = OptionSpec.option("--raise", value: "justification",
                    help: "Allow entries to go up, saying why (shown in the output for the commit message).")

    public static let spec = CommandSpec(
        name: "baseline",
        summary: "Write kitscan-baseline.json from the current findings.",
        discussion: "Writes the per-file, per-rule counts, sorted so that its diff in review shows which "
            + "files got better or worse. Written atomically: an interrupted run leaves the old file. "
            + "Without --raise, an entry that would go up is refused: fix the new findings, add an "
            + "exception comment, or raise it on purpose.",
        options: [
            raise,
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan baseline", "Create the baseline, or lower it to the current counts."),
            .init("kitscan baseline --raise \"legacy settings screen moved into the app\"",
                  "Accept more debt on purpose, with the reason."),
        ])

    public static func run(_ options: BaselineOptions, io: IO) -> Int32 {
        guard let session = RatchetSession.open(paths: [], configPath: options.configPath, io: io) else {
            return ExitCode.failure
        }
        do throws(RatchetSetupError) {
            return try write(options, session: session)
        } catch {
            for message in error.messages { io.printError(message) }
            return ExitCode.failure
        }
    }

    private static func write(_ options: BaselineOptions, session: RatchetSession) throws(RatchetSetupError) -> Int32 {
        let io = session.io
        let name = session.baselineName
        let existing = try session.loadBaseline()
        let input = try session.workingTree(paths: [], baseline: existing)
        let next: Baseline
        var raised: [EntryChange] = []
        if let existing {
            do {
                next = try existing.rewritten(with: input.observations, scope: input.scope, renames: input.renames,
                                              justification: options.raiseJustification)
            } catch {
                io.stdout.write(error.description + "\n")
                let why = options.raiseJustification == nil ? "" : " (the justification given was empty)"
                io.printError("\(name) was not changed\(why). To raise on purpose, re-run: "
                              + "kitscan baseline --raise \"<one-line justification>\"")
                return ExitCode.failure
            }
            raised = Ratchet.compare(baseline: existing, observations: input.observations, scope: input.scope,
                                     renames: input.renames).regressions
            if next == existing {
                io.stdout.line("\(name) is up to date (\(summary(next))).")
                return ExitCode.success
            }
        } else {
            next = Baseline.from(input.observations)
        }
        do {
            try next.write(to: session.baselinePath)
        } catch {
            io.printError("\(error.description). The baseline was not changed; check the folder's permissions.")
            return ExitCode.failure
        }
        io.stdout.line("Wrote \(name): \(summary(next)).")
        if !raised.isEmpty, let why = options.raiseJustification {
            io.stdout.line("Raised \(raised.count) entr\(raised.count == 1 ? "y" : "ies"), justified as: \(why)")
            for r in raised { io.stdout.line("  \(r.path): \(r.rule) \(r.baseline) -> \(r.count)") }
        }
        for problem in input.scan.unreadable {
            io.printWarning("\(problem.path): \(problem.reason)")
        }
        return ExitCode.success
    }

    private static func summary(_ baseline: Baseline) -> String {
        let entries = baseline.files.values.reduce(0) { $0 + $1.count }
        let findings = baseline.files.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
        return "\(findings) finding\(findings == 1 ? "" : "s") in \(entries) entr\(entries == 1 ? "y" : "ies") "
            + "across \(baseline.files.count) file\(baseline.files.count == 1 ? "" : "s")"
    }
}
