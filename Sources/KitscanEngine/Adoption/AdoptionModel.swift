/// How much of an app's UI is built from the kit: the three shares, per group and over time,
/// each traced to its parts. What `kitscan adoption` writes as Markdown, JSON and SVG.
public struct AdoptionReport: Sendable, Equatable {
    /// The JSON layout's version; a reader checks it before reading the rest.
    public static let schemaVersion = 1

    /// How files were grouped: `none`, `folder:2`, `team`, `app`.
    public var grouping: String
    /// The kit's components, by name.
    public var components: [String]
    /// Each replaced control and the kit components that replace it (a kit view drawing it at
    /// the top of its body, a kit style styling it, or `adoption.primitives`).
    public var replacedControls: [ReplacedControl]
    /// Every app file counted once.
    public var total: AdoptionGroup
    /// One per group, by name; `(unowned)` last. Empty without `--by`.
    public var groups: [AdoptionGroup]
    /// One per week or month with `--history`, oldest first.
    public var history: [AdoptionPoint]
    /// What the reader should know about how it was counted (no CODEOWNERS, unreadable lines).
    public var notes: [String]
    /// With `--by app`: every app, counted or skipped (paths then read as the fleet's reports show them).
    public var fleet: FleetSummary?
    /// Where the kit was read from and its version, the kit first (as the callers list heads it).
    public var kitSources: [KitSource] = []

    public init(grouping: String, components: [String], replacedControls: [ReplacedControl], total: AdoptionGroup,
                groups: [AdoptionGroup] = [], history: [AdoptionPoint] = [], notes: [String] = []) {
        self.grouping = grouping
        self.components = components
        self.replacedControls = replacedControls
        self.total = total
        self.groups = groups
        self.history = history
        self.notes = notes
    }
}

/// A SwiftUI control the kit replaces, and what in the kit replaces it.
public struct ReplacedControl: Sendable, Equatable {
    public var control: String
    /// Kit components, by name; `adoption.primitives` when added by the config.
    public var replacedBy: [String]

    public init(control: String, replacedBy: [String]) {
        self.control = control
        self.replacedBy = replacedBy
    }
}

/// The counts behind the three shares.
public struct AdoptionCounts: Sendable, Equatable {
    /// App files counted.
    public var files: Int
    public var kitUses: Int
    public var appTypeUses: Int
    public var rawControlUses: Int
    public var tokenReferences: Int
    public var rawValues: Int

    public init(files: Int = 0, kitUses: Int = 0, appTypeUses: Int = 0, rawControlUses: Int = 0, tokenReferences: Int = 0,
                rawValues: Int = 0) {
        self.files = files
        self.kitUses = kitUses
        self.appTypeUses = appTypeUses
        self.rawControlUses = rawControlUses
        self.tokenReferences = tokenReferences
        self.rawValues = rawValues
    }

    /// Kit uses ÷ (kit uses + uses of the app's own drawing types); nil when both are 0.
    public var componentShare: Double? { Self.share(kitUses, appTypeUses) }
    /// Kit uses ÷ (kit uses + raw uses of the controls the kit replaces); nil when both are 0.
    public var primitiveShare: Double? { Self.share(kitUses, rawControlUses) }
    /// Kit token references ÷ (token references + raw values); nil when both are 0.
    public var tokenShare: Double? { Self.share(tokenReferences, rawValues) }

    static func share(_ kit: Int, _ other: Int) -> Double? {
        kit + other == 0 ? nil : Double(kit) / Double(kit + other)
    }

    public static func + (a: AdoptionCounts, b: AdoptionCounts) -> AdoptionCounts {
        AdoptionCounts(files: a.files + b.files, kitUses: a.kitUses + b.kitUses, appTypeUses: a.appTypeUses + b.appTypeUses,
                       rawControlUses: a.rawControlUses + b.rawControlUses,
                       tokenReferences: a.tokenReferences + b.tokenReferences, rawValues: a.rawValues + b.rawValues)
    }
}

