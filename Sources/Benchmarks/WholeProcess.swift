import Foundation

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

    /// Seconds of the fastest of `runs` runs and the largest child's peak memory (KiB);
    /// nil when kitscan is not there or fails (exit 2: a broken config, a wrong path).
    static func measure(folder: String, runs: Int) -> (seconds: Double, peakKiB: Int, exit: Int32)? {
        guard let kitscan = executable() else { return nil }
        var best = Double.infinity
        var status: Int32 = 0
        for _ in 0..<max(1, runs) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: kitscan)
            process.arguments = ["scan", "--format", "json", folder]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let (_, seconds) = Stopwatch.time { () -> Void in
                guard (try? process.run()) != nil else { return }
                process.waitUntilExit()
            }
            status = process.terminationStatus
            guard status == 0 || status == 1 else { return nil }
            best = min(best, seconds)
        }
        return (best, peakMemoryKiB(children: true), status)
    }
}
