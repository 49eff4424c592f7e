import Foundation

extension StarterConfig {
    /// One candidate kit: a local package or a folder named like a kit.
    struct Candidate {
        var path: String
        var named: Bool
        var package: PackageGraph.Package?
        var evidence = KitEvidence()
        /// The project file through which the app's targets depend on it, if they do.
        var appUse: String?
        /// How many other local packages depend on it.
        var users = 0

        var declaresViews: Bool { named || evidence.components > 0 }
        /// What another package depending on it makes a feature package: named like a kit, or
        /// declaring views and tokens (a package of a few shared views is no kit of its own).
        var kitLike: Bool { named || (evidence.components > 0 && evidence.tokens > 0) }

        /// Ranks the kept packages: the app uses it, it declares tokens, more packages use it, more views.
        var rank: (Int, Int, Int, Int) { (appUse == nil ? 0 : 1, evidence.tokens > 0 ? 1 : 0, users, evidence.components) }
    }

    /// Guesses the kit under `root` (looking at most `depth` folders down). The candidates are
    /// the local packages — declared by the app's XcodeGen `project.yml` or Xcode project, or by
    /// another package's `.package(path:)` — and the folders named like a kit (`OmoKit`,
    /// `MailUI`, `DesignSystem`) holding Swift files. A package that depends on another
    /// candidate named like a kit or declaring views and tokens uses the kit (a feature
    /// package), and one that declares no views is no kit. Of the rest, the kit is the package the app's targets depend on that
    /// declares tokens, then the one most local packages depend on; a plain folder only while
    /// no package qualifies. Each candidate gets one line saying why it was taken or left.
    package static func guess(root: String, depth: Int = 4) -> StarterConfig {
        let graph = PackageGraph.read(root: root, depth: depth + 1)
        let packages = Dictionary(graph.packages.map { ($0.folder, $0) }, uniquingKeysWith: { a, _ in a })
        let declared = AppPackageDeclarations.read(root: root)
        let named = Set(namedFolders(root: root, depth: depth))
        var paths = named
        for folder in declared.map({ $0.folder }) + graph.packages.flatMap({ $0.localDependencies })
        where !folder.isEmpty && packages[folder] != nil {
            paths.insert(folder)
        }
        var candidates: [String: Candidate] = [:]
        for path in paths.sorted() {
            var candidate = Candidate(path: path, named: named.contains(path), package: packages[path])
            if let package = candidate.package {
                let sources = package.targets.map(\.folder).filter { !$0.hasPrefix((path.isEmpty ? "" : path + "/") + "Tests/") }
                candidate.evidence = KitEvidence.read(root: root, folders: sources.filter { isFolder(root + "/" + $0) }, publicOnly: true)
                candidate.users = graph.packages.filter { $0.folder != path && $0.localDependencies.contains(path) }.count
                let uses = declared.filter { $0.folder == path }
                candidate.appUse = (uses.first { $0.used } ?? uses.first)?.declaredIn
            }
            candidates[path] = candidate
        }
        var config = StarterConfig()
        var kept: [Candidate] = []
        for candidate in candidates.values.sorted(by: { $0.path < $1.path }) {
            guard let package = candidate.package else { continue }
            let uses = package.localDependencies.filter { $0 != candidate.path && candidates[$0]?.kitLike == true }.sorted()
            if !uses.isEmpty {
                config.reasons.append("not \(candidate.path): " + (candidate.named ? "named like a kit, but " : "")
                                      + "it depends on \(uses.joined(separator: ", ")) (it uses the kit)")
            } else if !candidate.declaresViews {
                config.reasons.append("not \(candidate.path): a local package that declares no views")
            } else {
                kept.append(candidate)
            }
        }
        kept.sort { $0.rank != $1.rank ? $0.rank > $1.rank : $0.path < $1.path }
        if let kit = kept.first {
            config.take(kit.path, why: takenReason(kit), root: root, tokenFiles: kit.evidence.tokenFiles)
            for other in kept.dropFirst() { config.reasons.append(leftReason(other, kit)) }
            for folder in named.sorted() where candidates[folder]?.package == nil {
                let what = kit.evidence.components == 0 ? " named like a kit"
                    : " that declares views" + (kit.evidence.tokens > 0 ? " and tokens" : "")
                config.reasons.append("not \(folder): named like a kit, but it is a plain folder and \(kit.path) is "
                                      + describe(kit) + what)
            }
        } else {
            for folder in named.sorted() { config.take(folder, why: "the kit, a folder named like one", root: root, tokenFiles: []) }
        }
        config.kitPaths.sort()
        config.modules = Array(Set(config.modules)).sorted()
        config.tokens.sort()
        config.reasons.sort { a, b in a.hasPrefix("not ") != b.hasPrefix("not ") ? !a.hasPrefix("not ") : a < b }
        return config
    }

