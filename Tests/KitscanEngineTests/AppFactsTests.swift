import Foundation
import XCTest
import KitscanLexer
import KitscanParser
import KitscanTestSupport
@testable import KitscanEngine

/// The app's own declarations that the rules read — device helpers declared in an
/// `extension UIDevice`, functions taking an `Animation` — are read from every file of the
/// app before any file is matched, so a declaration in one file changes another's findings.
final class AppFactsTests: XCTestCase {
    static let helper = "import UIKit\n\nextension UIDevice {\n    static var isLarge: Bool { isPad }\n}\n"
    static let padHelper = "import UIKit\n\nextension UIKit.UIDevice {\n    static var isPad: Bool { current.userInterfaceIdiom == .pad }\n}\n"
    static let layout = "import UIKit\n\nlet wide = UIDevice.isLarge\nlet version = UIDevice.current.systemVersion\n"
    static let motion = "import SwiftUI\n\nfunc withAppAnimation<R>(_ animation: Animation? = .default, _ body: () throws -> R) rethrows -> R {\n"
        + "    try withAnimation(animation, body)\n}\n"
    static let screen = "import SwiftUI\n\nfunc open() {\n    withAppAnimation(.easeInOut) { }\n}\n"

    func app(_ files: [String: String]) throws -> String {
        let root = try temporaryFolder(self)
        try writeFile(root, "kitscan.json", Array("{}\n".utf8))
        for (path, text) in files { try writeFile(root, path, Array(text.utf8)) }
        return root
    }

    func findings(_ result: ScanResult, _ rule: String) -> [String] {
        result.findings.filter { $0.rule == rule }.map { "\($0.path):\($0.line):\($0.column)" }
    }

    func testAHelperDeclaredInOneFileMakesADeviceTestInAnother() throws {
        let root = try app(["Device.swift": Self.helper, "Pad.swift": Self.padHelper, "Layout.swift": Self.layout])
        let workspace = try Workspace.open(start: root)
        // `isLarge` reads `isPad`, a helper declared in another file, which reads the idiom.
        let all = findings(try workspace.scan(), "device-idiom")
        XCTAssertEqual(all, ["Layout.swift:3:12", "Pad.swift:4:38"])
        // A scan of one file (a pre-commit check) reads the helpers of the others too.
        XCTAssertEqual(findings(try workspace.scan(paths: [root + "/Layout.swift"]), "device-idiom"), ["Layout.swift:3:12"])
        XCTAssertEqual(findings(try workspace.scan(files: ["Layout.swift"]), "device-idiom"), ["Layout.swift:3:12"])
        // Without the helper that reads the idiom, neither is a device test.
        let bare = try app(["Device.swift": Self.helper, "Layout.swift": Self.layout])
        XCTAssertEqual(findings(try Workspace.open(start: bare).scan(), "device-idiom"), [])
    }

    func testAnAppFunctionTakingAnAnimationMakesItsArgumentAPosition() throws {
        let root = try app(["Motion.swift": Self.motion, "Screen.swift": Self.screen])
        XCTAssertEqual(findings(try Workspace.open(start: root).scan(), "raw-curve"), ["Screen.swift:4:23"])
        XCTAssertEqual(findings(try Workspace.open(start: root).scan(files: ["Screen.swift"]), "raw-curve"), ["Screen.swift:4:23"])
        let alone = try app(["Screen.swift": Self.screen])
        XCTAssertEqual(findings(try Workspace.open(start: alone).scan(), "raw-curve"), [], "no declaration: no position")
    }

