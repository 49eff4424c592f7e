import KitscanEngine
import KitscanSupport

/// The rules as `kitscan rules` shows them: one line each, or one rule explained.
package enum RuleListing {
    /// One line per rule: id, severity, on/off under the config, message.
    package static func list(_ definitions: [RuleDefinition], _ rules: RuleSet) -> String {
        let width = definitions.map(\.id.count).max() ?? 0
        var out = ""
        for rule in definitions {
            let compiled = rules.rule(rule.id)
            let severity = (compiled?.severity ?? rule.severity).rawValue
            out += pad(rule.id, width) + "  " + pad(severity, 7) + "  " + (compiled == nil ? "off" : "on ") + "  "
                + (rule.optIn ? "(opt-in) " : "") + (compiled == nil && rule.matcher == .catalogCases ? "(needs catalog.paths) " : "") + rule.message + "\n"
        }
        let on = definitions.filter { rules.rule($0.id) != nil }.count
        out += "\(definitions.count) rules, \(on) on. `kitscan rules <id>` explains one.\n"
        return out
    }

    /// The rule's message, rationale, parameters (as configured) and examples.
    package static func explain(_ rule: RuleDefinition, _ compiled: RuleSet.Compiled?) -> String {
        var out = "\(rule.id): \(rule.message)\n"
        out += "severity \((compiled?.severity ?? rule.severity).rawValue), \(compiled == nil ? "off" : "on")"
            + (rule.optIn ? " (opt-in: on only with \"\(rule.id)\": { \"enabled\": true } in rules)" : "") + ", "
            + "matcher `\(rule.matcher.rawValue)`, from \(rule.source)\n"
        if !rule.rationale.isEmpty { out += "\n" + rule.rationale + "\n" }
        let parameters = rule.parameterList
        if !parameters.isEmpty {
            out += "\nParameters:\n"
            for (name, spec) in parameters.sorted(by: { $0.name < $1.name }) {
                out += "  \(name) (\(spec.type.rawValue)), default \(spec.defaultValue)\n"
                if let value = compiled?.parameters[name], value != spec.defaultValue {
                    out += "      configured: \(value)\n"
                }
                if !spec.description.isEmpty { out += "      \(spec.description)\n" }
            }
        }
        func examples(_ title: String, _ items: [RuleDefinition.Example]) {
            guard !items.isEmpty else { return }
            out += "\n\(title)\n"
            for example in items {
                var lines = example.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                lines[0] = "  - " + lines[0].dropFirst(4)
                out += lines.joined(separator: "\n") + "\n"
                var notes: [String] = []
                if !example.parameters.isEmpty { notes.append("with \(JSONValue.object(example.parameters))") }
                if let path = example.path { notes.append("in \(path)") }
                if !notes.isEmpty { out += "    (\(notes.joined(separator: ", ")))\n" }
            }
        }
        examples("Triggers (each \(RuleExamples.marker) marks a finding):", rule.triggers)
        examples("Does not trigger:", rule.passes)
        if let fix = rule.fix {
            out += "\nFix (`kitscan fix`): \(fix.capture.map { "$\($0) becomes " } ?? "the match becomes ")\(fix.template)"
            if !fix.map.isEmpty {
                out += ", with " + fix.map.keys.sorted().map { "\($0) -> \(fix.map[$0]!)" }.joined(separator: ", ")
            }
            out += "\n"
            for example in rule.fixExamples {
                out += "  - " + example.before.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
                out += "    after the fix:\n    " + example.after.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
            }
        }
        return out
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