/// One group's counts and their parts: which kit components, app types, raw controls,
/// tokens and raw values make each count, most used first.
public struct AdoptionGroup: Sendable, Equatable {
    /// The folder, the team, or `all` for the total.
    public var name: String
    public var counts: AdoptionCounts
    public var components: [AdoptionItem]
    public var appTypes: [AdoptionItem]
    public var rawControls: [AdoptionItem]
    public var tokens: [AdoptionItem]
    /// Raw values by their text, each with its rule.
    public var rawValues: [AdoptionItem]
    /// Raw values per rule id.
    public var rules: [String: Int]
    /// The catalog's coverage of the configurations this group's app callers use; nil
    /// without `catalog.paths`.
    public var catalog: CatalogCoverage?

    public init(name: String, counts: AdoptionCounts = AdoptionCounts(), components: [AdoptionItem] = [],
                appTypes: [AdoptionItem] = [], rawControls: [AdoptionItem] = [], tokens: [AdoptionItem] = [],
                rawValues: [AdoptionItem] = [], rules: [String: Int] = [:]) {
        self.name = name
        self.counts = counts
        self.components = components
        self.appTypes = appTypes
        self.rawControls = rawControls
        self.tokens = tokens
        self.rawValues = rawValues
        self.rules = rules
    }
}

/// The fourth figure, with a catalog: of the configurations the app callers use (as the
/// callers list's "Configurations in use" names them), those the catalog has a case of.
public struct CatalogCoverage: Sendable, Equatable {
    /// Sorted, each once.
    public var configurations: [String]
    /// Those of `configurations` with a case, sorted.
    public var covered: [String]

    public init(configurations: [String], covered: [String]) {
        self.configurations = configurations
        self.covered = covered
    }

    /// Covered ÷ configurations in use; nil when the group's callers use none.
    public var share: Double? {
        configurations.isEmpty ? nil : Double(covered.count) / Double(configurations.count)
    }

    /// The coverage of `configurations` against the catalog's `cases`.
    public static func of(_ configurations: Set<String>, cases: Set<String>) -> CatalogCoverage {
        CatalogCoverage(configurations: configurations.sorted(), covered: configurations.filter(cases.contains).sorted())
    }

    /// Groups that share no file (a fleet's apps): every configuration of any, covered when covered in one.
    public static func merged(_ parts: [CatalogCoverage]) -> CatalogCoverage {
        CatalogCoverage(configurations: Set(parts.flatMap(\.configurations)).sorted(), covered: Set(parts.flatMap(\.covered)).sorted())
    }
}

/// One name counted (a component, an app type, a control, a token, a raw value) and where.
public struct AdoptionItem: Sendable, Equatable {
    public var name: String
    /// The rule that found it, for a raw value.
    public var rule: String?
    public var count: Int
    /// Every place, in path and line order.
    public var places: [AdoptionPlace]

    public init(name: String, rule: String? = nil, count: Int, places: [AdoptionPlace]) {
        self.name = name
        self.rule = rule
        self.count = count
        self.places = places
    }
}

/// A line of an app file.
public struct AdoptionPlace: Sendable, Hashable, Comparable {
    public var path: String
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    public static func < (a: AdoptionPlace, b: AdoptionPlace) -> Bool { (a.path, a.line) < (b.path, b.line) }
}

/// The shares at one commit of the history.
public struct AdoptionPoint: Sendable, Equatable {
    public var commit: String
    /// `YYYY-MM-DD`, the commit's date (UTC).
    public var date: String
    public var total: AdoptionCounts
    /// Per group name, with `--by`.
    public var groups: [String: AdoptionCounts]

    public init(commit: String, date: String, total: AdoptionCounts, groups: [String: AdoptionCounts] = [:]) {
        self.commit = commit
        self.date = date
        self.total = total
        self.groups = groups
    }
}
