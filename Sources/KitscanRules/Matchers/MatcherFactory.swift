import KitscanSupport
/// Builds a rule's matcher from its matcher kind and parameter values.
public enum MatcherFactory {
    /// The matcher kinds a rule file may name.
    public static let kinds = ["animation", "builtin", "colour", "declaration", "directive", "font-size", "identifier",
                               "import", "pattern"]

    public static func make(_ rule: RuleDefinition, parameters: [String: JSONValue]) throws(RuleLoadError) -> (any Matcher)? {
        if rule.fix != nil && rule.matcher != "pattern" {
            throw RuleLoadError(file: rule.source, problem: "`fix` templates are for `pattern` rules; this rule's matcher is `\(rule.matcher)`.")
        }
        func strings(_ key: String) -> [String] { parameters[key]?.stringArrayValue ?? [] }
        func bool(_ key: String, _ fallback: Bool) -> Bool { parameters[key]?.boolValue ?? fallback }
        switch rule.matcher {
        case "directive":
            return DirectiveMatcher(functions: strings("functions"))
        case "identifier":
            return IdentifierMatcher(identifiers: strings("identifiers"), members: strings("members"),
                                     dottedPaths: strings("dottedPaths"))
        case "colour":
            return ColourMatcher(callees: strings("callees"), labels: strings("labels"), members: strings("members"),
                                 literals: strings("literals"), hexStrings: bool("hexStrings", true))
        case "font-size":
            var helpers: [FontSizeMatcher.Helper] = []
            for item in parameters["helpers"]?.arrayValue ?? [] {
                guard let name = item["name"]?.stringValue else {
                    throw RuleLoadError(file: rule.source, problem: "each of `helpers` needs a `name` and an `argument` (position) or a `label`.")
                }
                helpers.append(.init(name: name, label: item["label"]?.stringValue, position: item["argument"]?.integerValue))
            }
            return FontSizeMatcher(min: parameters["min"]?.numberValue ?? 12, helpers: helpers)
        case "animation":
            var constructors: [AnimationMatcher.Constructor] = []
            for item in parameters["constructors"]?.arrayValue ?? [] {
                guard let callee = item["callee"]?.stringValue else {
                    throw RuleLoadError(file: rule.source, problem: "each of `constructors` needs a `callee` and optional `labels`.")
                }
                constructors.append(.init(callee: callee, labels: item["labels"]?.stringArrayValue ?? []))
            }
            return AnimationMatcher(names: strings("names"), qualifiers: strings("qualifiers"),
                                    functions: strings("functions"), members: strings("members"),
                                    labels: strings("labels"), constructors: constructors,
                                    callLabels: strings("callLabels"))
        case "pattern":
            var matcher: PatternMatcher
            do {
                matcher = try PatternMatcher(patterns: strings("patterns"), conditions: strings("where"))
            } catch {
                throw RuleLoadError(file: rule.source, problem: error.description)
            }
            try matcher.setFix(rule.fix, file: rule.source)
            return matcher
        case "import":
            return ImportMatcher(modules: strings("modules"), message: rule.message)
        case "declaration":
            do {
                return try DeclarationMatcher(allowed: strings("allowed"), message: rule.message)
            } catch {
                throw RuleLoadError(file: rule.source, problem: error.description)
            }
        case "builtin":
            return nil
        default:
            throw RuleLoadError(file: rule.source,
                                problem: "unknown matcher `\(rule.matcher)`; use one of \(kinds.joined(separator: ", ")).")
        }
    }
}
