import Foundation
import KitscanRatchet
import KitscanReport
import KitscanEngine
import KitscanSupport

/// `kitscan report callers|debt`.
package struct ReportOptions: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        /// Every use of every kit component, and the app views not yet on the debt list.
        case callers
        /// Findings per rule and file, the exceptions register and the burn-down.
        case debt
        /// The static site: overview, a page per component, debt, adoption.
        case site
    }

    package var kind: Kind
    /// Markdown output file; nil = stdout.
    package var out: String?
    /// Also write the JSON form here.
    package var json: String?
    /// Also draw the burn-down chart as SVG here.
    package var svg: String?
    package var configPath: String?
    /// Folder to report on; nil = the current folder.
    package var path: String?
    /// The apps of a kit repository's fleet to cover.
    var fleet = FleetSelection()
    /// With `--merge`: the JSON files of fleet runs to merge.
    var merge: [String]?
    package var site: SiteOptions

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        // The parser has checked the first positional against Kind's names.
        guard let first = parsed.positionals.first, let kind = Kind(rawValue: first) else {
            throw .missingArgument(name: "report", usage: ReportCommand.spec.usage, command: "report")
        }
        self.kind = kind
        if parsed.flag(FleetMergeRun.merge) {
            merge = Array(parsed.positionals.dropFirst())
        } else if parsed.positionals.count > 2 {
            throw .unexpectedArgument(parsed.positionals[2], usage: ReportCommand.spec.usage, command: "report")
        }
        path = parsed.positionals.count > 1 && merge == nil ? parsed.positionals[1] : nil
        out = parsed.value(ReportCommand.out)
        json = parsed.value(ReportCommand.json)
        svg = parsed.value(ReportCommand.svg)
        configPath = parsed.value(CommonOptions.config)
        fleet = FleetSelection(parsed)
        site = SiteOptions(parsed)
    }
}

