import KitscanEngine
@testable import KitscanReport
import XCTest

/// The callers list marks the configurations whose callers use a deprecated kit declaration
/// (rule `deprecated-kit-use`'s findings at their anchors) and counts them per component.
final class CallersDeprecatedTests: XCTestCase {
    func testDeprecatedConfigurationsAreMarkedAndCounted() throws {
        var result = Fixtures.callers
        let use = try XCTUnwrap(result.uses.first { $0.component == "KitRow" && !$0.preview && !$0.test })
        result.findings.append(Finding(path: use.path, line: use.line, column: use.column, rule: "deprecated-kit-use",
                                       severity: .warning, message: "`KitRow(item:)` is deprecated: use `KitRow(title:)`",
                                       snippet: "", declaration: nil, fingerprint: "f"))
        let markdown = CallersReport().markdown(result)
        XCTAssertTrue(markdown.contains("; 1 use of deprecated declarations to migrate."), markdown)
        XCTAssertTrue(markdown.contains(" — **Deprecated**: `KitRow(item:)` is deprecated: use `KitRow(title:)`"), markdown)
        XCTAssertFalse(CallersReport().markdown(Fixtures.callers).contains("Deprecated"))
        let json = CallersReport().json(result)
        XCTAssertTrue(json.contains(#""deprecated": "`KitRow(item:)` is deprecated: use `KitRow(title:)`""#), json)
        XCTAssertTrue(json.contains(#""deprecated": 1"#), json)
        XCTAssertFalse(CallersReport().json(Fixtures.callers).contains("deprecated"))
    }
}
