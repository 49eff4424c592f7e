import KitscanEngine
import KitscanReport
import KitscanReview
import KitscanSupport

/// `review` in a kit repository that lists apps: each touched component's callers in every
/// app, scanned with the kit's working tree (the change under review) — did the change
/// reach every caller, across the fleet?
enum FleetReview {
    /// The section after the review's Markdown and the `fleet` member of its JSON; "" and
    /// nil when the repository lists no apps.
    static func callers(_ review: Review, selection: FleetSelection, session: ScanSession,
                        linkBase: String) throws(CommandFailure) -> (markdown: String, json: JSONValue?) {
        guard let result = try selection.scan(paths: [], session: session) else { return ("", nil) }
        let components = review.impact.map(\.component.name)
        return (FleetReport.reviewSection(components: components, result: result, linkBase: linkBase),
                FleetReport.reviewJSON(components: components, result: result))
    }
}
