import Foundation
import KitscanLexer
import KitscanParser
import KitscanSupport
import KitscanFiles

/// Why a workspace cannot be scanned: a broken config or rule file (exit 2).
public struct WorkspaceError: Error, Sendable, CustomStringConvertible {
    public var messages: [String]

    public init(_ messages: [String]) {
        self.messages = messages
    }

    public var description: String { messages.joined(separator: "\n") }
}

/// A repository to scan: its root, config and rules. The library's main entry point.
public struct Workspace: Sendable {
    /// The config's folder (or the scanned folder when there is no config), absolute.
    public let root: String
    public let config: Config
    package let definitions: [RuleDefinition]
    package let rules: RuleSet

    /// Finds `kitscan.json` by walking up from `start` (or uses `explicitConfig`), loads it
    /// and the rules (shipped plus `rulePaths`), and validates the config against them (a
    /// missing debt list is fine when `debtListMayBeMissing`: the command that writes it).
    public static func open(start: String? = nil, explicitConfig: String? = nil,
                            debtListMayBeMissing: Bool = false,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            folderCommit: (String) -> String? = { _ in nil },
                            folderDescribe: (String) -> String? = { _ in nil }) throws(WorkspaceError) -> Workspace {
        let location: ConfigLocation
        do {
            location = try ConfigLocator.locate(explicitConfig: explicitConfig, start: start)
        } catch {
            throw WorkspaceError([error.description])
        }
        let root = location.root.path
        var config = Config()
        if let file = location.configFile {
            do {
                config = try ConfigLoader.load(path: file.path, displayName: relative(file.path, to: FileManager.default.currentDirectoryPath))
            } catch {
                throw WorkspaceError(error.errors.map(\.description))
            }
        }
        var definitions = RuleLoader.shipped()
        do {
            for folder in config.rulePaths {
                definitions += try RuleLoader.load(folder: root + "/" + folder)
            }
        } catch {
            throw WorkspaceError([error.description])
        }
        let problems = config.validateRules(catalog: RuleSet.catalog(definitions)) + config.missingPaths(root: root, debtListMayBeMissing: debtListMayBeMissing)
        if !problems.isEmpty { throw WorkspaceError(problems.map(\.description)) }
        // A kit outside the folder is kept relative to the folder (`../OmoKit/Sources`), as
        // every path a report shows is.
        let fromRoot = { (path: String) in KitConfig.isOutside(path) ? KitConfig.relative(path, root: root) : path }
        config.kit.paths = config.kit.paths.map(fromRoot)
        config.kit.tokens = config.kit.tokens.map(fromRoot)
        try locateKitSources(&config, root: root, environment: environment, folderCommit: folderCommit, folderDescribe: folderDescribe)
        do {
            let rules = try RuleSet(definitions: definitions, config: config)
            return Workspace(root: root, config: config, definitions: definitions, rules: rules)
        } catch {
            throw WorkspaceError([error.description])
        }
    }

    package init(root: String, config: Config, definitions: [RuleDefinition], rules: RuleSet) {
        self.root = root
        self.config = config
        self.definitions = definitions
        self.rules = rules
    }

    /// Which files are scanned, for paths from git (the walker applies the same on disk).
    public var selection: FileSelection { FileSelection(config: config) }

    /// The Swift files to scan: all under the root, or only `paths`.
    public func files(paths: [String] = []) -> WalkResult {
        config.fileWalker(root: root).walk(paths: paths)
    }

    /// Every file of the whole tree, with the config's globs checked against them: the one
    /// check every command runs (`scan`, `fix`, `adoption`…), so that a config one command
    /// accepts no other rejects.
    package func checkedFiles() throws(WorkspaceError) -> WalkResult {
        let walk = files()
        let unmatched = config.unmatchedGlobs(files: walk.files, excluded: walk.excluded, skipReason: skipReason)
        if !unmatched.isEmpty { throw WorkspaceError(unmatched.map(\.description)) }
        return walk
    }

