import KitscanSupport

/// What a rule is data for: one of the generic matchers, or one of the stages that run
/// over a whole file's results. The raw values are the names rule files use (`"matcher"`).
package enum MatcherKind: String, CaseIterable, Sendable {
    case animation
    case colour
    case declaration
    case directive
    case fontSize = "font-size"
    case identifier
    case `import`
    case pattern
    /// The callers list: component uses are collected, never counted as debt.
    case componentUses = "component-uses"
    /// Drawing types outside the kit whose names the debt list does not hold.
    case unlistedViews = "unlisted-views"
    /// Exception comments without a reason or with an unknown rule.
    case invalidExceptions = "invalid-exceptions"
    /// Exception comments that cover no finding.
    case unusedExceptions = "unused-exceptions"
    /// App views that re-implement a kit component (a pass over all files, after the scan).
    case kitCopies = "kit-copies"
    /// Uses of what the kit marks deprecated or unavailable, from the file's component uses.
    case deprecatedUses = "deprecated-uses"
    /// App callers whose configuration has no case in the catalog (the kit's catalog cases).
    case catalogCases = "catalog-cases"

    /// Whether a rule of this kind counts debt: every output's debt list follows this one
    /// answer. The callers list's uses are collected, never counted.
    package var countsDebt: Bool { self != .componentUses }

    /// Whether a rule of this kind is about the paperwork rather than the code (views not on
    /// the debt list, exceptions invalid or unused): the burn-down keeps them off its chart.
    package var isBookkeeping: Bool { [.unlistedViews, .invalidExceptions, .unusedExceptions].contains(self) }

    /// The keys this kind reads, with their types and the values a rule starts from.
    package var parameters: [ParameterDeclaration] {
        switch self {
        case .animation: return AnimationMatcher.Parameters().values()
        case .colour: return ColourMatcher.Parameters().values()
        case .declaration: return DeclarationMatcher.Parameters().values()
        case .directive: return DirectiveMatcher.Parameters().values()
        case .fontSize: return FontSizeMatcher.Parameters().values()
        case .identifier: return IdentifierMatcher.Parameters().values()
        case .import: return ImportMatcher.Parameters().values()
        case .pattern: return PatternMatcher.Parameters().values()
        case .kitCopies: return CopyParameters().values()
        case .componentUses, .unlistedViews, .invalidExceptions, .unusedExceptions, .deprecatedUses, .catalogCases: return []
        }
    }

    /// Checks `layers` against this kind's declaration (keys, types, inner shapes) without
    /// building the matcher: a rule file's defaults are checked on load, its patterns compiled
    /// when the rules are.
    package func validate(_ layers: [[String: JSONValue]]) throws(ParameterError) {
        switch self {
        case .animation: _ = try AnimationMatcher.Parameters.decode(layers)
        case .colour: _ = try ColourMatcher.Parameters.decode(layers)
        case .declaration: _ = try DeclarationMatcher.Parameters.decode(layers)
        case .directive: _ = try DirectiveMatcher.Parameters.decode(layers)
        case .fontSize: _ = try FontSizeMatcher.Parameters.decode(layers)
        case .identifier: _ = try IdentifierMatcher.Parameters.decode(layers)
        case .import: _ = try ImportMatcher.Parameters.decode(layers)
        case .pattern: _ = try PatternMatcher.Parameters.decode(layers)
        case .kitCopies: _ = try CopyParameters.decode(layers)
        case .componentUses, .unlistedViews, .invalidExceptions, .unusedExceptions, .deprecatedUses, .catalogCases:
            _ = try stage(layers, message: "")
        }
    }

    /// The stage for `rule` with its parameter values decoded from `layers` (the rule
    /// file's defaults, then any config override), each key checked against this kind.
    package func stage(_ layers: [[String: JSONValue]], message: String) throws(ParameterError) -> RuleStage {
        func built(_ make: () throws(PatternError) -> any Matcher) throws(ParameterError) -> RuleStage {
            do throws(PatternError) { return .matcher(try make()) } catch { throw ParameterError(key: "", problem: error.description) }
        }
        switch self {
        case .animation: return .matcher(AnimationMatcher(try .decode(layers)))
        case .colour: return .matcher(ColourMatcher(try .decode(layers)))
        case .directive: return .matcher(DirectiveMatcher(try .decode(layers)))
        case .fontSize: return .matcher(FontSizeMatcher(try .decode(layers)))
        case .identifier: return .matcher(IdentifierMatcher(try .decode(layers)))
        case .import:
            let p = try ImportMatcher.Parameters.decode(layers)
            return .matcher(ImportMatcher(modules: p.modules, message: message))
        case .pattern:
            let p = try PatternMatcher.Parameters.decode(layers)
            return try built { () throws(PatternError) in try PatternMatcher(patterns: p.patterns, conditions: p.conditions) }
        case .declaration:
            let p = try DeclarationMatcher.Parameters.decode(layers)
            return try built { () throws(PatternError) in try DeclarationMatcher(allowed: p.allowed, message: message) }
        case .kitCopies: return .kitCopies(minScore: try CopyParameters.decode(layers).minScore)
        case .componentUses, .unlistedViews, .invalidExceptions, .unusedExceptions, .deprecatedUses, .catalogCases:
            for key in layers.flatMap(\.keys).sorted() {
                throw ParameterError(key: key, problem: "unknown parameter `\(key)`: the `\(rawValue)` stage takes none")
            }
            switch self {
            case .componentUses: return .componentUses
            case .unlistedViews: return .unlistedViews
            case .invalidExceptions: return .invalidExceptions
            case .deprecatedUses: return .deprecatedUses
            case .catalogCases: return .catalogCases
            default: return .unusedExceptions
            }
        }
    }
}

/// How a compiled rule produces findings.
package enum RuleStage: Sendable {
    /// A matcher run on each file's tree.
    case matcher(any Matcher)
    /// No findings: the uses of kit components (the callers list).
    case componentUses
    /// After matching, from the file's declarations and the debt list.
    case unlistedViews
    /// After matching, from the file's exception comments.
    case invalidExceptions
    case unusedExceptions
    /// From the file's component uses and token references.
    case deprecatedUses
    /// From the file's app callers and the catalog's cases read with the kit.
    case catalogCases
    /// After every file is scanned, from the candidates each file's scan collected.
    case kitCopies(minScore: Double)

    package var matcher: (any Matcher)? {
        if case .matcher(let matcher) = self { return matcher }
        return nil
    }
}
