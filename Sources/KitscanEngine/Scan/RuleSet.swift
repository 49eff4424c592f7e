import KitscanSupport
import KitscanFiles

/// The rules of one run, compiled against a config: each with its stage, severity and
/// the paths it applies to.
package struct RuleSet: Sendable {
    package struct Compiled: Sendable {
        package var definition: RuleDefinition
        package var stage: RuleStage
        package var severity: Severity
        package var filter: PathFilter
        /// The rule file's defaults with the config's overrides on top.
        package var parameters: [String: JSONValue]

        package var matcher: (any Matcher)? { stage.matcher }
    }

    package var rules: [Compiled]
    /// Every known rule id, enabled or not (exceptions may name any of them).
    package var knownIDs: Set<String>
    /// The rules about exception comments, which no exception can name.
    package var unexceptable: Set<String>
    package var exceptionMarker: String
    /// The colour-call shape (the first `colour` rule's parameters, enabled or not): kit
    /// discovery reads token values with it.
    package var colourShape: ColourMatcher?

    /// The `source` of each shipped rule (`Rules/raw-colour.json`).
    static let shippedSources = Set(ShippedRules.files.map { "Rules/" + $0.name })

    package init(definitions: [RuleDefinition], config: Config) throws(RuleLoadError) {
        var rules: [Compiled] = []
        var seen: Set<String> = []
        var colourShape: ColourMatcher?
        for definition in definitions.sorted(by: { $0.id < $1.id }) {
            guard seen.insert(definition.id).inserted else {
                throw RuleLoadError(file: definition.source, problem: "rule id `\(definition.id)` is defined twice.")
            }
            // `"*": {"enabled": false}` turns the shipped rules off so that only a team's own
            // run: a team rule is off only when its own entry says so. An opt-in rule runs only
            // when its own entry turns it on.
            let own = config.rules[definition.id]?.enabled
            let enabled = definition.optIn ? own == true
                : Self.shippedSources.contains(definition.source) ? config.isEnabled(definition.id) : (own ?? true)
            // A catalog rule has nothing to compare the callers with until `catalog.paths` names one.
            if definition.matcher == .catalogCases && config.catalog.paths.isEmpty { continue }
            guard enabled || (definition.matcher == .colour && colourShape == nil) else { continue }
            let settings = config.override(for: definition.id)
            let stage: RuleStage
            do throws(ParameterError) {
                stage = try definition.matcher.stage([definition.defaults, settings.parameters], message: definition.message)
            } catch {
                // The config's overrides were checked against the same declaration; what is
                // left is a value's inner shape (a helper without a name).
                // (or a pattern that does not compile: the rule file's).
                guard !error.key.isEmpty else { throw RuleLoadError(file: definition.source, problem: error.problem) }
                let file = config.file ?? ConfigLocator.fileName
                throw RuleLoadError(file: file, problem: "rules.\(definition.id).\(error.key): \(error.problem)")
            }
            if definition.matcher == .colour && colourShape == nil { colourShape = stage.matcher as? ColourMatcher }
            guard enabled else { continue }
            rules.append(Compiled(definition: definition, stage: try definition.withFix(stage),
                                  severity: settings.severity ?? definition.severity,
                                  filter: config.pathFilter(for: definition.id, exemptingTokenHomes: definition.exemptTokenHomes),
                                  parameters: definition.effectiveParameters(settings.parameters)))
        }
        self.rules = rules
        self.knownIDs = seen
        self.unexceptable = Set(definitions.filter { [.invalidExceptions, .unusedExceptions].contains($0.matcher) }.map(\.id))
        self.colourShape = colourShape
        self.exceptionMarker = config.exceptionMarker
    }

    /// The rules with what the app's own declarations add to their matchers (its device
    /// helpers, its animation functions): bound once per run, not per file.
    package func reading(_ facts: AppFacts) -> RuleSet {
        guard !facts.isEmpty else { return self }
        var copy = self
        for k in copy.rules.indices {
            if let m = copy.rules[k].matcher as? IdentifierMatcher { copy.rules[k].stage = .matcher(m.reading(facts)) }
            if let m = copy.rules[k].matcher as? AnimationMatcher { copy.rules[k].stage = .matcher(m.reading(facts)) }
        }
        return copy
    }

    /// The reader of each file's `AppFacts` for these rules.
    package var factsReader: AppFactsReader { AppFactsReader(rules: self) }

    /// The `kit-copy` rule when it runs, with its cut-off.
    /// Whether `unlisted-view` runs: it needs the app's protocols even without a kit.
    package var listsUnlistedViews: Bool {
        rules.contains { if case .unlistedViews = $0.stage { return true } else { return false } }
    }

    package var copyRule: (rule: Compiled, minScore: Double)? {
        for rule in rules { if case .kitCopies(let minScore) = rule.stage { return (rule, minScore) } }
        return nil
    }

    package func rule(_ id: String) -> Compiled? {
        rules.first { $0.definition.id == id }
    }

    /// What the config may say about each rule: for `Config.validateRules(catalog:)`.
    package static func catalog(_ definitions: [RuleDefinition]) -> RuleCatalogSpec {
        var catalog: RuleCatalogSpec = [:]
        for d in definitions {
            var keys: [String: ParameterType] = [:]
            for field in d.matcher.parameters { keys[field.name] = field.type }
            catalog[d.id] = keys
        }
        return catalog
    }
}
