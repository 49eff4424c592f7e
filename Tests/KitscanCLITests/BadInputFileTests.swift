import Foundation
import KitscanSupport
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The bad-input matrix, files side: every bad file is reported by path and skipped (or
/// scanned as bytes), the rest of the scan goes on, and nothing crashes.
final class BadInputFileTests: XCTestCase {
    private let rawColour = Array("import SwiftUI\nlet c = Color(red: 1, green: 0, blue: 0)\n".utf8)

    /// A repository with one good file that has one finding, plus whatever the test adds.
    private func repository() throws -> String {
        let root = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try writeFile(root, "App/Good.swift", rawColour)
        return root
    }

    /// The good file's finding is still there: the scan went on.
    private func assertScanWentOn(_ run: RunResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.code, 0, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stdout.contains("App/Good.swift:2:9: warning: Raw colour"), run.stdout, file: file, line: line)
        XCTAssertFalse(run.stderr.contains("Fatal error"), run.stderr, file: file, line: line)
    }

    func testBinaryFileNamedSwiftIsReportedAndSkipped() throws {
        let root = try repository()
        try writeFile(root, "App/Blob.swift", [0x7F, 0x45, 0x4C, 0x46, 0, 0, 0, 1] + Array(repeating: 0, count: 4096)
                      + Array("let c = Color(red: 1, green: 0, blue: 0)\n".utf8))
        let run = kitscan(["scan"], cwd: root)
        assertScanWentOn(run)
        XCTAssertTrue(run.stdout.contains("App/Blob.swift: warning: could not be read: binary file"), run.stdout)
        XCTAssertNil(run.stdout.range(of: "App/Blob.swift:[0-9]", options: .regularExpression),
                     "a binary file produced findings:\n\(run.stdout)")
        // Machine formats keep stdout clean and say it on stderr.
        let json = kitscan(["scan", "--format", "json"], cwd: root)
        XCTAssertEqual(json.code, 0)
        XCTAssertTrue(json.stderr.contains("App/Blob.swift: binary file"), json.stderr)
    }

    /// A team rule whose pattern backtracks at every anchor is cut short per file, and the
    /// file says so: its other rules' findings stay, and the scan is never a silent pass.
    func testAPatternThatGivesUpIsReported() throws {
        let root = try repository()
        try writeFile(root, "kitscan.json", Array(#"{"rulePaths": ["Rules"]}"#.utf8))
        try writeFile(root, "Rules/slow.json", Array("""
            {"id": "slow", "message": "m", "matcher": "pattern",
             "parameters": {"patterns": {"type": "stringArray", "default": ["f($a $b $c $d z)"]}},
             "triggers": ["↓f(a b c d z)"], "passes": ["f(a)"]}
            """.utf8))
        let line = "f(" + String(repeating: "a + ", count: 40) + "b)\n"
        try writeFile(root, "App/Slow.swift", Array(String(repeating: line, count: 30).utf8) + rawColour)
        let run = kitscan(["scan"], cwd: root)
        assertScanWentOn(run)
        XCTAssertTrue(run.stdout.contains("App/Slow.swift:32:9: warning: Raw colour"), run.stdout)
        XCTAssertTrue(run.stdout.contains("App/Slow.swift: warning: could not be read: rule `slow` gave up matching at line 1"),
                      run.stdout)
    }

    func testInvalidUTF8IsScannedAsBytesAndReported() throws {
        let root = try repository()
        try writeFile(root, "App/Latin1.swift", Array("let s = \"caf".utf8) + [0xE9, 0xFF, 0xC3] + Array("\"\n".utf8) + rawColour)
        let run = kitscan(["scan"], cwd: root)
        assertScanWentOn(run)
        XCTAssertTrue(run.stdout.contains("App/Latin1.swift:3:9: warning: Raw colour"), run.stdout)
        XCTAssertTrue(run.stdout.contains("App/Latin1.swift: warning: could not be read: not valid UTF-8"), run.stdout)
    }

    /// 50 MB on one line, mostly one string literal (debug builds lex ~100 KB/s of dense
    /// tokens, so the dense part is kept to 100 KB; the release speed is the benchmark's job).
    func testFiftyMegabyteSingleLineFile() throws {
        let root = try repository()
        var bytes = Array("let s = \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 50_000_000)
        bytes += Array("\"; ".utf8)
        for _ in 0..<10_000 { bytes += Array("x + ".utf8) }
        bytes += Array("y; let c = ".utf8)
        let column = bytes.count + 1
        bytes += Array("Color(red: 1, green: 0, blue: 0)".utf8)
        try writeFile(root, "App/Minified.swift", bytes)
        let run = kitscan(["scan"], cwd: root)
        assertScanWentOn(run)
        // The finding sits on line 1, at the byte column of `Color`.
        XCTAssertTrue(run.stdout.contains("App/Minified.swift:1:\(column): warning: Raw colour"),
                      String(run.stdout.prefix(2000)))
    }

    func testHundredThousandLinesOfOpenParens() throws {
        let root = try repository()
        try writeFile(root, "App/Parens.swift", Array(String(repeating: "(\n", count: 100_000).utf8))
        try writeFile(root, "App/Braces.swift", Array((String(repeating: "{[", count: 10_000) + String(repeating: "]}", count: 5_000)).utf8))
        let run = kitscan(["scan"], cwd: root)
        assertScanWentOn(run)
        XCTAssertTrue(run.stdout.contains("2 files (3 scanned)") || run.stdout.contains("(3 scanned)"), run.stdout)
    }

    func testSymbolicLinkLoopsAreReportedNotFollowed() throws {
        let root = try repository()
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: root + "/App/A.swift", withDestinationPath: "B.swift")
        try fm.createSymbolicLink(atPath: root + "/App/B.swift", withDestinationPath: "A.swift")
        try fm.createSymbolicLink(atPath: root + "/App/Again", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: root + "/App/Gone.swift", withDestinationPath: "nowhere.swift")
        let run = kitscan(["scan"], cwd: root)
        assertScanWentOn(run)
        XCTAssertTrue(run.stdout.contains("App/A.swift: warning: could not be read: symbolic link loop"), run.stdout)
        XCTAssertTrue(run.stdout.contains("App/B.swift: warning: could not be read: symbolic link loop"), run.stdout)
        XCTAssertTrue(run.stdout.contains("App/Again: warning: could not be read: symbolic link loop"), run.stdout)
        XCTAssertTrue(run.stdout.contains("App/Gone.swift: warning: could not be read: dangling symbolic link"), run.stdout)
        // The good file was scanned once, not once per way round the loop.
        XCTAssertEqual(run.stdout.components(separatedBy: "App/Good.swift:2:9").count, 2, run.stdout)
    }

    func testPathsWithSpacesAndNonASCII() throws {
        let root = try repository()
        let folder = root + "/App/Mail Views/Ünïcødé 表示"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try writeFile(folder, "Ça va ✓.swift", rawColour)
        let run = kitscan(["scan"], cwd: root)
        assertScanWentOn(run)
        XCTAssertTrue(run.stdout.contains("App/Mail Views/Ünïcødé 表示/Ça va ✓.swift:2:9: warning: Raw colour"), run.stdout)
        // Passing the odd path as an argument works too.
        let one = kitscan(["scan", "App/Mail Views/Ünïcødé 表示/Ça va ✓.swift", "--format", "json"], cwd: root)
        XCTAssertEqual(one.code, 0, one.stderr)
        XCTAssertTrue(one.stdout.contains("\\u00c7a va") || one.stdout.contains("Ça va ✓.swift"), one.stdout)
    }

    func testFileNameThatIsNotUTF8() throws {
        let root = try repository()
        // "Bad\xFF.swift": a name no String can hold exactly.
        let name: [UInt8] = Array((root + "/App/Bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let fd = name.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(fd, 0)
        _ = rawColour.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let run = kitscan(["scan"], cwd: root)
        assertScanWentOn(run)
        XCTAssertTrue(run.stdout.contains("App/Bad"), "the odd file is neither scanned nor reported:\n\(run.stdout)")
    }

    func testEmptyRepository() throws {
        let root = try temporaryFolder(self)
        let run = kitscan(["scan"], cwd: root)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("No findings in 0 files scanned"), run.stdout)
        let strict = kitscan(["scan", "--strict", "--format", "sarif"], cwd: root)
        XCTAssertEqual(strict.code, 0, strict.stderr)
        XCTAssertTrue(strict.stdout.contains("\"results\""), strict.stdout)
    }

    func testFolderNamedLikeASwiftFileAndAPipe() throws {
        let root = try repository()
        try FileManager.default.createDirectory(atPath: root + "/App/Folder.swift", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(root + "/App/Pipe.swift", 0o644), 0)
        let run = kitscan(["scan"], cwd: root)   // must not block on the pipe
        assertScanWentOn(run)
        XCTAssertTrue(run.stdout.contains("App/Pipe.swift: warning: could not be read: not a regular file"), run.stdout)
    }

    // MARK: The built binary

    /// `.build/debug/kitscan`, next to this test binary.
    private func binary() throws -> String {
        let tests = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let path = URL(fileURLWithPath: tests).deletingLastPathComponent().appendingPathComponent("kitscan").path
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path), "build the kitscan binary first: swift build")
        return path
    }

    private func runBinary(_ arguments: [String], cwd: String, prefix: [String] = []) throws -> RunResult {
        let process = Process()
        let executable = try binary()
        process.executableURL = URL(fileURLWithPath: prefix.first ?? executable)
        process.arguments = Array(prefix.dropFirst()) + (prefix.isEmpty ? [] : [executable]) + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let outcome = try ChildProcess.output(process)
        return RunResult(code: outcome.status, stdout: String(decoding: outcome.stdout, as: UTF8.self),
                         stderr: String(decoding: outcome.stderr, as: UTF8.self), stdoutBytes: Array(outcome.stdout))
    }

    /// Permissions: as root, the binary runs without the capabilities that bypass them.
    func testBinaryReportsAnUnreadableFileAndGoesOn() throws {
        let root = try repository()
        try writeFile(root, "App/Secret.swift", rawColour)
        XCTAssertEqual(chmod(root + "/App/Secret.swift", 0), 0)
        try FileManager.default.createDirectory(atPath: root + "/App/Locked", withIntermediateDirectories: true)
        try writeFile(root, "App/Locked/Hidden.swift", rawColour)
        XCTAssertEqual(chmod(root + "/App/Locked", 0), 0)
        addTeardownBlock { chmod(root + "/App/Locked", 0o755) }
        let prefix = geteuid() == 0 ? ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search"] : []
        let run = try runBinary(["scan"], cwd: root, prefix: prefix)
        assertScanWentOn(run)
        XCTAssertTrue(run.stdout.contains("App/Secret.swift: warning: could not be read: permission denied"), run.stdout)
        XCTAssertTrue(run.stdout.contains("App/Locked"), "the unreadable folder is not reported:\n\(run.stdout)")
        XCTAssertFalse(run.stdout.contains("App/Secret.swift:2"), run.stdout)
    }

    func testBinaryOnEveryBadFileAtOnce() throws {
        let root = try repository()
        try writeFile(root, "App/Blob.swift", [0, 1, 2, 3, 0xFF, 0])
        try writeFile(root, "App/Latin1.swift", [0x22, 0xE9, 0x22, 0x0A])
        try writeFile(root, "App/Parens.swift", Array(String(repeating: "(\n", count: 100_000).utf8))
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Loop", withDestinationPath: ".")
        for format in ["text", "json", "sarif", "github"] {
            let run = try runBinary(["scan", "--format", format], cwd: root)
            XCTAssertEqual(run.code, 0, "\(format): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("Fatal error") || run.stderr.contains("Backtrac"), run.stderr)
            let said = run.stdout + run.stderr
            for path in ["App/Blob.swift", "App/Latin1.swift", "App/Loop"] {
                XCTAssertTrue(said.contains(path), "\(format): \(path) is not reported")
            }
        }
    }
}
