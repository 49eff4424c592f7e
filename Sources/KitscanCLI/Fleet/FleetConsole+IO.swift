import KitscanFleet

extension IO {
    /// The fleet library's warnings and progress, on this run's stderr.
    var fleetConsole: FleetConsole {
        let io = self
        return FleetConsole(warn: { io.printWarning($0) }, progress: { io.progress() })
    }
}

extension FleetScan {
    /// A fleet scan that tells `io`, its caches keyed with this kitscan's version.
    init(fleet: Fleet, io: IO, keepGoing: Bool) {
        self.init(fleet: fleet, console: io.fleetConsole, keepGoing: keepGoing, toolVersion: Kitscan.version)
    }
}
