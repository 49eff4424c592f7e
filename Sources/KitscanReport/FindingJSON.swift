import KitscanEngine
import KitscanSupport

/// A finding as JSON, both ways, declared once: its members and their order. Every report
/// that writes a finding (the findings JSON and its stream, the debt list, review, the
/// callers list's likely copies, fix) writes these members or a part of them, in this
/// order; a fleet's debt list reads them back.
///
/// `app` (a fleet run's, only when set), `path`, `line`, `column`, `rule`, `severity`,
/// `message`, `snippet`, `declaration` and `exceptedBy` (null when none), `copies` (only
/// when set), and for a `kit-copy` finding `copyOf`, `score` and `evidence` (`{ "skeleton",
/// "appSkeleton", "kitSkeleton", "shared": [ … ], "differs": [ … ] }`).
package enum FindingJSON {
    /// Which members a report writes.
    package struct Fields: OptionSet, Sendable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }

        package static let app = Fields(rawValue: 1 << 0)
        package static let path = Fields(rawValue: 1 << 1)
        package static let line = Fields(rawValue: 1 << 2)
        package static let column = Fields(rawValue: 1 << 3)
        package static let rule = Fields(rawValue: 1 << 4)
        package static let severity = Fields(rawValue: 1 << 5)
        package static let message = Fields(rawValue: 1 << 6)
        package static let snippet = Fields(rawValue: 1 << 7)
        package static let declaration = Fields(rawValue: 1 << 8)
        package static let exceptedBy = Fields(rawValue: 1 << 9)
        package static let copies = Fields(rawValue: 1 << 10)
        package static let copyOf = Fields(rawValue: 1 << 11)
        package static let score = Fields(rawValue: 1 << 12)
        package static let evidence = Fields(rawValue: 1 << 13)

        /// Every member: the findings JSON's finding.
        package static let all = Fields(rawValue: (1 << 14) - 1)
        /// Where it is and by which rule.
        package static let position: Fields = [.path, .line, .column, .rule]
    }

    /// The finding as an object of the `fields` asked for.
    package static func value(_ f: Finding, _ fields: Fields = .all) -> JSONValue {
        .object(members(f, fields))
    }

    /// The members of `fields`, in the declared order (a member with nothing to say is left out).
    package static func members(_ f: Finding, _ fields: Fields = .all) -> [JSONMember] {
        var out: [JSONMember] = []
        out.reserveCapacity(14)
        if fields.contains(.app), let app = f.app { out.append(JSONMember("app", .string(app))) }
        if fields.contains(.path) { out.append(JSONMember("path", .string(f.path))) }
        if fields.contains(.line) { out.append(JSONMember("line", .int(f.line))) }
        if fields.contains(.column) { out.append(JSONMember("column", .int(f.column))) }
        if fields.contains(.rule) { out.append(JSONMember("rule", .string(f.rule))) }
        if fields.contains(.severity) { out.append(JSONMember("severity", .string(f.severity.rawValue))) }
        if fields.contains(.message) { out.append(JSONMember("message", .string(f.message))) }
        if fields.contains(.snippet) { out.append(JSONMember("snippet", .string(f.snippet))) }
        if fields.contains(.declaration) { out.append(JSONMember("declaration", .optional(f.declaration))) }
        if fields.contains(.exceptedBy) { out.append(JSONMember("exceptedBy", .optional(f.exceptedBy))) }
        if fields.contains(.copies), let copies = f.copies { out.append(JSONMember("copies", .string(copies))) }
        guard let copy = f.copy else { return out }
        if fields.contains(.copyOf) { out.append(JSONMember("copyOf", .string(copy.copyOf))) }
        if fields.contains(.score) { out.append(JSONMember("score", .number(copy.score))) }
        if fields.contains(.evidence) {
            out.append(JSONMember("evidence", .object([
                JSONMember("skeleton", .string(copy.skeleton)), JSONMember("appSkeleton", .string(copy.appSkeleton)),
                JSONMember("kitSkeleton", .string(copy.kitSkeleton)),
                JSONMember("shared", .array(copy.shared.map(JSONValue.string))),
                JSONMember("differs", .array(copy.differs.map(JSONValue.string))),
            ])))
        }
        return out
    }
}

/// The inverse of `FindingJSON.value(_:)` for every member (the fingerprint is not written,
/// so it reads back empty).
extension Finding: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(path: try json.decode("path"), line: try json.decode("line"), column: try json.decode("column"),
                  rule: try json.decode("rule"), severity: try json.decode("severity"), message: try json.decode("message"),
                  snippet: try json.decode("snippet"), declaration: try json.decodeIfPresent("declaration"),
                  exceptedBy: try json.decodeIfPresent("exceptedBy"), fingerprint: "", copies: try json.decodeIfPresent("copies"))
        app = try json.decodeIfPresent("app")
        if let copyOf: String = try json.decodeIfPresent("copyOf") {
            let evidence = try json.member("evidence")
            copy = CopyEvidence(copyOf: copyOf, score: try json.decode("score"), skeleton: try evidence.decode("skeleton"),
                                appSkeleton: try evidence.decode("appSkeleton"), kitSkeleton: try evidence.decode("kitSkeleton"),
                                shared: try evidence.decode("shared"), differs: try evidence.decode("differs"))
        }
    }
}

