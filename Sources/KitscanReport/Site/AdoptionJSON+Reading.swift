import KitscanEngine
import KitscanSupport

/// Why an adoption JSON file cannot be read: where, and what to do.
package struct AdoptionJSONError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}

extension AdoptionJSON {
    /// The report `kitscan adoption --json` wrote, read back: the inverse of `value(_:)`.
    /// Shares are not read: they follow from the counts, as when they were written.
    package static func read(_ value: JSONValue) throws(AdoptionJSONError) -> AdoptionReport {
        guard let version = value["schemaVersion"]?.integerValue else {
            throw AdoptionJSONError(message: "not an adoption report (no schemaVersion): write it with kitscan adoption --json FILE")
        }
        guard version == AdoptionReport.schemaVersion else {
            throw AdoptionJSONError(message: "adoption report schemaVersion \(version), this kitscan reads \(AdoptionReport.schemaVersion): "
                + "write it again with this kitscan's kitscan adoption --json FILE")
        }
        guard let total = value["total"] else { throw missing("total") }
        return AdoptionReport(
            grouping: value["grouping"]?.stringValue ?? "none",
            components: value["components"]?.stringArrayValue ?? [],
            replacedControls: (value["replacedControls"]?.arrayValue ?? []).map {
                ReplacedControl(control: $0["control"]?.stringValue ?? "", replacedBy: $0["replacedBy"]?.stringArrayValue ?? [])
            },
            total: try group(total),
            groups: try (value["groups"]?.arrayValue ?? []).map { (g) throws(AdoptionJSONError) in try group(g) },
            history: try (value["history"]?.arrayValue ?? []).map { (p) throws(AdoptionJSONError) in try point(p) },
            notes: value["notes"]?.stringArrayValue ?? [])
    }

    private static func missing(_ key: String) -> AdoptionJSONError {
        AdoptionJSONError(message: "the adoption report has no \"\(key)\": write it again with kitscan adoption --json FILE")
    }

    private static func counts(_ v: JSONValue?) throws(AdoptionJSONError) -> AdoptionCounts {
        guard let v, v.objectValue != nil else { throw missing("counts") }
        func n(_ key: String) -> Int { v[key]?.integerValue ?? 0 }
        return AdoptionCounts(files: n("files"), kitUses: n("kitUses"), appTypeUses: n("appTypeUses"), rawControlUses: n("rawControlUses"),
                              tokenReferences: n("tokenReferences"), rawValues: n("rawValues"))
    }

    private static func group(_ v: JSONValue) throws(AdoptionJSONError) -> AdoptionGroup {
        func items(_ key: String) -> [AdoptionItem] {
            (v[key]?.arrayValue ?? []).map { i in
                AdoptionItem(name: i["name"]?.stringValue ?? "", rule: i["rule"]?.stringValue, count: i["count"]?.integerValue ?? 0,
                             places: (i["places"]?.arrayValue ?? []).map {
                                 AdoptionPlace(path: $0["path"]?.stringValue ?? "", line: $0["line"]?.integerValue ?? 0)
                             })
            }
        }
        var rules: [String: Int] = [:]
        for (key, n) in v["rules"]?.objectValue ?? [:] { rules[key] = n.integerValue ?? 0 }
        var group = AdoptionGroup(name: v["name"]?.stringValue ?? "", counts: try counts(v["counts"]), components: items("components"),
                                  appTypes: items("appTypes"), rawControls: items("rawControls"), tokens: items("tokens"),
                                  rawValues: items("rawValues"), rules: rules)
        if let inUse = v["catalog"]?["inUse"]?.arrayValue {
            let names = inUse.map { ($0["configuration"]?.stringValue ?? "", $0["hasCase"]?.boolValue ?? false) }
            group.catalog = CatalogCoverage(configurations: names.map(\.0), covered: names.filter(\.1).map(\.0))
        }
        return group
    }

    private static func point(_ v: JSONValue) throws(AdoptionJSONError) -> AdoptionPoint {
        var groups: [String: AdoptionCounts] = [:]
        for (key, c) in v["groups"]?.objectValue ?? [:] { groups[key] = try counts(c) }
        return AdoptionPoint(commit: v["commit"]?.stringValue ?? "", date: v["date"]?.stringValue ?? "",
                             total: try counts(v["total"]), groups: groups)
    }
}
