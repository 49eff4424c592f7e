/// The one way a fleet's parts become one result: each part's items already carry their app
/// and the paths text shows; the whole is sorted as one folder's scan is, the apps by name.
/// A fleet run and `report … --merge` both end here, so they write the same bytes.
package enum FleetMerge {
    package static func merge(_ parts: [ScanResult], components: [Component]) -> ScanResult {
        var merged = ScanResult()
        var rules: [String: RuleSummary] = [:]
        var apps: [FleetSummary.App] = []
        for part in parts {
            merged.findings += part.findings
            merged.uses += part.uses
            merged.unlistedViews += part.unlistedViews
            merged.exceptions += part.exceptions
            merged.unreadable += part.unreadable
            merged.files += part.files
            merged.bytesScanned += part.bytesScanned
            merged.linesScanned += part.linesScanned
            for rule in part.rules where rules[rule.id] == nil { rules[rule.id] = rule }
            apps += part.fleet?.apps ?? []
        }
        merged.findings.sort(by: Finding.ordered)
        merged.uses.sort { ($0.component, $0.path, $0.line, $0.column) < ($1.component, $1.path, $1.line, $1.column) }
        merged.unlistedViews.sort { ($0.path, $0.line, $0.name) < ($1.path, $1.line, $1.name) }
        merged.exceptions.sort {
            ($0.path, $0.line, $0.rules.joined(separator: ","), $0.reason) < ($1.path, $1.line, $1.rules.joined(separator: ","), $1.reason)
        }
        merged.unreadable.sort { ($0.path, $0.reason) < ($1.path, $1.reason) }
        merged.files.sort()
        merged.components = components.sorted { $0.name < $1.name }
        merged.rules = rules.keys.sorted().map { rules[$0]! }
        merged.fleet = FleetSummary(apps: apps.sorted { $0.name < $1.name })
        return merged
    }
}
