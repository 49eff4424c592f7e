import Foundation
import XCTest
import KitscanTestSupport

/// The compiler is the judge of `kitscan fix --rule deprecated-kit-use`: a kit and an app
/// written without SwiftUI (Tests/MigrationFixtures/compiles) type-check with a deprecation
/// warning per use before the fix, and with no error and no deprecation warning after it.
final class MigrationCompilesTests: XCTestCase {
    /// The compiler's diagnostics of `App.swift` against the kit's module, one line each.
    private func diagnostics(_ swiftc: String, app: String, modules: String) throws -> [String] {
        let (_, output) = try runProcess(swiftc, ["-typecheck", "-diagnostic-style", "llvm", "-I", modules, app],
                                         cwd: URL(fileURLWithPath: app).deletingLastPathComponent().path)
        return output.split(separator: "\n").map(String.init)
            .filter { $0.contains(": warning: ") || $0.contains(": error: ") }
    }

    func testTheFixedAppTypeChecksWithNoDeprecationLeft() throws {
        // Not resolved: `swiftc` is a link whose name chooses the driver's mode.
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
        guard let swiftc = folders.map({ $0 + "/swiftc" }).first(where: FileManager.default.isExecutableFile) else {
            return XCTFail("swiftc is not on PATH: this test needs the toolchain that builds kitscan")
        }
        let folder = packageRoot + "/Tests/MigrationFixtures/compiles"
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", Array(#"{"kit":{"paths":["Kit"],"modules":["Kit"]}}"#.utf8))
        let kit = try writeFile(root, "Kit/Kit.swift", Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/Kit.swift"))))
        let app = try writeFile(root, "App/App.swift", Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/App.swift"))))
        let modules = root + "/.modules"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        let (status, output) = try runProcess(swiftc, ["-emit-module", "-module-name", "Kit", "-emit-module-path",
                                                       modules + "/Kit.swiftmodule", kit], cwd: root)
        XCTAssertEqual(status, 0, output)

        let before = try diagnostics(swiftc, app: app, modules: modules)
        XCTAssertEqual(before.filter { $0.contains("deprecated") }.count, 12, before.joined(separator: "\n"))
        XCTAssertFalse(before.contains { $0.contains(": error: ") }, before.joined(separator: "\n"))

        let fix = kitscan(["fix", "--rule", "deprecated-kit-use"], cwd: root)
        XCTAssertEqual(fix.code, 0, fix.stderr)
        XCTAssertTrue(fix.stdout.contains("Fixed 12 findings in 1 file"), fix.stdout)

        let after = try diagnostics(swiftc, app: app, modules: modules)
        let fixed = try String(contentsOfFile: app, encoding: .utf8)
        XCTAssertEqual(after, [], "the fixed app:\n" + fixed)
    }
}
