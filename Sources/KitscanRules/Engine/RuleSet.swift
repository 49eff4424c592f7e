import KitscanSupport
/// The rules of one run, compiled against a config: each with its matcher, severity and
/// the paths it applies to.
public struct RuleSet: Sendable {
    public struct Compiled: Sendable {
        public var definition: RuleDefinition
        public var matcher: (any Matcher)?
        public var severity: Severity
        public var filter: PathFilter
        public var parameters: [String: JSONValue]
    }

    public var rules: [Compiled]
    /// Every known rule id, enabled or not (exceptions may name any of them).
    public var knownIDs: Set<String>
    public var exceptionMarker: String

    /// Rules whose findings the kit's token homes never carry (every default debt rule).
    public static let tokenHomeExempt: Set<String> = ["platform-branch", "device-idiom", "raw-colour", "small-font",
                                                      "raw-spring", "raw-curve"]

    public init(definitions: [RuleDefinition], config: Config) throws(RuleLoadError) {
        var rules: [Compiled] = []
        var seen: Set<String> = []
        for definition in definitions {
            guard seen.insert(definition.id).inserted else {
                throw RuleLoadError(file: definition.source, problem: "rule id `\(definition.id)` is defined twice.")
            }
            guard config.isEnabled(definition.id) else { continue }
            let settings = config.override(for: definition.id)
            let parameters = definition.effectiveParameters(settings.parameters)
            let matcher = try MatcherFactory.make(definition, parameters: parameters)
            rules.append(Compiled(definition: definition, matcher: matcher,
                                  severity: settings.severity ?? definition.severity,
                                  filter: config.pathFilter(for: definition.id,
                                                            exemptingTokenHomes: Self.tokenHomeExempt.contains(definition.id)),
                                  parameters: parameters))
        }
        self.rules = rules.sorted { $0.definition.id < $1.definition.id }
        self.knownIDs = seen
        self.exceptionMarker = config.exceptionMarker
    }

    public func rule(_ id: String) -> Compiled? {
        rules.first { $0.definition.id == id }
    }

    /// What the config may say about each rule: for `Config.validateRules(catalog:)`.
    public static func catalog(_ definitions: [RuleDefinition]) -> RuleCatalogSpec {
        var catalog: RuleCatalogSpec = [:]
        for d in definitions { catalog[d.id] = d.parameters.mapValues(\.type) }
        return catalog
    }
}
