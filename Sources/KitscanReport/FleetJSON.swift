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
        var reader = Reader()
        var result = ScanResult()
        result.fleet = try reader.apps(value)
        for component in reader.array(value["components"]) {
            let name = reader.string(component["name"])
            let definedAt = component["definedAt"]
            let signatures = reader.array(component["signatures"]).map { signature in
                Component.Signature(parameters: reader.array(signature).map { p in
                    Component.Parameter(label: reader.string(p["label"]), name: reader.string(p["name"]),
                                        isFunction: reader.bool(p["isFunction"]), hasDefault: reader.bool(p["hasDefault"]),
                                        isBuilder: reader.bool(p["isBuilder"]), isVariadic: reader.bool(p["isVariadic"]))
                })
            }
            if reader.bool(component["known"]) {
                result.components.append(Component(
                    name: name, kind: reader.kind(component["kind"]), path: definedAt?["path"]?.stringValue ?? "",
                    line: definedAt?["line"]?.integerValue ?? 0, parameters: reader.strings(component["parameters"]), signatures: signatures))
            }
            result.uses += reader.array(component["callers"]).map { reader.use($0, component: name) }
        }
        result.unlistedViews = reader.array(value["unlistedViews"]).map { view in
            UnlistedView(name: reader.string(view["name"]), kind: reader.kind(view["kind"]), path: reader.string(view["path"]),
                         line: reader.int(view["line"]))
        }
        result.unreadable = reader.unreadable(value)
        try reader.finish("a fleet callers list")
        return result
    }

    /// A fleet debt list's JSON as a part: its apps, rules, findings, exceptions and unreadable files.
    package static func debt(_ value: JSONValue) throws(FleetJSONError) -> ScanResult {
        var reader = Reader()
        var result = ScanResult()
        result.fleet = try reader.apps(value)
        result.rules = reader.array(value["rules"]).map { rule in
            RuleSummary(id: reader.string(rule["id"]), severity: reader.severity(rule["severity"]), message: reader.string(rule["message"]),
                        rationale: "", isDebt: reader.bool(rule["isDebt"]), isBookkeeping: reader.bool(rule["isBookkeeping"]))
        }
        result.findings = reader.array(value["findings"]).map { f in
            var finding = Finding(path: reader.string(f["path"]), line: reader.int(f["line"]), column: reader.int(f["column"]),
                                  rule: reader.string(f["rule"]), severity: reader.severity(f["severity"]),
                                  message: reader.string(f["message"]), snippet: reader.string(f["snippet"]),
                                  declaration: f["declaration"]?.stringValue, exceptedBy: f["exceptedBy"]?.stringValue,
                                  fingerprint: "", copies: f["copies"]?.stringValue)
            finding.app = f["app"]?.stringValue
            finding.copy = FindingsJSON.copy(f)
            return finding
        }
        result.exceptions = reader.array(value["exceptions"]).map { e in
            ExceptionRecord(path: reader.string(e["path"]), line: reader.int(e["line"]), rules: reader.strings(e["rules"]),
                            reason: reader.string(e["reason"]), suppressed: reader.int(e["suppressed"]), wholeFile: reader.bool(e["wholeFile"]))
        }
        result.unreadable = reader.unreadable(value)
        try reader.finish("a fleet debt list")
        return result
    }

    /// A fleet run's `apps`, read back; every fleet report's JSON has them (`adoption --by app` too).
    package static func apps(_ value: JSONValue) throws(FleetJSONError) -> FleetSummary {
        var reader = Reader()
        let apps = try reader.apps(value)
        try reader.finish("a fleet's apps")
        return apps
    }

    /// Reads values leniently and remembers the first thing missing, so a file that is not
    /// a fleet report fails once, with one message.
    private struct Reader {
        var missing: String?

        mutating func apps(_ value: JSONValue) throws(FleetJSONError) -> FleetSummary {
            guard case .array(let apps)? = value["apps"] else {
                throw FleetJSONError("it is not the JSON of a fleet run (it has no \"apps\")")
            }
            return FleetSummary(apps: apps.map { app in
                FleetSummary.App(name: string(app["name"]), location: string(app["location"]), ref: app["ref"]?.stringValue,
                                 commit: app["commit"]?.stringValue, url: app["url"]?.stringValue, skipped: app["skipped"]?.stringValue,
                                 files: int(app["files"]))
            })
        }

        mutating func use(_ c: JSONValue, component: String) -> ComponentUse {
            var use = ComponentUse(
                component: component, path: string(c["path"]), line: int(c["line"]), column: int(c["column"]),
                declaration: c["declaration"]?.stringValue,
                arguments: array(c["arguments"]).map { .init(label: $0["label"]?.stringValue, value: string($0["value"])) },
                trailingClosures: strings(c["trailingClosures"]), handlers: strings(c["handlers"]),
                modifiers: array(c["modifiers"]).map { m in
                    .init(name: string(m["name"]), arguments: string(m["arguments"]), trailingClosures: strings(m["trailingClosures"]),
                          condition: m["condition"]?.stringValue, changesForm: bool(m["changesForm"]))
                },
                condition: c["condition"]?.stringValue, parent: c["parent"]?.stringValue, via: c["via"]?.stringValue,
                preview: bool(c["preview"]), test: bool(c["test"]), trailingClosureFills: c["trailingClosureFills"]?.stringValue,
                inKit: bool(c["inKit"]), factory: c["factory"]?.stringValue, catalog: bool(c["catalog"]))
            use.app = c["app"]?.stringValue
            return use
        }

        mutating func unreadable(_ value: JSONValue) -> [UnreadableFile] {
            array(value["unreadable"]).map { UnreadableFile(path: string($0["path"]), reason: string($0["reason"])) }
        }

        func finish(_ what: String) throws(FleetJSONError) {
            if let missing { throw FleetJSONError("it does not read as \(what): \(missing)") }
        }

        mutating func note(_ what: String) { if missing == nil { missing = what } }

        mutating func array(_ value: JSONValue?) -> [JSONValue] {
            guard let items = value?.arrayValue else { note("a list is missing"); return [] }
            return items
        }

        mutating func string(_ value: JSONValue?) -> String {
            guard let text = value?.stringValue else { note("a text value is missing"); return "" }
            return text
        }

        mutating func strings(_ value: JSONValue?) -> [String] { array(value).map { string($0) } }

        mutating func int(_ value: JSONValue?) -> Int {
            guard let number = value?.integerValue else { note("a number is missing"); return 0 }
            return number
        }

        mutating func bool(_ value: JSONValue?) -> Bool {
            guard let flag = value?.boolValue else { note("a true/false value is missing"); return false }
            return flag
        }

        mutating func kind(_ value: JSONValue?) -> Component.Kind {
            guard let kind = Component.Kind(rawValue: string(value)) else { note("a component kind is unknown"); return .view }
            return kind
        }

        mutating func severity(_ value: JSONValue?) -> Severity {
            guard let severity = Severity(rawValue: string(value)) else { note("a severity is unknown"); return .warning }
            return severity
        }
    }
}
