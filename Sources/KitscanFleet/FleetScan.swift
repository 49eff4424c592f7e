import Foundation
import KitscanEngine
import KitscanFiles
import KitscanReview
import KitscanSupport
import KitscanGit

/// Scans every app of a fleet with the kit repository's kit and merges the scans into one
/// result: each finding and use carries its app, and its path reads from the kit's folder
/// (`../mail-ios/App/Row.swift`) or names the revision (`Notes@origin/main:App/Row.swift`).
package struct FleetScan {
    package let fleet: Fleet
    package let console: FleetConsole
    /// An app that fails to scan (a glob matching nothing) is skipped, with a warning.
    package let keepGoing: Bool
    /// Part of each git app's cache context.
    package let toolVersion: String

    package init(fleet: Fleet, console: FleetConsole, keepGoing: Bool, toolVersion: String) {
        self.fleet = fleet
        self.console = console
        self.keepGoing = keepGoing
        self.toolVersion = toolVersion
    }

    package struct Outcome: Sendable {
        package var result: ScanResult
        /// File versions each git app scanned now (not found in its blob cache).
        package var scannedNow: [String: Int]
    }

    package func run() throws(WorkspaceError) -> Outcome {
        let kit = fleet.kit.fleetKit()
        var scans: [(FleetSummary.App, ScanResult)] = []
        var skipped = fleet.skipped
        var scannedNow: [String: Int] = [:]
        for app in fleet.apps {
            do {
                var summary = app.summary
                let result: ScanResult
                switch app.files {
                case .folder:
                    result = try folderScan(app, kit: kit)
                case .revision(let git, _, let tree):
                    let (scan, count) = try revisionScan(app, git: git, tree: tree, kit: kit)
                    result = scan
                    scannedNow[app.name] = count
                }
                summary.files = result.files.count
                scans.append((summary, result))
            } catch {
                let messages = error.messages.map { "app `\(app.name)`: \($0)" }
                guard keepGoing else { throw WorkspaceError(messages) }
                console.warn(messages.joined(separator: "\n") + " (skipped: --keep-going)")
                skipped.append(FleetApp.summary(app.entry, kitRoot: fleet.kit.root, skipped: Fleet.reason(messages, app: app.name)))
            }
        }
        var result = Self.merge(scans, skipped: skipped, components: kit.components)
        // An app left out may still use what the others do not.
        if skipped.isEmpty { result.readyToDelete = try readyToDelete(kit: kit, apps: scans.map(\.1)) }
        return Outcome(result: result, scannedNow: scannedNow)
    }

    /// The deprecated declarations no app names and no code of the kit's repository (the kit,
    /// its catalog, its own previews and samples): those its own whole scan finds ready, less
    /// what some app's files name.
    private func readyToDelete(kit: KitIndex, apps: [ScanResult]) throws(WorkspaceError) -> [String: [String]] {
        guard !kit.deprecations.isEmpty, apps.allSatisfy({ $0.deprecationsNamed != nil }) else { return [:] }
        let named = apps.reduce(into: Set<String>()) { $0.formUnion($1.deprecationsNamed ?? []) }
        return try fleet.kit.scan().readyToDelete.compactMapValues { names in
            let left = names.filter { !named.contains($0) }
            return left.isEmpty ? nil : left
        }
    }

    private func folderScan(_ app: FleetApp, kit: KitIndex) throws(WorkspaceError) -> ScanResult {
        let progress = console.progress()
        defer { progress.finish() }
        return try app.workspace.scan(kit: kit, progress: { done, total in
            if total >= 200 { progress.step(done, of: total, "scanning \(app.name)") }
        })
    }

    /// A git app's files at its commit, each version scanned once through its blob cache.
    private func revisionScan(_ app: FleetApp, git: Git, tree: [TreeEntry], kit: KitIndex) throws(WorkspaceError) -> (ScanResult, Int) {
        let progress = console.progress()
        defer { progress.finish() }
        let cacheFile = FleetCache.file(kitRoot: fleet.kit.root, app: app.name)
        var cache = FleetCache.load(cacheFile, context: FleetCache.context(app, toolVersion: toolVersion))
        do {
            let (reader, source) = try Self.revisionReader(app, git: git, tree: tree, kit: kit, cache: &cache)
            let paths = source.paths ?? []
            // The versions the cache lacks are scanned from the bytes read for their aliases (a
            // cold run reads each blob once), the rest read now.
            var sources = [source]
            let scans = try reader.scans(&sources, paths: [paths], cache: &cache, full: { _ in true }) { done, total in
                progress.step(done, of: total, "scanning \(app.name)")
            }
            let held = paths.compactMap { path in scans.scans[0][path]?.fileScan(path: path) }
            // `kit-copy` is decided over the whole app: the cache keeps each version's candidates unresolved.
            var (result, named) = ScanAssembly.result(held, stages: reader.scanner.wholeApp, unreadable: [])
            result.files = paths
            result.rules = app.workspace.rules.rules.map { $0.definition.summary }
            result.deprecationsNamed = named
            if cache.changed { FleetCache.write(cache, to: cacheFile, kitRoot: fleet.kit.root, warn: console.warn) }
            return (result, scans.scanned)
        } catch {
            throw WorkspaceError([error.message])
        }
    }

    /// The one revision reader of a git app at its commit, with the fleet's `kit` and the app's
    /// own typealiases of kit components (kept per blob in `cache`: a warm run reads no blob
    /// for them); the scanned files as a source, holding the blobs read to find the aliases.
    package static func revisionReader(_ app: FleetApp, git: Git, tree: [TreeEntry], kit: KitIndex, cache: inout BlobCache)
        throws(GitError) -> (RevisionScanner, RevisionSource) {
        let selection = app.workspace.selection
        var files: [String: String] = [:]
        for entry in tree where selection.contains(entry.path) { files[entry.path] = entry.blob }
        var source = RevisionSource(repository: git, blobs: files)
        let unknown = Set(files.values.filter { cache.aliases[$0] == nil }).sorted()
        try source.read(blobs: unknown)
        let reader = app.workspace.rules.factsReader
        for blob in unknown {
            let bytes = source.contents[blob] ?? []
            cache.storeAliases(Workspace.declaredNames(in: bytes), facts: reader.facts(in: bytes), blob: blob)
        }
        let aliases = files.keys.sorted().flatMap { cache.aliases[files[$0]!] ?? [] }
        let facts = AppFacts(merging: files.values.compactMap { cache.facts[$0] })
        let scanner = app.workspace.fleetScanner(kit: kit, aliases: aliases, facts: facts, debtListNames: app.debtListNames)
        return (RevisionScanner(repository: git, prefix: "", selection: selection, scanner: scanner), source)
    }

    /// One result from the apps' scans: paths as text shows them, every item with its app.
    package static func merge(_ scans: [(FleetSummary.App, ScanResult)], skipped: [FleetSummary.App], components: [Component]) -> ScanResult {
        var parts = scans.map { app, result -> ScanResult in
            let prefix = app.pathPrefix
            var part = result
            part.findings = result.findings.map { finding in
                var finding = finding
                finding.path = prefix + finding.path
                finding.app = app.name
                return finding
            }
            part.uses = result.uses.map { use in
                var use = use
                use.path = prefix + use.path
                use.app = app.name
                return use
            }
            part.unlistedViews = result.unlistedViews.map { var view = $0; view.path = prefix + view.path; return view }
            part.exceptions = result.exceptions.map { var record = $0; record.path = prefix + record.path; return record }
            part.unreadable = result.unreadable.map { var file = $0; file.path = prefix + file.path; return file }
            part.files = result.files.map { prefix + $0 }
            part.fleet = FleetSummary(apps: [app])
            return part
        }
        var none = ScanResult()
        none.fleet = FleetSummary(apps: skipped)
        parts.append(none)
        return FleetMerge.merge(parts, components: components)
    }
}
