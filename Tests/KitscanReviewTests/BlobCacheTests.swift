import KitscanFiles
import Foundation
import KitscanEngine
import KitscanParser
import XCTest
import KitscanTestSupport
@testable import KitscanReview

/// `.kitscan-cache/blobs.tsv`: what it stores reads back the same, and a cache that does not
/// read (another format, cut short, edited) is a miss, never a crash or a wrong review.
final class BlobCacheTests: XCTestCase {
    static let key = BlobCache.Key(blob: String(repeating: "a", count: 40), path: "App/Odd\tname %.swift",
                                     kit: "0123456789abcdef", debt: "none")

    /// Every field of every record, with text that needs escaping.
    static let scan = BlobCache.Scan(
        findings: [
            Finding(path: "App/Odd\tname %.swift", line: 3, column: 17, rule: "raw-colour", severity: .warning,
                    message: "a \"raw\" colour\nhere", snippet: "Color(red: 1) // é ✓", declaration: "Odd.body",
                    exceptedBy: "the partner's\tcolour", fingerprint: "raw-colour|Color(red:1)|Odd.body",
                    copies: "KitColor.accent", fix: .edit(TextEdit(start: 10, end: 20, text: "KitColor.accent"), module: "Kit")),
            Finding(path: "App/Odd\tname %.swift", line: 4, column: 1, rule: "small-font", severity: .error, message: "m",
                    snippet: "", declaration: nil, fingerprint: "f", fix: .left("two tokens fit")),
            Finding(path: "App/Odd\tname %.swift", line: 5, column: 2, rule: "r", severity: .note, message: "n", snippet: "s",
                    declaration: nil, fingerprint: "g"),
        ],
        uses: [
            ComponentUse(component: "KitRow", path: "App/Odd\tname %.swift", line: 7, column: 9, declaration: "Odd.body",
                         arguments: [.init(label: "title", value: "\"a\\tb\""), .init(label: nil, value: "x")],
                         trailingClosures: ["", "footer"], handlers: ["onOpen"],
                         modifiers: [.init(name: "padding", arguments: "8", trailingClosures: ["x"], condition: "os(iOS)", changesForm: true),
                                     .init(name: "bold", arguments: "", condition: nil, changesForm: false)],
                         condition: "!(DEBUG)", parent: "KitCard", via: "Row", preview: true, test: false,
                         trailingClosureFills: "content"),
            ComponentUse(component: "KitCard", path: "App/Odd\tname %.swift", line: 8, column: 1, declaration: nil, arguments: [],
                         trailingClosures: [], handlers: [], modifiers: [], condition: nil, parent: nil, via: nil,
                         preview: false, test: true),
            ComponentUse(component: "KitAccessory", path: "Kit/Row.swift", line: 9, column: 3, declaration: "KitRow.body",
                         arguments: [], trailingClosures: [], handlers: [], modifiers: [], condition: nil, parent: "KitRow",
                         via: "static", preview: false, test: false, inKit: true, factory: "chevron"),
        ],
        unlistedViews: [UnlistedView(name: "OddView", kind: .style, path: "App/Odd\tname %.swift", line: 2)],
        exceptions: [ExceptionRecord(path: "App/Odd\tname %.swift", line: 3, rules: ["raw-colour", "small-font"],
                                     reason: "the partner's\tcolour", suppressed: 1, wholeFile: true)],
        problem: UnreadableFile(path: "App/Odd\tname %.swift", reason: "not UTF-8"))

