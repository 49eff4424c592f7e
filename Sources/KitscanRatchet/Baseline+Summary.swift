extension BaselineError.Problem {
    /// Why the file could not be read, as `kitscan baseline` says when it keeps it aside.
    package var reason: String {
        switch self {
        case .unreadable(let why): return "cannot read it: \(why)"
        case .empty: return "it is empty"
        case .notUTF8: return "it is not UTF-8 text"
        case .conflictMarkers: return "it still holds git merge conflict markers"
        case .syntax(_, let truncated): return truncated ? "it is not valid JSON, and looks truncated" : "it is not valid JSON"
        case .missingVersion: return "it has no \"version\" key"
        case .unsupportedVersion(let found): return "it has version \(found), which this kitscan does not read"
        case .invalid(let message): return "it is malformed: \(message)"
        }
    }
}

extension Baseline {
    /// `12 findings in 5 entries across 3 files`.
    package var summary: String {
        let entries = files.values.reduce(0) { $0 + $1.count }
        let findings = files.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
        return "\(findings) finding\(findings == 1 ? "" : "s") in \(entries) entr\(entries == 1 ? "y" : "ies") "
            + "across \(files.count) file\(files.count == 1 ? "" : "s")"
    }
}
