import KitscanSupport
/// A rule as written in its JSON file: what it finds, why it is debt, its parameters and
/// its examples. Shipped rules live in `Rules/`; teams add their own in `rulePaths`.
package struct RuleDefinition: Sendable, Equatable {
    /// One declared parameter: its type, default and what it means.
    package struct ParameterSpec: Sendable, Equatable {
        package var type: ParameterType
        package var defaultValue: JSONValue
        package var description: String
    }

    /// An example: code and, for triggering ones, where findings are expected (each `↓`
    /// marks the anchor of one finding), with optional parameter values and file path.
    package struct Example: Sendable, Equatable {
        package var code: String
        package var parameters: [String: JSONValue]
        package var path: String?
    }

    package var id: String
    package var severity: Severity
    package var message: String
    package var rationale: String
    /// The generic matcher or post-scan stage this rule is data for.
    package var matcher: MatcherKind
    /// The values the rule file sets for its matcher's parameters, with their meaning.
    package var parameters: [String: ParameterSpec]
    /// Whether the kit's token homes (`kit.tokens`) never carry this rule's findings.
    package var exemptTokenHomes: Bool
    /// Whether the rule runs only where the config turns it on by its own id (`"ID":
    /// {"enabled": true}`): a rule still too costly or too new to run for everyone.
    package var optIn = false
    package var triggers: [Example]
    package var passes: [Example]
    /// Where the rule was read from (for error messages).
    package var source: String
    /// A `pattern` rule's replacement template (`kitscan fix`), and its before/after examples.
    package var fix: FixTemplate? = nil
    package var fixExamples: [FixExample] = []

    /// Every parameter the matcher reads: its type, the rule's default (or the matcher's
    /// own) and what it means, in declaration order.
    package var parameterList: [(name: String, spec: ParameterSpec)] {
        matcher.parameters.map { field in
            let own = parameters[field.name]
            return (field.name, ParameterSpec(type: field.type, defaultValue: own?.defaultValue ?? field.value,
                                              description: own.map(\.description).flatMap { $0.isEmpty ? nil : $0 } ?? field.summary))
        }
    }

    /// The rule file's defaults.
    package var defaults: [String: JSONValue] { parameters.mapValues(\.defaultValue) }

    /// The parameter values with `overrides` applied on top of the defaults.
    package func effectiveParameters(_ overrides: [String: JSONValue] = [:]) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for (name, spec) in parameters { values[name] = spec.defaultValue }
        for (name, value) in overrides { values[name] = value }
        return values
    }

    package var summary: RuleSummary {
        RuleSummary(id: id, severity: severity, message: message, rationale: rationale, isDebt: matcher.countsDebt,
                    isBookkeeping: matcher.isBookkeeping)
    }
}

/// A rule file that cannot be used: names the file and what to fix.
package struct RuleLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var problem: String

    package init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    package var description: String { "\(file): \(problem)" }
}
