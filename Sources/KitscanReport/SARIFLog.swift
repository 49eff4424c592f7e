import KitscanEngine
import KitscanSupport

/// `--format sarif`: a SARIF 2.1.0 log for GitHub code scanning.
///
/// Excepted findings are results with an `inSource` suppression carrying the reason, so
/// code scanning shows them as dismissed rather than losing them. Artifact URIs are relative
/// to the workspace root, named `SRCROOT` in `originalUriBaseIds`. Columns are UTF-16 code
/// units (`columnKind`), converted from the findings' UTF-8 byte columns by reading the
/// files that have findings (without a reader, byte columns: equal on ASCII lines).
public enum SARIFLog {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The base id artifact URIs are relative to.
    public static let rootBaseID = "SRCROOT"

    /// `root`: the workspace root, absolute (the base of every artifact URI). `source`: a
    /// file's bytes by stored path, for UTF-16 columns.
    public static func render(_ result: ScanResult, toolVersion: String, informationURI: String? = nil,
                              root: String? = nil, source: ((String) -> [UInt8]?)? = nil) -> String {
        JSONWriter().write(value(result, toolVersion: toolVersion, informationURI: informationURI,
                                 root: root, source: source))
    }

    public static func value(_ result: ScanResult, toolVersion: String, informationURI: String? = nil,
                             root: String? = nil, source: ((String) -> [UInt8]?)? = nil) -> JSONValue {
        let findings = result.findings.sorted(by: Finding.ordered)
        var columns = UTF16Columns(read: source ?? { _ in nil })
        // Rule metadata: the rules that ran, plus any rule id only a finding names
        // (e.g. `invalid-exception`), described from its first finding.
        var rules = result.rules.sorted { $0.id < $1.id }
        var known = Set(rules.map(\.id))
        for f in findings where !known.contains(f.rule) {
            known.insert(f.rule)
            rules.append(RuleSummary(id: f.rule, severity: f.severity, message: f.message, rationale: ""))
        }
        rules.sort { $0.id < $1.id }
        var index: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { index[rule.id] = i }

        var driver = [
            JSONMember("name", .string("kitscan")),
        ]
        if let informationURI { driver.append(JSONMember("informationUri", .string(informationURI))) }
        driver.append(JSONMember("version", .string(toolVersion)))
        driver.append(JSONMember("rules", .array(rules.map(rule))))

        let notifications = result.unreadable.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }.map { file in
            JSONValue.object([
                JSONMember("level", .string("warning")),
                JSONMember("message", .object([JSONMember("text", .string("Could not be read: \(file.reason)"))])),
                JSONMember("locations", .array([.object([
                    JSONMember("physicalLocation", .object([
                        JSONMember("artifactLocation", artifact(file.path)),
                    ])),
                ])])),
            ])
        }

        var run = [
            JSONMember("tool", .object([JSONMember("driver", .object(driver))])),
        ]
        if let root {
            run.append(JSONMember("originalUriBaseIds", .object([
                JSONMember(rootBaseID, .object([JSONMember("uri", .string(rootURI(root)))])),
            ])))
        }
        run.append(JSONMember("columnKind", .string("utf16CodeUnits")))

        return .object([
            JSONMember("$schema", .string(schema)),
            JSONMember("version", .string("2.1.0")),
            JSONMember("runs", .array([.object(run + [
                JSONMember("invocations", .array([.object([
                    JSONMember("executionSuccessful", .bool(true)),
                    JSONMember("toolExecutionNotifications", .array(notifications)),
                ])])),
                JSONMember("results", .array(zip(findings, fingerprints(findings)).map {
                    sarifResult($0, ruleIndex: index[$0.rule]!, fingerprint: $1,
                                column: columns.column(path: $0.path, line: $0.line, column: $0.column))
                })),
            ])])),
        ])
    }

    /// SARIF's name for a severity.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    static func rule(_ r: RuleSummary) -> JSONValue {
        let full = r.rationale.isEmpty ? r.message : r.rationale
        return .object([
            JSONMember("id", .string(r.id)),
            JSONMember("shortDescription", .object([JSONMember("text", .string(r.message))])),
            JSONMember("fullDescription", .object([JSONMember("text", .string(full))])),
            JSONMember("help", .object([JSONMember("text", .string(full))])),
            JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(r.severity)))])),
        ])
    }

    /// Each finding's fingerprint, made unique within its file: code scanning merges results
    /// that share one, so the second identical copy in a file gets `#2`, the third `#3`.
    static func fingerprints(_ findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { f in
            let key = f.path + "\u{0}" + f.fingerprint
            let n = (seen[key] ?? 0) + 1
            seen[key] = n
            return n == 1 ? f.fingerprint : "\(f.fingerprint)#\(n)"
        }
    }

    /// `file:///abs/root/`, percent-encoded, ending in `/` as SARIF requires of a base.
    static func rootURI(_ root: String) -> String {
        let folder = root.hasSuffix("/") ? root : root + "/"
        return "file://" + PercentEncoding.path(folder.hasPrefix("/") ? folder : "/" + folder)
    }

    static func artifact(_ path: String) -> JSONValue {
        .object([JSONMember("uri", .string(PercentEncoding.path(path))), JSONMember("uriBaseId", .string(rootBaseID))])
    }

    static func sarifResult(_ f: Finding, ruleIndex: Int, fingerprint: String, column: Int) -> JSONValue {
        var message = f.message
        if let copies = f.copies { message += " (copies \(copies))" }
        var members = [
            JSONMember("ruleId", .string(f.rule)),
            JSONMember("ruleIndex", .int(ruleIndex)),
            JSONMember("level", .string(level(f.severity))),
            JSONMember("message", .object([JSONMember("text", .string(message))])),
            JSONMember("locations", .array([.object([
                JSONMember("physicalLocation", .object([
                    JSONMember("artifactLocation", artifact(f.path)),
                    JSONMember("region", .object([
                        JSONMember("startLine", .int(f.line)),
                        JSONMember("startColumn", .int(column)),
                    ])),
                ])),
            ])])),
            JSONMember("partialFingerprints", .object([JSONMember("kitscan/v1", .string(fingerprint))])),
        ]
        if let reason = f.exceptedBy {
            members.append(JSONMember("suppressions", .array([.object([
                JSONMember("kind", .string("inSource")),
                JSONMember("justification", .string(reason)),
            ])])))
        }
        return .object(members)
    }
}
