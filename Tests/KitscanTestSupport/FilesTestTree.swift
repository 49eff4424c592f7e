import Foundation
import XCTest
import KitscanSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary folder tree, removed when the object goes away.
public final class FilesTestTree {
    public let path: String

    public init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kitscan-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // The real path, so that comparisons with resolved paths hold (/tmp may be a link).
        path = FileSystem.realPath(base.path) ?? base.path
    }

    deinit {
        _ = chmodTree(path)
        try? FileManager.default.removeItem(atPath: path)
    }

    private func chmodTree(_ root: String) -> Bool {
        guard let items = FileManager.default.enumerator(atPath: root) else { return false }
        chmod(root, 0o755)
        for case let item as String in items { chmod(root + "/" + item, 0o755) }
        return true
    }

    public func write(_ relative: String, _ text: String = "struct A {}\n") throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    public func link(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: target)
    }

    /// Creates a file whose name is the given raw bytes (need not be UTF-8).
    public func writeRaw(folder: String, name: [UInt8]) throws {
        try mkdir(folder)
        var bytes = Array((path + "/" + folder + "/").utf8) + name
        bytes.append(0)
        let fd = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
            }
        }
        XCTAssertGreaterThanOrEqual(fd, 0, "could not create a file with a raw name")
        close(fd)
    }
}
