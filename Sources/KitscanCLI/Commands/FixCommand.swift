import Foundation
import KitscanReport
import KitscanEngine
import KitscanFleet
import KitscanSupport
import KitscanFiles
import KitscanGit

/// `kitscan fix`: rewrite the findings that have one right replacement.
package struct FixOptionsCLI: Sendable, Equatable {
    package var paths: [String]
    /// Only these rules (empty: every rule).
    package var rules: [String]
    package var dryRun: Bool
    package var json: Bool
    /// Exit 1 when any finding is left.
    package var strict: Bool
    package var configPath: String?
    /// In a kit repository with apps: where each git app's patch goes.
    package var patchDir: String?
    /// The apps of a kit repository's fleet to fix.
    var fleet: FleetSelection

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        paths = parsed.positionals
        rules = parsed.values(FixCommand.rule)
        dryRun = parsed.flag(FixCommand.dryRun)
        json = parsed.value(FixCommand.format, as: FixCommand.Format.self) == .json
        strict = parsed.flag(FixCommand.strict)
        configPath = parsed.value(CommonOptions.config)
        patchDir = parsed.value(FixCommand.patchDir)
        fleet = FleetSelection(parsed)
    }
}

package enum FixCommand {
    static let rule = OptionSpec.option("--rule", value: "id", help: "Fix only this rule's findings.",
                                        repeatable: true)
    static let dryRun = OptionSpec.flag("--dry-run", help: "Write nothing; print the changes as a unified diff on stdout "
                                        + "and the report on stderr. Its paths are relative to the git repository's top "
                                        + "folder, as git's own (outside git, to the config's folder), so `git apply` takes it "
                                        + "from anywhere in the repository.")
    /// How fix writes its report.
    enum Format: String, Sendable, CaseIterable { case text, json }
    static let format = OptionSpec.choice("--format", value: "format", of: Format.self,
                                          help: "How to write the report: text (default) or json.")
    static let patchDir = OptionSpec.option(
        "--patch-dir", value: "DIR",
        help: "In a kit repository that lists \"apps\": write each git app's fixes to DIR/<app>.patch, a unified diff "
            + "whose paths are relative to the app's root (`git apply DIR/<app>.patch` in a checkout of it); the app's "
            + "repository is never touched. A path app's files are fixed in place. Without it, git apps are skipped.")
    static let strict = OptionSpec.flag("--strict", help: "Exit 1 when any finding is left (no single replacement).")

    package static let spec = CommandSpec(
        name: "fix",
        summary: "Rewrite the findings that have one right replacement.",
        discussion: "A raw colour, font size or metric whose value is exactly one kit token's becomes that token, "
            + "qualified as the kit declares it (`KitColor.selection`); a team rule's `fix` template rewrites its "
            + "matches. Only the finding's tokens change: comments and spacing stay. A file is rewritten "
            + "atomically, and only when it still lexes and parses as cleanly and its findings are the old ones "
            + "less the fixed ones (the file as it was is kept in .kitscan-cache/fix-backup/); excepted "
            + "findings are never touched. Where the token's module is not imported "
            + "the finding is left, unless kitscan.json says \"fix\": { \"addImports\": true }. Prints each "
            + "finding fixed, then \"N left for hand-fixing:\" and one line each with why, then per rule the counts. A second run changes nothing.",
        arguments: [
            ArgumentSpec("paths", arity: .repeated, help: "Files or folders to fix (default: the current folder)."),
        ],
        options: [rule, dryRun, format, strict, patchDir, FleetSelection.app, FleetSelection.keepGoing, CommonOptions.config],
        examples: [
            .init("kitscan fix", "Fix the whole project, then `kitscan check --tighten` records the lower counts."),
            .init("kitscan fix --dry-run > fix.patch", "See the changes first; `git apply fix.patch` makes them."),
            .init("kitscan fix --rule raw-colour App/Mail", "Fix only copied colours, in one folder."),
            .init("kitscan fix --rule deprecated-kit-use --patch-dir patches",
                  "In a kit repository with apps: migrate every app, path apps in place, git apps as patches."),
        ])

    package static func run(_ options: FixOptionsCLI, io: IO) throws(CommandFailure) -> Int32 {
        try run(options, io: io, beforeWrite: nil)
    }

    /// `beforeWrite` runs just before each file is checked and written (tests change the
    /// file there to see it left alone).
    static func run(_ options: FixOptionsCLI, io: IO, beforeWrite: ((String) -> Void)?) throws(CommandFailure) -> Int32 {
        let session = try ScanSession.open(paths: options.paths, configPath: options.configPath, io: io)
        let workspace = session.workspace
        for id in options.rules where !workspace.rules.knownIDs.contains(id) {
            throw CommandFailure("unknown rule `\(id)` for --rule. " + Suggestion.hint(for: id, among: workspace.rules.knownIDs.sorted())
                + "`kitscan rules` lists them.")
        }
        let fixOptions = FixOptions(rules: options.rules.isEmpty ? nil : Set(options.rules),
                                    addImports: workspace.config.fix.addImports,
                                    packages: workspace.config.fix.addImports ? PackageGraph.read(root: workspace.root) : nil)
        var sink = FixSink(options: options, io: io, beforeWrite: beforeWrite)
        if let fleet = try options.fleet.open(paths: options.paths, session: session) {
            do {
                let (files, unreadable) = try FleetFix(fleet: fleet, options: fixOptions, patchDir: options.patchDir.map { ($0, io.resolve($0)) },
                                                       toolVersion: Kitscan.version).run(into: &sink)
                return sink.finish(files: files, unreadable: unreadable)
            } catch {
                throw CommandFailure(messages: error.messages)
            }
        }
        if options.patchDir != nil {
            throw CommandFailure("--patch-dir writes a patch per git app of a kit repository's \"apps\" (in its kitscan.json); "
                                 + "here there are none: leave it out to fix these files in place.")
        }
        let diffPrefix = options.dryRun ? Self.diffPrefix(root: workspace.root) : ""
        let progress = io.progress()
        let run: FixRun
        do {
            run = try workspace.fix(paths: session.scopedPaths(options.paths), options: fixOptions, progress: { done, total in
                if total >= 200 { progress.step(done, of: total, "fixing") }
            }) { file in
                sink.take(file, root: workspace.root, diffPrefix: diffPrefix)
            }
        } catch {
            progress.finish()
            throw CommandFailure(messages: error.messages)
        }
        progress.finish()
        return sink.finish(files: run.files, unreadable: run.unreadable)
    }

    /// What the diff's paths (relative to the config's folder) start with: the way from the
    /// git repository's top folder to the config's folder, as `git diff` writes paths, so that
    /// `git apply` takes the diff from anywhere in the repository; outside git, nothing (the
    /// paths are relative to the config's folder, where the diff then applies).
    static func diffPrefix(root: String) -> String {
        guard let topLevel = Git.open(at: root)?.topLevel else { return "" }
        let root = FileSystem.canonicalPath(root), top = FileSystem.canonicalPath(topLevel)
        let base = top.hasSuffix("/") ? top : top + "/"
        return root.hasPrefix(base) ? String(root.dropFirst(base.count)) + "/" : ""
    }
}

