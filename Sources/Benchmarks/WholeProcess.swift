import Foundation
import KitscanSupport

/// The whole `kitscan` process on the same files: `kitscan scan --format json DIR`, its
/// output thrown away. Everything the in-process stages leave out counts here: start-up,
/// the walk and ignore rules, reading, kit discovery, sorting and writing the report.
enum WholeProcess {
    /// The `kitscan` executable built beside this one.
    static func executable() -> String? {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let path = me.deletingLastPathComponent().appendingPathComponent("kitscan").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The fastest of `runs` whole-process runs, each timed right after one run of
    /// `inProcess` (the in-process full scan), so that both see the same machine: on a
    /// shared machine a slow spell then slows both, not one. An untimed run first brings
    /// the files into the page cache, where the in-process figure has them too (it reads
    /// them before timing). Nil when kitscan is not there or fails (exit 2: a broken
    /// config, a wrong path).
    static func measure(folder: String, runs: Int, alternatingWith inProcess: () -> Void)
        -> (seconds: Double, inProcessSeconds: Double, peakKiB: Int, exit: Int32)? {
        guard let kitscan = executable(), run(kitscan, folder) != nil else { return nil }
        var best = Double.infinity
        var bestInProcess = Double.infinity
        var status: Int32 = 0
        for _ in 0..<max(1, runs) {
            bestInProcess = min(bestInProcess, Stopwatch.time(inProcess).seconds)
            let (exit, seconds) = Stopwatch.time { run(kitscan, folder) }
            guard let exit else { return nil }
            status = exit
            best = min(best, seconds)
        }
        return (best, bestInProcess, peakMemoryKiB(children: true), status)
    }

    /// One `kitscan scan --format json folder` (and `arguments`); its exit status, nil when
    /// it could not start or exited 2.
    static func run(_ kitscan: String, _ folder: String, arguments: [String] = []) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: kitscan)
        process.arguments = ["scan", "--format", "json"] + arguments + [folder]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard let status = try? ChildProcess.run(process) else { return nil }
        return status == 0 || status == 1 ? status : nil
    }
}
