import KitscanFiles
import Foundation
import KitscanEngine
@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class CallersJSONTests: XCTestCase {
    /// The documented example (docs/reports.md), rebuilt as a scan result.
    private var specExample: ScanResult {
        ScanResult(
            components: [Fixtures.kitRow],
            uses: [Fixtures.use("KitRow", "App/Mail/MailList.swift", 42, column: 13,
                                arguments: [("item", "letter.kitItem"), ("onOpen", "{ open(letter) }")],
                                trailing: [""], handlers: ["onOpen"],
                                modifiers: [.init(name: "padding", arguments: ".horizontal, 12", condition: nil,
                                                  changesForm: true),
                                            .init(name: "onChange", arguments: "of: selection", trailingClosures: [""],
                                                  condition: "os(macOS)", changesForm: false)],
                                parent: "KitListCard")],
            unlistedViews: [UnlistedView(name: "MailRow", kind: .view, path: "App/Mail/MailRow.swift", line: 8)],
            unreadable: [UnreadableFile(path: "App/Broken.swift", reason: "not UTF-8 text")])
    }

    func testGoldenMatchesTheSpecExampleShape() {
        XCTAssertEqual(CallersReport().json(specExample), #"""
        {
          "version": 2,
          "components": [
            {
              "name": "KitRow",
              "kind": "view",
              "definedAt": {
                "path": "OmoKit/Sources/Row.swift",
                "line": 12
              },
              "parameters": [
                "item",
                "accessory",
                "onOpen"
              ],
              "unusedParameters": [
                "accessory"
              ],
              "callers": [
                {
                  "path": "App/Mail/MailList.swift",
                  "line": 42,
                  "column": 13,
                  "declaration": "MailList.body",
                  "arguments": [
                    {
                      "label": "item",
                      "value": "letter.kitItem"
                    },
                    {
                      "label": "onOpen",
                      "value": "{ open(letter) }"
                    }
                  ],
                  "trailingClosures": [
                    ""
                  ],
                  "handlers": [
                    "onOpen"
                  ],
                  "modifiers": [
                    {
                      "name": "padding",
                      "arguments": ".horizontal, 12",
                      "trailingClosures": [],
                      "condition": null,
                      "changesForm": true
                    },
                    {
                      "name": "onChange",
                      "arguments": "of: selection",
                      "trailingClosures": [
                        ""
                      ],
                      "condition": "os(macOS)",
                      "changesForm": false
                    }
                  ],
                  "condition": null,
                  "parent": "KitListCard",
                  "via": null,
                  "factory": null,
                  "preview": false,
                  "test": false,
                  "inKit": false,
                  "catalog": false
                }
              ]
            }
          ],
          "unlistedViews": [
            {
              "name": "MailRow",
              "kind": "view",
              "path": "App/Mail/MailRow.swift",
              "line": 8
            }
          ],
          "unreadable": [
            {
              "path": "App/Broken.swift",
              "reason": "not UTF-8 text"
            }
          ]
        }

        """#)
    }

    func testParsesBackWithEveryCallerAndFullValues() throws {
        var result = Fixtures.callers
        let odd = "\"quote\" \\ back\nslash \u{1} ü 🟦"
        result.uses.append(Fixtures.use("kitGlass", "App/G.swift", 3, declaration: nil, arguments: [(nil, odd)]))
        let json = CallersReport().json(result)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(root["version"] as? Int, 2)
        let components = try XCTUnwrap(root["components"] as? [[String: Any]])
        XCTAssertEqual(components.map { $0["name"] as? String }, ["KitListCard", "KitRow", "kitGlass"])
        let row = components[1]
        let callers = try XCTUnwrap(row["callers"] as? [[String: Any]])
        XCTAssertEqual(callers.count, 5, "app callers, previews and tests are all in the JSON")
        XCTAssertEqual(callers.map { $0["preview"] as? Bool }, [false, false, false, true, false])
        XCTAssertEqual(callers.map { $0["test"] as? Bool }, [false, false, false, false, true])
        XCTAssertEqual(row["unusedParameters"] as? [String], ["accessory"])
        let glass = try XCTUnwrap(components[2]["callers"] as? [[String: Any]])
        XCTAssertTrue(glass[0]["declaration"] is NSNull)
        let argument = try XCTUnwrap((glass[0]["arguments"] as? [[String: Any]])?.first)
        XCTAssertTrue(argument["label"] is NSNull)
        XCTAssertEqual(argument["value"] as? String, odd)
    }

    /// a nested component is named by its path, in `name` and in each caller's
    /// `parent`; a modifier's `trailingClosures` are its own closures' labels.
    func testNestedNamesAndModifierTrailingClosures() throws {
        let header = Component(name: "KitViews.Header", kind: .view, path: "Kit/Views.swift", line: 2, parameters: [])
        let result = ScanResult(components: [header], uses: [
            Fixtures.use("KitViews.Header", "App/A.swift", 3,
                         modifiers: [.init(name: "alert", arguments: "\"Title\", isPresented: $shown",
                                           trailingClosures: ["", "message"], condition: nil, changesForm: false)],
                         parent: "KitLayout.Stack"),
        ])
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(CallersReport().json(result).utf8)) as? [String: Any])
        let component = try XCTUnwrap((root["components"] as? [[String: Any]])?.first)
        XCTAssertEqual(component["name"] as? String, "KitViews.Header")
        let caller = try XCTUnwrap((component["callers"] as? [[String: Any]])?.first)
        XCTAssertEqual(caller["parent"] as? String, "KitLayout.Stack")
        let modifier = try XCTUnwrap((caller["modifiers"] as? [[String: Any]])?.first)
        XCTAssertEqual(modifier["arguments"] as? String, "\"Title\", isPresented: $shown")
        XCTAssertEqual(modifier["trailingClosures"] as? [String], ["", "message"])
    }

    func testDeterministic() {
        XCTAssertEqual(CallersReport().json(Fixtures.callers), CallersReport().json(Fixtures.callers))
    }
}
