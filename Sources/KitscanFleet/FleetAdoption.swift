import KitscanEngine
import KitscanReview
import KitscanSupport
import KitscanGit
import KitscanHistory

/// `adoption --by app` in a kit repository that lists apps: one group per app, each counted
/// as `kitscan adoption` counts the app alone (its own config and rules) but with the kit
/// repository's kit, and the total over every app. Paths read as the fleet's other reports
/// show them (`../mail/App/Inbox.swift`, `Notes@main:App/NoteList.swift`).
///
/// With `--history`, each app's points are on its own first-parent line (a folder app's
/// repository's HEAD, a git app's `ref`), one per period: a period's point holds each app at
/// its last commit before the period's end, and an app with no commit yet is not in it.
package struct FleetAdoption {
    package let fleet: Fleet
    /// Each app's points over time too, from `since`, one per `every`.
    package let history: Bool
    package let since: String?
    package let every: HistoryPeriod
    /// An app that cannot be counted is a warning and listed as skipped.
    package let keepGoing: Bool
    package let console: FleetConsole
    /// Part of each app's cache context.
    package let toolVersion: String

    package init(fleet: Fleet, history: Bool, since: String?, every: HistoryPeriod, keepGoing: Bool, console: FleetConsole,
                 toolVersion: String) {
        self.fleet = fleet
        self.history = history
        self.since = since
        self.every = every
        self.keepGoing = keepGoing
        self.console = console
        self.toolVersion = toolVersion
    }

    package func report() throws(WorkspaceError) -> AdoptionReport {
        let kit = fleet.kit.fleetKit()
        let problems = fleet.kit.adoptionProblems(kit)
        if !problems.isEmpty { throw WorkspaceError(problems) }
        let adoptionKit = fleet.kit.adoptionKit(kit)
        var files: [AdoptionFile] = []
        var appOf: [String: String] = [:]
        var histories: [String: [AdoptionHistory.PeriodPoint]] = [:]
        var summaries = fleet.skipped
        for app in fleet.apps {
            do throws(WorkspaceError) {
                let problems = app.workspace.adoptionProblems(kit)
                if !problems.isEmpty { throw WorkspaceError(problems) }
                let counted = try count(app, kit: kit, adoptionKit: adoptionKit, history: history)
                let prefix = app.summary.pathPrefix
                for var file in counted.files {
                    if let problem = file.problem { console.warn("\(prefix + file.path): \(problem); not counted") }
                    file.path = prefix + file.path
                    appOf[file.path] = app.name
                    files.append(file)
                }
                histories[app.name] = counted.history
                var summary = app.summary
                // The files its group counts (tests, previews and unreadable files are on
                // neither side), whether the app is a folder or a repository.
                summary.files = counted.files.filter(\.counted).count
                summaries.append(summary)
            } catch {
                let messages = error.messages.map { $0.hasPrefix("app `") ? $0 : "app `\(app.name)`: \($0)" }
                guard keepGoing else { throw WorkspaceError(messages) }
                console.warn(messages.joined(separator: "\n") + " (skipped: --keep-going)")
                summaries.append(FleetApp.summary(app.entry, kitRoot: fleet.kit.root, skipped: Fleet.reason(messages, app: app.name)))
            }
        }
        var report = AdoptionTally.report(files, grouping: "app", groups: { [appOf] in appOf[$0].map { [$0] } ?? [] },
                                          components: kit.components.map(\.name), replaced: adoptionKit.replacedControls,
                                          catalogCases: kit.catalogCases)
        // Every app is listed, a skipped one with why (no total leaves one out unsaid), and
        // an app with no counted file is still a group (of zeros).
        report.fleet = FleetSummary(apps: summaries.sorted { Order.less($0.name, $1.name) })
        for app in report.fleet!.scanned where !report.groups.contains(where: { $0.name == app.name }) {
            report.groups.append(AdoptionGroup(name: app.name))
        }
        report.groups.sort { Order.less($0.name, $1.name) }
        if history { report.history = Self.merged(histories) }
        return report
    }

    /// One app's files today, and its points with `history`.
    private func count(_ app: FleetApp, kit: KitIndex, adoptionKit: AdoptionKit,
                       history: Bool) throws(WorkspaceError) -> (files: [AdoptionFile], history: [AdoptionHistory.PeriodPoint]) {
        let progress = console.progress()
        defer { progress.finish() }
        switch app.files {
        case .folder:
            let workspace = app.workspace
            let paths = workspace.files().files
            let scanner = workspace.fleetScanner(kit: kit, scanned: paths)
            let root = workspace.root
            let files = workspace.adoptionFiles(paths, scanner: scanner, kit: adoptionKit, read: { path in
                try? FileBytes.read(path: root + "/" + path)
            }, progress: { done, total in if total >= 200 { progress.step(done, of: total, "counting \(app.name)") } })
            guard history else { return (files, []) }
            guard let git = Git.open(at: root), git.head != nil else {
                throw WorkspaceError(["its folder \(app.summary.location) is in no git repository with a commit, so it has no history "
                                     + "to read: commit it, list it with \"git\" and \"ref\", or leave out --history."])
            }
            do {
                let reader = RevisionScanner(repository: git, prefix: try git.prefix(of: root), selection: workspace.selection, scanner: scanner)
                return (files, try points(app, git: git, head: "HEAD", reader: reader, adoptionKit: adoptionKit, cache: nil))
            } catch {
                throw WorkspaceError([error.description])
            }
        case .revision(let git, let commit, let tree):
            let cacheFile = FleetCache.file(kitRoot: fleet.kit.root, app: app.name)
            var cache = FleetCache.load(cacheFile, context: FleetCache.context(app, toolVersion: toolVersion))
            do {
                let (reader, read) = try FleetScan.revisionReader(app, git: git, tree: tree, kit: kit, cache: &cache)
                // The blobs read for the aliases are not read again.
                var sources = [read]
                let counter = AdoptionRevisions(workspace: app.workspace, scanner: reader.scanner, kit: adoptionKit)
                var store = AdoptionCacheEntries(cache: cache, reader: reader, kit: adoptionKit)
                let files = try counter.files(&sources, store: &store)[0]
                guard history else {
                    if store.cache.changed { FleetCache.write(store.cache, to: cacheFile, kitRoot: fleet.kit.root, warn: console.warn) }
                    return (files, [])
                }
                return (files, try points(app, git: git, head: commit, reader: reader, adoptionKit: adoptionKit, cache: store.cache))
            } catch {
                throw WorkspaceError([error.description])
            }
        }
    }

    /// The app's points on its own first-parent line, through its blob cache in the kit
    /// repository (`cache` when already loaded).
    private func points(_ app: FleetApp, git: Git, head: String, reader: RevisionScanner, adoptionKit: AdoptionKit,
                        cache: BlobCache?) throws(GitError) -> [AdoptionHistory.PeriodPoint] {
        let cacheFile = FleetCache.file(kitRoot: fleet.kit.root, app: app.name)
        var line = AdoptionHistory.Line(repository: git, head: head, reader: reader,
                                        counter: AdoptionRevisions(workspace: app.workspace, scanner: reader.scanner, kit: adoptionKit),
                                        cache: cache ?? FleetCache.load(cacheFile, context: FleetCache.context(app, toolVersion: toolVersion)))
        let progress = console.progress()
        defer { progress.finish() }
        let points = try AdoptionHistory.count(&line, since: since, every: every, groups: nil, progress: progress,
                                               label: app.name + "'s ")
        if line.cache.changed { FleetCache.write(line.cache.pruned(by: git), to: cacheFile, kitRoot: fleet.kit.root, warn: console.warn) }
        return points
    }

    /// One point per period from the first app's first to the last app's last: each app at
    /// its last point up to that period (apps not begun yet left out), the total their sum;
    /// the commit names each app's (`Mail@1a2b3c4 Notes@5d6e7f8`), the date is the newest.
    package static func merged(_ histories: [String: [AdoptionHistory.PeriodPoint]]) -> [AdoptionPoint] {
        let periods = histories.values.flatMap { $0.map(\.period) }
        guard let first = periods.min(), let last = periods.max() else { return [] }
        let names = histories.keys.sorted(by: Order.less)
        var next = Dictionary(uniqueKeysWithValues: names.map { ($0, 0) })
        var result: [AdoptionPoint] = []
        for period in first...last {
            var point = AdoptionPoint(commit: "", date: "", total: AdoptionCounts())
            var commits: [String] = []
            for name in names {
                let line = histories[name]!
                while next[name]! < line.count, line[next[name]!].period <= period { next[name]! += 1 }
                guard next[name]! > 0 else { continue }
                let at = line[next[name]! - 1].point
                point.groups[name] = at.total
                point.total = point.total + at.total
                point.date = max(point.date, at.date)
                commits.append("\(name)@\(at.commit)")
            }
            point.commit = commits.joined(separator: " ")
            result.append(point)
        }
        return result
    }
}
