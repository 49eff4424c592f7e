import XCTest
@testable import KitscanEngine

/// Rule `catalog-missing-case`: one finding per app caller whose configuration the catalog
/// has no case of; the catalog's cases are read with the kit, so a file scanned alone
/// gets the whole scan's answer.
final class CatalogMissingCaseTests: CallersWorkspaceTestCase {
    let kit = """
        public struct KitRow: View {
            public init(title: String, detail: String? = nil, onOpen: (() -> Void)? = nil) {}
            public var body: some View { Text("r") }
        }
        struct KitList: View { var body: some View { KitRow(title: "k", detail: "own") } }
        """
    let app = """
        struct A: View {
            var body: some View {
                KitRow(title: a)
                KitRow(title: c, detail: d)
                KitRow(title: e) { open() }
            }
        }
        #Preview { KitRow(title: "p") { } }
        """
    let catalog = #"#Preview("KitRow(title:)") { KitRow(title: "Inbox") }"#
    let withCatalog = #"{"kit":{"paths":["Kit"],"modules":["Kit"]},"catalog":{"paths":["Catalog"]}}"#

    /// `kitscan fix` cannot write a case, but says what to run instead of "no single replacement".
    func testTheFixLeavesEachCallerSayingHowToAddTheCase() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kitscan-catalog-fix-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in ["kitscan.json": withCatalog, "Kit/K.swift": kit, "App/A.swift": app, "Catalog/Cases.swift": catalog] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var outcomes: [FixOutcome] = []
        _ = try Workspace.open(start: root).fix(options: FixOptions(rules: ["catalog-missing-case"])) { outcomes += $0.outcomes }
        XCTAssertEqual(outcomes.count, 2)
        for outcome in outcomes {
            XCTAssertFalse(outcome.fixed)
            XCTAssertEqual(outcome.reason, "the catalog needs a case, not the caller a change: `kitscan catalog --scaffold FILE` writes one")
        }
    }

    func testEachAppCallerWithoutACaseIsAFindingAtTheUse() throws {
        let result = try scan(kit: kit, app: app, more: ["kitscan.json": withCatalog, "Catalog/Cases.swift": catalog])
        let found = result.findings.filter { $0.rule == "catalog-missing-case" }
        // Not the kit's own use, the catalog's case or the preview: the app's two callers without a case.
        XCTAssertEqual(found.map { "\($0.path):\($0.line):\($0.column)" }, ["App/A.swift:4:9", "App/A.swift:5:9"])
        XCTAssertEqual(found.first?.message,
                       "`KitRow(title:detail:)` has no case in the catalog: add one (`kitscan catalog --scaffold FILE`)")
        XCTAssertEqual(found.last?.message, "`KitRow(title:) { }` has no case in the catalog: add one (`kitscan catalog --scaffold FILE`)")
        XCTAssertEqual(found.first?.severity, .warning)
        // The rule and the callers list say the same: the uncovered configurations' callers.
        let row = try XCTUnwrap(ComponentCallers.group(result).first { $0.component.name == "KitRow" })
        XCTAssertEqual(row.configurations.filter { !$0.covered }.flatMap(\.callers).map(\.line).sorted(), found.map(\.line))
    }

    func testWithoutCatalogPathsTheRuleIsOff() throws {
        let result = try scan(kit: kit, app: app, more: ["Catalog/Cases.swift": catalog])
        XCTAssertFalse(result.hasCatalog)
        // Off, not merely silent: it is not among the scan's rules.
        XCTAssertFalse(result.rules.contains { $0.id == "catalog-missing-case" })
        XCTAssertEqual(result.findings.filter { $0.rule == "catalog-missing-case" }, [])
    }

    /// The catalog is read with the kit: scanning one app file alone (as `check --staged`
    /// does) still sees its cases, and an empty catalog covers nothing.
    func testAFileScannedAloneSeesTheCatalogsCases() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kitscan-catalog-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in ["kitscan.json": withCatalog, "Kit/K.swift": kit, "App/A.swift": app, "Catalog/Cases.swift": catalog] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let workspace = try Workspace.open(start: root)
        let alone = try workspace.scan(files: ["App/A.swift"])
        XCTAssertEqual(alone.findings.filter { $0.rule == "catalog-missing-case" }.map(\.line), [4, 5])
        let kitOnly = workspace.fileScanner(scanned: ["App/A.swift"]).kit
        XCTAssertEqual(kitOnly.catalogCases, ["KitRow(title:)"])
        try Data("// no cases yet\n".utf8).write(to: URL(fileURLWithPath: root + "/Catalog/Cases.swift"))
        let empty = try workspace.scan(files: ["App/A.swift"])
        XCTAssertEqual(empty.findings.filter { $0.rule == "catalog-missing-case" }.map(\.line), [3, 4, 5])
    }
}
