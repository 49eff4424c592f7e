import KitscanFiles
import KitscanLexer
import KitscanParser
import KitscanSupport

extension Workspace {
    /// The adoption scanner of this workspace's kit and settings, counting uses of `appTypes`
    /// (empty when only the files' own drawing types are wanted).
    package func adoptionScanner(_ scanner: FileScanner, appTypes: KitIndex) -> AdoptionFileScanner {
        AdoptionFileScanner(scanner: scanner, kit: adoptionKit(scanner.kit), appTypes: appTypes,
                            rawValueRules: config.adoption.rawValueRules, kitHomes: config.kit.paths + config.kit.tokens)
    }

    /// Why adoption cannot be measured with this config (no kit components, an unknown raw
    /// value rule), or nil.
    package func adoptionProblems(_ kit: KitIndex) -> [String] {
        var problems: [String] = []
        let where_ = config.file ?? "kitscan.json"
        if kit.types.isEmpty && kit.modifierFunctions.isEmpty {
            problems.append("\(where_): the kit has no components, so there is no adoption to measure. "
                + "Set `kit.paths` to the folders that declare the kit's views, styles and modifiers "
                + "(e.g. \"kit\": { \"paths\": [\"DesignSystem/Sources\"] }), or list them in `kit.components`.")
        }
        let known = Set(definitions.map(\.id))
        for rule in config.adoption.rawValueRules where !known.contains(rule) {
            problems.append("\(where_): adoption.rawValueRules names `\(rule)`, which is no rule. "
                + Suggestion.hint(for: rule, among: known.sorted()) + "`kitscan rules` lists them.")
        }
        return problems
    }

    /// The kit's replaced controls and token names, read from its files on disk (today's kit,
    /// also for every point of a history).
    package func adoptionKit(_ kit: KitIndex) -> AdoptionKit {
        let read = reader()
        let kitFilter = PathFilter(paths: config.kit.paths)
        let tokenFilter = PathFilter(paths: config.kit.tokens)
        let trees = Parallel.map(kitCandidates().sorted(), progress: nil) { path -> (path: String, tree: SyntaxTree)? in
            guard case .success(let bytes) = read(path) else { return nil }
            return (path, Parser.parse(Lexer.lex(bytes)))
        }.compactMap { $0 }
        let kitFiles = config.kit.paths.isEmpty ? [] : trees.filter { kitFilter.contains($0.path) }
        let tokenFiles = config.kit.tokens.isEmpty ? [] : trees.filter { tokenFilter.contains($0.path) }
        let tokenPaths = Set(tokenFiles.map(\.path))
        let packageFiles = trees.filter { config.kit.isPackageFile($0.path) && !tokenPaths.contains($0.path) }
        return AdoptionKit(kit: kit, kitFiles: kitFiles, tokenFiles: tokenFiles, packageFiles: packageFiles,
                           numberTokenTypes: Set(config.kit.fontTokens + config.kit.metricTokens), settings: config.adoption)
    }

    /// Every app file's side of the shares: the app's drawing types first (from all of
    /// `files`), then each file counted against them. `read` gives a file's bytes (the disk,
    /// or a revision's blobs). With `counting`, only those files are counted (the app types
    /// still come from all of `files`).
    package func adoptionFiles(_ files: [String], counting: [String]? = nil, scanner: FileScanner, kit: AdoptionKit? = nil,
                               read: @escaping @Sendable (String) -> [UInt8]?,
                               progress: (@Sendable (Int, Int) -> Void)? = nil) -> [AdoptionFile] {
        let sorted = files.sorted()
        let probe = adoptionScanner(scanner, appTypes: KitIndex())
        let parts = Parallel.map(sorted, progress: nil) { path -> KitIndex in
            guard probe.counts(path), let bytes = read(path), !FileSelection.isBinary(bytes) else { return KitIndex() }
            return probe.appTypes(in: Parser.parse(Lexer.lex(bytes)), path: path)
        }
        let appTypes = AppTypes.merged(parts, modules: scanner.kit.modules)
        let counter = AdoptionFileScanner(scanner: scanner, kit: kit ?? probe.kit, appTypes: appTypes,
                                          rawValueRules: config.adoption.rawValueRules,
                                          kitHomes: config.kit.paths + config.kit.tokens)
        return Parallel.map(counting?.sorted() ?? sorted, progress: progress) { path in
            guard let bytes = read(path) else {
                var file = AdoptionFile(path: path, counted: false)
                if counter.counts(path) { file.problem = "cannot be read" }
                return file
            }
            return counter.facts(bytes: bytes, path: path)
        }
    }
}
