import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanRatchet
import KitscanSupport

/// Safe writes under faults: a writer process killed at random moments never leaves a
/// broken baseline, and writers running at the same time leave a valid one.
///
/// The writer is this test binary itself, started again with `KITSCAN_WRITER_PATH` set: then
/// `testWriterLoop` runs as the child and writes the two versions (read from the files named
/// by `KITSCAN_WRITER_VERSIONS`) in turn until it is killed (or `KITSCAN_WRITER_COUNT` times).
/// Without the variable it is an ordinary test of the loop.
final class AtomicKillTests: XCTestCase {
    /// Two large baselines (~0.8 MB each) that differ in every entry.
    static let versions: [Data] = [largeBaseline(count: 1).encoded(), largeBaseline(count: 2).encoded()]

    static func largeBaseline(count: Int) -> Baseline {
        var files: [String: [String: Baseline.Entry]] = [:]
        for file in 0..<3000 {
            var rules: [String: Baseline.Entry] = [:]
            for rule in ["raw-colour", "small-font", "device-idiom"] {
                let prints = (0..<count).map { Fingerprint.hash("\(file)|\(rule)|\($0)") }
                rules[rule] = Baseline.Entry(count: count, fingerprints: prints)
            }
            files["App/Feature \(file / 100)/View\(file).swift"] = rules
        }
        return Baseline(files: files)
    }

    // MARK: The child

