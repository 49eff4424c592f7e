import Foundation
import KitscanEngine
import KitscanSupport

/// The apps a kit repository lists (`apps` in its `kitscan.json`), opened: each one's name,
/// how its files are read and its own config. What every fleet-wide command iterates
/// (`scan`, `report callers`, `report debt`, `review`, and `adoption --by app`).
package struct Fleet: Sendable {
    /// The kit repository's workspace: its kit is every app's kit.
    package let kit: Workspace
    /// The apps to scan, by name.
    package var apps: [FleetApp]
    /// The apps that could not be opened (only with `--keep-going`), by name.
    package var skipped: [FleetSummary.App]

    /// Opens the apps of `kit`'s config (only `only` when it is not empty). A missing folder
    /// or repository, a ref that does not resolve or a broken app config fails the run
    /// naming the app and what to do, or with `keepGoing` is a warning (told to `warn`) and a
    /// skipped app.
    package static func open(kit: Workspace, only: [String], keepGoing: Bool,
                             warn: (String) -> Void) throws(WorkspaceError) -> Fleet {
        let entries = try select(kit.config.apps, only: only)
        var fleet = Fleet(kit: kit, apps: [], skipped: [])
        for entry in entries {
            do {
                fleet.apps.append(try FleetApp.open(entry, kitRoot: kit.root))
            } catch {
                guard keepGoing else { throw error }
                warn(error.messages.joined(separator: "\n") + " (skipped: --keep-going)")
                fleet.skipped.append(FleetApp.summary(entry, kitRoot: kit.root, skipped: reason(error.messages, app: entry.name)))
            }
        }
        return fleet
    }

    /// The fleet a run covers: the apps of `kit`'s config (`only` those, when named) when it
    /// lists some or apps are asked for and no path is named; nil when the folder itself is
    /// scanned. Naming both apps and paths is an error.
    package static func covering(paths: [String], kit: Workspace, only: [String], keepGoing: Bool,
                                 warn: (String) -> Void) throws(WorkspaceError) -> Fleet? {
        let listed = !kit.config.apps.isEmpty
        let asked = !only.isEmpty || keepGoing
        guard listed || asked else { return nil }
        if !paths.isEmpty {
            guard asked else { return nil }
            throw WorkspaceError(["--app and --keep-going cover the apps kitscan.json lists, not paths: leave out "
                                  + paths.joined(separator: " ") + ", or drop --app and --keep-going to scan those paths."])
        }
        return try open(kit: kit, only: only, keepGoing: keepGoing, warn: warn)
    }

    /// Why an app was skipped, as its line in a report says it (after the app's name).
    package static func reason(_ messages: [String], app: String) -> String {
        let prefix = "app `\(app)`: "
        return messages.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }.joined(separator: " ")
    }

    /// The entries `--app` names (all when none is named), by name; an unknown name is a
    /// usage error with the closest name.
    package static func select(_ apps: [AppEntry], only: [String]) throws(WorkspaceError) -> [AppEntry] {
        guard !apps.isEmpty else {
            throw WorkspaceError(["--app needs the kit repository's \"apps\" in kitscan.json: "
                                  + "list them, e.g. \"apps\": [{ \"name\": \"Mail\", \"path\": \"../mail-ios\" }]."])
        }
        let names = apps.map(\.name)
        for name in only where !names.contains(name) {
            throw WorkspaceError(["--app \(name): no such app. " + Suggestion.hint(for: name, among: names)
                                  + "The apps are: " + names.joined(separator: ", ") + "."])
        }
        return apps.filter { only.isEmpty || only.contains($0.name) }.sorted { Order.less($0.name, $1.name) }
    }
}
