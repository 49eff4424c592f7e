import Foundation
import KitscanFiles
import KitscanSupport

extension Workspace {
    /// Records where the kit comes from: each `kit.packages` entry is found on disk (its
    /// `Sources/`, else its folder, joins `kit.paths`, read as the kit only) with its pin;
    /// a `kit.paths` folder outside the config's folder is a source too (its commit is
    /// `folderCommit`'s answer: the caller runs git; it is an unpinned package's revision too). A package that cannot be found is an error.
    static func locateKitSources(_ config: inout Config, root: String, environment: [String: String],
                                 folderCommit: (String) -> String?, folderDescribe: (String) -> String?) throws(WorkspaceError) {
        var sources = config.kit.paths.filter(KitConfig.isOutside).map { path in
            KitSource(name: config.kit.modules.first ?? folderName(path), version: folderDescribe(KitConfig.absolute(path, root: root)),
                      revision: folderCommit(KitConfig.absolute(path, root: root)), path: path)
        }
        let locator = PackageLocator(root: root, sourcePackages: config.kit.sourcePackages.map { KitConfig.absolute($0, root: root) },
                                     derivedData: XcodeDerivedData.location(environment: environment))
        var errors: [ConfigError] = []
        do throws(PackagePins.Problem) {
            // Packages resolved into a local package's `.build` (`Kit/.build`) are pinned by its Package.resolved.
            let owner = config.kit.sourcePackages.map { KitConfig.absolute($0, root: root) }
                .flatMap { ($0 as NSString).lastPathComponent == ".build" ? ($0 as NSString).deletingLastPathComponent : nil }
            let pinFiles = (owner.map { [$0 + "/Package.resolved"] } ?? []).filter(FileSystem.isRegularFile) + PackagePins.files(root: root)
            for (index, name) in config.kit.packages.enumerated() {
                switch try locator.locate(name) {
                case .failure(let notFound):
                    errors.append(config.error("kit.packages[\(index)]", "cannot find the package \(JSONValue.string(name))",
                                               notFoundFix(notFound, root: root)))
                case .success(let found):
                    let sourcesFolder = FileSystem.isDirectory(found.folder + "/Sources") ? found.folder + "/Sources" : found.folder
                    let path = KitConfig.relative(sourcesFolder, root: root)
                    let pin = try PackagePins.pin(named: name, files: pinFiles)
                    // Unpinned and unrecorded (a local package): its folder's `git describe`.
                    let version = pin.map { $0.version ?? $0.branch } ?? found.recorded.flatMap { $0.version ?? $0.branch }
                        ?? folderDescribe(found.folder)
                    // Unpinned (a local package): the folder's own commit.
                    let revision = pin?.revision ?? found.recorded?.revision ?? folderCommit(found.folder)
                    sources.append(KitSource(name: spelled(name, found), version: version, revision: revision, path: path, isPackage: true))
                    if !config.kit.paths.contains(path) { config.kit.paths.append(path) }
                    // Inside the folder (`Packages/OmoKit`, a local package): none of the
                    // package's files (its manifest, its tests) are the app's.
                    let package = KitConfig.relative(found.folder, root: root)
                    if !KitConfig.isOutside(package) && package != "." { config.exclude.append(package + "/**") }
                }
            }
        } catch {
            throw WorkspaceError([error.message])
        }
        if !errors.isEmpty { throw WorkspaceError(errors.map(\.description)) }
        config.kit.sources = sources
        do throws(PackagePins.Problem) {
            try locateSkippedHomes(&config, root: root, folderCommit: folderCommit, folderDescribe: folderDescribe)
        } catch {
            throw WorkspaceError([error.message])
        }
        // With a kit read from elsewhere, the kit in the folder is listed too, for its version.
        if !config.kit.sources.isEmpty {
            for path in config.kit.paths where !config.kit.isApart(path) && !Glob(path).hasWildcard {
                let folder = KitConfig.absolute(path, root: root)
                config.kit.sources.append(KitSource(name: packageName(containing: path, root: root) ?? folderName(path),
                                                    version: folderDescribe(folder), revision: folderCommit(folder),
                                                    path: path, inFolder: true))
            }
        }
    }

