import KitscanSupport
/// A rule as written in its JSON file: what it finds, why it is debt, its parameters and
/// its examples. Shipped rules live in `Rules/`; teams add their own in `rulePaths`.
public struct RuleDefinition: Sendable, Equatable {
    /// One declared parameter: its type, default and what it means.
    public struct ParameterSpec: Sendable, Equatable {
        public var type: ParameterType
        public var defaultValue: JSONValue
        public var description: String
    }

    /// An example: code and, for triggering ones, where findings are expected (each `↓`
    /// marks the anchor of one finding), with optional parameter values and file path.
    public struct Example: Sendable, Equatable {
        public var code: String
        public var parameters: [String: JSONValue]
        public var path: String?
    }

    public var id: String
    public var severity: Severity
    public var message: String
    public var rationale: String
    /// The generic matcher or post-scan stage this rule is data for.
    public var matcher: MatcherKind
    /// The values the rule file sets for its matcher's parameters, with their meaning.
    public var parameters: [String: ParameterSpec]
    /// Whether the kit's token homes (`kit.tokens`) never carry this rule's findings.
    public var exemptTokenHomes: Bool
    public var triggers: [Example]
    public var passes: [Example]
    /// Where the rule was read from (for error messages).
    public var source: String
    /// A `pattern` rule's replacement template (`kitscan fix`), and its before/after examples.
    public var fix: FixTemplate? = nil
    public var fixExamples: [FixExample] = []

    /// Every parameter the matcher reads: its type, the rule's default (or the matcher's
    /// own) and what it means, in declaration order.
    public var parameterList: [(name: String, spec: ParameterSpec)] {
        matcher.parameters.map { field in
            let own = parameters[field.name]
            return (field.name, ParameterSpec(type: field.type, defaultValue: own?.defaultValue ?? field.value,
                                              description: own.map(\.description).flatMap { $0.isEmpty ? nil : $0 } ?? field.summary))
        }
    }

    /// The rule file's defaults.
    public var defaults: [String: JSONValue] { parameters.mapValues(\.defaultValue) }

    /// The parameter values with `overrides` applied on top of the defaults.
    public func effectiveParameters(_ overrides: [String: JSONValue] = [:]) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for (name, spec) in parameters { values[name] = spec.defaultValue }
        for (name, value) in overrides { values[name] = value }
        return values
    }

    public var summary: RuleSummary {
        RuleSummary(id: id, severity: severity, message: message, rationale: rationale, isDebt: matcher != .componentUses,
                    isBookkeeping: [.unlistedViews, .invalidExceptions, .unusedExceptions].contains(matcher))
    }
}

/// A rule file that cannot be used: names the file and what to fix.
public struct RuleLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
