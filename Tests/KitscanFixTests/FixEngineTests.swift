import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// The fix stage on small projects written to disk: which findings have one right
/// replacement, and every way a fix is refused.
final class FixEngineTests: XCTestCase {
    static let colours = """
    import SwiftUI
    public enum KitColor {
        public static let selection = Color(red: 0.22, green: 0.47, blue: 0.96)
        public static let accent = Color(hex: "#2E6BE6")
        public static let soft = Color(red: 0.1, green: 0.2, blue: 0.3).opacity(0.5)
    }
    """
    static let config = """
    { "kit": { "paths": ["Kit/Sources"], "modules": ["Kit"], "tokens": ["Kit/Sources/Kit/Tokens"],
               "fontTokens": ["KitFont"], "metricTokens": ["KitMetrics"] },
      "rulePaths": ["Rules"] }
    """

    /// A project with the kit's colour tokens, `files` (path -> source) and `rules` (team
    /// rule files); returns the fix of `path`.
    func fix(_ path: String, in files: [String: String], config: String = FixEngineTests.config,
             rules: [String: String] = [:], only: Set<String>? = nil, secondRun: Bool = true) throws -> FileFix {
        let root = try temporaryFolder(self)
        var all = ["Kit/Sources/Kit/Tokens/KitColor.swift": Self.colours, "kitscan.json": config]
        for (name, text) in files { all[name] = text }
        for (name, text) in rules { all["Rules/" + name] = text }
        if rules.isEmpty { all["Rules/.keep.json.txt"] = "" }
        for (name, text) in all {
            let url = URL(fileURLWithPath: root + "/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let workspace = try Workspace.open(start: root)
        let scanner = workspace.fileScanner(scanned: workspace.files().files)
        let fix = FixEngine.fix(bytes: Array(files[path]!.utf8), path: path, scanner: scanner,
                                options: FixOptions(rules: only, addImports: workspace.config.fix.addImports))
        // Whatever it did, a second run over the result has nothing left to do.
        if secondRun, let fixed = fix.fixed {
            let again = FixEngine.fix(bytes: fixed, path: path, scanner: scanner,
                                      options: FixOptions(rules: only, addImports: workspace.config.fix.addImports))
            XCTAssertNil(again.fixed.map { String(decoding: $0, as: UTF8.self) }, "a second fix changed \(path)")
            XCTAssertEqual(again.outcomes.filter(\.fixed).count, 0)
        }
        return fix
    }

    func text(_ fix: FileFix) -> String { String(decoding: fix.fixed ?? fix.original, as: UTF8.self) }

    func reasons(_ fix: FileFix, _ rule: String) -> [String] {
        fix.outcomes.filter { $0.finding.rule == rule && !$0.fixed }.map { $0.reason ?? "(none)" }
    }

    // MARK: Colours

    func testAColourCopyBecomesTheTokenKeepingCommentsAndSpacing() throws {
        let source = "import SwiftUI\nimport Kit\n\nlet a = /* keep */ Color(red: 0.22,\n    green: 0.47, blue: 0.96) // why\nlet b = SwiftUI.Color(hex: \"#2E6BE6\")\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source])
        XCTAssertEqual(text(result), "import SwiftUI\nimport Kit\n\nlet a = /* keep */ KitColor.selection // why\nlet b = KitColor.accent\n")
        XCTAssertEqual(result.outcomes.filter(\.fixed).map(\.replacement), ["KitColor.selection", "KitColor.accent"])
    }

    func testACommentInsideTheCopyIsNeverLost() throws {
        let source = "import Kit\nlet a = Color(red: 0.22, /* brand */ green: 0.47, blue: 0.96)\nlet b = Color(red: 0.22, // why\n    green: 0.47, blue: 0.96)\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source])
        XCTAssertNil(result.fixed)
        XCTAssertEqual(reasons(result, "raw-colour"), ["a comment inside it would be lost", "a comment inside it would be lost"])
        let style = rule("text-style", "\".font($style:member)\"",
                         fix: "{ \"template\": \".font(KitFont.$style)\", \"map\": { \"caption\": \"label\" } }")
        let team = try fix("App/B.swift", in: ["App/B.swift": "let a = v.font( /* small */ .caption)\n"], rules: ["text-style.json": style])
        XCTAssertNil(team.fixed)
        XCTAssertEqual(reasons(team, "text-style"), ["a comment inside it would be lost"])
    }

    func testTwoTokensWithTheValueHaveNoSingleReplacement() throws {
        let source = "import Kit\nlet a = Color(red: 0.22, green: 0.47, blue: 0.96)\n"
        let tokens = "import SwiftUI\npublic enum Brand {\n    public static let blue = Color(red: 0.22, green: 0.47, blue: 0.96)\n}\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source, "Kit/Sources/Kit/Tokens/Brand.swift": tokens])
        XCTAssertNil(result.fixed)
        XCTAssertEqual(reasons(result, "raw-colour"),
                       ["2 kit tokens have this colour (`Brand.blue`, `KitColor.selection`): no single replacement"])
    }

    func testOnlyWhatAnAppCanWriteIsAToken() throws {
        // A theme struct's instance property is no token; a top-level `let` and an enum
        // case with a raw value are.
        let tokens = """
        import SwiftUI
        public struct IceCubeDark {
            public var secondaryBackgroundColor = Color(red: 0.22, green: 0.47, blue: 0.96)
            public let tint = Color(red: 0.3, green: 0.3, blue: 0.3)
        }
        public let kitInk = Color(red: 0.4, green: 0.4, blue: 0.4)
        public var kitMutable = Color(red: 0.6, green: 0.6, blue: 0.6)
        public enum KitHex: String {
            case paper = "#FAFAFA"
        }
        """
        let source = """
        import Kit
        let a = Color(red: 0.22, green: 0.47, blue: 0.96)
        let b = Color(red: 0.3, green: 0.3, blue: 0.3)
        let c = Color(red: 0.4, green: 0.4, blue: 0.4)
        let d = Color(red: 0.6, green: 0.6, blue: 0.6)
        let e = Text("#FAFAFA")
        """
        let result = try fix("App/A.swift", in: ["App/A.swift": source, "Kit/Sources/Kit/Tokens/Theme.swift": tokens])
        XCTAssertEqual(result.outcomes.filter { $0.finding.rule == "raw-colour" }.map { $0.finding.copies ?? "-" },
                       ["KitColor.selection", "-", "kitInk", "-", "KitHex.paper"])
        XCTAssertEqual(result.outcomes.filter(\.fixed).map(\.replacement), ["KitColor.selection", "kitInk"])
    }

    func testASmallFontNamesOnlyAFontTokenNeverAMetric() throws {
        let metrics = "import CoreGraphics\npublic enum KitMetrics {\n    public static let hairline: CGFloat = 1\n}\n"
        let fonts = "import SwiftUI\npublic enum KitFont {\n    public static let micro: CGFloat = 2\n}\n"
        let source = "import Kit\nlet a = Text(\"a\").font(.system(size: 1))\nlet b = Text(\"b\").font(.system(size: 2))\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source, "Kit/Sources/Kit/Tokens/KitMetrics.swift": metrics,
                                                 "Kit/Sources/Kit/Tokens/KitFont.swift": fonts])
        XCTAssertEqual(result.outcomes.filter { $0.finding.rule == "small-font" }.map { $0.finding.copies ?? "-" },
                       ["-", "KitFont.micro"])
    }

