import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// A scan reads each file once: what the files declare for every other file (typealiases,
/// protocols, device helpers, animation functions) is read from the same bytes the scan then
/// matches, and a file parsed for those declarations is not parsed again.
final class ScanReadsTests: XCTestCase {
    /// How often each path was asked for.
    final class Reads: @unchecked Sendable {
        private var counts: [String: Int] = [:]
        private let lock = NSLock()
        func count(_ path: String) {
            lock.lock()
            counts[path, default: 0] += 1
            lock.unlock()
        }
        var all: [String: Int] {
            lock.lock()
            defer { lock.unlock() }
            return counts
        }
    }

    static let files = [
        "Kit/KitButton.swift": "import SwiftUI\n\npublic struct KitButton: View {\n    public var body: some View { Text(\"a\") }\n}\n",
        "App/Aliases.swift": "typealias AppButton = KitButton\nprotocol Screen: View {}\n",
        "App/Device.swift": AppFactsTests.padHelper,
        "App/Large.swift": AppFactsTests.helper,
        "App/Motion.swift": AppFactsTests.motion,
        "App/Layout.swift": AppFactsTests.layout + "let b = AppButton()\n",
        "App/Open.swift": AppFactsTests.screen + "let settle: Animation = .spring()\n",
    ]

    func testAScanReadsEachFileOnceWithTheSameFindings() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", Array("{\"kit\": {\"paths\": [\"Kit\"]}}\n".utf8))
        for (path, text) in Self.files { try writeFile(root, path, Array(text.utf8)) }
        let workspace = try Workspace.open(start: root)
        let reads = Reads()
        let counted = try workspace.scan(contents: { path in
            reads.count(path)
            return nil
        })
        XCTAssertEqual(reads.all, Dictionary(uniqueKeysWithValues: Self.files.keys.map { ($0, 1) }))
        let plain = try workspace.scan()
        XCTAssertEqual(counted.findings.map { "\($0.path):\($0.line):\($0.rule)" },
                       ["App/Device.swift:4:device-idiom", "App/Layout.swift:3:device-idiom", "App/Open.swift:4:raw-curve",
                        "App/Open.swift:6:raw-spring"])
        XCTAssertEqual(counted.findings.map(\.fingerprint), plain.findings.map(\.fingerprint))
        XCTAssertEqual(counted.uses.map { "\($0.path):\($0.line):\($0.component)" }, ["App/Layout.swift:5:KitButton"])
    }

    /// Past the budget a file is not kept (the scan reads it again); its declarations are read all the same.
    func testPastTheBudgetBytesAreNotKeptAndDeclarationsAreStillRead() {
        let texts = ["A.swift": AppFactsTests.padHelper, "B.swift": AppFactsTests.motion]
        let reader = AppFactsReader(types: ["UIDevice"], parameterTypes: ["Animation"])
        let reads = { (budget: Int) in
            AppFileReads.read(["A.swift", "B.swift"], read: { .success(Array(texts[$0]!.utf8)) }, facts: reader,
                              wantsAliases: { _ in true }, keep: true, budget: budget)
        }
        let none = reads(0)
        XCTAssertNil(none.take("A.swift"))
        XCTAssertEqual(none.facts.keys.sorted(), ["A.swift", "B.swift"])
        let all = reads(1 << 20)
        XCTAssertEqual(all.take("A.swift")?.bytes, Array(texts["A.swift"]!.utf8))
        XCTAssertNotNil(all.take("B.swift")?.tree, "parsed for its facts: kept for the scan")
        XCTAssertNil(all.take("B.swift"), "taken once")
    }
}
