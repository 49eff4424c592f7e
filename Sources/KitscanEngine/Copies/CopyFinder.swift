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
    /// Sorted arrays searched by halves, not dictionaries: the hashes are already uniform, and
    /// hashing each of them again was most of the pass.
    struct Weights {
        /// Every feature and name word of any candidate or component; `frequency` and
        /// `weight` by its slot.
        var features = FeatureSet(sorted: [])
        var frequency: [Int32] = []
        var weight: [Double] = []
        var rareLimit: Int32 = 2
        var appPrefix: CopyFeature?
        /// The shared weight that makes an identity: four features as rare as can be. A
        /// pair sharing less (an idiom's common parts) scores in proportion.
        var identity = 1.0

        func of(_ feature: CopyFeature) -> Double { features.slot(feature).map { weight[$0] } ?? 0 }
    }

    func weights(_ files: [FileCopies]) -> Weights {
        var w = Weights()
        var documents = index.entries.count
        var firstWords: [CopyFeature: Int] = [:]
        var types = 0
        // Every document's features (unique within it) and words (a repeated word counts twice), in one buffer.
        var all: [CopyFeature] = []
        all.reserveCapacity(index.entries.reduce(0) { $0 + $1.shape.features.count + $1.shape.words.count }
            + files.reduce(0) { $0 + $1.candidates.reduce(0) { $0 + $1.shape.features.count + $1.shape.words.count } })
        for entry in index.entries {
            all += entry.shape.features
            all += entry.shape.words
        }
        for file in files {
            for candidate in file.candidates {
                documents += 1
                all += candidate.shape.features
                all += candidate.shape.words
                if candidate.parent < 0, !candidate.isMember, let first = candidate.shape.words.first, candidate.shape.words.count > 1 {
                    firstWords[first, default: 0] += 1
                    types += 1
                }
            }
        }
        let counted = all.sortedCounts()
        w.features = FeatureSet(sorted: counted.features)
        w.frequency = counted.counts
        let n = Double(max(documents, 1))
        // The +1 is a view without the feature: in a tiny world a shared feature still counts.
        w.weight = w.frequency.map { log((n + 1) / Double($0)) }
        w.rareLimit = Int32(max(8, documents / 20))
        w.identity = 4 * log(n + 1)
        // The app's own prefix (`Mail` in `MailPill`): a first word a quarter of its views share.
        if let (word, count) = firstWords.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count >= 3, count * 4 >= types {
            w.appPrefix = word
        }
        return w
    }

    /// A shape with each feature's weight beside it (looked up once, not once per pair).
    struct Weighed {
        var features: [CopyFeature] = []
        var weights: [Double] = []
        /// Each feature's document frequency (0: not counted).
        var frequencies: [Int32] = []
        var total = 0.0
        /// The name's words, prefixes dropped, with their weights.
        var words: [CopyFeature] = []
        var wordWeights: [Double] = []
        var wordTotal = 0.0
    }

    func weighed(_ shape: CopyShape, _ weights: Weights, prefix: CopyFeature?) -> Weighed {
        var w = Weighed()
        w.features = shape.features
        w.weights.reserveCapacity(shape.features.count)
        w.frequencies.reserveCapacity(shape.features.count)
        for f in shape.features {
            let slot = weights.features.slot(f)
            w.weights.append(slot.map { weights.weight[$0] } ?? 0)
            w.frequencies.append(slot.map { weights.frequency[$0] } ?? 0)
        }
        w.total = w.weights.reduce(0, +)
        for (i, word) in shape.words.enumerated() where i > 0 || word != prefix || shape.words.count == 1 {
            guard !w.words.contains(word) else { continue }
            w.words.append(word)
            w.wordWeights.append(weights.of(word))
        }
        w.wordTotal = w.wordWeights.reduce(0, +)
        return w
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
            var seen = [Bool](repeating: false, count: kit.count)
            var matches = [Match?](repeating: nil, count: copies.candidates.count)
            for (c, candidate) in copies.candidates.enumerated() {
                let app = weighed(candidate.shape, weights, prefix: weights.appPrefix)
                var touched: [Int32] = []
                var best: Match?
                for (i, f) in candidate.shape.features.enumerated() {
                    let df = app.frequencies[i]
                    guard df > 0, df <= weights.rareLimit, let postings = index.postings[f] else { continue }
                    for e in postings where !seen[Int(e)] {
                        seen[Int(e)] = true
                        touched.append(e)
                        // A wrapper uses the component it resembles.
                        if candidate.shape.uses.contains(index.entries[Int(e)].identity) { continue }
                        guard let score = score(app, kit[Int(e)], weights, atLeast: max(minScore, best?.score ?? 0)) else { continue }
                        if best == nil || score > best!.score || (score == best!.score && Int(e) < best!.entry) {
                            best = Match(entry: Int(e), score: score)
                        }
                    }
                }
                for e in touched { seen[Int(e)] = false }
                if let best, best.score >= minScore { matches[c] = best }
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

    /// How alike `app` and `kit` are (0–1); nil when they share too little structure, or
    /// when even sharing every feature the smaller has could not reach `atLeast`.
    func score(_ app: Weighed, _ kit: Weighed, _ weights: Weights, atLeast: Double = 0) -> Double? {
        guard app.total + kit.total > 0 else { return nil }
        let names = nameScore(app, kit)
        let bound = Self.shapeShare * 2 * min(app.total, kit.total) / (app.total + kit.total) + (1 - Self.shapeShare) * names
        guard bound >= atLeast else { return nil }
        var i = 0, j = 0
        var shared = 0.0
        var sharedStructure = 0
        let a = app.features, k = kit.features
        while i < a.count && j < k.count {
            if a[i] < k[j] {
                i += 1
            } else if k[j] < a[i] {
                j += 1
            } else {
                let w = app.weights[i]
                shared += w
                if w > 0, FeatureHasher.kind(of: a[i])?.isStructure == true { sharedStructure += 1 }
                i += 1; j += 1
            }
        }
        guard sharedStructure >= Self.minSharedStructure else { return nil }
        let shape = 2 * shared / (app.total + kit.total) * min(1, shared / weights.identity)
        return Self.shapeShare * shape + (1 - Self.shapeShare) * names
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
                 _ appLabels: [CopyFeature: String]) -> Finding {
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

    func evidence(_ app: CopyShape, _ entry: CopyIndex.Entry, _ score: Double, _ appLabels: [CopyFeature: String]) -> CopyEvidence {
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
            guard let value = index.vocabulary.tokenValues[t] else { continue }
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
    package func resolve(_ scans: [FileScan], others: [FileCopies] = []) -> [FileScan] {
        var scans = scans
        let holders = scans.indices.filter { scans[$0].copies != nil }
        let found = findings(holders.map { (scans[$0].path, scans[$0].copies!) }, others: others)
        for (k, s) in holders.enumerated() {
            guard let copies = scans[s].copies else { continue }
            var scan = scans[s]
            var uses = [Int](repeating: 0, count: copies.pending.count)
            for (c, var finding) in found[k] {
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
            scan.findings.sort { a, b in (a.line, a.column, a.rule) < (b.line, b.column, b.rule) }
            scan.exceptions.sort { $0.line < $1.line }
            scan.copies = nil
            scans[s] = scan
        }
        return scans
    }
}
