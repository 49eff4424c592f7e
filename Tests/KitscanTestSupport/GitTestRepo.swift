import Foundation
import KitscanSupport
import XCTest

/// A real git repository in a temporary folder, removed when the test ends.
public struct GitTestRepo: Sendable {
    public let root: String

    public init(_ test: XCTestCase) throws {
        root = try temporaryFolder(test)
        try git("init", "-q", "-b", "main")
    }

    /// A repository that already exists (a clone made by a test).
    public init(existing root: String) {
        self.root = root
    }

    /// Runs git here (with a fixed identity, no signing) and returns its stdout.
    @discardableResult
    public func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Kit Scan", "-c", "user.email=kit@example.com",
                             "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let outcome = try ChildProcess.output(process)
        if outcome.status != 0 {
            throw NSError(domain: "git", code: Int(outcome.status),
                          userInfo: [NSLocalizedDescriptionKey: "git \(arguments): " + String(decoding: outcome.stderr, as: UTF8.self)])
        }
        return String(decoding: outcome.stdout, as: UTF8.self)
    }

    /// Writes a file (folders created).
    public func write(_ path: String, _ text: String) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    public func read(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
    }

    public func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: root + "/" + path)
    }

    /// `git add -A && git commit`.
    public func commitAll(_ message: String = "change") throws {
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
    }

    /// Runs kitscan in-process in the repository's folder.
    public func kitscan(_ arguments: String...) -> RunResult {
        KitscanTestSupport.kitscan(arguments, cwd: root)
    }

    /// The baseline's counts: path -> rule -> count.
    public func baselineCounts(_ name: String = "kitscan-baseline.json") throws -> [String: [String: Int]] {
        let object = try JSONSerialization.jsonObject(with: read(name)) as? [String: Any]
        let files = object?["files"] as? [String: [String: [String: Any]]] ?? [:]
        return files.mapValues { $0.mapValues { $0["count"] as? Int ?? -1 } }
    }
}