    /// Why the walk skips the folder `relative` (hidden, git-ignored, excluded), when it exists.
    package func skipReason(_ relative: String) -> String? {
        guard FileSystem.isDirectory(root + "/" + relative) else { return nil }
        return config.fileWalker(root: root).skipReason(relative)
    }

    /// Scans the files (all, or `paths`) on every core. `contents` may supply a file's
    /// bytes instead of the disk (the staged version, for pre-commit). `progress` is told
    /// how many files are done.
    ///
    /// With `each`, every file's scan is handed over in path order as soon as it is ready
    /// and is not kept: the result then holds no findings, uses or exceptions, and memory
    /// follows the largest file, not the repository.
    public func scan(paths: [String] = [], files explicitFiles: [String]? = nil,
                     contents: (@Sendable (String) -> [UInt8]?)? = nil,
                     progress: (@Sendable (Int, Int) -> Void)? = nil,
                     each: ((FileScan) -> Void)? = nil) throws(WorkspaceError) -> ScanResult {
        let source = contents.map { StagedSource(folder: FolderSource(root: root), staged: $0) }
        return try scan(paths: paths, files: explicitFiles, source: source, kit: nil, progress: progress, each: each)
    }

    /// The scan with `kit` (a fleet's kit, read from the kit repository) in place of this
    /// workspace's own, its files' bytes from `source` (the working tree without one).
    package func scan(paths: [String] = [], files explicitFiles: [String]? = nil,
                      source: (any FileSource)? = nil, kit fleetKit: KitIndex?,
                      progress: (@Sendable (Int, Int) -> Void)? = nil,
                      each: ((FileScan) -> Void)? = nil) throws(WorkspaceError) -> ScanResult {
        try scan(paths: paths, files: explicitFiles, source: source, kit: fleetKit, progress: progress,
                 prepare: { _ in () }, each: each.map { each in { scan, _ in each(scan) } })
    }

