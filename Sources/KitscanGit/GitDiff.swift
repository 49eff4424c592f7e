import Foundation
import KitscanReview

/// What `kitscan review` reads from git besides blobs: the two revisions' changes with the
/// lines they touch, and the upstream branch to compare with.
extension Git {
    package typealias LineChanges = KitscanReview.LineChanges

    /// The branch's upstream (`@{upstream}`), when one is set.
    package func upstream() -> String? {
        guard let out = try? run(["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{upstream}"]) else { return nil }
        let name = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? nil : name
    }

    /// Changes from commit `from` to commit `to`, or to the working tree when `to` is nil.
    /// Renames are detected (`-M`).
    package func changes(from: String, to: String?) throws(GitError) -> [GitChange] {
        var arguments = ["-c", "core.quotepath=off", "diff", "--name-status", "-M", "-z", "--no-ext-diff", "--no-color", from]
        if let to { arguments.append(to) }
        arguments.append("--")
        return Git.parseNameStatus(try run(arguments))
    }

    /// The changed lines of every file changed from `from` to `to` (nil: the working tree),
    /// keyed by the new path (the old path for a deleted file). One `git diff -U0`.
    package func changedLines(from: String, to: String?) throws(GitError) -> [String: LineChanges] {
        var arguments = ["-c", "core.quotepath=off", "diff", "-U0", "-M", "--no-ext-diff", "--no-color",
                         "--src-prefix=a/", "--dst-prefix=b/", from]
        if let to { arguments.append(to) }
        arguments.append("--")
        return Git.parseUnifiedZero(try run(arguments))
    }

    /// Parses `git diff -U0`: per file the `--- a/old` and `+++ b/new` lines, then hunks
    /// `@@ -start,count +start,count @@` (a count of 0 is a pure insertion or deletion).
    static func parseUnifiedZero(_ bytes: [UInt8]) -> [String: LineChanges] {
        var result: [String: LineChanges] = [:]
        var oldPath: String?
        var newPath: String?
        var current = LineChanges()
        func flush() {
            if let key = newPath ?? oldPath, !(current.old.isEmpty && current.new.isEmpty) {
                result[key, default: LineChanges()].old += current.old
                result[key, default: LineChanges()].new += current.new
            }
            current = LineChanges()
        }
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
            // Hunk bodies start with '+', '-', ' ' or '\': skip them without decoding.
            guard let first = raw.first else { continue }
            if first == UInt8(ascii: "d"), raw.starts(with: "diff --git ".utf8) {
                flush()
                oldPath = nil
                newPath = nil
            } else if first == UInt8(ascii: "-"), raw.starts(with: "--- ".utf8) {
                oldPath = path(String(decoding: raw.dropFirst(4), as: UTF8.self), prefix: "a/")
            } else if first == UInt8(ascii: "+"), raw.starts(with: "+++ ".utf8) {
                newPath = path(String(decoding: raw.dropFirst(4), as: UTF8.self), prefix: "b/")
            } else if first == UInt8(ascii: "@"), raw.starts(with: "@@ ".utf8) {
                let parts = String(decoding: raw, as: UTF8.self).split(separator: " ")
                guard parts.count >= 3 else { continue }
                if let range = range(parts[1].dropFirst()) { current.old.append(range) }
                if let range = range(parts[2].dropFirst()) { current.new.append(range) }
            }
        }
        flush()
        return result
    }

    /// `a/path` → `path`; `/dev/null` → nil. Git ends a name holding a space with a tab.
    private static func path(_ field: String, prefix: String) -> String? {
        var field = field
        if field.hasSuffix("\t") { field.removeLast() }
        if field == "/dev/null" { return nil }
        return field.hasPrefix(prefix) ? String(field.dropFirst(prefix.count)) : field
    }

    /// `12,3` → 12...14; `12` → 12...12; `12,0` → nil (nothing on that side).
    private static func range(_ text: Substring) -> ClosedRange<Int>? {
        let parts = text.split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count == 0 ? nil : start...(start + count - 1)
    }
}
