import KitscanFiles
import KitscanEngine
@testable import KitscanReport
import XCTest
import KitscanTestSupport

/// Small, hand-built scan results: every test states the exact input it renders.
enum Fixtures {
    static func use(_ component: String, _ path: String, _ line: Int, column: Int = 9,
                    declaration: String? = "MailList.body", arguments: [(String?, String)] = [],
                    trailing: [String] = [], handlers: [String] = [],
                    modifiers: [ComponentUse.Modifier] = [], condition: String? = nil,
                    parent: String? = nil, via: String? = nil,
                    preview: Bool = false, test: Bool = false) -> ComponentUse {
        ComponentUse(component: component, path: path, line: line, column: column, declaration: declaration,
                     arguments: arguments.map { ComponentUse.ArgumentText(label: $0.0, value: $0.1) },
                     trailingClosures: trailing, handlers: handlers, modifiers: modifiers,
                     condition: condition, parent: parent, via: via, preview: preview, test: test)
    }

    static let kitRow = Component(name: "KitRow", kind: .view, path: "OmoKit/Sources/Row.swift", line: 12,
                                  parameters: ["item", "accessory", "onOpen"])
    static let kitGlass = Component(name: "kitGlass", kind: .modifier, path: "OmoKit/Sources/Glass.swift",
                                    line: 5, parameters: ["tint"])
    static let kitListCard = Component(name: "KitListCard", kind: .view, path: "OmoKit/Sources/Card.swift",
                                       line: 3, parameters: ["title", "content"])

    /// A callers-list scan: KitRow with app, preview and test uses; kitGlass unused;
    /// KitListCard used once; one unlisted view; one unreadable file.
    static var callers: ScanResult {
        ScanResult(
            components: [kitGlass, kitListCard, kitRow].sorted { $0.name < $1.name },
            uses: [
                use("KitRow", "App/Mail/MailList.swift", 42, column: 13,
                    arguments: [("item", "letter.kitItem"), ("onOpen", "{ open(letter) }")],
                    handlers: ["onOpen"],
                    modifiers: [.init(name: "padding", arguments: ".horizontal, 12", condition: nil, changesForm: true),
                                .init(name: "onHover", arguments: "", trailingClosures: [""], condition: "os(macOS)",
                                      changesForm: false)],
                    parent: "KitListCard"),
                use("KitRow", "App/Mail/MailList.swift", 60, arguments: [("item", "draft.kitItem")],
                    condition: "os(iOS)"),
                use("KitRow", "App/Today/Today.swift", 7, declaration: "TodayView.body",
                    arguments: [("item", "task.kitItem"), ("onOpen", "{ open(task) }")], handlers: ["onOpen"]),
                use("KitRow", "App/Mail/MailList.swift", 90, declaration: "MailList_Previews.previews",
                    arguments: [("item", ".sample"), ("accessory", ".chevron")], preview: true),
                use("KitRow", "Tests/RowTests.swift", 14, declaration: "RowTests.testRow",
                    arguments: [("item", ".sample")], test: true),
                use("KitListCard", "App/Mail/MailList.swift", 40, arguments: [("title", "\"Inbox\"")],
                    trailing: [""]),
            ],
            unlistedViews: [UnlistedView(name: "MailRow", kind: .view, path: "App/Mail/MailRow.swift", line: 8)],
            unreadable: [UnreadableFile(path: "App/Broken.swift", reason: "not UTF-8 text")],
            files: ["App/Mail/MailList.swift", "App/Mail/MailRow.swift", "App/Today/Today.swift"]
        )
    }

    static func finding(_ path: String, _ line: Int, _ rule: String, column: Int = 5,
                        severity: Severity = .warning, message: String = "Use a kit token",
                        exceptedBy: String? = nil, copies: String? = nil) -> Finding {
        Finding(path: path, line: line, column: column, rule: rule, severity: severity, message: message,
                snippet: "Color(red: 1, green: 0, blue: 0)", declaration: "Mail.body", exceptedBy: exceptedBy,
                fingerprint: "\(rule)|Color(red:1,green:0,blue:0)|Mail.body", copies: copies)
    }

    static let rules = [
        RuleSummary(id: "raw-colour", severity: .warning, message: "Colour written in place",
                    rationale: "Use a KitColor token so dark mode and contrast follow the kit."),
        RuleSummary(id: "small-font", severity: .error, message: "Type under 12 pt",
                    rationale: "Nothing is under 12 pt: use a KitFont style."),
    ]

    /// A debt scan: raw-colour in two files (one excepted), small-font in one.
    static var debt: ScanResult {
        ScanResult(
            findings: [
                finding("App/A.swift", 3, "raw-colour", copies: "KitColor.selection"),
                finding("App/A.swift", 9, "raw-colour"),
                finding("App/A.swift", 9, "small-font", column: 20, severity: .error, message: "Type under 12 pt"),
                finding("App/B.swift", 4, "raw-colour", exceptedBy: "brand red, signed off by design"),
                finding("App/C.swift", 1, "raw-colour"),
            ].sorted(by: Finding.ordered),
            exceptions: [
                ExceptionRecord(path: "App/B.swift", line: 4, rules: ["raw-colour"],
                                reason: "brand red, signed off by design", suppressed: 1),
                ExceptionRecord(path: "App/A.swift", line: 20, rules: ["small-font", "raw-colour"],
                                reason: "legal footnote | fixed size", suppressed: 0),
            ],
            rules: rules,
            files: ["App/A.swift", "App/B.swift", "App/C.swift", "App/D.swift"]
        )
    }
}

/// Table rows of a Markdown document, split on unescaped `|`: GitHub's own cell rule.
func tableCellCounts(_ markdown: String) -> [(line: String, cells: Int)] {
    markdown.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { $0.hasPrefix("|") }
        .map { line in
            var cells = 0
            var escaped = false
            for c in line.utf8 {
                if escaped { escaped = false; continue }
                if c == UInt8(ascii: "\\") { escaped = true } else if c == UInt8(ascii: "|") { cells += 1 }
            }
            return (String(line), cells - 1)
        }
}

/// Every table in `markdown` has the same number of cells in each of its rows.
func assertTablesIntact(_ markdown: String, file: StaticString = #filePath, line: UInt = #line) {
    var expected: Int?
    var previousWasRow = false
    for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        guard raw.hasPrefix("|") else { expected = nil; previousWasRow = false; continue }
        let cells = tableCellCounts(String(raw))[0].cells
        if !previousWasRow { expected = cells }
        XCTAssertEqual(cells, expected, "row breaks its table: \(raw)", file: file, line: line)
        previousWasRow = true
    }
}
