import Foundation
import KitscanRatchet
import KitscanReport
import KitscanEngine
import KitscanHistory
import KitscanSupport

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
            SiteOptions.singleFile,
            SiteOptions.sourceURL,
            SiteOptions.adoption,
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
        let result = try ReportScan.scan(options, paths: paths, session: session, debt: &debt)
        return try ReportOutput.write(result, options, root: workspace.root, baseline: debt.baseline, history: debt.history, lag: debt.lag, io: io)
    }
}
