import Foundation
import XCTest
import KitscanLexer
@testable import KitscanCLI

/// The package root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

struct Run {
    var code: Int32
    var stdout: String
    var stderr: String
}

/// Runs `kitscan` in-process in `cwd`.
func kitscan(_ arguments: [String], cwd: String) -> Run {
    let out = OutputBuffer(), err = OutputBuffer()
    let io = IO(stdout: out.sink, stderr: err.sink, cwd: cwd, environment: [:])
    let code = Kitscan.run(arguments, io: io)
    return Run(code: code, stdout: out.text, stderr: err.text)
}

/// A fresh temporary folder, removed when the test ends.
func temporaryFolder(_ test: XCTestCase) throws -> String {
    let path = NSTemporaryDirectory() + "kitscan-fix-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// A copy of `Samples/<name>` in a temporary folder; returns its path.
func copySample(_ name: String, _ test: XCTestCase) throws -> String {
    let folder = try temporaryFolder(test) + "/" + name
    try FileManager.default.copyItem(atPath: packageRoot + "/Samples/" + name, toPath: folder)
    return folder
}

/// Every Swift file under `folder` (relative path -> bytes), hidden folders (the backups
/// in `.kitscan-cache/`) aside.
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

/// Runs a program; returns its exit status and output.
@discardableResult
func runProcess(_ executable: String, _ arguments: [String], cwd: String) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: cwd)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A program on PATH (symbolic links resolved), or nil.
func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
        let candidate = String(folder) + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) {
            return URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
        }
    }
    return nil
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
