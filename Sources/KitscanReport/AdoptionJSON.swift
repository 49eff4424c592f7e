import KitscanEngine
import KitscanSupport

/// The adoption report as JSON: every count, group and point, keys in a fixed order.
public enum AdoptionJSON {
    public static func value(_ report: AdoptionReport) -> JSONValue {
        .object([
            JSONMember("schemaVersion", .int(AdoptionReport.schemaVersion)),
            JSONMember("grouping", .string(report.grouping)),
            JSONMember("components", .array(report.components.map(JSONValue.string))),
            JSONMember("replacedControls", .array(report.replacedControls.map { control in
                .object([JSONMember("control", .string(control.control)),
                         JSONMember("replacedBy", .array(control.replacedBy.map(JSONValue.string)))])
            })),
            JSONMember("total", group(report.total)),
            JSONMember("groups", .array(report.groups.map(group))),
            JSONMember("history", .array(report.history.map(point))),
            JSONMember("notes", .array(report.notes.map(JSONValue.string))),
        ] + KitSourceHeader.jsonMembers(report.kitSources) + (report.fleet.map { [JSONMember("apps", FleetReport.json($0))] } ?? []))
    }

    public static func text(_ report: AdoptionReport) -> String {
        JSONWriter().write(value(report))
    }

    static func counts(_ c: AdoptionCounts) -> JSONValue {
        .object([
            JSONMember("files", .int(c.files)),
            JSONMember("kitUses", .int(c.kitUses)),
            JSONMember("appTypeUses", .int(c.appTypeUses)),
            JSONMember("rawControlUses", .int(c.rawControlUses)),
            JSONMember("tokenReferences", .int(c.tokenReferences)),
            JSONMember("rawValues", .int(c.rawValues)),
            JSONMember("componentShare", share(c.componentShare)),
            JSONMember("primitiveShare", share(c.primitiveShare)),
            JSONMember("tokenShare", share(c.tokenShare)),
        ])
    }

    /// A ratio to four places (the same text on every machine), or null when nothing was counted.
    static func share(_ value: Double?) -> JSONValue {
        value.map { .number(($0 * 10_000).rounded() / 10_000) } ?? .null
    }

    static func group(_ g: AdoptionGroup) -> JSONValue {
        .object([
            JSONMember("name", .string(g.name)),
            JSONMember("counts", counts(g.counts)),
            JSONMember("components", .array(g.components.map(item))),
            JSONMember("appTypes", .array(g.appTypes.map(item))),
            JSONMember("rawControls", .array(g.rawControls.map(item))),
            JSONMember("tokens", .array(g.tokens.map(item))),
            JSONMember("rawValues", .array(g.rawValues.map(item))),
            JSONMember("rules", .object(g.rules.sorted { $0.key < $1.key }.map { JSONMember($0.key, .int($0.value)) })),
        ] + (g.catalog.map { [JSONMember("catalog", catalog($0))] } ?? []))
    }

    /// Catalog coverage: its figures, and each configuration in use with whether it has a case.
    static func catalog(_ c: CatalogCoverage) -> JSONValue {
        let covered = Set(c.covered)
        return .object([
            JSONMember("configurations", .int(c.configurations.count)),
            JSONMember("covered", .int(c.covered.count)),
            JSONMember("coverage", share(c.share)),
            JSONMember("inUse", .array(c.configurations.map { name in
                .object([JSONMember("configuration", .string(name)), JSONMember("hasCase", .bool(covered.contains(name)))])
            })),
        ])
    }

    static func item(_ i: AdoptionItem) -> JSONValue {
        var members = [JSONMember("name", .string(i.name))]
        if let rule = i.rule { members.append(JSONMember("rule", .string(rule))) }
        members.append(JSONMember("count", .int(i.count)))
        members.append(JSONMember("places", .array(i.places.map { place in
            .object([JSONMember("path", .string(place.path)), JSONMember("line", .int(place.line))])
        })))
        return .object(members)
    }

    static func point(_ p: AdoptionPoint) -> JSONValue {
        .object([
            JSONMember("commit", .string(p.commit)),
            JSONMember("date", .string(p.date)),
            JSONMember("total", counts(p.total)),
            JSONMember("groups", .object(p.groups.sorted { $0.key < $1.key }.map { JSONMember($0.key, counts($0.value)) })),
        ])
    }
}