package enum ReportCommand {
    static let out = OptionSpec.option("--out", value: "file", help: "Write the Markdown here instead of stdout (site: the folder to write).")
    static let json = OptionSpec.option("--json", value: "file", help: "Also write the report's data as JSON (to diff two runs): the "
                                        + "components and their callers, or the debt summary, findings, exceptions and history.")
    static let svg = OptionSpec.option("--svg", value: "file", help: "Also draw the burn-down chart as SVG (debt report).")

    package static let spec = CommandSpec(
        name: "report",
        summary: "Write the callers list, the debt list or the site (HTML).",
        discussion: "callers: one section per kit component with a table of its callers (location, "
            + "enclosing declaration, arguments, modifiers, handlers, #if branch), then the app views not "
            + "yet on the debt list.\n"
            + "debt: a summary per rule, the files with counts and line links, the exceptions register and "
            + "the burn-down (past 30 commits grouped by day, week or month, the last commit of each). "
            + "site: an overview, one page per component, the debt and the adoption as static HTML into --out DIR "
            + "(complete without JavaScript, no network; --single-file for one index.html).\n"
            + "Same input, byte-identical output.\n"
            + "In a kit repository whose kitscan.json lists \"apps\": every app, each with its own config and this "
            + "kit (--app limits them); --merge joins such runs' JSON, one app each, into what one run writes.",
        arguments: [
            ArgumentSpec("report", arity: .required, help: "Which report: callers, debt or site (the pages of both, and adoption).",
                         allowed: ReportOptions.Kind.allCases.map(\.rawValue)),
            ArgumentSpec("path", arity: .repeated, help: "The folder to report on (default: the current folder); "
                         + "with --merge, the JSON files to merge."),
        ],
        options: [
            out,
            json,
            svg,
            SiteCommand.singleFile,
            SiteCommand.sourceURL,
            SiteCommand.adoption,
            CommonOptions.configFromPath,
            FleetSelection.app,
            FleetSelection.keepGoing,
            FleetMergeRun.merge,
        ],
        examples: [
            .init("kitscan report callers --out CALLERS.md", "Write the callers list."),
            .init("kitscan report callers --json callers.json", "Print the callers list, save its JSON."),
            .init("kitscan report debt --out DEBT.md --svg burndown.svg", "Write the debt list and its chart."),
            .init("kitscan report site --out site", "Write the site: pages, site.css and site.js."),
        ])

    /// Writes the report. Returns 0, or 2 (after saying why) when the config, the baseline
    /// or an output file is a problem.
    package static func run(_ options: ReportOptions, io: IO) throws(CommandFailure) -> Int32 {
        if options.kind == .site { return try SiteCommand.run(options, io: io) }
        if let option = options.site.given.first {
            throw CommandFailure("\(option) is for the site: use it with `kitscan report site --out DIR`.")
        }
        switch options.kind {
        case .callers where options.svg != nil:
            throw CommandFailure("--svg draws the burn-down: use it with `kitscan report debt`.")
        default:
            break
        }
        // An output path naming a folder fails before the scan, with the file to name instead.
        for (option, path, name) in [(out.name, options.out, ".md"), (json.name, options.json, ".json"),
                                     (svg.name, options.svg, ".svg")] {
            guard let path, FileSystem.isDirectory(io.resolve(path)) else { continue }
            let folder = path.hasSuffix("/") ? path : path + "/"
            let file = option == svg.name ? "burndown.svg" : options.kind.rawValue + name
            throw CommandFailure("cannot write the report: \(path) is a folder. Name a file, e.g. \(option) \(folder)\(file)")
        }
        if let inputs = options.merge { return try FleetMergeRun.run(options, inputs: inputs, io: io) }
        let paths = options.path.map { [$0] } ?? []
        let session = try ScanSession.open(paths: paths, configPath: options.configPath, io: io)
        let workspace = session.workspace
        var debt = options.kind == .debt ? try DebtContext.read(workspace, io: io) : DebtContext()
        let result = try scan(options, paths: paths, session: session, debt: &debt)
        return try write(result, options, root: workspace.root, baseline: debt.baseline, history: debt.history, lag: debt.lag, io: io)
    }

    /// What the debt list and the site show beside the findings.
    struct DebtContext {
        var baseline: [String: [String: Int]]?
        var history: [HistoryPoint] = []
        var lag: HistoryLag?

        /// Read before the scan, so a broken baseline fails fast; a broken history only
        /// warns: without it the report is still right, only shorter.
        static func read(_ workspace: Workspace, io: IO) throws(CommandFailure) -> DebtContext {
            var context = DebtContext()
            do {
                context.baseline = try Baseline.load(path: workspace.root + "/" + workspace.config.baseline)?.counts
            } catch {
                throw CommandFailure(error.description)
            }
            do {
                context.history = try HistoryFile.load(root: workspace.root)?.points ?? []
            } catch {
                io.printWarning(error.description)
            }
            context.lag = context.history.last.flatMap { HistoryCommand.lag(of: $0, root: workspace.root) }
            return context
        }
    }

    /// The scan a report shows: every app of the fleet in a kit repository (whose baseline and
    /// history are then its own, not the apps', and are left out), else the paths given.
    static func scan(_ options: ReportOptions, paths: [String], session: ScanSession,
                     debt: inout DebtContext) throws(CommandFailure) -> ScanResult {
        let result: ScanResult
        if let fleet = try options.fleet.scan(paths: paths, session: session) {
            debt = DebtContext()
            result = fleet
        } else {
            result = try session.scan(paths: ScanCoverage.paths(paths, session))
        }
        if let problem = ScanCoverage.problem(given: paths, result: result, session: session) { throw CommandFailure(problem) }
        return result
    }

    /// Writes the Markdown (to `--out` or stdout) and the JSON and SVG asked for.
    static func write(_ result: ScanResult, _ options: ReportOptions, root: String, baseline: [String: [String: Int]]?,
                      history: [HistoryPoint], lag: HistoryLag?, io: IO) throws(CommandFailure) -> Int32 {
        let linkBase = options.out.map { ReportLinks.base(root: root, outputFile: io.resolve($0)) } ?? ""

        var markdown: String
        switch options.kind {
        case .callers:
            let report = CallersReport(linkBase: linkBase)
            markdown = report.markdown(result)
            if let json = options.json { try write(report.json(result), to: json, io: io) }
        case .debt, .site:  // The site returned above, before the scan.
            let report = DebtReport(linkBase: linkBase)
            markdown = report.markdown(result, baseline: baseline, history: history, lag: lag)
            if let json = options.json { try write(report.json(result, baseline: baseline, history: history), to: json, io: io) }
            let bookkeeping = Set(result.rules.filter(\.isBookkeeping).map(\.id))
            if let svg = options.svg { try write(BurnDownSVG().render(history, bookkeeping: bookkeeping), to: svg, io: io) }
        }
        markdown = AdoptionCommand.linkingTheAdoptionReport(markdown, beside: options.out.map { io.resolve($0) }, io: io)
        if let out = options.out {
            try write(markdown, to: out, io: io)
            return ExitCode.success
        }
        io.stdout.write(markdown)
        return ExitCode.success
    }

    /// Writes `text` atomically to `path` (relative to the working folder).
    static func write(_ text: String, to path: String, io: IO) throws(CommandFailure) {
        do {
            try AtomicFile.write(Data(text.utf8), to: io.resolve(path))
        } catch {
            throw CommandFailure("cannot write the report: \(error.description)")
        }
    }
}

/// Links in a written report point at sources relative to the report's own folder.
enum ReportLinks {
    /// What to prepend to a root-relative source path so a link works from the folder of
    /// `outputFile`: `""` beside the root, `../` from `docs/`, `Samples/Omo/` from above it.
    static func base(root: String, outputFile: String) -> String {
        let folder = URL(fileURLWithPath: outputFile).deletingLastPathComponent().path
        let from = components(FileSystem.canonicalPath(folder))
        let to = components(FileSystem.canonicalPath(root))
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}
