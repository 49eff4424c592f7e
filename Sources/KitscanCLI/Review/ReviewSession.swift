import KitscanFiles
import KitscanReview
import Foundation
import KitscanLexer
import KitscanParser
import KitscanRatchet
import KitscanReport
import KitscanEngine
import KitscanSupport

/// Why a review could not be made (no git, unknown ref, shallow clone…): exit 2.
struct ReviewError: Error, Sendable {
    var message: String
}

/// Gathers both sides of a change from git for `kitscan review`: the files at the merge
/// base and at the head (a revision, or the working tree), the lines the change touched,
/// each side's kit, and every file's scan, through the review cache so a file version seen
/// before is not read or scanned again.
struct ReviewSession {
    let workspace: Workspace
    let git: Git
    /// The workspace's folder inside the repository: `""` or `Samples/Omo/`.
    let prefix: String
    let cacheContext: String

    /// How many scans the cache answered and how many ran, for `--verbose`-like reporting.
    struct Stats: Sendable {
        var cached = 0
        var scanned = 0
    }

    /// Where one file's bytes are: a blob, or the working tree.
    enum Source: Sendable, Hashable {
        case blob(String)
        case disk
    }

    /// One side: its files (workspace path -> source) and what was read or scanned.
    struct Side {
        var files: [String: Source] = [:]
        var debtList: Source?
        var baseline: Source?
        var kit = KitIndex()
        var kitDigest = ""
        var debtNames: Set<String>?
        var debtBytes: [UInt8]?
        var debtDigest = ""
    }

    func workspacePath(_ gitPath: String) -> String? {
        if prefix.isEmpty { return gitPath }
        return gitPath.hasPrefix(prefix) ? String(gitPath.dropFirst(prefix.count)) : nil
    }

    // MARK: - The run

