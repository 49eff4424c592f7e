import Foundation
import KitscanEngine
import KitscanFiles
import KitscanFleet
import KitscanGit
import KitscanHistory
import KitscanReport
import KitscanReview
import KitscanSupport

/// `kitscan adoption`: the component, primitive and token shares, per group and over time.
package struct AdoptionOptions: Sendable, Equatable {
    package enum By: Sendable, Equatable {
        case folder(Int)
        case team
        case app
    }

    package typealias Every = HistoryPeriod

    package var by: By?
    package var history: Bool
    package var every: Every
    package var since: String?
    package var out: String?
    package var json: String?
    package var svg: String?
    package var configPath: String?
    package var path: String?
    /// `--app` and `--keep-going`, with `--by app`.
    var fleet: FleetSelection
    /// With `--merge`: the JSON files of `--by app` jobs to merge.
    var merge: [String]?

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        if let text = parsed.value(AdoptionCommand.by) {
            by = try Self.by(text)
        }
        history = parsed.flag(AdoptionCommand.history)
        // `--every` and `--since` are about the history: alone, they mean it.
        if let text = parsed.value(AdoptionCommand.every) {
            guard let every = Every(rawValue: text) else {
                throw .invalidValue(option: "--every", value: text, allowed: Every.allCases.map(\.rawValue), command: "adoption")
            }
            self.every = every
        } else {
            every = .week
        }
        since = parsed.value(AdoptionCommand.since)
        if since != nil || parsed.value(AdoptionCommand.every) != nil { history = true }
        out = parsed.value(AdoptionCommand.out)
        json = parsed.value(AdoptionCommand.json)
        svg = parsed.value(AdoptionCommand.svg)
        configPath = parsed.value(CommonOptions.configFromPath)
        if parsed.flag(FleetMergeRun.merge) {
            merge = parsed.positionals
        } else if parsed.positionals.count > 1 {
            throw .unexpectedArgument(parsed.positionals[1], usage: AdoptionCommand.spec.usage, command: "adoption")
        }
        path = merge == nil ? parsed.positionals.first : nil
        fleet = FleetSelection(parsed)
    }

    static func by(_ text: String) throws(CommandLineError) -> By {
        let allowed = ["folder", "folder:N", "team", "app"]
        switch text {
        case "team": return .team
        case "app": return .app
        case "folder": return .folder(2)
        default:
            guard text.hasPrefix("folder:") else { throw .invalidValue(option: "--by", value: text, allowed: allowed, command: "adoption") }
            guard let depth = Int(text.dropFirst("folder:".count)), depth > 0 else {
                throw .invalidNumber(option: "--by folder:", value: String(text.dropFirst("folder:".count)), command: "adoption")
            }
            return .folder(depth)
        }
    }
}

