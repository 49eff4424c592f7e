import KitscanEngine
import KitscanReport
import KitscanSupport

/// `kitscan report callers|debt --merge a.json b.json …`: the JSON of fleet runs over some
/// apps each (a CI matrix job per app, `--app NAME --json …`) joined into what one run over
/// all of them writes, byte for byte.
enum FleetMergeRun {
    static let merge = OptionSpec.flag(
        "--merge",
        help: "Merge the JSON files given (each written by `report … --app NAME --json FILE` in the kit repository) "
            + "into the report one run over all their apps writes, byte for byte; every app of kitscan.json must be "
            + "in one of them (--keep-going lists a missing one as skipped).")

    static func run(_ options: ReportOptions, inputs: [String], io: IO) throws(CommandFailure) -> Int32 {
        let command = "kitscan report \(options.kind.rawValue)"
        guard !inputs.isEmpty else {
            throw CommandFailure("--merge needs the JSON files to merge, e.g. `\(command) --merge mail.json notes.json --out \(options.kind.rawValue).md`.")
        }
        if options.svg != nil {
            throw CommandFailure("--svg draws the kit repository's burn-down; a merge has no history: leave out --svg.")
        }
        let session = try ScanSession.open(paths: [], configPath: options.configPath, io: io)
        let expected = try Fleet.select(session.workspace.config.apps, only: options.fleet.apps)
        var parts: [ScanResult] = []
        var from: [String: String] = [:]
        for input in inputs {
            let bytes = try InputFile.readOrReport(input, io: io, command: "report")
            let part: ScanResult
            do {
                let value = try JSONParser.parse(bytes)
                part = options.kind == .callers ? try FleetJSON.callers(value) : try FleetJSON.debt(value)
            } catch {
                throw CommandFailure("cannot merge \(input): \(error). Write it in the kit repository with "
                                     + "`\(command) --app NAME --json \(input)`.")
            }
            for app in part.fleet?.apps ?? [] {
                if let other = from[app.name] {
                    throw CommandFailure("the app `\(app.name)` is in both \(other) and \(input): merge each app's JSON once.")
                }
                from[app.name] = input
            }
            parts.append(part)
        }
        var missing = ScanResult()
        missing.fleet = FleetSummary(apps: [])
        for entry in expected where from[entry.name] == nil {
            guard options.fleet.keepGoing else {
                throw CommandFailure("the app `\(entry.name)` is in kitscan.json but in none of the merged files: add its JSON "
                                     + "(`\(command) --app \(entry.name) --json FILE`), or pass --keep-going to list it as skipped.")
            }
            io.printWarning("app `\(entry.name)`: in none of the merged files (skipped: --keep-going)")
            missing.fleet?.apps.append(FleetApp.summary(entry, kitRoot: session.workspace.root, skipped: "in none of the merged files"))
        }
        let components = try sameKit(parts, inputs: inputs)
        let result = FleetMerge.merge(parts + [missing], components: components)
        return try ReportCommand.write(result, options, root: session.workspace.root, baseline: nil, history: [], lag: nil, io: io)
    }

    /// The kit's components, which every callers file must agree on: jobs run at different
    /// kit commits cannot be merged into one run's list.
    private static func sameKit(_ parts: [ScanResult], inputs: [String]) throws(CommandFailure) -> [Component] {
        let withApps = zip(parts, inputs).filter { !($0.0.fleet?.scanned.isEmpty ?? true) }
        guard let (first, firstInput) = withApps.first else { return parts.first?.components ?? [] }
        for (part, input) in withApps.dropFirst() where part.components != first.components {
            throw CommandFailure("\(firstInput) and \(input) were written with different kits: run every job at the same kit commit.")
        }
        return first.components
    }
}
