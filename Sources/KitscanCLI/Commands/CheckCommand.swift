import KitscanRatchet
import KitscanReport
import KitscanEngine
import KitscanSupport
import KitscanGit
import KitscanCheck

/// `kitscan check`: the ratchet against the checked-in baseline.
package struct CheckOptions: Sendable, Equatable {
    /// Check the staged content of staged files (pre-commit).
    package var staged: Bool
    /// Lower baseline entries that improved and drop files that are gone.
    package var tighten: Bool
    /// Also fail when a finding is new although its file's count did not rise (a swap).
    package var strict: Bool
    /// Compare each changed file with itself at `git merge-base base HEAD` (no baseline file).
    package var base: String?
    package var format: OutputFormat
    package var configPath: String?
    /// Limit the check to these files (empty = every file).
    package var paths: [String]

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        staged = parsed.flag(CheckCommand.staged)
        tighten = parsed.flag(CheckCommand.tighten)
        strict = parsed.flag(CheckCommand.strict)
        base = parsed.value(CheckCommand.base)
        format = OutputFormat.parse(parsed)
        configPath = parsed.value(CommonOptions.config)
        paths = parsed.positionals
    }
}

package enum CheckCommand {
    static let staged = OptionSpec.flag("--staged", help: "Check the files staged in git, as staged (for a pre-commit hook).")
    static let tighten = OptionSpec.flag("--tighten", help: "Lower the baseline entries that improved and drop files that are gone.")
    static let strict = OptionSpec.flag("--strict", help: "Also fail when a finding is new even though the count did not rise "
                  + "(a same-count swap), naming what was fixed and what was added.")
    static let base = OptionSpec.option("--base", value: "ref",
                    help: "Compare each changed file's counts with the same file at `git merge-base <ref> HEAD` "
                        + "(e.g. origin/main, for pull requests); no baseline file needed.")

    package static let spec = CommandSpec(
        name: "check",
        summary: "Fail when a file's findings rise above the baseline (ratchet).",
        discussion: "Compares, per file and per rule, the findings with kitscan-baseline.json (a file or "
            + "rule missing from it counts as 0). Exits 1 and prints the findings of every file and rule "
            + "over its count; otherwise exits 0 and says which files improved. Entries are never raised "
            + "here: that takes `kitscan baseline --raise`. With no baseline file yet, every finding is new: "
            + "run `kitscan baseline` first. A named path that does not exist (and is not a file deleted "
            + "since the baseline) is an error, exit 2, as is one holding no Swift file.",
        arguments: [
            ArgumentSpec("paths", arity: .repeated,
                         help: "Check only these files (the pre-commit framework passes them)."),
        ],
        options: [
            staged,
            tighten,
            strict,
            base,
            CommonOptions.format,
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan check", "Check the whole project against the baseline."),
            .init("kitscan check --staged", "Pre-commit: check what is about to be committed."),
            .init("kitscan check --tighten", "Check, then record the improvements in the baseline."),
            .init("kitscan check --base origin/main --format github", "CI on a pull request."),
        ])

    /// Runs the check. Returns 0 (clean), 1 (over baseline) or 2 (error).
    package static func run(_ options: CheckOptions, io: IO) throws(CommandFailure) -> Int32 {
        if options.base != nil && (options.staged || options.tighten) {
            throw CommandFailure("--base cannot be combined with \(options.staged ? "--staged" : "--tighten"): it compares with "
                          + "the merge base, not the baseline file. Run the two checks separately.")
        }
        let session = try RatchetSession.open(paths: options.paths, configPath: options.configPath, io: io)
        do throws(CommandFailure) {
            return try check(options, session: session, io: io)
        } catch {
            throw CommandFailure(messages: error.messages)
        }
    }

    /// A path named on the command line must exist: a typo must not pass as "check passed".
    /// A path deleted since the baseline (its entries become gone) or staged as deleted counts.
    private static func requireExisting(_ paths: [String], baseline: Baseline?, staged: Bool,
                                        session: RatchetSession, io: IO) throws(CommandFailure) {
        var stagedPaths: Set<String>?
        for path in paths where !FileSystem.exists(io.resolve(path)) {
            if let relative = session.givenPath(path) {
                if baseline?.files.keys.contains(where: { RatchetFiles.within($0, [relative]) }) == true { continue }
                if staged, let git = session.git {
                    if stagedPaths == nil { stagedPaths = Set(((try? git.changes(from: nil, staged: true)) ?? []).map(\.path)) }
                    if stagedPaths!.contains(session.files.gitPath(relative)) { continue }
                }
            }
            throw CommandFailure("no such file or folder: \(path). Check the path (it is relative to \(io.cwd)).")
        }
    }

    private static func check(_ options: CheckOptions, session: RatchetSession, io: IO) throws(CommandFailure) -> Int32 {
        let scanSession = ScanSession(workspace: session.workspace, io: io)
        let baseline: Baseline?
        let input: RatchetInput
        let against: String
        if let ref = options.base {
            let (before, changed, commit) = try CommandFailure.running { () throws(WorkspaceError) in try session.sinceBase(ref, paths: options.paths) }
            try requireExisting(options.paths, baseline: before, staged: false, session: session, io: io)
            baseline = before
            input = changed
            against = "the merge base with \(ref) (\(commit.prefix(10)))"
        } else {
            baseline = try CommandFailure.running { () throws(WorkspaceError) in try session.loadBaseline() }
            try requireExisting(options.paths, baseline: baseline, staged: options.staged, session: session, io: io)
            input = try CommandFailure.running { () throws(WorkspaceError) in
                options.staged ? try session.staged(paths: options.paths) : try session.workingTree(paths: options.paths, baseline: baseline)
            }
            against = session.baselineName
            if !options.staged {
                let existing = options.paths.filter { FileSystem.exists(io.resolve($0)) }
                if !existing.isEmpty, let problem = ScanCoverage.problem(given: existing, result: input.scan, session: scanSession) {
                    throw CommandFailure(problem)
                }
            }
        }
        let result = Ratchet.compare(baseline: baseline ?? Baseline(), observations: input.observations, scope: input.scope,
                                     renames: input.renames, knownRules: Set(session.workspace.rules.knownIDs))

        var tightened = false
        if options.tighten, let baseline, result.canTighten {
            let lowered = baseline.tightened(by: result)
            if lowered != baseline {
                do {
                    try lowered.write(to: session.baselinePath)
                } catch {
                    throw CommandFailure("\(error.description). The baseline was not changed; check the folder's permissions.")
                }
                tightened = true
            }
        }

        var presenter = RatchetPresenter(result: result, strict: options.strict, against: against, scan: input.scan,
                                         exceptionMarker: session.workspace.config.exceptionMarker,
                                         tightened: tightened, hasBaselineFile: options.base == nil && baseline != nil,
                                         formatter: scanSession.formatter())
        presenter.missingBaseline = options.base == nil && baseline == nil
        switch options.format {
        case .text:
            io.stdout.write(presenter.text(style: io.stdoutStyle))
        case .json:
            io.stdout.write(presenter.json())
        case .github:
            io.stdout.write(presenter.github())
            io.stderr.write(presenter.summary(style: io.stderrStyle))
        case .sarif, .xcode, .checkstyle, .junit, .gitlab:
            io.stdout.write(presenter.failing(as: options.format))
            io.stderr.write(presenter.summary(style: io.stderrStyle))
        }
        for problem in input.scan.unreadable {
            io.printWarning("\(problem.path): \(problem.reason)")
        }
        return presenter.failed ? ExitCode.findings : ExitCode.success
    }
}
