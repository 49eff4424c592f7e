/// A baseline file that cannot be used. Its description names the file, the line when known,
/// the problem and what to do about it.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        /// The file could not be read (permissions, I/O).
        case unreadable(String)
        /// Zero bytes (or only whitespace).
        case empty
        /// Not valid UTF-8 text.
        case notUTF8
        /// Git merge conflict markers were left in the file.
        case conflictMarkers
        /// JSON syntax error; `truncated` when the text ended before the JSON did.
        case syntax(String, truncated: Bool)
        /// No `version` key.
        case missingVersion
        /// A version this kitscan cannot read (newer, or nonsense).
        case unsupportedVersion(String)
        /// Well-formed JSON with the wrong shape: a wrong type, a negative count, a bad path…
        case invalid(String)
    }

    /// The baseline file's path as the caller named it.
    public var path: String
    /// 1-based line of the problem, when known.
    public var line: Int?
    public var problem: Problem

    public init(path: String, line: Int?, problem: Problem) {
        self.path = path
        self.line = line
        self.problem = problem
    }

    public var description: String {
        let location = line.map { "\(path):\($0)" } ?? path
        let fix = "Restore it with `git checkout -- \(path)` or rewrite it with `kitscan baseline`."
        switch problem {
        case .unreadable(let why):
            return "\(location): cannot read the baseline: \(why). Check that the file is readable."
        case .empty:
            return "\(location): the baseline is empty (an interrupted write or a bad merge?). \(fix)"
        case .notUTF8:
            return "\(location): the baseline is not UTF-8 text. \(fix)"
        case .conflictMarkers:
            return "\(location): the baseline still holds git merge conflict markers. "
                + "Resolve them by rewriting it with `kitscan baseline` (or `git checkout --theirs -- \(path)` then `kitscan baseline`)."
        case .syntax(let message, let truncated):
            let hint = truncated ? " (the file looks truncated)" : ""
            return "\(location): the baseline is not valid JSON: \(message)\(hint). \(fix)"
        case .missingVersion:
            return "\(location): the baseline has no \"version\" key (expected \"version\": \(Baseline.currentVersion)). \(fix)"
        case .unsupportedVersion(let found):
            return "\(location): the baseline has version \(found), but this kitscan reads version \(Baseline.currentVersion). "
                + "If a newer kitscan wrote it, upgrade kitscan; otherwise rewrite it with `kitscan baseline`."
        case .invalid(let message):
            return "\(location): the baseline is malformed: \(message). \(fix)"
        }
    }
}
