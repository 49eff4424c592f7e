import Foundation
import KitscanReport
import KitscanSupport

/// The burn-down `kitscan history` records and `kitscan report debt` draws:
/// `kitscan-history.json` beside the config (commit it, or leave it out: `kitscan history`
/// writes it again). It is not in `.kitscan-cache/`, so deleting the cache never loses it.
package struct HistoryFile: Sendable, Equatable {
    package static let currentVersion = 1
    package static let fileName = "kitscan-history.json"
    /// Where kitscan before 0.2 kept it: still read when the new file is not there.
    package static let legacyPath = CacheFolder.name + "/history.json"

    /// Oldest first.
    package var points: [HistoryPoint]

    package init(points: [HistoryPoint]) {
        self.points = points
    }

    package static func path(root: String) -> String {
        root + "/" + fileName
    }

    /// The recorded history, or nil when none was recorded. Throws when the file is there
    /// but cannot be used (the caller warns and goes on without a burn-down).
    package static func load(root: String) throws(HistoryFileError) -> HistoryFile? {
        var path = path(root: root)
        if !FileSystem.exists(path), FileSystem.exists(root + "/" + legacyPath) { path = root + "/" + legacyPath }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path)
        } catch {
            if case .notFound = error { return nil }
            throw HistoryFileError(path: path, reason: "it cannot be read (\(error.reason))")
        }
        return try decode(Data(bytes), path: path)
    }

    package static func decode(_ data: Data, path: String) throws(HistoryFileError) -> HistoryFile {
        guard let value = try? JSONParser.parse([UInt8](data)), let version = value["version"]?.integerValue else {
            throw HistoryFileError(path: path, reason: "it is not a kitscan history file")
        }
        guard version == currentVersion else {
            throw HistoryFileError(path: path, reason: "it has version \(version), this kitscan reads \(currentVersion)")
        }
        do {
            return HistoryFile(points: try JSONNode(value).decode("points"))
        } catch {
            throw HistoryFileError(path: path, reason: "it is malformed at \(error.description)")
        }
    }

    /// Stable JSON: one point per line, rules sorted, so two runs give the same bytes.
    package func encoded() -> Data {
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

    package func write(root: String) throws(AtomicFileError) {
        try AtomicFile.write(encoded(), to: Self.path(root: root))
    }
}

/// A point as `HistoryFile.encoded()` writes it.
extension HistoryPoint: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self.init(commit: try json.decode("commit"), date: try json.decode("date"), totals: try json.decode("totals"))
    }
}

/// A history file that is there but cannot be used.
package struct HistoryFileError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package var description: String {
        "\(path): \(reason); the burn-down is left out. Run `kitscan history` to record it again."
    }
}
