import KitscanEngine
import KitscanSupport

/// Why an adoption JSON file cannot be read: where, and what to do.
package struct AdoptionJSONError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}

extension AdoptionJSON {
    /// The report `kitscan adoption --json` wrote, read back: the inverse of `value(_:)`.
    /// Shares are not read: they follow from the counts, as when they were written. Every
    /// key `value(_:)` writes must be there: a renamed one is an error naming it, not a 0.
    package static func read(_ value: JSONValue) throws(AdoptionJSONError) -> AdoptionReport {
        guard let version = value["schemaVersion"]?.integerValue else {
            throw AdoptionJSONError(message: "not an adoption report (no schemaVersion): write it with kitscan adoption --json FILE")
        }
        guard version == AdoptionReport.schemaVersion else {
            throw AdoptionJSONError(message: "adoption report schemaVersion \(version), this kitscan reads \(AdoptionReport.schemaVersion): "
                + "write it again with this kitscan's kitscan adoption --json FILE")
        }
        do {
            return try JSONNode(value).decode()
        } catch {
            throw AdoptionJSONError(message: "the adoption report does not read at \(error.description). "
                                    + "Write it again with kitscan adoption --json FILE")
        }
    }
}

extension AdoptionReport: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(grouping: try json.decode("grouping"), components: try json.decode("components"),
                  replacedControls: try json.decode("replacedControls"), total: try json.decode("total"),
                  groups: try json.decode("groups"), history: try json.decode("history"), notes: try json.decode("notes"))
    }
}

extension ReplacedControl: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(control: try json.decode("control"), replacedBy: try json.decode("replacedBy"))
    }
}

extension AdoptionCounts: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(files: try json.decode("files"), kitUses: try json.decode("kitUses"), appTypeUses: try json.decode("appTypeUses"),
                  rawControlUses: try json.decode("rawControlUses"), tokenReferences: try json.decode("tokenReferences"),
                  rawValues: try json.decode("rawValues"))
    }
}

extension AdoptionGroup: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(name: try json.decode("name"), counts: try json.decode("counts"), components: try json.decode("components"),
                  appTypes: try json.decode("appTypes"), rawControls: try json.decode("rawControls"), tokens: try json.decode("tokens"),
                  rawValues: try json.decode("rawValues"), rules: try json.decode("rules"))
        catalog = try json.decodeIfPresent("catalog")
    }
}

/// Read from what `AdoptionJSON.catalog` writes: each configuration in use and whether it has a case.
extension CatalogCoverage: JSONDecodable {
    private struct InUse: JSONDecodable {
        var configuration: String
        var hasCase: Bool

        init(json: JSONNode) throws(JSONShapeError) {
            configuration = try json.decode("configuration")
            hasCase = try json.decode("hasCase")
        }
    }

    package init(json: JSONNode) throws(JSONShapeError) {
        let inUse: [InUse] = try json.decode("inUse")
        self.init(configurations: inUse.map(\.configuration), covered: inUse.filter(\.hasCase).map(\.configuration))
    }
}

extension AdoptionItem: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(name: try json.decode("name"), rule: try json.decodeIfPresent("rule"), count: try json.decode("count"),
                  places: try json.decode("places"))
    }
}

extension AdoptionPlace: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(path: try json.decode("path"), line: try json.decode("line"))
    }
}

extension AdoptionPoint: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(commit: try json.decode("commit"), date: try json.decode("date"), total: try json.decode("total"),
                  groups: try json.decode("groups"))
    }
}
