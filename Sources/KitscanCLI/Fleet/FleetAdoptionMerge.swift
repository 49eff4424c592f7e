import KitscanEngine
import KitscanFleet
import KitscanReport
import KitscanSupport

/// `kitscan adoption --merge a.json b.json …` in the kit repository: the JSON of
/// `adoption --by app --app NAME --json FILE` jobs (a CI matrix job per app) joined into the
/// report one `adoption --by app` run over all the apps writes, byte for byte. An app's
/// group is counted in its job alone, so the merge only gathers the groups and sums the
/// total as one run sums it.
enum FleetAdoptionMerge {
    static let command = "kitscan adoption --by app"

    /// What a merge cannot do, said before anything is read: each app's history is read from
    /// its own line, which a job's JSON without history does not hold.
    static func check(_ options: AdoptionOptions, inputs: [String]) throws(CommandFailure) {
        try FleetMergeRun.needsInputs(inputs, example: "kitscan adoption --merge mail.json notes.json --out adoption.md")
        if options.history || options.svg != nil {
            throw CommandFailure("--history, --every, --since and --svg read each app's history, which a merge does not: "
                                 + "leave them out, or run `\(command) --history` over every app in one job.")
        }
        if let by = options.by, by != .app {
            throw CommandFailure("--merge joins `\(command)` jobs, one group per app: leave out --by, or give --by app.")
        }
    }

    static func report(_ options: AdoptionOptions, inputs: [String], session: ScanSession) throws(CommandFailure) -> AdoptionReport {
        let read = try FleetMergeRun.parts(inputs, name: "adoption", command: command, session: session, fleet: options.fleet,
                                           apps: \.fleet) { value in try AdoptionJSON.readFleet(value) }
        for (part, input) in zip(read.parts, inputs) where !part.history.isEmpty {
            session.io.printWarning("\(input): its history is not merged (a merge has none; run `\(command) --history` for one)")
        }
        return try CommandFailure.running { () throws(WorkspaceError) in
            try FleetMergeParts.adoption(read.parts, missing: read.missing, inputs: inputs)
        }
    }
}
