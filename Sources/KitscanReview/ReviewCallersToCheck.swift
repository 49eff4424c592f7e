import KitscanEngine

/// Who a reviewer must check: the callers outside the kit, here and in every app of a fleet.
extension Review {
    /// In a kit repository that lists apps: the apps, scanned with the kit under review, and
    /// the callers there of every component in `impact`.
    package struct FleetCallers: Sendable {
        package var fleet: FleetSummary
        /// App code only (previews and tests are not callers to check).
        package var uses: [ComponentUse]
        /// The apps' `deprecated-kit-use` findings under the change's kit (the callers it leaves to migrate).
        package var findings: [Finding]

        package init(fleet: FleetSummary, uses: [ComponentUse], findings: [Finding] = []) {
            self.fleet = fleet
            self.uses = uses
            self.findings = findings
        }

        /// Apps with at least one of the uses.
        package func apps(of uses: [ComponentUse]) -> Int { Set(uses.compactMap(\.app)).count }
    }

    /// What the reviewer must look at: the impacted components' uses outside the kit, here
    /// (`local`) and in the fleet's apps (`apps`, with how many apps hold them).
    package var callersToCheck: (local: Int, inKit: Int, catalog: Int, apps: Int, appCount: Int) {
        var local = 0, kit = 0, catalog = 0
        for item in impact {
            for use in item.callers {
                if use.inKit { kit += 1 } else if use.catalog { catalog += 1 } else { local += 1 }
            }
        }
        let fleetUses = fleet?.uses ?? []
        return (local, kit, catalog, fleetUses.count, fleet?.apps(of: fleetUses) ?? 0)
    }
}
