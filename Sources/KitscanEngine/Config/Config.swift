import KitscanFiles
/// The design-system kit: where it lives and what it is called.
public struct KitConfig: Sendable, Equatable {
    /// Where the kit's components are declared (folders or files, globs allowed).
    public var paths: [String]
    /// Module names that may qualify a component (`OmoKit.KitRow`).
    public var modules: [String]
    /// Component names added by hand.
    public var components: [String]
    /// The token homes: raw values are allowed there, and their values name copies.
    public var tokens: [String]
    /// Font token type names (`KitFont`).
    public var fontTokens: [String]
    /// Metric token type names (`KitMetrics`).
    public var metricTokens: [String]
    /// SwiftPM dependencies whose sources are the kit, by package identity (`OmoKit`).
    public var packages: [String]
    /// The scratch folder SwiftPM or Xcode resolved the packages into, when not `.build/` or
    /// DerivedData (`xcodebuild -clonedSourcePackagesDirPath`).
    public var sourcePackages: String?
    /// Where the kit was found and its version: each package, or a kit folder outside the
    /// config's folder. Filled when the workspace opens; their folders are in `paths`.
    public var sources: [KitSource] = []

    public init(paths: [String] = [], modules: [String] = [], components: [String] = [], tokens: [String] = [],
                fontTokens: [String] = [], metricTokens: [String] = [], packages: [String] = [], sourcePackages: String? = nil) {
        self.paths = paths
        self.modules = modules
        self.components = components
        self.tokens = tokens
        self.fontTokens = fontTokens
        self.metricTokens = metricTokens
        self.packages = packages
        self.sourcePackages = sourcePackages
    }

    /// The keys `kit` accepts.
    public static let keys = ["components", "fontTokens", "metricTokens", "modules", "packages", "paths", "sourcePackages", "tokens"]

    /// True for a kit home read on its own, never among the app's files: outside the
    /// config's folder, a package's sources (even in `.build/` or `Packages/`), or a folder
    /// the config names that the walk skips (hidden, git-ignored, excluded).
    public func isApart(_ path: String) -> Bool {
        KitConfig.isOutside(path) || sources.contains { $0.path == path && !$0.inFolder }
    }

    /// True for a file of a package's sources: its types that are no components are token types.
    public func isPackageFile(_ path: String) -> Bool {
        sources.contains { $0.isPackage && (path == $0.path || path.hasPrefix($0.path + "/")) }
    }

    /// True for a kit path written outside the config's folder (absolute, or with `..`):
    /// a kit in its own package or repository beside the app.
    public static func isOutside(_ path: String) -> Bool {
        path.hasPrefix("/") || path.split(separator: "/").contains("..")
    }

    /// `path` (relative to `root`, or absolute) as a clean path relative to `root`:
    /// `../OmoKit/Sources` for a sibling folder, `OmoKit/Sources` when it is inside after
    /// all. Reports show kit paths relative to the config's folder, like every other path,
    /// so that links open from where the report is.
    public static func relative(_ path: String, root: String) -> String {
        let target = clean(path.hasPrefix("/") ? path : root + "/" + path)
        let base = clean(root)
        var common = 0
        while common < target.count && common < base.count && target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The absolute path `path` names from `root`, with `.` and `..` resolved.
    public static func absolute(_ path: String, root: String) -> String {
        "/" + clean(path.hasPrefix("/") ? path : root + "/" + path).joined(separator: "/")
    }

    private static func clean(_ absolute: String) -> [String] {
        var parts: [String] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(String(part)) }
        }
        return parts
    }
}

/// The design-only catalog target that draws every component (`"catalog"` in kitscan.json):
/// its uses are the cases each caller's configuration should have, neither the app's
/// callers nor the kit's own.
public struct CatalogConfig: Sendable, Equatable {
    /// Where the catalog's cases are (folders or files, globs allowed).
    public var paths: [String]

    public init(paths: [String] = []) {
        self.paths = paths
    }

    /// The keys `catalog` accepts.
    public static let keys = ["paths"]
}

/// What `kitscan fix` may do beyond rewriting findings (`"fix"` in kitscan.json).
public struct FixSettings: Sendable, Equatable {
    /// Add `import Kit` to a file that needs it for a token fix (off: such findings are left).
    public var addImports: Bool

    public init(addImports: Bool = false) {
        self.addImports = addImports
    }

    /// The keys `fix` accepts.
    public static let keys = ["addImports"]
}