    /// "a local package the app depends on", "a local package".
    private static func describe(_ candidate: Candidate) -> String {
        candidate.appUse == nil ? "a local package" : "a local package the app depends on"
    }

    private static func takenReason(_ kit: Candidate) -> String {
        if kit.appUse == nil && kit.named {
            return kit.users == 0 ? "the kit, a package named like one" : "the kit, a package named like one that "
                + "\(kit.users) other local package\(kit.users == 1 ? "" : "s") depend\(kit.users == 1 ? "s" : "") on"
        }
        let views = kit.evidence.components, tokens = kit.evidence.tokens
        let used = kit.users == 0 ? "" : ", used by \(kit.users) other local package\(kit.users == 1 ? "" : "s"),"
        return "the kit, " + describe(kit) + (kit.appUse.map { " (\($0))" } ?? "") + used
            + " that declares \(views) view\(views == 1 ? "" : "s") and \(tokens) token\(tokens == 1 ? "" : "s")"
    }

    private static func leftReason(_ other: Candidate, _ kit: Candidate) -> String {
        if other.appUse == nil && other.users == 0 {
            return other.named ? "not \(other.path): named like a kit, but no other local package depends on it"
                : "not \(other.path): declares views, but neither the app nor another local package depends on it"
        }
        let why: String
        if kit.appUse != nil && other.appUse == nil {
            why = "the app's targets depend on it"
        } else if kit.evidence.tokens > 0 && other.evidence.tokens == 0 {
            why = "it declares tokens"
        } else if kit.users != other.users {
            why = "more local packages depend on it (\(kit.users) against \(other.users))"
        } else {
            why = "it declares more views (\(kit.evidence.components) against \(other.evidence.components))"
        }
        return "not \(other.path): declares views too, but \(kit.path) ranks first: " + why
    }

    /// Adds `path` (its `Sources` when it has one) as the kit: its modules and token homes.
    private mutating func take(_ path: String, why: String, root: String, tokenFiles: [String]) {
        let hasSources = Self.isFolder(root + "/" + path + "/Sources")
        let kitPath = hasSources ? path + "/Sources" : path
        kitPaths.append(kitPath)
        let targets = hasSources ? Self.folders(in: root, kitPath) : []
        modules += targets.isEmpty ? [(path as NSString).lastPathComponent] : targets
        let homes = Self.tokenHomes(root: root, under: kitPath)
        // Without a token folder, the files that declare tokens (never the whole kit: its
        // components' static members are no tokens).
        tokens += homes.isEmpty ? tokenFiles.filter { $0.hasPrefix(kitPath + "/") } : homes
        reasons.append("\(kitPath): \(why)")
    }

    /// The folders named like a kit that hold Swift files (not looking inside them).
    private static func namedFolders(root: String, depth: Int) -> [String] {
        var found: [String] = []
        var pending: [(String, Int)] = [("", 0)]
        while let (relative, level) = pending.popLast() {
            for name in folders(in: root, relative) {
                let path = relative.isEmpty ? name : relative + "/" + name
                if isKitName(name) && containsSwift(root + "/" + path) {
                    found.append(path)
                } else if level + 1 < depth {
                    pending.append((path, level + 1))
                }
            }
        }
        return found.sorted()
    }
}