    func testATokenOfAnotherTypeOrBuiltFromTheValueIsNoReplacement() throws {
        let source = """
        import Kit
        let a = UIColor(red: 0.22, green: 0.47, blue: 0.96)
        let b = Color(red: 0.1, green: 0.2, blue: 0.3)
        let c = Color(uiColor: .init(red: 0.22, green: 0.47, blue: 0.96))
        let d = Color(red: 0.5, green: 0.5, blue: 0.5)
        let e = Theme.Color(red: 0.22, green: 0.47, blue: 0.96)
        """
        let result = try fix("App/A.swift", in: ["App/A.swift": source])
        XCTAssertNil(result.fixed)
        XCTAssertEqual(reasons(result, "raw-colour"), [
            "`KitColor.selection` is a Color; this builds a UIColor",
            "`KitColor.soft` is built from this colour, not equal to it",
            "an implicit `.init(…)`'s type comes from where it stands",
            "no kit token has this colour",
            "`Theme.Color` may be another type than the kit token's",
        ])
    }

    func testAFileDeclaringItsOwnTokenTypeIsLeft() throws {
        let source = "import Kit\nenum KitColor {}\nlet a = Color(red: 0.22, green: 0.47, blue: 0.96)\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source])
        XCTAssertNil(result.fixed)
        XCTAssertEqual(reasons(result, "raw-colour"), ["the file declares its own `KitColor`, which would hide the kit's"])
    }