/// Where `fix` hands each file's result: written (with --dry-run, a diff on stdout), then
/// counted into the one report and told, file by file. One sink for a folder and for every
/// app of a fleet, so both report alike.
struct FixSink: FleetFixSink {
    let options: FixOptionsCLI
    let io: IO
    let beforeWrite: ((String) -> Void)?
    var report: FixReport
    var failed = false
    /// Where the backups are, before their folder: a fleet's are in each path app's own.
    var backupsIn = ""

    init(options: FixOptionsCLI, io: IO, beforeWrite: ((String) -> Void)?) {
        self.options = options
        self.io = io
        self.beforeWrite = beforeWrite
        report = FixReport(dryRun: options.dryRun, keepsOutcomes: options.json)
    }

    var dryRun: Bool { options.dryRun }

    func diffPrefix(root: String) -> String { FixCommand.diffPrefix(root: root) }

    /// Text goes out file by file; with --dry-run the diff takes stdout and the report stderr.
    var reportSink: OutputSink { options.dryRun ? io.stderr : io.stdout }

    /// Writes `file` under `root` (or prints its diff, paths starting `diffPrefix`) and reports
    /// it with its paths shown from `shown` (a fleet app's prefix, as scan shows them).
    mutating func take(_ file: FileFix, root: String, diffPrefix: String, shown: String = "") {
        var file = file
        if let fixed = file.fixed {
            if options.dryRun {
                let diff = UnifiedDiff.render(old: file.original, new: fixed, path: diffPrefix + file.path)
                if options.json { report.diff += diff } else { io.stdout.write(diff) }
            } else if let problem = file.write(fixed, root: root, beforeWrite: beforeWrite) {
                failed = failed || problem.isError
                file.problem = problem.message
                for i in file.outcomes.indices where file.outcomes[i].fixed {
                    file.outcomes[i].replacement = nil
                    file.outcomes[i].reason = "not written: " + problem.message
                }
            }
        }
        count(file, shown: shown)
    }

    /// Reports `file` without writing it (a git app's fix, which goes to its patch).
    mutating func count(_ file: FileFix, shown: String) {
        var outcomes = file.outcomes
        for i in outcomes.indices { outcomes[i].finding.path = shown + outcomes[i].finding.path }
        let fixed = outcomes.filter(\.fixed).count
        let entry = fixed > 0 || file.problem != nil
            ? FixReport.FileEntry(path: shown + file.path, fixed: fixed, importsAdded: file.problem == nil ? file.addedImports : [],
                                  problem: file.problem)
            : nil
        let text = report.add(outcomes, file: entry)
        if !options.json && !text.isEmpty { reportSink.write(text) }
    }

    /// Tells a line of the run's own (an app skipped, a patch written) as the report goes.
    func tell(_ line: String) {
        if !options.json { reportSink.write(line + "\n") }
    }

    /// The summary, and the exit code.
    mutating func finish(files: Int, unreadable: [UnreadableFile]) -> Int32 {
        report.filesRead = files
        if !options.dryRun, report.files.contains(where: { $0.fixed > 0 && $0.problem == nil }) {
            report.backups = backupsIn + BackupCopy.folder + "/fix/"
        }
        report.unreadable = unreadable
        if options.json { io.stdout.write(report.json()) } else { reportSink.write(report.summary()) }
        if failed { return ExitCode.failure }
        return options.strict && report.leftCount > 0 ? ExitCode.findings : ExitCode.success
    }
}
