import KitscanEngine
import KitscanSupport
import KitscanFleet

/// `--app` and `--keep-going`: which apps of a kit repository's fleet a run covers, and
/// whether an app that cannot be read stops it. Declared once, for every fleet command.
struct FleetSelection: Sendable, Equatable {
    static let app = OptionSpec.option(
        "--app", value: "name",
        help: "In a kit repository that lists \"apps\": cover only this app (repeatable), e.g. one app per CI job "
            + "whose JSON `report … --merge` joins.", repeatable: true)
    static let keepGoing = OptionSpec.flag(
        "--keep-going",
        help: "In a kit repository that lists \"apps\": an app that cannot be read (missing folder or repository, "
            + "a ref that does not resolve, a broken config) is a warning and listed as skipped, not an error.")

    var apps: [String]
    var keepGoing: Bool

    init(_ parsed: ParsedArguments) {
        apps = parsed.values(Self.app)
        keepGoing = parsed.flag(Self.keepGoing)
    }

    init(apps: [String] = [], keepGoing: Bool = false) {
        self.apps = apps
        self.keepGoing = keepGoing
    }

    /// The fleet's merged scan when the run covers apps (the config lists them and no path
    /// is named), else nil: the folder itself is scanned.
    func scan(paths: [String], session: ScanSession) throws(CommandFailure) -> ScanResult? {
        guard let fleet = try open(paths: paths, session: session) else { return nil }
        do {
            return try FleetScan(fleet: fleet, io: session.io, keepGoing: keepGoing).run().result
        } catch {
            throw CommandFailure(messages: error.messages)
        }
    }

    /// The fleet a run covers, or nil when it scans the folder (see `Fleet.covering`).
    func open(paths: [String], session: ScanSession) throws(CommandFailure) -> Fleet? {
        try CommandFailure.running { () throws(WorkspaceError) in
            try Fleet.covering(paths: paths, kit: session.workspace, only: apps, keepGoing: keepGoing, warn: session.io.printWarning)
        }
    }
}