    func testAnExceptedFindingIsNeverTouched() throws {
        let source = "import Kit\nlet a = Color(red: 0.22, green: 0.47, blue: 0.96) // kitscan-allow: raw-colour -- the logo\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source])
        XCTAssertNil(result.fixed)
        XCTAssertEqual(result.outcomes.count, 0)
    }

    // MARK: Imports

    func testAMissingImportLeavesTheFindingUnlessTheConfigAddsIt() throws {
        let source = "import SwiftUI\n\nlet a = Color(red: 0.22, green: 0.47, blue: 0.96)\n"
        let left = try fix("App/A.swift", in: ["App/A.swift": source])
        XCTAssertNil(left.fixed)
        XCTAssertEqual(reasons(left, "raw-colour"),
                       ["needs `import Kit`, which the file does not have; set \"fix\": { \"addImports\": true } in kitscan.json to add it"])

        let config = Self.config.replacingOccurrences(of: "\"rulePaths\"", with: "\"fix\": { \"addImports\": true }, \"rulePaths\"")
        let added = try fix("App/A.swift", in: ["App/A.swift": source], config: config)
        XCTAssertEqual(text(added), "import SwiftUI\nimport Kit\n\nlet a = KitColor.selection\n")
        XCTAssertEqual(added.addedImports, ["Kit"])

        // No import at all: before the first line of code, after the header comment.
        let bare = "// Header\n\nlet a = Color(red: 0.22, green: 0.47, blue: 0.96)\n"
        let top = try fix("App/B.swift", in: ["App/B.swift": bare], config: config)
        XCTAssertEqual(text(top), "// Header\n\nimport Kit\n\nlet a = KitColor.selection\n")

        // CRLF files get a CRLF import line; an import inside `#if` is not the place.
        let crlf = "import SwiftUI\r\n#if os(iOS)\r\nimport UIKit\r\n#endif\r\nlet a = Color(red: 0.22, green: 0.47, blue: 0.96)\r\n"
        let windows = try fix("App/C.swift", in: ["App/C.swift": crlf], config: config)
        XCTAssertEqual(text(windows), "import SwiftUI\r\nimport Kit\r\n#if os(iOS)\r\nimport UIKit\r\n#endif\r\nlet a = KitColor.selection\r\n")
    }

    func testAFileInTheTokensModuleNeedsNoImport() throws {
        let source = "import SwiftUI\nlet a = Color(red: 0.22, green: 0.47, blue: 0.96)\n"
        let result = try fix("Kit/Sources/Kit/Row.swift", in: ["Kit/Sources/Kit/Row.swift": source])
        XCTAssertEqual(text(result), "import SwiftUI\nlet a = KitColor.selection\n")
    }

    // MARK: Fonts and metrics

