import KitscanSupport

/// `kitscan adoption` settings (`"adoption"` in kitscan.json).
public struct AdoptionSettings: Sendable, Equatable {
    /// SwiftUI controls counted as replaced by the kit on top of those the kit's views and
    /// styles replace (`"add": ["NavigationLink"]`).
    public var addPrimitives: [String]
    /// Controls never counted as replaced, whatever the kit draws (`"remove": ["Text"]`).
    public var removePrimitives: [String]
    /// The rules whose findings are the token share's raw values.
    public var rawValueRules: [String]
    /// Owner (`@org/mail`, `dev@example.com`) or glob (`App/Mail/**`) -> team name, over CODEOWNERS.
    public var teams: [String: String]

    public static let defaultRawValueRules = ["raw-colour", "raw-curve", "raw-spring", "small-font"]
    /// The keys `adoption` accepts.
    public static let keys = ["primitives", "rawValueRules", "teams"]
    /// The keys `adoption.primitives` accepts.
    public static let primitiveKeys = ["add", "remove"]

    public init(addPrimitives: [String] = [], removePrimitives: [String] = [],
                rawValueRules: [String] = AdoptionSettings.defaultRawValueRules, teams: [String: String] = [:]) {
        self.addPrimitives = addPrimitives
        self.removePrimitives = removePrimitives
        self.rawValueRules = rawValueRules
        self.teams = teams
    }

    /// Whether a `teams` key names an owner rather than files.
    public static func isOwner(_ key: String) -> Bool {
        key.hasPrefix("@") || (key.contains("@") && !key.contains("/"))
    }
}

extension ConfigReader {
    /// Reads `adoption`; problems join the config's others.
    mutating func readAdoption(_ node: JSONNode) -> AdoptionSettings {
        var settings = AdoptionSettings()
        guard let members = check.members(node, "Write an object, e.g. { \"primitives\": { \"add\": [\"NavigationLink\"] } }.") else {
            return settings
        }
        for (key, value) in members {
            switch key {
            case "primitives":
                guard let inner = check.members(value, "Write an object, e.g. { \"add\": [\"NavigationLink\"], \"remove\": [\"Text\"] }.") else {
                    continue
                }
                for (name, list) in inner {
                    switch name {
                    case "add": settings.addPrimitives = identifiers(list) ?? []
                    case "remove": settings.removePrimitives = identifiers(list) ?? []
                    default: check.unknownKey(name, in: value, known: AdoptionSettings.primitiveKeys)
                    }
                }
            case "rawValueRules":
                if let list = check.read(value, as: [String].self, expected: "a list of strings",
                                         "Write a list, e.g. [\"raw-colour\", \"small-font\"].") {
                    settings.rawValueRules = list.sorted()
                }
            case "teams":
                settings.teams = teams(value)
            default:
                check.unknownKey(key, in: node, known: AdoptionSettings.keys)
            }
        }
        return settings
    }

    /// `adoption.teams`: owners or globs to team names.
    private mutating func teams(_ node: JSONNode) -> [String: String] {
        var teams: [String: String] = [:]
        let example = "{ \"@acme/mail-devs\": \"Mail\", \"App/Settings/**\": \"Settings\" }"
        for (owner, team) in check.members(node, "Write owners or globs to team names, e.g. \(example).") ?? [] {
            guard let name = try? String(json: team), !name.isEmpty else {
                check.mistyped(team, expected: "a team name", "Write the team's name in double quotes, e.g. \"Mail\".")
                continue
            }
            teams[owner] = name
        }
        return teams
    }

    /// SwiftUI controls' type names; nil (after reporting the first that is no Swift name)
    /// when one is not.
    private mutating func identifiers(_ node: JSONNode) -> [String]? {
        guard let list = check.read(node, as: [String].self, expected: "a list of strings", "Write a list, e.g. [\"NavigationLink\"].") else {
            return nil
        }
        for (item, name) in zip((try? node.elements()) ?? [], list) where !ConfigReader.isIdentifier(name[...]) {
            check.report(item, "\(JSONValue.string(name)) is not a Swift name",
                         "Write the control's type name as in the source, e.g. \"NavigationLink\".")
            return nil
        }
        return list
    }
}
