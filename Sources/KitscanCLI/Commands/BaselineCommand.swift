import Foundation
import KitscanCheck
import KitscanEngine
import KitscanRatchet
import KitscanSupport

/// `kitscan baseline`: write the baseline from the current state.
package struct BaselineOptions: Sendable, Equatable {
    /// Allows entries to go up; the justification is required and shown in the output.
    package var raiseJustification: String?
    package var configPath: String?

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        raiseJustification = parsed.value(BaselineCommand.raise)
        configPath = parsed.value(CommonOptions.config)
    }
}

package enum BaselineCommand {
    static let raise = OptionSpec.option("--raise", value: "justification",
                    help: "Allow entries to go up, saying why (shown in the output for the commit message).")

    package static let spec = CommandSpec(
        name: "baseline",
        summary: "Write kitscan-baseline.json from the current findings.",
        discussion: "Writes the per-file, per-rule counts, sorted so that its diff in review shows which "
            + "files got better or worse. Written atomically: an interrupted run leaves the old file. "
            + "Without --raise, an entry that would go up is refused: fix the new findings, add an "
            + "exception comment, or raise it on purpose. A baseline that cannot be read (merge conflict "
            + "markers, a truncated file) is rewritten from the current findings, the broken file kept "
            + "beside it as kitscan-baseline.json.broken.",
        options: [
            raise,
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan baseline", "Create the baseline, or lower it to the current counts."),
            .init("kitscan baseline --raise \"legacy settings screen moved into the app\"",
                  "Accept more debt on purpose, with the reason."),
        ])

    package static func run(_ options: BaselineOptions, io: IO) throws(CommandFailure) -> Int32 {
        let session = try RatchetSession.open(paths: [], configPath: options.configPath, io: io)
        do throws(CommandFailure) {
            return try write(options, session: session, io: io)
        } catch {
            throw CommandFailure(messages: error.messages)
        }
    }

    private static func write(_ options: BaselineOptions, session: RatchetSession, io: IO) throws(CommandFailure) -> Int32 {
        let name = session.baselineName
        // A broken baseline (a bad merge, a truncated write) is what `kitscan baseline` is
        // for: it is kept beside the new one, never lost.
        var existing: Baseline?
        var broken: BaselineError?
        do {
            existing = try Baseline.load(path: session.baselinePath)
        } catch {
            if case .unreadable = error.problem { throw CommandFailure(named(error, name).description) }
            broken = error
        }
        let input = try CommandFailure.running { () throws(WorkspaceError) in try session.workingTree(paths: [], baseline: existing) }
        if let problem = ScanCoverage.problem(given: [], result: input.scan, session: ScanSession(workspace: session.workspace, io: io)) {
            throw CommandFailure(problem)
        }
        if let broken {
            return try rewrite(broken, input: input, session: session, io: io)
        }
        let next: Baseline
        var raised: [EntryChange] = []
        if let existing {
            do {
                next = try existing.rewritten(with: input.observations, scope: input.scope, renames: input.renames,
                                              justification: options.raiseJustification)
            } catch {
                io.stdout.write(error.description + "\n")
                let why = options.raiseJustification == nil ? "" : " (the justification given was empty)"
                throw CommandFailure("\(name) was not changed\(why). To raise on purpose, re-run: "
                              + "kitscan baseline --raise \"<one-line justification>\"")
            }
            raised = Ratchet.compare(baseline: existing, observations: input.observations, scope: input.scope,
                                     renames: input.renames).regressions
            if next == existing {
                io.stdout.line("\(name) is up to date (\(next.summary)).")
                return ExitCode.success
            }
        } else {
            next = Baseline.from(input.observations)
        }
        do {
            try next.write(to: session.baselinePath)
        } catch {
            throw CommandFailure("\(error.description). The baseline was not changed; check the folder's permissions.")
        }
        io.stdout.line("Wrote \(name): \(next.summary).")
        if !raised.isEmpty, let why = options.raiseJustification {
            io.stdout.line("Raised \(raised.count) entr\(raised.count == 1 ? "y" : "ies"), justified as: \(why)")
            for r in raised { io.stdout.line("  \(r.path): \(r.rule) \(r.baseline) -> \(r.count)") }
        }
        for problem in input.scan.unreadable {
            io.printWarning("\(problem.path): \(problem.reason)")
        }
        return ExitCode.success
    }

    private static func named(_ error: BaselineError, _ name: String) -> BaselineError {
        var shown = error
        shown.path = name
        return shown
    }

    /// Keeps the broken baseline as `<name>.broken` (or `.broken-2`, … : an older backup is
    /// never overwritten) and writes a new one from the current findings.
    private static func rewrite(_ broken: BaselineError, input: RatchetInput,
                                session: RatchetSession, io: IO) throws(CommandFailure) -> Int32 {
        let name = session.baselineName
        guard let old = try? FileBytes.read(path: session.baselinePath) else {
            throw CommandFailure(named(broken, name).description)
        }
        var suffix = ".broken"
        var attempt = 1
        while FileSystem.exists(session.baselinePath + suffix) {
            attempt += 1
            suffix = ".broken-\(attempt)"
        }
        let next = Baseline.from(input.observations)
        do {
            try AtomicFile.write(Data(old), to: session.baselinePath + suffix)
            try next.write(to: session.baselinePath)
        } catch {
            throw CommandFailure("\(error.description). The baseline was not changed; check the folder's permissions.")
        }
        io.stdout.line("\(name) could not be read (\(broken.problem.reason)); kept it as \(name)\(suffix) and wrote a new one "
                       + "from the current findings: \(next.summary).")
        io.stdout.line("Review `git diff \(name)` before committing it; delete \(name)\(suffix) when done.")
        for problem in input.scan.unreadable {
            io.printWarning("\(problem.path): \(problem.reason)")
        }
        return ExitCode.success
    }
}
