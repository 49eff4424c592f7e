import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
import KitscanParser
@testable import KitscanEngine

/// `kit-copy` through the paths every finding takes: exceptions (used and unused), the
/// streamed scan, the kit's own files, and the rule turned off.
final class KitCopyTests: XCTestCase {
    static let kit = """
        import SwiftUI
        public struct KitPill: View {
            let title: String
            public var body: some View {
                Text(title)
                    .font(KitFont.caption)
                    .foregroundStyle(KitColor.accent)
                    .padding(.horizontal, KitSpace.small)
                    .padding(.vertical, KitSpace.tiny)
                    .background(Capsule().fill(KitColor.accentSoft))
            }
        }

        """

    static func pill(_ name: String) -> String {
        """
        struct \(name): View {
            var body: some View {
                Text("x")
                    .font(KitFont.caption)
                    .foregroundStyle(KitColor.accent)
                    .padding(.horizontal, KitSpace.small)
                    .padding(.vertical, KitSpace.tiny)
                    .background(Capsule().fill(KitColor.accentSoft))
            }
        }

        """
    }

    /// A workspace of `files` with the (opt-in) rule on unless `config` says otherwise.
    func workspace(_ files: [String: String], config: String = #"{ "kit": { "paths": ["Kit"] }, "rules": { "kit-copy": { "enabled": true } } }"#) throws -> Workspace {
        let folder = try temporaryFolder(self)
        _ = try writeFile(folder, "kitscan.json", Array(config.utf8))
        _ = try writeFile(folder, "Kit/KitPill.swift", Array(Self.kit.utf8))
        for (path, text) in files { _ = try writeFile(folder, path, Array(text.utf8)) }
        return try Workspace.open(start: folder)
    }

