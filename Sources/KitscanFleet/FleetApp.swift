import Foundation
import KitscanEngine
import KitscanReview
import KitscanSupport
import KitscanGit

/// One app of a fleet, opened: where its files are read, and its config with the fleet's kit.
package struct FleetApp: Sendable {
    package enum Files: Sendable {
        /// A folder: the app's workspace reads its own files.
        case folder
        /// A repository's objects at `commit` (what `ref` named): no checkout.
        case revision(git: Git, commit: String, tree: [TreeEntry])
    }

    package let entry: AppEntry
    /// The app's config, rules and (for a folder app) its root.
    package let workspace: Workspace
    package let files: Files
    /// The names on the app's debt list (a git app's, read at the commit).
    package let debtListNames: Set<String>?
    /// How reports show the app.
    package let summary: FleetSummary.App
    /// The app's `kitscan.json` (a git app's at the commit; empty without one): part of its cache's context.
    package var configBytes: [UInt8] = []

    package var name: String { entry.name }

    /// Opens `entry`, named from the kit repository's folder `kitRoot`.
    package static func open(_ entry: AppEntry, kitRoot: String) throws(WorkspaceError) -> FleetApp {
        let shown = "app `\(entry.name)`"
        switch entry.source {
        case .folder(let path):
            let root = KitConfig.absolute(path, root: kitRoot)
            guard FileSystem.isDirectory(root) else {
                throw WorkspaceError(["\(shown): no folder at \(path) (\(root)). Clone or check out the app there, "
                                      + "or fix its \"path\" in the kit's kitscan.json."])
            }
            let config = root + "/" + ConfigLocator.fileName
            do {
                let workspace = FileManager.default.fileExists(atPath: config)
                    ? try Workspace.fleetFolderApp(root: root, configFile: config) : try Workspace.fleetApp(root: root, config: Config())
                // The config's bytes are part of the app's cache context (its history's entries).
                return FleetApp(entry: entry, workspace: workspace, files: .folder, debtListNames: nil,
                                summary: summary(entry, kitRoot: kitRoot), configBytes: (try? FileBytes.read(path: config)) ?? [])
            } catch {
                throw WorkspaceError(error.messages.map { "\(shown): \($0)" })
            }
        case .git(let repository, let ref, _):
            let root = KitConfig.absolute(repository, root: kitRoot)
            guard let git = Git.repository(at: root) else {
                throw WorkspaceError(["\(shown): \(repository) (\(root)) is not a git repository. Clone it there "
                                      + "(`git clone --bare <url> \(repository)`), or fix its \"git\" in the kit's kitscan.json."])
            }
            guard let commit = git.resolve(ref) else {
                throw WorkspaceError(["\(shown): the ref \(ref) does not name a commit in \(repository). Fetch it "
                                      + "(`git -C \(repository) fetch`), or fix its \"ref\" in the kit's kitscan.json."])
            }
            do {
                return try revision(entry, git: git, commit: commit, kitRoot: kitRoot)
            } catch {
                throw WorkspaceError(error.messages.map { "\(shown): \($0)" })
            }
        }
    }

    /// A git app at `commit`: its tree, and its `kitscan.json` and debt list read from it.
    private static func revision(_ entry: AppEntry, git: Git, commit: String, kitRoot: String) throws(WorkspaceError) -> FleetApp {
        guard case .git(_, let ref, _) = entry.source else { preconditionFailure("a git app") }
        let tree: [TreeEntry]
        do {
            tree = try git.tree(commit, prefix: "")
        } catch {
            throw WorkspaceError([error.message])
        }
        var files = RevisionSource(repository: git, blobs: Dictionary(tree.map { ($0.path, $0.blob) }, uniquingKeysWith: { first, _ in first }))
        func read(_ path: String) throws(WorkspaceError) -> [UInt8]? {
            do {
                try files.read([path])
            } catch {
                throw WorkspaceError([error.message])
            }
            return try? files.bytes(path).get()
        }
        var config = Config()
        var configBytes: [UInt8] = []
        let configName = "\(entry.name)@\(ref):\(ConfigLocator.fileName)"
        if let bytes = try read(ConfigLocator.fileName) {
            configBytes = bytes
            do {
                config = try ConfigLoader.parse(bytes, file: configName)
            } catch {
                throw WorkspaceError(error.errors.map(\.description))
            }
        }
        var names: Set<String>?
        if let debtList = config.debtList {
            guard let bytes = try read(debtList) else {
                throw WorkspaceError(["its debt list \(debtList) is not in \(ref). Commit it there, or fix \"debtList\" in \(configName)."])
            }
            names = DebtList.names(in: bytes)
        }
        let workspace = try Workspace.fleetApp(root: git.topLevel, config: config)
        var summary = summary(entry, kitRoot: kitRoot)
        summary.commit = commit
        return FleetApp(entry: entry, workspace: workspace, files: .revision(git: git, commit: commit, tree: tree),
                        debtListNames: names, summary: summary, configBytes: configBytes)
    }

    /// How reports show `entry` (before it is scanned, or when it is skipped).
    package static func summary(_ entry: AppEntry, kitRoot: String, skipped: String? = nil) -> FleetSummary.App {
        switch entry.source {
        case .folder(let path):
            return FleetSummary.App(name: entry.name, location: KitConfig.relative(path, root: kitRoot), skipped: skipped)
        case .git(let repository, let ref, let url):
            return FleetSummary.App(name: entry.name, location: KitConfig.relative(repository, root: kitRoot), ref: ref,
                                    url: url, skipped: skipped)
        }
    }
}