    /// The scan with `each`, where `prepare` makes from each file's finished scan what `each`
    /// writes of it (its report text). With `kit-copy` every file is finished only after its
    /// pass, when no scan runs beside the hand-over: the files are prepared on every core then.
    /// A partial scan takes the other files' parts from `parts` when it holds them, and sets
    /// the result's `wholeAppPartsUpdate` to those it parsed. A source that lists its files
    /// (bytes in memory) is the whole app: its files are scanned, the disk is not walked.
    package func scan<Prepared: Sendable>(paths: [String] = [], files explicitFiles: [String]? = nil,
                                          source: (any FileSource)? = nil, kit fleetKit: KitIndex?,
                                          parts: WholeAppPartsCache? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
                                          prepare: @escaping @Sendable (FileScan) -> Prepared,
                                          each: ((FileScan, Prepared) -> Void)?) throws(WorkspaceError) -> ScanResult {
        let source = source ?? FolderSource(root: root)
        let listed = source.paths.map { $0.filter(selection.contains) }
        let whole = paths.isEmpty && explicitFiles == nil
        // Globs are checked against the whole tree only: a subset may rightly miss some.
        let walk: WalkResult
        if let files = explicitFiles ?? listed {
            walk = WalkResult(files: files)
        } else {
            walk = paths.isEmpty ? try checkedFiles() : files(paths: paths)
        }
        let read: @Sendable (String) -> Result<[UInt8], FileReadError> = { source.bytes($0) }
        // The app's declarations are read from all its files, whichever are scanned.
        let appFiles = whole ? walk.files : listed ?? files().files
        let candidates = source.paths.map { $0 + apartKitFiles() }
        let (scanner, reads) = fleetKit.map { (fleetScanner(kit: $0, scanned: walk.files, read: read, appFiles: appFiles), AppFileReads()) }
            ?? fileScanner(scanned: walk.files, read: read, appFiles: appFiles, candidates: candidates, keep: true)
        let files = walk.files
        var assembly = ScanAssembly(stages: scanner.wholeApp, unreadable: walk.problems)
        let total = files.count
        let work: @Sendable (String) -> FileScan = { path in
            if let file = reads.take(path) { return scanner.scanFile(bytes: file.bytes, tree: file.tree, path: path) }
            switch read(path) {
            case .failure(let error):
                var scan = FileScan(path: path)
                scan.problem = UnreadableFile(path: path, reason: error.reason)
                return scan
            case .success(let bytes):
                return scanner.scanFile(bytes: bytes, path: path)
            }
        }
        var report: (@Sendable (Int, Int) -> Void)?
        if let progress { report = { done, _ in progress(done, total) } }
        func deliver(_ scan: FileScan, _ prepared: Prepared?) {
            assembly.add(scan, keep: each == nil)
            if let each, let prepared { each(scan, prepared) }
        }
        // A file's scan holds its findings, not its bytes or tree: a wide window costs little
        // memory and keeps a core from idling while a large file holds up the hand-over.
        // Without `kit-copy` each file is prepared as it is handed over, while the workers
        // scan the next ones; with it, on the workers after the pass, when nothing else runs.
        Parallel.forEachInOrder(files, window: 1024, progress: report, work) { (scan: FileScan) in
            if let final = assembly.take(scan) { deliver(final, each == nil ? nil : prepare(final)) }
        }
        var update: WholeAppPartsUpdate?
        if assembly.holds {
            // A subset weighs rarity over the whole app too (a pre-commit check gives a full scan's scores).
            var others: [FileScan] = []
            if !whole { (others, update) = wholeAppParts(of: appFiles, beyond: files, scanner: scanner, cache: parts, read: read) }
            let resolved = assembly.resolveHeld(others: others)
            if each != nil {
                Parallel.forEachInOrder(Array(resolved.indices), window: 1024, { (resolved[$0], prepare(resolved[$0])) }) {
                    deliver($0.0, $0.1)
                }
            } else {
                resolved.forEach { deliver($0, nil) }
            }
        }
        var result = assembly.finished()
        result.wholeAppPartsUpdate = update
        // Only a whole scan reads every file that may name a deprecated declaration.
        return finish(result, files: files, kit: scanner.kit, named: whole ? assembly.named : nil)
    }

    /// The result with what the run read besides the files.
    private func finish(_ result: ScanResult, files: [String], kit: KitIndex, named: Set<String>?) -> ScanResult {
        var result = result
        result.components = kit.components
        result.rules = rules.rules.map { $0.definition.summary }
        result.files = files
        result.kitSources = KitSource.kitFirst(config.kit.sources, componentPaths: result.components.map(\.path))
        result.hasCatalog = !config.catalog.paths.isEmpty
        if let named {
            result.deprecationsNamed = named
            result.readyToDelete = kit.deprecations.readyToDelete(named: named, scanned: Set(files), kit: kit)
        }
        return result
    }

    /// How files are read from the working tree.
    package func reader() -> @Sendable (String) -> Result<[UInt8], FileReadError> {
        let folder = FolderSource(root: root)
        return { folder.bytes($0) }
    }

    /// The per-file scanner of a run over `scanned`: the kit read from the config's paths.
    package func fileScanner(scanned: [String]) -> FileScanner {
        fileScanner(scanned: scanned, read: reader()).scanner
    }

    /// The scanner, and (with `keep`) the scanned files as reading the kit read them, for the scan to take.
    func fileScanner(scanned: [String], read: @escaping @Sendable (String) -> Result<[UInt8], FileReadError>,
                     appFiles: [String]? = nil, candidates: [String]? = nil, keep: Bool = false) -> (scanner: FileScanner, reads: AppFileReads) {
        let (kit, reads) = buildKit(scanned: scanned, read: read, appFiles: appFiles, candidates: candidates, keep: keep)
        return (FileScanner(rules: rules, kit: kit, formChangingModifiers: config.formChangingModifiers,
                            kitPaths: config.kit.paths, debtListNames: debtListNames(), catalogPaths: config.catalog.paths), reads)
    }

