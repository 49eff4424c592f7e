/// `kitscan rules --test DIR`: every rule file in a folder must load, compile with its
/// defaults and its fix, have an id of its own, and its examples behave as written.
package enum RuleFolderTest {
    /// The rules of the folder at `path` (named `shown` in messages), each loaded and
    /// compiled; the first that does not is the failure.
    package static func load(_ path: String, shown folder: String) throws(WorkspaceError) -> [RuleDefinition] {
        let loaded: [RuleDefinition]
        do {
            loaded = try RuleLoader.load(folder: path)
        } catch {
            throw WorkspaceError([error.description])
        }
        guard !loaded.isEmpty else {
            throw WorkspaceError(["\(folder): no rule files (*.json). Put one JSON file per rule there."])
        }
        var seen: [String: String] = [:]
        for rule in loaded {
            if let first = seen[rule.id] {
                throw WorkspaceError(["\(rule.source): rule id `\(rule.id)` is also defined in \(first). Give each rule its own id."])
            }
            seen[rule.id] = rule.source
            let stage: RuleStage
            do throws(ParameterError) {
                stage = try rule.matcher.stage([rule.defaults], message: rule.message)
            } catch {
                throw WorkspaceError([RuleLoadError(file: rule.source, problem: error.problem).description])
            }
            do {
                _ = try rule.withFix(stage)
            } catch {
                throw WorkspaceError([error.description])
            }
        }
        return loaded
    }

    /// Each rule's failures in order (`file: what`), beside the shipped rules it does not
    /// replace, and how many examples were run.
    package static func failures(_ loaded: [RuleDefinition], marker: String) -> (failures: [String], examples: Int) {
        let ids = Set(loaded.map(\.id))
        let definitions = loaded + RuleLoader.shipped().filter { !ids.contains($0.id) }
        var failures: [String] = []
        var examples = 0
        for rule in loaded {
            examples += rule.triggers.count + rule.passes.count + rule.fixExamples.count
            if rule.triggers.isEmpty || rule.passes.isEmpty {
                failures.append("\(rule.source): \(rule.id) needs at least one triggering and one passing example")
            }
            for failure in RuleExamples.check(rule, definitions: definitions, marker: marker) {
                failures.append("\(rule.source): " + failure.description)
            }
        }
        return (failures, examples)
    }
}
