import Foundation
import KitscanSupport
import XCTest
import KitscanCLI

/// The package's root folder, from this file's path.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// A fresh temporary folder, removed when the test ends.
public func temporaryFolder(_ test: XCTestCase) throws -> String {
    let path = NSTemporaryDirectory() + "kitscan-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// Writes `bytes` to `folder/name` (its folders created) and returns the full path.
@discardableResult
public func writeFile(_ folder: String, _ name: String, _ bytes: [UInt8]) throws -> String {
    let path = folder + "/" + name
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

/// A copy of `Samples/<name>` in a temporary folder; returns its path.
public func copySample(_ name: String, _ test: XCTestCase) throws -> String {
    let folder = try temporaryFolder(test) + "/" + name
    try FileManager.default.copyItem(atPath: packageRoot + "/Samples/" + name, toPath: folder)
    return folder
}

/// The result of running `kitscan` in-process.
public struct RunResult: Sendable {
    public var code: Int32
    public var stdout: String
    public var stderr: String
    public var stdoutBytes: [UInt8]

    public init(code: Int32, stdout: String, stderr: String, stdoutBytes: [UInt8]) {
        self.code = code
        self.stdout = stdout
        self.stderr = stderr
        self.stdoutBytes = stdoutBytes
    }
}

/// Runs `kitscan` in-process with captured output, in `cwd`, with the given environment and
/// terminal flags.
public func kitscan(_ arguments: [String], cwd: String = NSTemporaryDirectory(), environment: [String: String] = [:],
                    stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false) -> RunResult {
    let out = OutputBuffer()
    let err = OutputBuffer()
    let io = IO(stdout: out.sink, stderr: err.sink, cwd: cwd, environment: environment,
                stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: stderrIsTerminal)
    let code = Kitscan.run(arguments, io: io)
    return RunResult(code: code, stdout: out.text, stderr: err.text, stdoutBytes: out.data)
}

/// Compares `actual` with the golden file at `path` (relative to the package root);
/// `KITSCAN_UPDATE_GOLDEN=1` rewrites it instead (then review the diff).
public func assertGolden(_ actual: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let full = packageRoot + "/" + path
    if ProcessInfo.processInfo.environment["KITSCAN_UPDATE_GOLDEN"] == "1" {
        try writeFile(packageRoot, path, Array(actual.utf8))
        return
    }
    let expected = String(decoding: try Data(contentsOf: URL(fileURLWithPath: full)), as: UTF8.self)
    if actual != expected {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        XCTFail("\(path) differs at line \(first + 1): got \(first < a.count ? String(a[first]) : "<end>"), "
                + "expected \(first < e.count ? String(e[first]) : "<end>"). "
                + "Rerun with KITSCAN_UPDATE_GOLDEN=1 and review the diff.", file: file, line: line)
    }
}

/// Runs a program; returns its exit status and output (stdout and stderr together).
@discardableResult
public func runProcess(_ executable: String, _ arguments: [String], cwd: String) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: cwd)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    var data = Data()
    let status = try ChildProcess.run(process) { data = pipe.fileHandleForReading.readDataToEndOfFile() }
    return (status, String(decoding: data, as: UTF8.self))
}

/// A program on PATH (symbolic links resolved), or nil.
public func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
        let candidate = String(folder) + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) {
            return URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
        }
    }
    return nil
}
