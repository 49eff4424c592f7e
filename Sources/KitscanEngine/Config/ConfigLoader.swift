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
        let config = reader.read(document.node)
        if !reader.errors.isEmpty { throw ConfigErrors(reader.errors) }
        return config
    }

    package static func parse(_ text: String, file: String = "kitscan.json") throws(ConfigErrors) -> Config {
        try parse(Array(text.utf8), file: file)
    }
}

/// One pass over a parsed config through `JSONNode`, collecting problems.
struct ConfigReader {
    let file: String
    let positions: [String: JSONPosition]
    var check = JSONChecker()

    init(file: String, positions: [String: JSONPosition]) {
        self.file = file
        self.positions = positions
    }

    /// Every problem found, as the config's errors (each at the line and column of its key).
    var errors: [ConfigError] {
        check.problems.map { problem in
            let position = positions[problem.error.path]
            return ConfigError(file: file, keyPath: problem.error.path, line: position?.line, column: position?.column,
                               problem: problem.error.problem, fix: problem.advice)
        }
    }

    mutating func read(_ top: JSONNode) -> Config {
        var config = Config(file: file, keyLines: positions.mapValues(\.line))
        guard let members = check.members(top, problem: "the top level must be an object",
                                          "Write an object in braces, e.g. { \"include\": [\"**/*.swift\"] }.") else {
            return config
        }
        for (key, node) in members {
            switch key {
            case "include":
                if let list = globs(node) {
                    if list.isEmpty {
                        check.report(node, "an empty include list scans nothing",
                                     "Remove the key to scan every .swift file, or list globs such as [\"App/**/*.swift\"].")
                    } else {
                        config.include = list
                    }
                }
            case "exclude":
                if let list = globs(node) { config.exclude = list }
            case "kit":
                config.kit = readKit(node)
            case "debtList":
                if node.value != .null, let path = path(node, example: "docs/design-system-debt.md") { config.debtList = path }
            case "exceptionMarker":
                if let marker = string(node, example: "\"omo-allow\"") {
                    if marker.isEmpty || !marker.utf8.allSatisfy(ConfigReader.isMarkerByte) {
                        check.report(node, "\(JSONChecker.shown(node.value)) is not a usable marker",
                                     "Write one word of letters, digits, `-` or `_`, e.g. \"omo-allow\".")
                    } else {
                        config.exceptionMarker = marker
                    }
                }
            case "baseline":
                if let path = path(node, example: "kitscan-baseline.json") { config.baseline = path }
            case "rulePaths":
                if let list = globs(node) { config.rulePaths = list }
            case "formChangingModifiers":
                if let list = names(node, example: "[\"font\", \"padding\"]") {
                    // `.font` and `font` mean the same modifier.
                    config.formChangingModifiers = list.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
                }
            case "rules":
                config.rules = readRules(node)
            case "fix":
                config.fix = readFix(node)
            case "adoption":
                config.adoption = readAdoption(node)
            case "apps":
                config.apps = readApps(node)
            case "catalog":
                config.catalog = readCatalog(node)
            default:
                check.unknownKey(key, in: top, known: Config.keys)
            }
        }
        return config
    }

    // MARK: - Sections

    private mutating func readKit(_ node: JSONNode) -> KitConfig {
        var kit = KitConfig()
        guard let members = check.members(node, "Write an object, e.g. { \"paths\": [\"OmoKit/Sources\"], \"modules\": [\"OmoKit\"] }.") else {
            return kit
        }
        for (key, value) in members {
            switch key {
            case "paths": if let list = kitGlobs(value) { kit.paths = list }
            case "tokens": if let list = kitGlobs(value) { kit.tokens = list }
            case "modules": if let list = names(value, example: "[\"OmoKit\"]") { kit.modules = list }
            case "components": if let list = names(value, example: "[\"KitRow\"]") { kit.components = list }
            case "fontTokens": if let list = names(value, example: "[\"KitFont\"]") { kit.fontTokens = list }
            case "metricTokens": if let list = names(value, example: "[\"KitMetrics\"]") { kit.metricTokens = list }
            case "packages": if let list = packageNames(value) { kit.packages = list }
            case "sourcePackages": if let folder = folder(value, example: "build/SourcePackages") { kit.sourcePackages = folder }
            default: check.unknownKey(key, in: node, known: KitConfig.keys)
            }
        }
        return kit
    }

    private mutating func readCatalog(_ node: JSONNode) -> CatalogConfig {
        var catalog = CatalogConfig()
        guard let members = check.members(node, "Write an object, e.g. { \"paths\": [\"OmoCatalog/Sources\"] }.") else {
            return catalog
        }
        for (key, value) in members {
            switch key {
            case "paths": if let list = globs(value) { catalog.paths = list }
            default: check.unknownKey(key, in: node, known: CatalogConfig.keys)
            }
        }
        return catalog
    }

    private mutating func readFix(_ node: JSONNode) -> FixSettings {
        var fix = FixSettings()
        guard let members = check.members(node, "Write an object, e.g. { \"addImports\": true }.") else { return fix }
        for (key, value) in members {
            switch key {
            case "addImports":
                if let flag = check.read(value, as: Bool.self, expected: "true or false",
                                         "Write \"addImports\": true to let `kitscan fix` add the kit's import where a fix needs it.") {
                    fix.addImports = flag
                }
            default:
                check.unknownKey(key, in: node, known: FixSettings.keys)
            }
        }
        return fix
    }

    private mutating func readRules(_ node: JSONNode) -> [String: RuleOverride] {
        guard let members = check.members(node, "Write an object keyed by rule id, e.g. { \"small-font\": { \"min\": 12 } }.") else {
            return [:]
        }
        var rules: [String: RuleOverride] = [:]
        for (id, entry) in members {
            let advice = (try? Bool(json: entry)).map { "Write { \"enabled\": \($0) } to turn the rule \($0 ? "on" : "off")." }
                ?? "Write an object, e.g. { \"enabled\": false } or { \"exempt\": [\"**/Previews/**\"] }."
            guard let settings = check.members(entry, advice) else { continue }
            var rule = RuleOverride()
            for (key, value) in settings {
                switch key {
                case "enabled":
                    if let flag = check.read(value, as: Bool.self, expected: "true or false", "Write true or false (without quotes).") {
                        rule.enabled = flag
                    }
                case "severity":
                    if let severity = check.read(value, as: Severity.self, expected: "\"error\", \"warning\" or \"note\"",
                                                 "Write one of \"error\", \"warning\", \"note\".") {
                        rule.severity = severity
                    }
                case "paths":
                    if let list = globs(value) { rule.paths = list }
                case "exempt":
                    if let list = globs(value) { rule.exempt = list }
                default:
                    // The rule's own parameters: checked against its declaration later.
                    rule.parameters[key] = value.value
                }
            }
            rules[id] = rule
        }
        return rules
    }

    // MARK: - Text

    static func isMarkerByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
    }

    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.utf8.first else { return false }
        let isStart: (UInt8) -> Bool = { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 >= 0x80 }
        return isStart(first) && text.utf8.allSatisfy { isStart($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }
}
