import KitscanFiles
import KitscanEngine
@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class DebtReportTests: XCTestCase {
    private let baseline = ["App/A.swift": ["raw-colour": 3, "small-font": 0],
                            "App/C.swift": ["raw-colour": 1],
                            "App/Gone.swift": ["raw-colour": 2]]

    func testSummaryTableWithBaseline() {
        let markdown = DebtReport().markdown(Fixtures.debt, baseline: baseline)
        XCTAssertTrue(markdown.hasPrefix("# Design-system debt\n\n4 findings in 2 files of 4 scanned; 1 more excepted"))
        XCTAssertTrue(markdown.contains("""
        | Rule | Findings | Files | Excepted | Baseline | Change |
        | --- | ---: | ---: | ---: | ---: | ---: |
        | raw-colour | 3 | 2 | 1 | 6 | -3 |
        | small-font | 1 | 1 | 0 | 0 | +1 |
        | **Total** | **4** | **2** | **1** | **6** | **-2** |
        """), markdown)
    }

    func testSummaryWithoutBaselineShowsDashes() {
        let markdown = DebtReport().markdown(Fixtures.debt)
        XCTAssertTrue(markdown.contains("| raw-colour | 3 | 2 | 1 | — | — |"), markdown)
        XCTAssertTrue(markdown.contains("| **Total** | **4** | **2** | **1** | — | — |"))
        XCTAssertFalse(markdown.contains("| File | Findings | Baseline |"))
    }

    func testChangeFormatting() {
        XCTAssertEqual(DebtReport.change(-3), "-3")
        XCTAssertEqual(DebtReport.change(1), "+1")
        XCTAssertEqual(DebtReport.change(0), "0")
    }

    func testPerRuleFilesWithCountsAndLineLinks() {
        let markdown = DebtReport().markdown(Fixtures.debt, baseline: baseline)
        XCTAssertTrue(markdown.contains("""
        ## raw-colour

        Colour written in place

        | File | Findings | Baseline |
        | --- | ---: | ---: |
        | [App/A.swift](App/A.swift) | 2 | 3 |
        | [App/C.swift](App/C.swift) | 1 | 1 |

        | Finding | Declaration | Snippet |
        | --- | --- | --- |
        | [App/A.swift:3](App/A.swift#L3) | `Mail.body` | `Color(red: 1, green: 0, blue: 0)` |
        | [App/A.swift:9](App/A.swift#L9) | `Mail.body` | `Color(red: 1, green: 0, blue: 0)` |
        | [App/C.swift:1](App/C.swift#L1) | `Mail.body` | `Color(red: 1, green: 0, blue: 0)` |

        Copies of kit tokens:

        - [App/A.swift:3](App/A.swift#L3) copies `KitColor.selection`

        Cleared since the baseline: [App/Gone.swift](App/Gone.swift).
        """), markdown)
        let section = markdown.components(separatedBy: "## raw-colour\n").last!.components(separatedBy: "## small-font").first!
        XCTAssertFalse(section.contains("App/B.swift"), "an excepted finding is not debt")
    }

    func testAFindingAtTopLevelOrWithAPipeInItsSnippetKeepsTheTable() {
        var result = Fixtures.debt
        result.findings = [Finding(path: "App/T.swift", line: 2, column: 9, rule: "raw-colour", severity: .warning,
                                   message: "Colour written in place", snippet: "let c = a || b ? Color.red : `x`",
                                   declaration: nil, fingerprint: "x")]
        let markdown = DebtReport().markdown(result)
        XCTAssertTrue(markdown.contains("| [App/T.swift:2](App/T.swift#L2) | top level | `` let c = a \\|\\| b ? Color.red : `x` `` |"),
                      markdown)
        assertTablesIntact(markdown)
    }

    func testExceptionsRegisterIsSortedAndEscaped() {
        let markdown = DebtReport().markdown(Fixtures.debt)
        XCTAssertTrue(markdown.contains("""
        ## Exceptions

        | File | Line | Rules | Reason | Suppressed |
        | --- | --- | --- | --- | ---: |
        | [App/A.swift](App/A.swift) | [L20](App/A.swift#L20) | `small-font`, `raw-colour` | legal footnote \\| fixed size | 0 |
        | [App/B.swift](App/B.swift) | [L4](App/B.swift#L4) | `raw-colour` | brand red, signed off by design | 1 |
        """), markdown)
        assertTablesIntact(markdown)
    }

    func testBurnDownAndUnreadableSections() {
        var result = Fixtures.debt
        result.unreadable = [UnreadableFile(path: "App/Bad.swift", reason: "binary <data>")]
        let history = [HistoryPoint(commit: "aaa1111", date: "2026-01-01", totals: ["raw-colour": 5]),
                       HistoryPoint(commit: "bbb2222", date: "2026-02-01", totals: ["raw-colour": 3])]
        let markdown = DebtReport().markdown(result, history: history)
        XCTAssertTrue(markdown.contains("## Burn-down\n\n```mermaid\n"))
        XCTAssertTrue(markdown.contains("| [App/Bad.swift](App/Bad.swift) | binary \\<data\\> |"))
        XCTAssertTrue(markdown.hasSuffix("|\n") && !markdown.hasSuffix("\n\n"))
        let none = DebtReport().markdown(Fixtures.debt)
        XCTAssertTrue(none.contains("## Burn-down\n\nNo history recorded yet"))
    }

    func testComponentUseIsNotDebtAndExceptionOnlyRulesShow() {
        var result = Fixtures.debt
        result.rules.append(RuleSummary(id: "component-use", severity: .note, message: "Kit component use", rationale: "", isDebt: false))
        result.findings.append(Fixtures.finding("App/Z.swift", 1, "invalid-exception", message: "Exception has no reason"))
        let markdown = DebtReport().markdown(result)
        XCTAssertFalse(markdown.contains("component-use"))
        XCTAssertTrue(markdown.contains("| invalid-exception | 1 | 1 | 0 | — | — |"), markdown)
    }

    func testDeterministic() {
        let history = [HistoryPoint(commit: "a", date: "2026-01-01", totals: ["raw-colour": 5, "small-font": 1]),
                       HistoryPoint(commit: "b", date: "2026-01-02", totals: ["small-font": 1, "raw-colour": 2])]
        var shuffled = Fixtures.debt
        shuffled.findings.reverse()
        shuffled.exceptions.reverse()
        XCTAssertEqual(DebtReport().markdown(Fixtures.debt, baseline: baseline, history: history),
                       DebtReport().markdown(shuffled, baseline: baseline, history: history))
    }
}