    func testAFontSizeCopyBecomesTheFontToken() throws {
        let fonts = """
        import SwiftUI
        public enum KitFont {
            public static let caption: CGFloat = 11
            public static let askPill = Font.system(size: 11.5, weight: .medium)
            public static let tiny = Font.custom("Geist", size: 9).weight(.bold)
        }
        """
        let source = """
        import Kit
        let a = Text("a").font(.system(size: 11))
        let b = Text("b").font(.system(size: 11.5, weight: .medium))
        let c = Text("c").font(Font.system(size: 11.5, weight: .medium))
        let d = Text("d").font(.system(size: 11.5))
        let e = Text("e").font(.system(size: 9))
        let f = Text("f").font(.system(size: 10))
        """
        let result = try fix("App/A.swift", in: ["App/A.swift": source, "Kit/Sources/Kit/Tokens/KitFont.swift": fonts])
        XCTAssertEqual(text(result), """
        import Kit
        let a = Text("a").font(.system(size: KitFont.caption))
        let b = Text("b").font(KitFont.askPill)
        let c = Text("c").font(KitFont.askPill)
        let d = Text("d").font(.system(size: 11.5))
        let e = Text("e").font(.system(size: 9))
        let f = Text("f").font(.system(size: 10))
        """)
        XCTAssertEqual(reasons(result, "small-font"), [
            "`KitFont.askPill` has this size but is another font (`system(size: 11.5, weight: .medium)`)",
            "`KitFont.tiny` has this size but is another font (not one call)",
            "no kit token has this size",
        ])
    }

    static let padding = """
    { "id": "literal-padding", "message": "Literal padding", "matcher": "pattern",
      "parameters": { "patterns": { "type": "stringArray", "default": [".padding($n:number)"] } },
      "triggers": ["a.↓padding(3)"], "passes": ["a.padding(x)"] }
    """

