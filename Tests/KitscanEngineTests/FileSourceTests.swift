import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
@testable import KitscanEngine

/// A scan reads its files through a source: bytes held in memory scan as the same files on
/// disk do, kit, whole-app stages and the list of what is ready to delete included.
final class FileSourceTests: XCTestCase {
    /// What a folder scan of `workspace` reads (the app's files, its kit and catalog), in memory.
    func memory(of workspace: Workspace) throws -> MemorySource {
        var files: [String: [UInt8]] = [:]
        for path in workspace.files().files + workspace.kitCandidates() + workspace.catalogFiles() {
            files[path] = try FileBytes.read(path: workspace.root + "/" + path)
        }
        return MemorySource(files)
    }

    func lines(_ result: ScanResult) -> [String] {
        result.findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.severity) \($0.message) \($0.fingerprint)" }
            + result.uses.map { "use \($0.path):\($0.line):\($0.column) \($0.component)" }
            + result.unlistedViews.map { "view \($0.path):\($0.line) \($0.name)" }
            + result.exceptions.map { "exception \($0.path):\($0.line)" }
            + result.files.map { "file \($0)" }
    }

    /// A small app whose kit has a deprecated row the app uses and one nothing names.
    func deprecatedRows() throws -> String {
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", Array(#"{"kit": {"paths": ["Kit"]}, "rules": {"kit-copy": {"enabled": true}}}"#.utf8))
        let row = "    public var body: some View { Text(\"r\") }\n}\n"
        try writeFile(root, "Kit/KitRow.swift", Array(("import SwiftUI\npublic struct KitRow: View {\n    public init(title: String) {}\n" + row
            + "@available(*, deprecated, renamed: \"KitRow\")\npublic struct KitOldRow: View {\n" + row
            + "@available(*, deprecated, renamed: \"KitRow\")\npublic struct KitOlderRow: View {\n" + row).utf8))
        try writeFile(root, "App/Screen.swift", Array(("import SwiftUI\nstruct Screen: View {\n    var body: some View {\n"
            + "        KitRow(title: \"a\")\n        KitOldRow()\n"
            + "        Text(\"b\").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3))\n    }\n}\n").utf8))
        return root
    }

    func testAScanOfBytesInMemoryGivesTheFolderScansResult() throws {
        var ready = 0
        for sample in ["Omo", "Copies", "Threads", "Envisioning", ""] {
            let root = try sample.isEmpty ? deprecatedRows() : copySample(sample, self)
            let workspace = try Workspace.open(start: root)
            let folder = try workspace.scan()
            let source = try memory(of: workspace)
            // The disk holds none of the files any more: the scan can only have read them from memory.
            for path in source.paths ?? [] { try FileManager.default.removeItem(atPath: root + "/" + path) }
            let inMemory = try workspace.scan(source: source, kit: nil)
            XCTAssertFalse(folder.findings.isEmpty && folder.uses.isEmpty, sample)
            XCTAssertEqual(lines(inMemory), lines(folder), sample)
            XCTAssertEqual(inMemory.unreadable, folder.unreadable, sample)
            XCTAssertEqual(inMemory.readyToDelete, folder.readyToDelete, sample)
            XCTAssertEqual(inMemory.components.map(\.name), folder.components.map(\.name), sample)
            ready += folder.readyToDelete.count
        }
        XCTAssertGreaterThan(ready, 0, "a sample has declarations ready to delete")
    }

    func testAMemorySourceListsItsFilesAndSaysWhichItLacks() {
        let source = MemorySource(["B.swift": [1], "A.swift": [2]])
        XCTAssertEqual(source.paths, ["A.swift", "B.swift"])
        XCTAssertEqual(try source.bytes("B.swift").get(), [1])
        XCTAssertEqual(source.bytes("C.swift"), .failure(.notFound(path: "C.swift")))
        XCTAssertNil(source.contentID("A.swift"))
    }

    func testTheStagedBytesAreReadBeforeTheFolders() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "A.swift", [1])
        try writeFile(root, "B.swift", [2])
        let source = StagedSource(bytes: ["A.swift": [9]], folder: FolderSource(root: root))
        XCTAssertEqual(try source.bytes("A.swift").get(), [9])
        XCTAssertEqual(try source.bytes("B.swift").get(), [2], "a file the index does not hold is the working tree's")
        XCTAssertNil(source.paths, "the staged files are the ratchet's choice")
    }
}
