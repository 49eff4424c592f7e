import KitscanEngine
import KitscanReport
import KitscanSupport
import KitscanFleet

/// `kitscan report callers|debt --merge a.json b.json …`: the JSON of fleet runs over some
/// apps each (a CI matrix job per app, `--app NAME --json …`) joined into what one run over
/// all of them writes, byte for byte. Its app bookkeeping (`parts`, `sameKit`) is every
/// merge's, `adoption --merge` too.
enum FleetMergeRun {
    static let merge = OptionSpec.flag(
        "--merge",
        help: "Merge the JSON files given (each written in the kit repository by this command with `--app NAME --json FILE`) "
            + "into the report one run over all their apps writes, byte for byte; every app of kitscan.json must be "
            + "in one of them (--keep-going lists a missing one as skipped).")

    static func run(_ options: ReportOptions, inputs: [String], io: IO) throws(CommandFailure) -> Int32 {
        let command = "kitscan report \(options.kind.rawValue)"
        try needsInputs(inputs, example: "\(command) --merge mail.json notes.json --out \(options.kind.rawValue).md")
        if options.svg != nil {
            throw CommandFailure("--svg draws the kit repository's burn-down; a merge has no history: leave out --svg.")
        }
        let session = try ScanSession.open(paths: [], configPath: options.configPath, io: io)
        let read = try parts(inputs, name: "report", command: command, session: session, fleet: options.fleet, apps: \.fleet) { value in
            options.kind == .callers ? try FleetJSON.callers(value) : try FleetJSON.debt(value)
        }
        var missing = ScanResult()
        missing.fleet = FleetSummary(apps: read.missing)
        let components = try CommandFailure.running { () throws(WorkspaceError) in try FleetMergeParts.sameKit(read.parts, inputs: inputs, kit: \.components, apps: \.fleet) } ?? read.parts.first?.components ?? []
        let result = FleetMerge.merge(read.parts + [missing], components: components)
        return try ReportOutput.write(result, options, root: session.workspace.root, baseline: nil, history: [], lag: nil, io: io)
    }

    /// A merge with nothing to merge says how it is called.
    static func needsInputs(_ inputs: [String], example: String) throws(CommandFailure) {
        guard inputs.isEmpty else { return }
        throw CommandFailure("--merge needs the JSON files to merge, e.g. `\(example)`.")
    }

    /// Every input read and parsed, and the apps of kitscan.json none holds (see `FleetMergeParts.parts`).
    static func parts<Part>(_ inputs: [String], name: String, command: String, session: ScanSession, fleet: FleetSelection,
                            apps: (Part) -> FleetSummary?,
                            parse: (JSONValue) throws -> Part) throws(CommandFailure) -> (parts: [Part], missing: [FleetSummary.App]) {
        try CommandFailure.running { () throws(WorkspaceError) in
            try FleetMergeParts.parts(inputs, command: command, kit: session.workspace, only: fleet.apps, keepGoing: fleet.keepGoing,
                                      warn: session.io.printWarning, read: { input throws(WorkspaceError) in
                do throws(InputFileError) {
                    return try InputFile.read(input, io: session.io, command: name)
                } catch {
                    throw WorkspaceError([error.description])
                }
            }, apps: apps, parse: parse)
        }
    }
}
