import Foundation
import XCTest
import KitscanTestSupport
import KitscanSupport

final class AtomicFileTests: XCTestCase {
    private func contents(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func testWritesAndLeavesNoTemporaryFile() throws {
        let folder = try temporaryFolder(self)
        let path = folder + "/out.json"
        try AtomicFile.write(Data("hello\n".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "hello\n")
        XCTAssertEqual(try contents(folder), ["out.json"])
    }

    func testReplacesAndKeepsPermissions() throws {
        let folder = try temporaryFolder(self)
        let path = folder + "/out.json"
        try AtomicFile.write(Data(repeating: 65, count: 200_000), to: path)
        XCTAssertEqual(chmod(path, 0o640), 0)
        try AtomicFile.write(Data("short".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "short")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(try contents(folder), ["out.json"])
    }

    /// `--out /dev/null` writes into the device: renaming over it would replace the device
    /// with a file (as root, for every later process). A pipe stands in for the device.
    func testADeviceOrPipeIsWrittenThroughNotReplaced() throws {
        let pipe = try temporaryFolder(self) + "/out"
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        try AtomicFile.write(Data("through\n".utf8), to: pipe)
        var info = stat()
        XCTAssertEqual(stat(pipe, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 16)
        XCTAssertEqual(read(reader, &buffer, 16), 8)
        XCTAssertEqual(String(decoding: buffer.prefix(8), as: UTF8.self), "through\n")
    }

    func testEmptyData() throws {
        let folder = try temporaryFolder(self)
        try AtomicFile.write(Data(), to: folder + "/empty")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/empty")), Data())
    }

    func testMissingFolderFailsWithAClearError() throws {
        let folder = try temporaryFolder(self)
        let path = folder + "/no/such/folder/out.json"
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: path)) { error in
            guard let e = error as? AtomicFileError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.path, path)
            XCTAssertEqual(e.errno, ENOENT)
            XCTAssertTrue(e.description.contains(path), e.description)
            XCTAssertTrue(e.description.contains("No such file or directory"), e.description)
        }
        XCTAssertEqual(try contents(folder), [])
    }

    func testFailedRenameRemovesTheTemporaryFileAndKeepsTheTarget() throws {
        let folder = try temporaryFolder(self)
        let target = folder + "/adir"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target + "/inside"))
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: target)) { error in
            guard let e = error as? AtomicFileError else { return XCTFail("\(error)") }
            XCTAssertTrue(e.operation.contains("rename"), e.description)
        }
        XCTAssertEqual(try contents(folder), ["adir"])
        XCTAssertEqual(try contents(target), ["inside"])
    }

    func testWritesThroughASymbolicLink() throws {
        let folder = try temporaryFolder(self)
        try AtomicFile.write(Data("old".utf8), to: folder + "/real.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "real.json")
        try AtomicFile.write(Data("new".utf8), to: folder + "/link.json")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json"), "real.json")
        XCTAssertEqual(try String(contentsOfFile: folder + "/real.json", encoding: .utf8), "new")
        XCTAssertEqual(try contents(folder), ["link.json", "real.json"])
    }

    func testRelativePathInTheWorkingFolder() throws {
        let folder = try temporaryFolder(self)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try AtomicFile.write(Data("rel".utf8), to: "plain.json")
        XCTAssertEqual(try String(contentsOfFile: folder + "/plain.json", encoding: .utf8), "rel")
        XCTAssertEqual(try contents(folder), ["plain.json"])
    }
}
