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

    /// The counts at each revision (one source each), with groups by `groups`.
    package func count<Source: FileSource>(
        _ revisions: inout [Source], groups: (@Sendable (String) -> [String])?, store: inout some AdoptionStore,
        progress: (@Sendable (Int, Int) -> Void)? = nil) throws(Source.ReadError) -> [(AdoptionCounts, [String: AdoptionCounts])] {
        try files(&revisions, store: &store, progress: progress).map { AdoptionTally.point($0, groups: groups) }
    }

    /// Each revision's counted files, as `adoptionFiles` counts a checkout of it. A version's
    /// bytes are read through the revision that holds it (all of them read ahead together),
    /// and only when the store lacks what it needs of it.
    package func files<Source: FileSource>(
        _ revisions: inout [Source], store: inout some AdoptionStore,
        progress: (@Sendable (Int, Int) -> Void)? = nil) throws(Source.ReadError) -> [[AdoptionFile]] {
        let probe = AdoptionFileScanner(scanner: scanner, kit: kit, appTypes: KitIndex(), rawValueRules: rawValueRules, kitHomes: kitHomes)
        // Each revision's counted versions, and the first revision holding each version.
        let held = revisions.map { revision in
            (revision.paths ?? []).filter(probe.counts).map { path in
                AdoptionVersion(path: path, blob: revision.contentID(path) ?? GitBlobID.of((try? revision.bytes(path).get()) ?? []))
            }
        }
        var holder: [AdoptionVersion: Int] = [:]
        for (index, versions) in held.enumerated() {
            for version in versions where holder[version] == nil { holder[version] = index }
        }
        let all = holder.keys.sorted()
        func bytes(_ versions: [AdoptionVersion]) throws(Source.ReadError) -> [AdoptionVersion: [UInt8]] {
            var wanted = [[String]](repeating: [], count: revisions.count)
            for version in versions { wanted[holder[version]!].append(version.path) }
            try Source.readAhead(&revisions, paths: wanted)
            var read: [AdoptionVersion: [UInt8]] = [:]
            for version in versions { read[version] = try? revisions[holder[version]!].bytes(version.path).get() }
            return read
        }
        // The drawing types of every version.
        var declared: [AdoptionVersion: AdoptionDeclared] = [:]
        for version in all { declared[version] = store.declared(version) }
        let undeclared = all.filter { declared[$0] == nil }
        var read = undeclared.isEmpty ? [:] : try bytes(undeclared)
        let first = read
        let found = Parallel.map(undeclared, progress: nil) { version -> AdoptionDeclared in
            guard let data = first[version], !FileSelection.isBinary(data) else { return AdoptionDeclared() }
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
        let unread = uncounted.filter { read[$0] == nil }
        if !unread.isEmpty { read.merge(try bytes(unread)) { a, _ in a } }
        let counter = AdoptionFileScanner(scanner: scanner, kit: kit, appTypes: union, rawValueRules: rawValueRules, kitHomes: kitHomes)
        let readAll = read
        let counted = Parallel.map(uncounted, progress: progress) { version -> AdoptionFile in
            guard let data = readAll[version] else { return AdoptionFile(path: version.path, counted: false) }
            return counter.facts(bytes: data, path: version.path)
        }
        for (version, file) in zip(uncounted, counted) {
            facts[version] = file
            store.store(file, for: version, appTypes: unionDigest)
        }
        return held.map { keys in
            let types = Set(keys.flatMap { declared[$0]!.types.keys })
            return keys.sorted().map { key -> AdoptionFile in
                var file = facts[key]!
                file.appTypeUses.removeAll { !types.contains($0.name) }
                return file
            }
        }
    }
}
