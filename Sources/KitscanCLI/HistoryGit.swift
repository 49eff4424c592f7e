import Dispatch
import Foundation

/// Why `kitscan history` could not read the git history.
struct HistoryError: Error, Sendable, CustomStringConvertible {
    var description: String
}

/// Runs git in one folder and reads what the history walk needs: the commits, each
/// commit's tree listing and blob contents (all through one `git cat-file --batch`).
struct HistoryGit: Sendable {
    /// The folder git runs in (the workspace root).
    var folder: String

    /// One commit of the first-parent history.
    struct Commit: Sendable, Hashable {
        var hash: String
        var short: String
        /// Committer date, `YYYY-MM-DD` in the committer's time zone.
        var date: String
    }

    /// One blob of a commit's tree.
    struct TreeEntry: Sendable, Hashable {
        var blob: String
        /// Relative to the repository's top folder.
        var path: String
    }

    /// Runs `git arguments…`, feeding `input` to its stdin; its stdout, or an error holding
    /// git's own message.
    func run(_ arguments: [String], input: Data? = nil) throws(HistoryError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), errors = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        // `waitUntilExit` polls a run loop (50 ms steps on Linux); a handler wakes us at once.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw HistoryError(description: "cannot run git (\(error.localizedDescription)). Is git installed and on PATH?")
        }
        // Write stdin and drain stderr on their own threads so no pipe can fill up and stall git.
        let group = DispatchGroup()
        let errorBox = DataBox()
        if let input {
            let writer = feed.fileHandleForWriting
            DispatchQueue.global().async(group: group) {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        let errorReader = errors.fileHandleForReading
        DispatchQueue.global().async(group: group) {
            errorBox.set(errorReader.readDataToEndOfFile())
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        exited.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorBox.get(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw HistoryError(description: "`git \(arguments.joined(separator: " "))` failed: \(message)")
        }
        return data
    }

    /// The repository's top folder and the workspace's path inside it (`""` or `Samples/Omo/`).
    func location() throws(HistoryError) -> (top: String, prefix: String) {
        let lines = String(decoding: try run(["rev-parse", "--show-toplevel", "--show-prefix"]), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2 else { throw HistoryError(description: "\(folder) is not inside a git repository.") }
        return (lines[0], lines[1])
    }

    /// The first-parent commits from `since` (included) to HEAD, oldest first.
    /// `since` is a revision, or a date (`2024-05-01`) when it names no revision.
    func commits(since: String?) throws(HistoryError) -> [Commit] {
        var arguments = ["log", "--first-parent", "--reverse", "--date=short", "--format=%H %h %cd"]
        var first: Commit?
        if let since {
            if let hash = try? run(["rev-parse", "--verify", "--quiet", since + "^{commit}"]) {
                let full = String(decoding: hash, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                arguments.append(full + "..HEAD")
                first = try parseCommits(run(["log", "-1", "--date=short", "--format=%H %h %cd", full])).first
            } else if since.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil {
                // Compared as text with the committer date: git's own --since would read the
                // day as "that day at the current time of day".
                return try parseCommits(run(arguments + ["HEAD"])).filter { $0.date >= since }
            } else {
                throw HistoryError(description: "--since \(since): no such revision or date (give a commit, a tag, a branch or YYYY-MM-DD).")
            }
        } else {
            arguments.append("HEAD")
        }
        var commits = try parseCommits(run(arguments))
        if let first, !commits.contains(first) { commits.insert(first, at: 0) }
        return commits
    }

    private func parseCommits(_ data: Data) -> [Commit] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 3 else { return nil }
            return Commit(hash: String(parts[0]), short: String(parts[1]), date: String(parts[2]))
        }
    }

    /// The regular files (not links or submodules) of `commit`'s tree under `prefix`, with
    /// paths relative to the top folder. Run it on a `HistoryGit` of the top folder.
    func tree(_ commit: String, prefix: String) throws(HistoryError) -> [TreeEntry] {
        var arguments = ["ls-tree", "-r", "-z", commit]
        if !prefix.isEmpty { arguments += ["--", prefix] }
        let data = try run(arguments)
        var entries: [TreeEntry] = []
        // `<mode> SP <type> SP <object> TAB <path> NUL`
        for record in data.split(separator: 0) {
            guard let tab = record.firstIndex(of: 0x09) else { continue }
            let head = record[record.startIndex..<tab].split(separator: 0x20)
            guard head.count == 3, head[1].elementsEqual("blob".utf8), !head[0].elementsEqual("120000".utf8) else { continue }
            entries.append(TreeEntry(blob: String(decoding: head[2], as: UTF8.self),
                                     path: String(decoding: record[(tab + 1)...], as: UTF8.self)))
        }
        return entries
    }

    /// A file that a commit added, changed or removed.
    struct Change: Sendable, Hashable {
        /// Relative to the repository's top folder.
        var path: String
        /// The new blob; nil when the file was removed or is no longer a regular file.
        var blob: String?
    }

    /// What each first-parent commit of `range` changed under `prefix`, by full hash (one
    /// `git log --raw` for the whole range; commits that changed nothing there are absent).
    /// Run it on a `HistoryGit` of the top folder.
    func changes(_ range: String, prefix: String) throws(HistoryError) -> [String: [Change]] {
        var arguments = ["log", "--first-parent", "--reverse", "--diff-merges=first-parent", "--raw", "-z",
                         "--no-renames", "--no-abbrev", "--format=%x01%H", range]
        if !prefix.isEmpty { arguments += ["--", prefix] }
        let data = try run(arguments)
        var result: [String: [Change]] = [:]
        var commit = ""
        var pendingBlob: String??
        // Fields are NUL-separated: `\x01<hash>`, then `:<old mode> <new mode> <old> <new> <status>`
        // followed by the path, for each change.
        for raw in data.split(separator: 0, omittingEmptySubsequences: false) {
            var field = raw[...]
            while field.first == 0x0A { field = field.dropFirst() }
            if let pending = pendingBlob {
                result[commit, default: []].append(Change(path: String(decoding: field, as: UTF8.self), blob: pending))
                pendingBlob = nil
            } else if field.first == 0x01 {
                commit = String(decoding: field.dropFirst(), as: UTF8.self)
            } else if field.first == 0x3A {
                let meta = field.dropFirst().split(separator: 0x20)
                guard meta.count >= 5 else { continue }
                let mode = String(decoding: meta[1], as: UTF8.self)
                let regular = mode.hasPrefix("100")
                pendingBlob = .some(regular ? String(decoding: meta[3], as: UTF8.self) : nil)
            }
        }
        return result
    }

    /// The contents of `blobs`, read through one `git cat-file --batch`.
    func contents(of blobs: [String]) throws(HistoryError) -> [String: [UInt8]] {
        guard !blobs.isEmpty else { return [:] }
        let input = Data((blobs.joined(separator: "\n") + "\n").utf8)
        let data = [UInt8](try run(["cat-file", "--batch"], input: input))
        var result: [String: [UInt8]] = [:]
        var index = 0
        // `<oid> SP <type> SP <size> LF <contents> LF`, or `<oid> SP missing LF`.
        while index < data.count {
            guard let newline = data[index...].firstIndex(of: 0x0A) else { break }
            let header = data[index..<newline].split(separator: 0x20)
            index = newline + 1
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
                  index + size <= data.count else { continue }
            result[String(decoding: header[0], as: UTF8.self)] = Array(data[index..<(index + size)])
            index += size + 1
        }
        return result
    }
}

/// Data handed from a reader thread back to the caller.
private final class DataBox: @unchecked Sendable {
    private var data = Data()
    private let lock = NSLock()

    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }

    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
