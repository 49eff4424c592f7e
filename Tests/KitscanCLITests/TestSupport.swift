import Foundation
import XCTest
@testable import KitscanCLI

/// The result of running `kitscan` in-process.
struct RunResult {
    var code: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: [UInt8]
}

/// Runs `kitscan` with captured output, in `cwd`, with the given environment and terminal flags.
func kitscan(_ arguments: [String], cwd: String = NSTemporaryDirectory(), environment: [String: String] = [:],
             stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false) -> RunResult {
    let out = OutputBuffer()
    let err = OutputBuffer()
    let io = IO(stdout: out.sink, stderr: err.sink, cwd: cwd, environment: environment,
                stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: stderrIsTerminal)
    let code = Kitscan.run(arguments, io: io)
    return RunResult(code: code, stdout: out.text, stderr: err.text, stdoutBytes: out.data)
}

/// A fresh temporary folder, removed when the test ends.
func temporaryFolder(_ test: XCTestCase) throws -> String {
    let path = NSTemporaryDirectory() + "kitscan-cli-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// Writes `bytes` to `folder/name` and returns the full path.
@discardableResult
func writeFile(_ folder: String, _ name: String, _ bytes: [UInt8]) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}