    /// A file's copy candidates read back with their labels (in the order noted) and
    /// pending exceptions: a review from the cache shows the same evidence as a scan.
    func testStoredCopyCandidatesReadBackWithTheirLabels() throws {
        var shape = CopyShape()
        (shape.features, shape.calls, shape.modifiers) = ([0x0100_0000_0000_0002, 0x0300_0000_0000_0003], [0x0100_0000_0000_0002], [])
        (shape.uses, shape.words, shape.valuedTokens) = ([], [0x0B00_0000_0000_0004], [0x0600_0000_0000_0005])
        var labels = CopyLabels()
        labels.append(0x0300_0000_0000_0003, ".padding")
        labels.append(0x0100_0000_0000_0002, "Text")
        let record = ExceptionRecord(path: "App/Pill.swift", line: 1, rules: ["kit-copy"], reason: "moving in #12", suppressed: 0,
                                     wholeFile: false)
        var scan = Self.scan
        scan.copies = FileCopies(
            candidates: [CopyCandidate(name: "MailPill", declaration: "MailPill", line: 2, column: 8, snippet: "struct MailPill: View {",
                                       shape: shape, parent: -1, exception: CopyException(reason: "moving in #12", slot: .pending(0)))],
            labels: labels, pending: [PendingException(record: record, unused: [])])
        var cache = BlobCache(context: "ctx")
        cache.store(scan, for: Self.key)
        let loaded = try XCTUnwrap(BlobCache.decode([UInt8](cache.encoded()), context: "ctx"))
        XCTAssertEqual(loaded.scan(Self.key), scan)
        XCTAssertEqual(loaded.scan(Self.key)?.copies?.labels.entries.map(\.text), [".padding", "Text"])
    }

    /// An app file's stored copy candidates label only what the kit's shapes do not: a kit
    /// whose bodies name other features is another key, or a stored line would lack a label.
    func testTheKitDigestCoversWhatTheKitsShapesLabel() {
        func kit(_ modifiers: String) -> KitIndex {
            let path = "Kit/KitPill.swift"
            let tree = Parser.parse(source: "import SwiftUI\npublic struct KitPill: View {\n    public var body: some View {\n"
                                    + "        Text(\"x\")\(modifiers)\n    }\n}\n")
            var kit = KitIndex()
            KitDiscovery.addComponents(from: tree, path: path, to: &kit)
            kit.copies = CopyIndex(kit: kit, trees: [(path, tree)])
            return kit
        }
        let padded = kit(".padding(.horizontal).font(.caption).bold()")
        XCTAssertEqual(BlobCache.digest(padded), BlobCache.digest(kit(".padding(.horizontal).font(.caption).bold()")))
        XCTAssertNotEqual(BlobCache.digest(padded), BlobCache.digest(kit(".shadow(radius: 2).font(.caption).bold()")))
    }

    /// A kit that deprecates an initialiser makes findings in app files it does not change:
    /// their stored scans are stale.
    func testTheKitDigestCoversTheKitsDeprecations() {
        func kit(_ attribute: String) -> KitIndex {
            let tree = Parser.parse(source: "public struct KitRow: View {\n    public init(title: String) {}\n    \(attribute)\n"
                                    + "    public init(title: String, subtitle: String) {}\n    public var body: some View { Text(\"r\") }\n}\n")
            var kit = KitIndex()
            KitDiscovery.addComponents(from: tree, path: "Kit/KitRow.swift", to: &kit)
            return kit
        }
        let plain = kit("")
        let deprecated = kit("@available(*, deprecated, renamed: \"KitRow(title:)\")")
        XCTAssertEqual(deprecated.deprecations.initialisers["KitRow"]?.compactMap(\.deprecation?.name), ["KitRow(title:subtitle:)"])
        XCTAssertNotEqual(BlobCache.digest(plain), BlobCache.digest(deprecated))
        XCTAssertNotEqual(BlobCache.digest(deprecated), BlobCache.digest(kit("@available(*, deprecated, renamed: \"KitRow(title:detail:)\")")))
    }

    /// A kit that gains a static factory makes other files' uses: their stored scans are stale.
    func testTheKitDigestCoversTheComponentsFactories() {
        func kit(_ member: String) -> KitIndex {
            let tree = Parser.parse(source: "public struct KitAccessory: View {\n    \(member)\n    public var body: some View { Text(\"a\") }\n}\n")
            var kit = KitIndex()
            KitDiscovery.addComponents(from: tree, path: "Kit/KitAccessory.swift", to: &kit)
            return kit
        }
        let plain = kit("public static let size = 12")
        let factory = kit("public static let size = KitAccessory()")
        XCTAssertEqual(factory.factories, ["KitAccessory": ["size"]])
        XCTAssertNotEqual(BlobCache.digest(plain), BlobCache.digest(factory))
    }