    /// Reads the kit's paths for components and its token homes for token values.
    /// With `copies`, the `kit-copy` index is built even when this config does not run the
    /// rule (a fleet's kit, for the apps whose configs do).
    /// `appFiles` (all the app's files, when only some are scanned) are read for `AppFacts`.
    /// The scanned files are read once, and with `keep` kept for the scan. `candidates` are
    /// the files that may be kit files when a source lists them (else the folder's).
    func buildKit(scanned: [String], read: @escaping @Sendable (String) -> Result<[UInt8], FileReadError>, copies: Bool = false,
                  appFiles: [String]? = nil, candidates: [String]? = nil, keep: Bool = false) -> (kit: KitIndex, reads: AppFileReads) {
        let reader = rules.factsReader
        let readsAliases = readsAppAliases, kitFilter = PathFilter(paths: config.kit.paths)
        let reads = AppFileReads.read(scanned, read: read, facts: reader, wantsAliases: { readsAliases && !kitFilter.contains($0) }, keep: keep)
        let readKit: @Sendable (String) -> Result<[UInt8], FileReadError> = { path in reads.bytes(path).map { .success($0) } ?? read(path) }
        var kit = buildKit(candidates: candidates ?? kitCandidates() + catalogFiles(), scanned: scanned, read: readKit, copies: copies,
                           aliases: { reads.aliases.isEmpty ? [] : reads.aliases[$0] ?? [] },
                           facts: { reads.facts.isEmpty ? AppFacts() : reads.facts[$0] ?? AppFacts() })
        if let appFiles, appFiles != scanned { kit.app = Workspace.appFacts(appFiles, reader: reader, read: readKit) }
        return (kit, reads)
    }

    /// Whether the kit reads the app's typealiases and protocols.
    var readsAppAliases: Bool { !config.kit.paths.isEmpty || rules.listsUnlistedViews }

    /// The scanned files whose typealiases and protocols the kit reads: the app's own, when
    /// there is a kit or a rule lists unlisted views.
    func appAliasFiles(_ scanned: [String]) -> [String] {
        guard readsAppAliases else { return [] }
        let kitFilter = PathFilter(paths: config.kit.paths)
        return scanned.filter { !kitFilter.contains($0) }
    }

    /// The `AppFacts` of `files`, read with `read`.
    package static func appFacts(_ files: [String], reader: AppFactsReader,
                                 read: @Sendable (String) -> Result<[UInt8], FileReadError>) -> AppFacts {
        guard !reader.isEmpty else { return AppFacts() }
        return AppFacts(merging: Parallel.map(files, progress: nil) { path in
            guard case .success(let bytes) = read(path) else { return AppFacts() }
            return reader.facts(in: bytes)
        })
    }

