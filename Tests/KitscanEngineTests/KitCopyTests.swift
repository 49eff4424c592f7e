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

    /// A view's values are its chains' first parts: a type's static member, an implicit
    /// member that is no call, a literal. What a string's interpolation holds is the string's,
    /// and a tuple's element (`pair.1`, `\.0`) is no number.
    func testValuesAreTheChainsFirstPartsNotStringsOrTupleElements() throws {
        let view = """
            struct Badge: View {
                let pair: (String, Int)
                var body: some View {
                    HStack(spacing: KitSpace.small) {
                        Text("\\(pair.1 + 7) of 9").font(.caption)
                        ForEach(rows, id: \\.0) { Text($0.1) }
                    }
                    .frame(width: CGFloat(pair.1), height: 44)
                    .opacity(0.5)
                    .background(Capsule().fill(KitColor.accentSoft))
                }
            }

            """
        let ws = try workspace(["App/Badge.swift": view])
        let kit = ws.fileScanner(scanned: []).kit
        let shape = try XCTUnwrap(kit.copies.candidates(in: KitscanParser.Parser.parse(source: view), kit: kit).candidates.first?.shape)
        let has = { (f: CopyFeature) in shape.features.contains(f) }
        XCTAssertTrue(has(FeatureHasher.number(44)) && has(FeatureHasher.number(0.5)) && has(CopyVocabulary.number))
        XCTAssertTrue(has(CopyVocabulary.string) && has(FeatureHasher.of(.member, "caption")))
        XCTAssertTrue(has(FeatureHasher.of(.token, "KitSpace.small")) && has(FeatureHasher.of(.token, "KitColor.accentSoft")))
        XCTAssertFalse(has(FeatureHasher.number(7)) || has(FeatureHasher.number(9)), "inside a string")
        XCTAssertFalse(has(FeatureHasher.number(1)) || has(FeatureHasher.number(0)), "a tuple's element")
    }

    /// A call with no name (`{ 0 }()`, `make()(x)`) among a file's calls: a view's shape
    /// still holds its own calls, every one, and none of the declaration after it.
    func testACallWithNoNameNeitherHidesNorAddsCalls() throws {
        let ws = try workspace([:])
        let kit = ws.fileScanner(scanned: [])
        let lines = ["Text(\"a\").padding(8)", "Image(\"b\").font(.caption)", "Text(\"c\").foregroundStyle(.red)", "Divider()"]
        func card(before: Int, after: Int, nameless at: Int?) throws -> CopyShape {
            var body = lines.map { "            " + $0 }
            if let at { body.insert("            let _ = { 0 }()", at: at) }
            let source = "struct Before: View {\n    var body: some View { VStack { "
                + (0..<before).map { "Text(\"\($0)\")" }.joined(separator: "; ")
                + " } }\n}\nstruct Card: View {\n    var body: some View {\n        VStack {\n" + body.joined(separator: "\n")
                + "\n        }\n    }\n}\nstruct After: View {\n    var body: some View { HStack { "
                + (0..<after).map { _ in "Circle(); Capsule()" }.joined(separator: "; ") + " } }\n}\n"
            let found = kit.kit.copies.candidates(in: KitscanParser.Parser.parse(source: source), kit: kit.kit).candidates
            return try XCTUnwrap(found.first { $0.name == "Card" }?.shape, source)
        }
        for before in 0..<9 {
            for after in 0..<9 {
                let plain = try card(before: before, after: after, nameless: nil)
                for at in 0...lines.count {
                    let shape = try card(before: before, after: after, nameless: at)
                    XCTAssertEqual(shape.calls, plain.calls, "\(before) before, \(after) after, at \(at)")
                    XCTAssertEqual(shape.modifiers, plain.modifiers, "\(before) before, \(after) after, at \(at)")
                }
            }
        }
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

    /// A view the kit declares inside its previews (`KitPill_Previews.Header`) is a preview's
    /// helper, not a component an app could use instead: an app view like it is no copy.
    func testAViewInsideTheKitsPreviewsIsNothingToCopy() throws {
        let body = Self.pill("Header").split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        let previews = "import SwiftUI\nstruct KitPill_Previews: PreviewProvider {\n    static var previews: some View { Header() }\n"
            + body + "\n}\n"
        let ws = try workspace(["Kit/KitPillPreviews.swift": previews, "App/Pill.swift": Self.pill("MailHeader")])
        let found = try ws.scan().findings.filter { $0.rule == "kit-copy" }
        XCTAssertEqual(found.map(\.declaration), ["MailHeader"])
        XCTAssertEqual(found.first?.copy?.copyOf, "KitPill", "compared with the kit's component, never with its preview's helper")
    }

    func testABadMinScoreIsAConfigError() throws {
        XCTAssertThrowsError(try workspace([:], config: #"{ "kit": { "paths": ["Kit"] }, "rules": { "kit-copy": { "enabled": true, "minScore": "high" } } }"#)) { error in
            XCTAssertTrue("\(error)".contains("minScore"), "\(error)")
        }
    }
    /// The ASCII fast path of a name's words is the words Swift's own lower-casing gives.
    func testNameWordsFromBytesEqualTheUnicodePath() {
        for name in ["MailPillView", "noteView", "URLRow", "a__b", "_Leading", "Account.InfoCard", "KitPrimaryButtonStyle", "x",
                     "A.", "A..B", ".", "", "Kit.Mail.PillView_"] {
            XCTAssertEqual(CopyExtractor.words(name), CopyExtractor.unicodeWords(name), name)
        }
    }

    /// Random features, some repeated, none 0 (a feature's kind is in its top byte).
    private func randomFeatures(_ count: Int, seed: UInt64) -> [CopyFeature] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state % 7 == 0 ? 0x0100_0000_0000_0007 : (state >> 8) | 0x0100_0000_0000_0000
        }
    }

    /// The table that counts every view's features: each count as a dictionary's, through growing.
    func testFeatureTableCountsAsADictionary() {
        for count in [0, 1, 2, 17, 100, 5000] {
            let features = randomFeatures(count, seed: UInt64(count) + 1)
            var table = FeatureTable(expected: 4)
            table.count(Array(features.prefix(count / 2)))
            for f in features.dropFirst(count / 2) { table.count([f]) }
            let expected = Dictionary(features.map { ($0, Int32(1)) }, uniquingKeysWith: +)
            XCTAssertEqual(table.count, expected.count, "\(count)")
            for (f, n) in expected { XCTAssertEqual(table.value(f), n, "\(count)") }
            XCTAssertEqual(table.value(0x0200_0000_0000_0001), 0, "a feature never added")
            // Two tables added up count as one table of both (as the pass joins each core's).
            var first = FeatureTable(), second = FeatureTable()
            first.count(Array(features.prefix(count / 3)))
            second.count(Array(features.dropFirst(count / 3)) + Array(features.prefix(count / 5)))
            first.add(second)
            let both = Dictionary((features + features.prefix(count / 5)).map { ($0, Int32(1)) }, uniquingKeysWith: +)
            XCTAssertEqual(first.count, both.count, "\(count)")
            for (f, n) in both { XCTAssertEqual(first.value(f), n, "\(count)") }
        }
    }

    /// A shape's features: unique, in the order first read, each occurrence counted, the
    /// table empty again for the next shape (also after it grew).
    func testFeatureScratchKeepsFirstOrderAndCounts() {
        let scratch = FeatureScratch()
        for count in [0, 1, 3, 700, 3000] {
            let features = randomFeatures(count, seed: UInt64(count) + 9)
            var order: [CopyFeature] = [], seen: [CopyFeature: Int32] = [:]
            for f in features {
                if seen[f] == nil { order.append(f) }
                seen[f, default: 0] += 1
                XCTAssertEqual(scratch.add(f), seen[f], "\(count)")
            }
            XCTAssertEqual(scratch.take(), order, "\(count)")
            XCTAssertEqual(scratch.take(), [], "emptied")
        }
    }

    /// The features noted for labels: each once per file, however often and after growing;
    /// a list keeps every value in order through growing, and is empty again when cleared.
    func testScratchNotesEachFeatureOnceAndListsKeepOrder() {
        let scratch = FeatureScratch()
        let features = randomFeatures(2000, seed: 21)
        var seen = Set<CopyFeature>()
        for f in features + features { XCTAssertEqual(scratch.note(f), seen.insert(f).inserted) }
        for count in [0, 1, 64, 65, 1000] {
            scratch.views.removeAll()
            for f in features.prefix(count) { scratch.views.append(f) }
            XCTAssertEqual(scratch.views.array, Array(features.prefix(count)), "\(count)")
        }
    }

    /// A file's labels: each feature's text as written (pieces run together, a `.` before a
    /// modifier), nil for a feature never noted, every entry in the order noted.
    func testCopyLabelsGiveEachFeaturesText() {
        let source = Array("KitColor accent padding ⟨x⟩".utf8)
        var labels = CopyLabels()
        XCTAssertTrue(labels.isEmpty)
        labels.append(1, "⟨view⟩")
        source.withUnsafeBufferPointer { bytes in
            labels.append(2, prefix: nil, bytes, 0..<8, 9..<15)
            labels.append(3, prefix: UInt8(ascii: "."), bytes, 16..<23, nil)
            labels.append(4, prefix: nil, bytes, 24..<source.count, nil)
        }
        XCTAssertEqual(labels[1], "⟨view⟩")
        XCTAssertEqual(labels[2], "KitColor.accent")
        XCTAssertEqual(labels[3], ".padding")
        XCTAssertEqual(labels[4], "⟨x⟩")
        XCTAssertNil(labels[5])
        XCTAssertEqual(labels.entries.map(\.feature), [1, 2, 3, 4])
        XCTAssertEqual(labels.entries.map(\.text), ["⟨view⟩", "KitColor.accent", ".padding", "⟨x⟩"])
    }

    /// A feature read in pieces (`KitColor`, `.`, `accent` from a file) hashes as its text does,
    /// whichever of the word and byte paths the pieces take: cut anywhere into three, at any
    /// place in a buffer (its start, its middle, its last bytes), short buffers too.
    func testFeatureHashOfPiecesEqualsTheText() {
        for text in ["a", "Text", "KitColor.accent", "abcdefgh", "abcdefghi", "VeryLongTypeNameOfSixteen.member", ""] {
            for (before, after) in [(0, 0), (0, 9), (9, 0), (3, 2), (1, 1)] {
                let bytes = Array(repeating: UInt8(ascii: "x"), count: before) + Array(text.utf8)
                    + Array(repeating: UInt8(ascii: "y"), count: after)
                let end = before + text.utf8.count
                for first in before...end {
                    for second in first...end {
                        var h = FeatureHasher(.token)
                        bytes.withUnsafeBufferPointer { b in
                            h.mix(b, before..<first)
                            h.mix(b, first..<second)
                            h.mix(b, second..<end)
                        }
                        XCTAssertEqual(h.value, FeatureHasher.of(.token, text), "\(text) cut at \(first), \(second) after \(before)")
                    }
                }
            }
        }
        XCTAssertNotEqual(FeatureHasher.of(.token, "ab"), FeatureHasher.of(.token, "ab\u{0}"), "the length counts")
        XCTAssertNotEqual(FeatureHasher.of(.call, "Text"), FeatureHasher.of(.word, "Text"), "the kind counts")
    }
}
