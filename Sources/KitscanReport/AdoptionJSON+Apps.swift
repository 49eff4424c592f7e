import KitscanEngine
import KitscanSupport

extension AdoptionJSON {
    /// The report `kitscan adoption --by app --json` wrote, read back with its `apps`: a
    /// part that `adoption --merge` joins with the other apps' parts.
    package static func readFleet(_ value: JSONValue) throws(AdoptionJSONError) -> AdoptionReport {
        var report = try read(value)
        guard report.grouping == "app", value["apps"] != nil else {
            throw AdoptionJSONError(message: "it is an adoption report grouped by \(report.grouping), not by app (it has no \"apps\")")
        }
        do {
            report.fleet = try FleetJSON.apps(value)
        } catch {
            throw AdoptionJSONError(message: error.message)
        }
        return report
    }
}
