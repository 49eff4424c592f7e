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
        let components = try sameKit(read.parts, inputs: inputs, kit: \.components, apps: \.fleet) ?? read.parts.first?.components ?? []
        let result = FleetMerge.merge(read.parts + [missing], components: components)
        return try ReportOutput.write(result, options, root: session.workspace.root, baseline: nil, history: [], lag: nil, io: io)
    }

    /// A merge with nothing to merge says how it is called.
    static func needsInputs(_ inputs: [String], example: String) throws(CommandFailure) {
        guard inputs.isEmpty else { return }
        throw CommandFailure("--merge needs the JSON files to merge, e.g. `\(example)`.")
    }

    /// Every input read with `parse`, and the apps of kitscan.json (those `--app` names) in
    /// none of them, as skipped with `--keep-going`. Each app must be in exactly one input
    /// and every app in one: otherwise the merge would not be one run over the fleet. A file
    /// that does not parse names the `command` that writes it (`name` is kitscan's command).
    static func parts<Part>(_ inputs: [String], name: String, command: String, session: ScanSession, fleet: FleetSelection,
                            apps: (Part) -> FleetSummary?,
                            parse: (JSONValue) throws -> Part) throws(CommandFailure) -> (parts: [Part], missing: [FleetSummary.App]) {
        let expected: [AppEntry]
        do {
            expected = try Fleet.select(session.workspace.config.apps, only: fleet.apps)
        } catch {
            throw CommandFailure(messages: error.messages)
        }
        var parts: [Part] = []
        var from: [String: String] = [:]
        for input in inputs {
            let bytes = try InputFile.readOrReport(input, io: session.io, command: name)
            let part: Part
            do {
                part = try parse(try JSONParser.parse(bytes))
            } catch {
                throw CommandFailure("cannot merge \(input): \(error). Write it in the kit repository with "
                                     + "`\(command) --app NAME --json \(input)`.")
            }
            for app in apps(part)?.apps ?? [] {
                if let other = from[app.name] {
                    throw CommandFailure("the app `\(app.name)` is in both \(other) and \(input): merge each app's JSON once.")
                }
                from[app.name] = input
            }
            parts.append(part)
        }
        var missing: [FleetSummary.App] = []
        for entry in expected where from[entry.name] == nil {
            guard fleet.keepGoing else {
                throw CommandFailure("the app `\(entry.name)` is in kitscan.json but in none of the merged files: add its JSON "
                                     + "(`\(command) --app \(entry.name) --json FILE`), or pass --keep-going to list it as skipped.")
            }
            session.io.printWarning("app `\(entry.name)`: in none of the merged files (skipped: --keep-going)")
            missing.append(FleetApp.summary(entry, kitRoot: session.workspace.root, skipped: "in none of the merged files"))
        }
        return (parts, missing)
    }

    /// The kit every part that scanned an app was written with, which they must agree on:
    /// jobs run at different kit commits cannot be merged into one run's report. Nil when
    /// no part scanned an app.
    static func sameKit<Part, Kit: Equatable>(_ parts: [Part], inputs: [String], kit: (Part) -> Kit,
                                              apps: (Part) -> FleetSummary?) throws(CommandFailure) -> Kit? {
        let withApps = zip(parts, inputs).filter { !(apps($0.0)?.scanned.isEmpty ?? true) }
        guard let (first, firstInput) = withApps.first else { return nil }
        for (part, input) in withApps.dropFirst() where kit(part) != kit(first) {
            throw CommandFailure("\(firstInput) and \(input) were written with different kits: run every job at the same kit commit.")
        }
        return kit(first)
    }
}