    /// Whether an app type draws depends on the protocols of every app file
    /// (`protocol ModalView: View`): they are read with the typealiases, kept per blob, and
    /// a kit index that knows other ones is another key.
    func testTheAppsDrawingProtocolsAreKeptAndKeyTheScans() throws {
        let tree = Parser.parse(source: "protocol ModalView: View {}\nprotocol Sheet: ModalView, Identifiable {}\ntypealias Row = KitRow\n")
        let names = KitDiscovery.declaredNames(in: tree)
        var cache = BlobCache(context: "ctx")
        cache.storeAliases(names, facts: AppFacts(), blob: "b1")
        let loaded = try XCTUnwrap(BlobCache.decode([UInt8](cache.encoded()), context: "ctx"))
        var plain = KitIndex()
        var modal = KitIndex()
        modal.addApp(try XCTUnwrap(loaded.aliases["b1"]))
        XCTAssertEqual(modal.drawingProtocols, ["ModalView": .view, "Sheet": .view])
        XCTAssertNotEqual(BlobCache.digest(plain), BlobCache.digest(modal))
        plain.addApp([("Row", "KitRow")])
        XCTAssertEqual(BlobCache.digest(plain), BlobCache.digest(KitIndex()))
    }

    /// A device helper or animation function declared in one file changes other files'
    /// scans: the key of every file's scan covers the app's facts.
    func testTheKitDigestCoversTheAppsOwnDeclarations() {
        var kit = KitIndex()
        let bare = BlobCache.digest(kit)
        kit.app = AppFacts(lines: ["m UIDevice isLarge userInterfaceIdiom"])
        XCTAssertNotEqual(BlobCache.digest(kit), bare)
        let helper = BlobCache.digest(kit)
        kit.app = AppFacts(lines: ["m UIDevice isLarge name"])
        XCTAssertNotEqual(BlobCache.digest(kit), helper)
    }

    func testAStoredScanReadsBackWithEveryField() throws {
        var cache = BlobCache(context: "ctx")
        cache.store(Self.scan, for: Self.key)
        let facts = AppFacts(lines: ["m UIDevice isPad userInterfaceIdiom", "f withAppAnimation _:Animation _:-"])
        cache.storeAliases([("Row", "KitRow"), ("Card", "KitCard")], facts: facts, blob: "b1")
        cache.storeAliases([], facts: AppFacts(), blob: "b2")
        let bytes = [UInt8](cache.encoded())
        XCTAssertEqual(bytes.filter { $0 == 0x0A }.count, 4, "one line per entry, and the header")
        let loaded = try XCTUnwrap(BlobCache.decode(bytes, context: "ctx"))
        XCTAssertEqual(loaded.scan(Self.key), Self.scan)
        XCTAssertEqual(loaded.uses(Self.key), Self.scan.uses)
        XCTAssertEqual(loaded.stored(Self.key)?.uses(anyOf: ["KitCard"]), true)
        XCTAssertEqual(loaded.stored(Self.key)?.uses(anyOf: ["KitBadge"]), false)
        XCTAssertEqual(loaded.aliases["b1"].map { $0.map { "\($0.0)=\($0.1)" } }, ["Row=KitRow", "Card=KitCard"])
        XCTAssertEqual(loaded.aliases["b2"]?.count, 0)
        XCTAssertEqual(loaded.facts["b1"], facts)
        XCTAssertNil(loaded.facts["b2"])
        XCTAssertFalse(loaded.changed)
        XCTAssertEqual([UInt8](loaded.encoded()), bytes, "the same cache gives the same bytes")
        XCTAssertNil(BlobCache.decode(bytes, context: "other rules"), "a cache written under other rules is ignored whole")
    }

