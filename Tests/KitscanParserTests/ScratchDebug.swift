import Foundation
import XCTest
import KitscanLexer
@testable import KitscanParser

final class ScratchDebug: XCTestCase {
    func testScratch() throws {
        let src = try String(contentsOfFile: "/tmp/parserbench/Sources/bench/main.swift", encoding: .utf8)
        let unit = String(src[src.range(of: "import SwiftUI")!.lowerBound..<src.range(of: "\"\"\"#\nlet repeats")!.lowerBound])
        let tree = parse(unit)
        for n in tree.notes { print("NOTE", n.message, tree.line(n.token)) }
    }
}
