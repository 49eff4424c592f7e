import KitscanFiles
import KitscanLexer
import KitscanParser
import KitscanSupport

/// Counts adoption at many revisions, each file version (path and blob) parsed at most twice
/// over the whole run (once for the drawing types it declares, once for its uses), and not
/// at all when the cache has it.
///
/// A version's uses are found against the app types of every revision together; each
/// revision then keeps the uses of the types it declares itself, which is what counting
/// that revision alone finds.
package struct AdoptionRevisions: Sendable {
    package let workspace: Workspace
    package let scanner: FileScanner
    package let kit: AdoptionKit

    package init(workspace: Workspace, scanner: FileScanner, kit: AdoptionKit) {
        self.workspace = workspace
        self.scanner = scanner
        self.kit = kit
    }

    /// The counts at each revision (`revisions`: path -> blob), with groups by `groups`.
    /// `contents` reads blobs (only those the cache lacks).
    package func count<Failure: Error>(_ revisions: [[String: String]], groups: (@Sendable (String) -> [String])?, cache: inout AdoptionCache,
                       contents: ([String]) throws(Failure) -> [String: [UInt8]],
                       progress: (@Sendable (Int, Int) -> Void)? = nil) throws(Failure) -> [(AdoptionCounts, [String: AdoptionCounts])] {
        let probe = workspace.adoptionScanner(scanner, appTypes: KitIndex())
        var versions = Set<AdoptionCache.Key>()
        for revision in revisions {
            for (path, blob) in revision where probe.counts(path) { versions.insert(AdoptionCache.Key(path: path, blob: blob)) }
        }
        let all = versions.sorted { ($0.path, $0.blob) < ($1.path, $1.blob) }
        // The drawing types of every version.
        let undeclared = all.filter { cache.declared[$0] == nil }
        var bytes = try contents(Array(Set(undeclared.map(\.blob))).sorted())
        let read = bytes
        let declared = Parallel.map(undeclared, progress: nil) { key -> KitIndex in
            guard let data = read[key.blob], !FileSelection.isBinary(data) else { return KitIndex() }
            return probe.appTypes(in: Parser.parse(Lexer.lex(data)), path: key.path)
        }
        for (key, types) in zip(undeclared, declared) { cache.declared[key] = AdoptionCache.Declared(types) }
        let union = AppTypes.merged(all.map { cache.declared[$0]!.index(modules: scanner.kit.modules) }, modules: scanner.kit.modules)
        cache.use(unionDigest: AdoptionCache.digest(union))
        // Each version's uses, against every revision's app types.
        let uncounted = all.filter { cache.facts[$0] == nil }
        let missing = Set(uncounted.map(\.blob)).subtracting(bytes.keys)
        if !missing.isEmpty { bytes.merge(try contents(missing.sorted())) { a, _ in a } }
        let counter = AdoptionFileScanner(scanner: scanner, kit: kit, appTypes: union, rawValueRules: workspace.config.adoption.rawValueRules,
                                          kitHomes: workspace.config.kit.paths + workspace.config.kit.tokens)
        let readAll = bytes
        let facts = Parallel.map(uncounted, progress: progress) { key -> AdoptionFile in
            guard let data = readAll[key.blob] else { return AdoptionFile(path: key.path, counted: false) }
            return counter.facts(bytes: data, path: key.path)
        }
        for (key, file) in zip(uncounted, facts) { cache.facts[key] = file }
        return revisions.map { revision in
            let keys = revision.compactMap { path, blob in probe.counts(path) ? AdoptionCache.Key(path: path, blob: blob) : nil }
            let types = Set(keys.flatMap { cache.declared[$0]!.types.keys })
            let files = keys.map { key -> AdoptionFile in
                var file = cache.facts[key]!
                file.appTypeUses.removeAll { !types.contains($0.name) }
                return file
            }
            return AdoptionTally.point(files, groups: groups)
        }
    }
}
