import KitscanFiles

/// The one home of "resolve and accumulate": per-file scans, taken in path order, become a
/// `ScanResult`. A file's counts are taken as it comes; with a whole-app stage (`kit-copy`)
/// its scan is held until every file is in, and the stages resolve them all at once — here
/// only, so that no driver (folder, index, revision, memory) can leave a stage out.
package struct ScanAssembly {
    package let stages: WholeAppStages
    package private(set) var result = ScanResult()
    private var held: [FileScan] = []
    /// The deprecated declarations the final scans name.
    package private(set) var named: Set<String> = []

    package init(stages: WholeAppStages, unreadable: [UnreadableFile] = []) {
        self.stages = stages
        result.unreadable = unreadable
    }

    /// Whether a file's findings are known only once every file is read.
    package var holds: Bool { !stages.isEmpty }

    /// Takes one file's scan: its counts and problem now; held while a whole-app stage waits
    /// for the other files (nil), else returned as final.
    package mutating func take(_ scan: FileScan) -> FileScan? {
        if let problem = scan.problem { result.unreadable.append(problem) }
        result.bytesScanned += scan.bytes
        result.linesScanned += scan.lines
        guard holds else { return scan }
        held.append(scan)
        return nil
    }

    /// The held scans, final: resolved by every whole-app stage in order. `others` are the
    /// app's files outside the scan, with their parts only: they weigh as the app's, and get none.
    package mutating func resolveHeld(others: [FileScan] = []) -> [FileScan] {
        defer { held = [] }
        return Self.resolve(held, stages: stages, others: others)
    }

    /// Adds a final scan: the names it reads always; its findings, uses, unlisted views and
    /// exceptions with `keep` (a streamed scan hands them over instead of keeping them).
    package mutating func add(_ scan: FileScan, keep: Bool = true) {
        named.formUnion(scan.deprecationsNamed)
        guard keep else { return }
        result.findings += scan.findings
        result.uses += scan.uses
        result.unlistedViews += scan.unlistedViews
        result.exceptions += scan.exceptions
    }

    /// The result in the order every scan writes, handed over (the assembly is left empty, so
    /// the arrays are sorted in place, not copied).
    package mutating func finished() -> ScanResult {
        var result = self.result
        self.result = ScanResult()
        result.findings.sort(by: Finding.ordered)
        result.uses.sort { ($0.component, $0.path, $0.line, $0.column) < ($1.component, $1.path, $1.line, $1.column) }
        result.unlistedViews.sort { ($0.path, $0.line, $0.name) < ($1.path, $1.line, $1.name) }
        result.exceptions.sort { ($0.path, $0.line) < ($1.path, $1.line) }
        result.unreadable.sort { ($0.path, $0.reason) < ($1.path, $1.reason) }
        return result
    }

    /// Every file's scan at once (a revision's, read back from the blob cache): taken,
    /// resolved, added and sorted, with the names they read.
    package static func result(_ scans: [FileScan], stages: WholeAppStages,
                               unreadable: [UnreadableFile] = []) -> (result: ScanResult, named: Set<String>) {
        var assembly = ScanAssembly(stages: stages, unreadable: unreadable)
        for scan in scans { if let final = assembly.take(scan) { assembly.add(final) } }
        for scan in assembly.resolveHeld() { assembly.add(scan) }
        return (assembly.finished(), assembly.named)
    }

    /// The scans with every whole-app stage's findings made, for a driver that keeps its own
    /// totals (a review's side, a history point's counts, a rule's example).
    package static func resolve(_ scans: [FileScan], stages: WholeAppStages, others: [FileScan] = []) -> [FileScan] {
        guard !stages.isEmpty else { return scans }
        return stages.stages.reduce(scans) { scans, stage in stage.resolve(scans, others: others) }
    }
}
