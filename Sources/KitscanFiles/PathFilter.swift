/// Decides whether a file is in a rule's scope: inside one of its `paths` globs (when it
/// has any) and inside none of its `exempt` globs.
public struct PathFilter: Sendable {
    /// nil or empty: every path.
    public let paths: [Glob]?
    public let exempt: [Glob]

    public init(paths: [String]? = nil, exempt: [String] = []) {
        let compiled = paths?.map { Glob($0) }
        self.paths = (compiled?.isEmpty ?? true) ? nil : compiled
        self.exempt = exempt.map { Glob($0) }
    }

    /// Every path in scope.
    public static let all = PathFilter()

    /// True when the rule applies to `path` (relative to the config's folder, POSIX).
    public func contains(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            if let paths, !paths.contains(where: { $0.matches(bytes: bytes) }) { return false }
            return !exempt.contains { $0.matches(bytes: bytes) }
        }
    }
}
