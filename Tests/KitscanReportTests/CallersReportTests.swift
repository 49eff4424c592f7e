import Foundation
import KitscanEngine
@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class CallersReportTests: XCTestCase {
    func testGoldenMarkdown() {
        XCTAssertEqual(CallersReport().markdown(Fixtures.callers), CallersGolden.markdown)
    }

    func testDeterministicWhateverTheInputOrder() {
        var shuffled = Fixtures.callers
        shuffled.uses.reverse()
        shuffled.components.reverse()
        shuffled.unlistedViews.append(UnlistedView(name: "Avatar", kind: .view, path: "App/Avatar.swift", line: 2))
        var again = shuffled
        again.unlistedViews.reverse()
        let report = CallersReport()
        XCTAssertEqual(report.markdown(shuffled), report.markdown(shuffled))
        XCTAssertEqual(report.markdown(shuffled), report.markdown(again))
        XCTAssertEqual(report.json(shuffled), report.json(again))
        XCTAssertEqual(report.markdown(Fixtures.callers), CallersReport().markdown(Fixtures.callers))
    }

    func testPipesBackticksAnglesAndNewlinesNeverBreakATable() {
        var result = Fixtures.callers
        result.uses.append(Fixtures.use(
            "KitRow", "App/Odd|Path.swift", 3, declaration: "Odd<T>.body",
            arguments: [("item", "a || b ? `x` : <y>"), (nil, "{\n  open()\n}")],
            handlers: ["on|Tap"],
            modifiers: [.init(name: "font", arguments: "flag ? .a : .b | .c", condition: "os(iOS) || os(macOS)",
                              changesForm: true)],
            condition: "DEBUG\n|| TEST"))
        let markdown = CallersReport().markdown(result)
        assertTablesIntact(markdown)
        XCTAssertTrue(markdown.contains(#"``item: a \|\| b ? `x` : <y>``"#), markdown)
        XCTAssertTrue(markdown.contains("`{   open() }`"))
        XCTAssertTrue(markdown.contains("`Odd<T>.body`"))
        XCTAssertTrue(markdown.contains(#"[Odd\|Path.swift:3](App/Odd%7CPath.swift#L3)"#))
        XCTAssertTrue(markdown.contains(#"**`.font(flag ? .a : .b \| .c)`** under `#if os(iOS) \|\| os(macOS)`"#))
        XCTAssertTrue(markdown.contains(#"`DEBUG \|\| TEST`"#))
    }

    /// Issue 17: a modifier shows its arguments in parentheses, then its trailing closures
    /// (`.onChange(of: x) { … }`, `.alert(…) { … } message: { … }`); with only a closure, no
    /// parentheses (`.onHover { … }`); with neither, `()`.
    func testModifiersShowArgumentsThenTrailingClosures() {
        var result = Fixtures.callers
        result.uses = [Fixtures.use("KitRow", "App/A.swift", 1, modifiers: [
            .init(name: "onChange", arguments: "of: x", trailingClosures: [""], condition: nil, changesForm: false),
            .init(name: "alert", arguments: "\"Title\", isPresented: $shown", trailingClosures: ["", "message"],
                  condition: "DEBUG", changesForm: false),
            .init(name: "onHover", arguments: "", trailingClosures: [""], condition: nil, changesForm: false),
            .init(name: "padding", arguments: "", condition: nil, changesForm: true),
        ])]
        let markdown = CallersReport().markdown(result)
        XCTAssertTrue(markdown.contains(
            "| `.onChange(of: x) { … }`<br>`.alert(\"Title\", isPresented: $shown) { … } message: { … }` under `#if DEBUG`"
                + "<br>`.onHover { … }`<br>**`.padding()`** |"), markdown)
    }

    func testLongArgumentsAreShortenedButNeverAmbiguous() {
        let a = "KitItem(title: letter.subject, detail: letter.sender.displayName)"
        let b = "KitItem(title: letter.subject, detail: letter.sender.emailAddress)"
        var result = Fixtures.callers
        result.uses = [Fixtures.use("KitRow", "App/A.swift", 1, arguments: [("item", a)]),
                       Fixtures.use("KitRow", "App/B.swift", 1, arguments: [("item", b)]),
                       Fixtures.use("KitRow", "App/C.swift", 1, arguments: [("item", "short")])]
        let markdown = CallersReport(maxValueLength: 24).markdown(result)
        XCTAssertTrue(markdown.contains("`item: KitItem(title: letter.subject, detail: letter.sender.d…`"), markdown)
        XCTAssertTrue(markdown.contains("`item: KitItem(title: letter.subject, detail: letter.sender.e…`"))
        XCTAssertTrue(markdown.contains("`item: short`"))
        XCTAssertFalse(markdown.contains(a), "long values are shortened")
        // The JSON always keeps the full text.
        let json = CallersReport(maxValueLength: 24).json(result)
        XCTAssertTrue(json.contains(a) && json.contains(b))
    }

    func testPreviewsAndTestsAreListedApartFromAppCallers() throws {
        let markdown = CallersReport().markdown(Fixtures.callers)
        let section = try XCTUnwrap(markdown.components(separatedBy: "## KitRow\n").last?
            .components(separatedBy: "\n## ").first)
        XCTAssertTrue(section.contains("3 callers, 1 in previews, 1 in tests."))
        let callers = try XCTUnwrap(section.components(separatedBy: "**Configurations in use**").first)
        XCTAssertFalse(callers.contains("MailList.swift:90"), "a preview is not an app caller")
        XCTAssertFalse(callers.contains("RowTests.swift:14"), "a test is not an app caller")
        let previews = try XCTUnwrap(section.components(separatedBy: "**In previews** (1, not counted as callers)").last)
        XCTAssertTrue(previews.hasPrefix("\n\n| Location"))
        XCTAssertTrue(previews.contains("[MailList.swift:90](App/Mail/MailList.swift#L90)"))
        let tests = try XCTUnwrap(section.components(separatedBy: "**In tests** (1, not counted as callers)").last)
        XCTAssertTrue(tests.contains("[RowTests.swift:14](Tests/RowTests.swift#L14)"))
        XCTAssertFalse(tests.contains("MailList.swift:90"))
        // Configurations count app callers only.
        XCTAssertTrue(section.contains("| `KitRow(item:onOpen:)` | 2 |\n| `KitRow(item:)` | 1 |\n\n"))
    }

    func testUseInATestFolderCountsAsTestEvenInAPreview() {
        var result = Fixtures.callers
        result.uses = [Fixtures.use("KitRow", "Tests/P.swift", 1, preview: true, test: true)]
        let markdown = CallersReport().markdown(result)
        XCTAssertTrue(markdown.contains("0 callers, 1 in tests."), markdown)
        XCTAssertFalse(markdown.contains("**In previews**"))
    }

    func testUnusedParametersAreThoseNoAppCallerPasses() {
        let markdown = CallersReport().markdown(Fixtures.callers)
        XCTAssertTrue(markdown.contains("**Parameters no caller passes**\n\n- `accessory` (passed only inside the kit, in previews or in tests)\n\n"))
        XCTAssertFalse(markdown.contains("- `item`"))
        XCTAssertFalse(markdown.contains("- `onOpen`"))
        var all = Fixtures.callers
        all.uses.append(Fixtures.use("KitRow", "App/X.swift", 1, arguments: [("accessory", ".none")]))
        XCTAssertTrue(CallersReport().markdown(all).contains("None: every parameter is passed by some caller."))
    }

    func testLabelledTrailingClosureAndUnlabelledArgumentCountAsPassed() {
        var result = ScanResult(components: [Component(name: "KitCard", kind: .view, path: "K.swift", line: 1,
                                                       parameters: ["_", "footer", "content"])])
        result.uses = [Fixtures.use("KitCard", "A.swift", 1, arguments: [(nil, "\"Title\"")], trailing: ["", "footer"])]
        let markdown = CallersReport().markdown(result)
        XCTAssertTrue(markdown.contains("**Parameters no caller passes**\n\n- `content`\n\n"), markdown)
        XCTAssertTrue(markdown.contains("unlabelled trailing closure"))
        XCTAssertTrue(markdown.contains("| `KitCard(_:) { } footer: { }` | 1 |"))
    }

    func testComponentsWithNoCallersAreListedAsCandidatesToRemove() {
        let markdown = CallersReport().markdown(Fixtures.callers)
        XCTAssertTrue(markdown.contains("No callers (candidates to remove): `kitGlass`."))
        XCTAssertTrue(markdown.contains("## kitGlass\n\nA **modifier**, defined at [Glass.swift:5](OmoKit/Sources/Glass.swift#L5): 0 callers.\n\nNo callers: a candidate to remove."))
    }

    func testUsesOfUnknownComponentsAreShownNotDropped() {
        var result = Fixtures.callers
        result.uses.append(Fixtures.use("Ghost", "App/G.swift", 5))
        let markdown = CallersReport().markdown(result)
        XCTAssertTrue(markdown.contains("## Ghost\n\nUsed but not among the kit's components: 1 caller."), markdown)
        XCTAssertTrue(markdown.contains("[G.swift:5](App/G.swift#L5)"))
    }

    func testUnlistedViewsAndUnreadableFilesAreListed() {
        let markdown = CallersReport().markdown(Fixtures.callers)
        XCTAssertTrue(markdown.contains("| `MailRow` | view | [MailRow.swift:8](App/Mail/MailRow.swift#L8) |"))
        XCTAssertTrue(markdown.contains("## Files that could not be read"))
        XCTAssertTrue(markdown.contains("| [App/Broken.swift](App/Broken.swift) | not UTF-8 text |"))
        let clean = CallersReport().markdown(ScanResult())
        XCTAssertTrue(clean.contains("None: every app view that draws is on the debt list."))
        XCTAssertFalse(clean.contains("could not be read"))
    }

    func testViaAndLinkBase() {
        var result = Fixtures.callers
        result.uses = [Fixtures.use("KitRow", "App/S.swift", 4, via: "KitRowAlias")]
        let markdown = CallersReport(linkBase: "../").markdown(result)
        XCTAssertTrue(markdown.contains("| via `KitRowAlias` |"), markdown)
        XCTAssertTrue(markdown.contains("[S.swift:4](../App/S.swift#L4)"))
        XCTAssertTrue(markdown.contains("[Row.swift:12](../OmoKit/Sources/Row.swift#L12)"))
    }
}
