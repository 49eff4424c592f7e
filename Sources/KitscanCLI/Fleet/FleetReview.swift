import KitscanEngine
import KitscanReport
import KitscanReview

/// `review` in a kit repository that lists apps: each touched component's callers in every
/// app, scanned with the kit's working tree (the change under review) — did the change
/// reach every caller, across the fleet?
enum FleetReview {
    /// The section after the review, or "" when the repository lists no apps.
    static func section(_ review: Review, selection: FleetSelection, session: ScanSession,
                        linkBase: String) throws(CommandFailure) -> String {
        guard let result = try selection.scan(paths: [], session: session) else { return "" }
        return FleetReport.reviewSection(components: review.impact.map(\.component.name), result: result, linkBase: linkBase)
    }
}
