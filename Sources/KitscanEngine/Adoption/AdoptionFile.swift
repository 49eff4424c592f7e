/// One counted thing in one app file: a kit use, an app-type use, a raw control, a token
/// reference or a raw value.
package struct AdoptionHit: Sendable, Hashable {
    /// The component, app type, control or token; for a raw value its text.
    package var name: String
    package var line: Int
    /// The rule that found a raw value.
    package var rule: String?

    package init(name: String, line: Int, rule: String? = nil) {
        self.name = name
        self.line = line
        self.rule = rule
    }
}

/// What one app file adds to each side of the three shares. Files of the kit and tests
/// add nothing (and are not counted as files).
package struct AdoptionFile: Sendable, Equatable {
    package var path: String
    /// False for kit and test files: on neither side.
    package var counted: Bool
    /// Why an app file was not counted (it could not be read, or is binary).
    package var problem: String?
    package var kitUses: [AdoptionHit] = []
    package var appTypeUses: [AdoptionHit] = []
    package var rawControls: [AdoptionHit] = []
    package var tokens: [AdoptionHit] = []
    package var rawValues: [AdoptionHit] = []
    /// The configurations of the file's app callers, with a catalog (`catalog-missing-case`'s
    /// definition): catalog coverage.
    package var configurations: [AdoptionHit] = []

    package init(path: String, counted: Bool) {
        self.path = path
        self.counted = counted
    }

    package var counts: AdoptionCounts {
        guard counted else { return AdoptionCounts() }
        return AdoptionCounts(files: 1, kitUses: kitUses.count, appTypeUses: appTypeUses.count,
                              rawControlUses: rawControls.count, tokenReferences: tokens.count, rawValues: rawValues.count)
    }
}
