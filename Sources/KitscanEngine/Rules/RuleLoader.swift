import Foundation
import KitscanSupport

/// Reads rule definitions from JSON: the shipped set (compiled into the binary) and a
/// team's rule folders.
package enum RuleLoader {
    static let keys = ["exemptTokenHomes", "fix", "fixes", "id", "matcher", "message", "optIn", "parameters", "passes", "rationale",
                       "severity", "triggers"]
    static let parameterKeys = ["default", "description", "type"]

    /// Parses one rule file.
    package static func parse(_ bytes: [UInt8], file: String) throws(RuleLoadError) -> RuleDefinition {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw RuleLoadError(file: file, problem: "not valid JSON (\(error.description)). Fix the syntax.")
        }
        guard case .object(let object) = value else {
            throw RuleLoadError(file: file, problem: "a rule file holds one JSON object with at least `id`, `message` and `matcher`.")
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            throw RuleLoadError(file: file, problem: "unknown key `\(key)`. " + Suggestion.hint(for: key, among: keys)
                                + "The keys are \(keys.joined(separator: ", ")).")
        }
        let rule = JSONNode(value)
        func string(_ key: String, required: Bool = true) throws(RuleLoadError) -> String {
            let text: String? = try field(rule, key, file, or: "`\(key)` must be a string.")
            guard let text else {
                if !required { return "" }
                throw RuleLoadError(file: file, problem: "`\(key)` must be a string.")
            }
            return text
        }
        let id = try string("id")
        guard !id.isEmpty, id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }), id.first != "-" else {
            throw RuleLoadError(file: file, problem: "rule id `\(id)` must be kebab-case (lower-case letters, digits, `-`).")
        }
        let severityText = try string("severity", required: false)
        guard let severity = severityText.isEmpty ? .warning : Severity(rawValue: severityText) else {
            throw RuleLoadError(file: file, problem: "`severity` must be error, warning or note.")
        }
        let matcherName = try string("matcher")
        guard let matcher = MatcherKind(rawValue: matcherName) else {
            let kinds = MatcherKind.allCases.map(\.rawValue)
            throw RuleLoadError(file: file, problem: "unknown matcher `\(matcherName)`. " + Suggestion.hint(for: matcherName, among: kinds)
                                + "Use one of \(kinds.joined(separator: ", ")).")
        }
        let parameters = try parameterSpecs(rule.optionalMember("parameters"), matcher, file)
        let message = try string("message")
        // Decoded once here so that a bad default names this file and its key.
        do throws(ParameterError) {
            try matcher.validate([parameters.mapValues(\.defaultValue)])
        } catch {
            throw RuleLoadError(file: file, problem: "parameters.\(error.key): " + error.problem)
        }
        let exemptTokenHomes: Bool? = try field(rule, "exemptTokenHomes", file, or: "`exemptTokenHomes` must be true or false.")
        var definition = RuleDefinition(id: id, severity: severity, message: message,
                              rationale: try string("rationale", required: false), matcher: matcher,
                              parameters: parameters, exemptTokenHomes: exemptTokenHomes ?? false,
                              triggers: try examples(object["triggers"], "triggers", file),
                              passes: try examples(object["passes"], "passes", file), source: file)
        if let optIn: Bool = try field(rule, "optIn", file, or: "`optIn` must be true or false.") { definition.optIn = optIn }
        definition.fix = try FixTemplate.parse(rule.optionalMember("fix"), file: file)
        if definition.fix != nil && matcher != .pattern {
            throw RuleLoadError(file: file, problem: "`fix` templates are for `pattern` rules; this rule's matcher is `\(matcher.rawValue)`.")
        }
        definition.fixExamples = try FixExample.parse(rule.optionalMember("fixes"), file: file)
        return definition
    }

    /// The member `key` of a rule file's object as `T`; nil when it is not written. Written
    /// with another shape (null too), it is the error `advice`, which says what to write.
    static func field<T: JSONDecodable>(_ node: JSONNode, _ key: String, _ file: String,
                                        or advice: String) throws(RuleLoadError) -> T? {
        guard let given = try? node.member(key) else { return nil }
        guard let value = try? given.decode(as: T.self) else { throw RuleLoadError(file: file, problem: advice) }
        return value
    }

    /// The `parameters` object: each name must be one the matcher declares, and keeps the
    /// matcher's type; its default is checked later, with all of them.
    private static func parameterSpecs(_ given: JSONNode?, _ matcher: MatcherKind,
                                       _ file: String) throws(RuleLoadError) -> [String: RuleDefinition.ParameterSpec] {
        let declared = matcher.parameters
        var parameters: [String: RuleDefinition.ParameterSpec] = [:]
        guard let given else { return parameters }
        guard let members = try? given.members() else {
            throw RuleLoadError(file: file, problem: "`parameters` must be an object of name -> {default, description}.")
        }
        for (name, spec) in members.sorted(by: { $0.key < $1.key }) {
            guard let field = declared.first(where: { $0.name == name }) else {
                let names = declared.map(\.name)
                throw RuleLoadError(file: file, problem: "parameters.\(name): the `\(matcher.rawValue)` matcher has no parameter `\(name)`. "
                                    + Suggestion.hint(for: name, among: names)
                                    + (names.isEmpty ? "It takes none." : "It takes \(names.joined(separator: ", ")).") )
            }
            guard case .object = spec.value else {
                throw RuleLoadError(file: file, problem: "parameters.\(name) must be an object like {\"default\": …, \"description\": \"…\"}.")
            }
            try shaped(file) { () throws(JSONShapeError) in
                try spec.rejectUnknownKeys(parameterKeys, advice: "A parameter takes \(parameterKeys.joined(separator: ", "))")
            }
            if let typeName = spec.optionalMember("type"), typeName.value != .string(field.type.rawValue) {
                throw RuleLoadError(file: file, problem: "parameters.\(name).type: `\(name)` is \(field.type.rawValue) (\(field.type.expectation)); "
                                    + "write \"type\": \"\(field.type.rawValue)\" or leave the type out.")
            }
            let description: String? = try shaped(file) { () throws(JSONShapeError) in try spec.decodeIfPresent("description") }
            parameters[name] = .init(type: field.type, defaultValue: spec.optionalMember("default")?.value ?? field.value,
                                     description: description ?? "")
        }
        return parameters
    }

    static let exampleKeys = ["code", "parameters", "path"]

    private static func examples(_ value: JSONValue?, _ key: String, _ file: String) throws(RuleLoadError) -> [RuleDefinition.Example] {
        guard let value else { return [] }
        guard case .array = value else {
            throw RuleLoadError(file: file, problem: "`\(key)` must be a list of code strings or {code, parameters, path} objects.")
        }
        var result: [RuleDefinition.Example] = []
        for item in try shaped(file, { () throws(JSONShapeError) in try JSONNode(value, path: key).elements() }) {
            if case .string(let code) = item.value {
                result.append(.init(code: code, parameters: [:], path: nil))
                continue
            }
            guard let code = try? item.decode("code", as: String.self) else {
                throw RuleLoadError(file: file, problem: "each of `\(key)` is a code string or an object with `code`.")
            }
            result.append(try shaped(file) { () throws(JSONShapeError) in
                try item.rejectUnknownKeys(exampleKeys, advice: "An example takes \(exampleKeys.joined(separator: ", "))")
                return .init(code: code, parameters: try item.decodeIfPresent("parameters") ?? [:], path: try item.decodeIfPresent("path"))
            })
        }
        return result
    }

    /// `read`'s value; its shape error as the rule file's error, naming the key path.
    static func shaped<T>(_ file: String, _ read: () throws(JSONShapeError) -> T) throws(RuleLoadError) -> T {
        do throws(JSONShapeError) {
            return try read()
        } catch {
            throw RuleLoadError(file: file, problem: error.description + ".")
        }
    }

    /// The rules shipped with kitscan (compiled in; `Rules/` is their source).
    package static func shipped() -> [RuleDefinition] {
        ShippedRules.files.map { file in
            // The shipped files are checked by the test suite; a broken one is a build defect.
            (try? parse(Array(file.json.utf8), file: "Rules/" + file.name)) ?? RuleDefinition(
                id: "broken-shipped-rule", severity: .error, message: "shipped rule \(file.name) is broken",
                rationale: "", matcher: .componentUses, parameters: [:], exemptTokenHomes: false, triggers: [], passes: [],
                source: file.name)
        }
    }

    /// The paths of the `.json` rule files in a folder, sorted by name; nil when it cannot be read.
    package static func files(folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Every `.json` rule file in a folder, sorted by name.
    package static func load(folder: String) throws(RuleLoadError) -> [RuleDefinition] {
        guard let paths = files(folder: folder) else {
            throw RuleLoadError(file: folder, problem: "cannot read the rule folder. Check `rulePaths` in kitscan.json.")
        }
        var result: [RuleDefinition] = []
        for path in paths {
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path: path)
            } catch {
                throw RuleLoadError(file: path, problem: "cannot be read: \(error.reason).")
            }
            result.append(try parse(bytes, file: path))
        }
        return result
    }
}
