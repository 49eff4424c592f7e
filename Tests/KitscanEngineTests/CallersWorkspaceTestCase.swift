import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// The callers list on a real workspace (issue 17): a kit file `Kit/K.swift` (and others
/// under `Kit/`), an app file `App/A.swift`, and `{"kit":{"paths":["Kit"],"modules":["Kit"]}}`,
/// scanned the way `kitscan report callers` scans them. Shared by the tests of its readings.
class CallersWorkspaceTestCase: XCTestCase {
    func scan(kit: String, app: String, more: [String: String] = [:]) throws -> ScanResult {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kitscan-callers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = ["kitscan.json": #"{"kit":{"paths":["Kit"],"modules":["Kit"]}}"#, "Kit/K.swift": kit, "App/A.swift": app]
            .merging(more) { $1 }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try Workspace.open(start: root).scan()
    }

    /// `component@line:column` of the uses in the app file, in source order.
    func appUses(_ result: ScanResult) -> [ComponentUse] {
        result.uses.filter { $0.path == "App/A.swift" }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    func places(_ uses: [ComponentUse]) -> [String] {
        uses.map { "\($0.component)@\($0.line):\($0.column)" }
    }

    let kitRow = """
        public struct KitRow: View {
            public init(item: String = "") {}
            public var body: some View { Text("r") }
        }
        public extension View { func kitGlass() -> some View { self } }
        """
}
