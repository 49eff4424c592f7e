import KitscanSupport
/// Reads and checks `kitscan.json`.
///
/// Everything that can be checked without the rule catalog or the file list is checked
/// here, and every problem is reported at once. Rule ids and rule parameters are checked by
/// `Config.validateRules(catalog:)`, globs against files by `Config.unmatchedGlobs(files:excluded:)`.
package enum ConfigLoader {
    /// Reads the config file at `path`. `displayName` is how messages name it (default:
    /// `path` as given).
    package static func load(path: String, displayName: String? = nil) throws(ConfigErrors) -> Config {
        let name = displayName ?? path
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path)
        } catch {
            throw ConfigErrors([ConfigError(file: name, keyPath: "", problem: "cannot read the config file: \(error.reason)",
                                            fix: "Check the path (given with --config, or found by walking up to kitscan.json).")])
        }
        return try parse(bytes, file: name)
    }

    /// Parses config text; `file` names it in messages.
    package static func parse(_ bytes: [UInt8], file: String = "kitscan.json") throws(ConfigErrors) -> Config {
        let document: JSONDocument
        do {
            document = try JSONParser.parseDocument(bytes)
        } catch {
            throw ConfigErrors([ConfigError(file: file, keyPath: "", line: error.line, column: error.column,
                                            problem: "not valid JSON: \(error.message)",
                                            fix: "Fix the JSON syntax at that place.")])
        }
        var reader = ConfigReader(file: file, positions: document.positions)
        let config = reader.read(document.value)
        if !reader.errors.isEmpty { throw ConfigErrors(reader.errors) }
        return config
    }

    package static func parse(_ text: String, file: String = "kitscan.json") throws(ConfigErrors) -> Config {
        try parse(Array(text.utf8), file: file)
    }
}

/// One pass over a parsed config, collecting problems.
struct ConfigReader {
    let file: String
    let positions: [String: JSONPosition]
    var errors: [ConfigError] = []

    init(file: String, positions: [String: JSONPosition]) {
        self.file = file
        self.positions = positions
    }

    mutating func read(_ value: JSONValue) -> Config {
        var config = Config(file: file, keyLines: positions.mapValues(\.line))
        guard let members = members(value, at: "", problem: "the top level must be an object",
                                    fix: "Write an object in braces, e.g. { \"include\": [\"**/*.swift\"] }.") else {
            return config
        }
        for (key, value) in members {
            switch key {
            case "include":
                if let list = globs(value, key) {
                    if list.isEmpty {
                        report(key, "an empty include list scans nothing",
                               "Remove the key to scan every .swift file, or list globs such as [\"App/**/*.swift\"].")
                    } else {
                        config.include = list
                    }
                }
            case "exclude":
                if let list = globs(value, key) { config.exclude = list }
            case "kit":
                config.kit = readKit(value)
            case "debtList":
                if value != .null, let path = path(value, key, example: "docs/design-system-debt.md") { config.debtList = path }
            case "exceptionMarker":
                if let marker = string(value, key, example: "\"omo-allow\"") {
                    if marker.isEmpty || !marker.utf8.allSatisfy(ConfigReader.isMarkerByte) {
                        report(key, "\(ConfigReader.found(value)) is not a usable marker",
                               "Write one word of letters, digits, `-` or `_`, e.g. \"omo-allow\".")
                    } else {
                        config.exceptionMarker = marker
                    }
                }
            case "baseline":
                if let path = path(value, key, example: "kitscan-baseline.json") { config.baseline = path }
            case "rulePaths":
                if let list = globs(value, key) { config.rulePaths = list }
            case "formChangingModifiers":
                if let list = names(value, key, example: "[\"font\", \"padding\"]") {
                    // `.font` and `font` mean the same modifier.
                    config.formChangingModifiers = list.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
                }
            case "rules":
                config.rules = readRules(value)
            case "fix":
                config.fix = readFix(value)
            case "adoption":
                config.adoption = readAdoption(value)
            case "apps":
                config.apps = readApps(value)
            case "catalog":
                config.catalog = readCatalog(value)
            default:
                unknownKey(key, path: key, known: Config.keys)
            }
        }
        return config
    }

    // MARK: - Sections

    /// The members of the object at `path`, by key (so problems come in a stable order); nil
    /// after reporting what was found instead.
    private mutating func members(_ value: JSONValue, at path: String, problem: String = "expected an object",
                                  fix: String) -> [(key: String, value: JSONValue)]? {
        guard let members = value.objectValue else {
            report(path, "\(problem), found \(ConfigReader.found(value))", fix)
            return nil
        }
        return members.sorted(by: { $0.key < $1.key })
    }

