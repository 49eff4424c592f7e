/// Runs a rule's fix examples: `kitscan fix` with only that rule must turn each `before`
/// into its `after`, byte for byte (and leave it alone when the two are equal).
extension RuleExamples {
    package static func checkFixes(_ rule: RuleDefinition, definitions: [RuleDefinition]) -> [Failure] {
        var failures: [Failure] = []
        if rule.fix != nil && rule.fixExamples.isEmpty {
            failures.append(Failure(rule: rule.id, example: "(fix)", expected: ["a `fixes` example"], actual: [],
                                    kind: .fix))
        }
        for example in rule.fixExamples {
            do {
                let after = try fixed(rule, code: example.before, definitions: definitions)
                if after != example.after {
                    failures.append(Failure(rule: rule.id, example: example.before, expected: [example.after],
                                            actual: [after], kind: .fix))
                }
            } catch {
                failures.append(Failure(rule: rule.id, example: example.before, expected: [example.after],
                                        actual: ["error: \(error)"], kind: .fix))
            }
        }
        return failures
    }

    /// `code` after fixing `rule`'s findings in it.
    static func fixed(_ rule: RuleDefinition, code: String, definitions: [RuleDefinition]) throws(RuleLoadError) -> String {
        let rules = try RuleSet(definitions: definitions, config: Config())
        let scanner = FileScanner(rules: rules, kit: KitIndex(), formChangingModifiers: [], kitPaths: [], debtListNames: nil)
        let result = FixEngine.fix(bytes: Array(code.utf8), path: "Example.swift", scanner: scanner,
                                   options: FixOptions(rules: [rule.id]))
        return String(decoding: result.fixed ?? result.original, as: UTF8.self)
    }
}
