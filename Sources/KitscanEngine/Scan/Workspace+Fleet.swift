import Foundation
import KitscanFiles
import KitscanSupport

/// A fleet: one kit (the kit repository's working tree) and the apps that use it, each
/// scanned under its own config but with that kit.
extension Workspace {
    /// The kit as this workspace (the kit repository) declares it: components, tokens and
    /// aliases, without any app's.
    package func fleetKit() -> KitIndex {
        // Whether `kit-copy` runs is each app's config; the kit's index is there for those that do.
        buildKit(scanned: [], read: reader(), copies: true).kit
    }

    /// The scanner of this app's files under the fleet's `kit`, with the app's rules and debt
    /// list, and the app's own typealiases of kit components. No app file is a kit file.
    package func fleetScanner(kit: KitIndex, aliases: [(String, String)], facts: AppFacts,
                              debtListNames names: Set<String>?) -> FileScanner {
        var kit = kit
        kit.app = facts
        kit.addApp(aliases)
        return FileScanner(rules: rules, kit: kit, formChangingModifiers: config.formChangingModifiers,
                           kitPaths: [], debtListNames: names)
    }

    /// The scanner of this folder app's `scanned` files (their typealiases read from disk)
    /// under the fleet's `kit`.
    package func fleetScanner(kit: KitIndex, scanned: [String]) -> FileScanner {
        fleetScanner(kit: kit, scanned: scanned, read: reader())
    }

    func fleetScanner(kit: KitIndex, scanned: [String], read: @escaping @Sendable (String) -> Result<[UInt8], FileReadError>,
                      appFiles: [String]? = nil) -> FileScanner {
        let aliases = Parallel.map(scanned, progress: nil) { path -> [(String, String)] in
            guard case .success(let bytes) = read(path) else { return [] }
            return Workspace.declaredNames(in: bytes)
        }
        let facts = Workspace.appFacts(appFiles ?? scanned, reader: rules.factsReader, read: read)
        return fleetScanner(kit: kit, aliases: Array(aliases.joined()), facts: facts, debtListNames: debtListNames())
    }

    /// An app's config as a fleet uses it: its own `kit` section is dropped (the fleet's kit
    /// is the kit), and a copy of the kit inside the app's folder is left out of its files,
    /// as the kit's own files are never an app's findings.
    package static func fleetConfig(_ config: Config) -> Config {
        var config = config
        for path in config.kit.paths where !KitConfig.isOutside(path) {
            config.exclude += [path, path + "/**"]
        }
        config.kit = KitConfig()
        return config
    }

    /// A folder app: its `kitscan.json` (read as `fleetConfig` says) and rules, at `root`.
    package static func fleetFolderApp(root: String, configFile: String) throws(WorkspaceError) -> Workspace {
        var config: Config
        do {
            config = fleetConfig(try ConfigLoader.load(path: configFile, displayName: relative(configFile, to: FileManager.default.currentDirectoryPath)))
        } catch {
            throw WorkspaceError(error.errors.map(\.description))
        }
        var definitions = RuleLoader.shipped()
        do {
            for folder in config.rulePaths { definitions += try RuleLoader.load(folder: root + "/" + folder) }
        } catch {
            throw WorkspaceError([error.description])
        }
        let problems = config.validateRules(catalog: RuleSet.catalog(definitions)) + config.missingPaths(root: root)
        if !problems.isEmpty { throw WorkspaceError(problems.map(\.description)) }
        do {
            return Workspace(root: root, config: config, definitions: definitions, rules: try RuleSet(definitions: definitions, config: config))
        } catch {
            throw WorkspaceError([error.description])
        }
    }

    /// An app read from a revision: its config (from the app's `kitscan.json` at that
    /// revision, or the defaults), the shipped rules, at a `root` that only names it.
    package static func fleetApp(root: String, config: Config) throws(WorkspaceError) -> Workspace {
        let config = fleetConfig(config)
        guard config.rulePaths.isEmpty else {
            throw WorkspaceError(["rulePaths are read from a folder, not from a revision: list the app with \"path\" "
                                  + "(a checkout) to use its own rules, or move them into the kit repository's rulePaths."])
        }
        let definitions = RuleLoader.shipped()
        let problems = config.validateRules(catalog: RuleSet.catalog(definitions))
        if !problems.isEmpty { throw WorkspaceError(problems.map(\.description)) }
        do {
            return Workspace(root: root, config: config, definitions: definitions, rules: try RuleSet(definitions: definitions, config: config))
        } catch {
            throw WorkspaceError([error.description])
        }
    }
}
