import Foundation
import KitscanEngine
import KitscanLexer
import KitscanParser
import KitscanRatchet
import KitscanSupport

/// Stages 6 and 7 of a review: what the change touches in the kit, then every use of the
/// components of interest in the files that did not change; last, the debt list's copies
/// and the head's baseline.
extension ReviewWork {
    mutating func impact(_ scans: ReviewScans) -> (impacts: [KitImpact], kitChanged: Bool) {
        var changedKit: [ReviewImpact.ChangedFile] = []
        for path in sortedPaths where isKit(path) && sides.changedHead.contains(path) {
            guard let source = sides.head.files[path], let change = sides.lines[gitPath(path)], !change.new.isEmpty,
                  let data = contents(path, source) else { continue }
            changedKit.append(ReviewImpact.ChangedFile(path: path, tree: Parser.parse(Lexer.lex(data)), lines: change.new))
        }
        var changedKitBase: [ReviewImpact.ChangedFile] = []
        var baseKitTrees: [String: SyntaxTree] = [:]
        for path in sides.changedBase.sorted() where isKit(path) {
            guard let source = sides.base.files[path], let data = contents(path, source) else { continue }
            let tree = Parser.parse(Lexer.lex(data))
            baseKitTrees[path] = tree
            let key = gitPath(sides.renames[path] ?? path)
            if let change = sides.lines[key] ?? sides.lines[gitPath(path)], !change.old.isEmpty {
                changedKitBase.append(ReviewImpact.ChangedFile(path: path, tree: tree, lines: change.old))
            }
        }
        // Uses in the kit's own files (a component applied inside another), at the head.
        var kitUses: [ComponentUse] = []
        for item in scans.headItems where isKit(item.path) {
            if let scan = scans.freshHead[item.path] { kitUses += scan.uses }
        }
        var impacts = ReviewImpact.impacts(changed: changedKit, kit: sides.head.kit, kitTrees: headKitTrees(),
                                           kitUses: kitUses, tokenPaths: tokenFilter)
        if !changedKitBase.isEmpty {
            let older = ReviewImpact.impacts(changed: changedKitBase, kit: sides.base.kit, kitTrees: { baseKitTrees },
                                             kitUses: kitUses, tokenPaths: tokenFilter)
            var merged = Dictionary(impacts.map { ($0.component, Set($0.reasons)) }, uniquingKeysWith: { a, b in a.union(b) })
            for item in older { merged[item.component, default: []].formUnion(item.reasons) }
            impacts = merged.keys.sorted().map { KitImpact(component: $0, reasons: merged[$0]!.sorted()) }
        }
        return (impacts, !changedKit.isEmpty || !changedKitBase.isEmpty)
    }

    /// Every kit file's tree at the head, parsed only when asked (a token or helper changed,
    /// and its users are looked for).
    func headKitTrees() -> @Sendable () -> [String: SyntaxTree] {
        let files = sides.head.files.filter { isKit($0.key) }
        let (blobs, disk) = (blobBytes, diskBytes)
        return {
            let paths = files.keys.sorted()
            let trees = Parallel.map(paths, progress: nil) { path -> SyntaxTree? in
                let data: [UInt8]?
                switch files[path]! {
                case .blob(let id): data = blobs[id]
                case .disk: data = disk[path]
                }
                return data.map { Parser.parse(Lexer.lex($0)) }
            }
            var result: [String: SyntaxTree] = [:]
            for (path, tree) in zip(paths, trees) { result[path] = tree }
            return result
        }
    }

    /// Adds the uses of `interest` in the files not compared (the same on both sides: an
    /// unchanged file reads the same at the base, under its base path).
    mutating func addCallers(of interest: Set<String>, _ scans: ReviewScans, head: inout ReviewSide,
                             base: inout ReviewSide) throws(ReviewError) {
        var needed: [ReviewItem] = []
        for item in scans.headItems where !scans.compared.contains(item.path) && !apart.contains(item.path) {
            if let fresh = scans.freshHead[item.path] {
                if fresh.uses.contains(where: { interest.contains($0.component) }) { needed.append(item) }
            } else if let key = item.key, let stored = cache.stored(key), stored.uses(anyOf: interest) {
                needed.append(item)
            }
        }
        // Decoding cached uses is most of a warm review: on every core.
        let (frozen, fresh) = (cache, scans.freshHead)
        var decoded = Parallel.map(needed, progress: nil) { item -> [ComponentUse]? in
            (fresh[item.path]?.uses ?? item.key.flatMap { frozen.uses($0) })?.filter { interest.contains($0.component) }
        }
        // A cached line that does not read back: its file is scanned again.
        let unread = needed.indices.filter { decoded[$0] == nil }
        if !unread.isEmpty {
            let rescanned = try cachedScans(sides.head, unread.map { needed[$0].path }, progress: NoProgress()) { _ in true }.0
            for i in unread { decoded[i] = rescanned[needed[i].path]?.uses.filter { interest.contains($0.component) } ?? [] }
        }
        let reverse = Dictionary(sides.renames.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        for case let uses? in decoded {
            head.uses += uses
            base.uses += uses.map { use in
                var copy = use
                copy.path = reverse[use.path] ?? use.path
                return copy
            }
        }
    }

    /// The debt list's copies of each component, and the head's baseline counts.
    mutating func debtListAndBaseline() throws(ReviewError) -> ([String: [String]], Baseline?) {
        let copies = sides.head.debtBytes.map {
            DebtList.copies(in: $0, components: Set(sides.head.kit.components.map(\.name)))
        } ?? [:]
        let path = workspace.config.baseline
        guard let source = sides.head.baseline else { return (copies, nil) }
        try read([(path, source)])
        let baseline = contents(path, source).flatMap { try? Baseline.parse(Data($0), path: path) }
        return (copies, baseline)
    }
}
