import KitscanEngine
import KitscanReport
import KitscanReview
import KitscanSupport

/// `review` in a kit repository that lists apps: each touched component's callers in every
/// app, scanned with the kit's working tree (the change under review) — did the change
/// reach every caller, across the fleet?
enum FleetReview {
    /// The apps' callers of every component the review lists, and the `fleet` member of its
    /// JSON; nil and nil when the repository lists no apps.
    static func callers(_ review: Review, selection: FleetSelection,
                        session: ScanSession) throws(CommandFailure) -> (callers: Review.FleetCallers?, json: JSONValue?) {
        guard let result = try selection.scan(paths: [], session: session), let fleet = result.fleet else { return (nil, nil) }
        let components = review.impact.map(\.component.name)
        let uses = Array(Set(components)).sorted().flatMap { FleetReport.reviewUses(of: $0, in: result) }
        let deprecated = result.findings.filter { $0.rule == DeprecatedUses.rule }
        return (Review.FleetCallers(fleet: fleet, uses: uses, findings: deprecated), FleetReport.reviewJSON(components: components, result: result))
    }
}
