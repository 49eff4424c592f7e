import Foundation
import XCTest
@testable import KitscanEngine

/// The stages of a scan are named types in ordered lists: the per-file ones in
/// `FileScanner.stages`, each after the stages it reads; the whole-app ones (`kit-copy`) in
/// `FileScanner.wholeApp`, which every command resolves its scans through.
final class ScanStagesTests: XCTestCase {
    func testEveryFileStageComesAfterTheStagesItReads() {
        let order = FileScanner.stages.map { ObjectIdentifier(type(of: $0)) }
        XCTAssertEqual(Set(order).count, order.count, "each stage once")
        for (index, stage) in FileScanner.stages.enumerated() {
            for before in type(of: stage).after {
                let at = order.firstIndex(of: ObjectIdentifier(before))
                XCTAssertNotNil(at, "\(type(of: stage)) reads \(before), which is not a stage")
                XCTAssertLessThan(at ?? .max, index, "\(type(of: stage)) must come after \(before)")
            }
        }
    }

    /// No command runs a whole-app stage by hand: the copy finder is made and run only
    /// through the list (`WholeAppStages.swift`), so a stage added there runs for every command.
    func testOnlyTheStageListRunsTheCopyFinder() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return XCTFail("no Sources") }
        var read = 0
        var offenders: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            read += 1
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            guard path != "KitscanEngine/Scan/WholeAppStages.swift", !path.hasPrefix("KitscanEngine/Copies/") else { continue }
            for name in ["CopyFinder", "copyFinder", "resolveCopies"] where text.contains(name) { offenders.append("\(path): \(name)") }
        }
        XCTAssertGreaterThan(read, 100)
        XCTAssertEqual(offenders, [])
    }

    /// "Resolve and accumulate" has one home: no driver resolves the whole-app stages itself
    /// (a folder's scan, a fleet's git app, a review's side, a history point, a rule's example).
    func testOnlyTheAssemblyResolvesTheWholeAppStages() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return XCTFail("no Sources") }
        // `wholeApp.resolve(`, `stages.resolve(`, `stage.resolve(`: a stage list or stage resolved by hand.
        let call = try NSRegularExpression(pattern: #"\b(?:wholeApp|[sS]tages?)\s*\.\s*resolve\("#)
        var read = 0
        var offenders: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            read += 1
            guard path != "KitscanEngine/Scan/ScanAssembly.swift" else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            if call.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { offenders.append(path) }
        }
        XCTAssertGreaterThan(read, 100)
        XCTAssertEqual(offenders.sorted(), [], "resolve whole-app stages through ScanAssembly")
    }

    func testKitCopyIsAWholeAppStageWhenTheRuleRunsWithAKit() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples")
        let stages = { (sample: String) in
            try Workspace.open(start: samples.appendingPathComponent(sample).path).fileScanner(scanned: []).wholeApp.stages
        }
        XCTAssertEqual(try stages("Copies").map { "\(type(of: $0))" }, ["CopyFinder"])
        XCTAssertTrue(try stages("Threads").isEmpty, "kit-copy is off by default")
    }
}
