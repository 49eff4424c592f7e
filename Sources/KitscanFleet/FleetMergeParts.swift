import KitscanEngine
import KitscanSupport

/// What every `--merge` of fleet jobs does before joining their reports: each job's JSON read
/// and parsed, every app of the kit's config in exactly one of them, and one kit for all.
package enum FleetMergeParts {
    /// Every input read with `parse`, and the apps of kitscan.json (those `--app` names) in
    /// none of them, as skipped with `keepGoing` (told to `warn`). Each app must be in exactly one input
    /// and every app in one: otherwise the merge would not be one run over the fleet. A file
    /// that does not parse names the `command` that writes it.
    package static func parts<Part>(_ inputs: [String], command: String, kit: Workspace, only: [String], keepGoing: Bool,
                                    warn: (String) -> Void, read: (String) throws(WorkspaceError) -> [UInt8],
                                    apps: (Part) -> FleetSummary?,
                                    parse: (JSONValue) throws -> Part) throws(WorkspaceError) -> (parts: [Part], missing: [FleetSummary.App]) {
        let expected = try Fleet.select(kit.config.apps, only: only)
        var parts: [Part] = []
        var from: [String: String] = [:]
        for input in inputs {
            let bytes = try read(input)
            let part: Part
            do {
                part = try parse(try JSONParser.parse(bytes))
            } catch {
                throw WorkspaceError(["cannot merge \(input): \(error). Write it in the kit repository with "
                                      + "`\(command) --app NAME --json \(input)`."])
            }
            for app in apps(part)?.apps ?? [] {
                if let other = from[app.name] {
                    throw WorkspaceError(["the app `\(app.name)` is in both \(other) and \(input): merge each app's JSON once."])
                }
                from[app.name] = input
            }
            parts.append(part)
        }
        var missing: [FleetSummary.App] = []
        for entry in expected where from[entry.name] == nil {
            guard keepGoing else {
                throw WorkspaceError(["the app `\(entry.name)` is in kitscan.json but in none of the merged files: add its JSON "
                                      + "(`\(command) --app \(entry.name) --json FILE`), or pass --keep-going to list it as skipped."])
            }
            warn("app `\(entry.name)`: in none of the merged files (skipped: --keep-going)")
            missing.append(FleetApp.summary(entry, kitRoot: kit.root, skipped: "in none of the merged files"))
        }
        return (parts, missing)
    }

    /// The kit every part that scanned an app was written with, which they must agree on:
    /// jobs run at different kit commits cannot be merged into one run's report. Nil when
    /// no part scanned an app.
    package static func sameKit<Part, Kit: Equatable>(_ parts: [Part], inputs: [String], kit: (Part) -> Kit,
                                                      apps: (Part) -> FleetSummary?) throws(WorkspaceError) -> Kit? {
        let withApps = zip(parts, inputs).filter { !(apps($0.0)?.scanned.isEmpty ?? true) }
        guard let (first, firstInput) = withApps.first else { return nil }
        for (part, input) in withApps.dropFirst() where kit(part) != kit(first) {
            throw WorkspaceError(["\(firstInput) and \(input) were written with different kits: run every job at the same kit commit."])
        }
        return kit(first)
    }

    /// The adoption reports of `adoption --by app` jobs as one run over all their apps writes
    /// them: an app's group is counted in its job alone, so the groups are gathered and the
    /// total summed as one run sums it.
    package static func adoption(_ parts: [AdoptionReport], missing: [FleetSummary.App],
                                 inputs: [String]) throws(WorkspaceError) -> AdoptionReport {
        // There is a part per input, and at least one input.
        let kit = try sameKit(parts, inputs: inputs, kit: Kit.init, apps: \.fleet) ?? Kit(parts[0])
        let groups = parts.flatMap(\.groups).sorted { Order.less($0.name, $1.name) }
        var notes: [String] = []
        for note in parts.flatMap(\.notes) where !notes.contains(note) { notes.append(note) }
        var report = AdoptionReport(grouping: "app", components: kit.components, replacedControls: kit.replaced,
                                    total: AdoptionTally.total(of: groups), groups: groups, notes: notes)
        report.fleet = FleetSummary(apps: (parts.flatMap { $0.fleet?.apps ?? [] } + missing).sorted { Order.less($0.name, $1.name) })
        return report
    }

    /// What every job must have counted with: the kit's components and the controls they replace.
    private struct Kit: Equatable {
        var components: [String]
        var replaced: [ReplacedControl]

        init(_ report: AdoptionReport) {
            components = report.components
            replaced = report.replacedControls
        }
    }
}
