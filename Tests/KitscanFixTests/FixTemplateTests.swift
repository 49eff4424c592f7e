import XCTest
import KitscanTestSupport
import KitscanSupport
@testable import KitscanEngine

/// A team rule's `"fix"` and `"fixes"`: how they are read, checked against the patterns,
/// and run as examples.
final class FixTemplateTests: XCTestCase {
    func rule(_ patterns: String, fix: String, fixes: String = "[]", matcher: String = "pattern") throws -> RuleDefinition {
        let json = """
        { "id": "team-rule", "message": "m", "matcher": "\(matcher)",
          "parameters": { "\(matcher == "pattern" ? "patterns" : "identifiers")": { "type": "stringArray", "default": [\(patterns)] } },
          "triggers": [], "passes": [], "fix": \(fix), "fixes": \(fixes) }
        """
        return try RuleLoader.parse(Array(json.utf8), file: "team-rule.json")
    }

    func loadError(_ patterns: String, fix: String, matcher: String = "pattern") -> String? {
        do {
            let definition = try rule(patterns, fix: fix, matcher: matcher)
            _ = try RuleSet(definitions: [definition], config: Config())
            return nil
        } catch let error as RuleLoadError {
            return error.problem
        } catch {
            return "\(error)"
        }
    }

    func testTemplatesAreReadAsAStringOrAnObject() throws {
        XCTAssertEqual(try rule("\".font($s:member)\"", fix: "\".font(KitFont.$s)\"").fix,
                       FixTemplate(template: ".font(KitFont.$s)"))
        let full = try rule("\".padding($n:number)\"",
                            fix: "{ \"template\": \"Space.$n\", \"capture\": \"$n\", \"map\": { \"14\": \"row\" }, \"module\": \"Kit\" }")
        XCTAssertEqual(full.fix, FixTemplate(template: "Space.$n", capture: "n", map: ["14": "row"], module: "Kit"))
        XCTAssertEqual(FixTemplate(template: "a.$n + $0 + $ + $_x1").captures, ["n", "_x1"])
    }

    func testBadTemplatesAreErrorsNamingTheFix() {
        XCTAssertEqual(loadError("\".padding($n:number)\"", fix: "\".padding(Space.$m)\""),
                       "`fix` writes `$m`, which pattern 1 does not capture.")
        XCTAssertEqual(loadError("\".padding($n:number)\", \".frame(width: $w:number)\"", fix: "{ \"template\": \"S.$n\", \"capture\": \"n\" }"),
                       "`fix` writes `$n`, which pattern 2 does not capture.")
        XCTAssertEqual(loadError("\"RoundedRectangle(cornerRadius: $r:number, ...)\"", fix: "\"RoundedRectangle(cornerRadius: R.$r)\""),
                       "`fix` would replace the whole match of pattern 1, dropping what its `...` skipped; set `\"capture\"` to replace one capture instead.")
        XCTAssertEqual(loadError("\".padding($n:number)\"", fix: "{ \"template\": \"S.$n\", \"capture\": \"n\", \"map\": { \"row\": \"x\" } }"),
                       "`fix.map` key `row` is not a number, but `$n` captures numbers.")
        XCTAssertEqual(loadError("\".padding($n:number)\"", fix: "{ \"template\": \"S.$n\", \"mapping\": {} }"),
                       "unknown key `fix.mapping`; the keys are capture, map, module, template.")
        XCTAssertEqual(loadError("\".padding($n:number)\"", fix: "\"\""),
                       "`fix` is empty. `fix` is a template string (\".font(KitFont.$name)\") or an object { \"template\": …, \"capture\": \"n\", \"map\": { \"14\": \"row\" } }.")
        XCTAssertEqual(loadError("\".padding($n:number)\"", fix: "\"x\"", matcher: "identifier"),
                       "`fix` templates are for `pattern` rules; this rule's matcher is `identifier`.")
        XCTAssertThrowsError(try rule("\".a\"", fix: "\"b\"", fixes: "[{ \"before\": \"x\" }]"))
    }

    func testFixExamplesRunAsTests() throws {
        let good = try rule("\".padding($n:number)\"",
                            fix: "{ \"template\": \"Space.$n\", \"capture\": \"n\", \"map\": { \"14\": \"row\", \"0.5\": \"hair\" } }",
                            fixes: "[{ \"before\": \"v.padding(14) // a\", \"after\": \"v.padding(Space.row) // a\" },"
                                + " { \"before\": \"v.padding(1.0 / 2)\", \"after\": \"v.padding(Space.hair)\" },"
                                + " { \"before\": \"v.padding(0.50)\", \"after\": \"v.padding(Space.hair)\" },"
                                + " { \"before\": \"v.padding(13)\", \"after\": \"v.padding(13)\" }]")
        XCTAssertEqual(RuleExamples.checkFixes(good, definitions: [good]), [])

        let wrong = try rule("\".padding($n:number)\"",
                             fix: "{ \"template\": \"Space.$n\", \"capture\": \"n\", \"map\": { \"14\": \"row\" } }",
                             fixes: "[{ \"before\": \"v.padding(14)\", \"after\": \"v.padding(Space.gap)\" }]")
        let failures = RuleExamples.checkFixes(wrong, definitions: [wrong])
        XCTAssertEqual(failures.map(\.actual), [["v.padding(Space.row)"]])
        XCTAssertTrue(failures[0].description.contains("fix example"), failures[0].description)

        let untested = try rule("\".padding($n:number)\"", fix: "\"x\"")
        XCTAssertEqual(RuleExamples.checkFixes(untested, definitions: [untested]).map(\.expected), [["a `fixes` example"]])
    }

    func testTheConfigTakesFixAddImports() throws {
        XCTAssertEqual(try ConfigLoader.parse("{ \"fix\": { \"addImports\": true } }").fix, FixSettings(addImports: true))
        XCTAssertEqual(try ConfigLoader.parse("{}").fix, FixSettings(addImports: false))
        XCTAssertThrowsError(try ConfigLoader.parse("{ \"fix\": { \"addImport\": true } }")) { error in
            let text = (error as? ConfigErrors)?.errors.map(\.description).joined() ?? ""
            XCTAssertTrue(text.contains("fix.addImport") && text.contains("addImports"), text)
        }
        XCTAssertThrowsError(try ConfigLoader.parse("{ \"fix\": { \"addImports\": \"yes\" } }")) { error in
            let text = (error as? ConfigErrors)?.errors.map(\.description).joined() ?? ""
            XCTAssertTrue(text.contains("expected true or false"), text)
        }
        XCTAssertThrowsError(try ConfigLoader.parse("{ \"fix\": true }"))
    }
}
