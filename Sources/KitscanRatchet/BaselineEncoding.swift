import Foundation
import KitscanSupport

extension Baseline {
    /// The file's bytes: deterministic (same baseline, same bytes), sorted by path and rule in
    /// UTF-8 byte order, one file per line so that merges rarely conflict and a review diff
    /// shows exactly which files changed. Zero entries and empty files are left out.
    ///
    /// ```
    /// {
    ///   "version": 1,
    ///   "files": {
    ///     "App/A.swift": {"raw-colour": {"count": 2, "fingerprints": ["0a1b2c3d4e5f", "a1b2c3d4e5f6"]}},
    ///     "App/B.swift": {"small-font": {"count": 1, "fingerprints": ["00ff00ff00ff"], "raised": "legacy screen, see #12"}}
    ///   }
    /// }
    /// ```
    public func encoded() -> Data {
        let clean = pruned()
        var out = "{\n  \"version\": \(Baseline.currentVersion),\n  \"files\": {"
        let paths = clean.files.keys.sorted(by: Order.less)
        if paths.isEmpty {
            out += "}\n}\n"
            return Data(out.utf8)
        }
        out += "\n"
        for (i, path) in paths.enumerated() {
            let rules = clean.files[path]!
            out += "    " + JSONWriter.quoted(path) + ": {"
            for (j, rule) in rules.keys.sorted(by: Order.less).enumerated() {
                let entry = rules[rule]!
                if j > 0 { out += ", " }
                out += JSONWriter.quoted(rule) + ": {\"count\": \(entry.count), \"fingerprints\": ["
                out += entry.fingerprints.sorted(by: Order.less).map(JSONWriter.quoted).joined(separator: ", ")
                out += "]"
                if let note = entry.raised.flatMap(Baseline.oneLine) {
                    out += ", \"raised\": " + JSONWriter.quoted(note)
                }
                out += "}"
            }
            out += i == paths.count - 1 ? "}\n" : "},\n"
        }
        out += "  }\n}\n"
        return Data(out.utf8)
    }
}
