import Foundation
import XCTest
import KitscanLexer
import KitscanTestSupport

/// Every Swift file under `folder` (relative path -> bytes), hidden folders (the backups
/// in `.kitscan-backup/`) aside.
func snapshot(_ folder: String) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
        if path.hasPrefix(".") || path.contains("/.") { continue }
        if !isFolder.boolValue && path.hasSuffix(".swift") { files[path] = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))) }
    }
    return files
}

/// The toolchain's `swift-frontend`: next to the `swift` driver this toolchain runs (on
/// PATH, or under /opt/swift). Never nil on a machine that can build this package.
func swiftFrontend() -> String? {
    var candidates: [String] = []
    if let swift = onPath("swift") { candidates.append(URL(fileURLWithPath: swift).deletingLastPathComponent().path) }
    candidates.append("/opt/swift/usr/bin")
    candidates.append("/usr/bin")
    for folder in candidates where FileManager.default.isExecutableFile(atPath: folder + "/swift-frontend") {
        return folder + "/swift-frontend"
    }
    return nil
}

/// Whether the tokens and trivia of `bytes` reproduce them exactly.
func tiles(_ bytes: [UInt8]) -> Bool {
    let file = Lexer.lex(bytes)
    var out: [UInt8] = []
    for piece in file.pieces() { out += bytes[Int(piece.start)..<Int(piece.end)] }
    return out == bytes
}

/// The paths whose bytes differ between two snapshots (for readable failures).
func differences(_ a: [String: [UInt8]], _ b: [String: [UInt8]]) -> [String] {
    Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
}
