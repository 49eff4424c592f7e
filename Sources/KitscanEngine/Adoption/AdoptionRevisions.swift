import KitscanFiles
import KitscanLexer
import KitscanParser
import KitscanSupport

/// Counts adoption at many revisions, each file version (path and blob) parsed at most twice
/// over the whole run (once for the drawing types it declares, once for its uses), and not
/// at all when the store has it.
///
/// A version's uses are found against the app types of every revision together; each
/// revision then keeps the uses of the types it declares itself, which is what counting
/// that revision alone finds.
package struct AdoptionRevisions: Sendable {
    package let scanner: FileScanner
    package let kit: AdoptionKit
    let rawValueRules: [String]
    let kitHomes: [String]

    /// `workspace` gives the adoption settings and the kit's homes (on neither side).
    package init(workspace: Workspace, scanner: FileScanner, kit: AdoptionKit) {
        self.scanner = scanner
        self.kit = kit
        rawValueRules = workspace.config.adoption.rawValueRules
        kitHomes = workspace.config.kit.paths + workspace.config.kit.tokens
    }

    /// The counts at each revision (`revisions`: path -> blob), with groups by `groups`.
    package func count<Store: AdoptionStore, Failure: Error>(
        _ revisions: [[String: String]], groups: (@Sendable (String) -> [String])?, store: inout Store,
        contents: ([String]) throws(Failure) -> [String: [UInt8]],
        progress: (@Sendable (Int, Int) -> Void)? = nil) throws(Failure) -> [(AdoptionCounts, [String: AdoptionCounts])] {
        try files(revisions, store: &store, contents: contents, progress: progress).map { AdoptionTally.point($0, groups: groups) }
    }

    /// Each revision's counted files, as `adoptionFiles` counts a checkout of it. `contents`
    /// reads blobs (only those the store lacks).
    package func files<Store: AdoptionStore, Failure: Error>(
        _ revisions: [[String: String]], store: inout Store, contents: ([String]) throws(Failure) -> [String: [UInt8]],
        progress: (@Sendable (Int, Int) -> Void)? = nil) throws(Failure) -> [[AdoptionFile]] {
        let probe = AdoptionFileScanner(scanner: scanner, kit: kit, appTypes: KitIndex(), rawValueRules: rawValueRules, kitHomes: kitHomes)
        var versions = Set<AdoptionVersion>()
        for revision in revisions {
            for (path, blob) in revision where probe.counts(path) { versions.insert(AdoptionVersion(path: path, blob: blob)) }
        }
        let all = versions.sorted()
        // The drawing types of every version.
        var declared: [AdoptionVersion: AdoptionDeclared] = [:]
        for version in all { declared[version] = store.declared(version) }
        let undeclared = all.filter { declared[$0] == nil }
        var bytes = undeclared.isEmpty ? [:] : try contents(Array(Set(undeclared.map(\.blob))).sorted())
        let read = bytes
        let found = Parallel.map(undeclared, progress: nil) { version -> AdoptionDeclared in
            guard let data = read[version.blob], !FileSelection.isBinary(data) else { return AdoptionDeclared() }
            return AdoptionDeclared(probe.appTypes(in: Parser.parse(Lexer.lex(data)), path: version.path))
        }
        for (version, types) in zip(undeclared, found) {
            declared[version] = types
            store.store(types, for: version)
        }
        let union = AppTypes.merged(all.map { declared[$0]!.index(modules: scanner.kit.modules) }, modules: scanner.kit.modules)
        let unionDigest = AdoptionDeclared.digest(union)
        // Each version's uses, against every revision's app types.
        var facts: [AdoptionVersion: AdoptionFile] = [:]
        for version in all { facts[version] = store.facts(version, appTypes: unionDigest) }
        let uncounted = all.filter { facts[$0] == nil }
        let missing = Set(uncounted.map(\.blob)).subtracting(bytes.keys)
        if !missing.isEmpty { bytes.merge(try contents(missing.sorted())) { a, _ in a } }
        let counter = AdoptionFileScanner(scanner: scanner, kit: kit, appTypes: union, rawValueRules: rawValueRules, kitHomes: kitHomes)
        let readAll = bytes
        let counted = Parallel.map(uncounted, progress: progress) { version -> AdoptionFile in
            guard let data = readAll[version.blob] else { return AdoptionFile(path: version.path, counted: false) }
            return counter.facts(bytes: data, path: version.path)
        }
        for (version, file) in zip(uncounted, counted) {
            facts[version] = file
            store.store(file, for: version, appTypes: unionDigest)
        }
        return revisions.map { revision in
            let keys = revision.compactMap { path, blob in probe.counts(path) ? AdoptionVersion(path: path, blob: blob) : nil }.sorted()
            let types = Set(keys.flatMap { declared[$0]!.types.keys })
            return keys.map { key -> AdoptionFile in
                var file = facts[key]!
                file.appTypeUses.removeAll { !types.contains($0.name) }
                return file
            }
        }
    }
}
