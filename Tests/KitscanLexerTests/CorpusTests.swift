import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanLexer

/// Round trip over a real corpus present on every machine: the toolchain's
/// `.swiftinterface` files (~16 MB of real Swift).
final class CorpusTests: XCTestCase {
    /// The toolchain's `usr` folder: `which swift`, symlinks resolved, two levels up.
    private func toolchainRoot() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.resolvingSymlinksInPath()
                    .deletingLastPathComponent().deletingLastPathComponent()
            }
        }
        return nil
    }

    private func interfaceFiles() -> [URL] {
        guard let root = toolchainRoot(),
              let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swiftinterface" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    func testEverySwiftinterfaceRoundTrips() throws {
        let files = interfaceFiles()
        if files.isEmpty {
            print("CorpusTests: no .swiftinterface files found under the toolchain; nothing to check")
            return
        }
        var totalBytes = 0
        var totalTokens = 0
        var unknownTokens = 0
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let lexed = Lexer.lex(bytes)
            totalBytes += bytes.count
            totalTokens += lexed.tokens.count
            // Cheap tiling check: consecutive pieces meet, none is empty, and they end at EOF.
            var offset: Int32 = 0
            var i = 0, j = 0
            let tokens = lexed.tokens, trivia = lexed.trivia
            while i < tokens.count || j < trivia.count {
                let piece: Token
                if j == trivia.count || (i < tokens.count && tokens[i].start < trivia[j].start) {
                    piece = tokens[i]; i += 1
                } else {
                    piece = trivia[j]; j += 1
                }
                if piece.start != offset || piece.end <= piece.start {
                    XCTFail("\(url.lastPathComponent): gap or overlap at byte \(offset) (\(piece.kind))")
                    break
                }
                offset = piece.end
            }
            XCTAssertEqual(Int(offset), bytes.count, url.lastPathComponent)
            for t in tokens where t.kind == .unknown { unknownTokens += 1 }
        }
        print("CorpusTests: \(files.count) files, \(totalBytes) bytes, \(totalTokens) tokens, \(unknownTokens) unknown")
        // Well-formed Swift: no stray bytes anywhere in the corpus.
        XCTAssertEqual(unknownTokens, 0)
    }
}