    func testALineThatDoesNotReadIsAMiss() throws {
        var cache = BlobCache(context: "ctx")
        cache.store(Self.scan, for: Self.key)
        let good = String(decoding: cache.encoded(), as: UTF8.self)
        let header = String(good.prefix { $0 != "\n" })
        let line = String(good.dropFirst(header.count + 1).dropLast())
        var fields = line.components(separatedBy: "\t")
        XCTAssertEqual(fields.count, 9, "s, the key's four fields (the path's tab escaped), components, uses, rest, digest")
        XCTAssertEqual(fields[1], "App/Odd%09name %25.swift")

        func load(_ text: String) -> BlobCache? { BlobCache.decode(Array(text.utf8), context: "ctx") }
        // The uses cut short: the line loads (its key and components are intact), its scan does not.
        var cut = fields
        cut[6] = String(cut[6].dropLast(3))
        let cutCache = try XCTUnwrap(load(header + "\n" + cut.joined(separator: "\t") + "\n"))
        XCTAssertNotNil(cutCache.stored(Self.key))
        XCTAssertNil(cutCache.uses(Self.key))
        XCTAssertNil(cutCache.scan(Self.key))
        // A record of another layout (a field missing) is unreadable too.
        var short = fields
        short[7] = short[7].replacingOccurrences(of: "[\"App/Odd\\tname %.swift\",\"not UTF-8\"]", with: "[\"not UTF-8\"]")
        XCTAssertNotEqual(short[7], fields[7])
        XCTAssertNil(try XCTUnwrap(load(header + "\n" + short.joined(separator: "\t") + "\n")).scan(Self.key))
        // The components edited: the digest no longer matches, so the line is not trusted.
        fields[5] = "KitRow"
        let edited = try XCTUnwrap(load(header + "\n" + fields.joined(separator: "\t") + "\n"))
        XCTAssertNil(edited.stored(Self.key))
        XCTAssertTrue(edited.changed, "a dropped line is written again")
        // Not this format at all.
        XCTAssertNil(load("kitscan-blob-cache\t2\tctx\ns\tabc\n"))
        XCTAssertNil(load(""))
        XCTAssertNotNil(load(header + "\n\u{0}\u{1}garbage\ns\t\t\t\n"), "bad lines are dropped, the rest kept")
    }

    func testPathsWithTabsAndPercentSignsRoundTrip() throws {
        var cache = BlobCache(context: "abc")
        let key = BlobCache.Key(blob: "b1", path: "A\tB%.swift", kit: "k", debt: "d")
        let scan = BlobCache.Scan(findings: [], uses: [], unlistedViews: [], exceptions: [], problem: nil)
        cache.store(scan, for: key)
        let decoded = try XCTUnwrap(BlobCache.decode([UInt8](cache.encoded()), context: "abc"))
        XCTAssertEqual(decoded.scan(key), scan)
        XCTAssertEqual(decoded.blobs, ["b1"])
        XCTAssertNil(BlobCache.decode([UInt8](cache.encoded()), context: "other"))
    }

    func testPruningKeepsOnlyTheBlobsTheRepositoryHas() throws {
        var repo = MemoryRepository()
        repo.commit(["A.swift": "let a = 1\n"])
        let kept = MemoryRepository.blobID("let a = 1\n")
        var cache = BlobCache(context: "abc")
        let scan = BlobCache.Scan(findings: [], uses: [], unlistedViews: [], exceptions: [], problem: nil)
        cache.store(scan, for: BlobCache.Key(blob: kept, path: "A.swift", kit: "k", debt: "d"))
        cache.store(scan, for: BlobCache.Key(blob: "gone", path: "B.swift", kit: "k", debt: "d"))
        cache.storeAliases([], facts: AppFacts(), blob: "gone")
        XCTAssertEqual(cache.pruned(by: repo).blobs, [kept])
    }
}
