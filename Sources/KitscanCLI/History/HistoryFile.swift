import Foundation
import KitscanRatchet
import KitscanReport
import KitscanSupport

/// The burn-down `kitscan history` records and `kitscan report debt` draws:
/// `.kitscan-cache/history.json` in the workspace root. It is derived from git, so it lives
/// in the cache folder and can be deleted (run `kitscan history` again).
struct HistoryFile: Sendable, Equatable {
    static let currentVersion = 1
    static let fileName = "history.json"

    /// Oldest first.
    var points: [HistoryPoint]

    static func path(root: String) -> String {
        CacheFolder.path(root: root) + "/" + fileName
    }

    /// The recorded history, or nil when none was recorded. Throws when the file is there
    /// but cannot be used (the caller warns and goes on without a burn-down).
    static func load(root: String) throws(HistoryFileError) -> HistoryFile? {
        let path = path(root: root)
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path)
        } catch {
            if case .notFound = error { return nil }
            throw HistoryFileError(path: path, reason: "it cannot be read (\(error.reason))")
        }
        return try decode(Data(bytes), path: path)
    }

    static func decode(_ data: Data, path: String) throws(HistoryFileError) -> HistoryFile {
        guard let value = try? JSONParser.parse([UInt8](data)), let version = value["version"]?.integerValue else {
            throw HistoryFileError(path: path, reason: "it is not a kitscan history file")
        }
        guard version == currentVersion else {
            throw HistoryFileError(path: path, reason: "it has version \(version), this kitscan reads \(currentVersion)")
        }
        var points: [HistoryPoint] = []
        for item in value["points"]?.arrayValue ?? [.null] {
            guard let commit = item["commit"]?.stringValue, let date = item["date"]?.stringValue,
                  let members = item["totals"]?.objectValue else {
                throw HistoryFileError(path: path, reason: "it is malformed")
            }
            var totals: [String: Int] = [:]
            for (rule, count) in members {
                guard let n = count.integerValue else { throw HistoryFileError(path: path, reason: "it is malformed") }
                totals[rule] = n
            }
            points.append(HistoryPoint(commit: commit, date: date, totals: totals))
        }
        return HistoryFile(points: points)
    }

    /// Stable JSON: one point per line, rules sorted, so two runs give the same bytes.
    func encoded() -> Data {
        var out = "{\n  \"version\": \(Self.currentVersion),\n  \"points\": ["
        for (index, point) in points.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            let totals = point.totals.keys.sorted().map { "\(JSONWriter.quoted($0)): \(point.totals[$0]!)" }
            out += "    { \"commit\": \(JSONWriter.quoted(point.commit)), \"date\": \(JSONWriter.quoted(point.date)), "
            out += totals.isEmpty ? "\"totals\": {} }" : "\"totals\": { \(totals.joined(separator: ", ")) } }"
        }
        out += points.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Data(out.utf8)
    }

    func write(root: String) throws(AtomicFileError) {
        try CacheFolder.prepare(root: root)
        try AtomicFile.write(encoded(), to: Self.path(root: root))
    }
}

/// A history file that is there but cannot be used.
struct HistoryFileError: Error, Sendable, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String {
        "\(path): \(reason); the burn-down is left out. Run `kitscan history` to record it again."
    }
}