    func testFactsAreReadOnlyFromFilesMentioningTheirTypesAndKeptAsLines() {
        let reader = AppFactsReader(types: ["UIDevice"], parameterTypes: ["Animation", "SwiftUI.Animation"])
        XCTAssertEqual(reader.facts(in: Array(Self.padHelper.utf8)).lines, ["m UIDevice isPad current userInterfaceIdiom"])
        XCTAssertEqual(reader.facts(in: Array(Self.motion.utf8)).lines, ["f withAppAnimation _:Animation= _:-"])
        XCTAssertTrue(reader.facts(in: Array("extension String { var isPad: Bool { true } }\n".utf8)).isEmpty)
        // Read as Swift spaces and qualifies them; a longer name or a mere mention is none.
        XCTAssertEqual(reader.facts(in: Array("extension \t UIKit.UIDevice { var isPad: Bool { model == \"iPad\" } }\n".utf8)).lines,
                       ["m UIDevice isPad model"])
        XCTAssertEqual(reader.facts(in: Array("func go(a:SwiftUI.Animation, b: Int) {}\n".utf8)).lines, ["f go a:SwiftUI.Animation b:-"])
        XCTAssertTrue(reader.facts(in: Array("extension MyUIDevice { var isPad: Bool { model == 1 } }\nlet d = UIDevice.current\n".utf8)).isEmpty)
        XCTAssertTrue(reader.facts(in: Array("let a = Animation.easeIn\nfunc go(a: AnimationKind) {}\n".utf8)).isEmpty)
        let facts = AppFacts(lines: ["f withAppAnimation _:Animation= _:-"])
        XCTAssertEqual(facts.functions.first?.parameters, [AppFacts.Parameter(label: nil, type: "Animation", hasDefault: true),
                                                           AppFacts.Parameter(label: nil, type: nil, hasDefault: false)])
    }
}

/// Which files the facts are read from: a file is parsed for them only when it may declare
/// one, and a stored animation (`static let settle: Animation = …`) declares none.
final class AppFactsPrefilterTests: XCTestCase {
    let reader = AppFactsReader(types: ["UIDevice"], parameterTypes: ["Animation", "SwiftUI.Animation"])

    func may(_ text: String) -> Bool { reader.mayDeclare(Array(text.utf8)) }

    func testAStoredAnimationIsNoParameterAndAParameterAlwaysMayBe() {
        XCTAssertFalse(may("enum Motion {\n    static let settle: Animation = .spring()\n}\n"))
        XCTAssertFalse(may("var body: some View {\n    let animation: SwiftUI.Animation = .default\n}\n"))
        XCTAssertFalse(may("let a: Animation = .easeIn"))
        XCTAssertFalse(may("struct S { private var a: Animation; var b: Animation }"))
        XCTAssertTrue(may("func go(_ a: Animation) {}"))
        XCTAssertTrue(may("func go(x: Int, label a: Animation?) {}"))
        XCTAssertTrue(may("func go(\n    a: Animation\n) {}"))
        XCTAssertTrue(may("init(@Builder content a: Animation) {}"))
        XCTAssertTrue(may("func go(x: Int, // the curve to use\n      a: Animation) {}"))
        XCTAssertTrue(may("func go(x: Int, /* the curve */ a: Animation) {}"))
        XCTAssertTrue(may("func go(x: Int,\n /* the curve\n to use */\n a: Animation) {}"))
        XCTAssertTrue(may("func go(`default`: Animation) {}"))
        XCTAssertTrue(may("extension UIDevice { var isPad: Bool { true } }"))
    }

    /// Exact: a function with an animation parameter passes the prefilter however its
    /// parameter is written (labels, comments, attributes, lines, qualifiers).
    func testEveryWayOfWritingAnAnimationParameterPassesThePrefilter() {
        let heads = ["func go", "static func go<T>", "    private func go", "init"]
        let befores = ["(", "(x: Int, ", "(\n    ", "(x: Int, // the curve\n    ", "(/* c */ ", "(@Builder ",
                       "(x: Int,\n    /* a\n    b */\n    ", "(x: Int = 1 /* c */, "]
        let names = ["a", "_ a", "label a", "`default`", "_ `in`"]
        let colons = [":", " :", ": ", ":\n  "]
        let types = ["Animation", "SwiftUI.Animation", "Animation?", "Animation = .default", "Animation!"]
        var withFacts = 0
        for head in heads { for before in befores { for name in names { for colon in colons { for type in types {
            let text = "struct S {\n    static let settle: Animation = .spring()\n\(head)\(before)\(name)\(colon)\(type)) {}\n}\n"
            let bytes = Array(text.utf8)
            let facts = reader.facts(in: Parser.parse(Lexer.lex(bytes)))
            if !facts.isEmpty { withFacts += 1 }
            XCTAssertTrue(facts.isEmpty || reader.mayDeclare(bytes), text)
        } } } } }
        XCTAssertGreaterThan(withFacts, 500)
    }
}