    /// A raw colour of a kit colour token's value is that token in a view's shape, as a raw
    /// number of a metric token's value is: "values swapped for raw ones" still meet the kit's.
    func testARawColourOfATokensValueMeetsTheToken() throws {
        let tokens = "import SwiftUI\npublic enum KitColor {\n    public static let accent = Color(red: 0.2, green: 0.4, blue: 0.9)\n"
            + "    public static let accentSoft = Color(red: 0.9, green: 0.93, blue: 1)\n}\n"
        let raw = Self.pill("RawPill").replacingOccurrences(of: ".foregroundStyle(KitColor.accent)",
                                                            with: ".foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.9))")
            .replacingOccurrences(of: ".fill(KitColor.accentSoft)", with: ".fill(Color(red: 0.5, green: 0.5, blue: 0.5))")
        let ws = try workspace(["Kit/Tokens.swift": tokens, "App/RawPill.swift": raw],
                               config: #"{ "kit": { "paths": ["Kit"], "tokens": ["Kit/Tokens.swift"] }, "rules": { "kit-copy": { "enabled": true } } }"#)
        let kit = ws.fileScanner(scanned: []).kit
        let tree = KitscanParser.Parser.parse(source: raw)
        let shape = try XCTUnwrap(kit.copies.candidates(in: tree, kit: kit).candidates.first?.shape)
        XCTAssertTrue(shape.features.contains(FeatureHasher.of(.token, "KitColor.accent")))
        XCTAssertFalse(shape.features.contains(FeatureHasher.of(.token, "KitColor.accentSoft")), "a raw colour of no token's value is no token")
    }

    func testAnExceptionCoversACopyAndIsRegistered() throws {
        let ws = try workspace(["App/Pill.swift": "// kitscan-allow: kit-copy -- predates the kit, moving in #123\n" + Self.pill("MailPill")])
        let result = try ws.scan()
        let copy = try XCTUnwrap(result.findings.first { $0.rule == "kit-copy" })
        XCTAssertEqual(copy.exceptedBy, "predates the kit, moving in #123")
        XCTAssertEqual(copy.line, 2)
        XCTAssertEqual(copy.copy?.copyOf, "KitPill")
        XCTAssertEqual(result.exceptions.map(\.suppressed), [1])
        XCTAssertFalse(result.findings.contains { $0.rule == "unused-exception" })
        XCTAssertEqual(result.counts["App/Pill.swift"]?["kit-copy"], nil)
    }

    func testAnExceptionOverAViewThatIsNoCopyIsUnused() throws {
        let ws = try workspace(["App/Other.swift": """
            // kitscan-allow: kit-copy -- not a copy at all
            struct Other: View {
                var body: some View {
                    VStack { Image(systemName: "a"); Toggle("b", isOn: .constant(true)); ProgressView() }
                        .tint(.green)
                }
            }

            """])
        let result = try ws.scan()
        XCTAssertEqual(result.findings.filter { $0.rule == "unused-exception" }.map(\.line), [1])
        XCTAssertTrue(result.exceptions.isEmpty)
    }

    /// The comment names two rules: it is in the register for the other, and counts the copy too.
    func testAnExceptionOfTwoRulesCountsTheCopyInItsRecord() throws {
        let ws = try workspace(["App/Pill.swift": "// kitscan-allow: kit-copy, unlisted-view -- both known\n" + Self.pill("MailPill"),
                                "debt.md": "# Debt\n"],
                               config: #"{ "kit": { "paths": ["Kit"] }, "debtList": "debt.md", "rules": { "kit-copy": { "enabled": true } } }"#)
        let result = try ws.scan()
        XCTAssertEqual(result.exceptions.map(\.suppressed), [2])
        XCTAssertEqual(result.findings.filter { $0.exceptedBy != nil }.map(\.rule).sorted(), ["kit-copy", "unlisted-view"])
    }

    func testTheStreamedScanHandsOverTheSameFindings() throws {
        let ws = try workspace(["App/A.swift": Self.pill("APill"), "App/B.swift": Self.pill("BPill"), "App/C.swift": "let c = 1\n"])
        let whole = try ws.scan().findings
        var streamed: [Finding] = []
        var paths: [String] = []
        _ = try ws.scan(each: { scan in
            streamed += scan.findings
            paths.append(scan.path)
        })
        XCTAssertEqual(paths, ["App/A.swift", "App/B.swift", "App/C.swift", "Kit/KitPill.swift"])
        XCTAssertEqual(streamed, whole)
        XCTAssertEqual(whole.filter { $0.rule == "kit-copy" }.map(\.declaration), ["APill", "BPill"])
    }

    func testTheKitsOwnFilesAndTheRuleOffGiveNone() throws {
        let ws = try workspace(["Kit/KitPillCopy.swift": Self.pill("KitPillTwin")])
        XCTAssertFalse(try ws.scan().findings.contains { $0.rule == "kit-copy" })
        let off = try workspace(["App/Pill.swift": Self.pill("MailPill")],
                                config: #"{ "kit": { "paths": ["Kit"] }, "rules": { "kit-copy": { "enabled": false } } }"#)
        XCTAssertFalse(try off.scan().findings.contains { $0.rule == "kit-copy" })
        XCTAssertTrue(off.fileScanner(scanned: []).kit.copies.isEmpty, "the kit's shapes are read only when the rule runs")
        // Opt-in: without its own entry the rule does not run and costs nothing.
        let unset = try workspace(["App/Pill.swift": Self.pill("MailPill")], config: #"{ "kit": { "paths": ["Kit"] } }"#)
        XCTAssertFalse(try unset.scan().findings.contains { $0.rule == "kit-copy" })
        XCTAssertTrue(unset.fileScanner(scanned: []).kit.copies.isEmpty)
    }

    func testABadMinScoreIsAConfigError() throws {
        XCTAssertThrowsError(try workspace([:], config: #"{ "kit": { "paths": ["Kit"] }, "rules": { "kit-copy": { "enabled": true, "minScore": "high" } } }"#)) { error in
            XCTAssertTrue("\(error)".contains("minScore"), "\(error)")
        }
    }
    /// The ASCII fast path of a name's words is the words Swift's own lower-casing gives.
    func testNameWordsFromBytesEqualTheUnicodePath() {
        for name in ["MailPillView", "noteView", "URLRow", "a__b", "_Leading", "Account.InfoCard", "KitPrimaryButtonStyle", "x"] {
            XCTAssertEqual(CopyExtractor.words(name), CopyExtractor.unicodeWords(name), name)
        }
    }

    /// The in-place sort of a shape's features (a feature set's): the standard library's sorted, repeats dropped.
    func testSortedUniqueFeatures() {
        var state: UInt64 = 42
        for count in [0, 1, 2, 17, 100, 1000] {
            var features: [CopyFeature] = []
            for _ in 0..<count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                features.append(state % 50 == 0 ? 7 : state >> (state % 3 == 0 ? 60 : 8))
            }
            var expected: [CopyFeature] = []
            for f in features.sorted() where expected.last != f { expected.append(f) }
            XCTAssertEqual(FeatureSet(features).sorted, expected, "\(count)")
        }
    }
}
