import KitscanEngine
import KitscanSupport

/// Stage 4 of a review: each side's kit (components, tokens, typealiases) and debt-list
/// names, with the digests that key the side's scans in the cache.
extension ReviewWork {
    /// What a side's kit needs read: the kit's files, and the files whose typealiases the
    /// cache does not know.
    struct KitPlan {
        var wanted: [(path: String, source: FileOrigin)] = []
        var unknown: [(path: String, blob: String)] = []
        /// Files whose typealiases are read from their bytes now and not kept (kit files,
        /// working-tree files).
        var direct: [String] = []
        /// The files' typealiases, by path; only those that declare any.
        var aliases: [String: [(String, String)]] = [:]
        /// The files' `AppFacts`, by path; only those that have any.
        var facts: [String: AppFacts] = [:]
    }

    mutating func buildKits() throws(ReviewError) {
        let plans = (head: plan(sides.head), base: plan(sides.base))
        // Both sides' files in one read (one git process).
        try read(plans.head.wanted + plans.base.wanted)
        var (head, base) = (sides.head, sides.base)
        try prepare(&head, plans.head)
        try prepare(&base, plans.base)
        (sides.head, sides.base) = (head, base)
    }

    func plan(_ side: ReviewTree) -> KitPlan {
        var plan = KitPlan()
        for (path, source) in side.files {
            if readsWithKit(path) {
                plan.wanted.append((path, source))
                plan.direct.append(path)
                continue
            }
            switch source {
            case .blob(let id):
                if let known = cache.aliases[id] {
                    if !known.isEmpty { plan.aliases[path] = known }
                    if let facts = cache.facts[id] { plan.facts[path] = facts }
                    continue
                }
                plan.unknown.append((path, id))
            case .disk:
                plan.direct.append(path)
            }
            plan.wanted.append((path, source))
        }
        if let debt = side.debtList { plan.wanted.append((workspace.config.debtList ?? "", debt)) }
        return plan
    }

    mutating func prepare(_ side: inout ReviewTree, _ plan: KitPlan) throws(ReviewError) {
        var aliases = plan.aliases
        var facts = plan.facts
        let reader = workspace.rules.factsReader
        try read(plan.wanted)
        for (path, id) in plan.unknown {
            // The other side may have just read this blob's.
            if let known = cache.aliases[id] {
                if !known.isEmpty { aliases[path] = known }
                if let known = cache.facts[id] { facts[path] = known }
                continue
            }
            guard let data = blobBytes[id] else { continue }
            let found = Workspace.declaredNames(in: data)
            let read = reader.facts(in: data)
            cache.storeAliases(found, facts: read, blob: id)
            if !found.isEmpty { aliases[path] = found }
            if !read.isEmpty { facts[path] = read }
        }
        for path in plan.direct {
            guard let data = contents(path, side.files[path]!) else { continue }
            let found = Workspace.declaredNames(in: data)
            if !found.isEmpty { aliases[path] = found }
            let read = reader.facts(in: data)
            if !read.isEmpty { facts[path] = read }
        }
        let (files, blobs, disk) = (side.files, blobBytes, diskBytes)
        // A kit apart from the app (outside its folder, a package's sources) is no revision's:
        // both sides read it as it is on disk, the version the app builds against.
        let readApart = workspace.reader()
        let readKit: @Sendable (String) -> Result<[UInt8], FileReadError> = { path in
            switch files[path] {
            case .blob(let id)?: return blobs[id].map { .success($0) } ?? .failure(.notFound(path: path))
            case .disk?: return disk[path].map { .success($0) } ?? .failure(.notFound(path: path))
            case nil: return readApart(path)
            }
        }
        let paths = paths(of: side)
        let (found, foundFacts) = (aliases, facts)
        // Only the kit's own files (and the catalog's) are read with the kit: the globs are not matched again.
        side.kit = workspace.buildKit(candidates: paths.filter(readsWithKit) + apartKit, scanned: paths, read: readKit,
                                      aliases: { found[$0] ?? [] }, facts: { foundFacts[$0] ?? AppFacts() })
        readDebtList(&side)
        let config = workspace.config
        side.reader = RevisionScanner(repository: repository, prefix: prefix, selection: workspace.selection,
                                      scanner: FileScanner(rules: workspace.rules, kit: side.kit,
                                                           formChangingModifiers: config.formChangingModifiers,
                                                           kitPaths: config.kit.paths, debtListNames: side.debtNames,
                                                           catalogPaths: config.catalog.paths))
    }

    private mutating func readDebtList(_ side: inout ReviewTree) {
        guard let debt = side.debtList, let data = contents(workspace.config.debtList ?? "", debt) else { return }
        side.debtBytes = data
        // Both sides usually hold the same debt list: its names are read once.
        if let known = debtNamesSeen, known.bytes == data {
            side.debtNames = known.names
            return
        }
        let names = DebtList.names(in: data)
        side.debtNames = names
        debtNamesSeen = (data, names)
    }
}