    private mutating func readKit(_ value: JSONValue) -> KitConfig {
        var kit = KitConfig()
        guard let members = members(value, at: "kit",
                                    fix: "Write an object, e.g. { \"paths\": [\"OmoKit/Sources\"], \"modules\": [\"OmoKit\"] }.") else {
            return kit
        }
        for (key, value) in members {
            let path = "kit." + key
            switch key {
            case "paths": if let list = kitGlobs(value, path) { kit.paths = list }
            case "tokens": if let list = kitGlobs(value, path) { kit.tokens = list }
            case "modules": if let list = names(value, path, example: "[\"OmoKit\"]") { kit.modules = list }
            case "components": if let list = names(value, path, example: "[\"KitRow\"]") { kit.components = list }
            case "fontTokens": if let list = names(value, path, example: "[\"KitFont\"]") { kit.fontTokens = list }
            case "metricTokens": if let list = names(value, path, example: "[\"KitMetrics\"]") { kit.metricTokens = list }
            case "packages": if let list = packageNames(value, path) { kit.packages = list }
            case "sourcePackages": if let folder = folder(value, path, example: "build/SourcePackages") { kit.sourcePackages = folder }
            default: unknownKey(key, path: path, known: KitConfig.keys)
            }
        }
        return kit
    }

    private mutating func readCatalog(_ value: JSONValue) -> CatalogConfig {
        var catalog = CatalogConfig()
        guard let members = members(value, at: "catalog", fix: "Write an object, e.g. { \"paths\": [\"OmoCatalog/Sources\"] }.") else {
            return catalog
        }
        for (key, value) in members {
            switch key {
            case "paths": if let list = globs(value, "catalog.paths") { catalog.paths = list }
            default: unknownKey(key, path: "catalog." + key, known: CatalogConfig.keys)
            }
        }
        return catalog
    }

    private mutating func readFix(_ value: JSONValue) -> FixSettings {
        var fix = FixSettings()
        guard let members = members(value, at: "fix", fix: "Write an object, e.g. { \"addImports\": true }.") else {
            return fix
        }
        for (key, value) in members {
            let path = "fix." + key
            switch key {
            case "addImports":
                if let flag = value.boolValue {
                    fix.addImports = flag
                } else {
                    report(path, "expected true or false, found \(ConfigReader.found(value))",
                           "Write \"addImports\": true to let `kitscan fix` add the kit's import where a fix needs it.")
                }
            default:
                unknownKey(key, path: path, known: FixSettings.keys)
            }
        }
        return fix
    }

    private mutating func readRules(_ value: JSONValue) -> [String: RuleOverride] {
        guard let members = members(value, at: "rules",
                                    fix: "Write an object keyed by rule id, e.g. { \"small-font\": { \"min\": 12 } }.") else {
            return [:]
        }
        var rules: [String: RuleOverride] = [:]
        for (id, entry) in members {
            let base = "rules." + id
            guard let settings = entry.objectValue else {
                let fix = entry.boolValue != nil
                    ? "Write { \"enabled\": \(entry.boolValue!) } to turn the rule \(entry.boolValue! ? "on" : "off")."
                    : "Write an object, e.g. { \"enabled\": false } or { \"exempt\": [\"**/Previews/**\"] }."
                report(base, "expected an object, found \(ConfigReader.found(entry))", fix)
                continue
            }
            var rule = RuleOverride()
            for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
                let path = base + "." + key
                switch key {
                case "enabled":
                    if let flag = value.boolValue {
                        rule.enabled = flag
                    } else {
                        report(path, "expected true or false, found \(ConfigReader.found(value))",
                               "Write true or false (without quotes).")
                    }
                case "severity":
                    if let text = value.stringValue, let severity = Severity(rawValue: text) {
                        rule.severity = severity
                    } else {
                        report(path, "expected \"error\", \"warning\" or \"note\", found \(ConfigReader.found(value))",
                               "Write one of \"error\", \"warning\", \"note\".")
                    }
                case "paths":
                    if let list = globs(value, path) { rule.paths = list }
                case "exempt":
                    if let list = globs(value, path) { rule.exempt = list }
                default:
                    // The rule's own parameters: checked against its declaration later.
                    rule.parameters[key] = value
                }
            }
            rules[id] = rule
        }
        return rules
    }

    mutating func unknownKey(_ key: String, path: String, known: [String]) {
        report(path, "unknown key `\(key)`",
               Suggestion.hint(for: key, among: known) + "Known keys: " + known.joined(separator: ", ") + ".")
    }

    mutating func report(_ path: String, _ problem: String, _ fix: String) {
        let position = positions[path]
        errors.append(ConfigError(file: file, keyPath: path, line: position?.line, column: position?.column,
                                  problem: problem, fix: fix))
    }

    // MARK: - Text

    /// A value as shown in messages: strings quoted, numbers and literals as written,
    /// lists and objects by kind.
    static func found(_ value: JSONValue) -> String {
        switch value {
        case .string(let text):
            let shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
            return JSONValue.string(shown).description
        case .number, .bool, .null: return value.description
        case .array: return "a list"
        case .object: return "an object"
        }
    }

    static func isMarkerByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
    }

    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.utf8.first else { return false }
        let isStart: (UInt8) -> Bool = { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 >= 0x80 }
        return isStart(first) && text.utf8.allSatisfy { isStart($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }
}
