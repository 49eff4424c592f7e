import Foundation
import KitscanSupport

/// The cross-file pass of `kit-copy`: once every file's candidates are read, weighs each
/// feature by how rare it is across the app's views and the kit's components (a shape that
/// recurs across many app views is an idiom and weighs next to nothing), compares each
/// candidate with the components it shares a rare feature with, and makes the findings.
package struct CopyFinder: Sendable {
    package let index: CopyIndex
    package let rule: String
    package let severity: Severity
    package let minScore: Double

    /// Share of the score that the body's structure and values give; names give the rest.
    static let shapeShare = 0.8
    /// A pair must share at least this many structural features (views, edges, modifiers).
    static let minSharedStructure = 3

    package init(index: CopyIndex, rule: String, severity: Severity, minScore: Double) {
        self.index = index
        self.rule = rule
        self.severity = severity
        self.minScore = minScore
    }

    /// One candidate's best match.
    struct Match {
        var entry: Int
        var score: Double
    }

    /// The rarity weights: log((N + 1) / document frequency) over every candidate and component.
    struct Weights {
        /// Every feature and name word of any candidate or component, with its document frequency.
        var frequency = FeatureTable()
        /// By document frequency: the weight (0 for a feature no document has).
        var byFrequency: [Double] = [0]
        /// By slot of `frequency`: the feature's row in the kit's postings times two, plus one
        /// when it is structural; -1 when no component has it. Looked up once per distinct
        /// feature, so a candidate's feature costs one lookup, not two.
        var kitRow: [Int32] = []
        var rareLimit: Int32 = 2
        var appPrefix: CopyFeature?
        /// The shared weight that makes an identity: four features as rare as can be. A
        /// pair sharing less (an idiom's common parts) scores in proportion.
        var identity = 1.0

        func of(_ feature: CopyFeature) -> Double { byFrequency[Int(frequency.value(feature))] }
    }

    func weights(_ files: [FileCopies]) -> Weights {
        var w = Weights()
        var documents = index.entries.count
        var firstWords: [CopyFeature: Int] = [:]
        var types = 0
        // Every document's features (unique within it) and words (a repeated word counts
        // twice), counted on every core: a share of the files each into a table of its own,
        // then the tables added up (their distinct features only).
        let shares = Parallel.shares(files.count)
        var tables = Parallel.map(shares) { share in
            // Grown as needed: most features recur across views, and a table no bigger than
            // the distinct ones stays in the cache for every lookup after.
            var table = FeatureTable(expected: 1024)
            for f in share {
                // Read in place: a copy of a candidate retains each of its strings and arrays.
                for c in files[f].candidates.indices {
                    table.count(files[f].candidates[c].shape.features)
                    table.count(files[f].candidates[c].shape.words)
                }
            }
            return table
        }
        var table = tables.isEmpty ? FeatureTable(expected: 1024) : tables.removeFirst()
        for other in tables { table.add(other) }
        for entry in index.entries {
            table.count(entry.shape.features)
            table.count(entry.shape.words)
        }
        for f in files.indices {
            documents += files[f].candidates.count
            for c in files[f].candidates.indices {
                let words = files[f].candidates[c].shape.words
                if let first = words.first, words.count > 1, !files[f].candidates[c].isMember {
                    firstWords[first, default: 0] += 1
                    types += 1
                }
            }
        }
        w.frequency = table
        // From the kit's features (a few hundred), not every slot of the table (every feature of the app).
        w.kitRow = Array(repeating: -1, count: table.keys.count)
        for (slot, key) in index.postings.keys.enumerated() where key != 0 {
            let at = table.slot(key)
            guard at >= 0 else { continue }
            w.kitRow[at] = 2 * index.postings.values[slot] + (FeatureHasher.kind(of: key)?.isStructure == true ? 1 : 0)
        }
        let n = Double(max(documents, 1))
        // The +1 is a view without the feature: in a tiny world a shared feature still counts.
        // A word may count more than once per document, so its frequency may pass N.
        let most = max(documents, Int(table.values.max() ?? 0))
        w.byFrequency = [0] + (1...max(most, 1)).map { log((n + 1) / Double($0)) }
        w.rareLimit = Int32(max(8, documents / 20))
        w.identity = 4 * log(n + 1)
        // The app's own prefix (`Mail` in `MailPill`): a first word a quarter of its views share.
        if let (word, count) = firstWords.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count >= 3, count * 4 >= types {
            w.appPrefix = word
        }
        return w
    }

    /// A kit component's shape weighed once for every candidate it meets.
    struct Weighed {
        var total = 0.0
        /// The name's words, prefixes dropped, with their weights.
        var words: [CopyFeature] = []
        var wordWeights: [Double] = []
        var wordTotal = 0.0
    }

    func weighed(_ shape: CopyShape, _ weights: Weights, prefix: CopyFeature?) -> Weighed {
        var w = names(shape.words, weights, prefix: prefix)
        for f in shape.features { w.total += weights.of(f) }
        return w
    }

    /// A name's words, its prefix dropped (unless it is the only word), weighed.
    func names(_ words: [CopyFeature], _ weights: Weights, prefix: CopyFeature?) -> Weighed {
        var w = Weighed()
        for (i, word) in words.enumerated() where i > 0 || word != prefix || words.count == 1 {
            guard !w.words.contains(word) else { continue }
            w.words.append(word)
            w.wordWeights.append(weights.of(word))
        }
        w.wordTotal = w.wordWeights.reduce(0, +)
        return w
    }

    /// The candidate's best match at `minScore` or above, if any.
    func bestMatch(_ shape: CopyShape, _ weights: Weights, _ kit: [Weighed], _ tally: CopyTally,
                   _ postings: UnsafeBufferPointer<Int32>) -> Match? {
        var total = 0.0
        // First the weights, and whether any feature the kit has is rare: most views share
        // only common ones, and meet no component worth scoring.
        // Every candidate's feature is in the table: `weights` counted it.
        var anyRare = false
        tally.slots.removeAll(keepingCapacity: true)
        for f in shape.features {
            let slot = weights.frequency.slot(f)
            let df = weights.frequency.values[slot]
            total += weights.byFrequency[Int(df)]
            guard weights.kitRow[slot] >= 0 else { continue }
            tally.slots.append(Int32(slot))
            anyRare = anyRare || df <= weights.rareLimit
        }
        guard anyRare else { return nil }
        for slot in tally.slots {
            let df = weights.frequency.values[Int(slot)], w = weights.byFrequency[Int(df)]
            let row = Int(weights.kitRow[Int(slot)] >> 1)
            let from = Int(index.postingStarts[row]), to = Int(index.postingStarts[row + 1])
            tally.add(UnsafeBufferPointer(rebasing: postings[from..<to]), weight: w,
                      structural: w > 0 && weights.kitRow[Int(slot)] & 1 == 1, rare: df <= weights.rareLimit)
        }
        defer { tally.clear() }
        let app = names(shape.words, weights, prefix: weights.appPrefix)
        var best: Match?
        for e in tally.rareComponents {
            let k = Int(e)
            // A wrapper uses the component it resembles.
            if shape.uses.contains(index.entries[k].identity) { continue }
            guard tally.structure[k] >= Self.minSharedStructure, total + kit[k].total > 0 else { continue }
            let shared = tally.shared[k]
            let form = 2 * shared / (total + kit[k].total) * min(1, shared / weights.identity)
            var score = Self.shapeShare * form + (1 - Self.shapeShare) * nameScore(app, kit[k])
            if !Self.sharesKitValue(shape.features, index.entries[k].kitValues, weights) { score *= Self.withoutKitValue }
            if score >= minScore, best == nil || score > best!.score || (score == best!.score && k < best!.entry) {
                best = Match(entry: k, score: score)
            }
        }
        return best
    }

    /// The findings of every file (indexed as `files`), and each candidate's exception use.
    /// `others` are the candidates of the app's files not scanned: they weigh rarity as in a
    /// full scan, so a file's findings do not depend on which files are scanned with it.
    package func findings(_ files: [(path: String, copies: FileCopies)], others: [FileCopies] = []) -> [[(candidate: Int, finding: Finding)]] {
        guard !index.isEmpty else { return files.map { _ in [] } }
        let weights = weights(files.map(\.copies) + others)
        let kit = index.entries.map { weighed($0.shape, weights, prefix: index.prefixWord) }
        // Files on every core: each reads the shared weights and writes only its own findings.
        return Parallel.map(files) { file in
            let (path, copies) = file
            let tally = CopyTally(entries: kit.count)
            var matches = index.postingEntries.withUnsafeBufferPointer { postings in
                copies.candidates.map { bestMatch($0.shape, weights, kit, tally, postings) }
            }
            // A type and a member of it that both look like copies: the closer one is the copy
            // (the type when the member is only part of it, the member when it alone is).
            for (c, candidate) in copies.candidates.enumerated() where candidate.parent >= 0 {
                guard let member = matches[c], let type = matches[candidate.parent] else { continue }
                if member.score > type.score { matches[candidate.parent] = nil } else { matches[c] = nil }
            }
            var found: [(candidate: Int, finding: Finding)] = []
            for (c, match) in matches.enumerated() {
                guard let match else { continue }
                found.append((c, finding(path, copies.candidates[c], index.entries[match.entry], match.score, copies.labels)))
            }
            return found
        }
    }

    /// Weighted Dice of the names' words (the kit's and the app's prefixes already dropped).
    func nameScore(_ app: Weighed, _ kit: Weighed) -> Double {
        guard app.wordTotal + kit.wordTotal > 0 else { return 0 }
        var shared = 0.0
        for (i, word) in app.words.enumerated() where kit.words.contains(word) { shared += app.wordWeights[i] }
        return 2 * shared / (app.wordTotal + kit.wordTotal)
    }

    /// The finding: message, fingerprint and evidence.
    func finding(_ path: String, _ candidate: CopyCandidate, _ entry: CopyIndex.Entry, _ score: Double,
                 _ appLabels: CopyLabels) -> Finding {
        let use = entry.kind != .modifier ? "\(entry.name)(…)"
            : entry.name.first?.isUppercase == true ? ".modifier(\(entry.name)())" : ".\(entry.name)(…)"
        let subject = candidate.declaration.map { candidate.isMember ? $0 : candidate.name } ?? candidate.name
        let evidence = self.evidence(candidate.shape, entry, score, appLabels)
        var finding = Finding(path: path, line: candidate.line, column: candidate.column, rule: rule, severity: severity,
                              message: "`\(subject)` looks like a copy of `\(entry.name)`: use `\(use)`",
                              snippet: candidate.snippet, declaration: candidate.declaration,
                              fingerprint: "\(rule)|\(candidate.name)|\(candidate.declaration ?? "")")
        finding.copy = evidence
        return finding
    }

    func evidence(_ app: CopyShape, _ entry: CopyIndex.Entry, _ score: Double, _ appLabels: CopyLabels) -> CopyEvidence {
        let appSet = Set(app.features), kitSet = Set(entry.shape.features)
        let label = { (f: CopyFeature) in index.labels[f] ?? appLabels[f] ?? "?" }
        let shared = Self.skeleton(calls: entry.shape.calls.filter(appSet.contains), modifiers: entry.shape.modifiers.filter(appSet.contains), label)
        var values: [String] = []
        var differs: [String] = []
        for f in entry.shape.features {
            guard let kind = FeatureHasher.kind(of: f) else { continue }
            switch kind {
            case .token, .member:
                if appSet.contains(f) { values.append(label(f)) } else if kind == .token { differs.append("no \(label(f))") }
            case .modifier:
                if !appSet.contains(f) { differs.append("no \(label(f))") }
            case .call where f != CopyVocabulary.otherType:
                if !appSet.contains(f) { differs.append("no \(label(f))") }
            default:
                break
            }
        }
        let appTokens = Set(app.valuedTokens)
        for t in Set(entry.shape.valuedTokens).sorted() {
            guard let value = index.vocabulary.value(of: t) else { continue }
            if appTokens.contains(t) {
                values.append(label(t))
            } else if appSet.contains(FeatureHasher.number(value)) {
                differs.append("raw \(Self.format(value)) for \(label(t))")
            } else {
                differs.append("no \(label(t))")
            }
        }
        for f in Set(app.modifiers).union(app.calls).sorted() where !kitSet.contains(f) && f != CopyVocabulary.otherType {
            differs.append("adds \(label(f))")
        }
        return CopyEvidence(copyOf: entry.name, score: (score * 100).rounded() / 100, skeleton: shared,
                            appSkeleton: Self.skeleton(calls: app.calls, modifiers: app.modifiers, label),
                            kitSkeleton: Self.skeleton(calls: entry.shape.calls, modifiers: entry.shape.modifiers, label),
                            shared: Array(Set(values)).sorted(), differs: Array(Set(differs)).sorted())
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `Button › Text .font .foregroundStyle .padding×2`: the views in order (a run of one
    /// collapsed), then the modifiers in order of first use with their counts.
    static func skeleton(calls: [CopyFeature], modifiers: [CopyFeature], _ label: (CopyFeature) -> String) -> String {
        var parts: [String] = []
        var previous: CopyFeature?
        for c in calls where c != previous {
            parts.append(label(c))
            previous = c
        }
        var order: [CopyFeature] = []
        var counts: [CopyFeature: Int] = [:]
        for m in modifiers {
            if counts[m] == nil { order.append(m) }
            counts[m, default: 0] += 1
        }
        let views = parts.joined(separator: " › ")
        let mods = order.map { counts[$0]! > 1 ? "\(label($0))×\(counts[$0]!)" : label($0) }.joined(separator: " ")
        return [views, mods].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension CopyFinder {
    /// The scans (in path order) with their `kit-copy` findings added, each through the
    /// exception comment that covers it; a comment pending on a copy becomes an exception
    /// when it covers one, else its `unused-exception` findings. `others`: as `findings`.
    func resolveCopies(_ scans: [FileScan], others: [FileCopies] = []) -> [FileScan] {
        var scans = scans
        let holders = scans.indices.filter { scans[$0].copies != nil }
        let found = findings(holders.map { (scans[$0].path, scans[$0].copies!) }, others: others)
        for (k, s) in holders.enumerated() {
            // In place: a copy of the scan would copy its findings on the first append.
            Self.add(found[k], to: &scans[s])
        }
        return scans
    }

    /// A scan's copy findings added, its pending exceptions settled, its candidates dropped.
    static func add(_ found: [(candidate: Int, finding: Finding)], to scan: inout FileScan) {
        guard let copies = scan.copies else { return }
        scan.copies = nil
        var uses = [Int](repeating: 0, count: copies.pending.count)
        for (c, var finding) in found {
            if let exception = copies.candidates[c].exception {
                finding.exceptedBy = exception.reason
                switch exception.slot {
                case .record(let r): scan.exceptions[r].suppressed += 1
                case .pending(let p): uses[p] += 1
                }
            }
            scan.findings.append(finding)
        }
        for (p, pending) in copies.pending.enumerated() {
            if uses[p] > 0 {
                var record = pending.record
                record.suppressed = uses[p]
                scan.exceptions.append(record)
            } else {
                scan.findings += pending.unused
            }
        }
        // Most files gain nothing: their findings are already in order.
        if !found.isEmpty || !copies.pending.isEmpty {
            scan.findings.sort { a, b in (a.line, a.column, a.rule) < (b.line, b.column, b.rule) }
            scan.exceptions.sort { $0.line < $1.line }
        }
    }
}
