import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// Bad input for the commands that read one file: a message naming the path, exit 2.
final class InputFileTests: XCTestCase {
    func testMissingFile() throws {
        let folder = try temporaryFolder(self)
        for command in ["tokens", "outline"] {
            let result = kitscan([command, "Missing.swift"], cwd: folder)
            XCTAssertEqual(result.code, 2)
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(result.stderr, "error: cannot read `Missing.swift`: no such file. "
                + "Check the path (relative paths start at the current folder).\n")
        }
    }

    func testFolder() throws {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        for command in ["tokens", "outline"] {
            let result = kitscan([command, "App"], cwd: folder)
            XCTAssertEqual(result.code, 2)
            XCTAssertEqual(result.stderr, "error: `App` is a folder; `kitscan \(command)` reads one file. "
                + "Pass a file inside it, e.g. `kitscan \(command) App/File.swift`.\n")
        }
    }

    func testDeviceIsRefused() {
        let result = kitscan(["tokens", "/dev/zero"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("`/dev/zero` is not a regular file"), result.stderr)
    }

    func testPathThroughAFileIsNotFound() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array("x".utf8))
        let result = kitscan(["tokens", "A.swift/B.swift"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("cannot read `A.swift/B.swift`: no such file"), result.stderr)
    }

    func testUnreadableFileMessage() {
        // Tests may run as root, where chmod 000 does not stop a read: check the mapping.
        XCTAssertEqual(InputFileError.Reason(errno: EACCES), .permissionDenied)
        XCTAssertEqual(InputFileError.Reason(errno: ENOENT), .notFound)
        XCTAssertEqual(InputFileError.Reason(errno: EISDIR), .isDirectory)
        XCTAssertEqual(InputFileError(path: "A.swift", reason: .permissionDenied, command: "tokens").description,
                       "cannot read `A.swift`: permission denied. Check its permissions (`ls -l A.swift`).")
        if case .other(let message) = InputFileError.Reason(errno: EIO) {
            XCTAssertFalse(message.isEmpty)
        } else {
            XCTFail("EIO should be reported with its system message")
        }
    }

    func testReadsAnyBytesAndAbsolutePaths() throws {
        let folder = try temporaryFolder(self)
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x00, 0xFF, 0x0D, 0x0A] + Array(repeating: 0x61, count: 100_000)
        let path = try writeFile(folder, "Binary.swift", bytes)
        let io = IO(stdout: .discard, stderr: .discard, cwd: "/", environment: [:])
        XCTAssertEqual(try InputFile.read(path, io: io, command: "tokens"), bytes)
        XCTAssertEqual(try InputFile.read(String(path.dropFirst()), io: io, command: "tokens"), bytes)
    }
}
