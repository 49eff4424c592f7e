import Foundation
import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

/// The toolchain's `.swiftinterface` files: real Swift present on every machine.
final class InterfaceCorpusTests: XCTestCase {
    /// The toolchain root: the directory holding `usr/bin/swift` (symlinks resolved).
    static func toolchainRoot() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            var url = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
            while url.path != "/" {
                if url.lastPathComponent == "usr" { return url.deletingLastPathComponent() }
                url = url.deletingLastPathComponent()
            }
        }
        return nil
    }

    static func interfaceFiles() -> [URL] {
        guard let root = toolchainRoot(),
              let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swiftinterface" { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }

    /// Kept fast: byte-identical copies (`swift_static` mirrors `swift`) are parsed once,
    /// each file is lexed and parsed once, and the checks are linear.
    func testEveryDistinctSwiftinterfaceParsesWithoutCrashAndMatchesAreSane_fastDeduplicated() throws {
        let files = Self.interfaceFiles()
        XCTAssertFalse(files.isEmpty, "no .swiftinterface files found under the toolchain")
        var totalBytes = 0
        var totalDeclarations = 0
        var totalCalls = 0
        var seen: [Int: [Data]] = [:]
        for url in files {
            let data = try Data(contentsOf: url)
            if seen[data.count, default: []].contains(data) { continue }
            seen[data.count, default: []].append(data)
            let bytes = [UInt8](data)
            totalBytes += bytes.count
            let tree = Parser.parse(bytes: bytes)
            let n = tree.tokens.count
            var bad = 0
            for i in 0..<n {
                switch tree.tokens[i].kind {
                case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
                    if tree.match[i] < Int32(i) { bad += 1 }
                default:
                    break
                }
            }
            XCTAssertEqual(bad, 0, "\(url.lastPathComponent): \(bad) openers matched before themselves")
            for d in tree.declarations where !(d.start <= d.keyword && d.keyword <= d.end && Int(d.end) < n) {
                XCTFail("\(url.lastPathComponent): bad declaration range \(d.path)")
                break
            }
            let unordered = zip(tree.chains, tree.chains.dropFirst()).filter { $0.start > $1.start }.count
            XCTAssertEqual(unordered, 0, "\(url.lastPathComponent): chains out of order of their first token")
            let off = tree.spineTokensOffTheirChain()
            XCTAssertEqual(off.count, 0, "\(url.lastPathComponent): spine tokens off their chain: \(off.prefix(3).map { tree.text($0) })")
            // Interfaces are well-formed Swift: brackets balance.
            XCTAssertTrue(tree.notes.isEmpty, "\(url.lastPathComponent): \(tree.notes.prefix(3))")
            totalDeclarations += tree.declarations.count
            totalCalls += tree.calls.count
        }
        XCTAssertGreaterThan(totalBytes, 0)
        XCTAssertGreaterThan(totalDeclarations, 1000)
        XCTAssertGreaterThan(totalCalls, 0)
    }
}