package enum AdoptionCommand {
    static let by = OptionSpec.option("--by", value: "group", help: "Group files: folder (the first 2 folders), folder:N, "
                                      + "team (owners from CODEOWNERS and adoption.teams), or app (in a kit repository: one group "
                                      + "per app its kitscan.json lists in \"apps\", each counted with the kit's working tree).")
    static let history = OptionSpec.flag("--history", help: "Also compute the shares at the last commit of each week "
                                         + "(before Saturday 00:00 UTC) or month, on HEAD's first-parent line "
                                         + "(with --by app, on each app's own line: its repository's HEAD, or its ref).")
    static let every = OptionSpec.option("--every", value: "period", help: "The history's step: week (default) or month (implies --history).",
                                         allowed: AdoptionOptions.Every.allCases.map(\.rawValue))
    static let since = OptionSpec.option("--since", value: "rev", help: "Start the history at this revision or YYYY-MM-DD "
                                         + "(default: the first commit; implies --history). With --by app, each app's line starts there: "
                                         + "give a date, or a revision every app has.")
    static let out = OptionSpec.option("--out", value: "file", help: "Write the Markdown here instead of stdout.")
    static let json = OptionSpec.option("--json", value: "file", help: "Also write every count, group and point as JSON (with schemaVersion).")
    static let svg = OptionSpec.option("--svg", value: "file", help: "Also draw the shares over time as SVG (needs the history).")

    package static let spec = CommandSpec(
        name: "adoption",
        summary: "Measure kit adoption: component, primitive and token shares.",
        discussion: "component share = kit component uses ÷ (kit uses + uses of the app's own views, styles and modifiers); "
            + "primitive share = kit uses ÷ (kit uses + raw uses of the SwiftUI controls the kit replaces); "
            + "token share = kit token references ÷ (references + raw values, the findings of adoption.rawValueRules). "
            + "The kit, previews and tests count on neither side. Each share is traced to the components, app types, "
            + "controls, tokens and values that make it, with links. Same input, byte-identical output.",
        arguments: [
            ArgumentSpec("path", arity: .repeated, help: "The folder to measure (default: the current folder); "
                         + "with --merge (which implies --by app), the JSON files of `adoption --by app --app NAME --json FILE` to merge."),
        ],
        options: [by, history, every, since, out, json, svg, FleetSelection.app, FleetSelection.keepGoing, FleetMergeRun.merge,
                  CommonOptions.configFromPath],
        examples: [
            .init("kitscan adoption --out ADOPTION.md --json adoption.json", "The three shares and what makes them."),
            .init("kitscan adoption --by team", "One row per team, from CODEOWNERS."),
            .init("kitscan adoption --history --svg adoption.svg", "One point per week, and its chart."),
            .init("kitscan adoption --by app --history --since 2026-01-01", "In a kit repository: one row and one line per app."),
            .init("kitscan adoption --by app --merge mail.json notes.json --out adoption.md",
                  "In a kit repository: join one CI job per app into the report of one run."),
        ])

    package static func run(_ options: AdoptionOptions, io: IO) throws(CommandFailure) -> Int32 {
        if let inputs = options.merge {
            try FleetAdoptionMerge.check(options, inputs: inputs)
        } else if options.svg != nil && !options.history {
            throw CommandFailure("--svg draws the shares over time: add --history.")
        }
        let session = try ScanSession.open(paths: options.path.map { [$0] } ?? [], configPath: options.configPath, io: io)
        let report: AdoptionReport
        if let inputs = options.merge {
            report = try FleetAdoptionMerge.report(options, inputs: inputs, session: session)
        } else if options.by == .app {
            report = try fleetReport(options, session: session)
        } else {
            report = try self.report(options, session: session)
        }
        let linkBase = options.out.map { ReportLinks.base(root: session.workspace.root, outputFile: io.resolve($0)) } ?? ""
        let markdown = AdoptionMarkdown(linkBase: linkBase).render(report)
        if let json = options.json { try ReportOutput.write(AdoptionJSON.text(report), to: json, io: io) }
        if let svg = options.svg { try ReportOutput.write(AdoptionSVG().render(report), to: svg, io: io) }
        if let out = options.out {
            try ReportOutput.write(markdown, to: out, io: io)
        } else {
            io.stdout.write(markdown)
        }
        return ExitCode.success
    }

    /// `--by app`: the apps of the kit repository's `apps`.
    static func fleetReport(_ options: AdoptionOptions, session: ScanSession) throws(CommandFailure) -> AdoptionReport {
        guard !session.workspace.config.apps.isEmpty else {
            throw CommandFailure("--by app groups the apps a kit repository lists, and \(session.workspace.config.file ?? "kitscan.json") "
                + "lists none: add them to its \"apps\", e.g. \"apps\": [{ \"name\": \"Mail\", \"path\": \"../mail-ios\" }, "
                + "{ \"name\": \"Notes\", \"git\": \"../notes-ios.git\", \"ref\": \"origin/main\" }], or group by folder or team.")
        }
        guard let fleet = try options.fleet.open(paths: options.path.map { [$0] } ?? [], session: session) else {
            throw CommandFailure("--by app covers the apps kitscan.json lists, not a path: leave out \(options.path ?? "the path").")
        }
        do {
            return try FleetAdoption(fleet: fleet, history: options.history, since: options.since, every: options.every,
                                     keepGoing: options.fleet.keepGoing, console: session.io.fleetConsole,
                                     toolVersion: Kitscan.version).report()
        } catch {
            throw CommandFailure(messages: error.messages)
        }
    }

    /// The folder's report (all of it, or the files under `path`), grouped by folder or team.
    static func report(_ options: AdoptionOptions, session: ScanSession) throws(CommandFailure) -> AdoptionReport {
        if !options.fleet.apps.isEmpty || options.fleet.keepGoing {
            throw CommandFailure("--app and --keep-going choose among a kit repository's apps: add --by app.")
        }
        let io = session.io
        let workspace = session.workspace
        // The kit and the app types come from the whole folder; only the files under `path` are counted.
        let files: [String]
        do {
            files = try workspace.checkedFiles().files
        } catch {
            throw CommandFailure(messages: error.messages)
        }
        let scoped = session.scopedPaths(options.path.map { [$0] } ?? [])
        let measured = scoped.isEmpty ? nil : workspace.files(paths: scoped).files
        let scanner = workspace.fileScanner(scanned: files)
        let problems = workspace.adoptionProblems(scanner.kit)
        if !problems.isEmpty { throw CommandFailure(messages: problems) }
        var notes: [String] = []
        let groups = try grouping(options.by, workspace: workspace, io: io, notes: &notes)
        let kit = workspace.adoptionKit(scanner.kit)
        let root = workspace.root
        let progress = io.progress()
        let counted = workspace.adoptionFiles(files, counting: measured, scanner: scanner, kit: kit, read: { path in
            try? FileBytes.read(path: root + "/" + path)
        }, progress: { done, total in if total >= 200 { progress.step(done, of: total, "counting") } })
        progress.finish()
        for file in counted { if let problem = file.problem { io.printWarning("\(file.path): \(problem); not counted") } }
        var report = AdoptionTally.report(counted, grouping: groups?.name ?? "none", groups: groups?.lookup,
                                          components: scanner.kit.components.map(\.name), replaced: kit.replacedControls, notes: notes,
                                          catalogCases: scanner.kit.catalogCases)
        report.kitSources = KitSource.kitFirst(workspace.config.kit.sources, componentPaths: scanner.kit.components.map(\.path))
        if options.history {
            report.history = try history(workspace: workspace, options: options, groups: groups?.lookup, io: io)
        }
        return report
    }

    /// `--history`: the points of HEAD's first-parent line in the repository holding the workspace.
    static func history(workspace: Workspace, options: AdoptionOptions, groups: (@Sendable (String) -> [String])?,
                       io: IO) throws(CommandFailure) -> [AdoptionPoint] {
        let git = try GitRequirement(needs: "reads the adoption history from git's commits", outside: "Run it in a clone.",
                                       noCommits: "there is no history to read. Commit, then run `kitscan adoption --history`.")
            .open(at: workspace.root, command: "adoption")
        let progress = io.progress()
        defer { progress.finish() }
        do {
            let reader = RevisionScanner(workspace: workspace, repository: git, prefix: try git.prefix(of: workspace.root))
            let counter = AdoptionRevisions(workspace: workspace, scanner: reader.scanner, kit: workspace.adoptionKit(reader.scanner.kit))
            let points = try workspace.withBlobCache(toolVersion: Kitscan.version, configFile: options.configPath.map(io.resolve),
                                                     repository: git) { (cache: inout BlobCache) throws(RepositoryError) in
                var line = AdoptionHistory.Line(repository: git, head: "HEAD", reader: reader, counter: counter, cache: cache)
                defer { cache = line.cache }
                return try AdoptionHistory.count(&line, since: options.since, every: options.every, groups: groups, progress: progress)
            }
            AdoptionHistory.forgetTheOldCache(root: workspace.root)
            return points.map(\.point)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The groups a file belongs to, and the grouping's name; nil without `--by`.
    static func grouping(_ by: AdoptionOptions.By?, workspace: Workspace, io: IO,
                         notes: inout [String]) throws(CommandFailure) -> (name: String, lookup: @Sendable (String) -> [String])? {
        let grouping: AdoptionGrouping
        switch by {
        case nil, .app?:
            // Apps are grouped by the fleet's report, not by a file's path.
            return nil
        case .folder(let depth)?: grouping = .folder(depth: depth)
        case .team?: grouping = .team
        }
        return (grouping.name, grouping.lookup(in: workspace, notes: &notes, warn: io.printWarning, note: { io.stderr.line("note: " + $0) }))
    }
}
