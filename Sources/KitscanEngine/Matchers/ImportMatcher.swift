import KitscanSupport
import KitscanParser

/// Forbidden imports (matcher kind `import`): one match per `import` of a listed module
/// (or a declaration imported from it, `import struct App.Model`), anchored at the `import`
/// keyword. The rule's `paths` in the config say where the imports are forbidden: "the
/// catalog can't reach the app".
package struct ImportMatcher: Matcher {
    let modules: Set<String>
    /// The rule's message, followed in each finding by the module imported.
    let message: String?

    package init(modules: [String], message: String? = nil) {
        self.modules = Set(modules)
        self.message = message
    }

    package func matches(in context: MatchContext) -> [RuleMatch] {
        let tree = context.tree
        var result: [RuleMatch] = []
        for item in tree.imports {
            let module = item.path.split(separator: ".").first.map(String.init) ?? item.path
            guard modules.contains(module) || modules.contains(item.path) else { continue }
            var end = item.token
            while Int(end) + 1 < tree.tokens.count, !tree.tokens[Int(end) + 1].startsLine,
                  tree.tokens[Int(end) + 1].kind != .semicolon { end += 1 }
            result.append(RuleMatch(anchor: item.token, end: end, message: message.map { "\($0) (imports `\(item.path)`)" }))
        }
        return result
    }
}

extension ImportMatcher {
    package struct Parameters: MatcherParameters {
        package var modules: [String] = []
        package init() {}
        package static let fields: [ParameterField<Self>] = [
            .strings("modules", \.modules, "Modules that may not be imported where the rule applies."),
        ]
    }
}
