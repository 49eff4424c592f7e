import KitscanSupport
/// The comparison at the heart of `kitscan check`: per file and rule, the current count may
/// not rise above the baseline.
///
/// How a command uses this library:
/// - `check`: `Baseline.load(path:)` (nil: no baseline yet, every file starts at 0), then
///   `Ratchet.compare`; exit 1 when `result.failed(strict:)`. Print `regressions` (count,
///   baseline, `findings` new first), then `improvedFiles`/`goneFiles` ("--tighten would lower
///   them"), `renamed` and `unknownRules`.
/// - `check --tighten`: `baseline.tightened(by: result).write(to:)` when `result.canTighten`.
/// - `baseline`: `Baseline.from` when there is no file yet, else `rewritten(with:scope:renames:
///   justification:)`, which throws `RaiseRefused` for a rise without a justification.
/// - Every file kitscan writes goes through `AtomicFile.write`.
public enum Ratchet {
    /// Compares counted findings with the baseline.
    ///
    /// - Parameters:
    ///   - observations: the counted findings (exceptions already removed) of the files in scope.
    ///   - scope: which files were scanned; see `Scope`.
    ///   - renames: old path -> new path, as git reports them. The new path takes the old path's
    ///     entries (ignored when the old path is still scanned or the new path already has entries).
    ///     Baseline paths that vanished without a given rename are matched by fingerprints
    ///     (`RenameMatcher`).
    ///   - knownRules: the rule ids that exist now; baseline entries of other rules are reported
    ///     in `unknownRules` and not compared. nil: every rule is known.
    public static func compare(baseline: Baseline, observations: [Observation], scope: Scope,
                               renames: [String: String] = [:], knownRules: Set<String>? = nil) -> RatchetResult {
        var observed: [String: [String: [Observation]]] = [:]
        for o in observations {
            observed[o.path, default: [:]][o.rule, default: []].append(o)
        }
        var scope = scope
        scope.scanned.formUnion(observed.keys)

        let (files, moves) = movedEntries(baseline.files, scope: scope, observed: observed, renames: renames)
        let renamedFrom = Dictionary(moves.map { ($0.to, $0.from) }, uniquingKeysWith: { a, _ in a })

        var result = RatchetResult()
        result.renamed = moves.sorted { Order.less($0.from, $1.from) }
        result.goneFiles = files.keys.filter(scope.isGone).sorted(by: Order.less)
        result.newFiles = observed.keys.filter { files[$0] == nil }.sorted(by: Order.less)
        if let knownRules {
            let unknown = Set(files.values.flatMap(\.keys)).subtracting(knownRules)
            result.unknownRules = unknown.sorted(by: Order.less)
        }

        for path in scope.scanned.sorted(by: Order.less) {
            let entries = files[path] ?? [:]
            let current = observed[path] ?? [:]
            let rules = Set(entries.keys).union(current.keys)
            for rule in rules.sorted(by: Order.less) {
                let found = current[rule] ?? []
                if let knownRules, !knownRules.contains(rule), found.isEmpty { continue }
                let change = compareEntry(path: path, rule: rule, entry: entries[rule], findings: found,
                                          renamedFrom: renamedFrom[path])
                if change.count > change.baseline {
                    result.regressions.append(change)
                } else if change.count < change.baseline {
                    result.improvements.append(change)
                } else if change.count > 0 {
                    result.unchanged.append(change)
                }
            }
        }
        return result
    }

    /// The baseline's files after moving renamed paths' entries, and the moves made.
    static func movedEntries(_ files: [String: [String: Baseline.Entry]], scope: Scope,
                             observed: [String: [String: [Observation]]],
                             renames: [String: String]) -> ([String: [String: Baseline.Entry]], [Rename]) {
        var files = files
        var moves: [Rename] = []
        for old in renames.keys.sorted(by: Order.less) {
            let new = renames[old]!
            guard old != new, let entries = files[old], files[new] == nil, !scope.scanned.contains(old) else { continue }
            files[old] = nil
            files[new] = entries
            moves.append(Rename(from: old, to: new, inferred: false))
        }

        let vanished = files.keys.filter(scope.isGone)
        let arrivals = observed.keys.filter { files[$0] == nil }
        if !vanished.isEmpty && !arrivals.isEmpty {
            let baselinePrints = Dictionary(uniqueKeysWithValues: vanished.map { path in
                (path, RenameMatcher.prints(files[path]!.map { ($0.key, $0.value.fingerprints) }))
            })
            let currentPrints = Dictionary(uniqueKeysWithValues: arrivals.map { path in
                (path, RenameMatcher.prints(observed[path]!.map { ($0.key, $0.value.map(\.fingerprintHash)) }))
            })
            for (old, new) in RenameMatcher.match(vanished: baselinePrints, arrived: currentPrints) {
                files[new] = files[old]
                files[old] = nil
                moves.append(Rename(from: old, to: new, inferred: true))
            }
        }
        return (files, moves)
    }

    static func compareEntry(path: String, rule: String, entry: Baseline.Entry?, findings: [Observation],
                             renamedFrom: String?) -> EntryChange {
        var remaining: [String: Int] = [:]
        for h in entry?.fingerprints ?? [] { remaining[h, default: 0] += 1 }
        var known: [Observation] = []
        var new: [Observation] = []
        // Earlier findings claim the baseline's hashes first, so with repeats the later ones are new.
        for o in findings.sorted(by: Observation.ordered) {
            if let left = remaining[o.fingerprintHash], left > 0 {
                remaining[o.fingerprintHash] = left - 1
                known.append(o)
            } else {
                new.append(o)
            }
        }
        let fixed = remaining.flatMap { Array(repeating: $0.key, count: $0.value) }.sorted(by: Order.less)
        let allowed = entry?.count ?? 0
        return EntryChange(path: path, rule: rule, count: findings.count, baseline: allowed,
                           newFindings: new, knownFindings: known, fixed: fixed,
                           unfingerprinted: max(0, allowed - (entry?.fingerprints.count ?? 0)),
                           renamedFrom: renamedFrom)
    }

    static func entryOrder(_ a: EntryChange, _ b: EntryChange) -> Bool {
        if a.path != b.path { return Order.less(a.path, b.path) }
        return Order.less(a.rule, b.rule)
    }
}
