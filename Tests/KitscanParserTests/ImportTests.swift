import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

final class ImportTests: XCTestCase {
    func testImportForms() {
        let tree = parse("""
        import SwiftUI
        @testable import Kit
        import struct Foundation.Date
        @_exported import UIKit.UIView
        import func Darwin.sqrt
        let x = 1
        """)
        XCTAssertEqual(tree.imports.map(\.path), ["SwiftUI", "Kit", "Foundation.Date", "UIKit.UIView", "Darwin.sqrt"])
        XCTAssertEqual(tree.imports.map(\.attributes), [[], ["@testable"], [], ["@_exported"], []])
        XCTAssertEqual(tree.text(tree.imports[1].token), "import")
        XCTAssertEqual(tree.line(tree.imports[2].token), 3)
        XCTAssertEqual(tree.chains.count, 1, tree.dump())
        XCTAssertEqual(tree.declarations.map(\.path), ["x"])
    }

    func testImportInsideIfConfig() {
        let tree = parse("#if canImport(UIKit)\nimport UIKit\n#endif")
        XCTAssertEqual(tree.imports.map(\.path), ["UIKit"])
        XCTAssertEqual(tree.condition(of: tree.imports[0].token), "canImport(UIKit)")
    }

    func testImportAtEndOfFile() {
        XCTAssertEqual(parse("import").imports.map(\.path), [""])
        XCTAssertEqual(parse("import A.").imports.map(\.path), ["A."])
    }
}