    /// The kit index from one revision's files (`review` reads them from git): `candidates`
    /// are the files that may be kit or token files, `scanned` the app files whose
    /// typealiases of kit components count, `aliases` a file's typealiases and `facts` its
    /// `AppFacts` (a cache may answer either without reading the file).
    package func buildKit(candidates all: [String], scanned: [String],
                         read: @Sendable (String) -> Result<[UInt8], FileReadError>, copies: Bool = false,
                         aliases aliasesOf: @Sendable (String) -> [(String, String)],
                         facts factsOf: @Sendable (String) -> AppFacts) -> KitIndex {
        var kit = KitIndex()
        // Every scanned file's, the kit's too: a device helper may be declared anywhere.
        kit.app = AppFacts(merging: Parallel.map(scanned, progress: nil, factsOf))
        kit.modules = Set(config.kit.modules)
        let kitFilter = PathFilter(paths: config.kit.paths)
        let tokenFilter = PathFilter(paths: config.kit.tokens)
        let kitFiles = config.kit.paths.isEmpty ? [] : all.filter { kitFilter.contains($0) }
        // A package's files are token homes too (a tokens package read from `.build/checkouts/…`).
        let tokenFiles = all.filter { (!config.kit.tokens.isEmpty && tokenFilter.contains($0)) || config.kit.isPackageFile($0) }
        let trees = Parallel.map(Array(Set(kitFiles + tokenFiles)).sorted(), progress: nil) { path -> (String, SyntaxTree?) in
            guard case .success(let bytes) = read(path) else { return (path, nil) }
            return (path, Parser.parse(Lexer.lex(bytes)))
        }
        // The app's typealiases: of kit components (below), and of function types, which
        // make a kit parameter a closure parameter; and its protocols, through which a view
        // may conform to `View`. Only files that mention `typealias` or `protocol` are parsed.
        let appAliases = Array(Parallel.map(appAliasFiles(scanned), progress: nil, aliasesOf).joined())
        let kitTrees = trees.compactMap { path, tree in tree.flatMap { kitFilter.contains(path) ? (path, $0) : nil } }
        // Components from all kit files at once: a conformance or a protocol in one file
        // makes a component of a type in another.
        if !config.kit.paths.isEmpty {
            KitDiscovery.addComponents(from: kitTrees, typealiases: appAliases, to: &kit)
        }
        for (path, tree) in trees {
            guard let tree else { continue }
            if (tokenFilter.contains(path) && !config.kit.tokens.isEmpty) || config.kit.isPackageFile(path), let colours = rules.colourShape {
                KitDiscovery.addTokens(from: tree, path: path, colours: colours, to: &kit)
            }
            NumberTokens.add(from: tree, typeNames: config.kit.fontTokens, to: &kit, kind: .font, path: path)
            NumberTokens.add(from: tree, typeNames: config.kit.metricTokens, to: &kit, kind: .metric, path: path)
        }
        if copies || rules.copyRule != nil, !kit.types.isEmpty || !kit.modifierFunctions.isEmpty {
            kit.copies = CopyIndex(kit: kit, trees: kitTrees)
        }
        for name in config.kit.components where kit.types[name] == nil {
            kit.types[name] = Component(name: name, kind: .view, path: "", line: 0, parameters: [])
        }
        // The app's own typealiases of kit components (`typealias OmoButtonStyle = KitPrimaryButtonStyle`),
        // and the protocols of the kit and the app that a view may conform through.
        kit.addApp(appAliases + kitTrees.flatMap { KitDiscovery.declaredNames(in: $0.1).filter { $0.1.hasPrefix(":") } })
        if !config.catalog.paths.isEmpty { addCatalog(candidates: all, read: read, to: &kit) }
        return kit
    }

    /// Reads the catalog's files among `candidates` for its cases, once the kit is known.
    private func addCatalog(candidates: [String], read: @Sendable (String) -> Result<[UInt8], FileReadError>, to kit: inout KitIndex) {
        let filter = PathFilter(paths: config.catalog.paths)
        let trees = Parallel.map(Array(Set(candidates.filter { filter.contains($0) })).sorted(), progress: nil) { path -> (path: String, tree: SyntaxTree)? in
            guard case .success(let bytes) = read(path), !FileSelection.isBinary(bytes) else { return nil }
            return (path, Parser.parse(Lexer.lex(bytes)))
        }
        kit.addCatalog(trees.compactMap { $0 }, formChangingModifiers: config.formChangingModifiers)
    }

    /// The typealiases and protocols a file declares (`KitDiscovery.declaredNames`; parsed
    /// only when it mentions either).
    package static func declaredNames(in bytes: [UInt8]) -> [(String, String)] {
        guard KitDiscovery.mentionsDeclaredNames(bytes) else { return [] }
        return KitDiscovery.declaredNames(in: Parser.parse(Lexer.lex(bytes)))
    }

    /// Names written in backticks in the debt-list document, or nil without one.
    func debtListNames() -> Set<String>? {
        guard let debtList = config.debtList, let bytes = try? FileBytes.read(path: root + "/" + debtList) else {
            return nil
        }
        return DebtList.names(in: bytes)
    }

    static func relative(_ path: String, to folder: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
