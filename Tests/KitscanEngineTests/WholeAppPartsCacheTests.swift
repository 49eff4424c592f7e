import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
@testable import KitscanEngine

/// A partial scan with `kit-copy` weighs the other files' shapes from a cache keyed by
/// content: a second run parses none of them, an edited one is parsed again, a held part of
/// another version is never used, and the findings are a full scan's, cache or none.
final class WholeAppPartsCacheTests: XCTestCase {
    /// The driver's side of the cache, in memory: what the scans parsed, by path.
    struct Memory {
        var parts: [String: WholeAppPart] = [:]

        var cache: WholeAppPartsCache {
            let parts = self.parts
            return WholeAppPartsCache(kitKey: { _ in "kit" }, held: { path, _, kit in kit == "kit" ? parts[path] : nil })
        }

        mutating func store(_ update: WholeAppPartsUpdate?) {
            for part in update?.parts ?? [] { parts[part.path] = part }
        }
    }

    static let scanned = "App/Mail/MailPill.swift"

    func partial(_ workspace: Workspace, _ cache: WholeAppPartsCache?) throws -> ScanResult {
        try workspace.scan(files: [Self.scanned], kit: nil, parts: cache, prepare: { _ in () }, each: nil)
    }

    func testASecondPartialScanParsesNoOtherFile() throws {
        let workspace = try Workspace.open(start: try copySample("Copies", self))
        let full = try workspace.scan().findings.filter { $0.path == Self.scanned }
        XCTAssertTrue(full.contains { $0.rule == "kit-copy" })
        XCTAssertEqual(try partial(workspace, nil).findings, full)
        XCTAssertNil(try partial(workspace, nil).wholeAppPartsUpdate)

        var memory = Memory()
        let cold = try partial(workspace, memory.cache)
        XCTAssertEqual(cold.findings, full)
        // Every other file is parsed once, those without candidates (the kit's, a plain model) too.
        let others = workspace.files().files.filter { $0 != Self.scanned }
        XCTAssertEqual(cold.wholeAppPartsUpdate?.parts.map(\.path), others)
        XCTAssertTrue(cold.wholeAppPartsUpdate?.parts.contains { $0.copies == nil } ?? false)
        memory.store(cold.wholeAppPartsUpdate)

        let warm = try partial(workspace, memory.cache)
        XCTAssertEqual(warm.findings, full)
        XCTAssertEqual(warm.wholeAppPartsUpdate?.parts.map(\.path), [], "nothing parsed on the second run")
    }

    func testAnEditedOtherFileIsParsedAgain() throws {
        let folder = try copySample("Copies", self)
        let workspace = try Workspace.open(start: folder)
        var memory = Memory()
        let before = try partial(workspace, memory.cache)
        memory.store(before.wholeAppPartsUpdate)

        // Another file of the same path now holds four forks of the pill: the scanned file's
        // pill is less rare, so its score changes, and a stale part would hide that.
        let edited = "App/Mail/InboxFilterPill.swift"
        let bytes = Array(try mailPillForks(of: folder + "/" + Self.scanned).utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + edited))
        let full = try workspace.scan().findings.filter { $0.path == Self.scanned }
        XCTAssertNotEqual(full, before.findings, "the edit must change the scanned file's findings")

        let after = try partial(workspace, memory.cache)
        XCTAssertEqual(after.findings, full)
        XCTAssertEqual(after.wholeAppPartsUpdate?.parts.map(\.path), [edited])
        XCTAssertEqual(after.wholeAppPartsUpdate?.parts.first?.blob, GitBlobID.of(bytes))
    }

    /// A cache answering with a part of another version (a stale or mistaken entry) is not believed.
    func testAHeldPartOfAnotherVersionIsParsedAgain() throws {
        let workspace = try Workspace.open(start: try copySample("Copies", self))
        let full = try workspace.scan().findings.filter { $0.path == Self.scanned }
        let stale = WholeAppPartsCache(kitKey: { _ in "kit" }, held: { path, _, _ in WholeAppPart(path: path, blob: "0", copies: nil) })
        let result = try partial(workspace, stale)
        XCTAssertEqual(result.findings, full)
        XCTAssertEqual(result.wholeAppPartsUpdate?.parts.count, workspace.files().files.count - 1)
    }
}