    func testAPatternNumberCopyingOneMetricTokenBecomesIt() throws {
        let metrics = """
        import CoreGraphics
        public enum KitMetrics {
            public static let row: CGFloat = 14
            public static let gap: CGFloat = 10
            public static let inset: CGFloat = 10
        }
        """
        let source = "import Kit\nlet a = v.padding(14)\nlet b = v.padding(10)\nlet c = v.padding(7 * 2)\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source, "Kit/Sources/Kit/Tokens/KitMetrics.swift": metrics],
                             rules: ["literal-padding.json": Self.padding])
        XCTAssertEqual(text(result), "import Kit\nlet a = v.padding(KitMetrics.row)\nlet b = v.padding(10)\nlet c = v.padding(KitMetrics.row)\n")
        XCTAssertEqual(reasons(result, "literal-padding"),
                       ["2 kit tokens have this value (`KitMetrics.gap`, `KitMetrics.inset`): no single replacement"])
    }

    // MARK: Team templates

    func rule(_ id: String, _ pattern: String, fix: String, extra: String = "") -> String {
        """
        { "id": "\(id)", "message": "m", "matcher": "pattern",
          "parameters": { "patterns": { "type": "stringArray", "default": [\(pattern)] }\(extra) },
          "triggers": [], "passes": [], "fix": \(fix) }
        """
    }

    func testATemplateWithAMapRewritesMembersAndLeavesWhatTheMapLacks() throws {
        let style = rule("text-style", "\".font($style:member)\"",
                         fix: "{ \"template\": \".font(KitFont.$style)\", \"map\": { \"caption\": \"label\" } }")
        let source = "let a = Text(\"a\").font(.caption)\nlet b = Text(\"b\")\n    .font( .title ) // big\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source], rules: ["text-style.json": style])
        XCTAssertEqual(text(result), "let a = Text(\"a\").font(KitFont.label)\nlet b = Text(\"b\")\n    .font( .title ) // big\n")
        XCTAssertEqual(reasons(result, "text-style"), ["`fix.map` has no name for `title`"])
    }

    func testAnOverlappingFixIsLeftAndNamedAndTheFirstInSourceOrderWins() throws {
        let ink = rule("raw-ink", "\".ink($c)\"", fix: "\".foregroundStyle(.primary)\"")
        let source = "import Kit\nlet a = Text(\"a\").ink(Color(red: 0.22, green: 0.47, blue: 0.96))\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source], rules: ["raw-ink.json": ink])
        XCTAssertEqual(text(result), "import Kit\nlet a = Text(\"a\").foregroundStyle(.primary)\n")
        XCTAssertNil(result.problem)
        // The colour inside went with the rewrite, in the one pass.
        XCTAssertEqual(result.outcomes.map(\.finding.rule), ["raw-ink", "raw-colour"])
        XCTAssertEqual(result.outcomes.map(\.replacement), [".foregroundStyle(.primary)", ".foregroundStyle(.primary)"])
    }

    func testFixesThatCrossAreMadeOneAfterTheOther() throws {
        // `.pad(x).tint` rewritten by one rule, `.tint(y)` by the other: the ranges cross, so
        // the first in source order goes first and the other is fixed in a second pass.
        let first = rule("first", "\".pad(x).tint\"", fix: "\".pad(k).tint\"")
        let second = rule("second", "\".tint(y)\"", fix: "\".tint(q)\"")
        let source = "let a = v.pad(x).tint(y)\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source], rules: ["first.json": first, "second.json": second])
        XCTAssertEqual(text(result), "let a = v.pad(k).tint(q)\n")
        XCTAssertEqual(result.outcomes.filter(\.fixed).map(\.finding.rule), ["first", "second"])
    }

    func testARewriteThatIsFoundAgainAddsAFindingOrBreaksTheParseIsNotWritten() throws {
        let same = rule("same", "\".padding($n:number)\"", fix: "\".padding($n)\"")
        let again = try fix("App/A.swift", in: ["App/A.swift": "let a = v.padding(3)\n"], rules: ["same.json": same])
        XCTAssertNil(again.fixed)
        XCTAssertEqual(reasons(again, "same"), ["not fixed: its same finding at 1:11 would be found again after the fix"])

        let other = rule("other", "\".pad(4)\"", fix: "\".padding(3)\"")
        let added = try fix("App/A.swift", in: ["App/A.swift": "let a = v.pad(4)\n"], rules: ["same.json": same, "other.json": other])
        XCTAssertNil(added.fixed)
        XCTAssertEqual(reasons(added, "other"), ["not fixed: the rewritten file would have a new same finding on line 1"])

        let broken = rule("broken", "\".padding($n:number)\"", fix: "\".padding(($n)\"")
        let unparsed = try fix("App/A.swift", in: ["App/A.swift": "let a = v.padding(3)\n"], rules: ["broken.json": broken])
        XCTAssertNil(unparsed.fixed)
        XCTAssertTrue(reasons(unparsed, "broken").first?.hasPrefix("not fixed: the rewritten file would not parse as cleanly") ?? false,
                      "\(reasons(unparsed, "broken"))")
    }

    func testOnlyTheChosenRulesAreFixed() throws {
        let style = rule("text-style", "\".font($style:member)\"",
                         fix: "{ \"template\": \".font(KitFont.$style)\", \"map\": { \"caption\": \"label\" } }")
        let source = "import Kit\nlet a = Text(\"a\").font(.caption).foregroundStyle(Color(red: 0.22, green: 0.47, blue: 0.96))\n"
        let result = try fix("App/A.swift", in: ["App/A.swift": source], rules: ["text-style.json": style],
                             only: ["raw-colour"])
        XCTAssertEqual(text(result), "import Kit\nlet a = Text(\"a\").font(.caption).foregroundStyle(KitColor.selection)\n")
        XCTAssertEqual(Set(result.outcomes.map(\.finding.rule)), ["raw-colour"])
    }
}