    func testWriterLoop() throws {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["KITSCAN_WRITER_PATH"] {
            // Child mode: write until killed, or `KITSCAN_WRITER_COUNT` times.
            let limit = environment["KITSCAN_WRITER_COUNT"].flatMap(Int.init) ?? Int.max
            let first = environment["KITSCAN_WRITER_FIRST"].flatMap(Int.init) ?? 0
            // The versions come ready-made from the parent, so the child starts writing at once.
            let versions = try (environment["KITSCAN_WRITER_VERSIONS"] ?? "").split(separator: ":").map {
                try Data(contentsOf: URL(fileURLWithPath: String($0)))
            }
            XCTAssertEqual(versions.count, 2)
            _ = FileManager.default.createFile(atPath: path + ".ready", contents: Data())
            var i = 0
            while i < limit {
                try AtomicFile.write(versions[(first + i) % 2], to: path)
                i += 1
            }
            return
        }
        // Ordinary test: the loop alternates versions and leaves no temporary file.
        let folder = try temporaryFolder(self)
        let path = folder + "/kitscan-baseline.json"
        for i in 0..<6 {
            try AtomicFile.write(Self.versions[i % 2], to: path)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Self.versions[i % 2])
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["kitscan-baseline.json"])
    }

    // MARK: The parent

    /// This test binary (on Linux `swift test` runs the .xctest executable directly).
    private func testBinary() throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    /// The two versions as files the writers read, in a folder of their own.
    private func versionFiles() throws -> String {
        let folder = try temporaryFolder(self)
        for (index, data) in Self.versions.enumerated() {
            try data.write(to: URL(fileURLWithPath: folder + "/v\(index).json"))
        }
        return folder + "/v0.json:" + folder + "/v1.json"
    }

    private func startWriter(path: String, versions: String, count: Int? = nil, first: Int = 0) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try testBinary())
        process.arguments = ["KitscanRatchetTests.AtomicKillTests/testWriterLoop"]
        var environment = ProcessInfo.processInfo.environment
        environment["KITSCAN_WRITER_PATH"] = path
        environment["KITSCAN_WRITER_FIRST"] = String(first)
        environment["KITSCAN_WRITER_VERSIONS"] = versions
        if let count { environment["KITSCAN_WRITER_COUNT"] = String(count) }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The file is byte for byte one of the two versions (each of which loads as a baseline:
    /// `testVersionsAreValidBaselines`); returns which.
    @discardableResult
    private func assertWhole(_ path: String, _ message: @autoclosure () -> String,
                             file: StaticString = #filePath, line: UInt = #line) throws -> Int? {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let version = Self.versions.firstIndex(of: data) else {
            XCTFail("\(message()): the file is neither version (\(data.count) bytes)", file: file, line: line)
            return nil
        }
        return version
    }

    func testVersionsAreValidBaselines() throws {
        let folder = try temporaryFolder(self)
        for (index, data) in Self.versions.enumerated() {
            try data.write(to: URL(fileURLWithPath: folder + "/b.json"))
            let loaded = try XCTUnwrap(try Baseline.load(path: folder + "/b.json"))
            XCTAssertEqual(loaded.count(path: "App/Feature 0/View0.swift", rule: "raw-colour"), index + 1)
            XCTAssertEqual(loaded.files.count, 3000)
        }
        XCTAssertGreaterThan(Self.versions[0].count, 500_000)
    }

    func testKilledWriterAlwaysLeavesTheOldOrTheNewFile() throws {
        // Two folders, a writer in each, killed one after the other: 100 rounds, 200 kills.
        let folders = [try temporaryFolder(self), try temporaryFolder(self)]
        let paths = folders.map { $0 + "/kitscan-baseline.json" }
        for path in paths { try AtomicFile.write(Self.versions[0], to: path) }
        let versions = try versionFiles()
        var generator = SystemRandomNumberGenerator()
        var seen: Set<Int> = []
        var kills = 0
        for round in 0..<100 {
            for path in paths { try? FileManager.default.removeItem(atPath: path + ".ready") }
            let writers = try paths.map { try startWriter(path: $0, versions: versions, first: round % 2) }
            // Wait until both children are writing, then kill each at a random moment of its
            // loop (one write of ~0.8 MB with fsync takes a few milliseconds).
            let deadline = Date().addingTimeInterval(20)
            while paths.contains(where: { !FileManager.default.fileExists(atPath: $0 + ".ready") }),
                  writers.allSatisfy(\.isRunning), Date() < deadline {
                usleep(500)
            }
            for (writer, path) in zip(writers, paths) {
                XCTAssertTrue(writer.isRunning, "round \(round): the writer stopped on its own")
                usleep(UInt32.random(in: 0...12_000, using: &generator))
                kill(writer.processIdentifier, SIGKILL)
                // Polled: waitUntilExit spins a run loop and is far slower.
                while writer.isRunning { usleep(200) }
                XCTAssertEqual(writer.terminationReason, .uncaughtSignal, "round \(round)")
                kills += 1
                if let version = try assertWhole(path, "after kill \(kills)") { seen.insert(version) }
            }
        }
        XCTAssertEqual(kills, 200)
        // Some kills came between writes: both versions were left in place at some point.
        XCTAssertEqual(seen, [0, 1], "the kills never let a write finish")
        // A killed writer may leave its own temporary file behind, never anything else; each
        // one left is a kill that landed inside a write (after the create, before the rename).
        var interrupted = 0
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder)
            where name != "kitscan-baseline.json" && name != "kitscan-baseline.json.ready" {
                XCTAssertTrue(name.hasPrefix(".kitscan-baseline.json.") && name.hasSuffix(".tmp"), name)
                interrupted += 1
            }
        }
        XCTAssertGreaterThan(interrupted, 0, "no kill landed inside a write")
    }

    func testTwoWritersAtOnceLeaveAValidFile() throws {
        let folder = try temporaryFolder(self)
        let path = folder + "/kitscan-baseline.json"
        try AtomicFile.write(Self.versions[0], to: path)
        let versions = try versionFiles()
        let a = try startWriter(path: path, versions: versions, count: 30, first: 0)
        let b = try startWriter(path: path, versions: versions, count: 30, first: 1)
        // While they race, every read sees a whole version.
        var reads = 0
        while a.isRunning || b.isRunning {
            try assertWhole(path, "during the race (read \(reads))")
            reads += 1
        }
        a.waitUntilExit()
        b.waitUntilExit()
        XCTAssertEqual(a.terminationStatus, 0)
        XCTAssertEqual(b.terminationStatus, 0)
        XCTAssertGreaterThan(reads, 0)
        try assertWhole(path, "after the race")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(names, ["kitscan-baseline.json", "kitscan-baseline.json.ready"])
    }
}
