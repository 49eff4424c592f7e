import KitscanSupport
import KitscanFiles
/// A repository's settings for one rule (or for every rule, under `"*"`).
public struct RuleOverride: Sendable, Equatable {
    public var enabled: Bool?
    public var severity: Severity?
    /// Only these globs (nil: everywhere).
    public var paths: [String]?
    /// Never these globs.
    public var exempt: [String]?
    /// The rule's own keys, as written (checked against the rule's declared parameters by
    /// `Config.validateRules(catalog:)`).
    public var parameters: [String: JSONValue]

    /// The keys every rule accepts, and the only ones `"*"` accepts.
    public static let genericKeys = ["enabled", "exempt", "paths", "severity"]

    public init(enabled: Bool? = nil, severity: Severity? = nil, paths: [String]? = nil, exempt: [String]? = nil,
                parameters: [String: JSONValue] = [:]) {
        self.enabled = enabled
        self.severity = severity
        self.paths = paths
        self.exempt = exempt
        self.parameters = parameters
    }

    /// `self` applied on top of `base` (base is `"*"`, self the rule's own entry): what
    /// self sets wins, parameters key by key; exemptions add up, so a path exempt for
    /// every rule stays exempt for a rule that exempts more.
    public func merged(over base: RuleOverride) -> RuleOverride {
        var result = base
        if let enabled { result.enabled = enabled }
        if let severity { result.severity = severity }
        if let paths { result.paths = paths }
        if let exempt {
            var combined = base.exempt ?? []
            for glob in exempt where !combined.contains(glob) { combined.append(glob) }
            result.exempt = combined
        }
        for (key, value) in parameters { result.parameters[key] = value }
        return result
    }

    /// The paths filter these settings describe.
    public var pathFilter: PathFilter {
        PathFilter(paths: paths, exempt: exempt ?? [])
    }
}
