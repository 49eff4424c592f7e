/// `Baseline.rewritten` refused to raise entries without a justification.
public struct RaiseRefused: Error, Sendable, Equatable, CustomStringConvertible {
    /// The entries that would rise (count above baseline), sorted by path and rule.
    public var rises: [EntryChange]

    public var description: String {
        var lines = ["Refusing to raise \(rises.count) baseline entr\(rises.count == 1 ? "y" : "ies"):"]
        for r in rises {
            lines.append("  \(r.path): \(r.rule) \(r.baseline) -> \(r.count)")
        }
        lines.append("Fix the new findings, mark deliberate ones with an exception, "
            + "or give a one-line justification; it is recorded next to each raised entry.")
        return lines.joined(separator: "\n")
    }
}

extension Baseline {
    /// The baseline rewritten from the current state (the `baseline` command).
    ///
    /// Files in scope get exactly their current entries (renames carried over first, as in
    /// `Ratchet.compare`); with a partial scope, every other file keeps its entries; with a
    /// complete scope, gone files are dropped. If any entry would rise (a new file with findings
    /// included), this throws `RaiseRefused` unless `justification` holds text; the justification
    /// (made one line) is then stored as `raised` on each risen entry. Entries that did not rise
    /// keep their earlier note. For a first baseline, use `Baseline.from`.
    public func rewritten(with observations: [Observation], scope: Scope, renames: [String: String] = [:],
                          justification: String? = nil) throws(RaiseRefused) -> Baseline {
        let result = Ratchet.compare(baseline: self, observations: observations, scope: scope, renames: renames)
        let note = justification.flatMap(Baseline.oneLine)
        if !result.regressions.isEmpty && note == nil {
            throw RaiseRefused(rises: result.regressions)
        }
        var files = applying(result.renamed).files
        var scanned = scope.scanned
        scanned.formUnion(observations.map(\.path))
        for path in files.keys where scanned.contains(path) || scope.isGone(path) {
            files[path] = nil
        }
        let current = Baseline.from(observations).files
        let risen = Set(result.regressions.map { EntryKey(path: $0.path, rule: $0.rule) })
        for (path, rules) in current {
            var entries: [String: Entry] = [:]
            for (rule, var entry) in rules {
                if risen.contains(EntryKey(path: path, rule: rule)) {
                    entry.raised = note
                } else {
                    entry.raised = self.applyingNote(path: path, rule: rule, renamed: result.renamed)
                }
                entries[rule] = entry
            }
            files[path] = entries
        }
        return Baseline(files: files).pruned()
    }

    /// The baseline after `check --tighten`: renames applied, improved entries lowered to their
    /// current count and fingerprints, gone files dropped. Never raises an entry; entries of
    /// unknown rules and of files outside the check's scope are kept as they are.
    public func tightened(by result: RatchetResult) -> Baseline {
        var copy = applying(result.renamed)
        for path in result.goneFiles { copy.files[path] = nil }
        for change in result.improvements {
            guard var entry = copy.files[change.path]?[change.rule], change.count < entry.count else { continue }
            entry.count = change.count
            entry.fingerprints = change.currentFingerprints
            copy.files[change.path]![change.rule] = entry
        }
        return copy.pruned()
    }

    /// The baseline with each rename's entries moved (skipped when the target already has entries).
    func applying(_ renames: [Rename]) -> Baseline {
        var copy = self
        for r in renames where r.from != r.to {
            guard let entries = copy.files[r.from], copy.files[r.to] == nil else { continue }
            copy.files[r.from] = nil
            copy.files[r.to] = entries
        }
        return copy
    }

    /// The `raised` note an entry had before, following a rename.
    private func applyingNote(path: String, rule: String, renamed: [Rename]) -> String? {
        let old = renamed.first(where: { $0.to == path })?.from ?? path
        return files[old]?[rule]?.raised
    }
}

struct EntryKey: Hashable {
    var path: String
    var rule: String
}
