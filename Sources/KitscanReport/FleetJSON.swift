import KitscanEngine
import KitscanFiles
import KitscanSupport

/// Why a file given to `--merge` cannot be merged; the message says what to write instead.
package struct FleetJSONError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }

    init(_ message: String) {
        self.message = message
    }
}

/// A fleet run's report JSON read back (`report callers --merge`, `report debt --merge`):
/// the inverse of `CallersJSON` and `DebtReport.json` for a fleet's reports, which also hold
/// what the Markdown needs (signatures, rule summaries). One app's JSON (`--app`) is a part.
/// Every key those write must be there: a renamed one is an error naming it.
package enum FleetJSON {
    static func signatures(_ signatures: [Component.Signature]) -> JSONValue {
        .array(signatures.map { signature in
            .array(signature.parameters.map { p in
                .object([
                    JSONMember("label", .string(p.label)), JSONMember("name", .string(p.name)),
                    JSONMember("isFunction", .bool(p.isFunction)), JSONMember("hasDefault", .bool(p.hasDefault)),
                    JSONMember("isBuilder", .bool(p.isBuilder)), JSONMember("isVariadic", .bool(p.isVariadic)),
                ])
            })
        })
    }

    static func rules(_ rules: [RuleSummary]) -> JSONValue {
        .array(rules.map { rule in
            .object([
                JSONMember("id", .string(rule.id)), JSONMember("severity", .string(rule.severity.rawValue)),
                JSONMember("message", .string(rule.message)), JSONMember("isDebt", .bool(rule.isDebt)),
                JSONMember("isBookkeeping", .bool(rule.isBookkeeping)),
            ])
        })
    }

    /// A fleet callers list's JSON as a part: its apps, the kit's components, every caller,
    /// the views not on a debt list and the unreadable files.
    package static func callers(_ value: JSONValue) throws(FleetJSONError) -> ScanResult {
        try read(value, "a fleet callers list") { json throws(JSONShapeError) in
            var result = ScanResult()
            result.fleet = try json.decode("apps")
            for component in try json.member("components").elements() {
                let name: String = try component.decode("name")
                if try component.decode("known") {
                    let definedAt = try component.memberIfPresent("definedAt")
                    result.components.append(Component(
                        name: name, kind: try component.decode("kind"), path: try definedAt?.decode("path") ?? "",
                        line: try definedAt?.decode("line") ?? 0, parameters: try component.decode("parameters"),
                        signatures: try component.decode("signatures")))
                }
                for caller in try component.member("callers").elements() {
                    var use: ComponentUse = try caller.decode()
                    use.component = name
                    result.uses.append(use)
                }
            }
            result.unlistedViews = try json.decode("unlistedViews")
            result.unreadable = try json.decode("unreadable")
            return result
        }
    }

    /// A fleet debt list's JSON as a part: its apps, rules, findings, exceptions and unreadable files.
    package static func debt(_ value: JSONValue) throws(FleetJSONError) -> ScanResult {
        try read(value, "a fleet debt list") { json throws(JSONShapeError) in
            var result = ScanResult()
            result.fleet = try json.decode("apps")
            result.rules = try json.decode("rules")
            result.findings = try json.decode("findings")
            result.exceptions = try json.decode("exceptions")
            result.unreadable = try json.decode("unreadable")
            return result
        }
    }

    /// A fleet run's `apps`, read back; every fleet report's JSON has them (`adoption --by app` too).
    package static func apps(_ value: JSONValue) throws(FleetJSONError) -> FleetSummary {
        try read(value, "a fleet's apps") { json throws(JSONShapeError) in try json.decode("apps") }
    }

    /// `body` on a fleet run's JSON (one with `apps`); a value of the wrong shape fails once,
    /// naming where.
    private static func read<T>(_ value: JSONValue, _ what: String,
                                _ body: (JSONNode) throws(JSONShapeError) -> T) throws(FleetJSONError) -> T {
        guard case .array? = value["apps"] else {
            throw FleetJSONError("it is not the JSON of a fleet run (it has no \"apps\")")
        }
        do {
            return try body(JSONNode(value))
        } catch {
            throw FleetJSONError("it does not read as \(what): \(error.description)")
        }
    }
}

// What a fleet run's reports write, read back (the inverses of `CallersJSON`,
// `DebtReport.json`, `FleetReport.json` and the signatures and rules above).

extension FleetSummary: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(apps: try json.decode())
    }
}

extension FleetSummary.App: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(name: try json.decode("name"), location: try json.decode("location"), ref: try json.decodeIfPresent("ref"),
                  commit: try json.decodeIfPresent("commit"), url: try json.decodeIfPresent("url"),
                  skipped: try json.decodeIfPresent("skipped"), files: try json.decode("files"))
    }
}

extension Component.Signature: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(parameters: try json.decode())
    }
}

extension Component.Parameter: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(label: try json.decode("label"), name: try json.decode("name"), isFunction: try json.decode("isFunction"),
                  hasDefault: try json.decode("hasDefault"), isBuilder: try json.decode("isBuilder"), isVariadic: try json.decode("isVariadic"))
    }
}

/// A caller as `CallersJSON.caller` writes it for a fleet; its component is the one it is listed under.
extension ComponentUse: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(component: "", path: try json.decode("path"), line: try json.decode("line"), column: try json.decode("column"),
                  declaration: try json.decodeIfPresent("declaration"), arguments: try json.decode("arguments"),
                  trailingClosures: try json.decode("trailingClosures"), handlers: try json.decode("handlers"),
                  modifiers: try json.decode("modifiers"), condition: try json.decodeIfPresent("condition"),
                  parent: try json.decodeIfPresent("parent"), via: try json.decodeIfPresent("via"), preview: try json.decode("preview"),
                  test: try json.decode("test"), trailingClosureFills: try json.decodeIfPresent("trailingClosureFills"),
                  inKit: try json.decode("inKit"), factory: try json.decodeIfPresent("factory"), catalog: try json.decode("catalog"))
        app = try json.decodeIfPresent("app")
    }
}

extension ComponentUse.ArgumentText: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(label: try json.decodeIfPresent("label"), value: try json.decode("value"))
    }
}

extension ComponentUse.Modifier: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(name: try json.decode("name"), arguments: try json.decode("arguments"), trailingClosures: try json.decode("trailingClosures"),
                  condition: try json.decodeIfPresent("condition"), changesForm: try json.decode("changesForm"))
    }
}

extension UnlistedView: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(name: try json.decode("name"), kind: try json.decode("kind"), path: try json.decode("path"), line: try json.decode("line"))
    }
}

extension UnreadableFile: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(path: try json.decode("path"), reason: try json.decode("reason"))
    }
}

/// A rule as `FleetJSON.rules` writes it (its rationale is not written).
extension RuleSummary: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(id: try json.decode("id"), severity: try json.decode("severity"), message: try json.decode("message"), rationale: "",
                  isDebt: try json.decode("isDebt"), isBookkeeping: try json.decode("isBookkeeping"))
    }
}

extension ExceptionRecord: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(path: try json.decode("path"), line: try json.decode("line"), rules: try json.decode("rules"),
                  reason: try json.decode("reason"), suppressed: try json.decode("suppressed"), wholeFile: try json.decode("wholeFile"))
    }
}