/// A repository's `kitscan.json`: every key optional, defaults as docs/configuration.md lists them.
public struct Config: Sendable, Equatable {
    /// Which files are scanned (globs relative to the config's folder).
    public var include: [String]
    /// Which files are not (on top of hidden folders, `.build` and `.gitignore`).
    public var exclude: [String]
    public var kit: KitConfig
    /// The Markdown debt list read for "views not yet on the debt list".
    public var debtList: String?
    /// The comment marker of exceptions (`kitscan-allow`).
    public var exceptionMarker: String
    /// The baseline file, relative to the config's folder.
    public var baseline: String
    /// Folders (or files) of extra rule definitions.
    public var rulePaths: [String]
    /// Modifiers that change a component's form, marked in the callers list.
    public var formChangingModifiers: [String]
    /// Per rule id, or `"*"` for every rule.
    public var rules: [String: RuleOverride]
    /// `kitscan fix` settings.
    public var fix = FixSettings()
    /// `kitscan adoption` settings.
    public var adoption = AdoptionSettings()
    /// The apps that use this kit (in a kit repository's config): a fleet run scans them.
    public var apps: [AppEntry] = []
    /// The catalog target, whose uses are the components' cases.
    public var catalog = CatalogConfig()

    /// The config file as shown in messages (`kitscan.json`), or nil for the defaults.
    public var file: String?
    /// Where each key path was written (1-based line), for messages.
    public var keyLines: [String: Int]

    public static let defaultInclude = ["**/*.swift"]
    public static let defaultExceptionMarker = "kitscan-allow"
    public static let defaultBaseline = "kitscan-baseline.json"
    public static let defaultFormChangingModifiers = ["font", "padding", "frame", "foregroundStyle", "background"]
    /// The top-level keys.
    public static let keys = ["adoption", "apps", "baseline", "catalog", "debtList", "exceptionMarker", "exclude", "formChangingModifiers", "fix",
                              "include", "kit", "rulePaths", "rules"]
    /// Folders never entered, whatever the config says (besides every hidden folder).
    public static let alwaysSkippedFolders = [".build", ".git", ".swiftpm"]

    public init(include: [String] = Config.defaultInclude, exclude: [String] = [], kit: KitConfig = KitConfig(),
                debtList: String? = nil, exceptionMarker: String = Config.defaultExceptionMarker,
                baseline: String = Config.defaultBaseline, rulePaths: [String] = [],
                formChangingModifiers: [String] = Config.defaultFormChangingModifiers,
                rules: [String: RuleOverride] = [:], file: String? = nil, keyLines: [String: Int] = [:]) {
        self.include = include
        self.exclude = exclude
        self.kit = kit
        self.debtList = debtList
        self.exceptionMarker = exceptionMarker
        self.baseline = baseline
        self.rulePaths = rulePaths
        self.formChangingModifiers = formChangingModifiers
        self.rules = rules
        self.file = file
        self.keyLines = keyLines
    }

    /// The settings used when there is no `kitscan.json`.
    public static let defaults = Config()

    /// Equal settings; where they were written does not matter.
    public static func == (a: Config, b: Config) -> Bool {
        a.include == b.include && a.exclude == b.exclude && a.kit == b.kit && a.debtList == b.debtList
            && a.exceptionMarker == b.exceptionMarker && a.baseline == b.baseline && a.rulePaths == b.rulePaths
            && a.formChangingModifiers == b.formChangingModifiers && a.rules == b.rules && a.fix == b.fix
            && a.adoption == b.adoption && a.apps == b.apps && a.catalog == b.catalog
    }

    /// The effective settings of `rule`: `"*"` first, then the rule's own entry.
    public func override(for rule: String) -> RuleOverride {
        let base = rules["*"] ?? RuleOverride()
        guard rule != "*", let own = rules[rule] else { return base }
        return own.merged(over: base)
    }

    /// Whether `rule` runs, given whether it runs by default.
    public func isEnabled(_ rule: String, byDefault: Bool = true) -> Bool {
        override(for: rule).enabled ?? byDefault
    }

    /// Which files `rule` applies to. With `exemptingTokenHomes`, the kit's token homes are
    /// exempt too (every default debt rule allows raw values there).
    public func pathFilter(for rule: String, exemptingTokenHomes: Bool = false) -> PathFilter {
        let settings = override(for: rule)
        var exempt = settings.exempt ?? []
        if exemptingTokenHomes { exempt += kit.tokens }
        return PathFilter(paths: settings.paths, exempt: exempt)
    }

    /// A walker for this config's include and exclude globs under `root`.
    public func fileWalker(root: String) -> FileWalker {
        FileWalker(root: root, config: self)
    }
}