    func run(baseRef: String, headRef: String?, progress: Progress) throws(ReviewError) -> (ReviewInput, Stats) {
        let config = workspace.config
        var headCommit: String?
        if let headRef {
            guard let resolved = git.resolve(headRef) else {
                throw ReviewError(message: "git does not know the revision '\(headRef)' (--head). In CI, fetch it first "
                                  + "(actions/checkout with `fetch-depth: 0`), or leave --head out to review the working tree.")
            }
            headCommit = resolved
        }
        let base: String
        var changes: [GitChange]
        var lines: [String: Git.LineChanges]
        var baseTree: [Git.TreeEntry]
        var headTree: [Git.TreeEntry]?
        var untracked: [String] = []
        do {
            base = try git.mergeBase(baseRef, with: headCommit ?? "HEAD")
        } catch {
            throw ReviewError(message: error.message)
        }
        // The rest only reads the repository: its git calls run side by side, and beside them
        // the cache is loaded (most of a warm review's waiting is on git).
        enum Answer: Sendable {
            case changes([GitChange]), lines([String: Git.LineChanges]), untracked([String]), baseTree([Git.TreeEntry]),
                 headTree([Git.TreeEntry]), cache(ReviewCache)
        }
        // The cache first: one thread reads it while the other starts git.
        let asked = ["cache"]
            + (headCommit == nil ? ["changes", "lines", "untracked", "baseTree"] : ["changes", "lines", "baseTree", "headTree"])
        let (git, prefix, from, to) = (self.git, self.prefix, base, headCommit)
        let (root, context) = (workspace.root, cacheContext)
        let answers = Parallel.map(asked, progress: nil) { question -> Result<Answer, GitError> in
            do throws(GitError) {
                switch question {
                case "cache": return .success(.cache(ReviewCache.load(root: root, context: context)))
                case "changes": return .success(.changes(try git.changes(from: from, to: to)))
                case "lines": return .success(.lines(try git.changedLines(from: from, to: to)))
                case "untracked": return .success(.untracked(try git.untracked()))
                case "baseTree": return .success(.baseTree(try git.tree(from, prefix: prefix)))
                default: return .success(.headTree(try git.tree(to!, prefix: prefix)))
                }
            } catch {
                return .failure(error)
            }
        }
        changes = []
        lines = [:]
        baseTree = []
        var cache = ReviewCache(context: cacheContext)
        // The first failure in the order asked, as when they ran one after another.
        for answer in answers {
            switch answer {
            case .failure(let error): throw ReviewError(message: error.message)
            case .success(.changes(let value)): changes = value
            case .success(.lines(let value)): lines = value
            case .success(.untracked(let value)): untracked = value
            case .success(.baseTree(let value)): baseTree = value
            case .success(.headTree(let value)): headTree = value
            case .success(.cache(let value)): cache = value
            }
        }
        let selection = workspace.selection

        // 1. The files of each side.
        var baseSide = Side()
        var headSide = Side()
        func place(_ entries: [Git.TreeEntry], into side: inout Side) {
            for entry in entries {
                guard let path = workspacePath(entry.path) else { continue }
                if path == config.debtList { side.debtList = .blob(entry.blob) }
                if path == config.baseline { side.baseline = .blob(entry.blob) }
                if selection.contains(path) { side.files[path] = .blob(entry.blob) }
            }
        }
        place(baseTree, into: &baseSide)
        var files: [ReviewFile] = []
        var renames: [String: String] = [:]
        var changedHead: Set<String> = []
        var changedBase: Set<String> = []
        if let headTree {
            place(headTree, into: &headSide)
        } else {
            headSide = baseSide
        }
        for change in changes {
            let path = workspacePath(change.path)
            let old = change.oldPath.flatMap(workspacePath)
            if headTree == nil {
                // The working tree: what changed is read from the disk.
                if change.kind == .renamed, let old { headSide.files[old] = nil }
                if let path {
                    if change.kind == .deleted {
                        headSide.files[path] = nil
                    } else if selection.contains(path) {
                        headSide.files[path] = .disk
                    }
                    if path == config.debtList { headSide.debtList = change.kind == .deleted ? nil : .disk }
                    if path == config.baseline { headSide.baseline = change.kind == .deleted ? nil : .disk }
                }
            }
            guard let shown = path ?? old else { continue }
            let status: ReviewFile.Status
            switch change.kind {
            case .added, .copied: status = .added
            case .deleted: status = .deleted
            case .renamed: status = .renamed
            default: status = .modified
            }
            if status == .renamed, let old, let path { renames[old] = path }
            let scanned = selection.contains(shown) || (old.map { selection.contains($0) } ?? false)
            if scanned || shown == config.debtList || shown == config.baseline {
                files.append(ReviewFile(path: shown, oldPath: status == .renamed ? old : nil, status: status))
            }
            if let path, status != .deleted, selection.contains(path) { changedHead.insert(path) }
            switch status {
            case .modified, .deleted: if selection.contains(shown) { changedBase.insert(shown) }
            case .renamed: if let old, selection.contains(old) { changedBase.insert(old) }
            case .added: break
            }
        }
        for gitPath in untracked {
            guard let path = workspacePath(gitPath) else { continue }
            if path == config.debtList { headSide.debtList = .disk }
            if path == config.baseline { headSide.baseline = .disk }
            guard selection.contains(path) else { continue }
            headSide.files[path] = .disk
            changedHead.insert(path)
            files.append(ReviewFile(path: path, oldPath: nil, status: .added))
            let data = (try? FileBytes.read(path: workspace.root + "/" + path)) ?? []
            let count = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            lines[prefix + path] = Git.LineChanges(old: [], new: [1...max(1, count)])
        }
        files.sort { $0.path < $1.path }

        // 2. Both kits, then every file's scan.
        var stats = Stats()
        var bytes: [Source: [String: [UInt8]]] = [:]
        var blobBytes: [String: [UInt8]] = [:]
        func read(_ wanted: [(path: String, source: Source)]) throws(ReviewError) {
            let blobs = Set(wanted.compactMap { item -> String? in
                if case .blob(let id) = item.source, blobBytes[id] == nil { return id }
                return nil
            })
            if !blobs.isEmpty {
                do {
                    for (id, data) in try git.blobs(blobs.sorted()) { blobBytes[id] = data }
                } catch {
                    throw ReviewError(message: "cannot read the files from git: \(error.message)")
                }
            }
            for item in wanted where item.source == .disk && bytes[.disk]?[item.path] == nil {
                bytes[.disk, default: [:]][item.path] = (try? FileBytes.read(path: workspace.root + "/" + item.path)) ?? []
            }
        }
        func contents(_ path: String, _ source: Source) -> [UInt8]? {
            switch source {
            case .blob(let id): return blobBytes[id]
            case .disk: return bytes[.disk]?[path]
            }
        }

        let kitFilter = config.kit.paths.isEmpty ? nil : PathFilter(paths: config.kit.paths)
        let tokenFilter = config.kit.tokens.isEmpty ? nil : PathFilter(paths: config.kit.tokens)
        // Globs are matched once per path, not at every question.
        var kitPaths: Set<String> = []
        let allPaths = Set(baseSide.files.keys).union(headSide.files.keys)
        for path in allPaths where (kitFilter?.contains(path) ?? false) || (tokenFilter?.contains(path) ?? false) {
            kitPaths.insert(path)
        }
        func isKit(_ path: String) -> Bool { kitPaths.contains(path) }
        // Sorted once: each side's paths are these in the same order (a filter, not a sort).
        let sortedPaths = allPaths.sorted()
        func paths(of side: Side) -> [String] { sortedPaths.filter { side.files[$0] != nil } }

        var debtNamesSeen: (bytes: [UInt8], names: Set<String>, digest: String)?
        /// What a side's kit needs read: the kit's files, and the files whose typealiases the
        /// cache does not know.
        struct Plan {
            var wanted: [(String, Source)] = []
            var unknown: [(path: String, blob: String)] = []
            var direct: [String] = []
            /// The files' typealiases, by path; only those that declare any.
            var aliases: [String: [(String, String)]] = [:]
        }
        func plan(_ side: Side) -> Plan {
            var wanted: [(String, Source)] = []
            var unknown: [(path: String, blob: String)] = []
            var direct: [String] = []
            var aliases: [String: [(String, String)]] = [:]
            for (path, source) in side.files {
                if isKit(path) {
                    wanted.append((path, source))
                    direct.append(path)
                    continue
                }
                switch source {
                case .blob(let id):
                    if let known = cache.aliases[id] {
                        if !known.isEmpty { aliases[path] = known }
                        continue
                    }
                    unknown.append((path, id))
                case .disk:
                    direct.append(path)
                }
                wanted.append((path, source))
            }
            if let debt = side.debtList { wanted.append((config.debtList ?? "", debt)) }
            return Plan(wanted: wanted, unknown: unknown, direct: direct, aliases: aliases)
        }
        func prepare(_ side: inout Side, _ plan: Plan) throws(ReviewError) {
            var aliases = plan.aliases
            try read(plan.wanted)
            for (path, id) in plan.unknown {
                // The other side may have just read this blob's.
                if let known = cache.aliases[id] {
                    if !known.isEmpty { aliases[path] = known }
                    continue
                }
                guard let data = blobBytes[id] else { continue }
                let found = Workspace.typealiases(in: data)
                cache.storeAliases(found, blob: id)
                if !found.isEmpty { aliases[path] = found }
            }
            // The kit's and the changed files' (not kept: only blobs are).
            for path in plan.direct {
                guard let data = contents(path, side.files[path]!) else { continue }
                let found = Workspace.typealiases(in: data)
                if !found.isEmpty { aliases[path] = found }
            }
            let snapshot = side.files
            let blobsNow = blobBytes
            let disk = bytes[.disk] ?? [:]
            let readKit: @Sendable (String) -> Result<[UInt8], FileReadError> = { path in
                switch snapshot[path] {
                case .blob(let id)?: return blobsNow[id].map { .success($0) } ?? .failure(.notFound(path: path))
                case .disk?: return disk[path].map { .success($0) } ?? .failure(.notFound(path: path))
                case nil: return .failure(.notFound(path: path))
                }
            }
            let paths = paths(of: side)
            let found = aliases
            // Only the kit's own files can be kit or token files: the globs are not matched again.
            side.kit = workspace.buildKit(candidates: paths.filter(isKit), scanned: paths, read: readKit) { path in
                found[path] ?? []
            }
            side.kitDigest = Self.digest(side.kit)
            if let debt = side.debtList, let data = contents(config.debtList ?? "", debt) {
                side.debtBytes = data
                // Both sides usually hold the same debt list: read its names once.
                if let known = debtNamesSeen, known.bytes == data {
                    side.debtNames = known.names
                    side.debtDigest = known.digest
                } else {
                    let names = DebtList.names(in: data)
                    side.debtNames = names
                    side.debtDigest = CacheDigest.of(names.sorted().map { Array($0.utf8) })
                    debtNamesSeen = (data, names, side.debtDigest)
                }
            } else {
                side.debtDigest = "none"
            }
        }
        progress.report("reading the kit", force: false)
        // Both sides' files in one read (one git process).
        let plans = (head: plan(headSide), base: plan(baseSide))
        try read(plans.head.wanted + plans.base.wanted)
        try prepare(&headSide, plans.head)
        try prepare(&baseSide, plans.base)

        // Which head files may scan differently from the base.
        let sameContext = headSide.kitDigest == baseSide.kitDigest && headSide.debtDigest == baseSide.debtDigest
        let compared: Set<String> = sameContext ? changedHead : Set(headSide.files.keys)
        let reverse = Dictionary(renames.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        let comparedBase: Set<String> = sameContext ? changedBase
            : Set(baseSide.files.keys)

        // Scans: what the cache holds is decoded only when needed; the rest is scanned now.
        typealias Item = (String, Source, ReviewCache.Key?)
        func keys(_ side: Side, _ paths: [String]) -> [Item] {
            paths.map { path in
                let source = side.files[path]!
                if case .blob(let id) = source {
                    return (path, source, ReviewCache.Key(blob: id, path: path, kit: side.kitDigest, debt: side.debtDigest))
                }
                return (path, source, nil)
            }
        }
        /// Scans `items` now (and remembers them).
        func scanNow(_ side: Side, _ items: [Item]) throws(ReviewError) -> [String: ReviewCache.Scan] {
            guard !items.isEmpty else { return [:] }
            try read(items.map { ($0.0, $0.1) })
            let scanner = FileScanner(rules: workspace.rules, kit: side.kit, formChangingModifiers: config.formChangingModifiers,
                                      kitPaths: config.kit.paths, debtListNames: side.debtNames)
            let inputs = items.map { ($0.0, contents($0.0, $0.1) ?? []) }
            let scans = Parallel.map(inputs, progress: { done, total in
                if total >= 200 { progress.step(done, of: total, "scanning") }
            }) { item in ReviewCache.Scan(scanner.scanFile(bytes: item.1, path: item.0)) }
            var result: [String: ReviewCache.Scan] = [:]
            for (item, scan) in zip(items, scans) {
                result[item.0] = scan
                if let key = item.2 { cache.store(scan, for: key) }
            }
            stats.scanned += items.count
            return result
        }
        /// The scans of the files the cache does not hold, and of those `full` names (decoded
        /// from the cache); a cached line that does not read back is scanned again.
        func scanMissing(_ side: Side, _ items: [Item], full: (String) -> Bool) throws(ReviewError) -> [String: ReviewCache.Scan] {
            var result: [String: ReviewCache.Scan] = [:]
            var missing: [Item] = []
            for item in items {
                guard let key = item.2, cache.stored(key) != nil else {
                    missing.append(item)
                    continue
                }
                guard full(item.0) else { continue }
                if let scan = cache.scan(key) { result[item.0] = scan } else { missing.append(item) }
            }
            stats.cached += items.count - missing.count
            result.merge(try scanNow(side, missing)) { _, fresh in fresh }
            return result
        }
        let headItems = keys(headSide, paths(of: headSide))
        // The compared files in full; the kit's own files for their uses.
        let freshHead = try scanMissing(headSide, headItems) { compared.contains($0) || isKit($0) }
        let baseItems = keys(baseSide, comparedBase.sorted())
        let freshBase = try scanMissing(baseSide, baseItems) { _ in true }
        func scan(_ item: Item, _ fresh: [String: ReviewCache.Scan]) -> ReviewCache.Scan? {
            fresh[item.0]
        }

        // 3. The compared files of both sides, in full.
        var head = ReviewSide(name: headRef ?? "the working tree", commit: headCommit)
        var baseReview = ReviewSide(name: baseRef, commit: base)
        func add(_ scan: ReviewCache.Scan, to side: inout ReviewSide) {
            side.findings += scan.findings
            side.exceptions += scan.exceptions
            side.unlistedViews += scan.unlistedViews
            side.uses += scan.uses
            if let problem = scan.problem { side.unreadable.append(problem) }
        }
        for item in headItems where compared.contains(item.0) {
            if let s = scan(item, freshHead) { add(s, to: &head) }
        }
        for item in baseItems {
            if let s = scan(item, freshBase) { add(s, to: &baseReview) }
        }

        // 4. What the change touches in the kit.
        var changedKit: [ReviewImpact.ChangedFile] = []
        var changedKitBase: [ReviewImpact.ChangedFile] = []
        var kitChanged = false
        for path in sortedPaths where isKit(path) && changedHead.contains(path) {
            guard let source = headSide.files[path] else { continue }
            guard let change = lines[prefix + path], !change.new.isEmpty, let data = contents(path, source) else { continue }
            changedKit.append(ReviewImpact.ChangedFile(path: path, tree: Parser.parse(Lexer.lex(data)), lines: change.new))
            kitChanged = true
        }
        // Every kit file's tree, parsed only when a token or helper changed (to find its users).
        let headKitFiles = headSide.files.filter { isKit($0.key) }
        let blobsNow = blobBytes
        let diskNow = bytes[.disk] ?? [:]
        let kitTrees: @Sendable () -> [String: SyntaxTree] = {
            let paths = headKitFiles.keys.sorted()
            let trees = Parallel.map(paths, progress: nil) { path -> SyntaxTree? in
                let data: [UInt8]?
                switch headKitFiles[path]! {
                case .blob(let id): data = blobsNow[id]
                case .disk: data = diskNow[path]
                }
                return data.map { Parser.parse(Lexer.lex($0)) }
            }
            var result: [String: SyntaxTree] = [:]
            for (path, tree) in zip(paths, trees) { result[path] = tree }
            return result
        }
        var baseKitTrees: [String: SyntaxTree] = [:]
        for path in changedBase.sorted() where isKit(path) {
            guard let source = baseSide.files[path], let data = contents(path, source) else { continue }
            let tree = Parser.parse(Lexer.lex(data))
            baseKitTrees[path] = tree
            let key = prefix + (renames[path] ?? path)
            if let change = lines[key] ?? lines[prefix + path], !change.old.isEmpty {
                changedKitBase.append(ReviewImpact.ChangedFile(path: path, tree: tree, lines: change.old))
                kitChanged = true
            }
        }
        // Uses in the kit's own files (a component applied inside another), at the head.
        var kitUses: [ComponentUse] = []
        for item in headItems where isKit(item.0) {
            if let s = scan(item, freshHead) { kitUses += s.uses }
        }
        var impacts = ReviewImpact.impacts(changed: changedKit, kit: headSide.kit, kitTrees: kitTrees, kitUses: kitUses,
                                           tokenPaths: tokenFilter)
        if !changedKitBase.isEmpty {
            let older = ReviewImpact.impacts(changed: changedKitBase, kit: baseSide.kit, kitTrees: { baseKitTrees },
                                             kitUses: kitUses, tokenPaths: tokenFilter)
            var merged = Dictionary(impacts.map { ($0.component, Set($0.reasons)) }, uniquingKeysWith: { a, b in a.union(b) })
            for item in older { merged[item.component, default: []].formUnion(item.reasons) }
            impacts = merged.keys.sorted().map { KitImpact(component: $0, reasons: merged[$0]!.sorted()) }
        }

        // 5. Every use of the components of interest in the other files (same on both sides).
        // Only the components whose uses changed need every caller (for their
        // configurations and parameters), besides the impacted ones.
        let changedComponents = Review.changedComponents(base: baseReview.uses, head: head.uses, renames: renames)
        let interest = changedComponents.union(impacts.map(\.component))
        var needed: [Item] = []
        for item in headItems where !compared.contains(item.0) {
            if let fresh = freshHead[item.0] {
                if fresh.uses.contains(where: { interest.contains($0.component) }) { needed.append(item) }
            } else if let key = item.2, let stored = cache.stored(key), stored.uses(anyOf: interest) {
                needed.append(item)
            }
        }
        // Decoding cached uses is most of a warm review: on every core.
        let frozen = cache
        var decoded = Parallel.map(needed, progress: nil) { item -> [ComponentUse]? in
            (freshHead[item.0]?.uses ?? item.2.flatMap { frozen.uses($0) })?.filter { interest.contains($0.component) }
        }
        // A cached line that does not read back: its file is scanned again.
        let unread = needed.indices.filter { decoded[$0] == nil }
        if !unread.isEmpty {
            let rescanned = try scanNow(headSide, unread.map { needed[$0] })
            for i in unread { decoded[i] = rescanned[needed[i].0]?.uses.filter { interest.contains($0.component) } ?? [] }
        }
        for case let uses? in decoded {
            head.uses += uses
            // Unchanged files read the same at the base (their paths are the head's; a
            // renamed file is compared, so never here).
            baseReview.uses += uses.map { use in
                var copy = use
                copy.path = reverse[use.path] ?? use.path
                return copy
            }
        }
        head.components = headSide.kit.components
        baseReview.components = baseSide.kit.components
        head.findings.sort(by: Finding.ordered)
        baseReview.findings.sort(by: Finding.ordered)

        // 6. The debt list's copies and the head's baseline.
        let copies = headSide.debtBytes.map {
            ReviewImpact.debtListCopies($0, components: Set(headSide.kit.components.map(\.name)))
        } ?? [:]
        var baseline: [String: [String: Int]]?
        if let source = headSide.baseline {
            try read([(config.baseline, source)])
            if let data = contents(config.baseline, source) {
                baseline = (try? Baseline.parse(Data(data), path: config.baseline))?.counts
            }
        }

        if cache.changed {
            // The cache only saves time: a review that cannot write it is still right.
            try? cache.write(root: workspace.root)
        }
        let input = ReviewInput(base: baseReview, head: head, baseRef: baseRef, files: files, compared: compared,
                                renames: renames, impacts: impacts, kitChanged: kitChanged, debtCopies: copies,
                                baseline: baseline)
        return (input, stats)
    }

    /// What a file's scan depends on in the kit: its components (not their lines: editing a
    /// component's body changes no other file's scan), aliases, style members and tokens.
    static func digest(_ kit: KitIndex) -> String {
        var parts: [[UInt8]] = []
        for c in kit.components {
            var text = "\(c.name)|\(c.kind.rawValue)|\(c.path)|\(c.parameters.joined(separator: ","))"
            for s in c.signatures {
                // Every field of the signature (its printed form lists them in declaration order).
                text += "|" + String(describing: s)
            }
            parts.append(Array(text.utf8))
        }
        for name in kit.aliases.keys.sorted() { parts.append(Array("alias \(name)=\(kit.aliases[name]!)".utf8)) }
        for name in kit.modules.sorted() { parts.append(Array("module \(name)".utf8)) }
        for name in kit.styleMembers.keys.sorted() {
            let byProtocol = kit.styleMembers[name]!
            for proto in byProtocol.keys.sorted() { parts.append(Array("style \(name) \(proto)=\(byProtocol[proto]!)".utf8)) }
        }
        for value in kit.colourTokens.keys.sorted() { parts.append(Array("colour \(value)=\(kit.colourTokens[value]!)".utf8)) }
        for value in kit.numberTokens.keys.sorted() { parts.append(Array("number \(value)=\(kit.numberTokens[value]!)".utf8)) }
        return CacheDigest.of(parts)
    }
}
