import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
@testable import KitscanEngine

/// `kit-copy` on its labelled samples (`Samples/Copies`, `labels.json`): precision and
/// recall at the default `minScore`, and the sweep the default was picked from.
final class KitCopySamplesTests: XCTestCase {
    struct Labels {
        var copies: [String: String]
        var notCopies: Set<String>
    }

    func labels() throws -> Labels {
        let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Samples/Copies/labels.json"))))
        var copies: [String: String] = [:]
        for (name, value) in json["copies"]?.objectValue ?? [:] { copies[name] = value.stringValue }
        return Labels(copies: copies, notCopies: Set(json["notCopies"]?.stringArrayValue ?? []))
    }

    /// The samples' `kit-copy` findings (excepted ones too) with `minScore` at `minScore`.
    func copies(minScore: Double? = nil) throws -> [Finding] {
        var workspace = try Workspace.open(start: packageRoot + "/Samples/Copies")
        if let minScore {
            var config = workspace.config
            config.rules["kit-copy"] = RuleOverride(enabled: true, parameters: ["minScore": .number(minScore)])
            workspace = Workspace(root: workspace.root, config: config, definitions: workspace.definitions,
                                  rules: try RuleSet(definitions: workspace.definitions, config: config))
        }
        return try workspace.scan().findings.filter { $0.rule == "kit-copy" }
    }

    /// Precision and recall of `found` (declaration -> component) against the labels.
    func quality(_ found: [(String, String)], _ labels: Labels) -> (precision: Double, recall: Double) {
        let right = found.filter { labels.copies[$0.0] == $0.1 }.count
        return (found.isEmpty ? 1 : Double(right) / Double(found.count), Double(right) / Double(labels.copies.count))
    }

    func testEveryLabelledCopyAndNothingElseAtTheDefaultMinScore() throws {
        let labels = try labels()
        let found = try copies().map { ($0.declaration ?? "", $0.copy?.copyOf ?? "") }
        XCTAssertEqual(Dictionary(found, uniquingKeysWith: { a, _ in a }), labels.copies)
        let q = quality(found, labels)
        XCTAssertEqual(q.precision, 1)
        XCTAssertEqual(q.recall, 1)
        for (declaration, _) in found { XCTAssertFalse(labels.notCopies.contains(declaration), declaration) }
    }

    /// The default is the middle of the widest run of cut-offs where precision and recall
    /// are both at their best (every candidate's best score, from one scan with no cut-off).
    func testTheDefaultMinScoreIsTheMiddleOfThePlateau() throws {
        let labels = try labels()
        let scored = try copies(minScore: 0).map { ($0.declaration ?? "", $0.copy?.copyOf ?? "", $0.copy?.score ?? 0) }
        var best: [Double] = []
        var bestQuality = -1.0
        for step in 1...19 {
            let cut = Double(step) / 20
            let q = quality(scored.filter { $0.2 >= cut }.map { ($0.0, $0.1) }, labels)
            let both = min(q.precision, q.recall)
            if both > bestQuality + 1e-9 { bestQuality = both; best = [cut] } else if abs(both - bestQuality) < 1e-9 { best.append(cut) }
        }
        XCTAssertEqual(bestQuality, 1, "no cut-off separates the samples: \(scored)")
        let middle = ((best.first ?? 0) + (best.last ?? 0)) / 2
        let rule = RuleLoader.shipped().first { $0.id == "kit-copy" }
        let shipped = rule?.effectiveParameters([:])["minScore"]?.numberValue ?? CopyParameters().minScore
        XCTAssertEqual(shipped, middle, accuracy: 0.05, "plateau \(best.first ?? 0)…\(best.last ?? 0): \(scored.sorted { $0.2 > $1.2 })")
    }
    /// A file's copies weigh rarity over the whole app whatever subset is scanned: `scan FILE`
    /// and a pre-commit check give the scores (and so the ratchet) of a full scan.
    func testEachFileScannedAloneGivesTheFullScansCopies() throws {
        let workspace = try Workspace.open(start: packageRoot + "/Samples/Copies")
        let full = try workspace.scan().findings.filter { $0.rule == "kit-copy" }
        let byFile = Dictionary(grouping: full, by: \.path)
        XCTAssertGreaterThan(byFile.count, 1)
        for (path, copies) in byFile {
            let alone = try workspace.scan(paths: [workspace.root + "/" + path]).findings.filter { $0.rule == "kit-copy" }
            XCTAssertEqual(alone, copies, path)
            let listed = try workspace.scan(files: [path]).findings.filter { $0.rule == "kit-copy" }
            XCTAssertEqual(listed, copies, path)
        }
    }
}
