import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
@testable import KitscanEngine

/// Every example of every shipped rule runs as a test: triggering examples must give
/// exactly the findings their `↓` markers declare, passing ones none.
final class RuleExamplesTests: XCTestCase {
    let definitions = RuleLoader.shipped()

    func testShippedRulesLoad() {
        XCTAssertFalse(definitions.contains { $0.id == "broken-shipped-rule" }, "a shipped rule file does not parse")
        XCTAssertEqual(Set(definitions.map(\.id)), [
            "platform-branch", "device-idiom", "raw-colour", "small-font", "raw-spring", "raw-curve", "component-use",
            "unlisted-view", "invalid-exception", "unused-exception", "kit-copy", "deprecated-kit-use", "catalog-missing-case",
        ])
    }

    func testEveryRuleHasTriggeringAndPassingExamples() {
        for rule in definitions {
            XCTAssertFalse(rule.triggers.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.passes.isEmpty, "\(rule.id) has no passing example")
        }
    }

    func testExamples() {
        for rule in definitions {
            for failure in RuleExamples.check(rule, definitions: definitions) {
                XCTFail(failure.description)
            }
        }
    }

    func testAMarkerInTheWrongPlaceFails() {
        var rule = definitions.first { $0.id == "raw-colour" }!
        rule.triggers = [.init(code: "let c = Color(↓red: 1, green: 0, blue: 0)", parameters: [:], path: nil)]
        rule.passes = []
        XCTAssertEqual(RuleExamples.check(rule, definitions: definitions).count, 1)
    }

    func testEmbeddedRulesMatchTheRulesFolder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Rules").path
        let onDisk = try RuleLoader.load(folder: folder)
        XCTAssertEqual(onDisk.map(\.id), definitions.map(\.id).sorted(),
                       "Rules/ and the compiled-in copy differ: run Scripts/embed-rules.py")
        for var rule in onDisk {
            var shipped = definitions.first { $0.id == rule.id }
            rule.source = ""
            shipped?.source = ""
            XCTAssertEqual(shipped, rule, "Rules/\(rule.id).json differs from the compiled-in copy: run Scripts/embed-rules.py")
        }
    }

    /// A parameter's type is the matcher's Swift declaration, its default the declaration's
    /// too unless the rule wants another: a shipped rule file repeats neither.
    func testShippedRuleFilesDeclareNoTypeAndNoDefaultTheMatcherAlreadyHas() throws {
        let folder = packageRoot + "/Rules"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".json") }).sorted() {
            let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
            let matcher = try XCTUnwrap(json["matcher"]?.stringValue.flatMap(MatcherKind.init(rawValue:)), name)
            for (parameter, spec) in json["parameters"]?.objectValue ?? [:] {
                XCTAssertNil(spec["type"], "\(name): parameters.\(parameter).type repeats the matcher's declaration")
                let declared = try XCTUnwrap(matcher.parameters.first { $0.name == parameter }, "\(name): \(parameter)")
                if let given = spec["default"] {
                    XCTAssertNotEqual(given, declared.value, "\(name): parameters.\(parameter).default repeats the matcher's own")
                }
            }
        }
    }
}

/// A rule file's values of the wrong kind are errors naming them: an example's `parameters`
/// or `path`, a parameter's `description` (each was dropped without a word).
final class RuleFileShapeTests: XCTestCase {
    private func problem(_ json: String) -> String? {
        do {
            _ = try RuleLoader.parse(Array(json.utf8), file: "r.json")
            return nil
        } catch {
            return error.problem
        }
    }

    func testAnExamplesOrParametersValueOfTheWrongKindIsNamed() {
        let rule = #"{"id": "r", "message": "m", "matcher": "identifier", "#
        XCTAssertNil(problem(rule + #""triggers": ["Foo()", {"code": "Bar()", "parameters": {"identifiers": ["Bar"]}, "path": "App/A.swift"}]}"#))
        XCTAssertEqual(problem(rule + #""triggers": ["Foo()", {"code": "Bar()", "parameters": ["Bar"]}]}"#),
                       "`triggers[1].parameters`: expected an object, found a list.")
        XCTAssertEqual(problem(rule + #""passes": [{"code": "Bar()", "path": 3}]}"#), "`passes[0].path`: expected a string, found a number.")
        XCTAssertEqual(problem(rule + #""parameters": {"identifiers": {"default": ["Foo"], "description": ["names"]}}}"#),
                       "`parameters.identifiers.description`: expected a string, found a list.")
        XCTAssertEqual(problem(rule + #""triggers": [{"snippet": "Bar()"}]}"#), "each of `triggers` is a code string or an object with `code`.")
    }

    /// A misspelt key of an example was dropped: the example then ran without its parameters
    /// or path, and passed or failed for the wrong reason.
    func testAnExamplesUnknownKeyIsNamedWithTheNearOne() {
        let rule = #"{"id": "r", "message": "m", "matcher": "identifier", "#
        XCTAssertEqual(problem(rule + #""triggers": [{"code": "Bar()", "paramters": {"identifiers": ["Bar"]}}]}"#),
                       "`triggers[0].paramters`: unknown key. Did you mean `parameters`? An example takes code, parameters, path.")
        XCTAssertEqual(problem(rule + #""fixes": [{"before": "a", "after": "b", "note": "c"}]}"#),
                       "each of `fixes` is { \"before\": code, \"after\": code }, both strings.")
    }
}