    /// Records the `kit.paths` and `kit.tokens` folders the walk skips (`.build/checkouts/…`,
    /// a git-ignored `build/SourcePackages/checkouts/…`) as sources read apart, since the config
    /// names them; one under a `checkouts/<package>` folder is that package, with its pin.
    private static func locateSkippedHomes(_ config: inout Config, root: String, folderCommit: (String) -> String?,
                                           folderDescribe: (String) -> String?) throws(PackagePins.Problem) {
        let walker = config.fileWalker(root: root)
        for path in config.kit.paths + config.kit.tokens {
            guard !KitConfig.isOutside(path), !Glob(path).hasWildcard, !config.kit.isApart(path),
                  FileSystem.exists(root + "/" + path) else { continue }
            let folder = FileSystem.isDirectory(root + "/" + path) ? path : (path as NSString).deletingLastPathComponent
            guard !folder.isEmpty, walker.skipReason(folder) != nil else { continue }
            let parts = path.split(separator: "/").map(String.init)
            let absolute = KitConfig.absolute(path, root: root)
            guard let at = parts.firstIndex(of: "checkouts"), at + 1 < parts.count else {
                config.kit.sources.append(KitSource(name: folderName(path), version: folderDescribe(absolute),
                                                    revision: folderCommit(absolute), path: path))
                continue
            }
            let name = parts[at + 1]
            let scratch = root + "/" + parts[..<at].joined(separator: "/")
            // `Kit/.build/checkouts/x`: the package `Kit` resolved it, and its Package.resolved pins it.
            let owner = (scratch as NSString).lastPathComponent == ".build" ? (scratch as NSString).deletingLastPathComponent : root
            let pin = try PackagePins.pin(named: name, files: [owner + "/Package.resolved"].filter(FileSystem.isRegularFile) + PackagePins.files(root: root))
            let recorded = try WorkspaceState.read(scratch: scratch, packageRoot: owner)?.dependencies
                .first { $0.identity == name.lowercased() }
            let package = root + "/" + parts[...(at + 1)].joined(separator: "/")
            config.kit.sources.append(KitSource(
                name: recorded?.name ?? name,
                version: pin.map { $0.version ?? $0.branch } ?? recorded.flatMap { $0.version ?? $0.branch } ?? folderDescribe(package),
                revision: pin?.revision ?? recorded?.revision ?? folderCommit(package), path: path, isPackage: true))
        }
    }

    /// The `Package(name:)` of the manifest in `path`'s folder or the nearest one above it
    /// (inside the root), or nil.
    static func packageName(containing path: String, root: String) -> String? {
        var parts = path.split(separator: "/").map(String.init)
        while !parts.isEmpty {
            let folder = parts.joined(separator: "/")
            if let bytes = try? FileBytes.read(path: root + "/" + folder + "/Package.swift") {
                return PackageGraph.manifest(bytes, folder: folder).name
            }
            parts.removeLast()
        }
        return nil
    }

    /// The package's name as SwiftPM spells it (`OmoKit` for `omokit`): its recorded name, or
    /// its folder's when that is the name with capitals (a lowercase folder is only the identity).
    static func spelled(_ name: String, _ found: PackageLocator.Found) -> String {
        if let recorded = found.recorded?.name, recorded.lowercased() == name.lowercased() { return recorded }
        let folder = found.folder.split(separator: "/").last.map(String.init) ?? name
        return folder.lowercased() == name.lowercased() && folder != folder.lowercased() ? folder : name
    }

    /// The kit's name from its folder: `../OmoKit/Sources` is `OmoKit`.
    static func folderName(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != ".." && $0 != "." }
        let named = parts.last == "Sources" && parts.count > 1 ? parts[parts.count - 2] : parts.last
        return named.map(String.init) ?? path
    }

    /// What puts the package there, then every place looked at, one a line.
    private static func notFoundFix(_ notFound: PackageLocator.NotFound, root: String) -> String {
        "Run `swift package resolve` in \(root) (or build the project once in Xcode), "
            + "or name the folder it was resolved into in kit.sourcePackages. Looked in:"
            + notFound.looked.map { "\n  - " + shown($0, root: root) }.joined()
    }

    /// A place inside the config's folder is shown relative to it.
    private static func shown(_ place: String, root: String) -> String {
        place.hasPrefix(root + "/") ? String(place.dropFirst(root.count + 1)) : place
    }

    /// The files that may be kit or token files (relative to the root, `../` for a kit outside it).
    package func kitCandidates() -> [String] {
        // Walk only the kit's folders when they are plain folders: pre-commit stays fast.
        let everyHome = config.kit.paths + config.kit.tokens
        // A kit outside the folder (`../OmoKit/Sources`) or a package's sources is walked on
        // its own: it is never among the app's files, so it is never scanned for findings.
        let homes = everyHome.filter { !config.kit.isApart($0) }
        let plain = homes.allSatisfy { !$0.contains(where: { "*?[".contains($0) }) }
        return (homes.isEmpty ? [] : (plain ? files(paths: homes.map { root + "/" + $0 }).files : files().files)) + apartKitFiles()
    }

    /// The catalog's files (none without `catalog.paths`): read with the kit, for its cases.
    package func catalogFiles() -> [String] {
        let paths = config.catalog.paths
        guard !paths.isEmpty else { return [] }
        let plain = paths.allSatisfy { !$0.contains(where: { "*?[".contains($0) }) }
        let filter = PathFilter(paths: paths)
        return (plain ? files(paths: paths.map { root + "/" + $0 }).files : files().files).filter { filter.contains($0) }
    }

    /// The files of the kit homes read apart from the app (outside the folder, or a
    /// package's sources), relative to the root (`../OmoKit/Sources/OmoKit/KitRow.swift`).
    package func apartKitFiles() -> [String] {
        var all: [String] = []
        for home in Set((config.kit.paths + config.kit.tokens).filter(config.kit.isApart)).sorted() {
            let folder = KitConfig.absolute(home, root: root)
            all += FileSystem.isRegularFile(folder) ? [home] : FileWalker(root: folder).walk().files.map { home + "/" + $0 }
        }
        return all
    }
}
