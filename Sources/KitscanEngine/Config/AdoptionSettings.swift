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
    mutating func readAdoption(_ value: JSONValue) -> AdoptionSettings {
        var settings = AdoptionSettings()
        guard let members = value.objectValue?.sorted(by: { $0.key < $1.key }) else {
            problem("adoption", "expected an object, found \(ConfigReader.found(value))",
                    "Write an object, e.g. { \"primitives\": { \"add\": [\"NavigationLink\"] } }.")
            return settings
        }
        for (key, value) in members {
            let path = "adoption." + key
            switch key {
            case "primitives":
                guard let inner = value.objectValue?.sorted(by: { $0.key < $1.key }) else {
                    problem(path, "expected an object, found \(ConfigReader.found(value))",
                            "Write an object, e.g. { \"add\": [\"NavigationLink\"], \"remove\": [\"Text\"] }.")
                    continue
                }
                for (name, list) in inner {
                    let listPath = path + "." + name
                    switch name {
                    case "add": settings.addPrimitives = identifiers(list, listPath) ?? []
                    case "remove": settings.removePrimitives = identifiers(list, listPath) ?? []
                    default: unknown(name, listPath, AdoptionSettings.primitiveKeys)
                    }
                }
            case "rawValueRules":
                if let list = strings(value, path, example: "[\"raw-colour\", \"small-font\"]") { settings.rawValueRules = list.sorted() }
            case "teams":
                guard let inner = value.objectValue?.sorted(by: { $0.key < $1.key }) else {
                    problem(path, "expected an object, found \(ConfigReader.found(value))",
                            "Write owners or globs to team names, e.g. { \"@acme/mail-devs\": \"Mail\", \"App/Settings/**\": \"Settings\" }.")
                    continue
                }
                for (owner, team) in inner {
                    guard let name = team.stringValue, !name.isEmpty else {
                        problem(path + "." + owner, "expected a team name, found \(ConfigReader.found(team))",
                                "Write the team's name in double quotes, e.g. \"Mail\".")
                        continue
                    }
                    settings.teams[owner] = name
                }
            default:
                unknown(key, path, AdoptionSettings.keys)
            }
        }
        return settings
    }

    private mutating func strings(_ value: JSONValue, _ path: String, example: String) -> [String]? {
        guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
            problem(path, "expected a list of strings, found \(ConfigReader.found(value))", "Write a list, e.g. \(example).")
            return nil
        }
        return items.compactMap(\.stringValue)
    }

    private mutating func identifiers(_ value: JSONValue, _ path: String) -> [String]? {
        guard let list = strings(value, path, example: "[\"NavigationLink\"]") else { return nil }
        for (index, name) in list.enumerated() where !ConfigReader.isIdentifier(name[...]) {
            problem("\(path)[\(index)]", "\(JSONValue.string(name)) is not a Swift name",
                    "Write the control's type name as in the source, e.g. \"NavigationLink\".")
            return nil
        }
        return list
    }

    private mutating func unknown(_ key: String, _ path: String, _ known: [String]) {
        problem(path, "unknown key `\(key)`",
                Suggestion.hint(for: key, among: known) + "Known keys: " + known.joined(separator: ", ") + ".")
    }

    private mutating func problem(_ path: String, _ problem: String, _ fix: String) {
        let position = positions[path]
        errors.append(ConfigError(file: file, keyPath: path, line: position?.line, column: position?.column,
                                  problem: problem, fix: fix))
    }
}
