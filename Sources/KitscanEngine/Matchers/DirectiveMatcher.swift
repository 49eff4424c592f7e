import KitscanSupport
import KitscanParser

/// `#if`/`#elseif` directives whose condition calls one of `functions` (`os(…)`).
/// Anchored at the directive; `#else`/`#endif` never match.
package struct DirectiveMatcher: Matcher {
    let functions: NameSet

    package init(functions: [String]) {
        self.functions = NameSet(functions)
    }

    package func matches(in context: MatchContext) -> [RuleMatch] {
        let tree = context.tree
        var result: [RuleMatch] = []
        for clause in tree.clauses where clause.kind != .else {
            var k = clause.conditionStart
            while k + 1 < clause.conditionEnd {
                if tree.tokens[Int(k + 1)].kind == .leftParen, functions.contains(tree, k),
                   k == clause.conditionStart || tree.tokens[Int(k - 1)].kind != .period {
                    result.append(RuleMatch(anchor: clause.directive, end: clause.conditionEnd - 1))
                    break
                }
                k += 1
            }
        }
        return result
    }
}

extension DirectiveMatcher {
    package struct Parameters: MatcherParameters {
        package var functions: [String] = []
        package init() {}
        package static let fields: [ParameterField<Self>] = [
            .strings("functions", \.functions, "Condition functions whose call makes an `#if` a platform branch."),
        ]
    }

    package init(_ p: Parameters) { self.init(functions: p.functions) }
}
